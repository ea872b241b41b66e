import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { operations } from '@job/contract';
import { parse } from 'yaml';

/** The API contract at the root of the repository. */
export const openApiFile = fileURLToPath(new URL('../../../../openapi.yaml', import.meta.url));

export type OperationId = keyof operations;

/** The JSON body an operation takes, as the contract's generated types describe it. */
export type JsonBody<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The path parameters of an operation. */
export type PathParams<Id extends OperationId> = operations[Id] extends {
  parameters: { path: infer Params };
}
  ? Params
  : never;

export type JsonSchema = { [keyword: string]: unknown };

interface MediaType {
  schema?: JsonSchema;
}

export interface OperationObject {
  operationId: OperationId;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export function readOpenApi(file = openApiFile): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** Replaces every local `$ref` (`#/components/...`) with what it points at. */
export function dereference<T>(value: T, document: OpenApiDocument): T {
  if (Array.isArray(value)) return value.map((item) => dereference(item, document)) as T;
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') return dereference(resolvePointer(ref, document) as T, document);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, dereference(item, document)]),
  ) as T;
}

function resolvePointer(ref: string, document: OpenApiDocument): unknown {
  if (!ref.startsWith('#/'))
    throw new Error(`openapi.yaml: only local references are supported, not ${ref}`);
  let target: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (target === undefined) throw new Error(`openapi.yaml: ${ref} points at nothing`);
  return target;
}
