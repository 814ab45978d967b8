import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { artistNames } from '../logic';
import { playSong } from '../player/controller';
import { useMusicStore } from '../store';

export const CUSTOM_EMPTY_TEXT = '播放列表为空';

/** SPEC.md §2 widget 6: the visitor's own playlist. */
export function CustomList() {
  const list = useMusicStore((s) => s.customList);
  const currentId = useMusicStore((s) => s.currentSong?.id);
  const remove = useMusicStore((s) => s.removeFromCustom);
  const clear = useMusicStore((s) => s.clearCustom);

  if (list.length === 0) return <p className="music-empty music-custom__empty">{CUSTOM_EMPTY_TEXT}</p>;

  return (
    <div className="music-custom">
      <div className="music-custom__head">
        <span>播放列表（{list.length}）</span>
        <button type="button" className="music-link" onClick={clear}>
          清空
        </button>
      </div>
      <ul className="music-custom__list" aria-label="播放列表">
        {list.map((song) => (
          <li key={song.id} className={song.id === currentId ? 'music-custom__current' : undefined}>
            <button type="button" className="music-link music-custom__song" onClick={() => void playSong(song)}>
              <span className="music-ellipsis">{song.name}</span>
              <span className="music-muted music-ellipsis">{artistNames(song)}</span>
            </button>
            <button
              type="button"
              className="music-icon-button"
              onClick={() => remove(song.id)}
              aria-label={`从播放列表移除 ${song.name}`}
              title="移除"
            >
              <DeleteOutlined aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
