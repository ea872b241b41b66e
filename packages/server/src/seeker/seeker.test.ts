import {
  type CvProblem,
  emptySeekerProfile,
  limits,
  type SeekerProfile,
  type StoredCv,
  seekerLimits,
} from '@job/contract';
import { apiTextsOf } from '@job/texts/catalogues';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seekerProfiles, storedCvs, users } from '../db/schema';
import { cvForm, pdf, type Upload } from '../test/applications';
import { picture } from '../test/images';
import { memberPassword, relaxedLimits, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startServer();
  png = await picture('png', 16, 16);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;

const profileOf = (token?: string) =>
  server.request('/api/me/seeker-profile', { ...(token !== undefined && { token }) });
const saveProfile = (body: unknown, token?: string) =>
  server.request('/api/me/seeker-profile', {
    method: 'PUT',
    ...(token !== undefined && { token }),
    json: body,
  });
const addCv = (token: string | undefined, cv: Upload | null = { data: pdf() }, query = '') =>
  server.request(`/api/me/cvs${query}`, {
    method: 'POST',
    ...(token !== undefined && { token }),
    form: cvForm(cv),
  });
const cvFile = (id: number, token?: string) =>
  server.request(`/api/me/cvs/${id}`, { ...(token !== undefined && { token }) });
const updateCv = (id: number, body: unknown, token?: string) =>
  server.request(`/api/me/cvs/${id}`, {
    method: 'PATCH',
    ...(token !== undefined && { token }),
    json: body,
  });
const replaceCv = (id: number, token: string | undefined, cv: Upload = { data: pdf() }) =>
  server.request(`/api/me/cvs/${id}`, {
    method: 'PUT',
    ...(token !== undefined && { token }),
    form: cvForm(cv),
  });
const deleteCv = (id: number, token?: string) =>
  server.request(`/api/me/cvs/${id}`, { method: 'DELETE', ...(token !== undefined && { token }) });

async function stored(token: string, cv?: Upload): Promise<StoredCv> {
  const answer = await addCv(token, cv);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const cvsOf = async (token: string): Promise<StoredCv[]> => (await profileOf(token)).body.data.cvs;

const fullProfile = {
  headline: '  Frontend geliştirici, 5 yıl React  ',
  city: ' İzmir ',
  work_types: ['full-time', 'freelance'],
  workplaces: ['remote'],
  links: [' https://github.com/ayse ', '', 'http://ayse.example.com/portfolyo'],
};

describe('the seeker profile', () => {
  it('is empty until given, and answers as saved: trimmed, blank links left out', async () => {
    const { token } = await server.signUp();
    const empty = await profileOf(token);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: emptySeekerProfile });
    expect(empty.headers.get('cache-control')).toBe('private, no-store');

    const saved = await saveProfile(fullProfile, token);
    const expected: SeekerProfile = {
      headline: 'Frontend geliştirici, 5 yıl React',
      city: 'İzmir',
      work_types: ['full-time', 'freelance'],
      workplaces: ['remote'],
      links: ['https://github.com/ayse', 'http://ayse.example.com/portfolyo'],
      cvs: [],
    };
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: t('api.profileSaved'), data: expected });
    expect((await profileOf(token)).body).toEqual({ data: expected });

    // Saved again, emptied: what was there goes.
    const { cvs: _cvs, ...nothingGiven } = emptySeekerProfile;
    const emptied = await saveProfile(nothingGiven, token);
    expect(emptied.body.data).toEqual(emptySeekerProfile);
    const turkish = await server.request('/api/me/seeker-profile?lang=tr', {
      method: 'PUT',
      token,
      json: fullProfile,
    });
    expect(turkish.body.message).toBe(apiTextsOf('tr').t('api.profileSaved'));
  });

  it.each([
    [
      'a link that is no web address, by its place',
      { links: ['https://ok.example.com', 'javascript:alert(1)'] },
      { 'links.1': [t('validation.profileLinkInvalid')] },
    ],
    [
      'a link too long',
      { links: [`https://example.com/${'a'.repeat(seekerLimits.profileLinkMaxLength)}`] },
      { 'links.0': [t('validation.maxLength', { max: seekerLimits.profileLinkMaxLength })] },
    ],
    [
      'more links than the limit',
      {
        links: [
          'https://a.example.com',
          'https://b.example.com',
          'https://c.example.com',
          'https://d.example.com',
        ],
      },
      { links: [t('validation.profileLinksTooMany', { max: seekerLimits.profileLinksMax })] },
    ],
    [
      'a headline and a city too long',
      {
        headline: 'x'.repeat(seekerLimits.headlineMaxLength + 1),
        city: 'y'.repeat(limits.locationMaxLength + 1),
      },
      {
        headline: [t('validation.maxLength', { max: seekerLimits.headlineMaxLength })],
        city: [t('validation.maxLength', { max: limits.locationMaxLength })],
      },
    ],
  ])(
    'refuses %s with 422, the form’s messages, and keeps what was there',
    async (_case, change, errors) => {
      const { token } = await server.signUp();
      await saveProfile(fullProfile, token);
      const before = (await profileOf(token)).body;
      const answer = await saveProfile({ ...fullProfile, ...change }, token);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect((await profileOf(token)).body).toEqual(before);
    },
  );

  it('refuses a work type or a workplace the contract does not name, and a missing field', async () => {
    const { token } = await server.signUp();
    expect((await saveProfile({ ...fullProfile, work_types: ['sometimes'] }, token)).status).toBe(
      422,
    );
    expect((await saveProfile({ ...fullProfile, workplaces: ['moon'] }, token)).status).toBe(422);
    const { links: _links, ...withoutLinks } = fullProfile;
    const missing = await saveProfile(withoutLinks, token);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['links']);
  });
});

