import type { RejectionTemplate } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { memoryStorage } from '../test/memoryStorage';
import { sampleMember } from '../test/sampleMember';
import { defaultLanguage } from '../test/texts';
import { rejectionTemplatesOf } from './rejectionTemplates';
import { createStores } from './stores';

const template = (id: number, name: string): RejectionTemplate => ({
  id,
  name,
  body_tr: `${name} metni`,
  body_en: '',
  updated_at: '2026-11-20T09:00:00.000Z',
});

/** Stores of a member whose templates have been read. */
async function withTemplates(templates: RejectionTemplate[]) {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    tabStorage: memoryStorage(),
    language: defaultLanguage(),
  });
  stores.session.keep(sampleMember(7), 'member-token');
  const store = rejectionTemplatesOf(stores);
  const reading = store.load();
  const call = await server.call(0);
  expect(call.name).toBe('GET /api/me/rejection-templates');
  call.answer({ data: templates });
  await reading;
  return { store, server, toasts: stores.toasts };
}

const names = (templates: readonly RejectionTemplate[]) => templates.map(({ name }) => name);

describe("the poster's rejection templates", () => {
  it('keeps a saved one in its place by name, and says so', async () => {
    const { store, server, toasts } = await withTemplates([
      template(1, 'Deneyim'),
      template(2, 'Şehir'),
    ]);
    const saving = store.save({ name: 'İlan kapandı', body_tr: 'Kapandı.' });
    expect(store.state.savingId).toBe('new');
    const call = await server.call(1);
    expect(call.name).toBe('POST /api/me/rejection-templates');
    expect(await call.request.clone().json()).toEqual({
      name: 'İlan kapandı',
      body_tr: 'Kapandı.',
    });
    call.answer(
      { message: 'Şablon kaydedildi.', data: template(3, 'İlan kapandı') },
      { status: 201 },
    );
    expect(await saving).toBe(true);
    expect(names(store.state.templates)).toEqual(['Deneyim', 'İlan kapandı', 'Şehir']);
    expect(store.state.savingId).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: 'Şablon kaydedildi.', tone: 'success' }]);
  });

  it('changes one by its id, and keeps a 422 for the form without a toast', async () => {
    const { store, server, toasts } = await withTemplates([template(1, 'Deneyim')]);
    const refused = store.save({ name: '' }, 1);
    const call = await server.call(1);
    expect(call.name).toBe('PUT /api/me/rejection-templates/1');
    call.answer(
      { message: 'The given data was invalid.', errors: { name: ['Şablona bir ad verin.'] } },
      { status: 422 },
    );
    expect(await refused).toBe(false);
    expect(store.state.fieldErrors).toEqual({ name: ['Şablona bir ad verin.'] });
    expect(toasts.state.toasts).toEqual([]);
    expect(names(store.state.templates)).toEqual(['Deneyim']);
  });

  it('deletes one, and drops it too when another tab deleted it first', async () => {
    const { store, server } = await withTemplates([template(1, 'Deneyim'), template(2, 'Şehir')]);
    const deleting = store.remove(1);
    expect(store.state.deletingId).toBe(1);
    const call = await server.call(1);
    expect(call.name).toBe('DELETE /api/me/rejection-templates/1');
    call.answer(undefined, { status: 204 });
    await deleting;
    const again = store.remove(2);
    await server.answer(2, { message: 'Not found.' }, { status: 404 });
    await again;
    expect(store.state.templates).toEqual([]);
    expect(store.state.deletingId).toBeNull();
  });
});
