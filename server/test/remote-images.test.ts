import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { downloadImage, REMOTE_IMAGE_LIMITS, RemoteImageError, type RemoteImageLimits } from '../src/modules/upload/remoteImages';
import { addressKind, configureOutbound, fetchGuarded, OutboundError } from '../src/platform/outbound';
import type { ApiEnvelope, LocalizedImages, MarkdownImportReport, PortabilityJob } from '@blog/contract';
import { bearer } from './helpers/accounts';
import { createAdminAccounts, expectAdminOnly, type AdminAccounts } from './helpers/admin';
import { describeEachEngine } from './helpers/engines';
import { get, post, resultOf } from './helpers/http';
import { fixtures } from './helpers/factory';
import { useImageServer } from './helpers/imageServer';
import { runImport, zipOf } from './helpers/markdownImport';
import { useTestServer } from './helpers/server';

/**
 * 下载外链图片: the guarded HTTP client (platform/outbound.ts) and the import option that brings a
 * post's remote pictures home. A local picture server on 127.0.0.1 stands in for the other site;
 * the client reaches it only with the tests' setting.
 */

/** Short waits so a silent server ends the test quickly (the production bounds are 20 s / 10 s). */
const QUICK: RemoteImageLimits = { ...REMOTE_IMAGE_LIMITS, totalMs: 3_000, idleMs: 400 };

/** The failure a download ends with: its kind and its Chinese reason. */
async function refusal(address: string, limits = QUICK) {
  try {
    await fetchGuarded(address, limits);
  } catch (error) {
    if (error instanceof OutboundError) return { failure: error.failure, message: error.message };
    throw error;
  }
  throw new Error(`${address} 应被拒绝`);
}

