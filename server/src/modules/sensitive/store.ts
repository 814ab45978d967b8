import { SENSITIVE_ACTIONS, SENSITIVE_PLACES, type SensitivePolicy, type SensitiveSettings } from '@blog/contract';
import type { Db } from '../../db/connection';
import { DEFAULT_SENSITIVE_POLICY, DEFAULT_SENSITIVE_WORDS } from './defaults';

const ROW_ID = 1;

/** A stored policy with a place missing or unknown (an older row) falls back to the default for it. */
function parsePolicy(text: string): SensitivePolicy {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // A row no code of ours could write; the defaults are the safe reading.
  }
  const policy = { ...DEFAULT_SENSITIVE_POLICY };
  for (const place of SENSITIVE_PLACES) {
    const action = stored[place];
    if ((SENSITIVE_ACTIONS as readonly unknown[]).includes(action)) policy[place] = action as SensitivePolicy[typeof place];
  }
  return policy;
}

export interface StoredSensitiveList extends SensitiveSettings {
  /** 0 while the shipped default list applies. */
  version: number;
}

/** The single sensitive_word_list row (migration 013). */
export function createSensitiveStore(db: Db) {
  return {
    /** The cheap call every check makes: one row, one column. */
    async version(): Promise<number> {
      const row = await db.kysely.selectFrom('sensitive_word_list').select('version').where('id', '=', ROW_ID).executeTakeFirst();
      return row?.version ?? 0;
    },

    async read(): Promise<StoredSensitiveList> {
      const row = await db.kysely.selectFrom('sensitive_word_list').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
      if (!row) return { words: [...DEFAULT_SENSITIVE_WORDS], policy: { ...DEFAULT_SENSITIVE_POLICY }, updatedAt: null, version: 0 };
      return { words: row.words.split('\n').filter((word) => word.length > 0), policy: parsePolicy(row.policy), updatedAt: row.updated_at, version: row.version };
    },

    /** Replaces the list and policy; the version goes up in the same statement, so racing saves still both count. */
    async save(words: readonly string[], policy: SensitivePolicy): Promise<void> {
      const values = { words: words.join('\n'), policy: JSON.stringify(policy), updated_at: new Date().toISOString() };
      await db.kysely
        .insertInto('sensitive_word_list')
        .values({ id: ROW_ID, version: 1, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet((eb) => ({ ...values, version: eb('sensitive_word_list.version', '+', 1) })))
        .execute();
    },
  };
}

export type SensitiveStore = ReturnType<typeof createSensitiveStore>;
