import { Skeleton } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { config as configMarkdown, MdEditor, type ToolbarNames, type UploadImgEvent } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
import { useReaderThemes } from '@/features/theme/readerThemes';
import { useThemeStore } from '@/features/theme/themeStore';
import { feedback } from '@/lib/feedback';
import { CODE_BLOCK_OPTIONS } from '@blog/markdown/previewOptions';
import { copyCodeBlockOnClick, copyCodeBlockOnKey } from '@/features/article/markdown/codeCopy';
import { sanitizeHtml } from '@/features/article/markdown/sanitize';
import { setupMarkdown } from '@/features/article/markdown/setupMarkdown';
import { useCodeThemeCss } from '@/features/article/markdown/useCodeThemeCss';
import { useDiagrams } from '@/features/article/markdown/useDiagrams';
import { preloadMarkdownFeatures } from '@/features/article/markdown/useMarkdownFeatures';
import { uploadImages } from './articleImages';
import styles from './ArticleEditorPage.module.css';

// The reader's setup: our highlight.js build and code themes and the site's Markdown extensions
// (maths, diagrams, footnotes, containers), so the preview looks like the article will.
setupMarkdown();

/**
 * 裁剪上传 is hidden (ArticleEditorPage.module.css). Without a Cropper instance md-editor-rt still
 * fetches Cropper.js and its CSS from unpkg when the editor mounts, which the page's
 * Content-Security-Policy refuses; this stand-in is never constructed, as the menu item is gone.
 */
class CropperUnavailable {
  constructor() {
    throw new Error('裁剪上传不可用');
  }
}
configMarkdown({ editorExtensions: { cropper: { instance: CropperUnavailable } } });

const EDITOR_ID = 'admin-article-editor';
const UPLOAD_TOAST_KEY = 'admin-article-image-upload';

/**
 * md-editor-rt's toolbar without the buttons that fetch scripts from unpkg at run time (prettier,
 * mermaid, katex, the screenfull-based full screen) or link elsewhere (github): the blog must work
 * without third-party hosts.
 */
const TOOLBARS: ToolbarNames[] = [
  'bold', 'underline', 'italic', 'strikeThrough', '-',
  'title', 'sub', 'sup', 'quote', 'unorderedList', 'orderedList', 'task', '-',
  'codeRow', 'code', 'link', 'image', 'table', '-',
  'revoke', 'next', 'save', '=',
  'pageFullscreen', 'preview', 'previewOnly', 'catalog',
];

/** Pasted, dropped and toolbar images all arrive here; the returned addresses go into the text. */
const uploadForEditor: UploadImgEvent = (files, insert) => {
  if (files.length === 0) return;
  const total = files.length;
  feedback.message.open({ key: UPLOAD_TOAST_KEY, type: 'loading', content: `正在上传图片（0/${total}）…`, duration: 0 });
  void uploadImages(files, undefined, (done) => {
    feedback.message.open({ key: UPLOAD_TOAST_KEY, type: 'loading', content: `正在上传图片（${done}/${total}）…`, duration: 0 });
  }).then(({ images, failures, failedCount }) => {
    if (images.length > 0) insert(images);
    if (failedCount === 0) {
      feedback.message.open({ key: UPLOAD_TOAST_KEY, type: 'success', content: `已插入 ${images.length} 张图片` });
    } else {
      const reason = failures[0] ? `：${failures[0]}` : '';
      feedback.message.open({ key: UPLOAD_TOAST_KEY, type: 'error', content: `${failedCount} 张图片上传失败${reason}`, duration: 5 });
    }
  });
};

interface ArticleMarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onSave: () => void;
}

/** md-editor-rt reads `preview` once: side by side from tablet width up; phones use the toolbar's 预览 button. */
const wideEnoughForPreview = () => typeof window === 'undefined' || window.innerWidth >= 768;

/**
 * KaTeX and the extras (footnotes, containers) before the editor shows: a preview that picked them
 * up later would have to be drawn anew, and the editor with it, losing the blogger's cursor.
 */
function useFeaturesLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void preloadMarkdownFeatures().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

export default function ArticleMarkdownEditor({ value, onChange, onSave }: ArticleMarkdownEditorProps) {
  const [preview] = useState(wideEnoughForPreview);
  const theme = useThemeStore((s) => s.theme);
  // What readers see too: the blogger's own pick, else the site's default themes.
  const { previewTheme, codeTheme } = useReaderThemes();
  useCodeThemeCss(codeTheme, theme, previewTheme);
  const features = useFeaturesLoaded();
  const box = useRef<HTMLDivElement>(null);
  const [htmlVersion, setHtmlVersion] = useState(0);
  const onHtmlChanged = useCallback(() => setHtmlVersion((version) => version + 1), []);
  useDiagrams(box, htmlVersion, theme);

  if (!features) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    // The preview's code-block copy buttons report like every copy on the site (codeCopy.ts).
    <div ref={box} className={styles.copyCatcher} onClickCapture={copyCodeBlockOnClick} onKeyDown={copyCodeBlockOnKey}>
      <MdEditor
        id={EDITOR_ID}
        onHtmlChanged={onHtmlChanged}
        className={styles.editor}
        value={value}
        onChange={onChange}
        onSave={onSave}
        onUploadImg={uploadForEditor}
        theme={theme}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        toolbars={TOOLBARS}
        preview={preview}
        sanitize={sanitizeHtml}
        placeholder="开始写作吧：支持 Markdown，图片可以直接粘贴或拖进来"
        noPrettier
        noKatex
        noMermaid
        noEcharts
        noImgZoomIn
        autoDetectCode
        {...CODE_BLOCK_OPTIONS}
      />
    </div>
  );
}
