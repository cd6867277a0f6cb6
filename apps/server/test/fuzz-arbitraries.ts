/**
 * fast-check arbitraries for the fuzz test, derived from each endpoint's zod schema (through
 * z.toJSONSchema): values inside the schema (patterns, enums, bounds) mixed with values just
 * outside it (wrong types, huge ids, impossible dates, missing and extra fields).
 */
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';
import { z } from 'zod';
import type { ZodType } from 'zod';

type JsonSchema = {
  type?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** What often breaks servers: beyond-int ids, impossible dates, odd characters (each also tried once, in order). */
export const EDGE_VALUES = [
  '9999999999',
  '2147483648',
  '-1',
  '0',
  '2025-13-45',
  '2025-02-30',
  '2025-01-31_999999999999',
  '',
  ' ',
  '%00',
  '../..',
  'null',
];

const outside: Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_VALUES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);

function inside(schema: JsonSchema): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(inside));
  switch (schema.type) {
    case 'string':
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 3_000_000_000 });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? inside(schema.items) : outside, { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, p]) => [name, fc.oneof({ weight: 3, arbitrary: inside(p) }, outside)]),
  );
  // Any field may be missing, and sometimes one the schema does not know is added.
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), outside)))
    .map(([record, extra]) => (extra ? { ...record, [extra[0]]: extra[1] } : record));
}

export function arbitraryFor(schema: ZodType | undefined): Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.constant({});
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json.type === 'object' ? objectOf(json) : fc.constant({});
}

/** A whole body: mostly shaped by the schema, sometimes any JSON at all. */
export function bodyFor(schema: ZodType | undefined): Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: arbitraryFor(schema) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}
