import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import type { AdminSongRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import { SortableList } from '../shared/SortableList';
import { adminPath } from '../shell/adminNav';
import listPage from '../shared/ListPage.module.css';
import { getPlaylist, getSongs, savePlaylistSongs } from './api';
import { clockOf } from './format';
import styles from './Music.module.css';

const songLabel = (song: AdminSongRow) => `${song.title} - ${song.artists.join(' / ')}`;

/** 添加歌曲: a search over the library; picking a song appends it. */
function SongPicker({ exclude, onPick }: { exclude: ReadonlySet<number>; onPick: (song: AdminSongRow) => void }) {
  const [options, setOptions] = useState<AdminSongRow[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = async (keyword: string) => {
    const ticket = ++latest.current;
    setSearching(true);
    try {
      const page = await getSongs({ current: 1, size: 20, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
      if (ticket === latest.current) setOptions(page.list);
    } catch (error) {
      toastFailure(error, '搜索歌曲失败');
    } finally {
      if (ticket === latest.current) setSearching(false);
    }
  };
  useEffect(() => {
    void search('');
  }, []);
  return (
    <Select<number>
      showSearch
      value={null}
      className={styles.picker}
      placeholder="搜索歌名、歌手，选中即加入歌单"
      aria-label="添加歌曲"
      filterOption={false}
      onSearch={(value) => void search(value)}
      notFoundContent={searching ? <Spin size="small" /> : '没有找到歌曲'}
      options={options.map((song) => ({ value: song.id, label: songLabel(song), disabled: exclude.has(song.id) }))}
      onChange={(id) => {
        const song = options.find((s) => s.id === id);
        if (song) onPick(song);
      }}
    />
  );
}

/** /admin/playlists/:id: a playlist's songs in play order; add, remove, reorder, then 保存. */
export default function PlaylistSongsPage() {
  const id = Number(useParams().id);
  const { data, failed, reload } = useAsyncData(`playlist-${id}`, () => getPlaylist(id));
  const [songs, setSongs] = useState<AdminSongRow[] | null>(null);
  const [saving, setSaving] = useState(false);
  const list = songs ?? data?.songs ?? [];
  const dirty = songs !== null;

  const save = async () => {
    setSaving(true);
    try {
      feedback.message.success(await savePlaylistSongs(id, list.map((s) => s.id)));
      setSongs(null);
      reload();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const back = (
    <Link to={adminPath('playlists')}>
      <Button icon={<ArrowLeftOutlined />}>返回歌单</Button>
    </Link>
  );
  if (failed && !data) return <RetryResult title="歌单加载失败" onRetry={reload} more={back} />;
  if (!data) return <Spin size="large" className={listPage.loading} />;

  return (
    <div className={listPage.page}>
      <PageHeader title={`歌单「${data.name}」`} crowded>
        <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()}>
          保存
        </Button>
      </PageHeader>
      <div className={styles.toolbar}>
        {back}
        <SongPicker exclude={new Set(list.map((s) => s.id))} onPick={(song) => setSongs([...list, song])} />
      </div>
      <span className={styles.hint}>
        共 {list.length} 首，按播放顺序排列：拖动左侧把手或用箭头调整。{dirty ? '有改动还没保存。' : ''}
      </span>
      {list.length === 0 ? (
        <Empty description="歌单里还没有歌，用上面的搜索框添加" />
      ) : (
        <SortableList
          label={`歌单「${data.name}」的歌曲`}
          items={list}
          keyOf={(s) => s.id}
          nameOf={(s) => s.title}
          onReorder={setSongs}
          renderItem={(song) => (
            <div className={styles.playlistRow}>
              <img className={styles.coverSmall} src={song.shownCover} alt="" loading="lazy" />
              <div className={styles.main}>
                <span className={styles.title}>{song.title}</span>
                <span className={styles.meta}>
                  {song.artists.join(' / ')} · {clockOf(song.durationMs)}
                </span>
              </div>
              <Button size="small" danger onClick={() => setSongs(list.filter((s) => s.id !== song.id))} aria-label={`从歌单移除「${song.title}」`}>
                移除
              </Button>
            </div>
          )}
        />
      )}
    </div>
  );
}
