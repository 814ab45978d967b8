import type { DemoArticle } from '../types';

export const nodeStreamBackpressure: DemoArticle = {
  slug: 'node-stream-backpressure',
  title: 'Node.js 流与背压：一次导出功能内存暴涨的复盘',
  description: '导出十万条记录时服务内存飙到两个多 G，根源是忽略了可写流的背压信号。复盘问题、原理和用 pipeline 改写后的代码。',
  category: '后端架构',
  tags: ['Node.js', '性能优化'],
  daysAgo: 198,
  viewTimes: 2240,
  thumbsUp: 117,
  content: `这是一次线上事故的复盘。我们的后台有一个“导出订单为 CSV”的功能，平时导出几千条记录毫无问题。某天运营同事选了一整年的时间范围，点击导出后，服务进程的内存在一分钟内涨到了两个多 G，随后被容器的内存限制直接杀掉。

## 事故现场

出问题的代码大致是这样的：

\`\`\`js
async function exportOrders(res, cursor) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  for await (const order of cursor) {
    res.write(toCsvLine(order));
  }
  res.end();
}
\`\`\`

看起来很正常：从数据库游标里逐条读取，逐条写给客户端，没有把全部数据一次性加载到内存里。可问题恰恰出在 \`res.write\` 上。

## 什么是背压

可写流内部有一个缓冲区。\`write\` 返回 \`false\` 时，意思是“缓冲区已经满了，请等我把数据发出去再继续写”。这个信号就叫背压。

数据库读取的速度远远快于网络发送的速度，尤其是当用户的网络比较慢时。我们的代码完全无视了 \`write\` 的返回值，于是数据源源不断地堆积在内存里，直到进程崩溃。

> 流的价值不在于“分块”，而在于“按消费者的速度生产”。忽略背压的流，只是把内存问题换了一个地方。

## 正确的写法

![数据在管道中流动](/uploads/seed/illus-pipeline.webp)

最省心的办法是使用 \`stream/promises\` 里的 \`pipeline\`，它会自动处理背压、错误传播和资源清理：

\`\`\`js
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';

async function exportOrders(res, cursor) {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  const toCsv = new Transform({
    objectMode: true,
    transform(order, _encoding, callback) {
      callback(null, toCsvLine(order));
    },
  });
  await pipeline(Readable.from(cursor), toCsv, res);
}
\`\`\`

如果客户端中途断开连接，\`pipeline\` 会销毁上游的流，数据库游标也会随之关闭，不会在后台继续空转。

### 手写时要等待 drain

如果因为某些原因必须手动写入，那就要尊重 \`write\` 的返回值，在返回 \`false\` 时等待 \`drain\` 事件之后再继续。

## 如何复现和验证

为了确认修复有效，我用一个限速的客户端来模拟慢速网络：

\`\`\`bash
# 把下载速度限制在每秒 200KB，观察服务端内存
curl --limit-rate 200k -o /dev/null http://localhost:3000/api/orders/export
# 另开一个终端观察进程的常驻内存
watch -n 1 "ps -o rss,cmd -p $(pgrep -f server.js)"
\`\`\`

修复前，常驻内存随时间线性增长；修复后，整个导出过程中内存稳定在一百多兆，只是导出时间变长了，这正是背压该有的表现。

## 事后的改进

- 给所有导出接口加上时间范围的上限，超过上限时改为异步生成文件再通知下载；
- 代码评审清单里加入一条：看到 \`write\` 在循环里出现，就要问一句“背压怎么处理”；
- 容器的内存告警阈值调低，在被杀掉之前就能收到通知。

这个问题之所以隐蔽，是因为在开发环境里网络几乎没有延迟，生产速度和消费速度差不多，背压从来不会被触发。很多性能问题都是这样，只有在真实的条件下才会露出马脚。
`,
};
