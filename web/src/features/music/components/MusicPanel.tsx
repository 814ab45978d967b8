import { useEffect, useRef, type KeyboardEvent } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useIsMobile } from '@/lib/device';
import { playSong, togglePlay } from '../player/controller';
import { useMusicStore, type PanelView } from '../store';
import { LyricBoard } from './LyricBoard';
import { PlayerBar } from './PlayerBar';
import { PlaylistView } from './PlaylistView';
import { SearchPopover } from './SearchPopover';
import './MusicPanel.css';

const VIEWS: { view: PanelView; label: string }[] = [
  { view: 'list', label: '歌单' },
  { view: 'lyric', label: '歌词' },
];

/** Keys typed into these must keep their own meaning (space types, presses, moves a slider). */
function ownsSpace(target: EventTarget): boolean {
  return target instanceof HTMLElement && !!target.closest('input, textarea, button, a, [role="slider"], [contenteditable="true"]');
}

/** The music panel: playlists or lyrics above, the player bar below. Stays mounted once opened. */
export default function MusicPanel() {
  const open = useMusicStore((s) => s.panelOpen);
  const view = useMusicStore((s) => s.panelView);
  const special = useMusicStore((s) => s.lyricType === 'SPECIAL' && s.panelView === 'lyric');
  const setOpen = useMusicStore((s) => s.setPanelOpen);
  const setView = useMusicStore((s) => s.setPanelView);
  const isMobile = useIsMobile();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    useMusicStore
      .getState()
      .loadToplist()
      .catch((error: unknown) => console.debug('[music] 歌单加载失败', error));
    // A track restored from the last visit gets its URL and lyrics, ready to resume where it stopped.
    const { currentSong, musicInfo, currentTime } = useMusicStore.getState();
    if (currentSong && !musicInfo) void playSong(currentSong, { autoplay: false, resumeAtSeconds: currentTime });
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus({ preventScroll: true });
    const onKey = (event: globalThis.KeyboardEvent) => {
      // In fullscreen the browser's own Esc leaves fullscreen first.
      if (event.key === 'Escape' && !document.fullscreenElement) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== ' ' || ownsSpace(event.target)) return;
    event.preventDefault();
    void togglePlay();
  };

  const classes = ['music-panel'];
  if (isMobile) classes.push('music-panel--mobile');
  if (special) classes.push('music-panel--special');

  return (
    <div
      ref={panelRef}
      className={classes.join(' ')}
      role="dialog"
      aria-label="音乐播放器"
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <div className="music-panel__top">
        <div className="music-panel__tabs" role="group" aria-label="面板内容">
          {VIEWS.map((item) => (
            <button
              key={item.view}
              type="button"
              className={`music-panel__tab${view === item.view ? ' music-panel__tab--active' : ''}`}
              aria-pressed={view === item.view}
              onClick={() => setView(item.view)}
            >
              {item.label}
            </button>
          ))}
        </div>
        <SearchPopover />
        <button
          type="button"
          className="music-icon-button music-panel__tool"
          onClick={() => setOpen(false)}
          aria-label="关闭音乐面板"
          title="关闭（Esc）"
        >
          <CloseOutlined aria-hidden />
        </button>
      </div>
      <div className="music-panel__body">
        {view === 'list' ? <PlaylistView /> : <LyricBoard fullscreenTarget={panelRef} />}
      </div>
      <PlayerBar compact={isMobile} />
    </div>
  );
}
