import { GUEST_MESSAGE, type SiteConfig } from '@blog/contract';
import type { createConfigRepo } from './repo';

const DEFAULT_BLOG_NAME = '个人博客';

export function createConfigService(repo: ReturnType<typeof createConfigRepo>) {
  return {
    /** The site's settings; neutral defaults until the blogger has saved any. */
    async get(): Promise<SiteConfig> {
      const row = await repo.find();
      return {
        blog_name: row?.blog_name ?? DEFAULT_BLOG_NAME,
        blog_avatar: row?.blog_avatar ?? '',
        avatar_bg: row?.avatar_bg ?? '',
        personal_say: row?.personal_say ?? '',
        blog_notice: row?.blog_notice ?? '',
        qq_link: row?.qq_link ?? '',
        we_chat_link: row?.we_chat_link ?? '',
        github_link: row?.github_link ?? '',
        git_ee_link: row?.git_ee_link ?? '',
        bilibili_link: row?.bilibili_link ?? '',
        view_time: row?.view_time ?? 0,
        allow_guest_message: row?.allow_guest_message ?? GUEST_MESSAGE.allowed,
        createdAt: row?.created_at ?? new Date(0).toISOString(),
      };
    },

    addView: () => repo.addView({ blog_name: DEFAULT_BLOG_NAME }),
  };
}
