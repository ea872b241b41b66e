import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobForm, picture } from '../test/images';
import { startServer, type TestServer } from '../test/server';

/** What axios and many other clients send on a call without a body: the header, and nothing. */
const jsonHeaderOnly = { 'content-type': 'application/json' };

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await server.signUp('Poster'));
});
afterAll(() => server.close());

async function postJob(title: string): Promise<string> {
  const answer = await server.request('/api/jobs', {
    token,
    form: jobForm(
      { title, salary: '1', description: 'A brief', workType: '1', detail: '<p>Detail</p>' },
      { data: await picture('png', 16, 16), name: 'a.png', type: 'image/png' },
    ),
  });
  expect(answer.status).toBe(201);
  return answer.body.data.slug;
}

describe('a JSON content type with no body', () => {
  it('saves and unsaves a job as without the header', async () => {
    const slug = await postJob('Saved Without A Body');
    const saved = await server.request(`/api/jobs/${slug}/save`, {
      method: 'PUT',
      token,
      headers: jsonHeaderOnly,
    });
    expect(saved).toMatchObject({ status: 200, body: { saved: true, save: 1 } });
    const unsaved = await server.request(`/api/jobs/${slug}/save`, {
      method: 'DELETE',
      token,
      headers: jsonHeaderOnly,
    });
    expect(unsaved).toMatchObject({ status: 200, body: { saved: false, save: 0 } });
  });

  it('renews a job with the default period, its body being optional', async () => {
    const slug = await postJob('Renewed Without A Body');
    const renewed = await server.request(`/api/jobs/${slug}/renew`, {
      method: 'POST',
      token,
      headers: jsonHeaderOnly,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.expired).toBe(false);
  });

  it('deletes a job, then signs out', async () => {
    const slug = await postJob('Deleted Without A Body');
    const deleted = await server.request(`/api/jobs/${slug}`, {
      method: 'DELETE',
      token,
      headers: jsonHeaderOnly,
    });
    expect(deleted.status).toBe(204);
    expect((await server.request(`/api/jobs/${slug}`)).status).toBe(404);

    const { token: leaving } = await server.signUp('Leaving');
    const loggedOut = await server.request('/api/logout', {
      method: 'POST',
      token: leaving,
      headers: jsonHeaderOnly,
    });
    expect(loggedOut.status).toBe(204);
    expect((await server.request('/api/me', { token: leaving })).status).toBe(401);
  });

  it('still refuses a body that is there and malformed, and an empty one where a body is needed', async () => {
    const malformed = await server.request('/api/logout', {
      method: 'POST',
      token,
      headers: jsonHeaderOnly,
      body: '{',
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: 'The body is not valid JSON.' },
    });
    const emptyLogin = await server.request('/api/login', {
      method: 'POST',
      headers: jsonHeaderOnly,
    });
    expect(emptyLogin).toMatchObject({
      status: 400,
      body: { message: 'The body is empty; send a JSON object.' },
    });
    // The session survived the malformed call: it was refused before it ran.
    expect((await server.request('/api/me', { token })).status).toBe(200);
  });
});
