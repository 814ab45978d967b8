import { loadChunk } from '@/lib/chunks';

/**
 * The body with a freshly solved proof-of-work captcha (`altcha`) when the blogger turned it on
 * for this place; as it is otherwise. The solver loads only when it is needed.
 */
export async function withCaptcha<T extends object>(required: boolean, body: T): Promise<T & { altcha?: string }> {
  if (!required) return body;
  const { captchaPayload } = await loadChunk(() => import('./captcha'));
  return { ...body, altcha: await captchaPayload() };
}
