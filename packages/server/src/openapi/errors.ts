import { type FieldErrors, firstError, hasErrors, messages } from '@job/contract';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  preValidationHookHandler,
} from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { wellFormedText } from './validation';

/** A 422 in the shape Laravel answers and the spec's client reads. */
export function validationFailed(errors: FieldErrors): { message: string; errors: FieldErrors } {
  return { message: firstError(errors) ?? 'The given data was invalid.', errors };
}

/**
 * Checks a JSON or multipart body with one of the contract's rule sets, so the server answers the
 * same messages the forms show. Ajv runs afterwards for the types and limits the file declares.
 */
export function checkBody<Field extends string>(
  fields: readonly Field[],
  validate: (values: Record<Field, string>, body: Record<string, unknown>) => FieldErrors,
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
    const errors = validate(values, body as Record<string, unknown>);
    if (hasErrors(errors)) {
      reply.code(422).send(validationFailed(errors));
      return reply;
    }
  };
}

/** Ajv's findings as Laravel-style field messages. */
export function fieldErrorsFromSchema(
  issues: FastifySchemaValidationError[],
  part: string,
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
    list.push(describeIssue(field, issue.keyword, params));
    errors[field] = list;
  }
  return errors;
}

function describeIssue(field: string, keyword: string, params: Record<string, unknown>): string {
  switch (keyword) {
    case 'required':
      return `The ${field} field is required.`;
    case 'type':
      return `The ${field} field must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${params.type}.`;
    case 'enum':
      return `The ${field} field must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'maxLength':
      return messages.maxLength(Number(params.limit));
    case 'minimum':
      return `The ${field} field must be at least ${params.limit}.`;
    case 'maximum':
      return `The ${field} field may not be greater than ${params.limit}.`;
    case wellFormedText:
      return `The ${field} field may not contain control characters or broken Unicode.`;
    default:
      return `The ${field} field is not valid.`;
  }
}

const internalError = 'Something went wrong on our side. Please try again.';
const databaseUnavailable = 'The database is unavailable. Please try again shortly.';

const routerMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has a broken percent-encoding.',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long.',
};

/**
 * What the router refuses before any route runs: a broken percent-encoding (400), a path parameter
 * past `maxParamLength` (414).
 */
export function handleRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const message = routerMessages[error.code];
  if (message) return reply.code(error.statusCode ?? 400).send({ message });
  return reply.code(500).send({ message: internalError });
}

/** Every error becomes a short JSON message: no stack trace or internal detail leaves the server. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const part = error.validationContext ?? 'body';
    return reply.code(422).send(validationFailed(fieldErrorsFromSchema(error.validation, part)));
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 && request.isMultipart() && !request.bodyAccepted) {
    // The multipart parser throws plain errors on a broken body: the client's fault, not ours.
    return reply.code(400).send({ message: 'The multipart body is malformed.' });
  }
  if (status >= 500 && isDatabaseUnavailable(error)) {
    // Down, restarting or out of reach: the client may retry, and the pool reconnects by itself.
    request.log.warn({ err: error }, 'request failed: the database is unavailable');
    return reply.code(503).send({ message: databaseUnavailable });
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: internalError });
  }
  return reply.code(status).send({ message: clientMessage(error, request) });
}

function clientMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The body is empty; send a JSON object.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return ['createJob', 'updateJob'].includes(request.routeOptions.config.operationId ?? '')
        ? messages.imageTooLarge
        : 'The body is too large.';
    case 'FST_FILES_LIMIT':
      return 'Send one image only.';
    default:
      return error.message;
  }
}
