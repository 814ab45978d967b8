import type { DemoArticle } from '../types';

export const cssGridLayout: DemoArticle = {
  slug: 'css-grid-layout',
  title: '用 CSS Grid 重写博客首页布局',
  description: '把浮动和层层嵌套的 Flex 换成 Grid 之后，首页的 CSS 少了一半，响应式断点也变得清楚了。记录一次小型重构的思路和代码。',
  category: '前端开发',
  tags: ['CSS', '工程化'],
  daysAgo: 121,
  viewTimes: 1720,
  thumbsUp: 86,
  content: `博客首页一直是“左边文章列表、右边侧栏”的经典结构。最早是用浮动实现的，后来改成了 Flex，但随着侧栏里的卡片越来越多，样式文件里充满了各种 \`margin\` 补丁和媒体查询。趁着一个周末，我用 CSS Grid 把整个布局重写了一遍，效果比预想的还要好。

## 重构之前的问题

旧的布局有三个让人头疼的地方：

1. 主栏和侧栏的宽度写死在两个不同的文件里，改一个经常忘了改另一个；
2. 手机端需要把侧栏挪到文章下方，只能靠调整顺序的小技巧；
3. 卡片之间的间距一部分在父元素上，一部分在子元素上，谁也说不清最终是多少。

![布局分层示意](/uploads/seed/illus-layers.webp)

## 用网格区域描述页面

Grid 最让我喜欢的是 \`grid-template-areas\`，它几乎就是一张画在代码里的草图：

\`\`\`css
.home {
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  grid-template-areas:
    "banner banner"
    "list   aside";
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
}

.home__banner { grid-area: banner; }
.home__list   { grid-area: list; }
.home__aside  { grid-area: aside; }
\`\`\`

主栏用 \`minmax(0, 1fr)\` 而不是单纯的 \`1fr\`，是为了防止长代码块或者长链接把列宽撑破，这是我以前在 Flex 布局里也经常遇到的问题。

## 响应式只需要改模板

到了窄屏，只要重新定义区域就行，结构本身不用动：

\`\`\`css
@media (max-width: 768px) {
  .home {
    grid-template-columns: 1fr;
    grid-template-areas:
      "banner"
      "list"
      "aside";
    gap: 16px;
  }
}
\`\`\`

对应的页面结构非常朴素：

\`\`\`html
<main class="home">
  <section class="home__banner">…</section>
  <section class="home__list">…</section>
  <aside class="home__aside">…</aside>
</main>
\`\`\`

### 间距统一交给 gap

重构后我给自己定了一条规矩：**组件本身不设置外边距，间距一律由父级的 \`gap\` 决定**。这样每个卡片都可以被随意挪动，而不用担心在新位置上多出一截空白。

## 前后对比

| 指标 | 重构前 | 重构后 |
| --- | --- | --- |
| 首页样式行数 | 约 420 行 | 约 190 行 |
| 媒体查询数量 | 11 个 | 3 个 |
| 布局相关的修补类名 | 9 个 | 0 个 |

> Flex 适合一维的排列，Grid 适合二维的结构。页面骨架是二维的，就应该交给 Grid。

## 一些注意事项

- 老旧浏览器对 \`gap\` 的支持不太一致，如果还要兼容很旧的内核，需要准备降级方案；
- 同名的网格区域必须拼成一个矩形，写成 L 形之类的形状时浏览器不会报错，只会让整条声明失效，调试时可以打开开发者工具里的网格叠加层；
- 不要为了用 Grid 而用 Grid，卡片内部的小排列用 Flex 依旧更自然。

顺带一提，重构时我把每个区域的最小宽度都在浏览器里拖动窗口检查了一遍，从三百多像素一直拉到两千像素，确认没有任何元素溢出或者重叠。这种“笨办法”花不了几分钟，却比任何自动化截图都更能发现问题。

这次重构没有改变任何视觉效果，却让我以后调整首页的信心大了很多。好的布局代码，应该让人一眼就能看出页面长什么样。
`,
};
