import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saving a downloaded file', () => {
  it("clicks a download link to the file's address, named, and frees the address after", () => {
    const link = { href: '', download: '', click: vi.fn() };
    vi.stubGlobal('document', { createElement: vi.fn(() => link) });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://job.test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const file = new Blob(['%PDF-1.4 %%EOF'], { type: 'application/pdf' });

    saveFile(file, 'ayse-cv.pdf');

    expect(create).toHaveBeenCalledWith(file);
    expect(link).toMatchObject({ href: 'blob:http://job.test/1', download: 'ayse-cv.pdf' });
    expect(link.click).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://job.test/1');
  });
});
