import type { ChatOnlineUser } from '@blog/contract';

interface Props {
  users: ChatOnlineUser[];
  myId: number | null;
  /** Admins get a 下线 button on every other user. */
  onForceOffline?: (user: ChatOnlineUser) => void;
}

export function OnlineList({ users, myId, onForceOffline }: Props) {
  return (
    <ul className="chat-online" aria-label="在线用户">
      {users.map((u) => (
        <li key={u.user_id} className="chat-online__user" title={u.nick_name}>
          <img className="chat-online__avatar" src={u.avatar || undefined} alt="" aria-hidden="true" />
          <span className="chat-online__name">{u.nick_name}</span>
          {onForceOffline && u.user_id !== myId ? (
            <button type="button" className="chat-online__kick" onClick={() => onForceOffline(u)}>
              下线
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
