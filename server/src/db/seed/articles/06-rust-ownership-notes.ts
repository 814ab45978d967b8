import type { DemoArticle } from '../types';

export const rustOwnershipNotes: DemoArticle = {
  slug: 'rust-ownership-notes',
  title: '从借用检查器的报错里学 Rust 所有权',
  description: '把初学 Rust 时遇到最多的三类编译错误拿出来逐个拆解：移动后使用、可变借用冲突、生命周期不够长，并总结对应的思考方式。',
  category: '后端架构',
  tags: ['Rust'],
  daysAgo: 652,
  viewTimes: 1460,
  thumbsUp: 74,
  content: `学习 Rust 的前两周，我几乎每天都在和借用检查器“吵架”。后来慢慢意识到，这些报错并不是编译器在刁难人，而是在提醒我那些在其他语言里被默默忽略的问题。这篇笔记把最常见的三类报错拿出来，逐个拆解。

## 第一类：值被移动之后又被使用

\`\`\`rust
fn main() {
    let title = String::from("半窗书影");
    let saved = title;
    println!("{}", title); // 编译错误：title 已经被移动
}
\`\`\`

\`String\` 拥有堆上的数据，赋值给 \`saved\` 时，所有权随之转移，\`title\` 不再有效。这避免了两个变量同时释放同一块内存的问题。

解决方法取决于你的真实意图：

- 只是想读一读，那就借用：\`let saved = &title;\`
- 确实需要两份独立的数据，那就显式克隆：\`let saved = title.clone();\`

> 在 Rust 里，复制堆数据永远是显式的。每一个 \`clone\` 都是一次有意识的决定。

## 第二类：可变借用与不可变借用冲突

\`\`\`rust
let mut tags = vec!["rust", "go"];
let first = &tags[0];
tags.push("python"); // 编译错误：tags 已被不可变借用
println!("{}", first);
\`\`\`

为什么不能在持有引用时修改向量？因为 \`push\` 可能触发扩容，数据会被搬到新的内存位置，\`first\` 就会变成悬垂引用。在 C++ 里这是一个经典的迭代器失效问题，而 Rust 在编译期就把它拦住了。

解决办法通常是缩短借用的范围：先用完 \`first\`，再去修改向量；或者干脆保存索引而不是引用。

## 第三类：生命周期不够长

\`\`\`rust
fn longest<'a>(a: &'a str, b: &'a str) -> &'a str {
    if a.len() >= b.len() { a } else { b }
}
\`\`\`

函数返回引用时，编译器需要知道这个引用和哪个参数活得一样久。生命周期标注并不改变任何变量的实际存活时间，它只是把我们心里的约定写下来，让编译器帮忙检查。

### 遇到生命周期报错时先问自己

1. 返回的引用指向谁的数据？
2. 那份数据会不会在引用之前被释放？
3. 是不是其实应该返回一个拥有所有权的值？

很多时候，第三个问题的答案是“是”。返回 \`String\` 而不是 \`&str\`，问题就消失了，额外的开销通常可以忽略。

## 三类报错速查

| 报错关键词 | 本质原因 | 常见解法 |
| --- | --- | --- |
| value used after move | 所有权已转移 | 借用或克隆 |
| cannot borrow as mutable | 读写同时发生 | 缩短借用范围 |
| does not live long enough | 引用比数据活得久 | 返回拥有所有权的值 |

## 写在最后

现在回头看，借用检查器教会我的并不只是 Rust 的语法，而是一种更清晰地思考数据归属的方式。即使回到其他语言，我也会下意识地问：这份数据是谁的？谁负责释放？有没有人在我读的时候修改它？这些问题想清楚了，程序自然就少了很多隐患。
`,
};
