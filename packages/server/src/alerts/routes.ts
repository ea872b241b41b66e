import {
  type Alert,
  type WorkplaceSlug,
  type WorkTypeCode,
  workplaceBySlug,
  workTypeByCode,
  workTypeBySlug,
} from '@job/contract';
import type { Translate } from '@job/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signedIn } from '../auth/routes';
import type { AlertRow } from '../db/schema';
import type { OperationRoutes } from '../openapi/routes';
import { trimFields } from '../openapi/validation';
import type { AlertCriteria, AlertService } from './service';

/** What private answers carry: no cache keeps them, on the way or in the browser. */
const privateAnswer = { 'cache-control': 'private, no-store' };

/** An alert's criteria in words, in the reader's language: `"react", Freelance, Remote`. */
export function criteriaInWords({ q, workType, workplace }: AlertCriteria, t: Translate): string {
  const type = workTypeByCode(workType);
  const place = workplaceBySlug(workplace);
  const parts = [
    q === '' ? undefined : t('alert.query', { q }),
    type && t(type.labelId),
    place && t(place.labelId),
  ].filter((part) => part !== undefined);
  return parts.length === 0 ? t('alert.allJobs') : parts.join(', ');
}

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
 * A member's alerts. Private: nothing goes through the read cache, and an alert that is not the
 * member's answers 404 as if it did not exist.
 */
export function alertRoutes(alerts: AlertService): OperationRoutes {
  return {
    myAlerts: {
      async handler(request, reply) {
        const rows = await alerts.mine(signedIn(request).user.id);
        const { t } = request.texts;
        return reply.headers(privateAnswer).send({ data: rows.map((row) => toAlert(row, t)) });
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
        const { alert, created } = await alerts.create(
          signedIn(request).user.id,
          criteria,
          frequency,
        );
        return reply
          .code(created ? 201 : 200)
          .headers(privateAnswer)
          .send({ data: toAlert(alert, request.texts.t) });
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
        return reply.headers(privateAnswer).send({ data: toAlert(updated, request.texts.t) });
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
