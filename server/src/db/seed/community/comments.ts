import { COMMENT_TYPE } from '@blog/contract';
import type { Db } from '../../connection';
import { DEMO_ARTICLES } from '../articles';
import { insertDemoComment } from './commentRows';
import { demoUserId, type DemoPeople, type DemoWho } from './people';

/** Demo comments under a few articles, written for this project, from the demo people. */

const HOUR_MS = 3_600_000;

interface DemoReply {
  from: DemoWho;
  content: string;
  hoursAfter: number;
  /** The earlier reply of this thread it answers (index); left out, it answers the top-level comment. */
  answers?: number;
  likedBy?: DemoWho[];
}

interface DemoComment {
  from: DemoWho;
  content: string;
  /** Hours after the article was published. */
  hoursAfter: number;
  likedBy?: DemoWho[];
  replies?: DemoReply[];
}

interface DemoArticleComments {
  slug: string;
  comments: DemoComment[];
}

/** Twelve short notes under the SQLite article: more than one page, so 加载更多 has something to load. */
const SQLITE_CHATTER: DemoComment[] = (
  [
    ['我们组的内部工单系统也是 SQLite，三年了没出过问题。', 0],
    ['WAL 模式下备份是直接拷文件吗？还是要用 .backup？', 1],
    ['busy_timeout 这个参数救了我好几次。', 2],
    ['想知道多大数据量以后会开始吃力。', 'demo'],
    ['Litestream 配合 S3 做增量备份也不错。', 0],
    ['文末那张选型对比表很直观。', 1],
    ['以前一直以为 SQLite 不能并发写，原来是单写多读。', 2],
    ['部署在 NFS 上千万别开 WAL，踩过坑。', 0],
    ['小站点确实没必要上独立数据库，省心。', 'demo'],
    ['checkpoint 的时机能再展开讲讲吗？', 1],
    ['同步模式 NORMAL 在断电时会丢数据吗？', 2],
    ['收藏了，周末把自己的小项目迁过去试试。', 0],
  ] as Array<[string, DemoWho]>
).map(([content, from], i) => ({ from, content, hoursAfter: 6 + i * 9 }));

