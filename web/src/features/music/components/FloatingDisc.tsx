import { useMusicStore } from '../store';

/** SPEC.md §2 widget 5: the bottom-left disc, spinning while music plays; it opens the panel. */
export function FloatingDisc({ onOpen }: { onOpen: () => void }) {
  const cover = useMusicStore((s) => s.currentSong?.al?.picUrl);
  const name = useMusicStore((s) => s.currentSong?.name);
  const playing = useMusicStore((s) => !s.paused);
  return (
    <button
      type="button"
      className={`music-disc${playing ? ' music-disc--playing' : ''}`}
      onClick={onOpen}
      aria-label="打开音乐面板"
      title={name ? `正在播放：${name}` : '打开音乐面板'}
    >
      <span className="music-disc__record" aria-hidden="true">
        {cover ? <img className="music-disc__cover" src={cover} alt="" /> : <span className="music-disc__note">♪</span>}
      </span>
    </button>
  );
}
