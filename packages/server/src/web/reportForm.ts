import { hrefs, reportSentHref, routePatterns } from '@job/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RefusedFormHandler } from './serverRender';

/** The report's fields, by the names the report page's form and the API's call share. */
type ReportValues = { reason?: string; note?: string };

/** The fields of a posted form the API's report takes, each a text; anything else is dropped. */
function reportValues(body: unknown): ReportValues {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (name: string) => (typeof fields[name] === 'string' ? fields[name] : undefined);
  const reason = text('reason');
  const note = text('note');
  // No reason chosen is the call's own 'required' refusal, not an unknown one.
  return { ...(reason && { reason }), ...(note !== undefined && { note }) };
}

/**
 * Whether a form post comes from the board's own pages. A browser says where a request comes from
 * (`Sec-Fetch-Site`, or at least `Origin`): a form another site posts in its visitors' browsers,
 * filing reports from every address that opens it, is refused. A client that says neither is no
 * browser, and may as well call the API itself.
 */
function fromThisSite(request: FastifyRequest, siteOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const from = request.headers.origin;
  if (from === undefined) return true;
  if (from === siteOrigin) return true;
  return URL.canParse(from) && new URL(from).host === request.headers.host;
}

/** Request headers that describe the form's body, which the API call replaces with JSON. */
const bodyHeaders = new Set(['content-type', 'content-length', 'transfer-encoding']);

/**
 * `POST /detail/{slug}/report`: the report page's form, posted by a browser where the page's script
 * did not run. It is handed to the API's own report call (`POST /api/jobs/{slug}/reports`) inside
 * this server, as the visitor's request (their address, cookies and headers), so it goes through
 * that call's validation, rate limits and visitor keying, whatever they are. A report taken is
 * answered 303 to the page's thanks; a refusal with the page again, the form filled in as it was
 * sent and the API's reason above it, in the API's status (Retry-After and all).
 */
export function reportFormRoute(
  app: FastifyInstance,
  { sendRefused, origin }: { sendRefused: RefusedFormHandler; origin: () => string },
): void {
  app.post<{ Params: { slug: string } }>(routePatterns.report, async (request, reply) => {
    const { slug } = request.params;
    const page = hrefs.report(slug);
    if (!fromThisSite(request, origin())) {
      const message = request.texts.t('api.reportFromElsewhere');
      // Nothing of a forged form is shown back.
      return sendRefused(request, reply, page, { values: {}, message }, 403);
    }
    const values = reportValues(request.body);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !bodyHeaders.has(name)),
    );
    const answer = await app.inject({
      method: 'POST',
      url: `/api/jobs/${encodeURIComponent(slug)}/reports`,
      remoteAddress: request.socket.remoteAddress,
      // Plain JSON back, whatever the browser accepts.
      headers: { ...headers, 'content-type': 'application/json', 'accept-encoding': 'identity' },
      payload: JSON.stringify(values),
    });
    // What the call says of the visitor (a cookie it keys them by) reaches them as it would.
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) reply.header('set-cookie', cookies);
    if (answer.statusCode === 201) return reply.redirect(reportSentHref(slug), 303);
    const retryAfter = answer.headers['retry-after'];
    if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
    const { message } = answer.json<{ message: string }>();
    return sendRefused(request, reply, page, { values, message }, answer.statusCode);
  });
}
