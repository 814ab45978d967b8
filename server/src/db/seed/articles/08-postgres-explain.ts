import type { DemoArticle } from '../types';

export const postgresExplain: DemoArticle = {
  slug: 'postgres-explain',
  title: 'PostgreSQL 索引选择：从读懂 EXPLAIN 开始',
  description: '转载自好友的技术博客。从一条慢查询出发，讲解 EXPLAIN ANALYZE 的输出、组合索引的列顺序，以及为什么“建了索引却不走索引”。',
  category: '数据库',
  tags: ['PostgreSQL', 'SQL', '性能优化'],
  daysAgo: 561,
  viewTimes: 3050,
  thumbsUp: 126,
  type: 2,
  originUrl: 'https://example.com/posts/postgres-explain-notes',
  content: `> 本文转载自好友老周的技术博客，已获得作者授权，文字略有删改。原文链接见文章顶部。

做业务开发的同学，多少都遇到过这样的场景：某个列表接口在测试环境里飞快，上线几个月后越来越慢。打开慢查询日志，罪魁祸首往往是一条看起来平平无奇的查询。这篇文章就从这样一条查询说起。

## 一条慢查询

\`\`\`sql
SELECT id, title, created_at
FROM article
WHERE status = 1 AND category_id = 7
ORDER BY created_at DESC
LIMIT 10;
\`\`\`

表里有两百万行数据，这条语句要执行八百多毫秒。

## 读懂执行计划

在语句前面加上 \`EXPLAIN (ANALYZE, BUFFERS)\`，就能看到数据库真实的执行过程。几个最值得关注的地方：

- **扫描方式**：顺序扫描意味着读了整张表；索引扫描和位图扫描则说明用上了索引；
- **估计行数与实际行数**：两者相差几个数量级时，说明统计信息过期了，优化器在“盲猜”；
- **排序节点**：如果出现了外部排序，说明内存不够，数据被写到了磁盘上。

那条慢查询的计划显示：数据库先用 \`status\` 上的索引找出了一百多万行，再逐行过滤分类，最后排序取前十条。绝大部分工作都白做了。

## 组合索引的列顺序

\`\`\`sql
CREATE INDEX CONCURRENTLY article_cat_status_created_idx
    ON article (category_id, status, created_at DESC);
\`\`\`

建好这个索引之后，同一条查询只需要不到一毫秒。列的顺序遵循一个简单的原则：**等值条件在前，范围条件和排序在后**。这样数据库可以直接定位到“分类为 7 且已发布”的那一段，并且这一段已经按时间排好了序，取前十条就能结束。

### 为什么建了索引却不走

下面这些情况经常让人困惑：

| 现象 | 可能的原因 |
| --- | --- |
| 条件列上套了函数 | 索引存的是原始值，需要建表达式索引 |
| 隐式类型转换 | 参数类型和列类型不一致 |
| 表很小 | 顺序扫描本来就更快，优化器是对的 |
| 统计信息过期 | 执行一次 ANALYZE 让优化器重新认识数据 |
| 模糊查询以通配符开头 | 普通索引无能为力，考虑三元组索引 |

## 索引不是越多越好

每多一个索引，写入时就多一份维护成本，也多占一份磁盘和内存。老周的习惯是定期查看索引的使用统计，把几个月都没有被扫描过的索引找出来，确认无用后删掉。

\`\`\`sql
SELECT relname, indexrelname, idx_scan
FROM pg_stat_user_indexes
ORDER BY idx_scan ASC
LIMIT 20;
\`\`\`

## 小结

优化查询之前，先看执行计划；建索引之前，先想清楚查询的条件和排序；删索引之前，先看使用统计。数据库的优化器比我们想象的聪明，多数时候我们要做的，只是给它提供合适的工具和准确的信息。
`,
};
