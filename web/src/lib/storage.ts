import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Browser storage codec of SPEC.md §9: values are JSON; when encoding is on, keys and values are
 * URL-encoded then base64-encoded (so Chinese text survives btoa); a stored 0 is kept as plain "0".
 */
export const STORAGE_ENCODING_ON = true;

export function encodeText(text: string): string {
  return window.btoa(encodeURIComponent(text));
}

export function decodeText(encoded: string): string {
  return decodeURIComponent(window.atob(encoded));
}

export function encodeKey(key: string): string {
  return STORAGE_ENCODING_ON ? encodeText(key) : key;
}

export function encodeValue(value: unknown): string {
  if (value === 0) return '0';
  const json = JSON.stringify(value);
  return STORAGE_ENCODING_ON ? encodeText(json) : json;
}

/** Undefined when the raw text is not something this codec wrote. */
export function decodeValue<T>(raw: string): T | undefined {
  if (raw === '0') return 0 as T;
  try {
    return JSON.parse(STORAGE_ENCODING_ON ? decodeText(raw) : raw) as T;
  } catch {
    return undefined;
  }
}

export type StorageArea = 'local' | 'session';

export interface CodecStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}

function areaOf(area: StorageArea): Storage | undefined {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Private mode or blocked cookies can make the storage getters throw.
    return undefined;
  }
}

export function createCodecStorage(area: StorageArea): CodecStorage {
  return {
    get<T>(key: string): T | undefined {
      const raw = areaOf(area)?.getItem(encodeKey(key));
      return raw == null ? undefined : decodeValue<T>(raw);
    },
    set(key, value) {
      try {
        areaOf(area)?.setItem(encodeKey(key), encodeValue(value));
      } catch {
        // A full storage quota must not break the page; the value simply is not remembered.
      }
    },
    remove(key) {
      areaOf(area)?.removeItem(encodeKey(key));
    },
  };
}

export const storage = createCodecStorage('local');
export const sessionStore = createCodecStorage('session');

/** `storage` option of zustand's `persist`: the persisted `{state, version}` goes through the codec. */
export function codecPersistStorage<S>(area: StorageArea = 'local'): PersistStorage<S> {
  const codec = createCodecStorage(area);
  return {
    getItem: (name) => codec.get<StorageValue<S>>(name) ?? null,
    setItem: (name, value) => codec.set(name, value),
    removeItem: (name) => codec.remove(name),
  };
}
