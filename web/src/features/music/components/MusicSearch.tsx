import { useMemo, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { PAGE_SIZE, type Song } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { CLEARABLE } from '@/lib/inputIcons';
import { searchSongs } from '../api';
import { applyPage, artistNames, emptyPaged, requestOffset, type Paged } from '../logic';
import { playSong } from '../player/controller';
import { useMusicStore } from '../store';
import { addSongToCustomList, SHORT_TOAST_SECONDS } from './addSong';

export const NO_HITS_TOAST = '没有相关的歌曲';

/** SPEC.md §2 widget 2: song search with offset paging (20 from 0). */
export function MusicSearch() {
  const [text, setText] = useState('');
  const [keywords, setKeywords] = useState('');
  const [results, setResults] = useState<Paged<Song>>(emptyPaged<Song>());
  const [loading, setLoading] = useState(false);
  const customList = useMusicStore((s) => s.customList);
  const customIds = useMemo(() => new Set(customList.map((song) => song.id)), [customList]);
  // Only the newest request may write: a slow answer must not overwrite a newer search.
  const requestId = useRef(0);

  const clear = () => {
    requestId.current += 1;
    setKeywords('');
    setResults(emptyPaged<Song>());
    setLoading(false);
  };

  const run = async (query: string, kind: 'new' | 'more') => {
    const id = ++requestId.current;
    const base = kind === 'new' ? emptyPaged<Song>() : results;
    const offset = requestOffset(base, kind, PAGE_SIZE.musicSearch);
    if (kind === 'new') {
      setKeywords(query);
      setResults(base);
    }
    setLoading(true);
    try {
      const songs = await searchSongs(query, offset, PAGE_SIZE.musicSearch);
      if (id !== requestId.current) return;
      setResults(applyPage(base, offset, songs));
      if (kind === 'new' && songs.length === 0) {
        feedback.message.info({ content: NO_HITS_TOAST, duration: SHORT_TOAST_SECONDS });
      }
    } catch (error) {
      if (id !== requestId.current) return;
      // Treat a failed page as the end so the footer does not offer an endless retry loop.
      setResults((current) => ({ ...current, hasMore: false }));
      console.debug('[music] 搜索失败', error);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };

  const search = () => {
    const query = text.trim();
    if (!query) {
      clear();
      return;
    }
    void run(query, 'new');
  };

  const changeText = (value: string) => {
    setText(value);
    if (!value.trim()) clear();
  };

  const showFooter = keywords !== '' && results.items.length > 0;

  return (
    <div className="music-search">
      <div className="music-search__form" role="search">
        <Input
          value={text}
          allowClear={CLEARABLE}
          placeholder="请输入歌名或歌手"
          aria-label="请输入歌名或歌手"
          onChange={(event) => changeText(event.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" onClick={search}>
          搜索
        </Button>
      </div>
      <div className="music-search__results">
        <div className="music-search__row music-search__row--head" aria-hidden="true">
          <span>歌曲</span>
          <span>歌手</span>
          <span>操作</span>
        </div>
        <ul className="music-search__list" aria-label="搜索结果">
          {results.items.map((song) => {
            const added = customIds.has(song.id);
            return (
              <li key={song.id} className="music-search__row">
                <button type="button" className="music-link" onClick={() => void playSong(song)} title={`播放 ${song.name}`}>
                  {song.name}
                </button>
                <span className="music-ellipsis">{artistNames(song)}</span>
                <button
                  type="button"
                  className="music-icon-button"
                  onClick={() => addSongToCustomList(song)}
                  aria-label={added ? `${song.name} 已在播放列表` : `添加 ${song.name} 到播放列表`}
                >
                  {added ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
                </button>
              </li>
            );
          })}
        </ul>
        {loading ? (
          <div className="music-search__footer">
            <Spin size="small" aria-label="加载中" />
          </div>
        ) : results.items.length === 0 ? (
          <p className="music-empty">空空如也</p>
        ) : showFooter && results.hasMore ? (
          <button type="button" className="music-search__footer music-link" onClick={() => void run(keywords, 'more')}>
            点击加载更多～
          </button>
        ) : (
          <p className="music-search__footer music-muted">已经到底了</p>
        )}
      </div>
    </div>
  );
}
