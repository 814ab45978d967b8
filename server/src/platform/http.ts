import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';

/**
 * The shared client always sends `Content-Type: application/json`, also on PUTs without a body
 * (PUT /api/config/addView): an empty JSON body is read as no body instead of a 400.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}

export async function setupHttp(app: FastifyInstance): Promise<void> {
  acceptEmptyJson(app);
  // gzip before brotli: brotli at useful levels costs too much CPU on dynamic JSON.
  await app.register(compress, { global: true, encodings: ['gzip', 'deflate'] });
  // Off by default; routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, { global: false });
}
