import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../jobs/service';
import { logoSvg } from '../seed/logos';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp());
});
afterAll(() => server.close());

const fields = { title: 'Logo test', workType: '3' };

function upload(data: Buffer, name: string, type: string) {
  return server.request<{ data: Job }>('/api/jobs', {
    token,
    form: jobForm(fields, { data, name, type }),
  });
}

async function storedImage(job: Job) {
  const answer = await server.request<Buffer>(job.image ?? '');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/webp');
  return { answer, metadata: await sharp(answer.body).metadata() };
}

describe('image uploads', () => {
  it('re-encodes a PNG to WebP, at most 512 px on its longest side', async () => {
    const created = await upload(await picture('png', 1600, 900), 'wide.png', 'image/png');
    expect(created.status).toBe(201);
    const { metadata } = await storedImage(created.body.data);
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 288 });
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    // 400×200 stored sideways (orientation 6): upright it is 200×400.
    const jpeg = await sharp(await picture('jpeg', 400, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const created = await upload(jpeg, 'photo.jpg', 'image/jpeg');
    expect(created.status).toBe(201);
    const { answer, metadata } = await storedImage(created.body.data);
    expect(metadata).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(answer.body.includes('secret camera owner')).toBe(false);
  });

  it('takes GIF and WebP too, and leaves small pictures their size', async () => {
    for (const format of ['gif', 'webp'] as const) {
      const created = await upload(
        await picture(format, 64, 48),
        `small.${format}`,
        `image/${format}`,
      );
      expect(created.status).toBe(201);
      expect((await storedImage(created.body.data)).metadata).toMatchObject({
        width: 64,
        height: 48,
      });
    }
  });

  it('refuses a text file named .png, a truncated PNG and an SVG', async () => {
    const png = await picture('png');
    const refused = [
      await upload(Buffer.from('just some text, not a picture'), 'notes.png', 'image/png'),
      await upload(png.subarray(0, Math.floor(png.length / 2)), 'half.png', 'image/png'),
      await upload(Buffer.from(logoSvg('Acme')), 'logo.svg', 'image/svg+xml'),
      await upload(Buffer.from(logoSvg('Acme')), 'logo.png', 'image/png'),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        message: t('validation.imageInvalid'),
        errors: { image: [t('validation.imageInvalid')] },
      });
    }
  });

  it('refuses a file over 5 MB with 413, as a file or as a data URL', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    const asFile = await upload(big, 'big.png', 'image/png');
    expect(asFile.status).toBe(413);
    expect(asFile.body).toEqual({ message: t('validation.imageTooLarge') });
    const asDataUrl = await server.request('/api/jobs', {
      token,
      json: { ...fields, workType: 3, url: `data:image/png;base64,${big.toString('base64')}` },
    });
    expect(asDataUrl.status).toBe(413);
    expect(asDataUrl.body).toEqual({ message: t('validation.imageTooLarge') });
  });

  it('refuses a second file', async () => {
    const png = await picture('png', 10, 10);
    const form = jobForm(fields, { data: png, name: 'a.png', type: 'image/png' });
    form.append('other', new Blob([png], { type: 'image/png' }), 'b.png');
    const answer = await server.request('/api/jobs', { token, form });
    expect(answer.status).toBe(413);
  });
});

describe('GET /api/images/{name}', () => {
  it('serves with an ETag and a year of immutable cache, and answers 304 to a revalidation', async () => {
    const created = await upload(await picture('png', 32, 32), 'a.png', 'image/png');
    const path = created.body.data.image ?? '';
    const first = await server.request(path);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await server.request(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown name and 422 for a name that cannot be one', async () => {
    const missing = await server.request('/api/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No image has this name.' });
    expect((await server.request('/api/images/..%2Fetc%2Fpasswd')).status).toBe(422);
  });
});
