import { useMemo, type UIEvent } from 'react';
import Spin from 'antd/es/spin';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { artistNames, markActive, songOther } from '../logic';
import { playSong } from '../player/controller';
import { useMusicStore } from '../store';
import { addSongToCustomList } from './addSong';

/** Scrolling this close to the end loads the next page of 30. */
const LOAD_MORE_THRESHOLD_PX = 80;

/** Songs of the selected ranked playlist: 歌曲, 歌手, 其他, 操作. */
export function SongTable() {
  const ranked = useMusicStore((s) => s.ranked);
  const loading = useMusicStore((s) => s.rankedLoading);
  const customList = useMusicStore((s) => s.customList);
  const currentId = useMusicStore((s) => s.currentSong?.id);
  const loadMore = useMusicStore((s) => s.loadMoreRanked);
  const songs = useMemo(() => markActive(ranked.items, customList), [ranked.items, customList]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < LOAD_MORE_THRESHOLD_PX) void loadMore().catch(() => {});
  };

  return (
    <div className="music-table-wrap" onScroll={onScroll}>
      <table className="music-table">
        <thead>
          <tr>
            <th scope="col">歌曲</th>
            <th scope="col">歌手</th>
            <th scope="col" className="music-table__other">
              其他
            </th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {songs.map((song) => (
            <tr key={song.id} className={song.id === currentId ? 'music-table__current' : undefined}>
              <td>
                <button type="button" className="music-link music-ellipsis" onClick={() => void playSong(song)}>
                  {song.name}
                </button>
                {/* The phone has no 其他 column: the same text sits small under the name instead. */}
                {songOther(song) ? (
                  <span className="music-table__other-inline music-muted music-ellipsis">{songOther(song)}</span>
                ) : null}
              </td>
              <td title={artistNames(song)}>{artistNames(song)}</td>
              <td className="music-table__other" title={songOther(song)}>
                {songOther(song)}
              </td>
              <td className="music-table__actions">
                <button
                  type="button"
                  className="music-icon-button"
                  onClick={() => void playSong(song)}
                  aria-label={`播放 ${song.name}`}
                  title="播放"
                >
                  <PlayCircleOutlined aria-hidden />
                </button>
                <button
                  type="button"
                  className={`music-icon-button${song.active ? ' music-icon-button--active' : ''}`}
                  onClick={() => addSongToCustomList(song)}
                  disabled={song.active}
                  aria-label={song.active ? `${song.name} 已在播放列表` : `添加 ${song.name} 到播放列表`}
                  title={song.active ? '已添加' : '添加到播放列表'}
                >
                  {song.active ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="music-table__footer">
        {loading ? (
          <Spin size="small" aria-label="加载中" />
        ) : songs.length === 0 ? (
          <p className="music-empty">空空如也</p>
        ) : ranked.hasMore ? (
          <button type="button" className="music-link" onClick={() => void loadMore().catch(() => {})}>
            点击加载更多～
          </button>
        ) : (
          <span className="music-muted">已经到底了</span>
        )}
      </div>
    </div>
  );
}
