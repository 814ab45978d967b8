import type { DemoArticle } from '../types';

export const reactRenderPerf: DemoArticle = {
  slug: 'react-render-perf',
  title: 'React 渲染性能排查笔记：从卡顿的列表说起',
  description: '一个上千行的表格在输入时明显卡顿，借助 Profiler 找到了多余的重渲染，整理出一套“先测量、再优化”的排查步骤。',
  category: '前端开发',
  tags: ['React', 'TypeScript', '性能优化'],
  daysAgo: 302,
  viewTimes: 3410,
  thumbsUp: 158,
  content: `上个月接手了一个内部管理后台，用户反馈说在搜索框里打字的时候，整个页面会卡一下。页面上是一个一千多行的表格，每一行还有几个下拉框和开关。第一反应是“数据太多了，上虚拟列表吧”，但冷静下来之后，我决定先测量，再下结论。

## 先用 Profiler 看清楚

React 开发者工具里的 Profiler 是排查渲染问题的第一站。录制一次输入操作后，火焰图显示：每敲一个字，表格里的每一行都重新渲染了一次，而真正发生变化的只有搜索框本身。

问题并不在于数据量，而在于**不必要的渲染**。

## 找到罪魁祸首

### 每次都是新的对象

父组件里有这样一段代码：

\`\`\`tsx
function OrderTable({ orders, keyword }: Props) {
  const columns = [
    { key: 'id', title: '订单号' },
    { key: 'amount', title: '金额' },
  ];
  const handleToggle = (id: string) => toggleOrder(id);
  return orders.map((order) => (
    <OrderRow key={order.id} order={order} columns={columns} onToggle={handleToggle} />
  ));
}
\`\`\`

\`columns\` 和 \`handleToggle\` 每次渲染都是新的引用，即使给 \`OrderRow\` 包上 \`memo\`，浅比较也永远不相等。

### 状态放错了位置

搜索关键字被放在了整个页面的顶层状态里，导致关键字一变，整棵树都要重新计算。其实只有过滤后的结果才需要它。

## 修复方式

\`\`\`tsx
const COLUMNS = [
  { key: 'id', title: '订单号' },
  { key: 'amount', title: '金额' },
] as const;

function OrderTable({ orders }: Props) {
  const handleToggle = useCallback((id: string) => toggleOrder(id), []);
  return orders.map((order) => (
    <OrderRow key={order.id} order={order} columns={COLUMNS} onToggle={handleToggle} />
  ));
}

const OrderRow = memo(function OrderRow(props: RowProps) {
  // 只有这一行的数据变化时才会重新渲染
  return <tr>{/* … */}</tr>;
});
\`\`\`

同时把搜索框抽成独立组件，用 \`useDeferredValue\` 让过滤计算延后执行，输入本身就不会再被阻塞。

## 优化前后的数据

| 场景 | 优化前 | 优化后 |
| --- | --- | --- |
| 单次输入的渲染耗时 | 约 180 毫秒 | 约 12 毫秒 |
| 每次输入重渲染的行数 | 1200 行 | 0 到 20 行 |
| 是否需要虚拟列表 | 看起来需要 | 暂时不需要 |

## 我的排查清单

1. 先用 Profiler 录制，确认卡顿来自渲染而不是网络或者主线程上的其他计算；
2. 看哪些组件在“不该渲染的时候”渲染了；
3. 检查传给子组件的对象、数组和函数是否每次都是新引用；
4. 检查状态是不是放得太高；
5. 最后才考虑虚拟列表、分页这类结构性改动。

> 过早的优化是万恶之源，但不测量就下结论的优化更糟糕。

还有一个容易忽略的细节：开发模式下的渲染耗时往往比生产构建高出好几倍，严格模式还会故意把某些函数执行两次。所以最终的数字一定要在生产构建上再测一遍，免得被开发环境的噪声误导。

\`memo\` 和 \`useCallback\` 不是越多越好，它们本身也有比较的成本。只有在 Profiler 证明某个组件确实被频繁地白白渲染时，才值得把它们请出来。这次排查让我再次确认，性能问题最重要的工具不是某个 API，而是测量。
`,
};
