import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';

/**
 * Routes validate with zod inside the handler (`validate`), so their `schema` only documents
 * the API for OpenAPI: Fastify's own validator is switched off.
 */
export async function setupDocs(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => () => true);
  await app.register(swagger, {
    openapi: {
      info: { title: '个人博客 API', description: '信封 { code, message, result }，code 为 0 表示成功', version: '0.1.0' },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
}

const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' });

export function routeDoc(doc: RouteDoc): FastifySchema {
  // Keys left undefined make Fastify warn about a missing schema, so only set what exists.
  const schema: FastifySchema = { summary: doc.summary, tags: doc.tags };
  if (doc.description) schema.description = doc.description;
  if (doc.params) schema.params = toJsonSchema(doc.params);
  if (doc.body) schema.body = toJsonSchema(doc.body);
  if (doc.querystring) schema.querystring = toJsonSchema(doc.querystring);
  return schema;
}
