import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export const DEMO_CATEGORIES = ['前端开发', '后端架构', '数据库', '开发工具', '读书笔记', '生活随笔'] as const;

export const DEMO_TAGS = [
  'TypeScript',
  'React',
  'CSS',
  'Node.js',
  'Go',
  'Rust',
  'Python',
  'SQL',
  'PostgreSQL',
  'SQLite',
  'Linux',
  'Git',
  '性能优化',
  '工程化',
  '阅读',
  '旅行',
  '摄影',
  '效率',
] as const;

/**
 * Ids by name for the given names, inserting the ones that are missing.
 * Existing rows are reused so seeding never collides with categories an admin created.
 */
export async function ensureNamed(
  trx: Kysely<Database>,
  table: 'category' | 'tag',
  names: readonly string[],
  timestamp: string,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing =
    table === 'category'
      ? await trx.selectFrom('category').select(['id', 'category_name as name']).execute()
      : await trx.selectFrom('tag').select(['id', 'tag_name as name']).execute();
  for (const row of existing) ids.set(row.name, row.id);
  const missing = names.filter((name) => !ids.has(name));
  if (missing.length === 0) return ids;
  const stamps = { created_at: timestamp, updated_at: timestamp };
  const inserted =
    table === 'category'
      ? await trx
          .insertInto('category')
          .values(missing.map((name) => ({ category_name: name, ...stamps })))
          .returning(['id', 'category_name as name'])
          .execute()
      : await trx
          .insertInto('tag')
          .values(missing.map((name) => ({ tag_name: name, ...stamps })))
          .returning(['id', 'tag_name as name'])
          .execute();
  for (const row of inserted) ids.set(row.name, row.id);
  return ids;
}
