import { ARTICLE_STATUS, NOTIFY_TYPE, USER_ROLE, DEFAULT_AVATAR_URL, usernameKey } from '@blog/contract';
import { hashPassword } from '../../platform/auth/passwords';
import { nowIso, type Db } from '../connection';

/** The demo visitor account (only with SEED_DEMO): documented so anyone can try the personal centre. */
export const DEMO_USERNAME = 'demo_user';
export const DEMO_PASSWORD = 'demo123456a';
const DEMO_NICK_NAME = '演示用户';

const HOUR_MS = 3_600_000;

interface DemoNotification {
  type: number;
  /** Index into the public articles (newest first) for type 1; null otherwise. */
  articleIndex: number | null;
  message: string;
  hoursAgo: number;
  read: boolean;
}

/** Newest first, 12 in all: more than one drawer page of 10, five unread, every type an ordinary user gets (never 4, the console's). */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  { type: NOTIFY_TYPE.account, articleIndex: null, message: '欢迎来到本站！这是一个演示账号，可以随意体验个人中心和消息通知。', hoursAgo: 1, read: false },
  { type: NOTIFY_TYPE.article, articleIndex: 0, message: '博主回复了你的评论：<b>谢谢支持</b>，<span style="color:#e6a23c">下一篇写实战</span>。', hoursAgo: 3, read: false },
  { type: NOTIFY_TYPE.article, articleIndex: 1, message: '有人点赞了你在文章下的评论', hoursAgo: 6, read: false },
  { type: NOTIFY_TYPE.talk, articleIndex: null, message: '博主在说说里提到了你：周末一起去看海吧', hoursAgo: 20, read: false },
  { type: NOTIFY_TYPE.messageList, articleIndex: null, message: '你的留言收到了一条新回复', hoursAgo: 30, read: false },
  { type: NOTIFY_TYPE.article, articleIndex: 2, message: '你收藏的文章更新了：<i>补充了一节性能测试</i>', hoursAgo: 50, read: true },
  { type: NOTIFY_TYPE.link, articleIndex: null, message: '你的友链申请已通过审核', hoursAgo: 72, read: true },
  { type: NOTIFY_TYPE.article, articleIndex: 3, message: '你的评论被博主设为精选', hoursAgo: 96, read: true },
  { type: NOTIFY_TYPE.messageList, articleIndex: null, message: '有人点赞了你的留言', hoursAgo: 120, read: true },
  { type: NOTIFY_TYPE.talk, articleIndex: null, message: '有人点赞了你评论过的说说', hoursAgo: 150, read: true },
  { type: NOTIFY_TYPE.article, articleIndex: 4, message: '博主回复了你的评论：代码已经放到文末了', hoursAgo: 200, read: true },
  { type: NOTIFY_TYPE.account, articleIndex: null, message: '注册成功，欢迎加入！', hoursAgo: 240, read: true },
];

/**
 * Creates the demo account and its notifications once. A database that already has the username
 * (the demo account, or a real person who took the name) is left alone.
 */
export async function ensureDemoAccount(db: Db, log: (message: string) => void): Promise<void> {
  const k = db.kysely;
  const taken = await k.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirst();
  if (taken) return;

  const articles = await k
    .selectFrom('article')
    .select('id')
    .where('status', '=', ARTICLE_STATUS.public)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(5)
    .execute();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const stamp = nowIso();
  const now = Date.now();

  await k.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('user')
      .values({ username: DEMO_USERNAME, username_key: usernameKey(DEMO_USERNAME), password_hash: passwordHash, role: USER_ROLE.user, nick_name: DEMO_NICK_NAME, avatar: DEFAULT_AVATAR_URL, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('notify')
      .values(
        DEMO_NOTIFICATIONS.map((n) => {
          const at = new Date(now - n.hoursAgo * HOUR_MS).toISOString();
          // Without articles (an odd database) an article notice points nowhere rather than at a wrong id.
          const toId = n.articleIndex === null ? null : (articles[n.articleIndex % Math.max(articles.length, 1)]?.id ?? null);
          return { user_id: user.id, type: n.type, to_id: toId, message: n.message, is_view: n.read ? 2 : 1, created_at: at, updated_at: at };
        }),
      )
      .execute();
  });
  log(`已创建演示账号 ${DEMO_USERNAME}，密码 ${DEMO_PASSWORD}（仅供体验，公开部署请设置 SEED_DEMO=false 或删除该账号）。`);
}
