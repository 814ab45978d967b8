import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES, SITE_SETTINGS_FIELDS, SITE_SETTINGS_MESSAGES, type SiteConfig } from '@blog/contract';
import { settingsFieldErrors, settingsFieldProblem, settingsRules, toFormValues, toRequestBody } from '@/admin/settings/settingsForm';

const CONFIG: SiteConfig = {
  blog_name: '小张的博客',
  blog_avatar: `/uploads/img/${'a'.repeat(64)}.webp`,
  avatar_bg: '',
  personal_say: '慢慢写',
  blog_notice: '',
  qq_link: '12345',
  we_chat_link: '',
  github_link: 'https://github.com/zhang',
  git_ee_link: '',
  bilibili_link: '',
  view_time: 99,
  allow_guest_message: 2,
  qq_group: '',
  we_chat_group: '',
  default_preview_theme: 'github',
  default_code_theme: '',
  site_description: '',
  site_keywords: '',
  site_url: 'https://blog.example.com',
  createdAt: '2024-01-01T00:00:00.000Z',
  time_zone: 'Asia/Shanghai',
  icp_number: '',
  police_number: '',
  footer_text: '',
  site_start_date: '',
  favicon: '',
  head_code: '',
  head_script_hosts: '',
  ip_region_enabled: 1,
  guest_comment_enabled: 0,
  guest_comment_review: 1,
  guest_avatar_enabled: 0,
  captcha_guest_comment: 1,
  captcha_guest_message: 0,
  captcha_register: 0,
};

describe('网站设置表单', () => {
  it('表单值与接口互相转换：访客留言开关是布尔值，计数和时间不进表单', () => {
    const values = toFormValues(CONFIG);
    expect(values.allow_guest_message).toBe(false);
    expect(Object.keys(values).sort()).toEqual([...SITE_SETTINGS_FIELDS].sort());
    const body = toRequestBody({ ...values, allow_guest_message: true });
    expect(body.allow_guest_message).toBe(1);
    expect(toRequestBody(values).allow_guest_message).toBe(2);
    expect(body).not.toHaveProperty('view_time');
  });

  it('每个字段用合同里的规则检查，给出与服务端相同的中文提示', () => {
    const cases: [Parameters<typeof settingsFieldProblem>[0], unknown, string][] = [
      ['blog_name', '   ', SITE_SETTINGS_MESSAGES.blogNameMissing],
      ['blog_name', '名'.repeat(56), SITE_SETTINGS_MESSAGES.blogNameTooLong],
      ['blog_avatar', 'javascript:alert(1)', SITE_MESSAGES.imageInvalid],
      ['qq_group', '/uploads/img/../x.webp', SITE_MESSAGES.imageInvalid],
      ['personal_say', '说'.repeat(256), SITE_SETTINGS_MESSAGES.personalSayTooLong],
      ['blog_notice', '告'.repeat(1001), SITE_SETTINGS_MESSAGES.noticeTooLong],
      ['github_link', 'github.com/zhang', `GitHub 地址${SITE_MESSAGES.urlInvalid}`],
      ['site_url', 'https://example.com/blog', SITE_MESSAGES.siteUrlInvalid],
      ['site_keywords', '词'.repeat(201), SITE_SETTINGS_MESSAGES.keywordsTooLong],
      ['default_code_theme', 'monokai', SITE_SETTINGS_MESSAGES.codeThemeInvalid],
    ];
    for (const [field, value, message] of cases) expect({ field, problem: settingsFieldProblem(field, value) }).toEqual({ field, problem: message });
  });

  it('合格的值没有提示：空字符串、本站图片、外部图片、带结尾斜杠的网址、开关', () => {
    expect(settingsFieldProblem('blog_avatar', '')).toBeNull();
    expect(settingsFieldProblem('blog_avatar', '/uploads/seed/avatar.webp')).toBeNull();
    expect(settingsFieldProblem('avatar_bg', 'https://img.example.com/bg.jpg')).toBeNull();
    expect(settingsFieldProblem('site_url', 'https://example.com/')).toBeNull();
    expect(settingsFieldProblem('qq_link', '12345678')).toBeNull();
    expect(settingsFieldProblem('allow_guest_message', false)).toBeNull();
    expect(settingsFieldProblem('default_preview_theme', '')).toBeNull();
    expect(settingsFieldErrors(toFormValues(CONFIG))).toEqual([]);
  });

  it('antd 规则拒绝时带着那条提示，通过时不报错', async () => {
    const [rule] = settingsRules('bilibili_link');
    const validator = (rule as { validator: (rule: unknown, value: unknown) => Promise<void> }).validator;
    await expect(validator({}, 'ftp://bilibili.com')).rejects.toThrow(`哔哩哔哩地址${SITE_MESSAGES.urlInvalid}`);
    await expect(validator({}, 'https://space.bilibili.com/1')).resolves.toBeUndefined();
  });

  it('一次列出所有不合格的字段（服务端仍拒绝时标到表单上）', () => {
    const values = { ...toFormValues(CONFIG), blog_name: '', github_link: 'nope' };
    expect(settingsFieldErrors(values)).toEqual([
      { name: 'blog_name', errors: [SITE_SETTINGS_MESSAGES.blogNameMissing] },
      { name: 'github_link', errors: [`GitHub 地址${SITE_MESSAGES.urlInvalid}`] },
    ]);
  });
});
