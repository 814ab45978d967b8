import type { Rule } from 'antd/es/form';
import {
  CODE_THEMES,
  GUEST_MESSAGE,
  headCodeProblem,
  PREVIEW_THEMES,
  SITE_SETTINGS_FIELDS,
  siteSettingsBody,
  type SiteConfig,
  type SiteSettings,
  type SiteSettingsBody,
  type SiteSettingsField,
} from '@blog/contract';
import { problemRule, schemaProblem } from '../shared/schemaRule';

/** What the form holds: the settings as saved, with the guest switch as a boolean. */
export type SettingsFormValues = Omit<Required<SiteSettings>, 'allow_guest_message'> & { allow_guest_message: boolean };

/** A 0/1 switch as the contract takes it (anything but 1 is off). */
const onOff = (value: number | undefined): 0 | 1 => (value === 1 ? 1 : 0);

/** The form's start: the site's current settings. */
export function toFormValues(config: SiteConfig): SettingsFormValues {
  return {
    blog_name: config.blog_name,
    blog_avatar: config.blog_avatar,
    avatar_bg: config.avatar_bg,
    personal_say: config.personal_say,
    blog_notice: config.blog_notice,
    github_link: config.github_link,
    git_ee_link: config.git_ee_link,
    bilibili_link: config.bilibili_link,
    qq_link: config.qq_link,
    we_chat_link: config.we_chat_link,
    qq_group: config.qq_group,
    we_chat_group: config.we_chat_group,
    site_description: config.site_description,
    site_keywords: config.site_keywords,
    site_url: config.site_url,
    allow_guest_message: config.allow_guest_message !== GUEST_MESSAGE.refused,
    default_preview_theme: config.default_preview_theme,
    default_code_theme: config.default_code_theme,
    icp_number: config.icp_number,
    police_number: config.police_number,
    footer_text: config.footer_text,
    site_start_date: config.site_start_date,
    favicon: config.favicon,
    head_script_hosts: config.head_script_hosts,
    head_code: config.head_code,
    ip_region_enabled: onOff(config.ip_region_enabled),
    guest_comment_enabled: onOff(config.guest_comment_enabled),
    guest_comment_review: onOff(config.guest_comment_review),
    guest_avatar_enabled: onOff(config.guest_avatar_enabled),
    captcha_guest_comment: onOff(config.captcha_guest_comment),
    captcha_guest_message: onOff(config.captcha_guest_message),
    captcha_register: onOff(config.captcha_register),
  };
}

/** PUT /api/config/update's body: every field, so the save is exactly what the form shows. */
export function toRequestBody(values: SettingsFormValues): SiteSettingsBody {
  return { ...values, allow_guest_message: values.allow_guest_message ? GUEST_MESSAGE.allowed : GUEST_MESSAGE.refused };
}

/** The contract's first message for one field's value, or null when the server would take it. */
export function settingsFieldProblem(field: SiteSettingsField, value: unknown): string | null {
  const schema = siteSettingsBody.shape[field];
  const formValue = field === 'allow_guest_message' && typeof value === 'boolean' ? (value ? GUEST_MESSAGE.allowed : GUEST_MESSAGE.refused) : value;
  return schemaProblem(schema, formValue);
}

/** antd rules checking a field with the same schema the server uses, so both say the same words. */
export function settingsRules(field: SiteSettingsField): Rule[] {
  return [problemRule((value) => settingsFieldProblem(field, value))];
}

/**
 * The head code's rule: the contract's check against the script hosts now in the form (the
 * server checks the same pair on save), so a refused tag is named before saving.
 */
export function headCodeRules(): Rule[] {
  return [
    ...settingsRules('head_code'),
    ({ getFieldValue }) => ({
      validator: async (_rule: unknown, value: unknown) => {
        const hosts = siteSettingsBody.shape.head_script_hosts.safeParse(getFieldValue('head_script_hosts') ?? '');
        const problem = typeof value === 'string' && hosts.success ? headCodeProblem(value.trim(), hosts.data ?? '') : null;
        if (problem) throw new Error(problem);
      },
    }),
  ];
}

/** Every field's problems at once, in antd's `setFields` shape (used when the server still refuses). */
export function settingsFieldErrors(values: SettingsFormValues): { name: SiteSettingsField; errors: string[] }[] {
  return SITE_SETTINGS_FIELDS.flatMap((field) => {
    const problem = settingsFieldProblem(field, values[field]);
    return problem ? [{ name: field, errors: [problem] }] : [];
  });
}

export const PREVIEW_THEME_OPTIONS = [{ value: '', label: '内置默认（default）' }, ...PREVIEW_THEMES.map((theme) => ({ value: theme, label: theme }))];
export const CODE_THEME_OPTIONS = [{ value: '', label: '内置默认（atom）' }, ...CODE_THEMES.map((theme) => ({ value: theme, label: theme }))];
