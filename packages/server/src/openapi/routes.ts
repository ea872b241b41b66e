import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import {
  dereference,
  type JsonSchema,
  type OpenApiDocument,
  type OperationId,
  type OperationObject,
} from './document';

/** What a resource module supplies for one operation of openapi.yaml; the file supplies the rest. */
export interface OperationRoute {
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** Runs before the schema check, e.g. the contract's form rules with their exact messages. */
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  bodyLimit?: number;
}

export type OperationRoutes = Partial<Record<OperationId, OperationRoute>>;

/** Who may call an operation, read from its `security` list. */
export type Access = 'public' | 'optional' | 'required';

export type Authenticate = (access: Exclude<Access, 'public'>) => onRequestHookHandler;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route that serves an operation of openapi.yaml. */
    operationId?: OperationId;
  }
}

/**
 * Registers one route per operation of openapi.yaml, with its request and response schemas.
 * Throws when an operation has no route or a route has no operation, so the file and the server
 * cannot drift apart.
 */
export function registerOperations(
  app: FastifyInstance,
  document: OpenApiDocument,
  routes: OperationRoutes,
  authenticate: Authenticate,
): void {
  const described = new Set<string>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const { operationId } = operation;
      described.add(operationId);
      const route = routes[operationId];
      if (!route) throw new Error(`openapi.yaml describes ${operationId} but no route serves it`);
      const access = accessOf(operation);
      const onRequest: onRequestHookHandler[] = [];
      // Authentication first: an upload without a valid token is refused before it is read.
      if (access !== 'public') onRequest.push(authenticate(access));
      if (operation.requestBody) {
        onRequest.push(requireMediaType(Object.keys(operation.requestBody.content)));
      }
      app.route({
        method: method.toUpperCase() as 'GET' | 'POST',
        url: path.replaceAll(/\{(\w+)\}/g, ':$1'),
        schema: schemaOf(operation, document),
        config: { operationId },
        onRequest,
        ...route,
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

function accessOf(operation: OperationObject): Access {
  const security = operation.security ?? [];
  if (!security.some((requirement) => 'bearer' in requirement)) return 'public';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

function schemaOf(operation: OperationObject, document: OpenApiDocument): FastifySchema {
  const schema: FastifySchema = {};
  const pathParameters = (operation.parameters ?? []).filter((p) => p.in === 'path');
  if (pathParameters.length > 0) {
    schema.params = {
      type: 'object',
      required: pathParameters.map((parameter) => parameter.name),
      properties: Object.fromEntries(
        pathParameters.map((parameter) => [
          parameter.name,
          dereference(parameter.schema, document),
        ]),
      ),
    };
  }
  if (operation.requestBody) {
    schema.body = {
      content: Object.fromEntries(
        Object.entries(operation.requestBody.content).map(([mediaType, { schema: body }]) => [
          mediaType,
          { schema: forValidation(dereference(body ?? {}, document)) },
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

function requireMediaType(accepted: string[]): onRequestHookHandler {
  return async (request, reply) => {
    const header = request.headers['content-type'];
    // Without a body there is nothing to parse; the schema check names what is missing.
    if (header === undefined) return;
    const mediaType = header.split(';', 1)[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(mediaType)) {
      reply.code(415).send({
        message: `This call takes ${accepted.join(' or ')}, not ${mediaType || 'an unnamed type'}.`,
      });
      return reply;
    }
  };
}
