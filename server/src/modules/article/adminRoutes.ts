import type { FastifyPluginAsync } from 'fastify';
import {
  adminArticleListBody,
  adminRecycleListBody,
  ARTICLE_LIMITS,
  ARTICLE_MESSAGES,
  articleIsPublicParams,
  articleScheduleParams,
  articleTitleExistBody,
  articleTopBody,
  articleTopParams,
  articleUpdateBody,
  articleWriteBody,
  idParams,
  localizeImagesBody,
  type ApiEnvelope,
  type LocalizedImages,
  REVISION_MESSAGES,
} from '@blog/contract';
import { createAuthGuards, currentUserId } from '../../platform/auth';
import { routeDoc } from '../../platform/docs';
import { ok } from '../../platform/envelope';
import { validate } from '../../platform/validate';
import type { AdminRouteOptions } from '../adminOptions';
import { createArticleAdminRepo } from './adminRepo';
import { createArticleAdminService } from './adminService';
import { createArticleRepo } from './repo';
import { ARTICLE_MISSING_MESSAGE } from './service';
import { localizeRemoteImages } from './localizeImages';
import { createBulkEdit } from './bulkEdit';
import { createRevisionService } from './revisionService';
import { registerRevisionRoutes } from './revisionRoutes';

const tags = ['文章管理'];
const adminOnly = '仅管理员；未登录 401，非管理员 403「权限不足」。';
const missing = `文章不存在：code 100「${ARTICLE_MISSING_MESSAGE}」。`;
const writeRules =
  `分类和标签按名称给出，不存在的在同一事务中新建（重复的标签名只算一个）。status 不填时为草稿（3），新文章不会因为第一次保存就出现在网站上；定时发布（4）须给出晚于现在的 publish_time（带时区的 ISO 时间），到时自动公开，之前对访客完全不可见；其他状态的 publish_time（发布时间，可往前填以补录旧文）不能晚于现在，不填时新文章为现在、已有文章不变；草稿可以只有标题（分类可空）；公开或私密需要正文和分类。` +
  `转载、翻译必须填 http(s) 原文链接。描述留空时取正文去掉 Markdown 标记后的前 ${ARTICLE_LIMITS.derivedDescription} 个字，以后每次保存都重新截取（adminGetArticleById 对这样的描述返回空字符串）。不置顶时置顶顺序为 0。` +
  `与其他文章（含回收站）标题相同：code 100「${ARTICLE_MESSAGES.titleTaken}」，什么都不写。参数不合法 400（中文原因）。`;
const listRules = '筛选均可选：标题关键字（不区分大小写）、分类、标签、状态（1 公开 2 私密 3 草稿 4 定时发布）、是否置顶（1/2）、创建时间范围 start/end（ISO 时间，含两端）；按 sort_by/order 排序，相同时按 id。';