const DEMO_ARTICLE_COMMENTS: DemoArticleComments[] = [
  {
    slug: 'typescript-narrowing',
    comments: [
      {
        from: 0,
        content: '判别联合那一节讲得太清楚了，之前一直用一堆可选字段硬凑状态，难怪代码里到处都是非空断言。',
        hoursAfter: 5,
        likedBy: ['admin', 1, 2, 'demo'],
        replies: [
          { from: 'admin', content: '对，把“不可能的状态”从类型里删掉，很多判断就自然消失了。', hoursAfter: 7, likedBy: [0] },
          { from: 2, content: '同感，重构完以后 reducer 短了一半。', hoursAfter: 11 },
          { from: 0, content: '文中 never 穷尽检查那招我已经用上了，新增状态再也没漏处理过。', hoursAfter: 13, answers: 1 },
          { from: 'demo', content: '学到了，原来 switch 的 default 里还能这么用 never。', hoursAfter: 20, answers: 2 },
          { from: 1, content: '补充一点：satisfies 配合联合类型也很好用。', hoursAfter: 26 },
          { from: 'admin', content: '好建议，下一篇写 satisfies 的时候把这个例子放进去。', hoursAfter: 30, answers: 4 },
          { from: 2, content: '蹲一个下一篇！', hoursAfter: 31, answers: 5 },
        ],
      },
      {
        from: 1,
        content: '自定义类型守卫返回 x is Foo 的时候，如果实现写错了编译器不会发现吧？感觉是个隐患。',
        hoursAfter: 28,
        likedBy: [0],
        replies: [
          { from: 'admin', content: '是的，类型守卫相当于你向编译器做担保，所以守卫要写得简单，再配上单元测试。', hoursAfter: 33 },
          { from: 1, content: '明白了，等于把风险集中到一个地方管理。', hoursAfter: 35, answers: 0 },
        ],
      },
      { from: 'demo', content: '第一次看懂 in 操作符收窄，感谢博主！', hoursAfter: 50, likedBy: [2] },
    ],
  },
  {
    slug: 'react-render-perf',
    comments: [
      {
        from: 2,
        content: 'Profiler 那张火焰图截得好，终于知道该看哪一栏了。',
        hoursAfter: 3,
        likedBy: [0, 1],
        replies: [{ from: 'admin', content: '在 Profiler 设置里勾上“记录每个组件渲染的原因”，看原因那一栏最省时间。', hoursAfter: 5 }],
      },
      {
        from: 'demo',
        content: '列表虚拟化之后滚动确实顺了，但 Ctrl+F 搜不到屏幕外的内容，这个怎么取舍？',
        hoursAfter: 40,
        likedBy: ['admin'],
        replies: [
          { from: 'admin', content: '好问题。几百条以内我宁可不虚拟化；上千条就自己做一个列表内搜索框。', hoursAfter: 44 },
          { from: 0, content: '我们是分页加虚拟化一起用，每页 200 条。', hoursAfter: 52 },
        ],
      },
      { from: 1, content: 'memo 和 useCallback 不是越多越好，这句话要加粗。', hoursAfter: 70, likedBy: [2, 'demo'] },
    ],
  },
  {
    slug: 'node-stream-backpressure',
    comments: [
      {
        from: 1,
        content: '我们导出 CSV 也遇到过一模一样的问题，当时是直接加内存解决的……',
        hoursAfter: 8,
        replies: [
          { from: 'admin', content: '加内存能顶一阵，数据量再翻一倍就又回来了，pipeline 才是根治。', hoursAfter: 9 },
          { from: 1, content: '已经在排期改了。', hoursAfter: 20, answers: 0 },
        ],
      },
      { from: 0, content: 'write() 返回 false 之后要等 drain，这个细节以前真没注意。', hoursAfter: 30, likedBy: [1] },
    ],
  },
  { slug: 'sqlite-wal', comments: SQLITE_CHATTER },
];

/**
 * Inserts the comments above with their replies and likes (real like rows, so each count is what
 * the like table says). Articles missing from the database are skipped. Returns how many were written.
 */
export async function seedArticleComments(db: Db, people: DemoPeople, now = Date.now()): Promise<number> {
  const titles = new Map(DEMO_ARTICLES.map((a) => [a.slug, a.title]));
  let written = 0;
  await db.kysely.transaction().execute(async (trx) => {
    for (const { slug, comments } of DEMO_ARTICLE_COMMENTS) {
      const article = await trx.selectFrom('article').select(['id', 'created_at']).where('title', '=', titles.get(slug) ?? '').executeTakeFirst();
      if (!article) continue;
      const published = new Date(article.created_at).getTime();
      // Never in the future, whatever the article's age.
      const at = (hoursAfter: number) => new Date(Math.min(published + hoursAfter * HOUR_MS, now - 60_000)).toISOString();

      const insert = async (values: { parentId: number | null; from: number; to: number | null; content: string; stamp: string; likedBy?: DemoWho[] }) => {
        const likedBy = (values.likedBy ?? []).map((who) => demoUserId(people, who));
        const id = await insertDemoComment(trx, { ...values, type: COMMENT_TYPE.article, forId: article.id, likedBy });
        written++;
        return id;
      };

      for (const comment of comments) {
        const from = demoUserId(people, comment.from);
        const parentId = await insert({ parentId: null, from, to: null, content: comment.content, stamp: at(comment.hoursAfter), likedBy: comment.likedBy });
        const replyAuthors: number[] = [];
        for (const reply of comment.replies ?? []) {
          const answered = reply.answers === undefined ? from : replyAuthors[reply.answers];
          if (answered === undefined) throw new Error(`演示评论（${slug}）的回复对象不存在`);
          const replyFrom = demoUserId(people, reply.from);
          await insert({ parentId, from: replyFrom, to: answered, content: reply.content, stamp: at(reply.hoursAfter), likedBy: reply.likedBy });
          replyAuthors.push(replyFrom);
        }
      }
    }
  });
  return written;
}
