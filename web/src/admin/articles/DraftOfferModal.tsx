import dayjs from 'dayjs';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import type { LocalDraft } from './useArticleDraft';

/** "保存于 14:03:27", with the day too when the draft is older than today. */
export function savedAtLabel(savedAt: number, now: number = Date.now()): string {
  const at = dayjs(savedAt);
  return at.isSame(now, 'day') ? at.format('HH:mm:ss') : at.format('YYYY-MM-DD HH:mm:ss');
}

export function draftOfferTitle(savedAt: number, now?: number): string {
  return `发现未保存的草稿（保存于 ${savedAtLabel(savedAt, now)}）`;
}

interface DraftOfferModalProps {
  offer: LocalDraft | null;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Asked before anything else can be typed: editing first and deciding later would leave two
 * versions of the text, one of which is bound to be lost.
 */
export function DraftOfferModal({ offer, onRestore, onDiscard }: DraftOfferModalProps) {
  const values = offer?.values;
  return (
    <Modal
      open={offer !== null}
      title={offer ? draftOfferTitle(offer.savedAt) : ''}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Popconfirm key="discard" title="丢弃后这份草稿无法找回，确定丢弃吗？" okText="丢弃" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onDiscard}>
          <Button danger>丢弃</Button>
        </Popconfirm>,
        <Button key="restore" type="primary" onClick={onRestore} autoFocus>
          恢复草稿
        </Button>,
      ]}
    >
      <p>本机保存着这篇文章还没有保存到服务器的修改，与服务器上的版本不同。</p>
      {values && (
        <p>
          草稿标题：{values.article_title.trim() || '（无标题）'}，正文 {values.article_content.length} 字
        </p>
      )}
    </Modal>
  );
}
