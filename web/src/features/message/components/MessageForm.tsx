import { useEffect, useRef, useState } from 'react';
import { AutoComplete, Button, Form, Input, Select, Slider, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import {
  API_CODE,
  MESSAGE_FONT_WEIGHTS,
  MESSAGE_LIMITS,
  messageDraftProblem,
  messageLength,
  type MessageDraft,
  type MessageHotTag,
} from '@blog/contract';
import { openLogin } from '@/lib/loginEntry';
import { uploadImage } from '@/features/user/api';
import { useMediaQuery } from '@/lib/device';
import { feedback } from '@/lib/feedback';
import { CLEARABLE } from '@/lib/inputIcons';
import { toastFailure } from '@/lib/http';
import parts from '@/components/pageParts.module.css';
import { getHotTagList } from '../api';
import { backgroundFileProblem } from '../logic/backgroundFile';
import { ColorField } from './ColorField';
import { MessageCard } from './MessageCard';
import styles from './MessageForm.module.css';
import { siteDateTimeNow } from '@/lib/siteTime';

/** Who writes: a logged-in author, a guest with a nickname, or a guest the site turns away. */
export type Writer = { kind: 'user'; nickName: string; avatar: string } | { kind: 'guest' } | { kind: 'loginRequired' };

export interface MessageFormProps {
  initial: MessageDraft;
  writer: Writer;
  submitText: string;
  /** Resolves when sent; rejects (after telling the visitor) to keep the form as it is. */
  onSubmit(draft: MessageDraft): Promise<void>;
  onCancel(): void;
  /** Every change, e.g. to keep an unsent draft. */
  onChange?(draft: MessageDraft): void;
}

const WEIGHT_NAMES: Record<number, string> = { 100: '极细', 200: '纤细', 300: '细', 400: '常规', 500: '中等', 600: '半粗', 700: '粗', 800: '特粗', 900: '最粗' };
/** The publish/edit form with a live preview of the card as it will appear in the list. */
/** MessageForm.module.css puts the preview above the form up to this width, beside it above. */
const PREVIEW_ABOVE_QUERY = '(max-width: 900px)';

export function MessageForm({ initial, writer, submitText, onSubmit, onCancel, onChange }: MessageFormProps) {
  const [draft, setDraft] = useState<MessageDraft>(initial);
  // The empty preview points at the form: below it on a phone, to its left on a wide screen.
  const formPlace = useMediaQuery(PREVIEW_ABOVE_QUERY) ? '下方' : '左边';
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [hotTags, setHotTags] = useState<MessageHotTag[]>([]);

  useEffect(() => {
    getHotTagList().then(
      (res) => {
        if (res.code === API_CODE.success) setHotTags(res.result);
      },
      () => {
        // Typing a tag still works without suggestions.
      },
    );
  }, []);

  // The updater form: an upload finishing late must not undo what was typed meanwhile.
  const update = (patch: Partial<MessageDraft>) => setDraft((prev) => ({ ...prev, ...patch }));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current?.(draft);
  }, [draft]);

  const guest = writer.kind !== 'user';
  const submit = async () => {
    if (writer.kind === 'loginRequired') {
      openLogin();
      return;
    }
    const problem = messageDraftProblem(draft, { guest });
    if (problem) {
      feedback.message.error(problem);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(draft);
    } catch {
      // The page told the visitor; what they typed stays.
    } finally {
      setSubmitting(false);
    }
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    if (!(file instanceof Blob)) return;
    setUploading(true);
    uploadImage(file)
      .then((res) => {
        if (res.code !== API_CODE.success || !res.result?.url) throw new Error(res.message || '图片上传失败');
        update({ bg_url: res.result.url });
        onSuccess?.(res.result);
      })
      .catch((error: unknown) => {
        toastFailure(error, '图片上传失败');
        onError?.(error instanceof Error ? error : new Error('图片上传失败'));
      })
      .finally(() => setUploading(false));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = backgroundFileProblem(file);
    if (!problem) return true;
    feedback.message.error(problem);
    return Upload.LIST_IGNORE;
  };

  const length = messageLength(draft.message.trim());
  const previewName = writer.kind === 'user' ? writer.nickName : draft.nick_name?.trim() || '你的昵称';
  return (
    <div className={styles.layout}>
      <Form layout="vertical" className={`${parts.surface} ${styles.form}`} onFinish={() => void submit()} requiredMark={false}>
        <Form.Item label="留言内容" htmlFor="message-content" required>
          <Input.TextArea
            id="message-content"
            value={draft.message}
            onChange={(e) => update({ message: e.target.value })}
            placeholder="想对博主或大家说点什么？"
            autoSize={{ minRows: 5, maxRows: 12 }}
            count={{ show: true, max: MESSAGE_LIMITS.contentMax, strategy: (text) => messageLength(text) }}
            status={length > MESSAGE_LIMITS.contentMax ? 'error' : undefined}
          />
        </Form.Item>

        {writer.kind === 'guest' ? (
          <Form.Item label="昵称" htmlFor="message-nick" required extra="未登录也可以留言；登录后发布的留言可以随时修改。">
            <Input
              id="message-nick"
              value={draft.nick_name}
              onChange={(e) => update({ nick_name: e.target.value })}
              placeholder="怎么称呼你？"
              maxLength={MESSAGE_LIMITS.nickNameMax}
              showCount
              autoComplete="nickname"
            />
          </Form.Item>
        ) : null}
        {writer.kind === 'loginRequired' ? (
          <div className={styles.loginPrompt} role="note">
            <span>本站需要登录后才能留言，写好的内容会保留。</span>
            <Button type="link" onClick={openLogin}>
              去登录
            </Button>
          </div>
        ) : null}

        <Form.Item label="标签" htmlFor="message-tag" extra="从热门标签里选一个，或者自己写（可不填）">
          <AutoComplete
            id="message-tag"
            value={draft.tag}
            onChange={(value: string) => update({ tag: value })}
            options={hotTags.map((t) => ({ value: t.tag, label: `${t.tag}（${t.count}）` }))}
            placeholder="例如：打卡"
            maxLength={MESSAGE_LIMITS.tagMax}
            allowClear={CLEARABLE}
            filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
          />
        </Form.Item>

        <div className={styles.row}>
          <Form.Item label="文字颜色" className={styles.colorItem}>
            <ColorField label="文字颜色" value={draft.color} onChange={(color) => update({ color })} />
          </Form.Item>
          <Form.Item label="背景颜色" className={styles.colorItem}>
            <ColorField label="背景颜色" value={draft.bg_color} onChange={(bg_color) => update({ bg_color })} />
          </Form.Item>
        </div>

        <Form.Item label={`字体大小：${draft.font_size}px`}>
          <Slider
            ariaLabelForHandle="字体大小"
            min={MESSAGE_LIMITS.fontSizeMin}
            max={MESSAGE_LIMITS.fontSizeMax}
            value={draft.font_size}
            onChange={(value: number) => update({ font_size: value })}
            marks={{ 12: '12', 16: '16', 24: '24', 32: '32', 40: '40' }}
          />
        </Form.Item>

        <Form.Item label="字体粗细" htmlFor="message-weight">
          <Select
            id="message-weight"
            value={draft.font_weight}
            onChange={(value: number) => update({ font_weight: value })}
            options={MESSAGE_FONT_WEIGHTS.map((w) => ({ value: w, label: `${w} ${WEIGHT_NAMES[w] ?? ''}` }))}
          />
        </Form.Item>

        <Form.Item label="背景图片" extra={writer.kind === 'user' ? '图片会铺满卡片，文字上会加一层淡淡的暗色，保证看得清' : '登录后可以上传背景图片'}>
          <div className={styles.upload}>
            <Upload accept="image/*" showUploadList={false} maxCount={1} beforeUpload={beforeUpload} customRequest={customRequest} disabled={writer.kind !== 'user'}>
              <Button icon={<PictureOutlined aria-hidden />} loading={uploading} disabled={writer.kind !== 'user'}>
                {draft.bg_url ? '更换图片' : '上传图片'}
              </Button>
            </Upload>
            {draft.bg_url ? (
              <>
                <img className={styles.thumb} src={draft.bg_url} alt="背景图片预览" />
                <Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => update({ bg_url: '' })}>
                  移除
                </Button>
              </>
            ) : null}
          </div>
        </Form.Item>

        <div className={styles.buttons}>
          <Button type="primary" htmlType="submit" loading={submitting} disabled={uploading}>
            {writer.kind === 'loginRequired' ? '登录后发布' : submitText}
          </Button>
          <Button onClick={onCancel}>返回留言板</Button>
        </div>
      </Form>

      <aside className={styles.preview} aria-label="预览">
        <h2 className={styles.previewTitle}>预览</h2>
        <MessageCard
          message={{
            ...draft,
            message: draft.message.trim() || `在${formPlace}写下留言，这里就能看到效果～`,
            tag: draft.tag.trim(),
            nick_name: previewName,
            avatar: writer.kind === 'user' ? writer.avatar : '',
            createdAt: siteDateTimeNow(),
          }}
          timeText="刚刚"
        />
      </aside>
    </div>
  );
}
