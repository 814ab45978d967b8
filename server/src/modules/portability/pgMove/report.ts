import type { MoveReport } from './move';

/** Pads to a display width where each CJK character takes two columns, so the table lines up. */
function pad(text: string, width: number, alignRight = false): string {
  const shown = [...text].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 2 : 1), 0);
  const fill = ' '.repeat(Math.max(0, width - shown));
  return alignRight ? fill + text : text + fill;
}

export function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} 秒`;
}

/** The final report: one line per table with both counts and the rows compared. */
export function formatReport(report: MoveReport): string[] {
  const header = [pad('表', 22), pad('源行数', 10, true), pad('目标行数', 10, true), pad('抽查', 6, true), pad('用时', 10, true), '  结果'].join('');
  const lines = [header, '-'.repeat(66)];
  for (const t of report.tables) {
    const result = t.sourceRows === t.targetRows ? '一致' : '不一致';
    lines.push(
      [pad(t.table, 22), pad(String(t.sourceRows), 10, true), pad(String(t.targetRows), 10, true), pad(String(t.sampled), 6, true), pad(seconds(t.milliseconds), 10, true), `  ${result}`].join(''),
    );
  }
  lines.push('-'.repeat(66));
  lines.push(`共 ${report.tables.length} 张表、${report.totalRows} 行，表结构版本 ${report.level}，重建搜索索引 ${report.searchIndexes.length} 个，总用时 ${seconds(report.milliseconds)}。`);
  return lines;
}

/** How to run the site on the moved database; the files stay where they are. */
export function startInstructions(shownUrl: string, dataDir: string, sourceFile: string): string[] {
  const hidden = shownUrl.includes(':***@') ? '，*** 处填入实际密码' : '';
  return [
    '迁移完成。今后用 PostgreSQL 启动站点：',
    `  DATABASE_URL=${shownUrl} npm start`,
    `  （或把这一行 DATABASE_URL=… 写进 .env${hidden}）`,
    `上传的图片、音乐库和密钥仍在数据目录 ${dataDir} 中，PostgreSQL 站点继续使用它们：请保持 DATA_DIR 不变。`,
    `原 SQLite 数据库 ${sourceFile} 没有被修改，可留作备份；迁移之后写入它的内容不会出现在 PostgreSQL 中。`,
  ];
}
