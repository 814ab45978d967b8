import type { Insertable } from 'kysely';
import type { SiteConfigTable } from '../schema';
import { seedImageUrl } from './types';

/**
 * The one site_config row of the demo blog. No social links: the blogger adds their own in the
 * console (an empty one is not shown), rather than links to sites' front pages.
 */
export function demoSiteConfig(timestamp: string): Insertable<SiteConfigTable> {
  return {
    blog_name: '半窗书影',
    blog_avatar: seedImageUrl('avatar'),
    avatar_bg: seedImageUrl('avatar-bg'),
    personal_say: '写代码，也写生活；慢一点，想清楚一点。',
    blog_notice:
      '欢迎来到半窗书影！这里记录前端、后端、数据库与工具的折腾笔记，也有读书和旅行的随笔。文章中的示例代码均可自由使用，发现错误欢迎留言指正。',
    qq_link: '',
    we_chat_link: '',
    github_link: '',
    git_ee_link: '',
    bilibili_link: '',
    view_time: 0,
    created_at: timestamp,
    updated_at: timestamp,
  };
}
