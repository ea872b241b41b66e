import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { eitherOf } from '../language/requestLanguage';
import {
  dereference,
  type JsonSchema,
  type OpenApiDocument,
  type OperationId,
  type OperationObject,
  type PathParams,
  type QueryParams,
  type RequestBody,
} from './document';
import { validationFailed } from './errors';
import { withWellFormedText } from './validation';

/**
 * A request to the operation `Id`, its body and path parameters typed from openapi.yaml: a handler
 * runs only once they have passed the operation's schemas.
 */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBody<Id>;
  Params: PathParams<Id>;
  Querystring: QueryParams<Id>;
}>;

/** What a resource module supplies for one operation of openapi.yaml; the file supplies the rest. */
export interface OperationRoute<Id extends OperationId = OperationId> {
  handler: (request: OperationRequest<Id>, reply: FastifyReply) => Promise<unknown>;
  /** Runs before the schema check, e.g. the contract's form rules with their exact messages. */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  bodyLimit?: number;
  /**
   * Its answers hold nothing of a member's and no token, so a cache may keep them and they say
   * for how long themselves. Without it, every answer of the operation, refusals included, says
   * `Cache-Control: private, no-store` (`privateAnswers`): an operation is private unless it says
   * otherwise.
   */
  publicRead?: true;
}

export type OperationRoutes = { [Id in OperationId]?: OperationRoute<Id> };

/**
 * The bearer checks: `required` refuses a request without a valid token (401); `optional` signs in
 * the member a valid token names and lets anyone else through as a visitor, for the calls whose
 * answer to a stranger must not differ from their answer to a visitor (`security` lists `{}`).
 */
export interface Authenticate {
  required: onRequestHookHandler;
  optional: onRequestHookHandler;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route that serves an operation of openapi.yaml. */
    operationId?: OperationId;
    /** The operation's body is `required` (an empty one is refused, not read as none). */
    bodyRequired?: boolean;
    /** Its answers may hold a member's data or a token: no cache may keep them (http.ts). */
    privateAnswers?: boolean;
  }
}

/** Every operation openapi.yaml describes, by id. */
export function operationIds(document: OpenApiDocument): string[] {
  return Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
}

/**
 * Registers one route for each operation `routes` serves, with its request and response schemas,
 * in `app`'s context. Throws when a route has no operation; the operations plugin refuses to start
 * while an operation has no route (openapi/plugin.ts), so the file and the server cannot drift
 * apart. `authenticate` is the bearer check (auth/plugin.ts), needed by the operations that take a
 * token.
 */
export function registerOperations(
  app: FastifyInstance,
  document: OpenApiDocument,
  routes: OperationRoutes,
  authenticate: Authenticate | undefined,
): void {
  const described = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const { operationId } = operation;
      described.add(operationId);
      const route = routes[operationId];
      if (!route) continue;
      const onRequest: onRequestHookHandler[] = [];
      // Authentication first: an upload without a valid token is refused before it is read. The
      // public operations never look at the Authorization header.
      const token = tokenRequirement(operation);
      if (token !== 'none') {
        if (!authenticate) {
          throw new Error(`${operationId} takes a token: its module is registered before auth`);
        }
        onRequest.push(authenticate[token]);
      }
      if (operation.requestBody) {
        const { content, required = false } = operation.requestBody;
        onRequest.push(requireMediaType(Object.keys(content), required));
      }
      const { handler, preValidation = [], publicRead, ...rest } = route;
      const integersIn = (place: 'path' | 'query') =>
        parametersIn(place, operation, document)
          .filter(({ schema }) => schema.type === 'integer')
          .map(({ name }) => name);
      const integerParams = integersIn('path');
      const integerQuery = integersIn('query');
      app.route({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path.replaceAll(/\{(\w+)\}/g, ':$1'),
        schema: schemaOf(operation, document),
        config: {
          operationId,
          bodyRequired: operation.requestBody?.required === true,
          privateAnswers: !publicRead,
        },
        onRequest,
        // The schemas below check what OperationRequest promises before the handler runs.
        handler: handler as RouteHandlerMethod,
        preValidation: [
          ...(integerParams.length > 0 ? [readIntegers('params', integerParams)] : []),
          ...(integerQuery.length > 0 ? [readIntegers('query', integerQuery)] : []),
          ...[preValidation].flat(),
        ],
        ...rest,
      });
    }
  }
  for (const operationId of Object.keys(routes)) {
    if (!described.has(operationId)) {
      throw new Error(
        `The server has a route for ${operationId}, which openapi.yaml does not describe`,
      );
    }
  }
}

