import { useMusicStore } from '../store';
import { SongTable } from './SongTable';

/** SPEC.md §2 widget 1: ranked playlist covers on the left, their songs on the right. */
export function PlaylistView() {
  const playlists = useMusicStore((s) => s.playlists);
  const selectedId = useMusicStore((s) => s.selectedPlaylistId);
  const select = useMusicStore((s) => s.selectPlaylist);

  return (
    <div className="music-list">
      <nav className="music-list__categories" aria-labelledby="music-category-title">
        <h3 id="music-category-title" className="music-list__title">
          歌单分类
        </h3>
        <ul>
          {playlists.map((playlist) => (
            <li key={playlist.id}>
              <button
                type="button"
                className={`music-category${playlist.id === selectedId ? ' music-category--selected' : ''}`}
                aria-pressed={playlist.id === selectedId}
                title={playlist.description || undefined}
                onClick={() => void select(playlist.id).catch(() => {})}
              >
                <img src={playlist.coverImgUrl} alt="" loading="lazy" />
                <span className="music-ellipsis">{playlist.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <SongTable />
    </div>
  );
}
