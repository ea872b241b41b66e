import fc from 'fast-check';
import type { JsonSchema, OperationObject } from '../openapi/document';
import type { RequestOptions } from '../test/server';
import {
  edgyText,
  type Hints,
  mutatedObject,
  mutatedValue,
  validNamedValue,
  validValue,
} from './schemaArbitraries';

/** Who a request says it is. */
export type Credentials =
  | { kind: 'none' }
  /** A fresh token of a real user. */
  | { kind: 'valid' }
  /** Such a token with one character changed. */
  | { kind: 'tampered'; at: number }
  /** An Authorization header of junk. */
  | { kind: 'header'; value: string };

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Record<string, unknown> }
  /** Text under a content type: broken JSON, an unannounced type, a multipart without parts. */
  | { kind: 'raw'; contentType: string; text: string };

export interface FuzzRequest {
  method: string;
  /** With the path parameters filled in, percent-encoded (or malformed on purpose). */
  path: string;
  credentials: Credentials;
  body?: FuzzBody;
}

export interface RequestContext {
  /** The server's body limit: strings around it probe the 413 path and the parsers. */
  bodyLimit: number;
  /** The largest file part the server takes. */
  fileLimit: number;
  hints: Hints;
}

/** Requests for one operation of openapi.yaml, valid and mutated, shown readably in reports. */
export function operationRequests(
  path: string,
  method: string,
  operation: OperationObject,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const unsent = parameters.find((parameter) => !['path', 'query'].includes(parameter.in));
  if (unsent) {
    throw new Error(
      `The fuzzer cannot send ${unsent.in} parameters (${unsent.name}): teach it how`,
    );
  }
  const inPath = parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = parameters.filter((parameter) => parameter.in === 'query');
  const filledPath = fc
    .tuple(
      ...inPath.map((parameter) => pathSegment(parameter.name, parameter.schema, context.hints)),
    )
    .map((segments) =>
      inPath.reduce(
        (filled, parameter, index) => filled.replace(`{${parameter.name}}`, segments[index] ?? ''),
        path,
      ),
    );
  const query = fc
    .tuple(
      ...inQuery.map((parameter) => queryPairs(parameter.name, parameter.schema, context.hints)),
    )
    .map((pairs) => {
      const search = pairs.flat().join('&');
      return search === '' ? '' : `?${search}`;
    });
  const body = operation.requestBody
    ? fc.option(requestBody(operation, context))
    : fc.constant(null);
  return (
    fc
      .record({ path: filledPath, query, credentials, body })
      // Node answers an address past its header limit itself (431), before the server sees it.
      .filter(({ path, query }) => path.length + query.length <= addressLimit)
      .map(({ body, query, ...rest }) => {
        const request: FuzzRequest = {
          method: method.toUpperCase(),
          ...rest,
          path: rest.path + query,
        };
        if (body !== null) request.body = body;
        return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
      })
  );
}

// Huge for a path, yet two such parameters, percent-encoded (up to 12 bytes a character), stay
// within Node's 16 KB header limit, past which Node answers 431 before the server sees anything.
const pathLimits = { hugeLength: 500 };

/**
 * The longest address sent: a call with many query parameters, each huge, passes Node's 16 KB
 * header limit; room is left for the request line's method and version and the other headers.
 */
const addressLimit = 15 * 1024;

function pathSegment(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return fc
    .oneof(
      {
        arbitrary: validNamedValue(name, schema, hints).map((value) =>
          percentEncode(asText(value)),
        ),
        weight: 3,
      },
      {
        arbitrary: mutatedValue(schema, pathLimits).map((value) => percentEncode(asText(value))),
        weight: 2,
      },
      // Broken escapes, and escapes of bytes that are not UTF-8 (the second half of a surrogate).
      fc.constantFrom('%', '%zz', '%C3', '%ED%A0%80', '%FF', '%2e%2e%2f'),
    )
    .filter((segment) => !['', '.', '..'].includes(segment)); // these address another route
}

/**
 * A query parameter's `name=value` pairs: none (they are optional), one, or the name repeated, as a
 * hand-edited address may have it.
 */
