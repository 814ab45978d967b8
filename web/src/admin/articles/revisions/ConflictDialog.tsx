import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { REVISION_MESSAGES, type AdminArticleDetail, type MarkdownDiff } from '@blog/contract';
import { formatDateTime } from '../../shared/format';
import type { ArticleDraft } from '../articleDraft';
import { DiffView } from './DiffView';

export interface SaveConflict {
  theirs: AdminArticleDetail;
  mine: ArticleDraft;
  /** Their text → mine; null while it loads or when it could not be computed. */
  diff: MarkdownDiff | null;
}

interface ConflictDialogProps {
  conflict: SaveConflict | null;
  busy: boolean;
  onOverwrite: () => void;
  onLoadTheirs: () => void;
  onCancel: () => void;
}

/**
 * The same article was saved elsewhere since this editor loaded it: the server refused the save,
 * and the blogger decides with both versions in view. Nothing is overwritten silently either way.
 */
export function ConflictDialog({ conflict, busy, onOverwrite, onLoadTheirs, onCancel }: ConflictDialogProps) {
  const theirs = conflict?.theirs;
  const titleDiffers = conflict && theirs && theirs.article_title !== conflict.mine.article_title;
  return (
    <Modal
      open={conflict !== null}
      title="保存冲突：这篇文章在别处已被修改"
      width="min(92vw, 760px)"
      onCancel={onCancel}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          取消
        </Button>,
        <Button key="theirs" onClick={onLoadTheirs} disabled={busy}>
          载入对方的版本
        </Button>,
        <Button key="mine" type="primary" danger onClick={onOverwrite} loading={busy}>
          用我的覆盖
        </Button>,
      ]}
    >
      <p>{REVISION_MESSAGES.conflict}。</p>
      {theirs && <p>对方保存于 {formatDateTime(theirs.updatedAt)}。载入对方的版本前，你的修改会先存为一个自动保存版本，可在历史版本里找回。</p>}
      {titleDiffers && (
        <p>
          标题：对方为「{theirs.article_title}」，你的为「{conflict.mine.article_title}」。
        </p>
      )}
      {conflict?.diff ? <DiffView diff={conflict.diff} beforeLabel="对方的版本" afterLabel="我的版本" /> : <Spin description="正在比较…" />}
    </Modal>
  );
}
