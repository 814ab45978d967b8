import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's lines about each request at `debug` instead of `info`: at the default level a line per
 * visitor request buries the start-up facts (the one-time admin password above all) within minutes.
 * A request that failed while being answered stays an error at every level; errors our handler
 * answers are logged by platform/errors.ts.
 */
export class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}
