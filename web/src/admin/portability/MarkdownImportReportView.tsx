import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Segmented from 'antd/es/segmented';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { MARKDOWN_TAG_LABELS, type MarkdownImportAction, type MarkdownImportItem, type MarkdownImportReport } from '@blog/contract';

const ACTION: Record<MarkdownImportAction, { label: string; color: string }> = {
  create: { label: '新建', color: 'green' },
  update: { label: '更新', color: 'blue' },
  skip: { label: '跳过', color: 'default' },
};

type Filter = 'all' | MarkdownImportAction | 'warned';

/** Why a file was skipped, then each warning, one per line. */
function Notes({ item }: { item: MarkdownImportItem }) {
  return (
    <>
      {item.reason && (
        <div>
          <Typography.Text type="danger">{item.reason}</Typography.Text>
        </div>
      )}
      {item.warnings.map((warning) => (
        <div key={warning}>
          <Typography.Text type="warning">{warning}</Typography.Text>
        </div>
      ))}
    </>
  );
}

/** 旧地址 → 新地址, one line each old address. */
function Addresses({ item }: { item: MarkdownImportItem }) {
  if (item.oldAddresses.length === 0) return <Typography.Text type="secondary">{item.address || '—'}</Typography.Text>;
  return (
    <>
      {item.oldAddresses.map((old) => (
        <div key={old} style={{ wordBreak: 'break-all' }}>
          {old} → {item.address}
        </div>
      ))}
    </>
  );
}

const titleOf = (item: MarkdownImportItem) => item.title || <Typography.Text type="secondary">（无标题）</Typography.Text>;

/** Wide screens get a column each; a phone gets one column with everything stacked, no sideways scroll. */
const columns: ColumnsType<MarkdownImportItem> = [
  { title: '操作', dataIndex: 'action', width: 72, render: (action: MarkdownImportAction) => <Tag color={ACTION[action].color}>{ACTION[action].label}</Tag> },
  { title: '文件', dataIndex: 'file', width: '20%', responsive: ['sm'], render: (file: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{file}</Typography.Text> },
  { title: '标题', key: 'title', width: '18%', responsive: ['sm'], render: (_: unknown, item) => titleOf(item) },
  { title: '旧地址 → 新地址', key: 'addresses', width: '28%', responsive: ['sm'], render: (_: unknown, item) => <Addresses item={item} /> },
  { title: '原因 / 提醒', key: 'notes', responsive: ['sm'], render: (_: unknown, item) => <Notes item={item} /> },
  {
    title: '文件与说明',
    key: 'stacked',
    responsive: ['xs'],
    render: (_: unknown, item) => (
      <>
        <div>{titleOf(item)}</div>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {item.file}
        </Typography.Text>
        <Addresses item={item} />
        <Notes item={item} />
      </>
    ),
  },
];

/** The import's (or preview's) outcome: counts, then every file with what happened to it and why. */
export function MarkdownImportReportView({ report }: { report: MarkdownImportReport }) {
  const [filter, setFilter] = useState<Filter>('all');
  const rows = useMemo(
    () => report.items.filter((item) => filter === 'all' || (filter === 'warned' ? item.warnings.length > 0 : item.action === filter)),
    [report, filter],
  );
  const verb = report.dryRun ? '将' : '已';
  const warned = report.items.filter((item) => item.warnings.length > 0).length;
  const remote = !report.downloadImages
    ? ''
    : report.dryRun
      ? `外链图片将下载 ${report.remoteImages} 张（预览不下载）。`
      : `外链图片已下载 ${report.remoteImages} 张${report.remoteImagesFailed > 0 ? `，${report.remoteImagesFailed} 张没有下载（原因见提醒）` : ''}。`;
  const summary =
    `${verb}新建 ${report.created} 篇，${verb}更新 ${report.updated} 篇，跳过 ${report.skipped.length} 个文件；图片 ${report.images} 张${report.dryRun ? '（预览未上传）' : '已上传'}；` +
    `旧地址 ${report.redirects} 个${verb}建立 301 跳转（规则 ${report.permalink.pattern}）。`;
  return (
    <section aria-label="导入报告">
      <Alert
        type={report.skipped.length > 0 ? 'warning' : 'success'}
        showIcon
        message={report.dryRun ? '预览结果（没有写入任何内容）' : '导入完成'}
        description={
          <>
            <div>{`${summary}${remote}${report.ignored > 0 ? `压缩包里另有 ${report.ignored} 个文件没有用到。` : ''}`}</div>
            {report.conversions.length > 0 && (
              <ul aria-label="转换的 Hexo 标签" style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
                {report.conversions.map(({ tag, count }) => (
                  <li key={tag}>
                    <Typography.Text code>{MARKDOWN_TAG_LABELS[tag]}</Typography.Text>：{count} 处
                  </li>
                ))}
              </ul>
            )}
          </>
        }
        style={{ marginBottom: 12 }}
      />
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        options={[
          { label: `全部 ${report.items.length}`, value: 'all' },
          { label: `新建 ${report.created}`, value: 'create' },
          { label: `更新 ${report.updated}`, value: 'update' },
          { label: `跳过 ${report.skipped.length}`, value: 'skip' },
          { label: `有提醒 ${warned}`, value: 'warned' },
        ]}
      />
      <Table<MarkdownImportItem>
        rowKey="file"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '没有符合条件的文件' }}
      />
    </section>
  );
}
