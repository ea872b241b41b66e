import { type FieldErrors, firstError, hasErrors } from '@job/contract';
import type { MessageId, Translate } from '@job/texts';
import { apiTextsOf } from '@job/texts/catalogues';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  preValidationHookHandler,
} from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { localeOf, varyByLanguage } from '../language/requestLanguage';
import { unhookedErrorHeaders } from '../securityHeaders';
import { wellFormedText } from './validation';

/** A 422 in the shape Laravel answers and the spec's client reads, in the reader's words (`t`). */
export function validationFailed(
  errors: FieldErrors,
  t: Translate,
): { message: string; errors: FieldErrors } {
  return { message: firstError(errors) ?? t('api.invalidData'), errors };
}

/**
 * Checks a JSON or multipart body with one of the contract's rule sets, so the server answers the
 * same messages the forms show, in the request's language. Ajv runs afterwards for the types and
 * limits the file declares.
 */
export function checkBody<Field extends string>(
  fields: readonly Field[],
  validate: (
    values: Record<Field, string>,
    t: Translate,
    body: Record<string, unknown>,
  ) => FieldErrors,
): preValidationHookHandler {
  return async (request, reply) => {
    const body = request.body;
    // A body that is not an object, or a field of an odd type, is left to the schema check.
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const values = {} as Record<Field, string>;
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (value === undefined || value === null) values[field] = '';
      else if (['string', 'number', 'boolean'].includes(typeof value))
        values[field] = String(value);
      else return;
    }
    const { t } = request.texts;
    const errors = validate(values, t, body as Record<string, unknown>);
    if (hasErrors(errors)) {
      reply.code(422).send(validationFailed(errors, t));
      return reply;
    }
  };
}

/** Ajv's findings as Laravel-style field messages, in the reader's words (`t`). */
export function fieldErrorsFromSchema(
  issues: FastifySchemaValidationError[],
  part: string,
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    // A value that fits no branch of a oneOf is told once, by the oneOf, not once per branch.
    if (issue.schemaPath.includes('/oneOf/')) continue;
    const params = issue.params as Record<string, unknown>;
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'required') path.push(String(params.missingProperty));
    const field = path.join('.') || part;
    const list = errors[field] ?? [];
    list.push(describeIssue(field, issue.keyword, params, t));
    errors[field] = list;
  }
  return errors;
}

function describeIssue(
  field: string,
  keyword: string,
  params: Record<string, unknown>,
  t: Translate,
): string {
  switch (keyword) {
    case 'required':
      return t('api.fieldRequired', { field });
    case 'type':
      return t('api.fieldType', { field, type: String(params.type) });
    case 'enum':
      return t('api.fieldOneOf', {
        field,
        values: (params.allowedValues as unknown[]).join(', '),
      });
    case 'maxLength':
      return t('validation.maxLength', { max: Number(params.limit) });
    case 'minimum':
      return t('api.fieldMinimum', { field, limit: String(params.limit) });
    case 'maximum':
      return t('api.fieldMaximum', { field, limit: String(params.limit) });
    case wellFormedText:
      return t('api.fieldControlCharacters', { field });
    default:
      return t('api.fieldInvalid', { field });
  }
}

const routerMessages: Record<string, MessageId> = {
  FST_ERR_BAD_URL: 'api.brokenPercentEncoding',
  FST_ERR_MAX_PARAM_LENGTH: 'api.addressPartTooLong',
};

/**
 * What the router refuses before any route runs: a broken percent-encoding (400), a path parameter
 * past `maxParamLength` (414).
 */
export function handleRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // A request the router refuses has none of the decorations (no `texts`), nor the hooks: not
  // helmet's, nor the one that marks a private answer.
  const { t } = apiTextsOf(localeOf(request.raw));
  reply.headers(unhookedErrorHeaders);
  varyByLanguage(reply);
  const message = routerMessages[error.code];
  if (message) return reply.code(error.statusCode ?? 400).send({ message: t(message) });
  return reply.code(500).send({ message: t('api.internalError') });
}

/**
 * When a client may try again after the database failed it: a pool with no connection free within
 * its wait (a burst) has one soon, and a restart or a lost connection takes seconds.
 */
export const retryUnavailableAfterSeconds = 2;

/** A 503 with when to try again: every answer of an unavailable database, the health check's too. */
export const serviceUnavailable = (reply: FastifyReply, message: string) =>
  reply.code(503).header('retry-after', retryUnavailableAfterSeconds).send({ message });

/** Every error becomes a short JSON message: no stack trace or internal detail leaves the server. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { t } = request.texts;
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    const errors = fieldErrorsFromSchema(error.validation, part, t);
    return reply.code(422).send(validationFailed(errors, t));
  }
  const status = error.statusCode ?? 500;
  // Before the multipart test below: an outage met while an upload is being read (its token
  // checked first) is still the database's, and the client may retry it as any other call.
  if (status >= 500 && isDatabaseUnavailable(error)) {
    // Down, restarting or out of reach: the client may retry, and the pool reconnects by itself.
    request.log.warn({ err: error }, 'request failed: the database is unavailable');
    return serviceUnavailable(reply, t('api.databaseUnavailable'));
  }
  if (status >= 500 && request.isMultipart() && !request.bodyAccepted) {
    // The multipart parser throws plain errors on a broken body: the client's fault, not ours.
    return reply.code(400).send({ message: t('api.multipartMalformed') });
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: t('api.internalError') });
  }
  return reply.code(status).send({ message: clientMessage(error, request, t) });
}

/** The calls whose one file is an image, and those whose file is a CV. */
const takesImage = (request: FastifyRequest) =>
  ['createJob', 'updateJob'].includes(request.routeOptions.config.operationId ?? '');
const takesCv = (request: FastifyRequest) =>
  ['apply', 'addCv', 'replaceCv'].includes(request.routeOptions.config.operationId ?? '');

function clientMessage(error: FastifyError, request: FastifyRequest, t: Translate): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return t('api.invalidJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return t('api.emptyJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      if (takesCv(request)) return t('validation.cvTooLarge');
      return takesImage(request) ? t('validation.imageTooLarge') : t('api.bodyTooLarge');
    case 'FST_FILES_LIMIT':
      return takesCv(request) ? t('api.oneCvOnly') : t('api.oneImageOnly');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return t('api.tooManyFields');
    case 'FST_PROTO_VIOLATION':
      return t('api.forbiddenFieldName');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return t('api.bodyLengthMismatch');
    default:
      return t('api.requestNotRead');
  }
}
