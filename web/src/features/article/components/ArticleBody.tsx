import { MdPreview } from 'md-editor-rt';
import 'md-editor-rt/lib/preview.css';
import { Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { ARTICLE_PREVIEW_OPTIONS } from '@blog/markdown/previewOptions';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { releaseContentShell } from '@/lib/bootShell';
import { lazyChunk } from '@/lib/lazyChunk';
import { useReaderThemes } from '@/features/theme/readerThemes';
import { useSettingsStore } from '@/features/theme/settingsStore';
import { useThemeStore } from '@/features/theme/themeStore';
import { copyCodeBlockOnClick, copyCodeBlockOnKey } from '../markdown/codeCopy';
import { sanitizeHtml } from '../markdown/sanitize';
import { setupMarkdown } from '../markdown/setupMarkdown';
import { CODE_THEME_LINK_ID, useCodeThemeCss } from '../markdown/useCodeThemeCss';
import { useDiagrams } from '../markdown/useDiagrams';
import { useMarkdownFeatures } from '../markdown/useMarkdownFeatures';
import './ArticleBody.css';

setupMarkdown();

const ArticleImageGallery = lazyChunk(() => import('./ArticleImageGallery'));

/** A pointer over a picture is a likely click: the viewer starts loading then, so it opens at once. */
function preloadGalleryOverImage(event: MouseEvent<HTMLDivElement>): void {
  if (event.target instanceof HTMLImageElement) void ArticleImageGallery.preload();
}

interface PreviewState {
  open: boolean;
  current: number;
  images: string[];
}

/**
 * The server's copy of the article (its content shell) stays on screen until this one is drawn
 * and its code colours have loaded, so the hand-over shows no unstyled code. The preview's HTML is
 * in the first commit (MdPreview renders the Markdown during render), so only the stylesheet is
 * waited for; the server's page has usually loaded it already. An article with maths, footnotes or
 * containers is also waited for until what draws them has arrived (the server's copy shows them
 * meanwhile): `key` changes then.
 */
function useReleaseWhenStyled(key: string, pending: () => boolean): void {
  useEffect(() => {
    if (pending()) return undefined;
    const link = document.getElementById(CODE_THEME_LINK_ID);
    if (!(link instanceof HTMLLinkElement) || link.sheet) {
      releaseContentShell();
      return undefined;
    }
    link.addEventListener('load', releaseContentShell);
    link.addEventListener('error', releaseContentShell);
    return () => {
      link.removeEventListener('load', releaseContentShell);
      link.removeEventListener('error', releaseContentShell);
    };
  }, [key, pending]);
}

export function ArticleBody({ content }: { content: string }) {
  const theme = useThemeStore((s) => s.theme);
  const { previewTheme, codeTheme } = useReaderThemes();
  const codeMode = useCodeThemeCss(codeTheme, theme, previewTheme);
  const lineNumbers = useSettingsStore((s) => s.codeLineNumbers);
  const [preview, setPreview] = useState<PreviewState>({ open: false, current: 0, images: [] });
  const features = useMarkdownFeatures(content);
  useReleaseWhenStyled(features.key, features.pending);
  const body = useRef<HTMLDivElement>(null);
  const [htmlVersion, setHtmlVersion] = useState(0);
  const onHtmlChanged = useCallback(() => setHtmlVersion((version) => version + 1), []);
  useDiagrams(body, htmlVersion, theme);

  // One delegated listener: the preview's HTML is not React elements we could attach handlers to.
  const openImage = useCallback((event: MouseEvent<HTMLDivElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    const images = Array.from(event.currentTarget.querySelectorAll('img'));
    const current = Math.max(0, images.indexOf(target));
    setPreview({ open: true, current, images: images.map((img) => img.currentSrc || img.src) });
  }, []);

  return (
    <div ref={body} className="article-body" data-code-mode={codeMode} data-line-numbers={lineNumbers ? 'on' : 'off'} onClick={openImage} onPointerOver={preloadGalleryOverImage} onClickCapture={copyCodeBlockOnClick} onKeyDown={copyCodeBlockOnKey}>
      <MdPreview
        // Drawn again once KaTeX (formulas) or the extras (footnotes, containers) have arrived.
        key={features.key}
        {...ARTICLE_PREVIEW_OPTIONS}
        onHtmlChanged={onHtmlChanged}
        value={content}
        theme={theme}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        sanitize={sanitizeHtml}
      />
      {preview.images.length > 0 && (
        <WidgetBoundary name="图片查看器" onFailed={() => setPreview({ open: false, current: 0, images: [] })}>
          <Suspense fallback={null}>
            <ArticleImageGallery
              images={preview.images}
              open={preview.open}
              current={preview.current}
              onOpenChange={(open) => setPreview((state) => ({ ...state, open }))}
              onChange={(current) => setPreview((state) => ({ ...state, current }))}
            />
          </Suspense>
        </WidgetBoundary>
      )}
    </div>
  );
}
