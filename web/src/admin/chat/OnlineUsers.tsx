import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { InitialAvatar } from '@/components/InitialAvatar';
import { getOnlineUsers } from './api';
import styles from './ChatAdmin.module.css';

/** Who is in the room now (logged-in users; guests who only watch are not counted). */
export function OnlineUsers() {
  const { data, loading, failed, reload } = useAsyncData('chat-online', getOnlineUsers);
  let list;
  if (failed && !data) list = <span className={styles.muted}>在线用户加载失败</span>;
  else if (!data) list = <Spin size="small" />;
  else if (data.length === 0) list = <span className={styles.muted}>现在没有登录的用户在聊天室</span>;
  else
    list = (
      <ul className={styles.online}>
        {data.map((user) => (
          <li key={user.user_id} className={styles.onlineUser}>
            <InitialAvatar src={user.avatar} name={user.nick_name} size={22} />
            {user.nick_name}
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.onlineBox} aria-label="在线用户">
      <div className={styles.onlineHead}>
        <strong>在线 {data ? data.length : ''}</strong>
        <Button size="small" type="text" icon={<ReloadOutlined />} loading={loading && !!data} onClick={reload} aria-label="刷新在线用户" />
      </div>
      {list}
    </section>
  );
}
