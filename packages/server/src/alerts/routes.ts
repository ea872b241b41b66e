import {
  type Alert,
  hrefs,
  limits,
  type Unsubscribing,
  workTypeByCode,
  workTypeBySlug,
} from '@job/contract';
import { hrefIn, type Texts } from '@job/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedIn } from '../auth/routes';
import { isWellFormedToken } from '../auth/tokens';
import type { AlertRow } from '../db/schema';
import { minimumSalaryOf } from '../jobs/filters';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import type { AppPages } from '../web/serverRender';
import { xmlText } from '../web/xml';
import { type AlertService, alertCriteria, criteriaInWords } from './service';

/** An alert as the API answers it. */
export function toAlert(row: AlertRow, texts: Pick<Texts, 't' | 'formats'>): Alert {
  const criteria = alertCriteria(row);
  return {
    id: row.id,
    name: row.name ?? criteriaInWords(criteria, texts),
    q: row.q,
    type: workTypeByCode(row.workType)?.slug ?? null,
    workplace: criteria.workplace,
    city: criteria.city,
    salary: criteria.salary,
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
 * The unsubscribe link's page without the app's build (an API served alone, or the app's render
 * failing after the link did its work): what it found, and the way to the member's alerts, bare.
 */
function barePage(request: FastifyRequest, unsubscribing: Unsubscribing): string {
  const { t, language } = request.texts;
  const said =
    unsubscribing.status === 'gone'
      ? t('unsubscribe.gone')
      : t(unsubscribeWords[unsubscribing.status], { name: unsubscribing.name });
  // The form posts to this very address, as a mail client's one click does.
  const form =
    unsubscribing.status === 'question'
      ? `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${xmlText(t('unsubscribe.confirm'))}</button></form>`
      : '';
  // By the sign-in, which sends a member already signed in straight on to their alerts.
  const alerts = hrefIn(hrefs.login(hrefs.profileSection('alerts')), request.locale);
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${xmlText(t('unsubscribe.title'))}</title></head>
<body><main><h1>${xmlText(t('unsubscribe.title'))}</h1>
<p>${xmlText(said)}</p>
${form}
<p><a href="${xmlText(alerts)}">${xmlText(t('unsubscribe.manage'))}</a></p>
</main></body>
</html>
`;
}

const unsubscribeWords = {
  question: 'unsubscribe.question',
  done: 'unsubscribe.done',
  stoppedAlready: 'unsubscribe.already',
} as const;

/**
 * Answers an unsubscribe link, GET or POST, with what it found: its page in the board's frame
 * (the app's render, in the mail's language: the link carries `lang`), a 404 when the link is no
 * alert's.
 */
async function sendUnsubscribing(
  request: FastifyRequest,
  reply: FastifyReply,
  unsubscribing: Unsubscribing,
  pages: AppPages | undefined,
) {
  if (pages) {
    try {
      return await pages.sendUnsubscribe(request, reply, unsubscribing);
    } catch (error) {
      // The link did its work: its answer must still say so.
      request.log.error({ err: error }, 'Rendering the unsubscribe page failed');
    }
  }
  return reply
    .code(unsubscribing.status === 'gone' ? 404 : 200)
    .type('text/html; charset=utf-8')
    .send(barePage(request, unsubscribing));
}

/**
 * A member's alerts. Private: nothing goes through the read cache, and an alert that is not the
 * member's answers 404 as if it did not exist.
 */
export function alertRoutes(alerts: AlertService, pages: AppPages | undefined): OperationRoutes {
  /** The alert named in the reader's words, as the mail named it. */
  const named = (request: FastifyRequest, alert: AlertRow) => toAlert(alert, request.texts).name;
  /**
   * A link whose token this server never made (cut short or run on by a mail client, say) is no
   * alert's either: before the schema's 422, it gets the page of a link that is no alert's.
   */
  const malformedIsGone = async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token: string };
    if (isWellFormedToken(token)) return;
    await sendUnsubscribing(request, reply, { status: 'gone' }, pages);
    return reply;
  };
  return {
    myAlerts: {
      async handler(request, reply) {
        const rows = await alerts.mine(signedIn(request).user.id);
        return reply.send({ data: rows.map((row) => toAlert(row, request.texts)) });
      },
    },
    createAlert: {
      preValidation: trimFields(['q', 'city']),
      async handler(request, reply) {
        const {
          q = '',
          type,
          workplace,
          city,
          minSalary,
          salaryCurrency,
          frequency,
        } = request.body;
        const criteria = {
          q,
          workType: workTypeBySlug(type)?.code ?? null,
          workplace: workplace ?? null,
          city: city || null,
          salary: minimumSalaryOf(minSalary, salaryCurrency) ?? null,
        };
        const saved = await alerts.create(
          signedIn(request).user.id,
          criteria,
          frequency ?? 'instant',
        );
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
        return reply.code(created ? 201 : 200).send({ data: toAlert(alert, request.texts) });
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
        return reply.send({ data: toAlert(updated, request.texts) });
      },
    },
    unsubscribePage: {
      preValidation: malformedIsGone,
      async handler(request, reply) {
        const alert = await alerts.byUnsubscribeToken(request.params.token);
        // Stopped before: by this link or another, or from the profile.
        const unsubscribing: Unsubscribing = !alert
          ? { status: 'gone' }
          : { status: alert.paused ? 'stoppedAlready' : 'question', name: named(request, alert) };
        return sendUnsubscribing(request, reply, unsubscribing, pages);
      },
    },
    unsubscribeAlert: {
      preValidation: malformedIsGone,
      async handler(request, reply) {
        const unsubscribed = await alerts.unsubscribe(request.params.token);
        const unsubscribing: Unsubscribing = !unsubscribed
          ? { status: 'gone' }
          : {
              status: unsubscribed.pausedBefore ? 'stoppedAlready' : 'done',
              name: named(request, unsubscribed.alert),
            };
        return sendUnsubscribing(request, reply, unsubscribing, pages);
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
