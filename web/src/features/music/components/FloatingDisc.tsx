import CaretRightFilled from '@ant-design/icons/CaretRightFilled';
import PauseOutlined from '@ant-design/icons/PauseOutlined';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { failureAdvice, loadChunk } from '@/lib/chunks';
import { feedback } from '@/lib/feedback';
import { useMusicStore } from '../store';
import './FloatingDisc.css';

/**
 * The player's code (audio, media session) loads with the first press, not with the page: most
 * visitors never press it, and the panel's chunk brings the same module anyway.
 */
function togglePlayLater(): void {
  loadChunk(() => import('../player/controller'))
    .then(
      ({ togglePlay }) => togglePlay(),
      (error: unknown) => void feedback.message.error(`播放器没能打开：${failureAdvice(error)}`),
    )
    // SPEC.md §4: a playback failure is logged silently.
    .catch((error: unknown) => console.debug('[music] 播放失败', error));
}

/**
 * SPEC.md §2 widget 5: the bottom-left disc, spinning while music plays; it opens the panel.
 * Beside it, as in APlayer's mini mode, the song's name and a play/pause button, so a song can be
 * stopped or resumed without opening the panel.
 */
export function FloatingDisc({ onOpen }: { onOpen: () => void }) {
  const cover = useMusicStore((s) => s.currentSong?.al?.picUrl);
  const name = useMusicStore((s) => s.currentSong?.name);
  const playing = useMusicStore((s) => !s.paused);
  const loading = useMusicStore((s) => s.loadingSongId !== null);
  return (
    <div className={`music-disc${playing ? ' music-disc--playing' : ''}`} role="group" aria-label="音乐">
      <button type="button" className="music-disc__open" onClick={onOpen} aria-label="打开音乐面板" title={name ? `正在播放：${name}` : '打开音乐面板'}>
        <span className="music-disc__record" aria-hidden="true">
          {cover ? <img className="music-disc__cover" src={cover} alt="" /> : <span className="music-disc__note">♪</span>}
        </span>
      </button>
      <div className={`music-disc__mini${name ? '' : ' music-disc__mini--bare'}`}>
        {name ? (
          <span className="music-disc__name" title={name}>
            {name}
          </span>
        ) : null}
        <button type="button" className="music-disc__toggle" onClick={togglePlayLater} aria-label={playing ? '暂停' : '播放'} title={playing ? '暂停' : '播放'}>
          {loading ? <LoadingOutlined aria-hidden="true" /> : playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightFilled aria-hidden="true" />}
        </button>
      </div>
    </div>
  );
}