describe('受保护的外部请求', () => {
  const images = useImageServer();
  afterEach(() => {
    images.onRequest = null;
    configureOutbound({ allowPrivateForTests: false });
  });

  it('地址分类：回环、内网、CGNAT、ULA、链路本地、元数据和它们的 IPv4 映射写法都不是公网', () => {
    const kinds = Object.fromEntries(
      ['8.8.8.8', '2400:3200::1', '127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '100.64.0.1', '::1', 'fd12::1', 'fe80::1', '169.254.169.254', '0.0.0.0', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:c0a8:101::1', '::127.0.0.1', 'fe80::1%eth0'].map((ip) => [ip, addressKind(ip)]),
    );
    expect(kinds).toEqual({
      '8.8.8.8': 'public',
      '2400:3200::1': 'public',
      '127.0.0.1': 'private',
      '10.1.2.3': 'private',
      '172.20.0.1': 'private',
      '192.168.1.1': 'private',
      '100.64.0.1': 'private',
      '::1': 'private',
      'fd12::1': 'private',
      'fe80::1': 'never',
      '169.254.169.254': 'never',
      '0.0.0.0': 'never',
      '::ffff:127.0.0.1': 'private',
      '::ffff:7f00:1': 'private',
      '::ffff:a9fe:a9fe': 'never',
      '64:ff9b::a00:1': 'private',
      '2002:c0a8:101::1': 'private',
      '::127.0.0.1': 'private',
      'fe80::1%eth0': 'never',
    });
  });

  it('没有测试设置时：本机、内网、元数据、IPv6 回环和 IPv4 映射地址一律拒绝，且不发出请求', async () => {
    configureOutbound({ allowPrivateForTests: false });
    for (const address of [
      `${images.base}/pic/1.png`,
      `http://localhost:${images.port}/pic/1.png`,
      `http://[::1]:${images.port}/pic/1.png`,
      `http://[::ffff:127.0.0.1]:${images.port}/pic/1.png`,
      `http://0x7f000001:${images.port}/pic/1.png`,
      'http://10.0.0.8/a.png',
      'http://100.64.1.1/a.png',
      'http://[fd00::8]/a.png',
      'http://[::ffff:10.0.0.8]/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/a.png',
    ]) {
      expect({ address, ...(await refusal(address)) }).toMatchObject({ address, failure: 'address', message: expect.stringMatching(/本机或内网|链路本地、云服务元数据/) });
    }
    expect(images.seen).toEqual([]);
  });

  it('只允许 http(s)：file、ftp、data 和带用户名的地址都拒绝', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.com/a.png', 'data:image/png;base64,AAAA', 'http://user:secret@example.com/a.png', 'not a url']) {
      expect((await refusal(address)).failure).toBe('scheme');
    }
  });

  it('测试设置打开后能下载本机的图片；Host 是写的名字，连接的是检查过的地址', async () => {
    configureOutbound({ allowPrivateForTests: true });
    const answer = await fetchGuarded(`http://localhost:${images.port}/pic/2.png?x=1`, QUICK);
    expect(answer.status).toBe(200);
    expect(answer.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(images.seen.at(-1)).toEqual({ path: '/pic/2.png?x=1', host: `localhost:${images.port}` });
    // Metadata and link-local stay refused even for tests.
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toMatchObject({ failure: 'address' });
  });

  it('太大（声明的和实际收到的）、不是图片、对方不说话、跳转太多：各有中文原因', async () => {
    configureOutbound({ allowPrivateForTests: true });
    expect(await refusal(`${images.base}/big.png`)).toMatchObject({ failure: 'tooLarge', message: expect.stringContaining('不能超过 5MB') });
    expect(await refusal(`${images.base}/stream-big.png`)).toMatchObject({ failure: 'tooLarge', message: '文件太大（超过 5MB）' });
    expect(await refusal(`${images.base}/slow.png`)).toMatchObject({ failure: 'timeout' });
    expect(await refusal(`${images.base}/missing.png`)).toMatchObject({ failure: 'status', message: '对方回答 HTTP 404' });
    expect(await refusal(`${images.base}/hops/3.png`)).toMatchObject({ failure: 'redirect', message: '跳转次数太多（超过 3 次）' });
    expect((await fetchGuarded(`${images.base}/hops/2.png`, QUICK)).url).toBe(`${images.base}/pic/1.png`);
    await expect(downloadImage(`${images.base}/page.png`, QUICK)).rejects.toThrow(new RemoteImageError('下载到的不是 JPG、PNG、WEBP、GIF 图片'));
  });

  it('每一跳都重新检查：跳到元数据地址、或跳转时已不允许本机，都拒绝', async () => {
    configureOutbound({ allowPrivateForTests: true });
    expect(await refusal(`${images.base}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`)).toMatchObject({
      failure: 'address',
      message: '跳转到 169.254.169.254 后：地址是链路本地、云服务元数据、组播或保留地址，不允许下载',
    });
    expect(await refusal(`${images.base}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`)).toMatchObject({ failure: 'scheme' });
    // The first hop is checked while the setting allows this machine; the server then withdraws it
    // before answering with a redirect to 127.0.0.1, which must be checked again and refused.
    images.onRequest = (requested) => {
      if (requested === '/redirect') configureOutbound({ allowPrivateForTests: false });
    };
    const before = images.seen.length;
    expect(await refusal(`${images.base}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${images.port}/pic/3.png`)}`)).toMatchObject({
      failure: 'address',
      message: `跳转到 127.0.0.1:${images.port} 后：地址在本机或内网里，不允许下载`,
    });
    expect(images.seen.slice(before).map((hit) => hit.path)).toEqual([expect.stringMatching(/^\/redirect/)]);
  });

  it('测试设置在生产环境（NODE_ENV=production）拒绝启动', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true', NODE_ENV: 'production' })).toThrow(/OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 只用于测试/);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' }).outboundAllowPrivateForTests).toBe(true);
    expect(loadConfig({}).outboundAllowPrivateForTests).toBe(false);
  });
});

describeEachEngine('导入时下载外链图片', (engine) => {
  const images = useImageServer();
  const server = useTestServer(engine, { env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' } });
  let authorId: number;
  beforeAll(async () => {
    authorId = await fixtures(server.db).user('remote_author');
  });

  const stored = () => {
    const dir = path.join(server.config.dataDir, 'uploads', 'img');
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.webp')) : [];
  };
  const content = async (title: string) => (await server.db.kysely.selectFrom('article').select(['content', 'cover']).where('title', '=', title).executeTakeFirstOrThrow());

  it('打开选项：Markdown 和 HTML 里的外链图片、封面下载到 /uploads，失败的逐张写明文件、地址和原因', async () => {
    const ok = `${images.base}/pic/4.png`;
    const html = `${images.base}/pic/5.png`;
    const cover = `${images.base}/pic/3.png`;
    const big = `${images.base}/big.png`;
    const page = `${images.base}/page.png`;
    const body = `---\ntitle: 外链图片的文章\ndate: 2021-01-21 10:00:00\ncategories: 图片\ncover: ${cover}\n---\n![图一](${ok})\n\n<img src="${html}" alt="图二">\n\n![大图](${big})\n\n![假图](${page})\n\n\`![代码里](${images.base}/pic/0.png)\`\n\n![同一张](${ok})\n`;
    const before = stored().length;
    const report = await runImport(server.db, server.config.dataDir, authorId, { 'source/_posts/remote.md': body }, { downloadImages: true, remoteImageLimits: QUICK });
    expect(report).toMatchObject({ created: 1, downloadImages: true, remoteImages: 3, remoteImagesFailed: 2 });
    expect(report.items[0]!.warnings).toEqual([
      `外链图片「${big}」没有下载：文件太大（6MB，不能超过 5MB），链接保持原样`,
      `外链图片「${page}」没有下载：下载到的不是 JPG、PNG、WEBP、GIF 图片，链接保持原样`,
    ]);
    const row = await content('外链图片的文章');
    const local = [...row.content.matchAll(/\/uploads\/img\/[0-9a-f]{64}\.webp/g)].map((m) => m[0]);
    expect(local).toHaveLength(3);
    expect(row.content).toContain(`![图一](${local[0]})`);
    expect(row.content).toContain(`<img src="${local[1]}" alt="图二">`);
    expect(row.content).toContain(`![大图](${big})`);
    expect(row.content).toContain(`\`![代码里](${images.base}/pic/0.png)\``);
    expect(row.cover).toMatch(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/);
    expect(stored().length).toBe(before + 3);
    // Each picture was asked for once, the one in code never.
    expect(images.seen.filter((hit) => hit.path === '/pic/4.png')).toHaveLength(1);
    expect(images.seen.some((hit) => hit.path === '/pic/0.png')).toBe(false);
  });

  it('预览不下载不存储，只数出将下载几张；不打开选项时链接原样', async () => {
    const before = { seen: images.seen.length, stored: stored().length };
    const post = { 'p.md': `---\ntitle: 预览外链\n---\n![a](${images.base}/pic/1.png) ![b](//127.0.0.1:${images.port}/pic/2.png)\n` };
    const preview = await runImport(server.db, server.config.dataDir, authorId, post, { dryRun: true, downloadImages: true });
    expect(preview).toMatchObject({ dryRun: true, created: 1, remoteImages: 2, remoteImagesFailed: 0 });
    const plain = await runImport(server.db, server.config.dataDir, authorId, post);
    expect(plain).toMatchObject({ created: 1, downloadImages: false, remoteImages: 0 });
    expect((await content('预览外链')).content).toBe(`![a](${images.base}/pic/1.png) ![b](//127.0.0.1:${images.port}/pic/2.png)`);
    expect({ seen: images.seen.length, stored: stored().length }).toEqual(before);
  });

  it('对方太慢：超时写进提醒，文章照常导入', async () => {
    const report = await runImport(server.db, server.config.dataDir, authorId, { 'slow.md': `---\ntitle: 慢图\ndate: 2021-01-21 10:00:00\ncategories: 图片\n---\n![慢](${images.base}/slow.png)\n` }, { downloadImages: true, remoteImageLimits: QUICK });
    expect(report).toMatchObject({ created: 1, remoteImages: 0, remoteImagesFailed: 1 });
    expect(report.items[0]!.warnings).toEqual([`外链图片「${images.base}/slow.png」没有下载：对方超过 1 秒没有响应，链接保持原样`]);
  });
});

