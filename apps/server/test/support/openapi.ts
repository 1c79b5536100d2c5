import type { OpenApiDocument } from '@casino/contract/openapi/document';
import { Ajv2020 } from 'ajv/dist/2020.js';

const DOCUMENT_ID = 'https://casino.invalid/openapi.json';

const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks answers against what the document says of them (JSON Schema draft 2020-12, the dialect of
 * OpenAPI 3.1): the schema of the path's response for the answer's HTTP status.
 */
export function answerChecker(document: OpenApiDocument): (method: 'GET' | 'POST', path: string, status: number, body: unknown) => string[] {
  // The document is not itself a schema: unknown keywords (paths, info, …) are not errors.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return (method, path, status, body) => {
    const operation = document.paths[path]?.[method === 'GET' ? 'get' : 'post'];
    if (!operation) return [`${method} ${path} is not in the document`];
    const responses = operation.responses as Record<string, { $ref?: string } | undefined>;
    const response = responses[String(status)];
    if (!response) return [`${method} ${path} documents no HTTP ${String(status)} answer`];
    // A shared answer (401, 429, …) is a reference to components/responses.
    const pointer = response.$ref === undefined ? `/paths/${pointerPart(path)}/${method.toLowerCase()}/responses/${String(status)}` : response.$ref.slice(1);
    const validate = ajv.getSchema(`${DOCUMENT_ID}#${pointer}/content/application~1json/schema`);
    if (!validate) return [`${method} ${path}: no schema at ${pointer}`];
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${method} ${path} ${String(status)}: ${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
