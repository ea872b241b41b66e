import { type RejectionTemplate, rejectionLimits } from '@job/contract';
import { type Language, languages } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejectionTemplates, users } from '../db/schema';
import { memberPassword, startServer, type TestServer } from '../test/server';
import { t } from '../test/texts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.app.database.db;

const path = '/api/me/rejection-templates';
const listOf = (token?: string, query = '') =>
  server.request(`${path}${query}`, { ...(token !== undefined && { token }) });
const create = (body: unknown, token?: string, query = '') =>
  server.request(`${path}${query}`, {
    method: 'POST',
    ...(token !== undefined && { token }),
    json: body,
  });
const update = (id: number, body: unknown, token?: string, query = '') =>
  server.request(`${path}/${id}${query}`, {
    method: 'PUT',
    ...(token !== undefined && { token }),
    json: body,
  });
const remove = (id: number, token?: string) =>
  server.request(`${path}/${id}`, { method: 'DELETE', ...(token !== undefined && { token }) });

async function saved(token: string, body: Record<string, string>): Promise<RejectionTemplate> {
  const answer = await create(body, token);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

const templates = async (token: string): Promise<RejectionTemplate[]> =>
  (await listOf(token)).body.data;

async function memberId(email: string): Promise<number> {
  const [member] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!member) throw new Error(`No member ${email}`);
  return member.id;
}

const kind = {
  name: '  Deneyim yetersiz  ',
  body_tr: '  Başvurunuz için teşekkürler.\r\n\r\nBu kez başka bir adayla ilerliyoruz.  ',
  body_en: ' Thank you for applying. ',
};

