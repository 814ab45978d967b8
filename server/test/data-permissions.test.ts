import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../src/platform/auth';
import { looseDataDirWarning, writeFileAtomically } from '../src/platform/files';
import { createAccount } from './helpers/accounts';
import { describeEachEngine } from './helpers/engines';
import { useTestServer } from './helpers/server';
import { uploadImage } from './helpers/upload';

/**
 * Another local account must not read the database (password hashes, private articles), the
 * secrets or the uploads: what the server creates in DATA_DIR is owner-only — folders 0700,
 * files 0600 — even under the usual umask 022 that would make them 0755 and 0644.
 */

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every folder and file under `root` (itself included) with its permission bits. */
function modesUnder(root: string): Array<{ path: string; mode: string }> {
  const found = [{ path: '.', mode: modeOf(root).toString(8) }];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      found.push({ path: path.relative(root, full), mode: modeOf(full).toString(8) });
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found;
}

const readableByOthers = (entries: Array<{ path: string; mode: string }>) => entries.filter((entry) => (parseInt(entry.mode, 8) & 0o077) !== 0);

describeEachEngine('数据目录只有服务器的账号能读', (engine) => {
  const server = useTestServer(engine, { dataDirNotCreated: true });

  it('首次启动建的数据目录、数据库、上传的图片都只有所有者能读写', async () => {
    const token = await server.tokenFor(await createAccount(server.db, 'perm_owner', 'abc12345'));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#48c' } }).png().toBuffer();
    const uploaded = await uploadImage(server, png, { token });
    expect(uploaded.status).toBe(200);

    const entries = modesUnder(server.config.dataDir);
    expect(entries.find((entry) => entry.path === '.')?.mode).toBe('700');
    expect(entries.find((entry) => entry.path === path.join('uploads', 'img'))?.mode).toBe('700');
    expect(entries.find((entry) => entry.path === uploaded.body.result!.url.slice(1))?.mode).toBe('600');
    if (engine.name === 'sqlite') {
      // The write-ahead log and shared-memory files hold recent rows too.
      expect(entries.filter((entry) => entry.path.startsWith('blog.db'))).toEqual([
        { path: 'blog.db', mode: '600' },
        { path: 'blog.db-shm', mode: '600' },
        { path: 'blog.db-wal', mode: '600' },
      ]);
    }
    expect(readableByOthers(entries)).toEqual([]);
  });
});

describe('数据目录里写入的其他文件', () => {
  let root = '';
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'blog-perm-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('生成的登录密钥和原子写入的文件（音乐封面、演示图片）也是 0600，目录 0700', async () => {
    const dataDir = path.join(root, 'fresh-data');
    resolveJwtSecret(undefined, dataDir);
    await writeFileAtomically(path.join(dataDir, 'cover.webp'), 'x');
    expect(modesUnder(dataDir)).toEqual(
      expect.arrayContaining([
        { path: '.', mode: '700' },
        { path: 'secrets', mode: '700' },
        { path: path.join('secrets', 'jwt-secret'), mode: '600' },
        { path: 'cover.webp', mode: '600' },
      ]),
    );
    expect(readableByOthers(modesUnder(dataDir))).toEqual([]);
  });

  it('已有的数据目录别人能读时，启动时给出中文提醒和修改命令', () => {
    const shared = path.join(root, 'shared-data');
    mkdirSync(shared);
    chmodSync(shared, 0o755);
    expect(looseDataDirWarning(shared)).toBe(`数据目录 ${shared} 的权限是 755，本机其他账号可以读取数据库和上传的文件；建议运行 chmod 700 ${shared}`);
    chmodSync(shared, 0o700);
    expect(looseDataDirWarning(shared)).toBeNull();
    expect(looseDataDirWarning(path.join(root, 'missing'))).toBeNull();
  });
});
