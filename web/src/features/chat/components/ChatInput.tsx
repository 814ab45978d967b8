import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT, CHAT_TEXT_MAX } from '@blog/contract';
import { loadChunk } from '@/lib/chunks';
import { feedback } from '@/lib/feedback';
import { openLoginDialog } from '@/features/auth/session';
import { useLoggedIn } from '@/features/user/userStore';
import { sendDraft, setDraft, useChatStore } from '../chatStore';
import { CHAT_UI_TEXT } from '../constants';

/**
 * Textarea (Enter sends, Shift+Enter breaks the line, at most 500 characters with a count) and, for
 * logged-in users, one-image upload. The text lives in the store: it stays when a message is
 * refused, here or by the server, and when the room is closed and opened again.
 */
export function ChatInput() {
  const loggedIn = useLoggedIn();
  const draft = useChatStore((s) => s.draft);
  const forced = useChatStore((s) => s.forcedOffline);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const countId = useId();

  const send = () => {
    const refused = sendDraft();
    if (!refused) return;
    feedback.message.warning(refused);
    if (refused === CHAT_TEXT.loginRequired) openLoginDialog();
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
      // The text typed beside it must survive: a new build is not reloaded into from here.
      const { sendImageFile } = await loadChunk(() => import('../logic/sendImage'), { reloadWhenUpdated: false });
      await sendImageFile(file);
    } catch {
      feedback.message.error(CHAT_UI_TEXT.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const placeholder = forced ? CHAT_UI_TEXT.placeholder.forced : loggedIn ? CHAT_UI_TEXT.placeholder.user : CHAT_UI_TEXT.placeholder.guest;
  // Text given back after a refusal may be longer than the box lets anyone type: shown in red.
  const over = draft.length > CHAT_TEXT_MAX;
  return (
    <div className="chat-input">
      {forced ? (
        <p className="chat-input__notice" role="status">
          {CHAT_UI_TEXT.forcedNotice}
        </p>
      ) : null}
      <textarea
        className="chat-input__text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label="聊天输入"
        aria-describedby={countId}
        maxLength={CHAT_TEXT_MAX}
        disabled={forced}
        rows={2}
      />
      <div className="chat-input__actions">
        <span id={countId} className={over ? 'chat-input__count chat-input__count--over' : 'chat-input__count'}>
          <span className="visually-hidden">已输入字数 </span>
          {draft.length}/{CHAT_TEXT_MAX}
        </span>
        {loggedIn ? (
          <>
            <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void onFile(e)} data-testid="chat-file" />
            <button type="button" className="chat-btn" disabled={uploading || forced} onClick={() => fileRef.current?.click()}>
              {uploading ? '上传中' : '图片'}
            </button>
          </>
        ) : null}
        <button type="button" className="chat-btn chat-btn--primary" disabled={forced} onClick={send}>
          发送
        </button>
      </div>
    </div>
  );
}
