import { beforeAll, expect, it } from 'vitest';
import { SITE_MESSAGES, SITE_SETTINGS_MESSAGES, toSiteDateTime, type SiteConfig, type SiteSettingsBody } from '@blog/contract';
import { describeEachEngine } from './helpers/engines';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { get, put, resultOf } from './helpers/http';
import { useTestServer } from './helpers/server';
import { servedPage, useWebDist } from './helpers/webDist';

const AVATAR = `/uploads/img/${'c'.repeat(64)}.webp`;
const QQ_GROUP = `/uploads/img/${'d'.repeat(64)}.webp`;

const SETTINGS: SiteSettingsBody = {
  blog_name: '  新名字的博客  ',
  blog_avatar: AVATAR,
  avatar_bg: 'https://img.example.com/bg.jpg',
  personal_say: '认真生活',
  blog_notice: '第一行公告\n第二行公告',
  github_link: 'https://github.com/someone',
  git_ee_link: '',
  bilibili_link: 'https://space.bilibili.com/1',
  qq_link: '12345678',
  we_chat_link: 'wx_someone',
  qq_group: QQ_GROUP,
  we_chat_group: '',
  site_description: '一个写代码和生活的地方',
  site_keywords: '博客,前端,生活',
  site_url: 'https://Blog.Example.com/',
  allow_guest_message: 2,
  default_preview_theme: 'github',
  default_code_theme: 'kimbie',
};

describeEachEngine('网站设置', (engine) => {
  const server = useTestServer(engine, { webDistDir: useWebDist() });
  let accounts: AdminAccounts;

  const config = async () => resultOf(await get<SiteConfig>(server, '/api/config'));
  const save = (body: unknown) => put<SiteConfig>(server, '/api/config/update', { body, headers: bearer(accounts.adminToken) });

  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'settings');
  });

  it('空数据库：新字段有默认值', async () => {
    expect(await config()).toMatchObject({
      blog_name: '个人博客',
      qq_group: '',
      we_chat_group: '',
      default_preview_theme: '',
      default_code_theme: '',
      site_description: '',
      site_keywords: '',
      site_url: '',
    });
  });

  it('未登录 401，普通用户 403，什么都不改', async () => {
    await expectAdminOnly(server, [['PUT', '/api/config/update', SETTINGS]], accounts.userToken, config);
  });

  it('每个不合格的字段 → 400 和中文原因，什么都不改', async () => {
    const before = await config();
    const cases: [Partial<Record<keyof SiteSettingsBody, unknown>>, string][] = [
      [{ blog_name: '   ' }, SITE_SETTINGS_MESSAGES.blogNameMissing],
      [{ blog_name: undefined }, SITE_SETTINGS_MESSAGES.blogNameMissing],
      [{ blog_name: '名'.repeat(56) }, SITE_SETTINGS_MESSAGES.blogNameTooLong],
      [{ blog_avatar: 'javascript:alert(1)' }, SITE_MESSAGES.imageInvalid],
      [{ avatar_bg: '/etc/passwd' }, SITE_MESSAGES.imageInvalid],
      [{ qq_group: 'data:image/png;base64,AAAA' }, SITE_MESSAGES.imageInvalid],
      [{ we_chat_group: '/uploads/img/../x.webp' }, SITE_MESSAGES.imageInvalid],
      [{ personal_say: '说'.repeat(256) }, SITE_SETTINGS_MESSAGES.personalSayTooLong],
      [{ blog_notice: '告'.repeat(1001) }, SITE_SETTINGS_MESSAGES.noticeTooLong],
      [{ github_link: 'github.com/someone' }, `GitHub 地址${SITE_MESSAGES.urlInvalid}`],
      [{ git_ee_link: 'javascript:alert(1)' }, `Gitee 地址${SITE_MESSAGES.urlInvalid}`],
      [{ bilibili_link: 'ftp://bilibili.com' }, `哔哩哔哩地址${SITE_MESSAGES.urlInvalid}`],
      [{ qq_link: '1'.repeat(256) }, `QQ ${SITE_SETTINGS_MESSAGES.contactTooLong}`],
      [{ we_chat_link: 'w'.repeat(256) }, `微信 ${SITE_SETTINGS_MESSAGES.contactTooLong}`],
      [{ site_description: '述'.repeat(201) }, SITE_SETTINGS_MESSAGES.descriptionTooLong],
      [{ site_keywords: '词'.repeat(201) }, SITE_SETTINGS_MESSAGES.keywordsTooLong],
      [{ site_url: 'https://example.com/blog' }, SITE_MESSAGES.siteUrlInvalid],
      [{ site_url: 'example.com' }, SITE_MESSAGES.siteUrlInvalid],
      [{ site_url: 'https://example.com/?a=1' }, SITE_MESSAGES.siteUrlInvalid],
      [{ allow_guest_message: 3 }, SITE_SETTINGS_MESSAGES.guestMessageInvalid],
      [{ allow_guest_message: '1' }, SITE_SETTINGS_MESSAGES.guestMessageInvalid],
      [{ default_preview_theme: 'dracula' }, SITE_SETTINGS_MESSAGES.previewThemeInvalid],
      [{ default_code_theme: 'monokai' }, SITE_SETTINGS_MESSAGES.codeThemeInvalid],
    ];
    for (const [change, message] of cases) {
      // Every other field is good: the one bad field alone refuses the whole save.
      const response = await save({ ...SETTINGS, ...change });
      expect({ change, status: response.status, message: response.body.message }).toEqual({ change, status: 400, message });
    }
    expect(await config()).toEqual(before);
    const rows = await server.db.kysely.selectFrom('site_config').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('保存成功：访客接口和下一次打开的页面立即是新设置', async () => {
    const response = await save(SETTINGS);
    expect([response.status, response.body.message]).toEqual([200, SITE_MESSAGES.saved]);
    const expected = {
      ...SETTINGS,
      blog_name: '新名字的博客',
      site_url: 'https://blog.example.com',
    };
    expect(response.body.result).toMatchObject(expected);
    const visible = await config();
    // Visitors get the site's setup date in site time (the console keeps ISO), and the header menu
    // the console arranges on its own screen (菜单): none arranged, the built-in one.
    expect(visible).toEqual({ ...response.body.result, createdAt: toSiteDateTime(response.body.result.createdAt), nav_menu: null });

    const { html, boot } = await servedPage(server, '/home');
    expect(boot.config).toEqual(visible);
    expect(html).toContain('<title>新名字的博客</title>');
    expect(html).toContain('<span class="site-header__brand">新名字的博客</span>');
  });

  it('只传部分字段时其余保持不变；传空字符串清空', async () => {
    const before = await config();
    resultOf(await save({ blog_name: '又改名了', github_link: '', default_code_theme: '' }));
    const after = await config();
    expect(after).toEqual({ ...before, blog_name: '又改名了', github_link: '', default_code_theme: '' });
    expect((await servedPage(server, '/archives')).boot.config.blog_name).toBe('又改名了');
  });

  it('访问量不受保存影响', async () => {
    resultOf(await put(server, '/api/config/addView'));
    const views = (await config()).view_time;
    resultOf(await save({ blog_name: '又改名了' }));
    expect((await config()).view_time).toBe(views);
  });
});