function queryPairs(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string[]> {
  const pair = pathSegment(name, schema, hints).map(
    (value) => `${encodeURIComponent(name)}=${value}`,
  );
  return fc.oneof(
    fc.constant<string[]>([]),
    { arbitrary: pair.map((one) => [one]), weight: 3 },
    fc.tuple(pair, pair).map((two) => [...two]),
  );
}

/** As a browser sends it: UTF-8, a lone surrogate as U+FFFD (encodeURIComponent throws on one). */
function percentEncode(text: string): string {
  return encodeURIComponent(text.replaceAll(/\p{Surrogate}/gu, '\ufffd'));
}

// Header values are byte strings: no controls (fetch refuses them), nothing past U+00FF.
const junkToken = fc.string({
  minLength: 1,
  unit: fc
    .integer({ min: 0x21, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
});

const credentials: fc.Arbitrary<Credentials> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  // Weighted up: most calls do something only for a signed-in user.
  { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 2 },
  fc.nat().map((at) => ({ kind: 'tampered' as const, at })),
  fc
    .oneof(
      junkToken.map((token) => `Bearer ${token}`),
      junkToken,
      fc.constantFrom('Bearer', 'bearer  x', 'Basic dXNlcjpwYXNz'),
    )
    .map((value) => ({ kind: 'header' as const, value })),
);

function requestBody(operation: OperationObject, context: RequestContext): fc.Arbitrary<FuzzBody> {
  const content = operation.requestBody?.content ?? {};
  const limits = { hugeLength: context.bodyLimit, hugeFileSize: context.fileLimit };
  const declared = Object.entries(content).map(([mediaType, { schema = {} }]) => {
    const valid = validValue(schema, context.hints);
    if (mediaType === 'application/json') {
      return fc
        .oneof(valid, mutatedValue(schema, limits, context.hints))
        .map((value): FuzzBody => ({ kind: 'json', value }));
    }
    if (mediaType === 'multipart/form-data') {
      // A form is always an object of fields; its fields are what can be wrong.
      return fc
        .oneof(
          valid as fc.Arbitrary<Record<string, unknown>>,
          mutatedObject(schema, limits, context.hints),
        )
        .map((fields): FuzzBody => ({ kind: 'multipart', fields }));
    }
    if (mediaType === 'application/x-www-form-urlencoded') {
      // A form's fields as text, as a browser or a mail client sends them.
      return fc
        .oneof(valid, mutatedValue(schema, limits, context.hints))
        .map((value): FuzzBody => ({ kind: 'raw', contentType: mediaType, text: formText(value) }));
    }
    throw new Error(`The fuzzer cannot send ${mediaType} bodies: teach it how`);
  });
  const raw = fc
    .record({
      contentType: fc.constantFrom(
        ...Object.keys(content),
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ),
      text: fc.oneof(fc.constantFrom('', '{', '{"a":', 'null', '[]', '"x"', '--x\r\n'), edgyText()),
    })
    .map((fields): FuzzBody => ({ kind: 'raw', ...fields }));
  return fc.oneof({ arbitrary: fc.oneof(...declared), weight: 4 }, raw);
}

/** `a=1&b=x`: an object's fields, each as text; anything else as it reads. */
function formText(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return String(value);
  return new URLSearchParams(
    Object.entries(value).map(([name, field]): [string, string] => [name, String(field)]),
  ).toString();
}

/** The request as the test server's client takes it, with the Authorization header it claims. */
export function requestOptions(request: FuzzRequest, validToken: string): RequestOptions {
  const headers: Record<string, string> = {};
  const { credentials, body } = request;
  if (credentials.kind === 'valid') headers.authorization = `Bearer ${validToken}`;
  if (credentials.kind === 'tampered') {
    const at = credentials.at % validToken.length;
    const changed = validToken[at] === 'A' ? 'B' : 'A';
    headers.authorization = `Bearer ${validToken.slice(0, at)}${changed}${validToken.slice(at + 1)}`;
  }
  if (credentials.kind === 'header') headers.authorization = credentials.value;
  const options: RequestOptions = { method: request.method, headers };
  if (body?.kind === 'json') {
    options.body = JSON.stringify(body.value);
    headers['content-type'] = 'application/json';
  }
  if (body?.kind === 'raw') {
    options.body = body.text;
    headers['content-type'] = body.contentType;
  }
  if (body?.kind === 'multipart') options.form = formOf(body.fields);
  return options;
}

/** Files as file parts, text as it is, an array as the same field repeated, the rest as JSON. */
function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof Blob) form.append(name, part, 'upload.png');
      else form.append(name, typeof part === 'string' ? part : JSON.stringify(part));
    }
  }
  return form;
}

/** One line per request, with huge strings cut short, so a failure report stays readable. */
function describeRequest({ method, path, credentials, body }: FuzzRequest): string {
  const lines = [`${method} ${shorten(path)}`, `credentials: ${JSON.stringify(credentials)}`];
  if (body?.kind === 'json') lines.push(`json: ${show(body.value)}`);
  if (body?.kind === 'multipart') lines.push(`multipart: ${show(body.fields)}`);
  if (body?.kind === 'raw') lines.push(`${body.contentType}: ${show(body.text)}`);
  return lines.join('\n  ');
}

function shorten(text: string): string {
  return text.length > 200 ? `${text.slice(0, 40)}… (${text.length} characters)` : text;
}

function show(value: unknown): string {
  return JSON.stringify(value, (_key, item) => {
    if (item instanceof Blob) return `<file of ${item.size} bytes>`;
    return typeof item === 'string' ? shorten(item) : item;
  });
}
