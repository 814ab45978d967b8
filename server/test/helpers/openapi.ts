import type { TestServer } from './server';

/** The part of JSON Schema that zod's toJSONSchema writes into the server's OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
}

/** One call of the document: `/api/article/getArticleById/{id}` with GET. */
export interface Operation {
  method: string;
  /** With `{name}` placeholders, as the document writes it. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the call takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/** Every operation the server documents at /api/docs/json. */
export async function loadOperations(server: TestServer): Promise<Operation[]> {
  const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? [])
        .filter((p): p is { in: 'path' | 'query'; name: string; schema?: JsonSchema } => p.in === 'path' || p.in === 'query')
        .map((p) => ({ in: p.in, name: p.name, schema: p.schema ?? {} }));
      operations.push({ method: method.toUpperCase(), path, parameters, body: operation.requestBody?.content['application/json']?.schema });
    }
  }
  return operations;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/**
 * A plausible value for a schema, so that a case which changes one field leaves the others valid
 * and the server goes as deep as it can (patterns are not honoured: such a field just fails).
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sampleOf(alternatives[0]!);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part) as object));
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
      return '测试内容'.padEnd(schema.minLength ?? 0, '字');
    default:
      return 1;
  }
}

/** The body's top-level fields (an intersection's parts merged), the ones a case changes one at a time. */
export function bodyFields(schema: JsonSchema): Record<string, JsonSchema> {
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(bodyFields));
  return schema.properties ?? {};
}
