import { formatLanguage, isLanguage, type Language, type Texts } from '@job/texts';
import { allTextsOf } from '@job/texts/catalogues';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useLayoutEffect, useMemo, useRef } from 'react';
import { within } from 'storybook/test';
import type { Email, RenderedEmail } from '../email';
import { renderEmail } from '../index';
import { sampleOrigin } from '../samples';
import { colour, fontFamily, fontSize, space } from '../theme';

export interface EmailStoryArgs {
  email: Email;
}

/** What a story's loader hands its render: the email as the server renders it. */
interface RenderedForStory {
  rendered: RenderedEmail;
  language: Language;
}

interface StoryGlobals {
  globals: Record<string, unknown>;
}

/**
 * The language a story's mail goes out in: the Language toolbar's (the storybook-tr and
 * storybook-en projects set it), else Turkish, as for a member who chose none.
 */
export function storyLanguage({ globals }: StoryGlobals): Language {
  return isLanguage(globals.locale) ? globals.locale : formatLanguage('default');
}

/** The words of the story's mail, for a play function: `storyTexts(context).t(id)`. */
export const storyTexts = (context: StoryGlobals): Texts => allTextsOf(storyLanguage(context));

/**
 * A meta's common part: the story's `email` arg rendered by `renderEmail`, as the server would
 * send it, then shown as a mail client shows it.
 */
export const emailStories = {
  loaders: [
    async (context): Promise<RenderedForStory> => {
      const language = storyLanguage(context);
      const rendered = await renderEmail(context.args.email, { language, origin: sampleOrigin });
      return { rendered, language };
    },
  ],
  parameters: { frame: 'bare' },
  render: (_args, { loaded }) => <HtmlPart {...(loaded as RenderedForStory)} />,
} satisfies Partial<Meta<EmailStoryArgs>>;

/**
 * A story's twin at a phone's width (375 px, the viewport .storybook/preview.tsx names 'mobile'):
 * `export const DigestOnPhone: Story = { ...Digest, ...onPhone }`. Most mail is read on a phone.
 */
export const onPhone = { globals: { viewport: { value: 'mobile' } } };

/** A story of the plain-text part, which clients without HTML (and some readers) show. */
export const textPartStory = {
  render: (_args, { loaded }) => <TextPart {...(loaded as RenderedForStory)} />,
} satisfies StoryObj<EmailStoryArgs>;

/**
 * The mail's own document, for a play function's queries: its HTML in a shadow root (below), out
 * of reach of the canvas's.
 */
export function mailDocument(canvasElement: HTMLElement) {
  const html = canvasElement.querySelector('[data-mail]')?.shadowRoot?.querySelector('html');
  if (!html) throw new Error('The story shows no mail.');
  return within(html);
}

/**
 * The HTML part under the line an inbox shows for it (subject and preview). The mail's document
 * goes in a shadow root, as a webmail embeds it: the preview's styles stay out (the host starts
 * from initial values, like a frame), the product's self-hosted Inter is available to it, so
 * screenshots do not depend on the machine's fonts, and axe checks its markup (it skips frames
 * that have no axe of their own).
 */
function HtmlPart({ rendered: { subject, html }, language }: RenderedForStory) {
  const host = useRef<HTMLDivElement>(null);
  const mail = useMemo(() => new DOMParser().parseFromString(html, 'text/html'), [html]);
  // React Email's Preview: the one div kept out of the text part, its text first.
  const preview = mail.querySelector('div[data-skip-in-text]')?.firstChild?.textContent ?? '';
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.replaceChildren(element.ownerDocument.importNode(mail.documentElement, true));
  }, [mail]);
  return (
    <div lang={language}>
      <InboxLine subject={subject} preview={preview} />
      <div ref={host} data-mail="" style={mailHost} />
    </div>
  );
}

function TextPart({ rendered: { subject, text }, language }: RenderedForStory) {
  return (
    <div lang={language}>
      <InboxLine subject={subject} preview="" />
      <pre style={textPart}>{text}</pre>
    </div>
  );
}

function InboxLine({ subject, preview }: { subject: string; preview: string }) {
  return (
    <p style={inboxLine}>
      <strong style={{ color: colour.text }}>{subject}</strong>
      {preview && <span style={{ color: colour.textMuted }}> — {preview}</span>}
    </p>
  );
}

const inboxLine: CSSProperties = {
  margin: 0,
  padding: `${space.medium} ${space.large}`,
  backgroundColor: colour.surface,
  borderBottom: `1px solid ${colour.border}`,
  fontFamily,
  fontSize: fontSize.small,
};

const mailHost: CSSProperties = { all: 'initial', display: 'block' };

const textPart: CSSProperties = {
  margin: 0,
  padding: space.large,
  maxWidth: '72ch',
  color: colour.text,
  fontFamily,
  fontSize: fontSize.small,
  lineHeight: '1.5',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};
