import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { SITE_PAGE_LIMITS, SITE_PAGE_STATUS, sitePageBody, SLUG_LIMITS, type SitePageAdmin, type SitePageStatus } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { schemaRule } from '../shared/schemaRule';
import { saveSitePage } from './api';

interface PageValues {
  title: string;
  slug: string;
  cover: string;
  status: SitePageStatus;
  commentsEnabled: boolean;
  content: string;
}

interface SitePageModalProps {
  /** The page being edited (with its content); null adds a new one. */
  page: SitePageAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建 / 编辑 a page: the contract's checks as you type, the server's (a slug another page has) on save. */
export function SitePageModal({ page, onClose, onSaved }: SitePageModalProps) {
  const initialValues: PageValues = page
    ? { title: page.title, slug: page.slug, cover: page.cover, status: page.status, commentsEnabled: page.commentsEnabled, content: page.content }
    : { title: '', slug: '', cover: '', status: SITE_PAGE_STATUS.draft, commentsEnabled: true, content: '' };
  return (
    <FormModal<PageValues>
      title={page ? '编辑页面' : '新建页面'}
      okText={page ? '保存' : '创建'}
      width={820}
      initialValues={initialValues}
      discardTitle="放弃没有保存的页面？"
      onSubmit={(values) => saveSitePage(page?.id ?? null, values)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="title" label="标题" rules={[schemaRule(sitePageBody.shape.title)]}>
        <Input placeholder="关于" autoComplete="off" maxLength={SITE_PAGE_LIMITS.titleMax} />
      </Form.Item>
      <Form.Item
        name="slug"
        label="链接名"
        extra="页面地址 /page/链接名；可以用中文。留空则由标题生成。不能是本站自己的地址（home、archives、admin 等）。"
        rules={[schemaRule(sitePageBody.shape.slug)]}
      >
        <Input placeholder="about" autoComplete="off" maxLength={SLUG_LIMITS.max} addonBefore="/page/" />
      </Form.Item>
      <Form.Item name="cover" label="封面" extra="有封面时作为页面顶部的横幅">
        <ImageField what="封面" shape="wide" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group
          options={[
            { value: SITE_PAGE_STATUS.public, label: '公开' },
            { value: SITE_PAGE_STATUS.draft, label: '草稿（访客看不到）' },
          ]}
        />
      </Form.Item>
      <Form.Item name="commentsEnabled" label="评论" valuePropName="checked" extra="关闭后页面下没有评论框，也不能再评论；已有的评论仍在评论管理里">
        <Switch checkedChildren="开启" unCheckedChildren="关闭" aria-label="允许访客评论这个页面" />
      </Form.Item>
      <Form.Item name="content" label="内容（Markdown）" extra="与文章相同的 Markdown：标题、代码、表格、数学公式等" rules={[schemaRule(sitePageBody.shape.content)]}>
        <Input.TextArea rows={14} placeholder={'## 关于我\n\n写点什么……'} style={{ fontFamily: 'var(--font-mono, monospace)' }} />
      </Form.Item>
    </FormModal>
  );
}
