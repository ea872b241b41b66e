import sanitizeHtml from 'sanitize-html';

// What Quill's editor produces, and nothing else: no scripts, handlers, styles, frames or images.
const quillOutput: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ol',
    'ul',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'pre',
    'code',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Quill 2 writes both kinds of list as <ol> and tells them apart with data-list.
    li: ['data-list', 'class'],
    p: ['class'],
    h1: ['class'],
    h2: ['class'],
    h3: ['class'],
    pre: ['class', 'spellcheck'],
    span: ['class', 'contenteditable'],
  },
  allowedClasses: {
    '*': ['ql-align-*', 'ql-indent-*', 'ql-direction-rtl', 'ql-syntax', 'ql-ui'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

export function sanitizeDetail(html: string): string {
  return sanitizeHtml(html, quillOutput);
}

const excerptLength = 200;
const blockEnd = /<\/(p|li|h[1-3]|blockquote|pre)>|<br\s*\/?>/gi;
const escapedEntities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
};

/** The detail as plain text (the API's `description2`), shortened to 200 characters. */
export function excerpt(html: string): string {
  const text = sanitizeHtml(html.replace(blockEnd, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => escapedEntities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= excerptLength ? text : `${text.slice(0, excerptLength - 1).trimEnd()}…`;
}
