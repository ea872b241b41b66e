/**
 * Sample data for the stories of applying: postings that take applications elsewhere, the moment
 * a member applied, and the files a person might choose as a CV, each made in the browser from
 * its bytes (the form checks the bytes, not the name or the declared type).
 */
import { limits } from '@job/contract';
import { files, iosJob, makeJob } from './fixtures';

/** A posting whose applications go through the company's own careers page. */
export const urlJob = makeJob({
  ...iosJob,
  apply_method: 'url',
  apply_to: 'https://kariyer.kuzeymobil.com.tr/ilanlar/ios-developer?kaynak=job',
});

/** A posting whose applications are mailed to the company. */
export const emailJob = makeJob({
  ...iosJob,
  apply_method: 'email',
  apply_to: 'ik@kuzeymobil.com.tr',
});

/** Three days before `now`: 'Bu ilana 3 gün önce başvurdunuz', on 20 November 2026. */
export const appliedAt = '2026-11-20T10:15:00.000Z';

const pdfText =
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

function pdfNamed(name: string, parts: BlobPart[]) {
  return new File(parts, name, { type: 'application/pdf' });
}

export const cvFiles = {
  /** A whole PDF: starts with `%PDF-`, ends with `%%EOF`. */
  pdf: () => pdfNamed('Ayse_Yilmaz_CV.pdf', [pdfText]),
  /** Nothing in it. */
  empty: () => pdfNamed('cv.pdf', []),
  /** A PNG renamed `.pdf`, declared a PDF. */
  renamedPng: () => pdfNamed('cv.pdf', [files.logo()]),
  /** An HTML page sent as `application/pdf`. */
  html: () => pdfNamed('cv.pdf', ['<!doctype html><title>CV</title><p>Ayşe Yılmaz</p>']),
  /** A PDF cut short, as an interrupted download leaves it: no `%%EOF`. */
  truncated: () => pdfNamed('cv.pdf', [pdfText.slice(0, 40)]),
  /** One byte over the limit, every one of them a PDF's. */
  tooLarge: () =>
    pdfNamed('cv.pdf', [pdfText, new Uint8Array(limits.cvMaxBytes + 1 - pdfText.length)]),
};