describe('a poster’s rejection templates', () => {
  it('are none at first, then kept trimmed, by name, and answered as saved', async () => {
    const { token } = await server.signUp();
    expect(await listOf(token)).toMatchObject({ status: 200, body: { data: [] } });
    const answer = await create(kind, token);
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({
      message: t('toast.templateSaved'),
      data: {
        id: expect.any(Number),
        name: 'Deneyim yetersiz',
        body_tr: 'Başvurunuz için teşekkürler.\n\nBu kez başka bir adayla ilerliyoruz.',
        body_en: 'Thank you for applying.',
        updated_at: expect.any(String),
      },
    });
    // A text in one language is enough; the other is kept empty.
    await saved(token, { name: 'ayrıldı', body_en: 'The job is filled.' });
    await saved(token, { name: 'Başka şehir', body_tr: 'İlan başka bir şehirde.' });
    const list = await templates(token);
    expect(list.map(({ name }) => name)).toEqual(['ayrıldı', 'Başka şehir', 'Deneyim yetersiz']);
    expect(list[0]).toMatchObject({ body_tr: '', body_en: 'The job is filled.' });
    expect(list[2]).toEqual(answer.body.data);
  });

  it('change as given, keeping their id, and delete', async () => {
    const { token } = await server.signUp();
    const template = await saved(token, kind);
    const changed = await update(
      template.id,
      { name: ' Deneyim yetersiz ', body_tr: ' Yeni metin ' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({
      message: t('toast.templateSaved'),
      data: {
        id: template.id,
        name: 'Deneyim yetersiz',
        body_tr: 'Yeni metin',
        body_en: '',
        updated_at: expect.any(String),
      },
    });
    expect(Date.parse(changed.body.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(template.updated_at),
    );
    // Renamed to another casing of its own name: still its own.
    expect((await update(template.id, { ...kind, name: 'DENEYİM' }, token)).status).toBe(200);
    expect((await remove(template.id, token)).status).toBe(204);
    expect(await templates(token)).toEqual([]);
    expect((await remove(template.id, token)).status).toBe(404);
    expect((await update(template.id, kind, token)).status).toBe(404);
  });

  describe.each(languages)('in %s', (language: Language) => {
    const words = apiTextsOf(language).t;
    const query = `?lang=${language}`;

    it.each([
      [
        'no name',
        { name: '   ', body_tr: 'Metin' },
        { name: [words('validation.templateNameRequired')] },
      ],
      [
        'no text',
        { name: 'Ad', body_tr: ' ', body_en: '' },
        { body_tr: [words('validation.templateBodyRequired')] },
      ],
      [
        'a name too long',
        { name: 'a'.repeat(rejectionLimits.templateNameMaxLength + 1), body_tr: 'Metin' },
        { name: [words('validation.maxLength', { max: rejectionLimits.templateNameMaxLength })] },
      ],
      [
        'a text too long',
        { name: 'Ad', body_en: 'a'.repeat(rejectionLimits.messageMaxLength + 1) },
        { body_en: [words('validation.maxLength', { max: rejectionLimits.messageMaxLength })] },
      ],
    ])('refuses %s with 422 by the field, saving nothing', async (_case, body, errors) => {
      const { token } = await server.signUp();
      for (const send of [
        () => create(body, token, query),
        async () => update((await saved(token, kind)).id, body, token, query),
      ]) {
        const answer = await send();
        expect(answer.status).toBe(422);
        expect(answer.body.errors).toEqual(errors);
      }
      expect((await templates(token)).map(({ name }) => name)).toEqual(['Deneyim yetersiz']);
    });

    it('refuses a second template of a name, however cased, on name', async () => {
      const { token } = await server.signUp();
      const first = await saved(token, { name: 'Deneyim', body_tr: 'Bir' });
      const other = await saved(token, { name: 'Şehir', body_tr: 'İki' });
      const taken = { name: [words('validation.templateNameTaken')] };
      const again = await create({ name: ' deneyim ', body_en: 'Two' }, token, query);
      expect(again).toMatchObject({ status: 422, body: { errors: taken } });
      const renamed = await update(other.id, { name: 'DENEYIM', body_tr: 'İki' }, token, query);
      expect(renamed).toMatchObject({ status: 422, body: { errors: taken } });
      expect((await templates(token)).map(({ id }) => id)).toEqual([first.id, other.id]);
    });

    it('keeps at most 20: one more is a 409 in the reader’s words', async () => {
      const { token } = await server.signUp();
      for (let index = 0; index < rejectionLimits.templatesMax; index++) {
        await saved(token, { name: `Şablon ${index}`, body_tr: 'Metin' });
      }
      const more = await create({ name: 'Bir fazla', body_tr: 'Metin' }, token, query);
      expect(more.status).toBe(409);
      expect(more.body).toEqual({
        message: words('api.templatesFull', { max: rejectionLimits.templatesMax }),
      });
    });
  });

  it('keep their names apart per member: another member may use the same', async () => {
    const one = await server.signUp('One');
    const two = await server.signUp('Two');
    await saved(one.token, kind);
    expect((await create(kind, two.token)).status).toBe(201);
  });

  it('count to 20 under the member’s lock: 5 created at once at 19 leave exactly 20', async () => {
    const { token, email } = await server.signUp();
    const userId = await memberId(email);
    await db()
      .insert(rejectionTemplates)
      .values(
        Array.from({ length: rejectionLimits.templatesMax - 1 }, (_, index) => ({
          userId,
          name: `Kayıtlı ${index}`,
          bodyTr: 'Metin',
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        create({ name: `Aynı anda ${index}`, body_tr: 'Metin' }, token),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await db().$count(rejectionTemplates, eq(rejectionTemplates.userId, userId))).toBe(
      rejectionLimits.templatesMax,
    );
  });

  it('settle two saves of one name at once: one is kept, the other refused on name', async () => {
    const { token } = await server.signUp();
    const answers = await Promise.all(
      ['Kadro dolu', 'kadro dolu', 'KADRO DOLU'].map((name) =>
        create({ name, body_tr: 'Metin' }, token),
      ),
    );
    expect(answers.map(({ status }) => status).sort()).toEqual([201, 422, 422]);
    for (const answer of answers.filter(({ status }) => status === 422)) {
      expect(answer.body.errors).toEqual({ name: [t('validation.templateNameTaken')] });
    }
    expect(await templates(token)).toHaveLength(1);
  });

  it('go with the member’s account', async () => {
    const { token, email } = await server.signUp();
    const userId = await memberId(email);
    await saved(token, kind);
    const deleted = await server.request('/api/me', {
      method: 'DELETE',
      token,
      json: { current_password: memberPassword },
    });
    expect(deleted.status).toBe(204);
    expect(await db().$count(rejectionTemplates, eq(rejectionTemplates.userId, userId))).toBe(0);
  });
});

describe('who reaches what', () => {
  it('answers the owner alone: another member 404, a visitor and a revoked token 401', async () => {
    const owner = await server.signUp('Owner');
    const other = await server.signUp('Other');
    const signedOut = await server.signUp('Leaving');
    expect(
      (await server.request('/api/logout', { method: 'POST', token: signedOut.token })).status,
    ).toBe(204);
    const secret = `secret words ${process.pid}`;
    const template = await saved(owner.token, { name: 'Gizli', body_tr: secret });
    const otherSecret = `other words ${process.pid}`;
    await saved(other.token, { name: 'Başkası', body_tr: otherSecret });
    const actors = {
      owner: owner.token,
      other: other.token,
      visitor: undefined,
      signedOut: signedOut.token,
    };
    type Actor = keyof typeof actors;
    const body = { name: 'Gizli', body_tr: secret };
    const calls: Record<
      string,
      [(token?: string) => ReturnType<typeof listOf>, Record<Actor, number>]
    > = {
      rejectionTemplates: [listOf, { owner: 200, other: 200, visitor: 401, signedOut: 401 }],
      createRejectionTemplate: [
        (token) => create({ name: `Yeni ${token?.length}`, body_tr: 'Metin' }, token),
        { owner: 201, other: 201, visitor: 401, signedOut: 401 },
      ],
      updateRejectionTemplate: [
        (token) => update(template.id, body, token),
        { owner: 200, other: 404, visitor: 401, signedOut: 401 },
      ],
      deleteRejectionTemplate: [
        (token) => remove(template.id, token),
        { owner: 204, other: 404, visitor: 401, signedOut: 401 },
      ],
    };
    for (const [call, [send, expected]] of Object.entries(calls)) {
      for (const actor of ['other', 'visitor', 'signedOut', 'owner'] as const) {
        const answer = await send(actors[actor]);
        const said = `${call} as ${actor}`;
        expect(answer.status, said).toBe(expected[actor]);
        expect(answer.headers.get('cache-control'), said).toBe('private, no-store');
        const text = JSON.stringify(answer.body ?? '');
        if (actor !== 'owner') expect(text, said).not.toContain(secret);
        if (actor !== 'other') expect(text, said).not.toContain(otherSecret);
        if (answer.status === 404)
          expect(answer.body, said).toEqual({ message: t('api.templateNotFound') });
      }
    }
    // None of that id answers as another member's does.
    expect((await remove(2_000_000_000, owner.token)).body).toEqual({
      message: t('api.templateNotFound'),
    });
    expect((await remove(0, owner.token)).status).toBe(422);
  });
});