/** The console's article calls under /api/article (DESIGN.md §8); every one behind requireAdmin. */
const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async (app, { db, listCache, dataDir }) => {
  const preHandler = createAuthGuards(db).requireAdmin;
  const repo = createArticleAdminRepo(db);
  const rearm = () => app.articleScheduler.rearm();
  const service = createArticleAdminService(repo, createArticleRepo(db), listCache, rearm);
  registerRevisionRoutes(app, { preHandler, revisions: createRevisionService(repo, service), bulkEdit: createBulkEdit(repo, listCache, rearm) });

  app.post(
    '/getArticleList',
    { preHandler, schema: routeDoc({ tags, summary: '文章列表（管理员，不含回收站）', description: `${adminOnly}${listRules}`, body: adminArticleListBody }) },
    async (request) => ok(await service.list(validate(adminArticleListBody, request.body))),
  );

  app.post(
    '/getRecycleList',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '回收站文章列表（管理员）',
        description: `${adminOnly}${listRules}默认按删除时间从新到旧（sort_by=deleted_at）。`,
        body: adminRecycleListBody,
      }),
    },
    async (request) => ok(await service.recycleList(validate(adminRecycleListBody, request.body))),
  );

  app.get(
    '/adminGetArticleById/:id',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '文章详情（管理员，任何状态，含回收站）', description: `${adminOnly}不增加浏览量。${missing}`, params: idParams }),
    },
    async (request) => ok(await service.detail(validate(idParams, request.params).id)),
  );

  app.post(
    '/localizeImages',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '将外链图片转存到本站（管理员）',
        description: `${adminOnly}body 为 {content}：编辑器里的 Markdown。其中 Markdown 图片和 HTML <img> 引用的其他网站图片（http/https，代码里的除外）经受保护的外部请求下载（只访问公网地址，每张不超过 5MB、20 秒，最多 50 张），按上传图片的规则检查、转成 WebP 存到本站（计入上传空间）。result 为 {content: 改写后的正文, replaced: [{url, local}], failures: [{url, reason}]}；不保存文章，下载失败的图片保持原链接，reason 为中文原因。`,
        body: localizeImagesBody,
      }),
    },
    async (request): Promise<ApiEnvelope<LocalizedImages>> => {
      const { content } = validate(localizeImagesBody, request.body);
      const result = await localizeRemoteImages(content, { dataDir, admit: app.uploadSpace.admission({ kind: 'admin' }) });
      const brought = result.replaced.length;
      return ok(result, brought === 0 && result.failures.length === 0 ? '正文里没有外链图片' : `已转存 ${brought} 张图片${result.failures.length > 0 ? `，${result.failures.length} 张失败` : ''}`);
    },
  );

  app.post(
    '/add',
    { preHandler, schema: routeDoc({ tags, summary: '新建文章（管理员）', description: `${adminOnly}${writeRules}result 为 {id}。`, body: articleWriteBody }) },
    async (request) => ok(await service.add(currentUserId(request), validate(articleWriteBody, request.body)), '保存成功'),
  );

  app.put(
    '/update',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '修改文章（管理员）', description: `${adminOnly}${writeRules}标签整体替换。每次保存记为一个历史版本。带 base_updated_at（打开时文章的 updatedAt）且文章此后已在别处保存过：code 100「${REVISION_MESSAGES.conflict}」，什么都不写。${missing}`, body: articleUpdateBody }),
    },
    async (request) => {
      const { id, base_updated_at, ...write } = validate(articleUpdateBody, request.body);
      return ok(await service.update(id, write, base_updated_at), '保存成功');
    },
  );

  app.post(
    '/titleExist',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '标题是否已被使用（管理员）',
        description: `${adminOnly}result 为布尔值；比较去掉首尾空格的标题，含回收站；带 id 时不算这篇文章自己。`,
        body: articleTitleExistBody,
      }),
    },
    async (request) => {
      const { article_title, id } = validate(articleTitleExistBody, request.body);
      return ok(await service.titleExists(article_title, id));
    },
  );

  app.put(
    '/publishNow/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '定时文章立即发布（管理员）',
        description: `${adminOnly}定时发布的文章马上公开，发布时间改为现在。不是定时发布状态：code 100「${ARTICLE_MESSAGES.notScheduled}」。${missing}`,
        params: articleScheduleParams,
      }),
    },
    async (request) => {
      await service.publishNow(validate(articleScheduleParams, request.params).id);
      return ok(null, '已发布');
    },
  );

  app.put(
    '/cancelSchedule/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '取消定时发布（管理员）',
        description: `${adminOnly}定时发布的文章改回草稿，不会出现在网站上。不是定时发布状态：code 100「${ARTICLE_MESSAGES.notScheduled}」。${missing}`,
        params: articleScheduleParams,
      }),
    },
    async (request) => {
      await service.cancelSchedule(validate(articleScheduleParams, request.params).id);
      return ok(null, '已取消定时，文章已改为草稿');
    },
  );

  app.put(
    '/isPublic/:id/:status',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '设为公开或私密（管理员）',
        description: `${adminOnly}status 1 公开、2 私密。草稿缺正文或分类时 code 100 给出原因。${missing}`,
        params: articleIsPublicParams,
      }),
    },
    async (request) => {
      const { id, status } = validate(articleIsPublicParams, request.params);
      await service.setVisibility(id, status);
      return ok(null, status === 1 ? '已公开' : '已设为私密');
    },
  );

  app.put(
    '/updateTop/:id/:is_top',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '置顶或取消置顶（管理员）',
        description: `${adminOnly}is_top 1 置顶、2 取消。可带 {top_order}（越小越靠前）；不带时保持原顺序，取消置顶时为 0。${missing}`,
        params: articleTopParams,
        body: articleTopBody,
      }),
    },
    async (request) => {
      const { id, is_top } = validate(articleTopParams, request.params);
      const body = validate(articleTopBody, request.body);
      await service.setTop(id, is_top, body?.top_order);
      return ok(null, is_top === 1 ? '已置顶' : '已取消置顶');
    },
  );

  app.put(
    '/delete/:id',
    {
      preHandler,
      schema: routeDoc({ tags, summary: '删除文章到回收站（管理员）', description: `${adminOnly}访客立即看不到；可恢复。${missing}`, params: idParams }),
    },
    async (request) => {
      await service.recycle(validate(idParams, request.params).id);
      return ok(null, '已移入回收站');
    },
  );

  app.put(
    '/revert/:id',
    { preHandler, schema: routeDoc({ tags, summary: '从回收站恢复文章（管理员）', description: `${adminOnly}${missing}`, params: idParams }) },
    async (request) => {
      await service.restore(validate(idParams, request.params).id);
      return ok(null, '已恢复');
    },
  );

  app.delete(
    '/deleteForever/:id',
    {
      preHandler,
      schema: routeDoc({
        tags,
        summary: '彻底删除回收站里的文章（管理员）',
        description: `${adminOnly}在一个事务中删除文章、它的评论（含回复和评论的点赞）、文章的点赞和标签关联。不在回收站：code 100「${ARTICLE_MESSAGES.notInRecycleBin}」。${missing}`,
        params: idParams,
      }),
    },
    async (request) => {
      await service.deleteForever(validate(idParams, request.params).id);
      return ok(null, '已彻底删除');
    },
  );
};

export default adminRoutes;
