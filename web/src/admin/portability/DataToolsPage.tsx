import Tabs, { type TabsProps } from 'antd/es/tabs';
import { PageHeader } from '../shared/PageHeader';
import MarkdownImportTab from './MarkdownImportTab';
import MarkdownExportTab from './MarkdownExportTab';
import BackupPanel from './BackupPanel';
import OriginalImportTab from './OriginalImportTab';

/**
 * 导入导出与备份 (DESIGN.md §10): one tab per tool. Each tool's tab lives in its own file in this
 * folder and runs its long work as a server job (useJob, JobProgress).
 */
const TOOLS: TabsProps['items'] = [
  { key: 'markdown-import', label: 'Markdown 导入', children: <MarkdownImportTab /> },
  { key: 'markdown-export', label: 'Markdown 导出', children: <MarkdownExportTab /> },
  { key: 'backup', label: '备份与恢复', children: <BackupPanel /> },
  { key: 'original', label: '从原站导入', children: <OriginalImportTab /> },
];

export default function DataToolsPage() {
  return (
    <>
      <PageHeader title="导入导出与备份" />
      <Tabs items={TOOLS} destroyOnHidden />
    </>
  );
}
