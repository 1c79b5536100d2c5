import type { CallDefinition } from '@casino/contract/call';
import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema writes for the contract's requests. */
interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** A call's request as JSON Schema: what a client may send (the input side, before transforms). */
export function requestSchemaOf(call: CallDefinition): JsonSchema {
  return z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The top-level fields of a call's request. */
export function requestFieldsOf(call: CallDefinition): string[] {
  return Object.keys(requestSchemaOf(call).properties ?? {});
}

/** Generated strings stay short: the long ones come from the hostile values, on purpose. */
const LONGEST_GENERATED_STRING = 24;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_GENERATED_STRING, LONGEST_GENERATED_STRING));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  return fc.bigInt({ min: BigInt(Math.ceil(min)), max: BigInt(Math.floor(max)) }).map(Number);
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  return fc.double({
    min: schema.minimum ?? schema.exclusiveMinimum ?? -Number.MAX_VALUE,
    max: schema.maximum ?? schema.exclusiveMaximum ?? Number.MAX_VALUE,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) shape[key] = arbitraryOfSchema(property);
  return fc.record(shape, { requiredKeys: [...(schema.required ?? [])] });
}

/** Values that the schema accepts as input (refinements aside: JSON Schema cannot say them). */
export function arbitraryOfSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(arbitraryOfSchema));
  if (schema.allOf?.[0]) return arbitraryOfSchema(schema.allOf[0]);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? arbitraryOfSchema(schema.items) : fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 });
    case 'object':
      return objectArbitrary(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Request bodies (or queries) the call's own schema accepts. */
export function schemaRequestArbitrary(call: CallDefinition): fc.Arbitrary<Record<string, unknown>> {
  const schema = requestSchemaOf(call);
  return schema.type === 'object' ? objectArbitrary(schema) : fc.constant({});
}
