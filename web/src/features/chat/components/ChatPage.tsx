import ChatRoom from './ChatRoom';

/** /message/chat: the room over the whole content area (mobile entry; the footer is hidden here). */
export default function ChatPage() {
  return (
    <div className="chat-page">
      <ChatRoom />
    </div>
  );
}
