import { API_CODE, type ApiEnvelope } from '@blog/contract';

export function ok<T>(result: T, message = '成功'): ApiEnvelope<T> {
  return { code: API_CODE.success, message, result };
}
