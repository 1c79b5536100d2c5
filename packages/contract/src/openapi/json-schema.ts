import { z } from 'zod';

/** A JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1, as it sits inside the document. */
export type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as JSON Schema, for one side of the wire: `input` for what a client sends (before
 * the schema's transforms, which is what the server accepts), `output` for what it answers. Refinements
 * have no JSON Schema form and are left out; a schema that cannot be described at all (a transform on an
 * answer, a bigint) throws, rather than being documented as "anything".
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw', cycles: 'throw' });
  // The dialect is the document's (jsonSchemaDialect), not each schema's.
  delete converted.$schema;
  return converted;
}
