import { hrefs } from './routes';

// The report page's own address is `hrefs.report`; what follows is read only where a report is
// sent (the server, the page itself), not with every page's routes.

/** The report page's `?sent=1`: the report is in, and the page thanks the reporter for it. */
const sentParameter = 'sent';

/** Where the server sends a reporter whose report it took from the report page's form. */
export const reportSentHref = (slug: string) => `${hrefs.report(slug)}?${sentParameter}=1`;

/** Whether a report page's query string says its report was sent. */
export const reportSent = (search: string) =>
  new URLSearchParams(search).get(sentParameter) === '1';
