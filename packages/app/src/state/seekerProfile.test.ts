import type { SeekerProfile, StoredCv } from '@job/contract';
import { describe, expect, it, vi } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { memoryStorage } from '../test/memoryStorage';
import { sampleMember } from '../test/sampleMember';
import { defaultLanguage } from '../test/texts';
import { saveFile } from './saveFile';
import { seekerProfileOf } from './seekerProfile';
import { createStores } from './stores';

// Saving a file is the browser's (saveFile.test.ts); here only what is handed to it.
vi.mock('./saveFile', () => ({ saveFile: vi.fn() }));

function storesSignedIn() {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    tabStorage: memoryStorage(),
    language: defaultLanguage(),
  });
  stores.session.keep(sampleMember(7), 'member-token');
  return { ...stores, profile: seekerProfileOf(stores), server, t: stores.language.t };
}

const storedCv = (id: number, changes: Partial<StoredCv> = {}): StoredCv => ({
  id,
  name: `cv-${id}.pdf`,
  size: 2048,
  default: false,
  updated_at: '2026-11-20T09:00:00.000Z',
  ...changes,
});

const profileWith = (cvs: StoredCv[]): SeekerProfile => ({
  headline: 'Frontend developer',
  city: 'İzmir',
  work_types: ['full-time'],
  workplaces: ['remote'],
  links: ['https://github.com/ayse'],
  cvs,
});

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'yeni.pdf', { type: 'application/pdf' });

/** Stores whose profile has been read with these CVs. */
async function withCvs(cvs: StoredCv[]) {
  const signedIn = storesSignedIn();
  const reading = signedIn.profile.load();
  await signedIn.server.answer(0, { data: profileWith(cvs) });
  await reading;
  return signedIn;
}

const ids = (profile: SeekerProfile | null) =>
  profile?.cvs.map(({ id, default: isDefault }) => [id, isDefault]);

describe("the member's seeker profile", () => {
  it('is read with the member token and kept for the session', async () => {
    const { profile, server } = await withCvs([storedCv(2, { default: true })]);
    expect(server.calls[0]?.name).toBe('GET /api/me/seeker-profile');
    expect(server.calls[0]?.request.headers.get('Authorization')).toBe('Bearer member-token');
    expect(profile.state).toMatchObject({ loading: false, readFor: 'member-token' });
    await profile.loadOnce();
    expect(server.calls).toHaveLength(1);
  });

  it('saves its fields, and shows a 422 by its fields without a toast', async () => {
    const { profile, server, toasts, t } = await withCvs([]);
    const fields = {
      headline: 'Frontend developer',
      city: 'İzmir',
      work_types: ['full-time' as const],
      workplaces: ['remote' as const],
      links: ['ftp://x'],
    };
    const refused = profile.save(fields);
    const call = await server.call(1);
    expect(call.name).toBe('PUT /api/me/seeker-profile');
    expect(await call.request.clone().json()).toEqual(fields);
    call.answer({ message: 'Invalid.', errors: { 'links.0': ['Bad link.'] } }, { status: 422 });
    await refused;
    expect(profile.state.fieldErrors).toEqual({ 'links.0': ['Bad link.'] });
    expect(toasts.state.toasts).toEqual([]);

    const saving = profile.save({ ...fields, links: [] });
    await server.answer(2, { data: { ...fields, links: [], cvs: [] } });
    await saving;
    expect(profile.state).toMatchObject({ saving: false, fieldErrors: undefined });
    expect(profile.state.profile?.links).toEqual([]);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.seekerProfileSaved') }]);
  });
});

describe('stored CVs', () => {
  it('an upload is sent as multipart and joins the list; a refusal shows under the upload', async () => {
    const { profile, server } = await withCvs([storedCv(1, { default: true })]);
    const refused = profile.addCv(pdf());
    expect(profile.state.busyCv).toBe('new');
    await server.answer(1, { message: 'You keep 3 CVs already.' }, { status: 409 });
    await refused;
    expect(profile.state).toMatchObject({ busyCv: null, uploadError: 'You keep 3 CVs already.' });
    // Another tab filled the profile: the list is read again and shows all three.
    const reread = await server.call(2);
    expect(reread.name).toBe('GET /api/me/seeker-profile');
    reread.answer({
      data: profileWith([storedCv(1, { default: true }), storedCv(3), storedCv(4)]),
    });
    await vi.waitFor(() => expect(profile.state.profile?.cvs).toHaveLength(3));

    const adding = profile.addCv(pdf());
    const call = await server.call(3);
    expect(call.name).toBe('POST /api/me/cvs');
    expect(((await call.request.clone().formData()).get('cv') as File).name).toBe('yeni.pdf');
    call.answer({ message: 'Stored.', data: storedCv(5) }, { status: 201 });
    await adding;
    expect(profile.state.uploadError).toBeNull();
    expect(ids(profile.state.profile)).toEqual([
      [1, true],
      [5, false],
      [4, false],
      [3, false],
    ]);
  });

  it('a new default takes the mark off the others and goes first', async () => {
    const { profile, server } = await withCvs([storedCv(1, { default: true }), storedCv(2)]);
    const making = profile.makeDefaultCv(2);
    const call = await server.call(1);
    expect(call.name).toBe('PATCH /api/me/cvs/2');
    expect(await call.request.clone().json()).toEqual({ default: true });
    call.answer({ message: 'Done.', data: storedCv(2, { default: true }) });
    await making;
    expect(ids(profile.state.profile)).toEqual([
      [2, true],
      [1, false],
    ]);
  });

  it('deleting the default makes the newest of the others the default', async () => {
    const { profile, server, toasts, t } = await withCvs([
      storedCv(1, { default: true }),
      storedCv(3),
      storedCv(2),
    ]);
    const deleting = profile.deleteCv(1);
    const call = await server.call(1);
    expect(call.name).toBe('DELETE /api/me/cvs/1');
    call.answer(undefined, { status: 204 });
    await deleting;
    expect(ids(profile.state.profile)).toEqual([
      [3, true],
      [2, false],
    ]);
    expect(toasts.state.toasts).toMatchObject([{ title: t('toast.cvDeleted'), tone: 'success' }]);
  });

  it('one change at a time: a second press while one is on its way sends nothing', async () => {
    const { profile, server } = await withCvs([storedCv(1, { default: true }), storedCv(2)]);
    const renaming = profile.renameCv(2, 'English CV');
    void profile.deleteCv(1);
    await server.answer(1, { message: 'Renamed.', data: storedCv(2, { name: 'English CV.pdf' }) });
    await renaming;
    expect(server.calls).toHaveLength(2);
    expect(profile.state.profile?.cvs[1]?.name).toBe('English CV.pdf');
  });

  it('a download is saved under its name; a failure says so', async () => {
    const { profile, server, toasts, t } = await withCvs([storedCv(4, { default: true })]);
    const downloading = profile.downloadCv(4);
    const call = await server.call(1);
    expect(call.name).toBe('GET /api/me/cvs/4');
    call.answer(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } });
    await downloading;
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'cv-4.pdf');

    const failing = profile.downloadCv(4);
    await server.answer(2, { message: 'Service unavailable.' }, { status: 503 });
    await failing;
    expect(toasts.state.toasts.at(-1)).toMatchObject({
      title: t('toast.cvDownloadFailed'),
      tone: 'error',
    });
  });
});
