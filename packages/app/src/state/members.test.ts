import { describe, expect, it } from 'vitest';
import { holdAnswers, settle } from '../test/heldAnswers';
import { memoryStorage } from '../test/memoryStorage';
import { sampleJob } from '../test/sampleJob';
import { sampleMember } from '../test/sampleMember';
import { defaultLanguage } from '../test/texts';
import { createStores } from './stores';

const member = sampleMember(7);

/** A browser's stores at start, with the session a reload kept. */
function storesWithKeptSession() {
  const server = holdAnswers();
  const storage = memoryStorage();
  storage.setItem('user', JSON.stringify(member));
  storage.setItem('token', 'kept-token');
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    storage,
    client: server.client,
    language: defaultLanguage(),
  });
  return { ...stores, server };
}

describe("the member's saved jobs", () => {
  it('keep why they failed to load, and load again on retry', async () => {
    const { auth, members, session, toasts, server } = storesWithKeptSession();
    // Their page shows the skeleton from the start: the read follows the token's check.
    expect(session.state).toMatchObject({ savedJobsLoading: true, savedJobsFailure: null });

    const checking = auth.checkSession();
    await server.answer(0, { user: member });
    await checking;
    expect((await server.call(1)).name).toBe('GET /api/me/saved');
    await server.answer(1, { message: 'The database is down.' }, { status: 500 });
    await settle();
    expect(session.state).toMatchObject({
      savedJobs: [],
      savedJobsLoading: false,
      savedJobsFailure: 'The database is down.',
    });
    expect(toasts.state.toasts).toMatchObject([{ title: 'The database is down.', tone: 'error' }]);

    const retrying = members.loadSavedJobs();
    expect(session.state).toMatchObject({
      savedJobsLoading: true,
      savedJobsFailure: 'The database is down.',
    });
    const saved = [sampleJob('saved')];
    await server.answer(2, { data: saved });
    await retrying;
    expect(session.state).toMatchObject({
      savedJobs: saved,
      savedJobsLoading: false,
      savedJobsFailure: null,
    });
    expect(toasts.state.toasts).toHaveLength(1);
  });

  it("are unread, quietly, when the session's check got no answer about the token", async () => {
    const { auth, session, toasts, server } = storesWithKeptSession();
    const checking = auth.checkSession();
    await server.answer(0, { message: 'The database is down.' }, { status: 500 });
    await checking;

    expect(session.state).toMatchObject({
      token: 'kept-token',
      savedJobsLoading: false,
      savedJobsFailure: 'The database is down.',
    });
    expect(server.calls).toHaveLength(1);
    expect(toasts.state.toasts).toEqual([]);
  });

  it('are neither loading nor failed once the session ends', async () => {
    const { auth, session, server } = storesWithKeptSession();
    const checking = auth.checkSession();
    await server.answer(0, { message: 'The database is down.' }, { status: 500 });
    await checking;
    session.end();
    expect(session.state).toMatchObject({ savedJobsLoading: false, savedJobsFailure: null });
  });
});
