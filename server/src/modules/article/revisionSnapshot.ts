import { articleWriteBody, type ArticleWrite } from '@blog/contract';
import type { RevisionSnapshot } from './revisionRepo';

/** The settings a revision keeps besides its title and text: every other field of the write body. */
const SETTING_KEYS = ['article_description', 'article_cover', 'category_name', 'tag_names', 'status', 'type', 'origin_url', 'is_top', 'top_order', 'slug'] as const;

export function snapshotOf(write: ArticleWrite): RevisionSnapshot {
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) settings[key] = write[key];
  return { title: write.article_title, content: write.article_content, settings };
}

/**
 * An autosave's settings as the editor sent them, keeping only the known fields with plain values
 * (a draft in progress need not pass the write rules yet).
 */
export function looseSettings(raw: Record<string, unknown>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = raw[key];
    if (typeof value === 'string' || typeof value === 'number') settings[key] = value;
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) settings[key] = value.slice(0, 50);
  }
  return settings;
}

/**
 * A revision as a write body again (恢复此版本). The address is left as it is now (slug ''): a
 * restored text must not move a page that links and search engines know. Null with the first
 * reason when the revision no longer passes the write rules (an autosave of half a draft).
 */
export function writeOfRevision(title: string, content: string, settingsJson: string): { ok: true; write: ArticleWrite } | { ok: false; message: string } {
  let settings: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(settingsJson);
    if (parsed && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    // An unreadable record restores title and text with default settings.
  }
  const parsed = articleWriteBody.safeParse({ ...looseSettings(settings), article_title: title, article_content: content, slug: '' });
  return parsed.success ? { ok: true, write: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? '这个历史版本无法恢复' };
}