describe('stored CVs', () => {
  it('are added, listed, downloaded, renamed, made the default, replaced and deleted', async () => {
    const { token } = await server.signUp();
    const firstBytes = pdf('first');
    const added = await addCv(token, { data: firstBytes, name: 'Özgeçmiş Ayşe.pdf' });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      message: t('api.cvAdded'),
      data: {
        id: expect.any(Number),
        name: 'Özgeçmiş Ayşe.pdf',
        size: firstBytes.length,
        default: true,
        updated_at: expect.any(String),
      },
    });
    const first: StoredCv = added.body.data;
    // Named as applications' CVs are: no folder, `.pdf` whatever the file said.
    const second = await stored(token, { data: pdf('second'), name: '../English CV.PDF' });
    expect(second).toMatchObject({ name: 'English CV.pdf', default: false });
    // The default first, then newest first.
    expect(await cvsOf(token)).toEqual([first, second]);

    const download = await cvFile(first.id, token);
    expect(download.status).toBe(200);
    expect(Buffer.compare(download.body, firstBytes)).toBe(0);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Ozgecmis Ayse.pdf"; filename*=UTF-8''${encodeURIComponent('Özgeçmiş Ayşe.pdf')}`,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');

    const renamed = await updateCv(second.id, { name: '  Yazılım\u202e CV  ' }, token);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      message: t('api.cvRenamed'),
      data: { ...second, name: 'Yazılım CV.pdf' },
    });
    const madeDefault = await updateCv(second.id, { default: true }, token);
    expect(madeDefault.body).toEqual({
      message: t('api.cvMadeDefault'),
      data: { ...second, name: 'Yazılım CV.pdf', default: true },
    });
    expect((await cvsOf(token)).map(({ id, default: isDefault }) => [id, isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await updateCv(first.id, { default: false }, token)).status).toBe(422);
    const both = await updateCv(first.id, { name: 'Ana CV', default: true }, token);
    expect(both.body).toMatchObject({
      message: t('api.cvUpdated'),
      data: { name: 'Ana CV.pdf', default: true },
    });

    const newBytes = pdf('first, rewritten');
    const replaced = await replaceCv(first.id, token, { data: newBytes, name: 'other.pdf' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({
      message: t('api.cvReplaced'),
      data: {
        id: first.id,
        name: 'Ana CV.pdf',
        size: newBytes.length,
        default: true,
        updated_at: expect.any(String),
      },
    });
    expect(Date.parse(replaced.body.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(first.updated_at),
    );
    expect(Buffer.compare((await cvFile(first.id, token)).body, newBytes)).toBe(0);

    const deleted = await deleteCv(second.id, token);
    expect(deleted.status).toBe(204);
    expect((await cvFile(second.id, token)).status).toBe(404);
    expect((await deleteCv(second.id, token)).status).toBe(404);
    expect((await cvsOf(token)).map(({ id }) => id)).toEqual([first.id]);
  });

  it('moves the default to the newest of the others when the default is deleted', async () => {
    const { token } = await server.signUp();
    const oldest = await stored(token);
    const middle = await stored(token);
    const newest = await stored(token);
    expect(oldest.default).toBe(true);
    expect((await deleteCv(oldest.id, token)).status).toBe(204);
    expect((await cvsOf(token)).map(({ id, default: isDefault }) => [id, isDefault])).toEqual([
      [newest.id, true],
      [middle.id, false],
    ]);
    // A CV that is not the default goes alone.
    expect((await deleteCv(middle.id, token)).status).toBe(204);
    expect((await cvsOf(token)).map(({ id, default: isDefault }) => [id, isDefault])).toEqual([
      [newest.id, true],
    ]);
    expect((await deleteCv(newest.id, token)).status).toBe(204);
    expect(await cvsOf(token)).toEqual([]);
    // The next one stored is the default again.
    expect((await stored(token)).default).toBe(true);
  });

  it('keeps at most 3: a fourth is a 409 that says so in the reader’s language', async () => {
    const { token } = await server.signUp();
    for (let i = 0; i < seekerLimits.storedCvsMax; i++) await stored(token);
    for (const language of ['tr', 'en'] as const) {
      const fourth = await addCv(token, { data: pdf() }, `?lang=${language}`);
      expect(fourth.status).toBe(409);
      expect(fourth.body).toEqual({
        message: apiTextsOf(language).t('api.storedCvsFull', { max: seekerLimits.storedCvsMax }),
      });
    }
    expect(apiTextsOf('tr').t('api.storedCvsFull', { max: 3 })).toBe(
      'En fazla 3 CV saklayabilirsiniz; yenisini eklemeden önce birini silin ya da değiştirin.',
    );
    expect(await cvsOf(token)).toHaveLength(seekerLimits.storedCvsMax);
  });

  it('keeps at most 3 of 5 added at once, one of them the default', async () => {
    const { token, email } = await server.signUp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addCv(token, { data: pdf(`at once ${i}`) })),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 201, 201, 409, 409]);
    const [member] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await db()
      .select({ isDefault: storedCvs.isDefault })
      .from(storedCvs)
      .where(eq(storedCvs.userId, member?.id ?? 0));
    expect(rows).toHaveLength(3);
    expect(rows.filter(({ isDefault }) => isDefault)).toHaveLength(1);
  });

  const refused: [string, () => Upload | null, CvProblem | 'validation.cvRequired'][] = [
    ['a PNG renamed .pdf', () => ({ data: png, name: 'cv.pdf' }), 'validation.cvNotPdf'],
    ['an empty file', () => ({ data: Buffer.alloc(0) }), 'validation.cvEmpty'],
    ['no file', () => null, 'validation.cvRequired'],
  ];
  it.each(refused)('refuses %s with 422 on cv, storing nothing', async (_case, upload, message) => {
    const { token } = await server.signUp();
    const answer = await addCv(token, upload());
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ cv: [t(message)] });
    expect(await cvsOf(token)).toEqual([]);
    const kept = await stored(token);
    const replaced = await server.request(`/api/me/cvs/${kept.id}`, {
      method: 'PUT',
      token,
      form: cvForm(upload()),
    });
    expect(replaced.status).toBe(422);
    expect(await cvsOf(token)).toEqual([kept]);
  });

  it('go with their member’s account', async () => {
    const member = await server.signUp();
    await saveProfile(fullProfile, member.token);
    await stored(member.token);
    const [row] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, member.email));
    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token: member.token,
      json: { current_password: memberPassword },
    });
    expect(deleted.status).toBe(204);
    const id = row?.id ?? 0;
    const [cvs] = await db().select({ n: count() }).from(storedCvs).where(eq(storedCvs.userId, id));
    const [profiles] = await db()
      .select({ n: count() })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, id));
    expect([cvs?.n, profiles?.n]).toEqual([0, 0]);
  });
});

