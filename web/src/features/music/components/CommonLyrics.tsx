import { useEffect, useRef } from 'react';
import { seekToLyric } from '../player/controller';
import { useMusicStore } from '../store';

/** Scrolling lines; the current one is highlighted and kept in the middle; a click jumps there. */
export function CommonLyrics() {
  const lines = useMusicStore((s) => s.musicInfo?.lyricList);
  const current = useMusicStore((s) => s.currentLyricIndex);
  const boxRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const line = box?.children[current] as HTMLElement | undefined;
    if (!box || !line) return;
    const top = line.offsetTop - box.clientHeight / 2 + line.clientHeight / 2;
    // jsdom and very old browsers have no element scrolling.
    if (typeof box.scrollTo === 'function') box.scrollTo({ top, behavior: 'smooth' });
  }, [current]);

  if (!lines || lines.length === 0) return <p className="music-empty">暂无歌词</p>;

  return (
    <ol className="music-lyrics" ref={boxRef} aria-label="歌词">
      {lines.map((text, index) => (
        // Lines repeat in songs, so the index is part of the key.
        <li key={`${index}-${text}`} className={index === current ? 'music-lyrics__line--current' : undefined}>
          <button
            type="button"
            className="music-lyrics__line"
            onClick={() => void seekToLyric(index)}
            aria-current={index === current ? 'true' : undefined}
          >
            {text || '♪'}
          </button>
        </li>
      ))}
    </ol>
  );
}
