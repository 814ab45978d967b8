import Tabs, { type TabsProps } from 'antd/es/tabs';
import { PageHeader } from '../shared/PageHeader';
import MarkdownImportTab from './MarkdownImportTab';
import MarkdownExportTab from './MarkdownExportTab';

/**
 * 导入导出与备份 (DESIGN.md §10): one tab per tool. Each tool's tab lives in its own file in this
 * folder and runs its long work as a server job (useJob, JobProgress).
 */
const TOOLS: TabsProps['items'] = [
  { key: 'markdown-import', label: 'Markdown 导入', children: <MarkdownImportTab /> },
  { key: 'markdown-export', label: 'Markdown 导出', children: <MarkdownExportTab /> },
];

export default function DataToolsPage() {
  return (
    <>
      <PageHeader title="导入导出与备份" />
      <Tabs items={TOOLS} destroyOnHidden />
    </>
  );
}
