import { useState } from 'react';
import Button from 'antd/es/button';
import Image from 'antd/es/image';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Switch from 'antd/es/switch';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { TALK_LIMITS, TALK_STATUS, type AdminTalkRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { formatDateTime } from '../shared/format';
import { useCardAction } from '../shared/useCardAction';
import { deleteTalk, getTalkList, setTalkPublic, setTalkTop } from './api';
import { TalkEditorModal } from './TalkEditorModal';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { StatusFilter } from '../shared/StatusFilter';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import listPage from '../shared/ListPage.module.css';
import styles from './TalkAdmin.module.css';

const PAGE_SIZE = 10;

interface ListQuery {
  current: number;
  size: number;
  status?: 1 | 2;
  keyword: string;
}

/** What the editor is open for: a new post, or one being edited. */
type Editing = { talk?: AdminTalkRow } | null;

function TalkCard({ talk, onEdit, onChanged }: { talk: AdminTalkRow; onEdit: () => void; onChanged: () => void }) {
  const [busy, run] = useCardAction<'public' | 'top' | 'delete'>(onChanged);
  const isPublic = talk.status === TALK_STATUS.public;
  const pinned = talk.is_top === 1;
  const excerpt = talk.content.length > 140 ? `${talk.content.slice(0, 140)}…` : talk.content;

  return (
    <li className={listPage.card}>
      <p className={styles.content}>{excerpt}</p>
      {talk.images.length > 0 && (
        <Image.PreviewGroup>
          <div className={styles.thumbs}>
            {talk.images.map((url, i) => (
              <Image key={`${url}-${i}`} src={url} alt={`第 ${i + 1} 张图片`} width={56} height={56} className={styles.thumb} />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      <div className={styles.meta}>
        <span>{formatDateTime(talk.createdAt)}</span>
        <span title="点赞数">
          <LikeOutlined aria-hidden /> {talk.like_times}
        </span>
        <span title="评论数（含回复和被隐藏的）">
          <MessageOutlined aria-hidden /> {talk.comment_count}
        </span>
      </div>
      <div className={styles.actions}>
        <label className={styles.toggle}>
          <Switch
            size="small"
            checked={isPublic}
            loading={busy === 'public'}
            onChange={(checked) => run('public', () => setTalkPublic(talk.id, checked ? 1 : 2), checked ? '已设为公开' : '已设为私密')}
          />
          {isPublic ? '公开' : '私密'}
        </label>
        <label className={styles.toggle}>
          <Switch size="small" checked={pinned} loading={busy === 'top'} onChange={(checked) => run('top', () => setTalkTop(talk.id, checked ? 1 : 2), checked ? '已置顶' : '已取消置顶')} />
          置顶
        </label>
        <span className={styles.spacer} />
        <Button size="small" onClick={onEdit}>
          编辑
        </Button>
        <Popconfirm
          title="删除这条说说？"
          description="它的图片、点赞和评论会一起删除，不能恢复"
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => run('delete', () => deleteTalk(talk.id), '删除成功')}
        >
          <Button size="small" danger loading={busy === 'delete'}>
            删除
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}

/** /admin/talk: every post (private ones too) with filters and paging; write, edit, publish, pin, delete. */
export default function TalkAdminPage() {
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZE, keyword: '' });
  const [typed, setTyped] = useState('');
  const state = useAsyncData(JSON.stringify(query), () =>
    getTalkList({ current: query.current, size: query.size, ...(query.status ? { status: query.status } : {}), ...(query.keyword ? { keyword: query.keyword } : {}) }),
  );
  const [editing, setEditing] = useState<Editing>(null);

  const { reload } = state;
  useStepBackFromEmptyPage(state.data, setQuery);

  const filtered = query.status !== undefined || query.keyword !== '';
  const resetFilters = () => {
    setTyped('');
    setQuery({ current: 1, size: query.size, keyword: '' });
  };

  return (
    <div className={listPage.page}>
      <PageHeader title="说说">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          发说说
        </Button>
      </PageHeader>
      <div className={listPage.filters}>
        <StatusFilter<1 | 2>
          className={styles.statusFilter}
          value={query.status}
          onChange={(status) => setQuery({ ...query, current: 1, status })}
          options={[
            { value: TALK_STATUS.public, label: '公开' },
            { value: TALK_STATUS.private, label: '私密' },
          ]}
        />
        <Input.Search
          className={styles.search}
          placeholder="搜索说说内容"
          aria-label="搜索说说内容"
          allowClear
          maxLength={TALK_LIMITS.keywordMax}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      <ListBody
        state={state}
        failedTitle="说说加载失败"
        isEmpty={(page) => page.list.length === 0}
        noMatch={filtered && { text: '没有符合条件的说说', onReset: resetFilters }}
        emptyText="还没有说说"
        emptyAction={
          <Button type="primary" onClick={() => setEditing({})}>
            发第一条说说
          </Button>
        }
      >
        {(page) => (
          <>
            <ul className={listPage.list}>
              {page.list.map((talk) => (
                <TalkCard key={talk.id} talk={talk} onEdit={() => setEditing({ talk })} onChanged={reload} />
              ))}
            </ul>
            <AdminPager centered current={query.current} pageSize={query.size} total={page.total} onChange={(current, size) => setQuery({ ...query, current, size })} />
          </>
        )}
      </ListBody>
      {editing && <TalkEditorModal talk={editing.talk} onClose={() => setEditing(null)} onSaved={reload} />}
    </div>
  );
}
