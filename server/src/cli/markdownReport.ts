import { MARKDOWN_TAG_LABELS, type MarkdownImportReport } from '@blog/contract';

const ACTION_LABEL = { create: '新建', update: '更新', skip: '跳过' } as const;

/** The import's report as the command line prints it, in Chinese. */
export function formatReport(report: MarkdownImportReport): string {
  const verb = report.dryRun ? '将' : '已';
  const lines = [
    '',
    `${report.dryRun ? '预览结果（没有写入任何内容）' : '导入完成'}：${verb}新建 ${report.created} 篇，${verb}更新 ${report.updated} 篇，跳过 ${report.skipped.length} 个文件；图片 ${report.images} 张${report.dryRun ? '（未上传）' : ''}；未使用的其他文件 ${report.ignored} 个。`,
  ];
  if (report.downloadImages) {
    lines.push(
      report.dryRun
        ? `外链图片：将下载 ${report.remoteImages} 张（预览不下载）。`
        : `外链图片：已下载 ${report.remoteImages} 张到本站，${report.remoteImagesFailed} 张没有下载（原因见下方提醒，链接保持原样）。`,
    );
  }
  if (report.conversions.length > 0) {
    lines.push('', '转换的 Hexo 标签：');
    for (const { tag, count } of report.conversions) lines.push(`  ${MARKDOWN_TAG_LABELS[tag]}：${count} 处`);
  }
  const moved = report.items.filter((item) => item.oldAddresses.length > 0);
  lines.push('', `旧地址（规则 ${report.permalink.style}：${report.permalink.pattern}）：${verb}建立 ${report.redirects} 个 301 跳转。`);
  for (const item of moved) for (const old of item.oldAddresses) lines.push(`  ${old} → ${item.address}`);
  if (report.skipped.length > 0) {
    lines.push('', '跳过的文件：');
    for (const skip of report.skipped) lines.push(`  ${skip.file}：${skip.reason}`);
  }
  const warned = report.items.filter((item) => item.warnings.length > 0);
  if (warned.length > 0) {
    lines.push('', '需要留意：');
    for (const item of warned) {
      lines.push(`  ${item.file}（${ACTION_LABEL[item.action]}「${item.title}」）`);
      for (const warning of item.warnings) lines.push(`    - ${warning}`);
    }
  }
  return lines.join('\n');
}
