import { useCallback, useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { SITE_CHROME_LIMITS, SITE_SETTINGS_LIMITS, type LinkOriginInfo, type SiteConfig, type SiteSettingsField } from '@blog/contract';
import { LoadFailed } from '@/components/LoadFailed';
import { useSiteStore } from '@/features/site/siteStore';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { getLinkOrigin, getSiteSettings, saveSiteSettings } from './api';
import { uploadFavicon } from './faviconApi';
import { ImageField } from '../shared/ImageField';
import {
  CODE_THEME_OPTIONS,
  headCodeRules,
  PREVIEW_THEME_OPTIONS,
  settingsFieldErrors,
  settingsRules,
  toFormValues,
  toRequestBody,
  type SettingsFormValues,
} from './settingsForm';
import { SiteUrlNotice } from './SiteUrlNotice';
import styles from './Settings.module.css';
import { UploadQuotaCard } from './UploadQuotaCard';
import { DemoContentCard } from './DemoContentCard';

type Loaded = { status: 'loading' } | { status: 'ready'; config: SiteConfig; linkOrigin: LinkOriginInfo | null } | { status: 'failed' };

/** One form field: its label and the contract's rule for it. */
function field(name: SiteSettingsField, label: string) {
  return { name, label, rules: settingsRules(name) };
}

/** The address links use while no public URL is set; null when it could not be read (the form still works). */
/** A 0/1 setting shown as a switch: checked when 1, saved as 1 or 0. */
const switchProps = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 1 }),
  normalize: (checked: unknown) => (checked ? 1 : 0),
} as const;

const readLinkOrigin = () => getLinkOrigin().catch(() => null);

