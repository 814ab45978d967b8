import type { FastifyPluginAsync } from 'fastify';
import { MARKDOWN_EXPORT_MESSAGES, MARKDOWN_EXPORT_REPORT_FILE, markdownExportQuery, type MarkdownExportPreview } from '@blog/contract';
import { createAuthGuards } from '../../../platform/auth';
import { routeDoc } from '../../../platform/docs';
import { ok } from '../../../platform/envelope';
import { refusal } from '../../../platform/errors';
import { validate } from '../../../platform/validate';
import { siteDay } from '../../config/siteDay';
import type { PortabilityRouteOptions } from '../adminRoutes';
import { createMarkdownArchive } from './exportArchive';
import { countExportArticles, type ExportFilter } from './exportSelection';

const tags = ['数据迁移'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const filterText =
  'categoryId（分类编号）、tagId（标签编号）、status（public 公开、private 私密、draft 草稿）都可省略或为空，给出的同时生效；回收站里的文章不导出。参数不合法时 400 和中文原因。';

/** The query's filter; empty fields do not filter. */
function filterOf(query: unknown): ExportFilter {
  const { categoryId, tagId, status } = validate(markdownExportQuery, query ?? {});
  return { categoryId, tagId, status };
}

/** RFC 6266: an ASCII fallback name for old clients and the real (Chinese) name UTF-8 encoded. */
export function attachmentHeader(fileName: string, asciiFallback: string): string {
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Markdown export under /api/portability/admin/markdown (DESIGN.md §10). */
const markdownExportRoutes: FastifyPluginAsync<PortabilityRouteOptions> = async (app, { db, dataDir }) => {
  const preHandler = createAuthGuards(db).requireAdmin;

  app.get(
    '/admin/markdown/export/preview',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: 'Markdown 导出会包含多少篇文章（管理员）',
        description: `${adminOnly}${filterText}result 为 {count}。`,
        querystring: markdownExportQuery,
      }),
    },
    async (request) => {
      const preview: MarkdownExportPreview = { count: await countExportArticles(db, filterOf(request.query)) };
      return ok(preview);
    },
  );

  app.get(
    '/admin/markdown/export',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '把文章导出为 Markdown 压缩包（管理员）',
        description: `${adminOnly}${filterText}答复为 application/zip 下载：每篇文章一个 .md 文件（YAML front matter：title、date、updated、categories、tags、cover、description、status、draft、type、origin_url、top、top_order），文章用到的本站图片放在 images/ 并改为相对地址，根目录的 ${MARKDOWN_EXPORT_REPORT_FILE} 列出数量和找不到文件的图片。没有符合条件的文章时答复 code 100「${MARKDOWN_EXPORT_MESSAGES.empty}」，不生成空压缩包。`,
        querystring: markdownExportQuery,
      }),
    },
    async (request, reply) => {
      const filter = filterOf(request.query);
      if ((await countExportArticles(db, filter)) === 0) throw refusal(MARKDOWN_EXPORT_MESSAGES.empty);
      const day = siteDay();
      const archive = createMarkdownArchive({ db, dataDir, filter });
      archive.report.catch((error: unknown) => request.log.error({ err: error }, 'markdown export failed'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentHeader(`博客文章-${day}.zip`, `blog-articles-${day}.zip`))
        .header('cache-control', 'no-store')
        .send(archive.stream);
    },
  );
};

export default markdownExportRoutes;
