import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Divider from 'antd/es/divider';
import {
  ARTICLE_LIMITS,
  ARTICLE_STATUS_LABEL,
  ARTICLE_TYPE,
  ARTICLE_TYPE_LABEL,
  type CategoryEntry,
  type CodeTheme,
  type PreviewTheme,
  type TagEntry,
  SLUG_LIMITS,
} from '@blog/contract';
import { useReaderThemes } from '@/features/theme/readerThemes';
import { useSettingsStore } from '@/features/theme/settingsStore';
import type { ArticleDraft, DraftField, FieldErrors } from './articleDraft';
import { CoverField } from './CoverField';
import { PublishSettings } from './PublishSettings';
import { withStatus } from './publishStatus';
import { CategoryPicker, TagPicker } from './TaxonomyPickers';
import styles from './ArticleEditorPage.module.css';

const STATUS_OPTIONS = [1, 2, 3, 4].map((value) => ({ value, label: ARTICLE_STATUS_LABEL[value] }));
const TYPE_OPTIONS = [1, 2, 3].map((value) => ({ value, label: ARTICLE_TYPE_LABEL[value] }));

interface ArticleSettingsPanelProps {
  draft: ArticleDraft;
  onChange: (patch: Partial<ArticleDraft>) => void;
  errors: FieldErrors;
  categories: readonly CategoryEntry[];
  tags: readonly TagEntry[];
  choicesLoading: boolean;
}

/** Everything about the article but its title and text: the side panel on desktop, a drawer on phones. */
export function ArticleSettingsPanel({ draft, onChange, errors, categories, tags, choicesLoading }: ArticleSettingsPanelProps) {
  const { previewTheme, codeTheme } = useReaderThemes();
  const previewThemeList = useSettingsStore((s) => s.previewThemeList);
  const codeThemeList = useSettingsStore((s) => s.codeThemeList);
  const setPreviewTheme = useSettingsStore((s) => s.setPreviewTheme);
  const setCodeTheme = useSettingsStore((s) => s.setCodeTheme);

  const feedbackOf = (field: DraftField) => (errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {});
  const statusOf = (field: DraftField) => (errors[field] ? ('error' as const) : undefined);
  const needsOrigin = draft.type !== ARTICLE_TYPE.original;
  const pinned = draft.is_top === 1;

  return (
    <Form layout="vertical" component="div" className={styles.settings} requiredMark>
      <Form.Item label="分类" htmlFor="article-category" required={draft.status !== 3} {...feedbackOf('category_name')}>
        <CategoryPicker
          id="article-category"
          value={draft.category_name}
          onChange={(category_name) => onChange({ category_name })}
          categories={categories}
          loading={choicesLoading}
          status={statusOf('category_name')}
        />
      </Form.Item>
      <Form.Item label="标签" htmlFor="article-tags" {...feedbackOf('tag_names')}>
        <TagPicker id="article-tags" value={draft.tag_names} onChange={(tag_names) => onChange({ tag_names })} tags={tags} loading={choicesLoading} status={statusOf('tag_names')} />
      </Form.Item>
      <Form.Item label="状态" {...feedbackOf('status')} extra={draft.status === 3 ? '草稿只需标题，不会出现在网站上' : undefined}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={STATUS_OPTIONS}
          value={draft.status}
          onChange={(event) => onChange(withStatus(draft, event.target.value as ArticleDraft['status']))}
          aria-label="文章状态"
        />
      </Form.Item>
      <PublishSettings draft={draft} onChange={onChange} errors={errors} />
      <Form.Item label="类型" {...feedbackOf('type')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={TYPE_OPTIONS}
          value={draft.type}
          onChange={(event) => onChange({ type: event.target.value as ArticleDraft['type'] })}
          aria-label="文章类型"
        />
      </Form.Item>
      {needsOrigin && (
        <Form.Item label="原文链接" htmlFor="article-origin" required {...feedbackOf('origin_url')}>
          <Input
            id="article-origin"
            value={draft.origin_url}
            onChange={(event) => onChange({ origin_url: event.target.value })}
            placeholder="https://"
            inputMode="url"
            autoComplete="off"
            status={statusOf('origin_url')}
          />
        </Form.Item>
      )}
      <Form.Item
        label="链接名"
        htmlFor="article-slug"
        tooltip="文章的地址是 /post/链接名。可以用中文、字母、数字和 - _ ."
        extra={draft.slug ? '改了以后，旧地址会自动 301 跳到新地址' : '留空则保存时由标题生成'}
        {...feedbackOf('slug')}
      >
        <Input
          id="article-slug"
          addonBefore="/post/"
          value={draft.slug}
          onChange={(event) => onChange({ slug: event.target.value })}
          placeholder="由标题生成"
          autoComplete="off"
          maxLength={SLUG_LIMITS.max}
          status={statusOf('slug')}
        />
      </Form.Item>
      <div className={styles.pinRow}>
        <Form.Item label="置顶" htmlFor="article-top">
          <Switch id="article-top" checked={pinned} onChange={(checked) => onChange({ is_top: checked ? 1 : 2 })} checkedChildren="置顶" unCheckedChildren="否" />
        </Form.Item>
        <Form.Item label="置顶顺序" htmlFor="article-top-order" tooltip="数字越小越靠前" {...feedbackOf('top_order')}>
          <InputNumber
            id="article-top-order"
            min={0}
            max={ARTICLE_LIMITS.topOrderMax}
            precision={0}
            value={draft.top_order}
            disabled={!pinned}
            onChange={(value) => onChange({ top_order: typeof value === 'number' ? value : 0 })}
            status={statusOf('top_order')}
          />
        </Form.Item>
      </div>
      <Form.Item label="封面" htmlFor="article-cover" {...feedbackOf('article_cover')}>
        <CoverField id="article-cover" value={draft.article_cover} onChange={(article_cover) => onChange({ article_cover })} />
      </Form.Item>
      <Form.Item label="描述" htmlFor="article-description" {...feedbackOf('article_description')}>
        <Input.TextArea
          id="article-description"
          value={draft.article_description}
          onChange={(event) => onChange({ article_description: event.target.value })}
          placeholder="留空则每次保存时从正文开头自动截取"
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={{ show: true, max: ARTICLE_LIMITS.descriptionMax }}
          status={statusOf('article_description')}
        />
      </Form.Item>
      <Divider plain className={styles.divider}>
        编辑器预览
      </Divider>
      <div className={styles.themeRow}>
        <Form.Item label="预览主题" htmlFor="article-preview-theme">
          <Select<PreviewTheme>
            id="article-preview-theme"
            size="small"
            value={previewTheme}
            onChange={setPreviewTheme}
            options={previewThemeList.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
        <Form.Item label="代码主题" htmlFor="article-code-theme">
          <Select<CodeTheme>
            id="article-code-theme"
            size="small"
            value={codeTheme}
            onChange={setCodeTheme}
            options={codeThemeList.map((value) => ({ value, label: value }))}
          />
        </Form.Item>
      </div>
      <p className={styles.themeNote}>只改变本机的显示（阅读文章时也用它）；网站的默认主题在网站设置里修改。</p>
    </Form>
  );
}
