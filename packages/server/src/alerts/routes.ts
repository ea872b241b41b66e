import {
  type Alert,
  hrefs,
  limits,
  type WorkplaceSlug,
  type WorkTypeCode,
  workplaceBySlug,
  workTypeByCode,
  workTypeBySlug,
} from '@job/contract';
import { hrefIn, type Translate } from '@job/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedIn } from '../auth/routes';
import type { AlertRow } from '../db/schema';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import { xmlText } from '../web/xml';
import { type AlertService, criteriaInWords } from './service';

/** An alert as the API answers it. */
export function toAlert(row: AlertRow, t: Translate): Alert {
  const criteria = {
    q: row.q,
    workType: row.workType as WorkTypeCode | null,
    workplace: row.workplace as WorkplaceSlug | null,
  };
  return {
    id: row.id,
    name: row.name ?? criteriaInWords(criteria, t),
    q: row.q,
    type: workTypeByCode(row.workType)?.slug ?? null,
    workplace: workplaceBySlug(row.workplace)?.slug ?? null,
    frequency: row.frequency,
    paused: row.paused,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    matched: row.matched,
    created_at: row.createdAt.toISOString(),
  };
}

/** No alert of this id is the member's: none at all, or another member's (the same answer). */
const noSuchAlert = (request: FastifyRequest, reply: FastifyReply) =>
  reply.code(404).send({ message: request.texts.t('api.alertNotFound') });

/**
 * The small page of an unsubscribe link, in the reader's language (the mail's: its link carries
 * `lang`); the name escaped. Every state ends with the way to the member's alerts on their
 * profile, by the sign-in for a visitor who is not signed in.
 */
function unsubscribePage(request: FastifyRequest, body: string): string {
  const { t, language } = request.texts;
  // By the sign-in, which sends a member already signed in straight on to their profile.
  const alerts = hrefIn(hrefs.login(hrefs.profile()), request.locale);
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xmlText(t('unsubscribe.title'))}</title></head>
<body><main><h1>${xmlText(t('unsubscribe.title'))}</h1>
${body}
<p><a href="${xmlText(alerts)}">${xmlText(t('unsubscribe.manage'))}</a></p>
</main></body>
</html>
`;
}

/** The alert's mails were stopped before: by this link or another, or from the profile. */
function stoppedAlready(request: FastifyRequest, reply: FastifyReply, alert: AlertRow) {
  const { t } = request.texts;
  const already = t('unsubscribe.already', { name: toAlert(alert, t).name });
  return reply.headers(htmlPage).send(unsubscribePage(request, `<p>${xmlText(already)}</p>`));
}

const htmlPage = { 'content-type': 'text/html; charset=utf-8' };

/** The link is no alert's: never made, or its alert deleted. */
const linkGone = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .code(404)
    .headers(htmlPage)
    .send(unsubscribePage(request, `<p>${xmlText(request.texts.t('unsubscribe.gone'))}</p>`));

/**
 * A member's alerts. Private: nothing goes through the read cache, and an alert that is not the
 * member's answers 404 as if it did not exist.
 */
export function alertRoutes(alerts: AlertService): OperationRoutes {
  return {
    myAlerts: {
      async handler(request, reply) {
        const rows = await alerts.mine(signedIn(request).user.id);
        const { t } = request.texts;
        return reply.send({ data: rows.map((row) => toAlert(row, t)) });
      },
    },
    createAlert: {
      preValidation: trimFields(['q']),
      async handler(request, reply) {
        const { q = '', type, workplace, frequency = 'instant' } = request.body;
        const criteria = {
          q,
          workType: workTypeBySlug(type)?.code ?? null,
          workplace: workplace ?? null,
        };
        const saved = await alerts.create(signedIn(request).user.id, criteria, frequency);
        const { t } = request.texts;
        if (saved === 'full') {
          const message = t('api.alertsFull', { max: limits.alertsPerMember });
          return reply.code(422).send({ message, errors: {} });
        }
        // As for a token that is no longer valid: it went with the account meanwhile.
        if (saved === 'memberGone') {
          return reply.code(401).send({ message: t('api.unauthenticated') });
        }
        const { alert, created } = saved;
        return reply.code(created ? 201 : 200).send({ data: toAlert(alert, t) });
      },
    },
    updateAlert: {
      preValidation: trimFields(['name']),
      async handler(request, reply) {
        const { name, frequency, paused } = request.body;
        const updated = await alerts.update(signedIn(request).user.id, request.params.id, {
          name,
          frequency,
          paused,
        });
        if (!updated) return noSuchAlert(request, reply);
        return reply.send({ data: toAlert(updated, request.texts.t) });
      },
    },
    unsubscribePage: {
      async handler(request, reply) {
        const alert = await alerts.byUnsubscribeToken(request.params.token);
        if (!alert) return linkGone(request, reply);
        if (alert.paused) return stoppedAlready(request, reply, alert);
        const { t } = request.texts;
        const name = toAlert(alert, t).name;
        // The form posts to this very address, as a mail client's one click does.
        const form = `<p>${xmlText(t('unsubscribe.question', { name }))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${xmlText(t('unsubscribe.confirm'))}</button></form>`;
        return reply.headers(htmlPage).send(unsubscribePage(request, form));
      },
    },
    unsubscribeAlert: {
      async handler(request, reply) {
        const unsubscribed = await alerts.unsubscribe(request.params.token);
        if (!unsubscribed) return linkGone(request, reply);
        const { alert, pausedBefore } = unsubscribed;
        if (pausedBefore) return stoppedAlready(request, reply, alert);
        const { t } = request.texts;
        const done = t('unsubscribe.done', { name: toAlert(alert, t).name });
        return reply.headers(htmlPage).send(unsubscribePage(request, `<p>${xmlText(done)}</p>`));
      },
    },
    deleteAlert: {
      async handler(request, reply) {
        const removed = await alerts.remove(signedIn(request).user.id, request.params.id);
        if (!removed) return noSuchAlert(request, reply);
        return reply.code(204).send();
      },
    },
  };
}
