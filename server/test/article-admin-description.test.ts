import { describe, expect, it } from 'vitest';
import { ARTICLE_LIMITS } from '@blog/contract';
import { deriveDescription } from '../src/modules/article/description';

describe('描述留空时从正文取：去掉 Markdown 标记后的纯文字', () => {
  it.each([
    ['标题符号', '## 第二节 ##\n正文', '第二节 正文'],
    ['加粗、斜体、删除线', '***很重要*** 和 __强调__ 和 _斜体_ 和 ~~删掉~~', '很重要 和 强调 和 斜体 和 删掉'],
    ['下划线连着的名字保留', '调用 snake_case_name 和 __init__', '调用 snake_case_name 和 init'],
    ['链接留文字，图片整个去掉', '看[文档](https://a.example/x "标题")和![图](/a.webp)，还有[引用式][ref]\n\n[ref]: https://b.example', '看文档和，还有引用式'],
    ['代码块整个去掉，行内代码留文字', '前\n\n~~~python\nprint("x")\n~~~\n\n用 `npm ci` 安装\n\n```\n没有闭合的代码块', '前 用 npm ci 安装'],
    ['多行的代码块整个去掉，没有闭合的一直到结尾', '开头\n\n```js\nconst a = 1;\nconst b = 2;\n```\n\n结尾\n\n```\n第一行\n第二行', '开头 结尾'],
    ['HTML 标签和注释去掉', '<p align="center"><b>粗</b></p><!-- 备注 -->\n<br/>后', '粗 后'],
    ['引用、列表、任务、分隔线', '> 引用的话\n\n- [x] 完成\n* 星号项\n1. 第一\n\n---\n\n结尾', '引用的话 完成 星号项 第一 结尾'],
    ['Windows 换行和多余空白', '第一行\r\n\r\n   第二行\t\t第三段  ', '第一行 第二行 第三段'],
  ])('%s', (_name, markdown, expected) => {
    expect(deriveDescription(markdown)).toBe(expected);
  });

  it(`最多 ${ARTICLE_LIMITS.derivedDescription} 个字，按字符而不是 UTF-16 单元数，表情不会被切成半个`, () => {
    expect(deriveDescription('字'.repeat(500))).toBe('字'.repeat(ARTICLE_LIMITS.derivedDescription));
    const emoji = deriveDescription('😀'.repeat(200));
    expect([...emoji]).toHaveLength(ARTICLE_LIMITS.derivedDescription);
    expect(emoji).toBe('😀'.repeat(ARTICLE_LIMITS.derivedDescription));
  });

  it('只有代码和图片的正文得到空描述', () => {
    expect(deriveDescription('```js\nlet a = 1;\n```\n\n![](/x.webp)')).toBe('');
    expect(deriveDescription('')).toBe('');
  });
});
