import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFor, openDatabase, type Db } from '../src/db/connection';
import { createMusicRepo, searchTextOf } from '../src/modules/music/repo';
import { describeEachEngine, type TestDatabase } from './helpers/engines';

/**
 * Migration 015's song search indexes (FTS5 trigram / pg_trgm for 3+ characters, song_gram for 1–2):
 * songs written before it (an upgraded site, a restored older backup) are indexed by the migration,
 * and every later insert, edit and delete keeps the indexes right through the triggers.
 */
describeEachEngine('歌曲搜索索引（迁移 015）', (engine) => {
  let database: TestDatabase;
  let db: Db;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-song-index-'));
  const stamp = '2026-01-01T00:00:00.000Z';

  const song = (i: number, title: string, artists: string[], album: string, searchText: string) => ({
    root: 'extra',
    path: `s/${i}.mp3`,
    title,
    artists: JSON.stringify(artists),
    aliases: '[]',
    album,
    cover: '',
    duration_ms: 1000,
    size: 1,
    mtime_ms: 1,
    lyric: '',
    search_text: searchText,
    play_count: i,
    created_at: stamp,
    updated_at: stamp,
  });

  beforeAll(async () => {
    database = await engine.createDatabase();
    db = openDatabase({ dataDir, databaseUrl: database.databaseUrl });
    const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => migrationsFor(db.dialect) } });
    // A site before 015: search_text without the album.
    expect((await migrator.migrateTo('013_sensitive_words')).error).toBeUndefined();
    await db.kysely.insertInto('song').values([song(1, '旧城月光', ['林晓'], '远方专辑', '旧城月光\n林晓'), song(2, 'Night Song', ['Ann'], '海潮', 'night song\nann')]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });

  afterAll(async () => {
    await db?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const names = async (keywords: string) => (await createMusicRepo(db).search(keywords, { offset: 0, limit: 100 })).map((r) => r.title);
  const count = (keywords: string) => createMusicRepo(db).searchCount(keywords);

  it('迁移前的歌：专辑补进搜索文本，一个字、两个字、三个字以上都能搜到', async () => {
    expect(await names('远方')).toEqual(['旧城月光']);
    expect(await names('远方专辑')).toEqual(['旧城月光']);
    expect(await names('月')).toEqual(['旧城月光']);
    expect(await names('NIGHT')).toEqual(['Night Song']);
    expect(await names('海')).toEqual(['Night Song']);
    expect(await count('月光')).toBe(1);
    // A line break or space never joins two fields into one match.
    expect(await names('光林')).toEqual([]);
    expect(await names('g s')).toEqual([]);
  });

  it('新增、改名、删除后索引跟着变；歌名命中排在前面', async () => {
    const text = (title: string, artists: string[], album: string) => searchTextOf({ title, artists, aliases: [], album });
    await db.kysely.insertInto('song').values(song(3, '故乡', ['月光乐队'], '', text('故乡', ['月光乐队'], ''))).execute();
    // 旧城月光 has the title hit; 故乡 (more plays) only an artist hit.
    expect(await names('月光')).toEqual(['旧城月光', '故乡']);
    expect(await names('月光乐队')).toEqual(['故乡']);

    await db.kysely.updateTable('song').set({ title: '新城', search_text: text('新城', ['林晓'], '远方专辑') }).where('path', '=', 's/1.mp3').execute();
    expect(await names('旧城')).toEqual([]);
    expect(await names('旧城月光')).toEqual([]);
    expect(await names('新城')).toEqual(['新城']);
    expect(await names('月光')).toEqual(['故乡']);

    await db.kysely.deleteFrom('song').where('path', '=', 's/3.mp3').execute();
    expect(await names('月光')).toEqual([]);
    expect(await count('乐队')).toBe(0);
    const grams = await sql<{ n: number | string }>`select count(*) as n from song_gram where song_id not in (select id from song)`.execute(db.kysely);
    expect(Number(grams.rows[0]?.n)).toBe(0);
  });
});
