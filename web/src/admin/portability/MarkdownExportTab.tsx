import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { MARKDOWN_EXPORT_STATUSES, type MarkdownExportStatus } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { unshownMessage } from '@/lib/http';
import { taxonomyApi, type TaxonomyChoice } from '../taxonomy/api';
import { RetryResult } from '../shared/RetryResult';
import { downloadMarkdownExport, previewMarkdownExport, saveBlob, type MarkdownExportFilter } from './exportApi';
import styles from './MarkdownExport.module.css';

const STATUS_LABEL: Record<MarkdownExportStatus, string> = { public: '公开', private: '私密', draft: '草稿', scheduled: '定时发布' };
const STATUS_OPTIONS = MARKDOWN_EXPORT_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] }));

type Scope = 'all' | 'filtered';

const optionsOf = (choices: TaxonomyChoice[] | undefined) => (choices ?? []).map((choice) => ({ value: choice.id, label: choice.name }));

/**
 * Markdown 导出 (DESIGN.md §10): every article, or those of a category / tag / status, as a zip of
 * .md files with front matter and their images, downloaded straight from the server.
 */
export default function MarkdownExportTab() {
  const [scope, setScope] = useState<Scope>('all');
  const [filter, setFilter] = useState<MarkdownExportFilter>({});
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const applied: MarkdownExportFilter = scope === 'all' ? {} : filter;

  const choices = useAsyncData('choices', async () => {
    const [categories, tags] = await Promise.all([taxonomyApi('category').choices(), taxonomyApi('tag').choices()]);
    return { categories, tags };
  });
  const preview = useAsyncData(JSON.stringify(applied), () => previewMarkdownExport(applied));
  const count = preview.data;

  const set = (patch: Partial<MarkdownExportFilter>) => {
    setError(null);
    setFilter((current) => ({ ...current, ...patch }));
  };

  const exportNow = async () => {
    setExporting(true);
    setError(null);
    try {
      const { blob, fileName } = await downloadMarkdownExport(applied);
      saveBlob(blob, fileName);
      feedback.message.success(`已导出 ${count ?? ''} 篇文章：${fileName}`);
    } catch (failure) {
      const message = unshownMessage(failure, '导出失败，请稍后再试');
      if (message) setError(message);
      // The selection may have changed on the server (an article deleted meanwhile).
      preview.reload();
    } finally {
      setExporting(false);
    }
  };

  if (preview.failed && count === undefined) return <RetryResult title="文章数量加载失败" onRetry={preview.reload} />;

  return (
    <section className={styles.panel} aria-label="Markdown 导出">
      <p className={styles.hint}>
        把文章导出为一个 zip 压缩包：每篇文章一个 .md 文件，开头的 front matter 记录标题、日期、分类、标签、封面、摘要、状态和类型；文章里用到的本站图片一起放进
        images 文件夹，链接改成相对地址，外站图片保持原样。回收站里的文章不导出。导出的压缩包可以在「Markdown 导入」里原样导回。
      </p>

      <Radio.Group
        value={scope}
        onChange={(event) => {
          setError(null);
          setScope(event.target.value as Scope);
        }}
        optionType="button"
        buttonStyle="solid"
        aria-label="导出范围"
        options={[
          { value: 'all', label: '全部文章' },
          { value: 'filtered', label: '按条件筛选' },
        ]}
      />

      {scope === 'filtered' && (
        <div className={styles.filters}>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>分类</span>
            <Select
              value={filter.categoryId}
              onChange={(categoryId?: number) => set({ categoryId })}
              options={optionsOf(choices.data?.categories)}
              loading={choices.loading}
              placeholder="全部分类"
              aria-label="分类"
              allowClear
              showSearch
              optionFilterProp="label"
              notFoundContent={choices.failed ? '分类加载失败' : '没有分类'}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>标签</span>
            <Select
              value={filter.tagId}
              onChange={(tagId?: number) => set({ tagId })}
              options={optionsOf(choices.data?.tags)}
              loading={choices.loading}
              placeholder="全部标签"
              aria-label="标签"
              allowClear
              showSearch
              optionFilterProp="label"
              notFoundContent={choices.failed ? '标签加载失败' : '没有标签'}
            />
          </label>
          <label className={styles.field}>
            <span className={styles.fieldLabel}>状态</span>
            <Select
              value={filter.status}
              onChange={(status?: MarkdownExportStatus) => set({ status })}
              options={STATUS_OPTIONS}
              placeholder="全部状态"
              aria-label="状态"
              allowClear
            />
          </label>
        </div>
      )}

      <Spin spinning={preview.loading}>
        {count === 0 ? (
          <Empty description={scope === 'all' ? '还没有文章可以导出' : '没有符合条件的文章，换个条件试试'} />
        ) : (
          <p className={styles.summary} aria-live="polite" data-testid="markdown-export-count">
            将导出<span className={styles.count}>{count ?? '…'}</span>篇文章
          </p>
        )}
      </Spin>

      {error && <Alert type="error" showIcon message={error} closable onClose={() => setError(null)} />}

      <div className={styles.actions}>
        <Button type="primary" icon={<DownloadOutlined aria-hidden />} loading={exporting} disabled={!count || preview.loading} onClick={() => void exportNow()}>
          {exporting ? '正在导出…' : '导出'}
        </Button>
      </div>
    </section>
  );
}
