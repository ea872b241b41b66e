import { render } from '@react-email/render';
import { compose } from './compose';
import type { Email, RenderedEmail, RenderOptions } from './email';
import { letterFor } from './letter';
import { plainTextOf } from './plainText';

export type { Email, EmailKind, EmailOf, RenderedEmail, RenderOptions } from './email';

/** An email in the recipient's language: its subject line, its HTML and its plain-text part. */
export async function renderEmail(email: Email, options: RenderOptions): Promise<RenderedEmail> {
  const { subject, body } = compose(email, letterFor(options));
  const html = await render(body);
  return { subject, html, text: plainTextOf(html) };
}
