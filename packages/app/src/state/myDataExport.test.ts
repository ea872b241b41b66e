import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswers } from '../test/heldAnswers';
import { sampleMember } from '../test/sampleMember';
import { defaultLanguage } from '../test/texts';
import { attachmentName, myDataExportOf } from './myDataExport';
import { saveFile } from './saveFile';
import { createStores } from './stores';

// Saving a file is the browser's (saveFile.test.ts); here only what is handed to it.
vi.mock('./saveFile', () => ({ saveFile: vi.fn() }));
afterEach(() => vi.mocked(saveFile).mockClear());

function signedIn() {
  const server = holdAnswers();
  const stores = createStores({
    seed: { origin: 'http://job.test', now: 0 },
    client: server.client,
    language: defaultLanguage(),
  });
  stores.session.keep(sampleMember(7), 'member-token');
  return { ...stores, dataExport: myDataExportOf(stores), server, t: stores.language.t };
}

describe("the member's data", () => {
  it('downloads with the token and is saved under the name the server gave it', async () => {
    const { dataExport, server, toasts, t } = signedIn();
    const downloading = dataExport.download();
    void dataExport.download();
    expect(dataExport.state.downloading).toBe(true);
    const call = await server.call(0);
    expect(call.name).toBe('GET /api/me/export');
    expect(call.request.headers.get('Authorization')).toBe('Bearer member-token');
    call.answer(new Blob(['PK zip']), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition':
          'attachment; filename="job-verilerim-2026-11-30.zip"; filename*=UTF-8\'\'job-verilerim-2026-11-30.zip',
      },
    });
    await downloading;
    expect(server.calls).toHaveLength(1);
    expect(dataExport.state.downloading).toBe(false);
    const [file, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe('job-verilerim-2026-11-30.zip');
    expect(await file?.text()).toBe('PK zip');
    expect(toasts.state.toasts).toMatchObject([
      { title: t('toast.dataExported'), tone: 'success' },
    ]);
  });

  it('says it could not be prepared when refused, and saves nothing', async () => {
    const { dataExport, server, toasts, t } = signedIn();
    const downloading = dataExport.download();
    await server.answer(0, { message: 'Too many.' }, { status: 429 });
    await downloading;
    expect(saveFile).not.toHaveBeenCalled();
    expect(dataExport.state.downloading).toBe(false);
    expect(toasts.state.toasts).toMatchObject([
      { title: t('toast.dataExportFailed'), tone: 'error' },
    ]);
  });

  it('ends the session when the token is refused, and says so', async () => {
    const { dataExport, server, session, toasts, t } = signedIn();
    const downloading = dataExport.download();
    await server.answer(0, { message: 'Unauthenticated.' }, { status: 401 });
    await downloading;
    expect(session.state.token).toBeNull();
    expect(toasts.state.toasts).toMatchObject([{ title: t('error.sessionEnded'), tone: 'error' }]);
  });
});

describe('attachmentName', () => {
  it('reads the name itself first, then the ASCII one', () => {
    expect(
      attachmentName(
        'attachment; filename="Ozgecmis.pdf"; filename*=UTF-8\'\'%C3%96zge%C3%A7mi%C5%9F.pdf',
      ),
    ).toBe('Özgeçmiş.pdf');
    expect(attachmentName('attachment; filename="plain.zip"')).toBe('plain.zip');
    expect(attachmentName('attachment; filename="safe.zip"; filename*=UTF-8\'\'%E0%A4')).toBe(
      'safe.zip',
    );
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
