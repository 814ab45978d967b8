/**
 * One Markdown fixture set, rendered through every path (reader, console preview, server copy,
 * feed) by the pipeline tests: what a Chinese technical blog moved from Hexo + Butterfly writes.
 */
export const RICH_FIXTURE = String.raw`# 富文本样例

行内公式 $E = mc^2$，括号写法 \(a^2 + b^2 = c^2\)，价格 $5 和 $10 不是公式。

$$
\int_0^1 x^2 \, dx = \frac{1}{3}
$$

\[
\sum_{i=1}^{n} i = \frac{n(n+1)}{2}
\]

脚注在这里[^1]。

[^1]: 这是脚注的内容。

::: tip
提示容器里的文字。
:::

::: warning 小心
注意容器，带自定义标题。
:::

::: danger
危险容器。
:::

::: details 点开看看
折叠的内容。
:::

` + '```mermaid\ngraph TD\n  A[开始] --> B{判断}\n  B -->|是| C[结束]\n```' + String.raw`

` + '```js\nconst answer = 42;\nconsole.log(answer);\n```' + String.raw`

` + '```\n没有语言的代码块\n```' + String.raw`

| 名称 | 数量 |
| ---- | ---- |
| 苹果 | 3 |
| 香蕉 | $x_1$ |
`;

/** Payloads that must never produce a script, an event handler or a javascript: URL. */
export const XSS_FIXTURES: Record<string, string> = {
  katexHref: String.raw`$\href{javascript:alert(1)}{点我}$`,
  katexUrl: String.raw`$$\url{javascript:alert(1)}$$`,
  katexHtmlData: String.raw`$\htmlData{onclick=alert(1)}{x}$ and $\htmlClass{x" onmouseover="alert(1)}{y}$`,
  katexIncludeGraphics: String.raw`$\includegraphics{javascript:alert(1)}$`,
  katexRawHtmlInText: String.raw`$\text{<img src=x onerror=alert(1)>}$`,
  mermaidClick: '```mermaid\ngraph TD\n  A[点我] --> B\n  click A callback "x"\n  click B "javascript:alert(1)"\n```',
  mermaidImgLabel: '```mermaid\ngraph TD\n  A["<img src=x onerror=alert(1)>"] --> B["<script>alert(1)</script>"]\n```',
  rawHtml: '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>alert(1)</script>',
  containerTitle: '::: tip <img src=x onerror=alert(1)>\n内容\n:::',
  footnoteLabel: 'x[^<img src=x onerror=alert(1)>]\n\n[^<img src=x onerror=alert(1)>]: y',
};
