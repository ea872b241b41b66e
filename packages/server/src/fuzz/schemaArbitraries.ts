import fc from 'fast-check';
import type { JsonSchema } from '../openapi/document';

/**
 * Arbitraries for the subset of JSON Schema that openapi.yaml uses (type and type arrays, enum,
 * properties, required, additionalProperties, items, maxItems, minimum, maximum, maxLength,
 * pattern, format, oneOf), `$ref`s already resolved. `validValue` keeps to the schema; `mutatedValue`
 * breaks it or probes its edges, the way a careless or hostile client would.
 */

/** Realistic values, by property name, for what a schema cannot say (an address, an image). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export interface MutationLimits {
  /** Where strings get huge: around a body's limit, past what a URL may carry for a path. */
  hugeLength: number;
  /** Where files get huge: around the largest the server takes. */
  hugeFileSize?: number;
}

/** Characters that break naive servers, in groups by the reason they do. */
const edgeCharacterGroups = [
  // NUL, on its own: PostgreSQL's text cannot hold it, C strings end at it
  ['\u0000'],
  // other C0 controls, DEL
  ['\u0001', '\u0008', '\u001b', '\u007f', '\t', '\n', '\r'],
  // lone surrogates: no UTF-8 encoding exists for them
  ['\ud800', '\udfff'],
  // right-to-left mark and override; a byte order mark
  ['\u200f', '\u202e', '\ufeff'],
  // Turkish capital dotted I and dotless i: case mapping changes their length
  ['İ', 'ı'],
  // outside the BMP, a ZWJ sequence, a combining accent
  ['😀', '👩‍💻', 'e\u0301'],
  // what URLs, JSON, SQL and HTML escape
  ['%', '\\', '"', "'", '<', '/'],
];

// Each group as likely as any other, so the few controls are not drowned by the many others.
const edgeCharacter = fc.oneof(...edgeCharacterGroups.map((group) => fc.constantFrom(...group)));
const ordinaryCharacter = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 });

/** Text of ordinary characters with edge characters mixed in, often enough to matter. */
export function edgyText(constraints: { minLength?: number; maxLength?: number } = {}) {
  return fc.string({
    ...constraints,
    unit: fc.oneof({ arbitrary: ordinaryCharacter, weight: 2 }, edgeCharacter),
  });
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  return schema.properties ? ['object'] : [];
}

const propertiesOf = (schema: JsonSchema) =>
  Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);

export function validValue(schema: JsonSchema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.oneOf)) {
    return fc.oneof(...(schema.oneOf as JsonSchema[]).map((branch) => validValue(branch, hints)));
  }
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, hints)));
  }
  switch (types[0]) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -(2 ** 31),
        max: (schema.maximum as number | undefined) ?? 2 ** 31 - 1,
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue((schema.items ?? {}) as JsonSchema, hints), {
        maxLength: (schema.maxItems as number | undefined) ?? 5,
      });
    case 'object':
      return validObject(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const maxLength = schema.maxLength as number | undefined;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern), maxLength ? { maxLength } : {});
  }
  switch (schema.format) {
    // A file part: bytes, which the hints replace with a real picture now and then.
    case 'binary':
      return fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes]));
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return edgyText(maxLength === undefined ? {} : { maxLength });
  }
}

/** A valid value for a named field or parameter: mostly its hint, when it has one. */
export function validNamedValue(
  name: string,
  schema: JsonSchema,
  hints: Hints,
): fc.Arbitrary<unknown> {
  const fromSchema = validValue(schema, hints);
  const hint = hints[name];
  return hint ? fc.oneof({ arbitrary: hint, weight: 2 }, fromSchema) : fromSchema;
}

function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    propertiesOf(schema).map(([name, property]) => [name, validNamedValue(name, property, hints)]),
  );
  const known = fc.record(model, { requiredKeys: (schema.required ?? []) as string[] });
  const additional = schema.additionalProperties;
  if (additional === null || typeof additional !== 'object') return known;
  // A map such as ValidationError's `errors`: any names, each with a value of that schema.
  return fc
    .tuple(known, fc.dictionary(fc.string(), validValue(additional as JsonSchema, hints)))
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