describe('the rate of CV uploads', () => {
  it('refuses a member past their uploads of the hour with 429, adds and replacements alike', async () => {
    const limited = await startServer({
      rateLimit: {
        limits: { ...relaxedLimits.limits, cvUploadsByAccount: { points: 2, seconds: 3600 } },
      },
    });
    try {
      const { token } = await limited.signUp();
      const added = await limited.request('/api/me/cvs', {
        method: 'POST',
        token,
        form: cvForm({ data: pdf() }),
      });
      expect(added.status).toBe(201);
      const replace = () =>
        limited.request(`/api/me/cvs/${added.body.data.id}`, {
          method: 'PUT',
          token,
          form: cvForm({ data: pdf() }),
        });
      expect((await replace()).status).toBe(200);
      const third = await replace();
      expect(third.status).toBe(429);
      const seconds = Number(third.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(3500);
      expect(third.body).toEqual({
        message: t('api.tooManyCvUploads', { minutes: Math.ceil(seconds / 60) }),
      });
      // Another member is not held back by them.
      const someone = await limited.signUp();
      const theirs = await limited.request('/api/me/cvs', {
        method: 'POST',
        token: someone.token,
        form: cvForm({ data: pdf() }),
      });
      expect(theirs.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('who reaches what', () => {
  /**
   * Every call as the CVs' owner, another member (with a profile and a CV of their own), a visitor
   * and a signed-out token. The answers are exactly these, and no body holds anything of the
   * owner's to anyone else.
   */
  it('answers each of them exactly as declared, and shows no one another member’s data', async () => {
    const owner = await server.signUp('Owner');
    const other = await server.signUp('Other');
    const signedOut = await server.signUp('Leaving');
    expect(
      (await server.request('/api/logout', { method: 'POST', token: signedOut.token })).status,
    ).toBe(204);
    const secretHeadline = `secret headline ${process.pid}`;
    const secretName = `secret-cv-${process.pid}`;
    const secretBytes = `secret bytes ${process.pid}`;
    await saveProfile({ ...fullProfile, headline: secretHeadline }, owner.token);
    const cv = await stored(owner.token, { data: pdf(secretBytes), name: `${secretName}.pdf` });
    const otherHeadline = `other headline ${process.pid}`;
    await saveProfile({ ...fullProfile, headline: otherHeadline }, other.token);
    await stored(other.token, { data: pdf('other bytes'), name: 'other-cv.pdf' });

    const actors = {
      owner: owner.token,
      other: other.token,
      visitor: undefined,
      signedOut: signedOut.token,
    };
    type Actor = keyof typeof actors;
    const calls: Record<
      string,
      [(token?: string) => ReturnType<typeof cvFile>, Record<Actor, number>]
    > = {
      seekerProfile: [
        (token) => profileOf(token),
        { owner: 200, other: 200, visitor: 401, signedOut: 401 },
      ],
      storedCv: [
        (token) => cvFile(cv.id, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      updateCv: [
        (token) => updateCv(cv.id, { default: true }, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      replaceCv: [
        (token) => replaceCv(cv.id, token, { data: pdf(secretBytes), name: 'new.pdf' }),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      // The other member has one CV: adding is theirs to do.
      addCv: [
        (token) => addCv(token, { data: pdf() }),
        { owner: 201, other: 201, visitor: 401, signedOut: 401 },
      ],
      updateSeekerProfile: [
        (token) => saveProfile(fullProfile, token),
        { owner: 200, other: 200, visitor: 401, signedOut: 401 },
      ],
      // Last: the owner's delete ends what the calls above read.
      deleteCv: [
        (token) => deleteCv(cv.id, token),
        { owner: 204, other: 404, visitor: 401, signedOut: 401 },
      ],
    };
    const owners = [secretHeadline, secretName, secretBytes, owner.email];
    for (const [call, [send, expected]] of Object.entries(calls)) {
      const notFound = new Set<string>();
      // The owner last, so the others meet the CV still there.
      for (const actor of ['other', 'visitor', 'signedOut', 'owner'] as const) {
        const answer = await send(actors[actor]);
        const said = `${call} as ${actor}`;
        expect(answer.status, said).toBe(expected[actor]);
        if (answer.status === 404) notFound.add(JSON.stringify(answer.body));
        const body = Buffer.isBuffer(answer.body)
          ? answer.body.toString('latin1')
          : JSON.stringify(answer.body ?? '');
        if (actor !== 'owner') for (const text of owners) expect(body, said).not.toContain(text);
        if (actor !== 'other') expect(body, said).not.toContain(otherHeadline);
        if (answer.status >= 400) expect(Object.keys(answer.body), said).toEqual(['message']);
      }
      expect(notFound.size, call).toBeLessThanOrEqual(1);
    }
    // Another member's CV answers as one that is not there, word for word.
    const none = await cvFile(2_000_000_000, other.token);
    expect(none).toMatchObject({ status: 404, body: { message: t('api.cvNotFound') } });
    expect((await cvFile(0, owner.token)).status).toBe(422);
  });
});