describeEachEngine('编辑器：将外链图片转存到本站', (engine) => {
  const images = useImageServer();
  const server = useTestServer(engine, { env: { OUTBOUND_ALLOW_PRIVATE_FOR_TESTS: 'true' } });
  let accounts: AdminAccounts;
  beforeAll(async () => {
    accounts = await createAdminAccounts(server, 'localize');
  });

  it('只有管理员能用；普通用户和未登录的什么都拿不到', async () => {
    await expectAdminOnly(server, [['POST', '/api/article/localizeImages', { content: `![a](${images.base}/pic/1.png)` }]], accounts.userToken);
    expect(images.seen).toEqual([]);
  });

  it('改写能下载的图片，失败的逐张给出中文原因，其余文字一字不改；存下的图片网站能读到', async () => {
    const ok = `${images.base}/pic/2.png`;
    const metadata = 'http://169.254.169.254/latest/meta-data/iam.png';
    const missing = `${images.base}/gone.png`;
    const page = `${images.base}/page.png`;
    const content = `# 标题\n\n![好图](${ok})\n\n<img src='${page}'>\n\n![元数据](${metadata}) ![丢了](${missing})\n\n\`\`\`\n![代码](${ok})\n\`\`\`\n`;
    const answer = await post<LocalizedImages>(server, '/api/article/localizeImages', { content }, { headers: bearer(accounts.adminToken) });
    expect(answer.body.message).toBe('已转存 1 张图片，3 张失败');
    const result = resultOf(answer);
    const local = result.replaced[0]!.local;
    expect(result.replaced).toEqual([{ url: ok, local: expect.stringMatching(/^\/uploads\/img\/[0-9a-f]{64}\.webp$/) }]);
    expect(result.failures).toEqual([
      { url: page, reason: '下载到的不是 JPG、PNG、WEBP、GIF 图片' },
      { url: metadata, reason: '地址是链路本地、云服务元数据、组播或保留地址，不允许下载' },
      { url: missing, reason: '对方回答 HTTP 404' },
    ]);
    expect(result.content).toBe(content.replace(`![好图](${ok})`, `![好图](${local})`));
    const served = await fetch(`${server.baseUrl}${local}`);
    expect({ status: served.status, type: served.headers.get('content-type') }).toEqual({ status: 200, type: 'image/webp' });
  });

  it('没有外链图片：原文返回，说一声；正文超长 400', async () => {
    const answer = await post<LocalizedImages>(server, '/api/article/localizeImages', { content: '只有文字 ![本站](/uploads/img/a.webp)' }, { headers: bearer(accounts.adminToken) });
    expect(answer.body).toEqual({ code: 0, message: '正文里没有外链图片', result: { content: '只有文字 ![本站](/uploads/img/a.webp)', replaced: [], failures: [] } });
    const tooLong = await post<LocalizedImages>(server, '/api/article/localizeImages', { content: 'x'.repeat(200_001) }, { headers: bearer(accounts.adminToken) });
    expect(tooLong.status).toBe(400);
  });

  it('导入接口：downloadImages=true 时下载，取值不对 400', async () => {
    const zip = zipOf({ 'remote-http.md': `---\ntitle: 接口下载外链\ncategories: 图\n---\n![x](${images.base}/pic/0.png)\n` });
    const send = async (downloadImages: string) => {
      const form = new FormData();
      form.append('dryRun', 'false');
      form.append('onDuplicate', 'skip');
      form.append('downloadImages', downloadImages);
      form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'posts.zip');
      const response = await fetch(`${server.baseUrl}/api/portability/admin/markdown/import`, { method: 'POST', headers: bearer(accounts.adminToken), body: form });
      return { status: response.status, body: (await response.json()) as ApiEnvelope<PortabilityJob<MarkdownImportReport> | null> };
    };
    expect(await send('maybe')).toMatchObject({ status: 400, body: { message: 'downloadImages 只能是 true 或 false' } });
    const started = await send('true');
    let job = started.body.result!;
    while (job.state === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = resultOf(await get<PortabilityJob<MarkdownImportReport>>(server, `/api/portability/admin/jobs/${job.id}`, { headers: bearer(accounts.adminToken) }));
    }
    expect(job.report).toMatchObject({ created: 1, downloadImages: true, remoteImages: 1, remoteImagesFailed: 0 });
    const row = await server.db.kysely.selectFrom('article').select('content').where('title', '=', '接口下载外链').executeTakeFirstOrThrow();
    expect(row.content).toMatch(/^!\[x\]\(\/uploads\/img\/[0-9a-f]{64}\.webp\)$/);
  });
});
