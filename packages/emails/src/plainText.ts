import { toPlainText } from '@react-email/render';

/** Marks the mail's action button, which the text part writes as its label and its address. */
export const actionAttribute = 'data-text-action';

/** What html-to-text hands a formatter (its types are not installed): the parts used here. */
interface Element {
  attribs: Record<string, string | undefined>;
  children: unknown[];
}
interface Builder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
  addLineBreak(): void;
}

/** `Choose a new password:` and the address on a line of its own, as a reader copies it. */
function actionLink(
  element: Element,
  walk: (nodes: unknown[], builder: Builder) => void,
  builder: Builder,
) {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(element.children, builder);
  builder.addInline(':');
  builder.addLineBreak();
  builder.addInline(element.attribs.href ?? '', { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
}

/**
 * The plain-text part, from the HTML rendered once: React Email's conversion, with headings as
 * written (its capitals would misspell Turkish: 'ŞIFRENIZI'), a link's address after its words
 * and the action as label and address. Parts marked `data-skip-in-text` (the header, the hint
 * for clients that block buttons) are left out.
 */
export function plainTextOf(html: string): string {
  return toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
      { selector: `a[${actionAttribute}]`, format: 'actionLink' },
    ],
    formatters: { actionLink },
  });
}
