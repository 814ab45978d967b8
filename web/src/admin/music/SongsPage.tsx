import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { MUSIC_ADMIN_LIMITS, type AdminSongRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import { useUploadQueue } from '../shared/useUploadQueue';
import listPage from '../shared/ListPage.module.css';
import { audioProblem, deleteSong, getSongs, uploadSong } from './api';
import { clockOf, sizeOf } from './format';
import { LyricModal } from './LyricModal';
import { RescanButton } from './RescanButton';
import { SongEditModal } from './SongEditModal';
import { SongUploadModal } from './SongUploadModal';
import styles from './Music.module.css';

const PAGE_SIZE = 20;

function deleteWarning(song: AdminSongRow): string {
  const lists = song.playlists.length > 0 ? `，并从 ${song.playlists.map((n) => `「${n}」`).join('、')} 中移除` : '';
  return `会删除音频文件 ${song.file}${lists}，不能恢复`;
}

function SongCard({ song, onEdit, onLyric, onChanged }: { song: AdminSongRow; onEdit: () => void; onLyric: () => void; onChanged: () => void }) {
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await deleteSong(song.id);
      feedback.message.success('删除成功');
      onChanged();
    } catch (error) {
      toastFailure(error, '删除失败');
      setDeleting(false);
    }
  };
  return (
    <li className={styles.card}>
      <img className={styles.cover} src={song.shownCover} alt="" loading="lazy" />
      <div className={styles.main}>
        <span className={styles.title} title={song.title}>
          {song.title}
          {song.aliases.length > 0 && <span className={styles.meta}>（{song.aliases.join('、')}）</span>}
        </span>
        <span className={styles.sub}>
          {song.artists.join(' / ')}
          {song.album ? ` · ${song.album}` : ''}
        </span>
        <span className={styles.meta} title={song.file}>
          {clockOf(song.durationMs)} · {sizeOf(song.size)} · 播放 {song.playCount} 次 · {song.file}
        </span>
        <span className={styles.tags}>
          {song.hasLyric ? <Tag color="blue">有歌词</Tag> : <Tag>无歌词</Tag>}
          {song.playlists.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </span>
      </div>
      <div className={styles.actions}>
        <Button size="small" onClick={onEdit}>
          编辑
        </Button>
        <Button size="small" onClick={onLyric}>
          歌词
        </Button>
        <Popconfirm title={`删除「${song.title}」？`} description={deleteWarning(song)} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => void remove()}>
          <Button size="small" danger loading={deleting}>
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** /admin/music: the library, newest first, with search and paging; upload, edit, lyrics, delete, rescan. */
export default function SongsPage() {
  const [query, setQuery] = useState({ current: 1, size: PAGE_SIZE, keyword: '' });
  const [typed, setTyped] = useState('');
  const state = useAsyncData(JSON.stringify(query), () =>
    getSongs({ current: query.current, size: query.size, ...(query.keyword ? { keyword: query.keyword } : {}) }),
  );
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<AdminSongRow | null>(null);
  const [lyricOf, setLyricOf] = useState<AdminSongRow | null>(null);
  const [queue, snapshot] = useUploadQueue<AdminSongRow>({ upload: uploadSong, check: audioProblem }, (q) => {
    if (q.takeUploaded().length > 0) reload();
  });

  const { reload } = state;
  useStepBackFromEmptyPage(state.data, setQuery);

  const clearSearch = () => {
    setTyped('');
    setQuery({ ...query, current: 1, keyword: '' });
  };

  return (
    <div className={listPage.page}>
      <PageHeader title="音乐" crowded>
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
          上传歌曲
        </Button>
      </PageHeader>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          placeholder="搜索歌名、歌手、别名"
          aria-label="搜索歌曲"
          allowClear
          maxLength={MUSIC_ADMIN_LIMITS.keywordMax}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
        <RescanButton onScanned={reload} />
      </div>
      <span className={styles.hint}>也可以把音频文件（连同同名的 .lrc 歌词）直接放进服务器的音乐目录（DATA_DIR/music 或 MUSIC_DIR），几秒后自动出现在这里。</span>
      <ListBody
        state={state}
        failedTitle="歌曲加载失败"
        isEmpty={(page) => page.list.length === 0}
        noMatch={query.keyword !== '' && { text: '没有符合条件的歌曲', onReset: clearSearch, resetLabel: '清除搜索' }}
        emptyText="曲库里还没有歌"
        emptyAction={
          <Button type="primary" onClick={() => setUploadOpen(true)}>
            上传第一首歌
          </Button>
        }
      >
        {(page) => (
          <>
            <ul className={styles.list} aria-label="歌曲列表">
              {page.list.map((song) => (
                <SongCard key={song.id} song={song} onEdit={() => setEditing(song)} onLyric={() => setLyricOf(song)} onChanged={reload} />
              ))}
            </ul>
            <AdminPager current={query.current} pageSize={query.size} total={page.total} unit="首" sizeOptions={[20, 50, 100]} onChange={(current, size) => setQuery({ ...query, current, size })} />
          </>
        )}
      </ListBody>
      <SongUploadModal open={uploadOpen} queue={queue} snapshot={snapshot} onClose={() => setUploadOpen(false)} />
      {editing && <SongEditModal song={editing} onClose={() => setEditing(null)} onSaved={reload} />}
      {lyricOf && <LyricModal song={lyricOf} onClose={() => setLyricOf(null)} onSaved={reload} />}
    </div>
  );
}
