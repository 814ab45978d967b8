import { COMMENT_TYPE, LIKE_TYPE, MESSAGE_STATUS } from '@blog/contract';
import type { Db } from '../../connection';
import type { ArtStyle } from '../artwork';
import type { SeedImage } from '../images';
import { hashText } from '../palette';
import { seedImageUrl } from '../types';
import { insertDemoLikes, insertDemoThread, userLikers, type DemoThreadComment } from './commentRows';
import { demoUserId, type DemoPeople, type DemoWho } from './people';

/** Demo guestbook (留言) entries, written for this project: varied styles, tags, authors, likes and comments. */

const HOUR_MS = 3_600_000;

interface DemoMessage {
  content: string;
  tag: string;
  /** A registered author, or a guest's nickname. */
  by: DemoWho | { guest: string };
  color: string;
  bgColor: string;
  /** Name of a generated background picture (see MESSAGE_BACKGROUNDS). */
  background?: string;
  fontSize: number;
  fontWeight: number;
  hoursAgo: number;
  likedBy: DemoWho[];
  /** Likes of anonymous demo visitors, on top of `likedBy` (real like rows, so counts stay exact). */
  visitorLikes: number;
  comments: DemoThreadComment[];
}

/** Generated backgrounds: soft artwork the white text of their entries reads well on. */
const MESSAGE_BACKGROUNDS: Record<string, { style: ArtStyle; hue: number }> = {
  'message-bg-1': { style: 'waves', hue: 250 },
  'message-bg-2': { style: 'mountains', hue: 160 },
  'message-bg-3': { style: 'bubbles', hue: 320 },
};

