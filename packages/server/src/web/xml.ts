// XML 1.0 admits no control character but tab, line feed and carriage return, no lone surrogate,
// and neither U+FFFE nor U+FFFF: a document holding one is not XML, and readers refuse all of it.
const notInXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text as XML character data or an attribute value: markup escaped (`]]>` included, since its `>`
 * is), and what XML cannot hold at all dropped.
 */
export function xmlText(text: string): string {
  return text.replace(notInXml, '').replace(/[&<>"']/g, (character) => entities[character] ?? '');
}

/** `<name>text</name>`, the text escaped. */
export function element(name: string, text: string): string {
  return `<${name}>${xmlText(text)}</${name}>`;
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
