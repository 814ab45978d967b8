import { useState } from 'react';
import { Link } from 'react-router';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Popconfirm from 'antd/es/popconfirm';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { AdminPlaylistRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import { SortableList } from '../shared/SortableList';
import { adminPath } from '../shell/adminNav';
import listPage from '../shared/ListPage.module.css';
import { deletePlaylist, getPlaylists, savePlaylistLayout } from './api';
import { PlaylistFormModal } from './PlaylistFormModal';
import styles from './Music.module.css';

type Editing = { playlist?: AdminPlaylistRow } | null;

interface RowProps {
  playlist: AdminPlaylistRow;
  busy: boolean;
  onShow: (shown: boolean) => void;
  onDefault: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

function PlaylistRow({ playlist, busy, onShow, onDefault, onEdit, onDeleted }: RowProps) {
  const manual = playlist.kind === 'manual';
  const remove = async () => {
    try {
      await deletePlaylist(playlist.id);
      feedback.message.success('删除成功');
      onDeleted();
    } catch (error) {
      toastFailure(error, '删除失败');
    }
  };
  const showSwitch = <Switch size="small" checked={playlist.shown} disabled={busy || playlist.isDefault} onChange={onShow} aria-label={`在音乐面板显示「${playlist.name}」`} />;
  return (
    <div className={styles.playlistRow}>
      <img className={styles.coverSmall} src={playlist.shownCover} alt="" loading="lazy" />
      <div className={styles.main}>
        <span className={styles.title}>
          {playlist.name} {!manual && <Tag>自动排行</Tag>}
          {playlist.isDefault && <Tag color="blue">默认</Tag>}
        </span>
        <span className={styles.meta}>
          {playlist.songCount} 首{playlist.description ? ` · ${playlist.description}` : ''}
        </span>
      </div>
      <div className={styles.playlistControls}>
        <label className={styles.toggle}>
          {playlist.isDefault ? <Tooltip title="默认歌单总是显示">{showSwitch}</Tooltip> : showSwitch}
          显示
        </label>
        {playlist.shown && (
          <Radio checked={playlist.isDefault} disabled={busy} onChange={onDefault} aria-label={`设「${playlist.name}」为默认歌单`}>
            默认
          </Radio>
        )}
        <span className={styles.playlistButtons}>
          {manual && (
            <Link to={adminPath(`playlists/${playlist.id}`)}>
              <Button size="small">歌曲</Button>
            </Link>
          )}
          <Button size="small" onClick={onEdit}>
            编辑
          </Button>
          {manual && (
            <Popconfirm
              title={`删除歌单「${playlist.name}」？`}
              description={`歌单里的 ${playlist.songCount} 首歌本身不会删除${playlist.isDefault ? '；它是默认歌单，删除后面板打开第 4 个歌单' : ''}`}
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => void remove()}
            >
              <Button size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </span>
      </div>
    </div>
  );
}

/**
 * /admin/playlists: every playlist. The shown ones in the visitors' panel order (drag, or 上移 /
 * 下移), which one the panel opens with, the hidden ones below; create, edit, delete.
 */
export default function PlaylistsPage() {
  const { data, loading, failed, reload } = useAsyncData('playlists', getPlaylists);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  // The order just chosen, shown until the server's answer replaces it.
  const [pending, setPending] = useState<AdminPlaylistRow[] | null>(null);

  const all = pending ?? data ?? [];
  const shown = all.filter((p) => p.shown);
  const hidden = all.filter((p) => !p.shown);

  const saveLayout = async (next: AdminPlaylistRow[], defaultId: number | undefined) => {
    const nextShown = next.filter((p) => p.shown);
    const chosenDefault = defaultId !== undefined && nextShown.some((p) => p.id === defaultId) ? defaultId : nextShown[0]?.id;
    if (chosenDefault === undefined) {
      feedback.message.warning('请至少选择一个在音乐面板中显示的歌单');
      return;
    }
    setPending(next.map((p) => ({ ...p, isDefault: p.id === chosenDefault })));
    setSaving(true);
    try {
      feedback.message.success(await savePlaylistLayout({ shownIds: nextShown.map((p) => p.id), defaultId: chosenDefault }));
      reload();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
      setPending(null);
    }
  };
  const currentDefault = all.find((p) => p.isDefault)?.id;
  const setShown = (playlist: AdminPlaylistRow, value: boolean) => {
    const rest = all.filter((p) => p.id !== playlist.id);
    const next = value ? [...rest.filter((p) => p.shown), { ...playlist, shown: true }, ...rest.filter((p) => !p.shown)] : [...rest, { ...playlist, shown: false }];
    void saveLayout(next, currentDefault);
  };

  const row = (playlist: AdminPlaylistRow) => (
    <PlaylistRow
      playlist={playlist}
      busy={saving}
      onShow={(value) => setShown(playlist, value)}
      onDefault={() => void saveLayout(all, playlist.id)}
      onEdit={() => setEditing({ playlist })}
      onDeleted={reload}
    />
  );

  let body;
  if (failed && !data) body = <RetryResult title="歌单加载失败" onRetry={reload} />;
  else if (!data) body = <Spin size="large" className={listPage.loading} />;
  else {
    const defaultName = shown.find((p) => p.isDefault)?.name;
    body = (
      <Spin spinning={loading && !saving}>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>音乐面板中的歌单</h2>
          <span className={styles.hint}>
            访客打开音乐面板时看到的歌单，按这里的顺序排列（拖动左侧把手或用箭头调整）；{defaultName ? `默认选中「${defaultName}」。` : '还没有默认歌单，面板打开第 4 个。'}
          </span>
          {shown.length > 0 ? (
            <SortableList
              label="音乐面板中的歌单"
              items={shown}
              keyOf={(p) => p.id}
              nameOf={(p) => p.name}
              onReorder={(order) => void saveLayout([...order, ...hidden], currentDefault)}
              renderItem={(playlist) => row(playlist)}
            />
          ) : (
            <Empty description="音乐面板里没有歌单" />
          )}
          <h2 className={styles.sectionTitle}>不显示的歌单</h2>
          {hidden.length > 0 ? (
            <ul className={styles.list}>
              {hidden.map((playlist) => (
                <li key={playlist.id} className={styles.card}>
                  {row(playlist)}
                </li>
              ))}
            </ul>
          ) : (
            <span className={styles.hint}>没有隐藏的歌单。</span>
          )}
        </div>
      </Spin>
    );
  }

  return (
    <div className={listPage.page}>
      <PageHeader title="歌单">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新建歌单
        </Button>
      </PageHeader>
      {body}
      {editing && <PlaylistFormModal playlist={editing.playlist} onClose={() => setEditing(null)} onSaved={reload} />}
    </div>
  );
}
