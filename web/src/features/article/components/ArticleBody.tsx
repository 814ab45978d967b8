import { Image } from 'antd';
import { MdPreview } from 'md-editor-rt';
import 'md-editor-rt/lib/preview.css';
import { useCallback, useState, type MouseEvent } from 'react';
import { useReaderThemes } from '@/features/theme/readerThemes';
import { useThemeStore } from '@/features/theme/themeStore';
import { copyCodeBlockOnClick } from '../markdown/codeCopy';
import { sanitizeHtml } from '../markdown/sanitize';
import { setupMarkdown } from '../markdown/setupMarkdown';
import { useCodeThemeCss } from '../markdown/useCodeThemeCss';
import styles from './ArticleBody.module.css';

setupMarkdown();

/** md-editor-rt links the preview and the catalog by this id; it must not change between renders. */
export const ARTICLE_EDITOR_ID = 'blog-article-preview';

interface PreviewState {
  open: boolean;
  current: number;
  images: string[];
}

export function ArticleBody({ content }: { content: string }) {
  const theme = useThemeStore((s) => s.theme);
  const { previewTheme, codeTheme } = useReaderThemes();
  const codeMode = useCodeThemeCss(codeTheme, theme, previewTheme);
  const [preview, setPreview] = useState<PreviewState>({ open: false, current: 0, images: [] });

  // One delegated listener: the preview's HTML is not React elements we could attach handlers to.
  const openImage = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    const images = Array.from(event.currentTarget.querySelectorAll('img'));
    const current = Math.max(0, images.indexOf(target));
    setPreview({ open: true, current, images: images.map((img) => img.currentSrc || img.src) });
  }, []);

  return (
    <div className={styles.body} data-code-mode={codeMode} onClick={openImage} onClickCapture={copyCodeBlockOnClick}>
      <MdPreview
        id={ARTICLE_EDITOR_ID}
        value={content}
        theme={theme}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        sanitize={sanitizeHtml}
        noImgZoomIn
        noKatex
        noMermaid
        noEcharts
        className={styles.preview}
      />
      {preview.images.length > 0 && (
        <Image.PreviewGroup
          items={preview.images}
          preview={{
            open: preview.open,
            current: preview.current,
            onOpenChange: (open) => setPreview((state) => ({ ...state, open })),
            onChange: (current) => setPreview((state) => ({ ...state, current })),
          }}
        />
      )}
    </div>
  );
}
