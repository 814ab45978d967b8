import type { CaptchaChallenge } from '@blog/contract';

/*
 * The proof-of-work captcha in the browser (ALTCHA protocol): fetch a challenge, find the number
 * whose SHA-256 with the salt is the challenge, send the base64 JSON back as `altcha`. Our own few
 * lines instead of the altcha widget: the comment box already shows progress, the page loads
 * nothing for it until someone sends a guest comment, and the challenge comes in the API's usual
 * {code, message, result} envelope.
 */

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** The number solving the challenge, or null when none up to maxnumber does (a forged challenge). */
export async function solveCaptcha(challenge: Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxnumber'>): Promise<number | null> {
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if ((await sha256Hex(`${challenge.salt}${n}`)) === challenge.challenge) return n;
  }
  return null;
}

/** A fresh solved challenge as the server takes it; rejects with a Chinese message on failure. */
export async function captchaPayload(): Promise<string> {
  const response = await fetch('/api/captcha/challenge', { cache: 'no-store' });
  if (!response.ok) throw new Error('人机验证加载失败，请重试');
  const challenge = ((await response.json()) as { result: CaptchaChallenge }).result;
  const number = await solveCaptcha(challenge);
  if (number === null) throw new Error('人机验证未通过，请重试');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return btoa(JSON.stringify(payload));
}
