/** How many of something (connections, requests in flight) each client address holds, with a cap. */
export function createAddressCounter(limit: number) {
  const held = new Map<string, number>();
  return {
    /** Counts one more for `key`; false (and nothing counted) when it already holds `limit`. */
    take(key: string): boolean {
      const count = held.get(key) ?? 0;
      if (count >= limit) return false;
      held.set(key, count + 1);
      return true;
    },
    release(key: string): void {
      const count = held.get(key) ?? 0;
      if (count <= 1) held.delete(key);
      else held.set(key, count - 1);
    },
    heldBy: (key: string) => held.get(key) ?? 0,
  };
}
