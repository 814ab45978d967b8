import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import type mysql from 'mysql2/promise';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createOriginalDatabase, type OriginalDatabase } from './mysql';

/**
 * Rows of an original site in every table: Chinese text, emoji where the original's columns are
 * utf8mb4 (comments, chat; its other tables are utf8mb3, which cannot hold them), NULLs where the
 * schema allows them, Beijing-time dates, replies, likes, and a few malformed rows the importer
 * must report rather than crash on.
 */

export const BLOGGER_PASSWORD = 'oldpass123';
export const READER_PASSWORD = 'reader123';

async function insert(connection: mysql.Connection, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (const row of rows) {
    const columns = Object.keys(row);
    await connection.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      columns.map((c) => row[c]),
    );
  }
}

const T = '2024-01-02 10:00:00';

export async function fillOriginal(connection: mysql.Connection): Promise<void> {
  const blogger = await bcrypt.hash(BLOGGER_PASSWORD, 10);
  const reader = await bcrypt.hash(READER_PASSWORD, 10);
  await insert(connection, 'blog_user', [
    { id: 1, username: 'blogger', password: blogger, role: 1, nick_name: '小张博主', avatar: 'http://old.example.com/upload/avatar1.png', createdAt: '2023-05-01 08:00:00', updatedAt: T, qq: '10001', ip: '北京' },
    { id: 2, username: 'reader', password: reader, role: 2, nick_name: null, avatar: '', createdAt: T, updatedAt: null, qq: '', ip: '' },
    { id: 3, username: 'broken', password: 'not-a-bcrypt-hash', role: 5, nick_name: '坏掉的账号', avatar: null, createdAt: null, updatedAt: null },
    { id: 4, username: null, password: reader, role: 2, nick_name: '无名', createdAt: T, updatedAt: T },
    { id: 5, username: 'admin', password: reader, role: 1, nick_name: '同名管理员', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_category', [
    { id: 1, category_name: '前端', createdAt: T, updatedAt: T },
    { id: 2, category_name: '随笔', createdAt: null, updatedAt: null },
    { id: 3, category_name: ' 前端', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_tag', [
    { id: 1, tag_name: 'Vue', createdAt: T, updatedAt: T },
    { id: 2, tag_name: '数据库', createdAt: T, updatedAt: T },
    { id: 3, tag_name: ' Vue', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_article', [
    {
      id: 1, article_title: '第一篇文章', author_id: 1, category_id: 1,
      article_content: '# 你好\n\n正文。\n\n![图](http://old.example.com/upload/a1.png)\n\n![缺](/upload/missing.png)\n\n![外](https://cdn.other.example/x.png)\n',
      article_cover: '/upload/cover1.jpg', is_top: 1, status: 1, type: 2, origin_url: 'https://example.org/source',
      createdAt: T, updatedAt: '2024-01-03 12:30:00', view_times: 10, article_description: '第一篇的描述', thumbs_up_times: 3, reading_duration: 65000, order: 2,
    },
    { id: 2, article_title: '状态不明的文章', author_id: 1, category_id: 2, article_content: '内容', status: 7, type: 1, createdAt: T, updatedAt: T },
    { id: 3, article_title: null, author_id: 2, category_id: 99, article_content: null, article_cover: null, status: 2, type: 9, createdAt: T, updatedAt: T },
    { id: 4, article_title: '第四篇', author_id: null, category_id: 3, article_content: '四\u0000', article_cover: null, status: 1, type: 3, origin_url: null, createdAt: null, updatedAt: null },
  ]);
  await insert(connection, 'blog_article_tag', [
    { id: 1, article_id: 1, tag_id: 1 },
    { id: 2, article_id: 1, tag_id: 2 },
    { id: 3, article_id: 1, tag_id: 2 },
    { id: 4, article_id: 99, tag_id: 1 },
    { id: 5, article_id: 4, tag_id: 3 },
  ]);
  await insert(connection, 'blog_talk', [
    { id: 1, user_id: 1, content: '今天天气不错', status: 1, is_top: 1, like_times: 2, createdAt: T, updatedAt: T },
    { id: 2, user_id: 1, content: '扔进回收站的说说', status: 3, is_top: 2, like_times: 0, createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_talk_photo', [
    { id: 1, talk_id: 1, url: '/upload/t1.png', createdAt: T, updatedAt: T },
    { id: 2, talk_id: 1, url: 'https://cdn.other.example/t2.png', createdAt: T, updatedAt: T },
    { id: 3, talk_id: 99, url: '/upload/t1.png', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_photo_album', [{ id: 1, album_name: '旅行', description: null, album_cover: '/upload/p1.png', createdAt: T, updatedAt: T }]);
  await insert(connection, 'blog_photo', [
    { id: 1, album_id: 1, url: '/upload/p1.png', status: 1, createdAt: T, updatedAt: T },
    { id: 2, album_id: 1, url: '/upload/p1.png', status: 2, createdAt: T, updatedAt: T },
    { id: 3, album_id: 5, url: '/upload/p1.png', status: 1, createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_links', [
    { id: 1, site_name: '朋友的站', site_desc: '一个朋友', site_avatar: null, url: 'https://friend.example.com', status: 2, user_id: '2', createdAt: T, updatedAt: T },
    { id: 2, site_name: '又一个站', site_desc: null, site_avatar: '', url: 'https://another.example.com', status: 1, user_id: '2', createdAt: T, updatedAt: T },
    { id: 3, site_name: '没有网址', url: null, status: 1, user_id: null, createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_message', [
    { id: 1, tag: '赞不绝口', message: '<p>你好，博主！</p>', color: '#ff0000', font_size: 20, bg_color: 'transparent', bg_url: '/upload/m1.png', user_id: 2, like_times: 1, createdAt: T, updatedAt: T, font_weight: 600, nick_name: '读者' },
    { id: 2, tag: null, message: '游客的留言', color: 'hsl(0, 100%, 50%)', font_size: 60, bg_color: 'rgba(1, 2, 3, 0.5)', bg_url: 'https://cdn.other.example/bg.png', user_id: null, like_times: 0, createdAt: T, updatedAt: T, font_weight: 550, nick_name: '游客a1b2c' },
  ]);
  await insert(connection, 'blog_comment', [
    { id: 1, parent_id: null, for_id: 1, type: 1, from_id: 2, from_name: '读者', content: '写得真好😀', thumbs_up: 2, createdAt: T, updatedAt: T, ip: '1.2.3.4' },
    { id: 2, parent_id: 1, for_id: 1, type: 1, from_id: 1, to_id: 2, content: '谢谢🙏', thumbs_up: 0, createdAt: '2024-01-02 11:00:00', updatedAt: T },
    { id: 3, parent_id: 2, for_id: 1, type: 1, from_id: 2, to_id: 1, content: '回复的回复', thumbs_up: 0, createdAt: '2024-01-02 12:00:00', updatedAt: T },
    { id: 4, parent_id: null, for_id: 999, type: 1, from_id: 2, content: '文章不存在', createdAt: T, updatedAt: T },
    { id: 5, parent_id: null, for_id: 1, type: 2, from_id: 2, content: '说说的评论', createdAt: T, updatedAt: T },
    { id: 6, parent_id: null, for_id: 1, type: 3, from_id: 1, content: '留言的评论', createdAt: T, updatedAt: T },
    { id: 7, parent_id: null, for_id: 1, type: 9, from_id: 2, content: '类型不明', createdAt: T, updatedAt: T },
    { id: 8, parent_id: null, for_id: 1, type: 1, from_id: 77, content: '评论人不存在', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_like', [
    { id: 1, type: 1, for_id: 1, user_id: 2, createdAt: T, updatedAt: T, ip: '1.2.3.4' },
    { id: 2, type: 1, for_id: 1, user_id: null, createdAt: T, updatedAt: T, ip: '5.6.7.8' },
    { id: 3, type: 4, for_id: 1, user_id: 1, createdAt: T, updatedAt: T },
    { id: 4, type: 1, for_id: 1, user_id: 2, createdAt: T, updatedAt: T },
    { id: 5, type: 2, for_id: 999, user_id: 2, createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_chat', [
    { id: 1, user_id: 2, content: '大家好👋', content_type: 'text', createdAt: T, updatedAt: T },
    { id: 2, user_id: 1, content: 'http://old.example.com/upload/c1.png', content_type: 'img', createdAt: T, updatedAt: T },
    { id: 3, user_id: 99, content: '幽灵', content_type: 'text', createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_notify', [
    { id: 1, message: '有人评论了你的文章', user_id: 1, type: 1, to_id: 1, isView: 1, createdAt: T, updatedAt: T },
    { id: 2, message: '新的友链申请', user_id: 2, type: 4, to_id: null, isView: 2, createdAt: T, updatedAt: T },
    { id: 3, message: '给不存在的人', user_id: 99, type: 1, to_id: 1, isView: 1, createdAt: T, updatedAt: T },
  ]);
  await insert(connection, 'blog_config', [
    { id: 1, blog_name: '小张的博客', blog_avatar: '/upload/avatar1.png', avatar_bg: null, personal_say: '认真生活', blog_notice: '欢迎来到我的博客', github_link: 'https://github.com/example', view_time: 1234, createdAt: '2023-05-01 08:00:00', updatedAt: T, we_chat_pay: '/upload/pay.png' },
  ]);
  await insert(connection, 'blog_header', [
    { id: 1, bg_url: '/upload/h1.png', route_name: 'Home', createdAt: T, updatedAt: T },
    { id: 2, bg_url: '/upload/h1.png', route_name: 'Talk', createdAt: T, updatedAt: T },
    { id: 3, bg_url: 'https://cdn.other.example/front.png', route_name: 'Front', createdAt: T, updatedAt: T },
    { id: 4, bg_url: 'https://cdn.other.example/back.png', route_name: 'Back', createdAt: T, updatedAt: T },
    { id: 5, bg_url: '/upload/h1.png', route_name: 'Layout', createdAt: T, updatedAt: T },
    { id: 6, bg_url: '/upload/h1.png', route_name: 'LinkList', createdAt: T, updatedAt: T },
  ]);
}

/** The original's uploads folder: every own-upload picture above except `missing.png` (and pay.png). */
export async function makeUploadsDir(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orig-uploads-'));
  mkdirSync(dir, { recursive: true });
  const colours = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#f39c12', '#16a085', '#d35400', '#7f8c8d'];
  const names = ['a1.png', 'avatar1.png', 't1.png', 'p1.png', 'm1.png', 'c1.png', 'h1.png', 'cover1.jpg'];
  for (const [index, name] of names.entries()) {
    const image = sharp({ create: { width: 8 + index, height: 6, channels: 3, background: colours[index]! } });
    writeFileSync(path.join(dir, name), name.endsWith('.jpg') ? await image.jpeg().toBuffer() : await image.png().toBuffer());
  }
  return dir;
}

/**
 * A filled original database and uploads folder for a describe block: made before its tests,
 * dropped and removed after them. The fields are set once beforeAll has run.
 */
export function useFilledOriginal(mysqlUrl: string): { original: OriginalDatabase; uploadsDir: string } {
  const source = {} as { original: OriginalDatabase; uploadsDir: string };
  beforeAll(async () => {
    source.original = await createOriginalDatabase(mysqlUrl);
    await fillOriginal(source.original.connection);
    source.uploadsDir = await makeUploadsDir();
  });
  afterAll(async () => {
    await source.original?.drop();
    if (source.uploadsDir) rmSync(source.uploadsDir, { recursive: true, force: true });
  });
  return source;
}
