import type { ExportFilter } from './exportSelection';

/** What one export did, for the CLI's final words and the archive's 导出报告.txt. */
export interface ExportReport {
  articles: number;
  images: number;
  /** Upload addresses used by the articles whose file is not on disk; their links were kept. */
  missingImages: Array<{ address: string; articles: string[] }>;
}

export interface FilterLabels {
  category?: string;
  tag?: string;
}

const STATUS_LABEL = { public: '公开', private: '私密', draft: '草稿', scheduled: '定时发布' } as const;

/** The filter in words: 全部文章, or 分类「技术」、状态「公开」. */
export function describeFilter(filter: ExportFilter, labels: FilterLabels = {}): string {
  const parts: string[] = [];
  if (filter.categoryId !== undefined) parts.push(`分类「${labels.category ?? `#${filter.categoryId}`}」`);
  if (filter.tagId !== undefined) parts.push(`标签「${labels.tag ?? `#${filter.tagId}`}」`);
  if (filter.status !== undefined) parts.push(`状态「${STATUS_LABEL[filter.status]}」`);
  return parts.length === 0 ? '全部文章（不含回收站）' : `${parts.join('、')}（不含回收站）`;
}

/** The text of 导出报告.txt. */
export function reportText(report: ExportReport, filterText: string, exportedAt: Date): string {
  const lines = [
    'Markdown 导出报告',
    '',
    `导出时间：${exportedAt.toISOString()}`,
    `导出范围：${filterText}`,
    `文章：${report.articles} 篇`,
    `图片：${report.images} 张（在 images/ 文件夹中）`,
    `缺失的图片：${report.missingImages.length} 个`,
  ];
  if (report.missingImages.length > 0) {
    lines.push('', '以下图片在服务器上找不到文件，文章中保留了原来的地址：');
    for (const missing of report.missingImages) lines.push(`- ${missing.address}（${missing.articles.join('、')}）`);
  }
  return `${lines.join('\r\n')}\r\n`;
}
