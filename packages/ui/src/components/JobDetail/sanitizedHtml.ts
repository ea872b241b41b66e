import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/**
 * Beyond DOMPurify's defaults (no scripts, handlers or javascript: links): no forms that could
 * phish, and no styles that could cover the page. The editor produces none of these.
 */
const sanitizeOptions = {
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style'],
  FORBID_ATTR: ['style'],
};

let sanitizer: DOMPurify | undefined;
let loading: Promise<DOMPurify> | undefined;
const waiting = new Set<() => void>();

/**
 * Loads DOMPurify in a chunk of its own, once a description the server did not render is to be
 * shown: a server-rendered detail hydrates and stays without it (its HTML is already in the page).
 */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(({ default: purify }) => {
    sanitizer = purify;
    for (const notify of waiting) notify();
    return purify;
  });
  return loading;
}

function whenSanitizerLoads(notify: () => void) {
  waiting.add(notify);
  return () => waiting.delete(notify);
}

const noSubscription = () => () => {};

/**
 * A job description's HTML as it may be shown: sanitised here, although the server sanitised it
 * when the job was saved, since HTML from elsewhere is never trusted. The exception is the HTML the
 * server rendered into the page, which is its own: a server render has no DOM for DOMPurify, and
 * hydration keeps that HTML until the sanitiser has loaded. Any other description waits for it:
 * undefined until then.
 */
export function useSanitizedHtml(html: string): string | undefined {
  // True while rendering on the server and while hydrating what it rendered.
  const fromServer = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [serverHtml] = useState(fromServer ? html : undefined);
  const purify = useSyncExternalStore(
    whenSanitizerLoads,
    () => sanitizer,
    () => undefined,
  );
  // The server's own HTML needs no sanitiser: a visitor who reads only the rendered posting never
  // downloads it; another posting opened from there brings it.
  const fromThisPage = html === serverHtml;
  useEffect(() => {
    if (!fromThisPage) void loadSanitizer();
  }, [fromThisPage]);
  const sanitized = useMemo(() => purify?.sanitize(html, sanitizeOptions), [purify, html]);
  if (sanitized !== undefined) return sanitized;
  return fromThisPage ? html : undefined;
}
