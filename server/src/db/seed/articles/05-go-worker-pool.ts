import type { DemoArticle } from '../types';

export const goWorkerPool: DemoArticle = {
  slug: 'go-worker-pool',
  title: '用 Go 写一个有界并发的任务池',
  description: 'goroutine 很便宜，但下游服务的承受能力不是无限的。从无限并发的事故出发，一步步写出带上限、可取消、能收集错误的任务池。',
  category: '后端架构',
  tags: ['Go', '性能优化'],
  daysAgo: 478,
  viewTimes: 1980,
  thumbsUp: 95,
  content: `刚开始写 Go 的时候，我很喜欢 goroutine 带来的那种“想并发就并发”的轻松感。直到有一次，一个批量同步脚本为每一条记录都开了一个 goroutine，一瞬间向第三方接口发出了几千个请求，结果被对方的限流规则封了整整一个小时。从那以后，我写并发代码的第一个问题总是：**上限是多少**。

## 最朴素的错误写法

\`\`\`go
for _, item := range items {
	go func(it Item) {
		sync(it) // 没有任何限制
	}(item)
}
\`\`\`

这段代码有三个问题：并发数没有上限；主函数不会等待它们结束；出错了也没有人知道。

## 用带缓冲的通道做信号量

限制并发最简单的办法，是用一个带缓冲的通道当作信号量：

\`\`\`go
func syncAll(ctx context.Context, items []Item, limit int) error {
	sem := make(chan struct{}, limit)
	errs := make(chan error, len(items))
	var wg sync.WaitGroup

dispatch:
	for _, item := range items {
		select {
		case <-ctx.Done():
			break dispatch // 不再派发新任务，但仍要等已启动的任务结束
		case sem <- struct{}{}:
		}
		wg.Add(1)
		go func(it Item) {
			defer wg.Done()
			defer func() { <-sem }()
			if err := syncOne(ctx, it); err != nil {
				errs <- fmt.Errorf("同步 %s 失败: %w", it.ID, err)
			}
		}(item)
	}
	wg.Wait()
	close(errs)
	all := []error{ctx.Err()}
	for err := range errs {
		all = append(all, err)
	}
	return errors.Join(all...) // nil 会被自动忽略
}
\`\`\`

这个版本已经可以放心地用在生产环境里了：并发数不超过 \`limit\`，收到取消信号会立刻停止派发新任务，并等待已经启动的任务收尾，所有错误都会被收集起来。

### 为什么不用固定数量的 worker

另一种常见写法是先启动固定数量的 worker，再通过通道把任务分发给它们。两种方式在效果上差不多，信号量的写法代码更短；worker 的写法则更适合需要复用连接或者其他昂贵资源的场景。

## 现成的轮子

\`golang.org/x/sync/errgroup\` 提供了 \`SetLimit\` 方法，基本覆盖了上面的全部需求。我的建议是：理解原理之后，直接用它。

## 几种方案的比较

| 方案 | 并发上限 | 取消 | 错误收集 | 代码量 |
| --- | --- | --- | --- | --- |
| 直接开 goroutine | 无 | 无 | 无 | 最少 |
| 通道信号量 | 有 | 需手写 | 需手写 | 中等 |
| 固定 worker | 有 | 需手写 | 需手写 | 较多 |
| errgroup | 有 | 自带 | 返回第一个错误 | 少 |

> 并发不是目的，吞吐才是。把下游压垮换来的“快”，最后总要加倍还回去。

## 上限该设多少

这没有标准答案。我的做法是先看下游：数据库连接池有多大、第三方接口的限流是多少，再取一个明显低于它的值，然后通过压测慢慢往上调。记得把这个数字做成配置项，而不是写死在代码里，因为下游的承受能力是会变的。

## 别忘了竞态检测

并发代码的单元测试最好都加上 \`-race\` 参数运行一遍。它会让程序变慢好几倍，但能发现那些偶尔才出现的数据竞争。我曾经在收集结果时直接往一个共享切片里追加元素，测试十次有九次通过，开启竞态检测后第一次就报了错。

写并发代码时多想一步“最坏的情况会怎样”，往往就能避免一次半夜被电话叫醒的经历。
`,
};
