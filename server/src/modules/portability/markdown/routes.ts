import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { MARKDOWN_IMPORT_MAX_BYTES, type MarkdownImportReport } from '@blog/contract';
import { createAuthGuards, currentUserId } from '../../../platform/auth';
import { routeDoc } from '../../../platform/docs';
import { ok } from '../../../platform/envelope';
import { refusal } from '../../../platform/errors';
import type { PortabilityRouteOptions } from '../adminRoutes';
import { importMarkdown } from './importer';
import { sweepPartsWhileRunning } from '../../../platform/uploadInbox';
import { receiveZip, removeZip, zipInbox } from './receiveZip';
import { SourceRefusedError } from './source';
import { openZipSource } from './zipSource';

const tags = ['数据迁移'];
export const MARKDOWN_IMPORT_JOB = 'markdown-import';

/** POST /api/portability/admin/markdown/import: a zip of Markdown files becomes articles, as a job. */
const markdownImportRoutes: FastifyPluginAsync<PortabilityRouteOptions> = async (app, { db, listCache, dataDir, jobs }) => {
  // Only this plugin's route takes a zip body; limits are set per call in receiveZip.
  await app.register(multipart);
  await sweepPartsWhileRunning(app, zipInbox(dataDir));
  const preHandler = createAuthGuards(db).requireAdmin;

  app.post(
    '/admin/markdown/import',
    {
      preHandler,
      // A 200 MB zip may take long on a slow line: the idle limit, not a short overall one.
      config: { bodyTimeout: 'upload' },
      schema: routeDoc({
        tags,
        summary: '导入 Markdown 压缩包（管理员）',
        description: `仅管理员；未登录 401，非管理员 403「权限不足」。multipart：file 为一个 zip（不超过 ${MARKDOWN_IMPORT_MAX_BYTES / 1024 / 1024}MB，否则 413），字段 dryRun（true 只预览，不写入也不上传图片）、onDuplicate（skip|update：与已有文章同名时跳过或更新）、permalinkStyle（hexo|hugo|jekyll，默认 hexo）和 permalinkPattern（原博客的永久链接规则，默认 Hexo 的 :year/:month/:day/:title/）：每篇文章的旧地址按它们和头部的 slug/permalink/url/aliases 算出，导入时建立 301 跳到新地址 /post/<slug>；downloadImages（true 时下载文中和封面的外链图片，经图片管道存到本站并改写链接；只访问公网 http(s) 地址，每张不超过 5MB）。zip 里的 .md/.markdown 文件按 Hexo、Hugo、Jekyll、Halo 和本站导出的头部（YAML、TOML、JSON）读成文章，引用的本地图片经图片管道上传并改写链接；Hexo/Butterfly 标签（note、hideToggle、post_link、codeblock、blockquote、raw、img、link、youtube、iframe、[TOC]）转换为通用 Markdown，其他标签在提醒里写明行号。立即返回任务（kind markdown-import），进度和报告用 GET /api/portability/admin/jobs/:id 查询；报告为 {dryRun, onDuplicate, created, updated, skipped:[{file, line, reason}], items:[{file, title, action: create|update|skip, reason, line, warnings, address, oldAddresses}], images, ignored, downloadImages, remoteImages, remoteImagesFailed, conversions:[{tag, count}], permalink, redirects}。`,
      }),
    },
    async (request) => {
      const authorId = currentUserId(request);
      const upload = await receiveZip(request, dataDir);
      try {
        const job = jobs.start<MarkdownImportReport>(MARKDOWN_IMPORT_JOB, async (progress) => {
          try {
            const source = await openZipSource(upload.file);
            try {
              return await importMarkdown(db, source, {
                dryRun: upload.dryRun,
                onDuplicate: upload.onDuplicate,
                downloadImages: upload.downloadImages,
                permalink: upload.permalink,
                onRedirects: () => app.redirects.changed(),
                authorId,
                dataDir,
                // The admin has no daily budget; the site's quota still holds.
                admitImage: upload.dryRun ? undefined : app.uploadSpace.admission({ kind: 'admin' }),
                progress,
                onWrite: () => listCache.clear(),
                log: (error) => app.log.error(error),
              });
            } finally {
              await source.close();
            }
          } catch (error) {
            if (error instanceof SourceRefusedError) throw refusal(error.message);
            throw error;
          } finally {
            await removeZip(upload.file);
          }
        });
        return ok(job, upload.dryRun ? '预览已开始' : '导入已开始');
      } catch (error) {
        // The job did not start (another import is running): its zip goes now.
        await removeZip(upload.file);
        throw error;
      }
    },
  );
};

export default markdownImportRoutes;