export function mutatedValue(
  schema: JsonSchema,
  limits: MutationLimits,
  hints: Hints = {},
): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const mutations: fc.Arbitrary<unknown>[] = [wrongType, hugeString(schema, limits)];
  if (Array.isArray(schema.enum)) mutations.push(offEnum(schema.enum));
  if (types.includes('string')) mutations.push(edgyText());
  if (types.includes('integer') || types.includes('number')) mutations.push(offRange(schema));
  if (types.includes('array')) mutations.push(tooManyItems(schema, hints));
  if (types.includes('object')) mutations.push(mutatedObject(schema, limits, hints));
  if (schema.format === 'binary' && limits.hugeFileSize) {
    mutations.push(hugeFile(limits.hugeFileSize));
  }
  return fc.oneof(...mutations);
}

/** Any JSON value: most of them are of a type the schema does not take. */
const wrongType = fc.jsonValue({ maxDepth: 2 });

/**
 * A string just past maxLength, or around the limits' huge length. Built from a length, so the
 * shrinker shortens it.
 */
function hugeString(schema: JsonSchema, { hugeLength }: MutationLimits): fc.Arbitrary<string> {
  const maxLength = schema.maxLength as number | undefined;
  const lengths = [fc.integer({ min: hugeLength - 64, max: hugeLength + 64 })];
  if (maxLength !== undefined) lengths.push(fc.integer({ min: maxLength + 1, max: maxLength * 2 }));
  return fc
    .tuple(fc.constantFrom('x', 'İ', '😀', '\u0000'), fc.oneof(...lengths))
    .map(([unit, length]) => unit.repeat(length));
}

/** Zeros just under or over the size limit: not a picture, or too large to be read. */
function hugeFile(size: number): fc.Arbitrary<Blob> {
  return fc
    .integer({ min: size - 64, max: size + 64 })
    .map((length) => new Blob([new Uint8Array(length)]));
}

/** A value the enum lacks: in capitals or as text, padded or a fraction, wrapped in an array or an object. */
function offEnum(values: unknown[]): fc.Arbitrary<unknown> {
  return fc
    .constantFrom(...values)
    .chain((value) =>
      fc.constantFrom(
        typeof value === 'string' ? value.toUpperCase() : String(value),
        typeof value === 'string' ? ` ${value}` : Number(value) + 0.5,
        [value],
        { value },
      ),
    );
}

function offRange(schema: JsonSchema): fc.Arbitrary<unknown> {
  const minimum = (schema.minimum as number | undefined) ?? -(2 ** 53);
  const maximum = (schema.maximum as number | undefined) ?? 2 ** 53;
  return fc.constantFrom(minimum - 1, maximum + 1, 0.5, -0, 1e308, -1e308, String(minimum), '1e3');
}

function tooManyItems(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown[]> {
  const maxItems = (schema.maxItems as number | undefined) ?? 50;
  const items = validValue((schema.items ?? {}) as JsonSchema, hints);
  return fc.array(items, { minLength: maxItems + 1, maxLength: maxItems + 3 });
}

/** A valid object with one required field left out, one field too many, or one field broken. */
export function mutatedObject(
  schema: JsonSchema,
  limits: MutationLimits,
  hints: Hints = {},
): fc.Arbitrary<Record<string, unknown>> {
  const valid = validObject(schema, hints);
  const required = (schema.required ?? []) as string[];
  // Prototype names probe the JSON parser's poisoning guard; the rest, plain extra fields.
  const extraName = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'user_id'),
    edgyText(),
  );
  const mutations = [
    fc
      .tuple(valid, extraName, wrongType)
      .map(([object, name, value]) => ({ ...object, [name]: value })),
    ...propertiesOf(schema).map(([name, property]) =>
      fc
        .tuple(valid, mutatedValue(property, limits, hints))
        .map(([object, value]) => ({ ...object, [name]: value })),
    ),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([object, name]) => {
        const { [name]: _left, ...rest } = object;
        return rest;
      }),
    );
  }
  return fc.oneof(...mutations);
}
