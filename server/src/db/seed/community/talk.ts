import { COMMENT_TYPE, LIKE_TYPE, TALK_STATUS } from '@blog/contract';
import type { Db } from '../../connection';
import type { ArtStyle } from '../artwork';
import type { SeedImage } from '../images';
import { hashText } from '../palette';
import { seedImageUrl } from '../types';
import { insertDemoLikes, insertDemoThread, userLikers, type DemoThreadComment } from './commentRows';
import { demoUserId, type DemoPeople, type DemoWho } from './people';

/** Demo short posts (说说) by the blogger, written for this project, with generated pictures. */

const HOUR_MS = 3_600_000;

interface DemoPicture {
  width: number;
  height: number;
  style: ArtStyle;
}

interface DemoTalk {
  content: string;
  hoursAgo: number;
  pinned?: boolean;
  private?: boolean;
  hue: number;
  pictures: DemoPicture[];
  likedBy: DemoWho[];
  comments: DemoThreadComment[];
}

const square = (style: ArtStyle): DemoPicture => ({ width: 640, height: 640, style });
const wide = (style: ArtStyle): DemoPicture => ({ width: 900, height: 600, style });
const tall = (style: ArtStyle): DemoPicture => ({ width: 600, height: 900, style });

const DEMO_TALKS: DemoTalk[] = [
  {
    content: '说说板块开张啦！\n这里放一些不值得写成文章的碎碎念：今天读到的一句话、路上看到的一朵云、调了半天终于跑通的一行代码。\n欢迎评论，也欢迎点个赞～',
    hoursAgo: 24 * 30 + 5,
    pinned: true,
    hue: 210,
    pictures: [wide('rings')],
    likedBy: ['demo', 0, 1, 2],
    comments: [
      { from: 0, content: '恭喜开张！已经加进收藏夹了～', hoursAfter: 2 },
      { from: 'admin', content: '谢谢捧场，常来坐坐！', hoursAfter: 3, replyTo: 0 },
      { from: 1, content: '期待更多碎碎念，比长文章好读多了哈哈', hoursAfter: 20 },
    ],
  },
  {
    content: '周末去湖边走了一圈，九宫格献上。\n风很大，云跑得飞快，手机电量撑到了最后一张。',
    hoursAgo: 26,
    hue: 190,
    pictures: [
      square('waves'),
      square('mountains'),
      square('bubbles'),
      square('waves'),
      square('rings'),
      square('mountains'),
      square('stripes'),
      square('waves'),
      square('bubbles'),
    ],
    likedBy: ['demo', 0, 2],
    comments: [
      { from: 'demo', content: '第五张的颜色好温柔，可以当壁纸了', hoursAfter: 1 },
      { from: 2, content: '同感！我已经偷偷存下来了', hoursAfter: 4, replyTo: 0 },
    ],
  },
  {
    content: '把博客的数据库从 SQLite 换成 PostgreSQL 试了一下，查询代码一行没改，只改了一个环境变量。\n写迁移的时候多想一步，后面就少踩一个坑。',
    hoursAgo: 3 * 24 + 2,
    hue: 260,
    pictures: [],
    likedBy: [1],
    comments: [{ from: 1, content: '时间戳统一存成字符串这个做法学到了', hoursAfter: 6 }],
  },
  {
    content: '楼下新开了一家面包店，早上七点就排起了队。\n买了一个可颂和一个肉桂卷，肉桂卷完胜。',
    hoursAgo: 5 * 24 + 9,
    hue: 30,
    pictures: [wide('bubbles'), tall('rings')],
    likedBy: [0, 2],
    comments: [{ from: 2, content: '肉桂卷 +1，配美式刚刚好', hoursAfter: 3 }],
  },
  {
    content: '整理书桌的第 N 次尝试：\n1. 线材全部收进理线槽\n2. 显示器抬高了五厘米\n3. 留出一块空地放茶杯\n先坚持一周看看。',
    hoursAgo: 8 * 24 + 3,
    hue: 100,
    pictures: [square('mosaic'), square('stripes'), square('mosaic')],
    likedBy: ['demo'],
    comments: [],
  },
  {
    content: '最近写代码时循环播放几首八十年代的老歌，意外地很专注。\n旧东西有旧东西的好：不会突然弹出推荐，也不会催你更新。',
    hoursAgo: 11 * 24 + 6,
    hue: 320,
    pictures: [],
    likedBy: [0, 1],
    comments: [],
  },
  {
    content: '雨后的街道，霓虹灯倒映在水洼里，随手拍了四张。',
    hoursAgo: 14 * 24 + 1,
    hue: 280,
    pictures: [tall('stripes'), square('mosaic'), wide('stripes'), square('rings')],
    likedBy: ['demo', 1, 2],
    comments: [{ from: 0, content: '第一张的构图好有电影感', hoursAfter: 10 }],
  },
  {
    content: '给自己定了个小规矩：每天睡前写三行字，记下当天最开心的一件事。\n写了两周，发现开心的事比想象中多。',
    hoursAgo: 17 * 24 + 8,
    hue: 50,
    pictures: [],
    likedBy: [2],
    comments: [],
  },
  {
    content: '阳台的薄荷终于活过了一个夏天。\n泡水、做柠檬茶、当装饰，一盆顶三盆用。',
    hoursAgo: 21 * 24 + 4,
    hue: 140,
    pictures: [tall('bubbles')],
    likedBy: [0],
    comments: [],
  },
  {
    content: '图片懒加载调了一晚上：给每张图先留好宽高比例的位置，滚动时页面再也不会跳了。\n小细节，但自己用起来舒服很多。',
    hoursAgo: 25 * 24 + 7,
    hue: 230,
    pictures: [wide('mosaic'), wide('rings')],
    likedBy: ['demo', 1],
    comments: [],
  },
  {
    content: '第一次用胶片机，一卷三十六张只洗出来二十张能看的。\n但等待冲洗的那几天，比拍的时候还开心。',
    hoursAgo: 33 * 24 + 2,
    hue: 15,
    pictures: [square('mountains'), square('waves'), square('bubbles'), square('mountains')],
    likedBy: [2],
    comments: [],
  },
  {
    content: '下个月想写一篇关于图片懒加载的文章，先在这里记一笔，免得忘了。',
    hoursAgo: 40 * 24,
    private: true,
    hue: 0,
    pictures: [],
    likedBy: [],
    comments: [],
  },
];

