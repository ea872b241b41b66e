import { cvNameMaxLength } from '@job/contract';
import { describe, expect, it } from 'vitest';
import { attachment, cvName } from './cvFile';

describe('a CV’s name', () => {
  it.each([
    ['Özgeçmiş – Ayşe Yılmaz.pdf', 'Özgeçmiş – Ayşe Yılmaz.pdf'],
    ['CV.PDF', 'CV.pdf'],
    ['resume', 'resume.pdf'],
    ['photo.png', 'photo.png.pdf'],
    ['C:\\Users\\ayse\\cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['cv\u0000\u0007\n.pdf', 'cv.pdf'],
    ['\u202efdp.exe', 'fdp.exe.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['  spaced   out  .pdf', 'spaced out.pdf'],
    ['\ud800.pdf', 'cv.pdf'],
    ['.pdf', 'cv.pdf'],
    ['', 'cv.pdf'],
    [undefined, 'cv.pdf'],
  ])('%j is kept as %j', (sent, kept) => {
    expect(cvName(sent)).toBe(kept);
  });

  it('is at most 100 characters, never cutting a character in half', () => {
    const long = cvName(`${'😀'.repeat(200)}.pdf`);
    expect(Array.from(long)).toHaveLength(cvNameMaxLength);
    expect(long.endsWith('😀.pdf')).toBe(true);
    expect(long).not.toMatch(/\p{Cs}/u);
  });
});

describe('a CV’s download header', () => {
  it('names the file in ASCII and, exactly, in UTF-8 (RFC 6266, RFC 5987)', () => {
    expect(attachment('Özgeçmiş Işıl (2026).pdf')).toBe(
      'attachment; filename="Ozgecmis Isil (2026).pdf"; ' +
        "filename*=UTF-8''%C3%96zge%C3%A7mi%C5%9F%20I%C5%9F%C4%B1l%20%282026%29.pdf",
    );
  });

  it('keeps quotes and backslashes out of the quoted name', () => {
    expect(attachment('a"b\\c’d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%E2%80%99d.pdf`,
    );
  });
});
