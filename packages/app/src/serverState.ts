import type { RefusedForm, Unsubscribing } from '@job/contract';
import type { Locale } from '@job/texts';
import type { CompaniesSeed } from './state/companies';
import type { JobsSeed } from './state/jobs';

/** What a server render read, sent once in its page so the browser renders the same from it. */
export interface ServerState {
  origin: string;
  /** When the page was rendered, in milliseconds: its posting dates are told from then. */
  now: number;
  /** The locale the page was rendered in, which the browser's first render must read too. */
  locale?: Locale;
  /** Absent on a page that read no jobs (an address with no route). */
  jobs?: JobsSeed;
  /** What a company page or the companies' directory read. */
  companies?: CompaniesSeed;
  /** The page's form, posted without its script and refused: the answer to that one POST. */
  refused?: RefusedForm;
  /** What the unsubscribe link's page shows: the server's answer to that one link. */
  unsubscribing?: Unsubscribing;
}

const scriptId = 'server-state';

/**
 * The state as a JSON script element. Its text must not end the element or open a comment, so every
 * `<` is written as its JSON escape; U+2028 and U+2029 are escaped too, as line terminators some
 * parsers of the text refuse.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${scriptId}">${json}</script>`;
}

/** The state a server-rendered page carries; undefined on a page rendered in the browser only. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(scriptId)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
