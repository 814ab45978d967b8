import type { FastifyError, FastifyInstance } from 'fastify';
import { API_CODE, type ApiEnvelope } from '@blog/contract';

/**
 * An error whose message the visitor may read. `statusCode` is the HTTP status, `code` the
 * envelope code: a business refusal is HTTP 200 with code 100 (DESIGN.md §4).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: number = statusCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
/** A refusal the user should read: the client shows it as a 温馨提示 warning. */
export const refusal = (message: string) => new ApiError(200, message, API_CODE.warning);

export const SERVER_ERROR_MESSAGE = '服务端错误，请稍后再试';
export const NOT_FOUND_MESSAGE = '接口没有找到';

/** Chinese text for the client errors Fastify and its plugins raise themselves. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确',
};

function messageForClientError(error: FastifyError, status: number): string {
  if (error.code && frameworkMessages[error.code]) return frameworkMessages[error.code]!;
  if (status === 429) return '请求过于频繁，请稍后再试';
  if (status === 413) return '请求体过大';
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (error instanceof SyntaxError) return '请求体不是合法的 JSON';
  return '请求参数不正确';
}

/** The `{code, message, result: null}` every error answer carries. */
export function errorEnvelope(code: number, message: string): ApiEnvelope<null> {
  return { code, message, result: null };
}

export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorEnvelope(error.code, error.message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // The client's mistake, answered in Chinese: request detail, like the request lines (debug).
      request.log.debug({ err: error }, 'client error');
      return reply.status(status).send(errorEnvelope(status, messageForClientError(error, status)));
    }
    // The stack stays in the log; the visitor only gets a Chinese sentence.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorEnvelope(500, SERVER_ERROR_MESSAGE));
  });
}

/** The JSON 404 of every unknown `/api` and `/wapi` path. */
export function notFoundEnvelope(message = NOT_FOUND_MESSAGE): ApiEnvelope<null> {
  return errorEnvelope(404, message);
}
