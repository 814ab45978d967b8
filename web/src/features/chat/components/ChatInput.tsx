import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { feedback } from '@/lib/feedback';
import { openLoginDialog } from '@/features/auth/session';
import { useLoggedIn } from '@/features/user/userStore';
import { CHAT_TEXT } from '@blog/contract';
import { sendChat } from '../chatStore';
import { CHAT_UI_TEXT } from '../constants';

/** Textarea (Enter sends, Shift+Enter breaks the line) and, for logged-in users, one-image upload. */
export function ChatInput() {
  const loggedIn = useLoggedIn();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  const send = () => {
    const refused = sendChat(text);
    if (refused) {
      feedback.message.warning(refused);
      if (refused === CHAT_TEXT.loginRequired) openLoginDialog();
      return;
    }
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      // Loaded on first use: canvas and upload code stay out of the room's first paint.
      const { sendImageFile } = await import('../logic/sendImage');
      await sendImageFile(file);
    } catch {
      feedback.message.error(CHAT_UI_TEXT.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="chat-input">
      <textarea
        className="chat-input__text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={loggedIn ? '说点什么吧，Enter 发送' : '登录后才能发言'}
        aria-label="聊天输入"
        rows={2}
      />
      <div className="chat-input__actions">
        {loggedIn ? (
          <>
            <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void onFile(e)} data-testid="chat-file" />
            <button type="button" className="chat-btn" disabled={uploading} onClick={() => fileRef.current?.click()}>
              {uploading ? '上传中' : '图片'}
            </button>
          </>
        ) : null}
        <button type="button" className="chat-btn chat-btn--primary" onClick={send}>
          发送
        </button>
      </div>
    </div>
  );
}