/** Newest first; 24 entries over about six weeks, more than two pages of 10. */
const DEMO_MESSAGES: DemoMessage[] = [
  {
    content: '凌晨两点还在调样式，搜到这里的暗色主题，眼睛舒服多了，谢谢博主！',
    tag: '随便说说',
    by: { guest: '夜猫子阿杰' },
    color: '#e0e7ff',
    bgColor: '#312e81',
    fontSize: 16,
    fontWeight: 400,
    hoursAgo: 3,
    likedBy: [],
    visitorLikes: 4,
    comments: [],
  },
  {
    content: '今日打卡 ✅ 读完了讲首页缓存的那篇，原来一次写入就要清空列表缓存，收获满满。',
    tag: '打卡',
    by: 'demo',
    color: '#065f46',
    bgColor: '#d1fae5',
    fontSize: 18,
    fontWeight: 600,
    hoursAgo: 9,
    likedBy: [2],
    visitorLikes: 2,
    comments: [
      { from: 2, content: '一起打卡！', hoursAfter: 1 },
      { from: 'demo', content: '冲！明天继续～', hoursAfter: 2, replyTo: 0 },
    ],
  },
  {
    content: '博客的配色好舒服，弹幕墙也太好玩了吧！一条条飘过去，像在看大家聊天。',
    tag: '鼓励',
    by: 0,
    color: '#ffffff',
    bgColor: '',
    background: 'message-bg-1',
    fontSize: 20,
    fontWeight: 700,
    hoursAgo: 20,
    likedBy: ['admin', 'demo', 1],
    visitorLikes: 9,
    comments: [
      { from: 1, content: '同感，我每次来都要切到弹幕看一会儿', hoursAfter: 3 },
      { from: 'admin', content: '哈哈，谢谢喜欢！鼠标放上去弹幕会停下来，可以慢慢看。', hoursAfter: 5, replyTo: 0 },
    ],
  },
  {
    content: '建议文章页加一个「回到目录」的按钮，长文章翻来翻去有点累。',
    tag: '建议',
    by: { guest: '小满' },
    color: '#7c2d12',
    bgColor: '#ffedd5',
    fontSize: 16,
    fontWeight: 400,
    hoursAgo: 30,
    likedBy: [0],
    visitorLikes: 1,
    comments: [{ from: 'admin', content: '收到，已经记在待办里了，下个版本见～', hoursAfter: 4 }],
  },
  {
    content: 'Fastify + kysely 这套组合用起来真香，求出一篇从 Express 迁移过来的经验贴！',
    tag: '技术交流',
    by: 1,
    color: '#1e3a8a',
    bgColor: '#dbeafe',
    fontSize: 17,
    fontWeight: 500,
    hoursAgo: 44,
    likedBy: ['admin', 2],
    visitorLikes: 3,
    comments: [],
  },
  {
    content: '弹幕模式下鼠标放上去会停住，这个细节好评！',
    tag: '随便说说',
    by: { guest: '橘子汽水' },
    color: '#9d174d',
    bgColor: '#fdf2f8',
    fontSize: 16,
    fontWeight: 500,
    hoursAgo: 52,
    likedBy: [],
    visitorLikes: 2,
    comments: [],
  },
  {
    content: '卡片的阴影和圆角很克制，不花哨，喜欢。',
    tag: '鼓励',
    by: { guest: '路过的设计师' },
    color: '#831843',
    bgColor: '#fce7f3',
    fontSize: 15,
    fontWeight: 300,
    hoursAgo: 60,
    likedBy: [1],
    visitorLikes: 0,
    comments: [],
  },
  {
    content: '周末去爬山了，山顶的风好大，吹得什么烦恼都没了。回来继续学习！',
    tag: '生活',
    by: 'demo',
    color: '#ffffff',
    bgColor: '',
    background: 'message-bg-2',
    fontSize: 18,
    fontWeight: 600,
    hoursAgo: 72,
    likedBy: [0, 2],
    visitorLikes: 5,
    comments: [],
  },
  {
    content: '打卡第 7 天，坚持每天读一篇技术文章。',
    tag: '打卡',
    by: 2,
    color: '#134e4a',
    bgColor: '#ccfbf1',
    fontSize: 16,
    fontWeight: 500,
    hoursAgo: 80,
    likedBy: ['demo'],
    visitorLikes: 1,
    comments: [],
  },
  {
    content: '请问聊天室发的图片是存在哪里的？会不会压缩？',
    tag: '技术交流',
    by: { guest: 'momo' },
    color: '#0f172a',
    bgColor: '#e2e8f0',
    fontSize: 15,
    fontWeight: 400,
    hoursAgo: 96,
    likedBy: [],
    visitorLikes: 0,
    comments: [{ from: 'admin', content: '超过 800KB 的图片会先在浏览器里压缩，上传后服务器再统一转成 WebP，顺便去掉照片里的位置信息。', hoursAfter: 2 }],
  },
  {
    content: '今天心情不太好，来这里翻翻大家的留言，突然就好多了。',
    tag: '生活',
    by: 0,
    color: '#4c1d95',
    bgColor: '#ede9fe',
    fontSize: 16,
    fontWeight: 400,
    hoursAgo: 110,
    likedBy: ['admin', 'demo', 1, 2],
    visitorLikes: 6,
    comments: [
      { from: 1, content: '抱抱，明天会更好的！', hoursAfter: 1 },
      { from: 0, content: '谢谢你～已经好多啦', hoursAfter: 3, replyTo: 0 },
    ],
  },
  {
    content: '音乐播放器的歌词全屏模式绝了，摸鱼神器。',
    tag: '随便说说',
    by: { guest: '阿木' },
    color: '#fef08a',
    bgColor: '#1f2937',
    fontSize: 18,
    fontWeight: 800,
    hoursAgo: 130,
    likedBy: [2],
    visitorLikes: 3,
    comments: [],
  },
  {
    content: '建议：标签页可以按文章数量排序吗？常用的标签一眼就能找到。',
    tag: '建议',
    by: 'demo',
    color: '#1e40af',
    bgColor: '#e0f2fe',
    fontSize: 16,
    fontWeight: 500,
    hoursAgo: 150,
    likedBy: [],
    visitorLikes: 1,
    comments: [],
  },
  {
    content: 'SQLite 和 PostgreSQL 共用一套查询代码，小站点一个文件就能跑，这个设计很聪明。',
    tag: '技术交流',
    by: 1,
    color: '#14532d',
    bgColor: '#dcfce7',
    fontSize: 16,
    fontWeight: 600,
    hoursAgo: 170,
    likedBy: ['admin'],
    visitorLikes: 2,
    comments: [],
  },
  {
    content: '第一次留言，好紧张！博主加油！',
    tag: '鼓励',
    by: { guest: '阳光彩虹小白马' },
    color: '#9a3412',
    bgColor: '#fed7aa',
    fontSize: 24,
    fontWeight: 900,
    hoursAgo: 200,
    likedBy: ['admin', 0],
    visitorLikes: 7,
    comments: [],
  },
  {
    content: '下雨天，一杯热可可，一篇好文章。',
    tag: '生活',
    by: 2,
    color: '#ffffff',
    bgColor: '',
    background: 'message-bg-3',
    fontSize: 20,
    fontWeight: 500,
    hoursAgo: 230,
    likedBy: [0, 1],
    visitorLikes: 4,
    comments: [],
  },
  {
    content: 'Dark mode looks great. 加油！',
    tag: '鼓励',
    by: { guest: 'Kevin' },
    color: '#f8fafc',
    bgColor: '#0f766e',
    fontSize: 16,
    fontWeight: 400,
    hoursAgo: 260,
    likedBy: [],
    visitorLikes: 1,
    comments: [],
  },
  {
    content: '打卡～ 今天把博客的搜索弄明白了：少于三个字的查询会退回 LIKE，难怪搜两个字也能搜到。',
    tag: '打卡',
    by: 'demo',
    color: '#6d28d9',
    bgColor: '#f5f3ff',
    fontSize: 15,
    fontWeight: 400,
    hoursAgo: 300,
    likedBy: [1],
    visitorLikes: 0,
    comments: [],
  },
  {
    content: '什么时候出手机 App？（开玩笑的，网页在手机上已经很好用了）',
    tag: '随便说说',
    by: { guest: '一只咸鱼' },
    color: '#334155',
    bgColor: '#f1f5f9',
    fontSize: 16,
    fontWeight: 300,
    hoursAgo: 340,
    likedBy: [],
    visitorLikes: 2,
    comments: [],
  },
  {
    content: '友情建议：代码块加一个复制按钮～',
    tag: '建议',
    by: 0,
    color: '#991b1b',
    bgColor: '#fee2e2',
    fontSize: 16,
    fontWeight: 600,
    hoursAgo: 400,
    likedBy: ['demo'],
    visitorLikes: 1,
    comments: [
      { from: 'admin', content: '已经有啦，鼠标移到代码块右上角试试。', hoursAfter: 6 },
      { from: 0, content: '找到了！原来藏在那里，学到了。', hoursAfter: 8, replyTo: 0 },
    ],
  },
  {
    content: '愿你出走半生，归来仍是少年。',
    tag: '生活',
    by: { guest: '清风' },
    color: '#075985',
    bgColor: '#e0f2fe',
    fontSize: 28,
    fontWeight: 300,
    hoursAgo: 480,
    likedBy: [2],
    visitorLikes: 8,
    comments: [],
  },
  {
    content: '能把技术博客坚持写下来的人都很了不起。',
    tag: '鼓励',
    by: 1,
    color: '#713f12',
    bgColor: '#fef9c3',
    fontSize: 18,
    fontWeight: 700,
    hoursAgo: 560,
    likedBy: ['admin', 0],
    visitorLikes: 3,
    comments: [],
  },
  {
    content: '前排围观～',
    tag: '随便说说',
    by: { guest: '小鱼干' },
    // No colours: the card follows the light or dark theme.
    color: '',
    bgColor: '',
    fontSize: 16,
    fontWeight: 400,
    hoursAgo: 700,
    likedBy: [],
    visitorLikes: 0,
    comments: [],
  },
  {
    content: '留言板开张啦！有问题、建议，或者只是想打个招呼，都欢迎写在这里，我会尽量每条都回复。',
    tag: '',
    by: 'admin',
    color: '#b45309',
    bgColor: '#fef3c7',
    fontSize: 22,
    fontWeight: 700,
    hoursAgo: 900,
    likedBy: ['demo', 0, 1, 2],
    visitorLikes: 10,
    comments: [{ from: 2, content: '沙发！恭喜开张～', hoursAfter: 1 }],
  },
];

