import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { operations } from '@job/contract';
import { parse } from 'yaml';

/** The API contract, as the contract package publishes it. */
export const openApiFile = createRequire(import.meta.url).resolve('@job/contract/openapi.yaml');

export type OperationId = keyof operations;

/**
 * The body an operation takes, in any of its media types, as the contract's generated types describe
 * it (a multipart file is typed as the Blob a browser sends; it arrives here as a Buffer).
 */
export type RequestBody<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: infer Content };
}
  ? Content[keyof Content]
  : operations[Id] extends { requestBody?: { content: infer Content } }
    ? // An optional body: absent without a Content-Type.
      Content[keyof Content] | undefined
    : unknown;

/** The path parameters of an operation. */
export type PathParams<Id extends OperationId> = operations[Id] extends {
  parameters: { path: infer Params };
}
  ? Params
  : unknown;

/** The query parameters of an operation (all optional). */
export type QueryParams<Id extends OperationId> = operations[Id] extends {
  parameters: { query?: infer Params };
}
  ? Exclude<Params, undefined>
  : unknown;

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
