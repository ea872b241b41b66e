import { render } from '@react-email/render';
import { compose } from './compose';
import type { Email, RenderedEmail, RenderOptions } from './email';
import { letterFor } from './letter';
import { plainTextOf } from './plainText';

export type {
  AlertedJob,
  AnsweredStatus,
  Email,
  EmailKind,
  EmailOf,
  ModerationDecision,
  RenderedEmail,
  RenderOptions,
} from './email';

/**
 * An email in the recipient's language: its subject line, its HTML and its plain-text part. The
 * HTML is rendered once and the text made from it: a few milliseconds once warm (the first call in
 * a process also loads React's server renderer and compiles the language's words).
 *
 * The server runs these sources as they are (tsx, Vitest) under its own tsconfig, which covers its
 * own files only; so every .tsx file it reaches here names its JSX runtime (`@jsxRuntime automatic`).
 */
export async function renderEmail(email: Email, options: RenderOptions): Promise<RenderedEmail> {
  const { subject, body } = compose(email, letterFor(options));
  const html = await render(body);
  return { subject, html, text: plainTextOf(html) };
}
