import { useState } from 'react';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { AdminUserRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { useUserStore } from '@/features/user/userStore';
import { PageHeader } from '../shared/PageHeader';
import { AdminPager } from '../shared/AdminPager';
import { ListBody } from '../shared/ListBody';
import { StatusFilter } from '../shared/StatusFilter';
import { useStepBackFromEmptyPage } from '../shared/useStepBackFromEmptyPage';
import listPage from '../shared/ListPage.module.css';
import { getNameClashes, getUsers } from './api';
import { PasswordShownOnce } from './PasswordShownOnce';
import { UserCard } from './UserCard';
import { UsernameClashes } from './UsernameClashes';
import styles from './UsersAdmin.module.css';

const PAGE_SIZE = 20;
const KEYWORD_MAX = 50;

interface ListQuery {
  current: number;
  size: number;
  keyword: string;
  /** 0 all, 1 admins, 2 ordinary users. */
  role: 0 | 1 | 2;
  /** 0 all, 1 enabled, 2 disabled. */
  status: 0 | 1 | 2;
}

/** /admin/users: every account, newest first, with search, filters and paging; disable, roles, password reset. */
export default function UsersAdminPage() {
  const selfId = useUserStore((s) => s.userInfo?.id);
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZE, keyword: '', role: 0, status: 0 });
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState<{ who: string; password: string } | null>(null);
  const state = useAsyncData(JSON.stringify(query), () =>
    getUsers({
      current: query.current,
      size: query.size,
      ...(query.keyword ? { keyword: query.keyword } : {}),
      ...(query.role ? { role: query.role } : {}),
      ...(query.status ? { status: query.status } : {}),
    }),
  );

  const { reload } = state;
  useStepBackFromEmptyPage(state.data, setQuery);
  const clashes = useAsyncData('username-clashes', getNameClashes);
  const afterRename = () => {
    clashes.reload();
    reload();
  };

  const filtered = query.keyword !== '' || query.role !== 0 || query.status !== 0;
  const resetFilters = () => {
    setTyped('');
    setQuery({ current: 1, size: query.size, keyword: '', role: 0, status: 0 });
  };
  const showPassword = (user: AdminUserRow, password: string) => setShown({ who: user.nick_name || user.username, password });

  return (
    <div className={listPage.page}>
      <PageHeader title="用户" />
      {clashes.data && <UsernameClashes clashes={clashes.data} onRenamed={afterRename} />}
      <div className={listPage.filters}>
        <Select<0 | 1 | 2>
          className={styles.filter}
          aria-label="按角色筛选"
          value={query.role}
          onChange={(role) => setQuery({ ...query, current: 1, role })}
          options={[
            { value: 0, label: '全部角色' },
            { value: 1, label: '管理员' },
            { value: 2, label: '普通用户' },
          ]}
        />
        <StatusFilter<1 | 2>
          className={styles.filter}
          value={query.status || undefined}
          onChange={(status) => setQuery({ ...query, current: 1, status: status ?? 0 })}
          options={[
            { value: 1, label: '正常' },
            { value: 2, label: '已禁用' },
          ]}
        />
        <Input.Search
          className={styles.search}
          placeholder="搜索用户名或昵称"
          aria-label="搜索用户名或昵称"
          allowClear
          maxLength={KEYWORD_MAX}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => setQuery({ ...query, current: 1, keyword: value.trim() })}
        />
      </div>
      <ListBody state={state} failedTitle="用户加载失败" isEmpty={(page) => page.list.length === 0} noMatch={filtered && { text: '没有符合条件的用户', onReset: resetFilters }} emptyText="还没有用户">
        {(page) => (
          <>
            <ul className={styles.list}>
              {page.list.map((user) => (
                <UserCard key={user.id} user={user} isSelf={user.id === selfId} onChanged={reload} onPassword={showPassword} />
              ))}
            </ul>
            <AdminPager current={query.current} pageSize={query.size} total={page.total} unit="个用户" onChange={(current, size) => setQuery({ ...query, current, size })} />
          </>
        )}
      </ListBody>
      {shown && <PasswordShownOnce who={shown.who} password={shown.password} onClose={() => setShown(null)} />}
    </div>
  );
}
