import type { Plugin } from 'ajv';
import type { preValidationHookHandler } from 'fastify';
import type { JsonSchema } from './document';

/**
 * The keyword every string of a request carries in the schemas derived from openapi.yaml (see
 * `withWellFormedText`): text without control characters, so no field or path parameter reaches
 * the database with a NUL byte (PostgreSQL refuses it), another invisible control, or a lone
 * surrogate (which UTF-8 cannot encode and the driver would silently replace).
 */
export const wellFormedText = 'wellFormedText';

// Control characters (C0, DEL, C1) except tab, line feed and carriage return, which the detail's
// HTML keeps; with the u flag, \p{Cs} matches only a surrogate that has lost its pair.
const refusedCharacter = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

export function isWellFormedText(text: string): boolean {
  return !refusedCharacter.test(text);
}

const addWellFormedText: Plugin<unknown> = (ajv) =>
  ajv.addKeyword({
    keyword: wellFormedText,
    type: 'string',
    schemaType: 'boolean',
    validate: (enabled: boolean, text: string) => !enabled || isWellFormedText(text),
    errors: false,
  });

/**
 * Ajv's settings for requests. Nothing is coerced: an array or an object where the contract wants
 * text is refused, not turned into a string. Path parameters, text by nature, are read as numbers
 * where the contract says so before the check (`readIntegerParams`).
 */
export const requestAjv = {
  customOptions: { allErrors: true, coerceTypes: false },
  plugins: [addWellFormedText],
};

/**
 * Trims the named text fields of a body where it arrives, before the rate limits and checks see it:
 * what is checked, compared and stored is the trimmed text. Other types are left to the schema.
 */
export function trimFields(fields: readonly string[]): preValidationHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const values = body as Record<string, unknown>;
    for (const field of fields) {
      const value = values[field];
      if (typeof value === 'string') values[field] = value.trim();
    }
  };
}

// Keywords whose values are schemas, or lists or maps of them.
const subschemaKeywords = ['items', 'additionalProperties', 'not'];
const subschemaListKeywords = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const subschemaMapKeywords = ['properties', 'patternProperties'];

/** The schema with `wellFormedText` on every string it describes, at any depth. */
export function withWellFormedText(schema: JsonSchema): JsonSchema {
  const checked: JsonSchema = { ...schema };
  const types = [schema.type].flat();
  if (types.includes('string')) checked[wellFormedText] = true;
  for (const keyword of subschemaKeywords) {
    const sub = schema[keyword];
    if (isSchema(sub)) checked[keyword] = withWellFormedText(sub);
  }
  for (const keyword of subschemaListKeywords) {
    const list = schema[keyword];
    if (Array.isArray(list)) checked[keyword] = list.map(withWellFormedText);
  }
  for (const keyword of subschemaMapKeywords) {
    const map = schema[keyword];
    if (isSchema(map)) {
      checked[keyword] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, withWellFormedText(sub as JsonSchema)]),
      );
    }
  }
  return checked;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
