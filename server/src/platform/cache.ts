/**
 * A small in-memory cache for hot read-only answers (the home list is fetched by every visitor).
 * Writers in this process call clear(), so a single server always answers exactly what the
 * database holds; the TTL bounds how stale an answer can be when several processes share one
 * PostgreSQL database and another process did the write.
 */
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): ReadCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  let generation = 0;

  return {
    async get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const startedIn = generation;
      const value = load();
      entries.set(key, { value, expires: now + ttlMs });
      try {
        return await value;
      } catch (error) {
        entries.delete(key);
        throw error;
      } finally {
        // A write that happened while loading may not be in this answer: do not keep it.
        if (startedIn !== generation) entries.delete(key);
      }
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
