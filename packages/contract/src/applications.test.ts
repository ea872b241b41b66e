import { apiTextsOf } from '@job/texts/catalogues';
import { describe, expect, it } from 'vitest';
import { cvProblem, movedApplicationsMessage } from './applications';
import { validateCreateJob } from './jobValidation';
import { limits } from './limits';
import { validateApplication, validateReviewNote } from './validation';

const { t } = apiTextsOf('en');
const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = (body = '1 0 obj << >> endobj\n') => bytes(`%PDF-1.7\n${body}trailer\n%%EOF\n`);

describe('cvProblem', () => {
  it('takes a PDF, with or without padding after its trailer', () => {
    expect(cvProblem(pdf())).toBeUndefined();
    expect(cvProblem(bytes(`%PDF-1.4\nx\n%%EOF${' '.repeat(500)}`))).toBeUndefined();
  });

  it('refuses an empty file, and one past the limit before reading it', () => {
    expect(cvProblem(new Uint8Array())).toBe('validation.cvEmpty');
    expect(cvProblem(new Uint8Array(limits.cvMaxBytes + 1))).toBe('validation.cvTooLarge');
  });

  it('judges the bytes, not a name or a type: a PNG and an HTML page are no PDF', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(cvProblem(png)).toBe('validation.cvNotPdf');
    expect(cvProblem(bytes('<!doctype html><title>%PDF-</title>%%EOF'))).toBe(
      'validation.cvNotPdf',
    );
  });

  it('refuses a PDF cut short, whose trailer never arrived', () => {
    const whole = pdf('x'.repeat(4000));
    expect(cvProblem(whole.subarray(0, whole.length - 10))).toBe('validation.cvTruncated');
  });
});

describe('validateApplication', () => {
  const tooLong = { note: 'x'.repeat(limits.noteMaxLength + 1) };
  const tooLongMessage = [`This field may not be longer than ${limits.noteMaxLength} characters`];

  it('takes no note at all, and keeps one within its limit', () => {
    expect(validateApplication({ note: '  ' }, t)).toEqual({});
    expect(validateApplication(tooLong, t).note).toEqual(tooLongMessage);
    expect(validateApplication({ note: 'Merhaba' }, t)).toEqual({});
  });

  it('asks for a note when the posting requires one', () => {
    const required = { noteRequired: true };
    expect(validateApplication({ note: '  ' }, t, required)).toEqual({
      note: ['Write a short cover note.'],
    });
    expect(validateApplication(tooLong, t, required).note).toEqual(tooLongMessage);
    expect(validateApplication({ note: 'Merhaba' }, t, required)).toEqual({});
  });
});

describe('validateReviewNote', () => {
  it('asks for the note and keeps it within its limit, counted trimmed', () => {
    expect(validateReviewNote({ body: ' \n ' }, t)).toEqual({ body: ['Write the note.'] });
    const longest = 'x'.repeat(limits.applicationNoteMaxLength);
    expect(validateReviewNote({ body: `  ${longest}  ` }, t)).toEqual({});
    expect(validateReviewNote({ body: `${longest}x` }, t).body).toEqual([
      `This field may not be longer than ${limits.applicationNoteMaxLength} characters`,
    ]);
  });
});

describe('validateCreateJob: how to apply', () => {
  const job = {
    title: 'Frontend Developer',
    salary: '',
    description: '',
    workType: 1,
    detail: '',
    company: '',
    location: '',
    workplace: '',
  };

  it('takes no method (older clients) and site without an address', () => {
    expect(validateCreateJob(job, t)).toEqual({});
    expect(validateCreateJob({ ...job, applyMethod: 'site', applyTo: '' }, t)).toEqual({});
  });

  it('wants an https address for url', () => {
    for (const applyTo of ['', 'http://jobs.example.com/1', 'javascript:alert(1)', 'https://x']) {
      expect(validateCreateJob({ ...job, applyMethod: 'url', applyTo }, t).applyTo).toEqual([
        'The application link must be a valid address starting with https://.',
      ]);
    }
    const url = { ...job, applyMethod: 'url', applyTo: 'https://jobs.example.com/apply?id=1' };
    expect(validateCreateJob(url, t)).toEqual({});
  });

  it('wants an address for email, and refuses an unknown method', () => {
    expect(validateCreateJob({ ...job, applyMethod: 'email', applyTo: 'ik@' }, t).applyTo).toEqual([
      'Enter a valid email address for applications.',
    ]);
    expect(
      validateCreateJob({ ...job, applyMethod: 'email', applyTo: 'ik@example.com' }, t),
    ).toEqual({});
    expect(validateCreateJob({ ...job, applyMethod: 'fax' }, t).applyMethod).toHaveLength(1);
  });
});

describe('movedApplicationsMessage', () => {
  it('says how many moved, and adds how many withdrawn stayed only when some did', () => {
    expect(movedApplicationsMessage(t, 'interview', { moved: 2, withdrawn: 0 })).toBe(
      '2 applications moved to Interview.',
    );
    expect(movedApplicationsMessage(t, 'rejected', { moved: 1, withdrawn: 1 })).toBe(
      '1 application moved to Not selected. 1 application was withdrawn by the applicant and stayed as it was.',
    );
    expect(
      movedApplicationsMessage(apiTextsOf('tr').t, 'reviewed', { moved: 3, withdrawn: 2 }),
    ).toBe(
      '3 başvurunun durumu güncellendi: İncelendi. 2 başvuru aday geri çektiği için olduğu gibi kaldı.',
    );
  });
});
