import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Job } from '../jobs/service';
import { jobForm, picture } from '../test/images';
import { startServerProcess, stopServerProcesses } from './serverProcess';

const creates = 200;
/** The kill comes once this many creates have been answered 201, with the rest still in flight. */
const acknowledgedBeforeKill = 20;

let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'job-kill-'));
});
afterAll(async () => {
  await stopServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged create, with its image, through a kill -9 on PGlite', async () => {
  const first = await startServerProcess({ DATA_DIR: dataDir });
  const { token } = await first.signUp();
  const png = await picture('png', 8, 8);

  const acknowledged: Job[] = [];
  let enoughAcknowledged: () => void = () => {};
  const killTime = new Promise<void>((resolve) => {
    enoughAcknowledged = resolve;
  });
  const inFlight = Array.from({ length: creates }, (_, index) =>
    first
      .request<{ data: Job }>('/api/jobs', {
        token,
        timeoutMs: 60_000,
        form: jobForm(
          {
            title: `Çökme testi ${index}`,
            salary: '₺50.000',
            description: 'Sunucu yazarken öldürülür',
            workType: '1',
            detail: `<p>İş ${index}</p>`,
          },
          { data: png, name: 'logo.png', type: 'image/png' },
        ),
      })
      .then(
        (answer) => {
          if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
          acknowledged.push(answer.body.data);
          if (acknowledged.length >= acknowledgedBeforeKill) enoughAcknowledged();
        },
        () => {}, // the connection dies with the server: that create was never acknowledged
      ),
  );
  await Promise.race([killTime, Promise.all(inFlight)]);
  await first.stop('SIGKILL');
  await Promise.all(inFlight);
  const survivors = [...acknowledged];
  // Otherwise nothing was in flight at the kill and the test proved nothing.
  expect(survivors.length).toBeGreaterThanOrEqual(acknowledgedBeforeKill);
  expect(survivors.length).toBeLessThan(creates);
  // The dead server's pid lock is still there; the next one must take it over.
  expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

  const second = await startServerProcess({ DATA_DIR: dataDir });
  for (const job of survivors) {
    const detail = await second.request<{ data: Job }>(`/api/jobs/${job.slug}`);
    expect(detail.status, `${job.slug} after the restart`).toBe(200);
    expect(detail.body.data).toMatchObject({ id: job.id, title: job.title, image: job.image });
    const image = await second.request<Buffer>(job.image ?? '');
    expect(image.status, `the image of ${job.slug}`).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.body.subarray(8, 12).toString()).toBe('WEBP');
  }
});
