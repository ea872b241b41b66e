/** A small but whole PDF (it starts with `%PDF-` and ends with `%%EOF`) holding `text`. */
export function pdf(text = 'CV'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A file part of a form: its bytes, and the name and type the browser gives it. */
export interface Upload {
  data: Buffer;
  name?: string;
  type?: string;
}

/**
 * The application form as a browser sends it; a null note or CV leaves that field out, and a CV
 * given as text is sent as a text field. `storedCv` names one of the member's stored CVs;
 * `answers`, the answers to the posting's screening questions, are sent as JSON text (a text as
 * it is).
 */
export function applicationForm(
  note: string | null,
  cv: Upload | string | null,
  storedCv?: number,
  answers?: Record<string, string> | string,
): FormData {
  const form = new FormData();
  if (note !== null) form.append('note', note);
  if (storedCv !== undefined) form.append('stored_cv', String(storedCv));
  if (answers !== undefined) {
    form.append('answers', typeof answers === 'string' ? answers : JSON.stringify(answers));
  }
  if (typeof cv === 'string') form.append('cv', cv);
  else if (cv) {
    const { data, name = 'cv.pdf', type = 'application/pdf' } = cv;
    form.append('cv', new Blob([data], { type }), name);
  }
  return form;
}

/** A stored CV's upload (`addCv`, `replaceCv`): the file alone. */
export const cvForm = (cv: Upload | null) => applicationForm(null, cv);
