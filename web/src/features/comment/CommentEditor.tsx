import { Button, Input } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { COMMENT_CONTENT_MAX, COMMENT_TEXT } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import styles from './CommentSection.module.css';

export interface CommentEditorProps {
  placeholder: string;
  submitText: string;
  /** Resolves when stored; rejects to keep the text (the reason was already shown). */
  onSubmit(content: string): Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Ctrl+Enter or ⌘+Enter sends; Enter alone starts a new line, so a long comment is not sent by accident. */
export function isSendShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'nativeEvent'>): boolean {
  const composing = (event.nativeEvent as { isComposing?: boolean } | undefined)?.isComposing === true;
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !composing;
}

export function CommentEditor({ placeholder, submitText, onSubmit, onCancel, autoFocus }: CommentEditorProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const hintId = useId();

  const submit = async () => {
    if (sending) return;
    const content = text.trim();
    if (!content) {
      feedback.message.warning(COMMENT_TEXT.empty);
      return;
    }
    if (Array.from(content).length > COMMENT_CONTENT_MAX) {
      feedback.message.warning(COMMENT_TEXT.tooLong);
      return;
    }
    setSending(true);
    try {
      await onSubmit(content);
      // Cleared only once the server has it: a failed send leaves every word in the box.
      setText('');
    } catch {
      // Shown by the caller or the http client.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSendShortcut(event)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      onCancel();
    }
  };

  return (
    <div className={styles.editor}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-describedby={hintId}
        autoSize={{ minRows: 3, maxRows: 8 }}
        maxLength={COMMENT_CONTENT_MAX}
        showCount
        autoFocus={autoFocus}
      />
      <div className={styles.editorBar}>
        <span id={hintId} className={styles.hint}>
          Ctrl + Enter 发送
        </span>
        <span className={styles.editorButtons}>
          {onCancel ? (
            <Button size="small" onClick={onCancel}>
              取消
            </Button>
          ) : null}
          <Button type="primary" size="small" loading={sending} onClick={() => void submit()}>
            {submitText}
          </Button>
        </span>
      </div>
    </div>
  );
}
