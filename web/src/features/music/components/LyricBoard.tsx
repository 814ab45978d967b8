import { useEffect, useState, type RefObject } from 'react';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import FullscreenExitOutlined from '@ant-design/icons/FullscreenExitOutlined';
import FontColorsOutlined from '@ant-design/icons/FontColorsOutlined';
import { useMusicStore } from '../store';
import { CommonLyrics } from './CommonLyrics';
import { SpecialLyrics } from './SpecialLyrics';

function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);
  useEffect(() => {
    const update = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const supported = typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';
  const toggle = () => {
    const run = document.fullscreenElement ? document.exitFullscreen() : target.current?.requestFullscreen();
    // Refused (no user gesture, iframe without permission): the panel simply stays as it is.
    void run?.catch((error: unknown) => console.debug('[music] 全屏切换失败', error));
  };
  return { active, supported, toggle };
}

/** SPEC.md §2 widget 3: common or special lyrics, with the mode and fullscreen toggles. */
export function LyricBoard({ fullscreenTarget }: { fullscreenTarget: RefObject<HTMLElement | null> }) {
  const lyricType = useMusicStore((s) => s.lyricType);
  const toggleLyricType = useMusicStore((s) => s.toggleLyricType);
  const fullscreen = useFullscreen(fullscreenTarget);
  const special = lyricType === 'SPECIAL';

  return (
    <section className={`music-board${special ? ' music-board--special' : ''}`} aria-label="歌词面板">
      <div className="music-board__tools">
        <button
          type="button"
          className="music-icon-button"
          onClick={toggleLyricType}
          aria-label="歌词模式"
          aria-pressed={special}
          title={special ? '切换到普通歌词' : '切换到沉浸歌词'}
        >
          <FontColorsOutlined aria-hidden />
        </button>
        {special && fullscreen.supported ? (
          <button
            type="button"
            className="music-icon-button"
            onClick={fullscreen.toggle}
            aria-label="全屏"
            aria-pressed={fullscreen.active}
            title={fullscreen.active ? '退出全屏' : '全屏'}
          >
            {fullscreen.active ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
          </button>
        ) : null}
      </div>
      {special ? <SpecialLyrics /> : <CommonLyrics />}
    </section>
  );
}
