import type { User } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { myPostingsOf } from '../state/myPostings';
import { createStores } from '../state/stores';
import { holdAnswers } from '../test/heldAnswers';
import { englishLanguage } from '../test/texts';

const member: User = {
  id: 1,
  name: 'Member',
  email: 'member@job.test',
  created_at: '2026-11-23T00:00:00.000Z',
  email_verified: true,
  language: null,
};

/** A set of stores signed in with `token`, as after a login in its own browser. */
function signedIn(token: string) {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    language: englishLanguage(),
  });
  stores.session.keep(member, token);
  return { ...stores, server };
}

describe("the API client's session", () => {
  it('sends its own token, and a 401 to it ends its own session, not another', async () => {
    const refused = signedIn('token-a');
    const other = signedIn('token-b');
    const refusedLoad = myPostingsOf(refused).load();
    const otherLoad = myPostingsOf(other).load();

    const refusedCall = await refused.server.call(0);
    const otherCall = await other.server.call(0);
    expect(refusedCall.request.headers.get('Authorization')).toBe('Bearer token-a');
    expect(otherCall.request.headers.get('Authorization')).toBe('Bearer token-b');

    refusedCall.answer({ message: 'Unauthenticated.' }, { status: 401 });
    otherCall.answer({ data: [] });
    await Promise.all([refusedLoad, otherLoad]);

    expect(refused.session.state).toMatchObject({ token: null, auth: null });
    expect(refused.toasts.state.toasts).toMatchObject([
      { title: 'Your session has ended. Please sign in again.' },
    ]);
    expect(other.session.state.token).toBe('token-b');
    expect(other.toasts.state.toasts).toEqual([]);
  });

  it('keeps the session when a 401 answers a call made with an older token', async () => {
    const stores = signedIn('old-token');
    const load = myPostingsOf(stores).load();
    const call = await stores.server.call(0);
    stores.session.keep(member, 'new-token');

    call.answer({ message: 'Unauthenticated.' }, { status: 401 });
    await load;

    expect(stores.session.state.token).toBe('new-token');
  });
});
