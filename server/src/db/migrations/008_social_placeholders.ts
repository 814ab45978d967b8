import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Demo blogs used to be seeded with bare site addresses as the blogger's social links; the home
 * page showed them as the blogger's GitHub, Gitee and bilibili pages, leading to no one's page.
 * Values exactly equal to those placeholders are emptied (an empty link is not shown); a link to
 * anyone's own page is longer and stays as it is.
 */
export const SOCIAL_PLACEHOLDERS = {
  github_link: 'https://github.com/',
  git_ee_link: 'https://gitee.com/',
  bilibili_link: 'https://www.bilibili.com/',
} as const;

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const [column, placeholder] of Object.entries(SOCIAL_PLACEHOLDERS)) {
    await sql`update site_config set ${sql.ref(column)} = '' where ${sql.ref(column)} = ${placeholder}`.execute(db);
  }
}