function SettingsForm({ config, linkOrigin: initialOrigin, onSaved }: { config: SiteConfig; linkOrigin: LinkOriginInfo | null; onSaved: (config: SiteConfig) => void }) {
  const [form] = Form.useForm<SettingsFormValues>();
  const [saving, setSaving] = useState(false);
  const [linkOrigin, setLinkOrigin] = useState(initialOrigin);

  const fillInAddress = (origin: string) => {
    form.setFieldValue('site_url', origin);
    void form.validateFields(['site_url']);
    form.scrollToField('site_url', { block: 'center', focus: true });
  };

  const save = async (values: SettingsFormValues) => {
    setSaving(true);
    try {
      const saved = await saveSiteSettings(toRequestBody(values));
      feedback.message.success('保存成功');
      onSaved(saved);
      form.setFieldsValue(toFormValues(saved));
      setLinkOrigin(await readLinkOrigin());
    } catch (error) {
      // The form checks what the server checks; should they ever differ, mark the fields too.
      form.setFields(settingsFieldErrors(values));
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<SettingsFormValues>
      form={form}
      layout="vertical"
      name="site-settings"
      initialValues={toFormValues(config)}
      onFinish={save}
      onFinishFailed={() => feedback.message.error('有设置没有填对，请按红字提示修改')}
      scrollToFirstError
      className={styles.form}
    >
      {linkOrigin && <SiteUrlNotice linkOrigin={linkOrigin} onUseHere={fillInAddress} />}
      <Card size="small" title="基本信息">
        <Form.Item {...field('blog_name', '博客名称')} required>
          <Input maxLength={SITE_SETTINGS_LIMITS.blogNameMax} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item {...field('blog_avatar', '博主头像')}>
          <ImageField what="头像" />
        </Form.Item>
        <Form.Item {...field('avatar_bg', '头像背景')} extra="首页博主卡片的背景图">
          <ImageField what="头像背景" shape="wide" />
        </Form.Item>
        <Form.Item {...field('personal_say', '个性签名')}>
          <Input maxLength={SITE_SETTINGS_LIMITS.personalSayMax} showCount />
        </Form.Item>
        <Form.Item {...field('blog_notice', '网站公告')} extra="显示在首页侧栏的公告卡片里，换行会保留">
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={SITE_SETTINGS_LIMITS.noticeMax} showCount />
        </Form.Item>
      </Card>

      <Card size="small" title="社交链接" extra={<span className={styles.hint}>留空则不显示</span>}>
        <Form.Item {...field('github_link', 'GitHub')}>
          <Input placeholder="https://github.com/你的用户名" inputMode="url" />
        </Form.Item>
        <Form.Item {...field('git_ee_link', 'Gitee')}>
          <Input placeholder="https://gitee.com/你的用户名" inputMode="url" />
        </Form.Item>
        <Form.Item {...field('bilibili_link', '哔哩哔哩')}>
          <Input placeholder="https://space.bilibili.com/你的编号" inputMode="url" />
        </Form.Item>
        <Form.Item {...field('qq_link', 'QQ')} extra="QQ 号，或以 http(s) 开头的链接">
          <Input maxLength={SITE_SETTINGS_LIMITS.linkMax} />
        </Form.Item>
        <Form.Item {...field('we_chat_link', '微信')} extra="微信号，或以 http(s) 开头的链接">
          <Input maxLength={SITE_SETTINGS_LIMITS.linkMax} />
        </Form.Item>
        <Form.Item {...field('qq_group', 'QQ 群二维码')}>
          <ImageField what="QQ 群二维码" />
        </Form.Item>
        <Form.Item {...field('we_chat_group', '微信群二维码')}>
          <ImageField what="微信群二维码" />
        </Form.Item>
      </Card>

      <Card size="small" title="搜索引擎">
        <Form.Item {...field('site_description', '网站描述')} extra="没有自己描述的页面用它作搜索结果里的摘要">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={SITE_SETTINGS_LIMITS.descriptionMax} showCount />
        </Form.Item>
        <Form.Item {...field('site_keywords', '关键词')} extra="用逗号分隔，例如：前端,React,生活">
          <Input maxLength={SITE_SETTINGS_LIMITS.keywordsMax} showCount />
        </Form.Item>
        <Form.Item {...field('site_url', '网站地址')} extra="访客访问本站用的地址，只填协议和域名，例如 https://example.com；用于规范链接、站点地图、订阅，以及友链申请和文章版权声明里的本站地址；不填时用访客打开网页的地址">
          <Input placeholder="https://example.com" inputMode="url" />
        </Form.Item>
      </Card>

      <Card size="small" title="页脚与页头" extra={<span className={styles.hint}>留空则不显示</span>}>
        <Form.Item {...field('icp_number', 'ICP 备案号')} extra="显示在页脚，按规定链接到 beian.miit.gov.cn，例如：京ICP备12345678号-1">
          <Input maxLength={SITE_CHROME_LIMITS.icpMax} autoComplete="off" />
        </Form.Item>
        <Form.Item {...field('police_number', '公安备案号')} extra="显示在页脚，链接到全国互联网安全管理服务平台的查询页，例如：京公网安备 11010502030143号">
          <Input maxLength={SITE_CHROME_LIMITS.policeMax} autoComplete="off" />
        </Form.Item>
        <Form.Item {...field('footer_text', '页脚文字')} extra="纯文字，换行会保留">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={SITE_CHROME_LIMITS.footerTextMax} showCount />
        </Form.Item>
        <Form.Item {...field('site_start_date', '建站日期')} extra="页脚显示「本站已运行 N 天」，格式 YYYY-MM-DD">
          <Input placeholder="2024-01-31" maxLength={10} autoComplete="off" />
        </Form.Item>
        <Form.Item {...field('favicon', '网站图标')} extra="浏览器标签页上的小图标，后台也用它；上传 ICO（原样保存）或 PNG/JPG/WEBP/GIF（会转成 WEBP），建议正方形。SVG 可能带脚本，不支持，请先导出成 PNG；不设置用内置图标">
          <ImageField what="网站图标" accept=".ico,image/x-icon,image/vnd.microsoft.icon,image/png,image/jpeg,image/webp,image/gif" upload={uploadFavicon} />
        </Form.Item>
        <Form.Item {...field('head_script_hosts', '允许的脚本域名')} extra="头部代码里脚本所在的域名，用空格或逗号分隔，例如 hm.baidu.com；这些域名会加进网页的内容安全策略（CSP）">
          <Input placeholder="hm.baidu.com" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="head_code"
          label="头部代码（统计、站点验证）"
          rules={headCodeRules()}
          dependencies={['head_script_hosts']}
          extra="只接受 <meta name=… content=…> 和 <script src=&quot;https://…&quot; async></script>（域名须在上面列出）；不接受内联脚本、onload 等事件属性和其他标签，以免削弱网页的安全策略"
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={SITE_CHROME_LIMITS.headCodeMax}
            spellCheck={false}
            placeholder={'<meta name="baidu-site-verification" content="codeva-xxxx">\n<script src="https://hm.baidu.com/hm.js?xxxx" async></script>'}
          />
        </Form.Item>
      </Card>

      <Card size="small" title="评论与人机验证">
        <Form.Item {...field('guest_comment_enabled', '允许游客评论')} {...switchProps} extra="开启后未登录的访客填昵称即可评论（邮箱、网址可不填，邮箱从不公开）；关闭时评论需要登录">
          <Switch checkedChildren="允许" unCheckedChildren="不允许" />
        </Form.Item>
        <Form.Item {...field('guest_comment_review', '游客评论先审核')} {...switchProps} extra="开启时游客的评论进入「评论」里的待审核，通过后才对所有人显示（写评论的人自己看得到）；关闭则直接显示">
          <Switch checkedChildren="待审核" unCheckedChildren="直接显示" />
        </Form.Item>
        <Form.Item {...field('guest_avatar_enabled', '游客头像（Cravatar）')} {...switchProps} extra="按游客邮箱的哈希从 cravatar.cn 显示头像；开启后访客的浏览器会向 cravatar.cn 发请求">
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item {...field('ip_region_enabled', '显示 IP 属地')} {...switchProps} extra="评论、回复和留言显示写下时的省份（国外为国家），由本机离线数据库查出；只保存属地，不保存 IP 地址">
          <Switch checkedChildren="显示" unCheckedChildren="不显示" />
        </Form.Item>
        <Form.Item {...field('captcha_guest_comment', '游客评论人机验证')} {...switchProps} extra="浏览器先算一道工作量证明题（约零点几秒，不请求第三方服务）">
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item {...field('captcha_guest_message', '游客留言人机验证')} {...switchProps}>
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item {...field('captcha_register', '注册人机验证')} {...switchProps}>
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
      </Card>

      <Card size="small" title="访客">
        <Form.Item {...field('allow_guest_message', '允许未登录访客留言')} valuePropName="checked" extra="关闭后只有登录的用户可以在留言板留言">
          <Switch checkedChildren="允许" unCheckedChildren="不允许" />
        </Form.Item>
        <Form.Item {...field('default_preview_theme', '文章默认预览主题')} extra="读者自己没有选过主题时使用">
          <Select options={PREVIEW_THEME_OPTIONS} />
        </Form.Item>
        <Form.Item {...field('default_code_theme', '文章默认代码主题')} extra="读者自己没有选过主题时使用">
          <Select options={CODE_THEME_OPTIONS} />
        </Form.Item>
      </Card>

      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Button htmlType="button" onClick={() => form.resetFields()} disabled={saving}>
          撤销修改
        </Button>
      </div>
    </Form>
  );
}

/** 网站设置 (DESIGN.md §8): what every visitor sees of the site, saved for all at once. */
export default function SettingsPage() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    Promise.all([getSiteSettings(), readLinkOrigin()]).then(
      ([config, linkOrigin]) => setLoaded({ status: 'ready', config, linkOrigin }),
      () => setLoaded({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);

  // The visitor pages of this tab (header, author card, notice) show the saved settings at once.
  const onSaved = useCallback((config: SiteConfig) => useSiteStore.setState({ config }), []);

  if (loaded.status === 'failed') return <LoadFailed title="网站设置加载失败" onRetry={load} />;
  if (loaded.status === 'loading') return <Skeleton active paragraph={{ rows: 10 }} />;
  return (
    <>
      <SettingsForm config={loaded.config} linkOrigin={loaded.linkOrigin} onSaved={onSaved} />
      <UploadQuotaCard />
      <DemoContentCard />
    </>
  );
}
