import { CODE_THEMES, GUEST_MESSAGE, headCodeProblem, PREVIEW_THEMES, type CodeTheme, type PreviewTheme, type SiteConfig, type SiteSettings } from '@blog/contract';
import { badRequest } from '../../platform/errors';
import { currentSiteTimeZone } from '../../platform/siteTime';
import type { createConfigRepo } from './repo';
import { siteDay } from './siteDay';

export const DEFAULT_BLOG_NAME = '个人博客';

/** A theme name the client knows, or '' (the built-in default) for anything else in the row. */
function knownTheme<T extends string>(value: string | undefined, themes: readonly T[]): T | '' {
  return themes.includes(value as T) ? (value as T) : '';
}

export function createConfigService(repo: ReturnType<typeof createConfigRepo>) {
  /** The site's settings; neutral defaults until the blogger has saved any. */
  async function get(): Promise<SiteConfig> {
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
      qq_group: row?.qq_group ?? '',
      we_chat_group: row?.we_chat_group ?? '',
      default_preview_theme: knownTheme<PreviewTheme>(row?.default_preview_theme, PREVIEW_THEMES),
      default_code_theme: knownTheme<CodeTheme>(row?.default_code_theme, CODE_THEMES),
      site_description: row?.site_description ?? '',
      site_keywords: row?.site_keywords ?? '',
      site_url: row?.site_url ?? '',
      createdAt: row?.created_at ?? new Date(0).toISOString(),
      time_zone: currentSiteTimeZone(),
      icp_number: row?.icp_number ?? '',
      police_number: row?.police_number ?? '',
      footer_text: row?.footer_text ?? '',
      site_start_date: row?.site_start_date ?? '',
      favicon: row?.favicon ?? '',
      head_code: row?.head_code ?? '',
      head_script_hosts: row?.head_script_hosts ?? '',
      ip_region_enabled: row?.ip_region_enabled ?? 1,
      guest_comment_enabled: row?.guest_comment_enabled ?? 0,
      guest_comment_review: row?.guest_comment_review ?? 1,
      guest_avatar_enabled: row?.guest_avatar_enabled ?? 0,
      captcha_guest_comment: row?.captcha_guest_comment ?? 1,
      captcha_guest_message: row?.captcha_guest_message ?? 0,
      captcha_register: row?.captcha_register ?? 0,
    };
  }

  return {
    get,

    /** One page load, counted in the total and in today's row (the site's time zone). */
    addView: () => repo.addView({ blog_name: DEFAULT_BLOG_NAME }, siteDay()),

    /** Saves validated settings (siteSettingsBody); fields left out keep their values. */
    async update(settings: SiteSettings): Promise<SiteConfig> {
      const changes = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as SiteSettings;
      if (changes.head_code !== undefined || changes.head_script_hosts !== undefined) {
        // Either may be saved alone: the code is checked against the hosts it will be served with.
        const saved = await get();
        const problem = headCodeProblem(changes.head_code ?? saved.head_code, changes.head_script_hosts ?? saved.head_script_hosts);
        if (problem) throw badRequest(`头部代码：${problem}`);
      }
      await repo.update(changes);
      return get();
    },
  };
}
