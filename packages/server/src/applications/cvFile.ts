import { type CvProblem, cvNameMaxLength, cvProblem } from '@job/contract';
import type { FastifyReply, preValidationHookHandler } from 'fastify';
import { validationFailed } from '../openapi/errors';

const pdfExtension = '.pdf';

// Controls, invisible format characters (a right-to-left override can make `fdp.exe` read as
// `exe.pdf`) and surrogates that have lost their pair.
const unwantedCharacters = /[\p{Cc}\p{Cf}\p{Cs}]/gu;

/**
 * The name a CV is kept and downloaded under, made from the one its file was sent with: no folder,
 * no control or invisible characters, at most 100 characters, ending in `.pdf` (the bytes are a
 * PDF whatever the name said); `cv.pdf` when nothing is left.
 */
export function cvName(sent: string | undefined): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(unwantedCharacters, '').replace(/\s+/g, ' ');
  const stem = cleaned
    .replace(/\.pdf$/i, '')
    // Leading dots hide a file; trailing dots and spaces vanish on Windows.
    .replace(/^[\s.]+|[\s.]+$/g, '');
  // By code points, so a letter outside the BMP is never cut in half.
  const kept = Array.from(stem)
    .slice(0, cvNameMaxLength - pdfExtension.length)
    .join('')
    .trimEnd();
  return `${kept || 'cv'}${pdfExtension}`;
}

/** ASCII for the old `filename` parameter: Turkish letters without their marks, the rest `_`. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 5987's encoding: UTF-8, percent-encoded but for its attr-chars. */
function extendedValue(name: string): string {
  return `UTF-8''${encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;
}

/**
 * A download under `name` (RFC 6266): `filename` for clients that read only ASCII, `filename*`
 * with the name itself (Turkish letters and all) for the rest.
 */
export function attachment(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=${extendedValue(name)}`;
}

/**
 * A CV (an application's or a stored one) as a download under its name, never read as anything
 * but the PDF it is.
 */
export function sendCv(reply: FastifyReply, cv: { name: string; data: Buffer }) {
  return reply
    .headers({
      'content-type': 'application/pdf',
      'content-disposition': attachment(cv.name),
      'x-content-type-options': 'nosniff',
    })
    .send(cv.data);
}

/** The CV part's bytes; undefined when the form has no file under `cv`. */
export function uploadedCv(body: unknown): Buffer | undefined {
  const cv = typeof body === 'object' && body !== null && 'cv' in body ? body.cv : undefined;
  return Buffer.isBuffer(cv) ? cv : undefined;
}

/** What is wrong with the form's CV by its bytes (cvProblem), or that it has none. */
export function uploadedCvProblem(body: unknown): CvProblem | 'validation.cvRequired' | undefined {
  const cv = uploadedCv(body);
  return cv ? cvProblem(cv) : 'validation.cvRequired';
}

/**
 * A form that is a CV and nothing else (a stored CV's upload), checked by its bytes: one past the
 * limit is a 413, as when the upload stops at it; anything else wrong, a 422 on `cv`.
 */
export const cvUploaded: preValidationHookHandler = async (request, reply) => {
  const problem = uploadedCvProblem(request.body);
  if (!problem) return;
  const { t } = request.texts;
  if (problem === 'validation.cvTooLarge') reply.code(413).send({ message: t(problem) });
  else reply.code(422).send(validationFailed({ cv: [t(problem)] }, t));
  return reply;
};
