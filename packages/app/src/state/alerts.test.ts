import type { Alert } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { sampleMember } from '../test/sampleMember';
import { englishLanguage } from '../test/texts';
import { alertsOf } from './alerts';
import { createStores } from './stores';

/** A set of stores with its alerts store, signed in as a member. */
function storesSignedIn() {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    language: englishLanguage(),
  });
  stores.session.keep(sampleMember(7), 'member-token');
  return { ...stores, alerts: alertsOf(stores), server };
}

function alert(id: number, changes: Partial<Alert> = {}): Alert {
  return {
    id,
    name: `"search ${id}"`,
    q: `search ${id}`,
    type: null,
    workplace: null,
    city: null,
    salary: null,
    frequency: 'instant',
    paused: false,
    last_sent_at: null,
    matched: 0,
    created_at: '2026-11-24T10:00:00.000Z',
    ...changes,
  };
}

describe("the member's alerts", () => {
  it('are read with the member token for the profile, and a failure is kept for its retry', async () => {
    const { alerts, server, toasts } = storesSignedIn();
    expect(alerts.state.loading).toBe(true);
    const opening = alerts.load();
    const call = await server.call(0);
    expect(call.name).toBe('GET /api/me/alerts');
    expect(call.request.headers.get('Authorization')).toBe('Bearer member-token');
    call.answer({ message: 'Service unavailable.' }, { status: 503 });
    await opening;
    expect(alerts.state).toMatchObject({ loading: false, failureMessage: 'Service unavailable.' });
    expect(toasts.state.toasts).toMatchObject([{ title: 'Service unavailable.', tone: 'error' }]);

    const retrying = alerts.retry();
    expect(alerts.state).toMatchObject({ loading: true, failureMessage: 'Service unavailable.' });
    await server.answer(1, { data: [alert(2), alert(1)] });
    await retrying;
    expect(alerts.state).toMatchObject({ loading: false, failureMessage: null });
    expect(alerts.state.alerts.map(({ id }) => id)).toEqual([2, 1]);
  });

  it("save a list's criteria, named in the toast as the server named them; the same again says so", async () => {
    const { alerts, server, toasts } = storesSignedIn();
    const saving = alerts.save({ q: 'react', category: 'freelance', workplace: 'remote' }, 'daily');
    expect(alerts.state.saving).toBe(true);
    // A second press while the first is on its way saves nothing more.
    expect(await alerts.save({ q: 'react', category: null }, 'instant')).toBe(false);
    const call = await server.call(0);
    expect(call.name).toBe('POST /api/me/alerts');
    expect(await call.request.json()).toEqual({
      q: 'react',
      type: 'freelance',
      workplace: 'remote',
      frequency: 'daily',
    });
    const made = alert(5, { name: '"react", Freelance, Remote', frequency: 'daily' });
    call.answer({ data: made }, { status: 201 });
    expect(await saving).toBe(true);
    expect(alerts.state.saving).toBe(false);
    expect(alerts.state.alerts).toEqual([made]);
    expect(toasts.state.toasts).toMatchObject([
      { title: 'Search saved: "react", Freelance, Remote', tone: 'success' },
    ]);

    // The whole board, with no text and no filter: an empty body but the frequency.
    const again = alerts.save({ q: '', category: null }, 'instant');
    const second = await server.call(1);
    expect(await second.request.json()).toEqual({ frequency: 'instant' });
    second.answer({ data: made }, { status: 200 });
    expect(await again).toBe(true);
    expect(alerts.state.alerts).toEqual([made]);
    expect(toasts.state.toasts.at(-1)).toMatchObject({
      title: 'You saved this search already: "react", Freelance, Remote',
    });
  });

  it('say why a save failed, and answer that nothing was saved', async () => {
    const { alerts, server, toasts } = storesSignedIn();
    const saving = alerts.save({ q: 'go', category: null }, 'instant');
    await server.answer(0, { message: 'Internal error.' }, { status: 500 });
    expect(await saving).toBe(false);
    expect(alerts.state.alerts).toEqual([]);
    expect(toasts.state.toasts).toMatchObject([{ title: 'Internal error.', tone: 'error' }]);
  });

  it('are renamed, switched and paused as the server then holds them; a refusal says why', async () => {
    const { alerts, server, toasts } = storesSignedIn();
    const opening = alerts.load();
    await server.answer(0, { data: [alert(2), alert(1)] });
    await opening;

    const pausing = alerts.change(1, { paused: true, name: null });
    expect(alerts.state.changingId).toBe(1);
    const call = await server.call(1);
    expect(call.name).toBe('PATCH /api/me/alerts/1');
    expect(await call.request.json()).toEqual({ paused: true, name: null });
    call.answer({ data: alert(1, { paused: true }) });
    await pausing;
    expect(alerts.state.changingId).toBeNull();
    expect(alerts.state.alerts.map(({ id, paused }) => [id, paused])).toEqual([
      [2, false],
      [1, true],
    ]);

    const renaming = alerts.change(2, { name: 'x'.repeat(101) });
    await server.answer(2, { message: 'The name is too long.' }, { status: 422 });
    await renaming;
    expect(alerts.state.alerts[0]?.name).toBe('"search 2"');
    expect(toasts.state.toasts.at(-1)).toMatchObject({ tone: 'error' });
  });

  it('are deleted once the answer comes, with a toast; a failed delete keeps the alert', async () => {
    const { alerts, server, toasts } = storesSignedIn();
    const opening = alerts.load();
    await server.answer(0, { data: [alert(2), alert(1)] });
    await opening;

    const failing = alerts.delete(2);
    expect(alerts.state.deletingId).toBe(2);
    await server.answer(1, { message: 'Internal error.' }, { status: 500 });
    await failing;
    expect(alerts.state.alerts).toHaveLength(2);
    expect(alerts.state.deletingId).toBeNull();

    const deleting = alerts.delete(2);
    const call = await server.call(2);
    expect(call.name).toBe('DELETE /api/me/alerts/2');
    call.answer(undefined, { status: 204 });
    await deleting;
    expect(alerts.state.alerts.map(({ id }) => id)).toEqual([1]);
    expect(toasts.state.toasts.at(-1)).toMatchObject({
      title: 'Saved search deleted.',
      tone: 'success',
    });
  });
});
