import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MusicErrorResponse } from '@blog/contract';
import { routeDoc } from '../../platform/docs';
import { ApiError, SERVER_ERROR_MESSAGE } from '../../platform/errors';
import { validate } from '../../platform/validate';
import { createVisitCounter, VISIT_COUNTING } from '../../platform/visitCounter';
import { createAudioSender } from './audio';
import { audioParams, playlistTracksQuery, searchQuery, songDetailQuery, songIdQuery, songUrlQuery } from './queries';
import type { MusicRepo } from './repo';
import type { MusicRoot } from './roots';
import type { MusicService } from './service';
import type { Upstream } from './upstream';

const tags = ['音乐'];

export interface WapiOptions {
  service: MusicService;
  repo: MusicRepo;
  roots: readonly MusicRoot[];
  /** Set with MUSIC_UPSTREAM: the six calls are forwarded there; audio stays ours. */
  upstream?: Upstream;
}

const REFUSALS = `失败时 HTTP 状态与 code 一致：参数不正确 400，歌曲或歌单不存在 404，上游音乐服务不可用 502；message 为中文说明。`;

/**
 * The NetEase-compatible calls under /wapi (DESIGN.md §4). Failures answer `{code, message}` (the
 * NetEase shape) with `result: null`, so they are also the envelope every other error is.
 */
const wapiRoutes: FastifyPluginAsync<WapiOptions> = async (app, { service, repo, roots, upstream }) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send({ code: error.code, message: error.message, result: null } satisfies MusicErrorResponse);
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'music request failed');
    return reply.status(status).send({ code: status, message: status === 500 ? SERVER_ERROR_MESSAGE : '请求参数不正确', result: null } satisfies MusicErrorResponse);
  });

  /** A call answered by our library, or by the upstream when one is configured; `query` documents its query string. */
  const call = (url: string, summary: string, query: z.ZodType | undefined, local: (request: FastifyRequest) => Promise<unknown>) => {
    app.get(url, { schema: routeDoc({ tags, summary, description: REFUSALS, querystring: query }) }, async (request, reply: FastifyReply) => {
      if (!upstream) return local(request);
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const answer = await upstream(url.replace(/^\//, ''), search);
      return reply.status(answer.status).send(answer.body);
    });
  };

  call('/toplist/detail', '排行歌单（手动歌单与 最新上架、热门播放）', undefined, () => service.toplist());

  call('/playlist/track/all', '歌单的歌曲（id、limit 默认 30 最多 100、offset）', playlistTracksQuery, (request) => {
    const { id, limit, offset } = validate(playlistTracksQuery, request.query);
    return service.playlistTracks(id, { offset, limit });
  });

  const visits = createVisitCounter(app.rateLimits);
  call(
    '/song/url/v1',
    `歌曲播放地址（播放次数加一：同一个人每首歌每 ${VISIT_COUNTING.windows.play / 60_000} 分钟只算一次，爬虫和没有 User-Agent 的请求不算；level 只有一种音质）`,
    songUrlQuery,
    async (request) => {
      const { id } = validate(songUrlQuery, request.query);
      return service.songUrl(id, () => visits.counts(request, 'play', id));
    },
  );

  call('/song/detail', '歌曲详情（ids=1,2；不存在的 id 略过）', songDetailQuery, (request) => service.songDetail(validate(songDetailQuery, request.query).ids));

  call('/search', '搜索歌曲（歌名、歌手、别名；limit 默认 20 最多 100）', searchQuery, (request) => {
    const { keywords, limit, offset } = validate(searchQuery, request.query);
    return service.search(keywords, { offset, limit });
  });

  call('/lyric', '歌词（LRC 文本，没有歌词时为空字符串）', songIdQuery, (request) => service.lyric(validate(songIdQuery, request.query).id));

  const sendAudio = createAudioSender(repo, roots);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/audio/:id',
    // Audio is already compressed; gzip would only cost CPU and break byte ranges.
    compress: false,
    schema: routeDoc({ tags, summary: '音频文件（支持 Range 断点与拖动）', params: audioParams }),
    handler: (request, reply) => sendAudio(validate(audioParams, request.params).id, request, reply),
  });
};

export default wapiRoutes;