const pictureName = (talkIndex: number, pictureIndex: number) => `talk-${talkIndex + 1}-${pictureIndex + 1}`;

/** Every talk picture, so they can be (re)generated on each start: PostgreSQL may outlive DATA_DIR. */
export function talkSeedImages(): SeedImage[] {
  return DEMO_TALKS.flatMap((talk, t) =>
    talk.pictures.map((picture, p) => {
      const name = pictureName(t, p);
      return { name, spec: { width: picture.width, height: picture.height, hue: talk.hue + p * 23, style: picture.style, seed: hashText(name) } };
    }),
  );
}

/** Inserts the demo posts with their pictures, likes (real like rows, so counts stay exact) and comments. */
export async function seedTalks(db: Db, people: DemoPeople, now = Date.now()): Promise<number> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    for (const [t, talk] of DEMO_TALKS.entries()) {
      const created = at(talk.hoursAgo);
      const likers = userLikers(talk.likedBy.map((who) => demoUserId(people, who)));
      const { id } = await trx
        .insertInto('talk')
        .values({
          user_id: people.adminId,
          content: talk.content,
          status: talk.private ? TALK_STATUS.private : TALK_STATUS.public,
          is_top: talk.pinned ? 1 : 2,
          like_times: likers.length,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (talk.pictures.length > 0) {
        await trx
          .insertInto('talk_photo')
          .values(talk.pictures.map((_, p) => ({ talk_id: id, url: seedImageUrl(pictureName(t, p)), sort: p, created_at: created, updated_at: created })))
          .execute();
      }
      await insertDemoLikes(trx, LIKE_TYPE.talk, id, likers, created);
      await insertDemoThread(trx, people, { type: COMMENT_TYPE.talk, forId: id }, talk.comments, (hoursAfter) => at(talk.hoursAgo - hoursAfter));
    }
  });
  return DEMO_TALKS.length;
}
