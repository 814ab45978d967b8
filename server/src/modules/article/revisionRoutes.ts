import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import {
  articleAutosaveBody,
  articleBulkBody,
  idParams,
  markdownDiffBody,
  REVISION_LIMITS,
  REVISION_MESSAGES,
  revisionCompareBody,
  revisionRestoreBody,
} from '@blog/contract';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { createBulkEdit } from './bulkEdit';
import type { createRevisionService } from './revisionService';

const tags = ['文章管理'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';

interface RevisionRouteDeps {
  preHandler: preHandlerHookHandler;
  revisions: ReturnType<typeof createRevisionService>;
  bulkEdit: ReturnType<typeof createBulkEdit>;
}

/** 历史版本, server-side drafts and 批量操作 under /api/article (issue 28); all behind requireAdmin. */
export function registerRevisionRoutes(app: FastifyInstance, { preHandler, revisions, bulkEdit }: RevisionRouteDeps): void {
  app.get(
    '/revisions/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '文章的历史版本（管理员）',
        description: `${adminOnly}从新到旧，不含正文：{id, kind: manual 手动保存 | autosave 自动保存 | restore 恢复, title, size 字数, delta 与前一版相比的字数变化, createdAt}。每篇最多保留 ${REVISION_LIMITS.perArticle} 个，最旧的先删。`,
        params: idParams,
      }),
    },
    async (request) => ok(await revisions.list(validate(idParams, request.params).id)),
  );

  app.get(
    '/revision/:id',
    { preHandler, schema: routeDoc({ tags, summary: '一个历史版本的全文（管理员）', description: `${adminOnly}不存在：code 100「${REVISION_MESSAGES.missing}」。`, params: idParams }) },
    async (request) => ok(await revisions.detail(validate(idParams, request.params).id)),
  );

  app.post(
    '/autosave',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '自动保存到服务器（管理员）',
        description: `${adminOnly}编辑器每隔几秒把未保存的修改存为一个“自动保存”版本（紧接着的自动保存合并为一个），文章本身和访客看到的内容不变。stale 为 true 表示文章在 base_updated_at 之后已在别处保存过。`,
        body: articleAutosaveBody,
      }),
    },
    async (request) => {
      const { id, ...body } = validate(articleAutosaveBody, request.body);
      return ok(await revisions.autosave(id, body), '已自动保存');
    },
  );

  app.post(
    '/revision/compare',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '比较两个历史版本（管理员）', description: `${adminOnly}按行比较 Markdown：{parts: [{kind: same|added|removed, text}], added, removed}。`, body: revisionCompareBody }),
    },
    async (request) => {
      const { from_id, to_id } = validate(revisionCompareBody, request.body);
      return ok(await revisions.compare(from_id, to_id));
    },
  );

  app.post(
    '/diffMarkdown',
    { preHandler, schema: routeDoc({ tags, summary: '比较两段 Markdown（管理员）', description: `${adminOnly}保存冲突时编辑器用它显示“对方的版本”和“我的版本”的差异。`, body: markdownDiffBody }) },
    async (request) => {
      const { before, after } = validate(markdownDiffBody, request.body);
      return ok(revisions.diffText(before, after));
    },
  );

  app.put(
    '/revision/restore',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '恢复历史版本（管理员）',
        description: `${adminOnly}把这个版本的标题、正文和设置写回文章（地址不变），并记为一个新的“恢复”版本。带 base_updated_at 且文章已在别处保存过：code 100「${REVISION_MESSAGES.conflict}」，什么都不写。`,
        body: revisionRestoreBody,
      }),
    },
    async (request) => {
      const { id, base_updated_at } = validate(revisionRestoreBody, request.body);
      return ok(await revisions.restore(id, base_updated_at), '已恢复此版本');
    },
  );

  app.post(
    '/bulk',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '批量修改文章（管理员）',
        description: `${adminOnly}ids（列表中勾选的文章）或 filter（与文章列表相同的筛选，表示全部符合筛选的文章）二选一；action.kind：category 设置分类（不存在则新建）、addTags 添加标签、removeTags 移除标签、status 设置状态、recycle 移到回收站。在一个事务中完成：任何一篇失败（不存在、已在回收站、草稿缺正文或分类无法公开）都不改动任何文章。result 为 {count}。`,
        body: articleBulkBody,
      }),
    },
    async (request) => {
      const result = await bulkEdit(validate(articleBulkBody, request.body));
      return ok(result, `已修改 ${result.count} 篇文章`);
    },
  );
}
