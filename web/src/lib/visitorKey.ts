import { STORAGE_KEYS } from '@blog/contract';
import { storage } from './storage';

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** An anonymous visitor's stable key, so the server counts one like per visitor. */
export function getVisitorKey(): string {
  const known = storage.get<string>(STORAGE_KEYS.visitorKey);
  if (typeof known === 'string' && known.length >= 8) return known;
  const fresh = randomKey();
  storage.set(STORAGE_KEYS.visitorKey, fresh);
  return fresh;
}
