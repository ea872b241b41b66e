/**
 * A stylesheet inside the page, so its first paint waits for no request, followed by a disabled
 * link to its file, which the browser never fetches: a lazy chunk's loader (Vite's) takes a
 * stylesheet link as its styles being here, and would otherwise download them again before the
 * chunk could run and the page hydrate. `data-href` names the file too, for the server render.
 */
export function inlinedStylesheet(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} would end its <style> early.`);
  return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}