/** The generated backgrounds, (re)made on each start when missing: PostgreSQL may outlive DATA_DIR. */
export function messageSeedImages(): SeedImage[] {
  return Object.entries(MESSAGE_BACKGROUNDS).map(([name, { style, hue }]) => ({
    name,
    spec: { width: 800, height: 480, hue, style, seed: hashText(name) },
  }));
}

/** Inserts the demo entries with their likes and comments; answers how many entries. */
export async function seedMessages(db: Db, people: DemoPeople, now = Date.now()): Promise<number> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  const nickNames = new Map(
    (await db.kysely.selectFrom('user').select(['id', 'nick_name']).execute()).map((user) => [user.id, user.nick_name] as const),
  );
  await db.kysely.transaction().execute(async (trx) => {
    // Oldest first, so ids grow with time like on a real site.
    for (const message of [...DEMO_MESSAGES].reverse()) {
      const created = at(message.hoursAgo);
      const author = typeof message.by === 'object' ? null : demoUserId(people, message.by);
      const likers = [
        ...userLikers(message.likedBy.map((who) => demoUserId(people, who))),
        ...Array.from({ length: message.visitorLikes }, (_, i) => ({ liker: `v:demo-visitor-${i + 1}`, userId: null })),
      ];
      const { id } = await trx
        .insertInto('message')
        .values({
          content: message.content,
          tag: message.tag,
          color: message.color,
          font_size: message.fontSize,
          font_weight: message.fontWeight,
          bg_color: message.bgColor,
          bg_url: message.background ? seedImageUrl(message.background) : '',
          user_id: author,
          nick_name: typeof message.by === 'object' ? message.by.guest : (nickNames.get(author ?? 0) ?? ''),
          like_times: likers.length,
          status: MESSAGE_STATUS.shown,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertDemoLikes(trx, LIKE_TYPE.message, id, likers, created);
      await insertDemoThread(trx, people, { type: COMMENT_TYPE.message, forId: id }, message.comments, (hoursAfter) => at(message.hoursAgo - hoursAfter));
    }
  });
  return DEMO_MESSAGES.length;
}