/** Whether an operation needs a token, takes one when sent (its `security` also lists `{}`), or neither. */
function tokenRequirement(operation: OperationObject): 'required' | 'optional' | 'none' {
  const requirements = operation.security ?? [];
  if (!requirements.some((requirement) => 'bearer' in requirement)) return 'none';
  const anonymous = requirements.some((requirement) => Object.keys(requirement).length === 0);
  return anonymous ? 'optional' : 'required';
}

function parametersIn(
  place: 'path' | 'query',
  operation: OperationObject,
  document: OpenApiDocument,
) {
  // A parameter may be a reference to one shared by several operations (Slug).
  return dereference(operation.parameters ?? [], document)
    .filter((parameter) => parameter.in === place)
    .map(({ name, required = false, schema }) => ({ name, required, schema }));
}

/**
 * Path and query parameters arrive as text. Those the contract types as integers are read as
 * numbers here, digits only, so the schema check judges their range without Ajv coercing
 * anything else.
 */
function readIntegers(place: 'params' | 'query', names: string[]): preValidationHookHandler {
  return async (request) => {
    const params = request[place];
    if (typeof params !== 'object' || params === null) return;
    for (const [name, text] of Object.entries(params)) {
      if (names.includes(name) && typeof text === 'string' && /^-?\d+$/.test(text)) {
        Object.assign(params, { [name]: Number(text) });
      }
    }
  };
}

function schemaOf(operation: OperationObject, document: OpenApiDocument): FastifySchema {
  const schema: FastifySchema = {};
  const parameters = parametersIn('path', operation, document);
  if (parameters.length > 0) {
    schema.params = withWellFormedText({
      type: 'object',
      required: parameters.map((parameter) => parameter.name),
      properties: Object.fromEntries(parameters.map(({ name, schema }) => [name, schema])),
    });
  }
  const query = parametersIn('query', operation, document);
  if (query.length > 0) {
    // Parameters the contract does not name are ignored, as a browser's cache-busting `?_=1` is;
    // a named one given twice arrives as an array, which its schema refuses.
    schema.querystring = withWellFormedText({
      type: 'object',
      required: query.filter((parameter) => parameter.required).map(({ name }) => name),
      properties: Object.fromEntries(query.map(({ name, schema }) => [name, schema])),
    });
  }
  if (operation.requestBody) {
    schema.body = {
      content: Object.fromEntries(
        Object.entries(operation.requestBody.content).map(([mediaType, { schema: body }]) => [
          mediaType,
          { schema: withWellFormedText(forValidation(dereference(body ?? {}, document))) },
        ]),
      ),
    };
  }
  // JSON answers are serialised through their schemas: a property the file does not list (a
  // password hash, a token hash) cannot reach the client.
  const response: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(dereference(operation.responses, document))) {
    const json = answer.content?.['application/json']?.schema;
    if (json) response[status] = json;
  }
  schema.response = response;
  return schema;
}

/** A file part (`format: binary`) arrives as a Buffer; the image decoder, not Ajv, judges it. */
function forValidation(schema: JsonSchema): JsonSchema {
  if (schema.format === 'binary') return {};
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [name, forValidation(property)]),
    ),
  };
}

function requireMediaType(accepted: string[], bodyRequired: boolean): onRequestHookHandler {
  return async (request, reply) => {
    const { t } = request.texts;
    const header = request.headers['content-type'];
    if (header === undefined) {
      // Without a Content-Type Fastify parses no body and checks none against its schema.
      if (!bodyRequired) return;
      reply
        .code(422)
        .send(validationFailed({ body: [t('api.fieldRequired', { field: 'body' })] }, t));
      return reply;
    }
    const mediaType = header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(mediaType)) {
      const takes = eitherOf(accepted, request.locale);
      reply.code(415).send({
        message: mediaType
          ? t('api.unsupportedMediaType', { accepted: takes, mediaType })
          : t('api.unnamedMediaType', { accepted: takes }),
      });
      return reply;
    }
  };
}
