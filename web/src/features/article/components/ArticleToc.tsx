import { UnorderedListOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { MdCatalog } from 'md-editor-rt';
import { useState } from 'react';
import { clearNoticesForMenu } from '@/lib/clearNoticesForMenu';
import { useThemeStore } from '@/features/theme/themeStore';
import { useIsMobile } from '@/lib/device';
import { ARTICLE_EDITOR_ID } from '@blog/markdown/previewOptions';
import styles from './ArticleToc.module.css';

/** Height of the fixed site header: a heading jumped to must not hide under it. */
const HEADER_OFFSET = 70;

function Catalog({ onNavigate }: { onNavigate?: () => void }) {
  const theme = useThemeStore((s) => s.theme);
  return (
    <MdCatalog
      editorId={ARTICLE_EDITOR_ID}
      scrollElement={document.documentElement}
      theme={theme}
      offsetTop={HEADER_OFFSET + 10}
      scrollElementOffsetTop={HEADER_OFFSET}
      onClick={() => onNavigate?.()}
      className={styles.catalog}
    />
  );
}

/** Sticky beside the article on desktop; a floating button opening a drawer on mobile. */
export function ArticleToc() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  if (!isMobile) {
    return (
      <nav className="article-toc" aria-label="文章目录">
        <h2 className="article-toc__title">
          <UnorderedListOutlined aria-hidden /> 目录
        </h2>
        <Catalog />
      </nav>
    );
  }

  return (
    <>
      <button
        type="button"
        className={`floating-button ${styles.openButton}`}
        title="目录"
        aria-label="打开文章目录"
        onClick={() => {
          clearNoticesForMenu();
          setDrawerMounted(true);
          setOpen(true);
        }}
      >
        <UnorderedListOutlined aria-hidden />
      </button>
      {/* Mounted at the first opening: most phone readers never open it. */}
      {drawerMounted && (
        <Drawer title="目录" placement="right" size="80%" open={open} onClose={() => setOpen(false)}>
          <nav aria-label="文章目录">
            <Catalog onNavigate={() => setOpen(false)} />
          </nav>
        </Drawer>
      )}
    </>
  );
}
