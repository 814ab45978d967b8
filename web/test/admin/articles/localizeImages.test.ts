import { describe, expect, it } from 'vitest';
import { applyReplacements } from '@/admin/articles/LocalizeImagesButton';

/** When the author typed while pictures were being copied, the copies go into what they have now. */
describe('applyReplacements', () => {
  const url = 'https://raw.githubusercontent.com/u/r/main/a.png';
  const local = '/uploads/img/abc.webp';

  it('rewrites Markdown images and <img src> of that address, keeps the rest as typed', () => {
    const typed = `新写的一段\n\n![图](${url})\n<img src="${url}" width=300>\n<img src=${url}>\n[链接不是图片](${url})\n文字里提到 ${url}`;
    expect(applyReplacements(typed, [{ url, local }])).toBe(
      `新写的一段\n\n![图](${local})\n<img src="${local}" width=300>\n<img src=${local}>\n[链接不是图片](${url})\n文字里提到 ${url}`,
    );
  });

  it('does not touch a longer address that starts the same', () => {
    expect(applyReplacements(`![a](${url}?x=1)`, [{ url, local }])).toBe(`![a](${url}?x=1)`);
  });
});
