/**
 * The "fixed-key symmetric cipher hard-coded in the client" of SPEC.md §9, for the token and the
 * user info kept in browser storage.
 *
 * This is OBFUSCATION, NOT SECURITY: the key ships inside the JavaScript bundle, so anyone who can
 * read the storage can also read the key. It only keeps the token from sitting in plain sight in
 * the storage panel. It stays synchronous (an XOR key stream plus base64) because zustand's persist
 * writes synchronously; WebCrypto would be async. Real protection is the server's expiring JWT.
 */
const FIXED_KEY = 'blog-user-state-2024';

/** FNV-1a: turns the key and a nonce into a 32-bit seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

/** xorshift32 byte stream: the same seed always yields the same stream. */
function keyStream(seed: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    out[i] = state & 0xff;
  }
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return window.btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = window.atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const NONCE_BYTES = 4;
/** Encrypted along with the text, so a value this cipher did not write decrypts to nothing. */
const MARKER = 'us1:';

function xorWith(bytes: Uint8Array, nonce: Uint8Array): Uint8Array {
  const stream = keyStream(seedOf(FIXED_KEY + Array.from(nonce).join('.')), bytes.length);
  return bytes.map((byte, i) => byte ^ (stream[i] ?? 0));
}

/** Empty text stays empty, so "no token" needs no decryption. */
export function encryptText(plain: string): string {
  if (!plain) return '';
  // A random nonce per write: the same token does not always look the same in storage.
  const nonce = new Uint8Array(NONCE_BYTES);
  crypto.getRandomValues(nonce);
  const body = xorWith(new TextEncoder().encode(MARKER + plain), nonce);
  const joined = new Uint8Array(NONCE_BYTES + body.length);
  joined.set(nonce, 0);
  joined.set(body, NONCE_BYTES);
  return toBase64(joined);
}

/** Empty text when `cipher` is empty or not something `encryptText` wrote. */
export function decryptText(cipher: string): string {
  if (!cipher) return '';
  try {
    const joined = fromBase64(cipher);
    if (joined.length <= NONCE_BYTES) return '';
    const nonce = joined.slice(0, NONCE_BYTES);
    const plain = xorWith(joined.slice(NONCE_BYTES), nonce);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text.startsWith(MARKER) ? text.slice(MARKER.length) : '';
  } catch {
    return '';
  }
}
