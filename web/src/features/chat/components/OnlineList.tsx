import type { ChatOnlineUser } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';

interface Props {
  users: ChatOnlineUser[];
  myId: number | null;
  /** Admins get a 下线 button on every other user. */
  onForceOffline?: (user: ChatOnlineUser) => void;
}

/** Who is in the room; nothing at all while nobody is known to be (disconnected, or an empty room). */
export function OnlineList({ users, myId, onForceOffline }: Props) {
  if (users.length === 0) return null;
  return (
    <ul className="chat-online" aria-label="在线用户">
      {users.map((u) => (
        <li key={u.user_id} className="chat-online__user" title={u.nick_name}>
          <InitialAvatar src={u.avatar} name={u.nick_name} size={24} />
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
