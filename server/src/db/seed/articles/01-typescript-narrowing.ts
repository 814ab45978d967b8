import type { DemoArticle } from '../types';

export const typescriptNarrowing: DemoArticle = {
  slug: 'typescript-narrowing',
  title: 'TypeScript 类型收窄：把运行时判断变成编译期保证',
  description: '从 typeof、in、判别联合到自定义类型守卫和断言函数，整理日常开发中最常用的类型收窄写法，以及它们各自的坑。',
  category: '前端开发',
  tags: ['TypeScript', '工程化'],
  daysAgo: 38,
  viewTimes: 2860,
  thumbsUp: 132,
  topOrder: 1,
  content: `写 TypeScript 久了会发现，真正让类型系统发挥作用的不是那些花哨的条件类型，而是朴素的“类型收窄”。同一个变量，在 \`if\` 分支里外拥有不同的类型，编译器替我们记住了每一次判断的结论。这篇文章把我在项目里反复用到的几种收窄方式整理一遍，顺便记录几个踩过的坑。

## 为什么要关心收窄

接口返回的数据、表单的输入、第三方库的回调参数，往往都是联合类型甚至 \`unknown\`。如果每次都用 \`as\` 强行断言，类型检查就形同虚设：代码能编译，线上照样报错。收窄的意义在于，**让运行时真正做过的判断成为编译器认可的证据**，两者永远保持一致。

## 常见的几种收窄方式

### typeof 与真值判断

最基础的写法，适用于原始类型：

\`\`\`ts
function formatPrice(value: number | string | null): string {
  if (value === null) return '暂无报价';
  if (typeof value === 'string') return value.trim();
  return value.toFixed(2);
}
\`\`\`

要注意真值判断会把 \`0\` 和空字符串一起排除掉。处理计数或者金额时，宁可写 \`value !== null && value !== undefined\`，也不要偷懒写 \`if (value)\`。

### in 运算符与判别联合

对象类型的收窄，最推荐的是给每个成员加一个字面量字段，也就是“判别联合”：

\`\`\`ts
type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; message: string };

function render(state: LoadState<string[]>): string {
  switch (state.status) {
    case 'success':
      return state.data.join('、');
    case 'error':
      return \`加载失败：\${state.message}\`;
    default:
      return '加载中…';
  }
}
\`\`\`

配合 \`never\` 做穷尽检查，以后新增一种状态时，所有没处理的 \`switch\` 都会在编译期报错，这是我认为 TypeScript 带来的最实在的好处之一。

### 自定义类型守卫

当判断逻辑比较复杂时，可以把它封装成返回 \`value is T\` 的函数。但守卫函数的正确性完全由我们自己负责，编译器只会相信它的结论，不会验证它的实现。所以守卫要写得尽量简单，并且配上单元测试。

### 断言函数

\`asserts value is T\` 形式的函数在校验失败时直接抛错，之后的代码自动获得收窄后的类型，很适合放在函数入口处做参数校验。

## 几种方式的对比

| 方式 | 适用场景 | 需要注意 |
| --- | --- | --- |
| typeof / 真值 | 原始类型、可空值 | 真值判断会吞掉 0 和空串 |
| in / 判别联合 | 对象联合类型 | 字段名要稳定，最好是字面量 |
| instanceof | 类实例、Error | 跨 iframe 或多份依赖时会失效 |
| 类型守卫 | 复杂校验逻辑 | 实现错误编译器发现不了 |
| 断言函数 | 入口参数校验 | 必须显式标注函数类型 |

## 一个真实的坑

> 收窄只在“同一个作用域、没有被重新赋值”的前提下成立。

有一次我在 \`if\` 里判断了 \`user.profile\` 不为空，然后在回调函数里使用它，结果编译器依然提示可能为 \`undefined\`。原因是回调执行时对象可能已经被修改，编译器无法保证之前的判断仍然有效。解决办法很简单：先把它赋值给一个局部常量，再在回调里使用这个常量。

## 小结

- 优先用判别联合描述状态，配合穷尽检查；
- 少用 \`as\`，多让真实的判断替你说话；
- 类型守卫要短小，并且有测试兜底。

把这些习惯坚持下来，你会发现很多原本要靠调试才能发现的错误，在保存文件的那一刻就已经被指出来了。
`,
};
