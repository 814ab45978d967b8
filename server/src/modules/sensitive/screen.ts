import { SENSITIVE_MESSAGES, type SensitivePlace, type SensitivePolicy } from '@blog/contract';
import type { Db } from '../../db/connection';
import { refusal } from '../../platform/errors';
import { buildMatcher, type Matcher } from './matcher';
import { createSensitiveStore, type SensitiveStore } from './store';

const REFUSALS: Record<SensitivePlace, string> = {
  comment: SENSITIVE_MESSAGES.refused,
  message: SENSITIVE_MESSAGES.refused,
  chat: SENSITIVE_MESSAGES.refused,
  nickname: SENSITIVE_MESSAGES.nicknameRefused,
  link: SENSITIVE_MESSAGES.linkRefused,
};

/** Thrown by `screen` when the place refuses a match; HTTP routes answer it as a 温馨提示 refusal. */
export class SensitiveRefusal extends Error {}

interface Loaded {
  version: number;
  matcher: Matcher;
  policy: SensitivePolicy;
}

/**
 * The matcher of one database, built once per list change and shared by every request of the
 * process. Before each check the row's version is read (one indexed row), so a save made by another
 * process is picked up by the next check here; the automaton itself is rebuilt only then.
 */
export function createSensitiveScreen(store: SensitiveStore) {
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  async function current(): Promise<Loaded> {
    const version = await store.version();
    if (loaded && loaded.version === version) return loaded;
    // Concurrent checks after a change share one rebuild.
    loading ??= store
      .read()
      .then((list) => (loaded = { version: list.version, matcher: buildMatcher(list.words), policy: list.policy }))
      .finally(() => (loading = undefined));
    return loading;
  }

  return {
    /** The text to store: unchanged, or masked; throws SensitiveRefusal when the place refuses a match. */
    async screen(place: SensitivePlace, text: string): Promise<string> {
      if (text === '') return text;
      const { matcher, policy } = await current();
      if (policy[place] === 'refuse') {
        if (matcher.has(text)) throw new SensitiveRefusal(REFUSALS[place]);
        return text;
      }
      return matcher.mask(text);
    },
  };
}

export type SensitiveScreen = ReturnType<typeof createSensitiveScreen>;

const screens = new WeakMap<Db, SensitiveScreen>();

/** The process's one screen for this database. */
export function sensitiveScreenOf(db: Db): SensitiveScreen {
  let screen = screens.get(db);
  if (!screen) {
    screen = createSensitiveScreen(createSensitiveStore(db));
    screens.set(db, screen);
  }
  return screen;
}

/**
 * The one call a write path makes: the text to store, or a 温馨提示 refusal (nothing stored).
 * `undefined` passes through, for optional fields.
 */
export async function screenText<T extends string | undefined>(db: Db, place: SensitivePlace, text: T): Promise<T> {
  if (text === undefined) return text;
  try {
    return (await sensitiveScreenOf(db).screen(place, text)) as T;
  } catch (error) {
    throw error instanceof SensitiveRefusal ? refusal(error.message) : error;
  }
}

/** screenText for several fields of one body: `places` names the place of each field to check. */
export async function screenFields<T extends object>(db: Db, places: Partial<Record<keyof T & string, SensitivePlace>>, body: T): Promise<T> {
  const screened: T = { ...body };
  for (const [field, place] of Object.entries(places) as Array<[keyof T & string, SensitivePlace]>) {
    const value = body[field];
    if (typeof value === 'string') screened[field] = (await screenText(db, place, value)) as T[keyof T & string];
  }
  return screened;
}

/** screenText for a caller with its own kind of refusal (the chat socket sends it as tips). */
export async function screenTextOr(db: Db, place: SensitivePlace, text: string, refuse: (message: string) => Error): Promise<string> {
  try {
    return await sensitiveScreenOf(db).screen(place, text);
  } catch (error) {
    throw error instanceof SensitiveRefusal ? refuse(error.message) : error;
  }
}
