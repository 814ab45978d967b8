import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';

/*
 * Page headers are named as the original client names its routes (ORIGINAL-CLIENT-API.md §4): it
 * looks up `route.name` (`Home`, `LinkList`, …) and found nothing under our earlier lower-case
 * names. Each row is renamed; our one resources page becomes the original's two (Front keeps the
 * row, Back gets a copy of its image). A row whose new name is already taken is dropped in favour
 * of the one already there. The site settings' qq_group and we_chat_group columns exist since 006.
 */
export const LEGACY_PAGE_HEADER_ROUTES = {
  home: 'Home',
  archives: 'Archives',
  category: 'Category',
  tag: 'Tag',
  article: 'Article',
  articleList: 'ArticleList',
  photoAlbum: 'PhotoAlbum',
  photos: 'Photos',
  talk: 'Talk',
  link: 'LinkList',
  resources: 'Front',
  siteList: 'SiteList',
  userCenter: 'UserCenter',
  message: 'MessageList',
  messagePublish: 'PublishMessage',
  messageDetail: 'MessageDetail',
  chat: 'Chat',
  notFound: 'NotFound',
} as const;

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const [old, renamed] of Object.entries(LEGACY_PAGE_HEADER_ROUTES)) {
    await sql`delete from page_header where route_name = ${old} and exists (select 1 from page_header other where other.route_name = ${renamed})`.execute(db);
    await sql`update page_header set route_name = ${renamed} where route_name = ${old}`.execute(db);
  }
  await sql`
    insert into page_header (route_name, bg_url, created_at, updated_at)
    select 'Back', bg_url, created_at, updated_at from page_header
    where route_name = 'Front' and not exists (select 1 from page_header other where other.route_name = 'Back')`.execute(db);
}
