import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { WidgetBoundary } from '@/components/WidgetBoundary';
import { TOAST_TOP } from '@/lib/feedback';
import { lazyChunk } from '@/lib/lazyChunk';
import { flushOnPageExit } from '../persistence';
import { showStartHintOnce, START_HINT_TEXT, useStartHintOpen } from '../startHint';
import { flushMusicState, useMusicStore } from '../store';
import { FloatingDisc } from './FloatingDisc';
import './MusicRoot.css';

// The panel (tables, lyrics, search, bar) loads on first open only, so /home stays light.
const MusicPanel = lazyChunk(() => import('./MusicPanel'));

/**
 * The player start toast (startHint.ts). A plain element styled like the other toasts rather than
 * antd's message: antd's animated list costs far more than this one line of text (and slows every
 * test that renders the layout).
 */
function StartToast() {
  const open = useStartHintOpen();
  // Not taken away on unmount: React's development double mount would then never show it.
  useEffect(showStartHintOnce, []);
  if (!open) return null;
  return (
    <div className="music-start-toast" role="status" style={{ top: TOAST_TOP }}>
      <span className="music-start-toast__icon" aria-hidden="true">
        ♪
      </span>
      {START_HINT_TEXT}
    </div>
  );
}

/** Locks the page's vertical scroll while the panel covers it (SPEC.md §4). */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflowY;
    root.style.overflowY = 'hidden';
    return () => {
      root.style.overflowY = previous;
    };
  }, [locked]);
}

/**
 * Mounted once by the layout, outside the routed outlet: the disc, the lazily loaded panel, the
 * start toast, `?showSpecial`, and saving the player when the page is left.
 */
export function MusicRoot() {
  const panelOpen = useMusicStore((s) => s.panelOpen);
  const setPanelOpen = useMusicStore((s) => s.setPanelOpen);
  const [panelUsed, setPanelUsed] = useState(panelOpen);
  const { search } = useLocation();


  useEffect(() => flushOnPageExit(flushMusicState), []);

  useEffect(() => {
    if (!new URLSearchParams(search).has('showSpecial')) return;
    useMusicStore.setState({ panelOpen: true, panelView: 'lyric', lyricType: 'SPECIAL' });
  }, [search]);

  useEffect(() => {
    if (panelOpen) setPanelUsed(true);
  }, [panelOpen]);

  useScrollLock(panelOpen);

  return (
    <>
      <StartToast />
      {panelOpen ? null : <FloatingDisc onOpen={() => setPanelOpen(true)} />}
      {panelUsed ? (
        <WidgetBoundary
          name="音乐面板"
          onFailed={() => {
            setPanelOpen(false);
            setPanelUsed(false);
          }}
        >
          <Suspense fallback={null}>
            <MusicPanel />
          </Suspense>
        </WidgetBoundary>
      ) : null}
    </>
  );
}
