import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { LINK_REJECT_REASON_MAX, LINK_STATUS, type AdminLinkItem } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { rejectLink } from './api';

/**
 * 拒绝 a pending application or 删除 a listed link: both remove the row (the server's /reject), so
 * the dialog says what goes and that the applicant is told, with the optional reason.
 */
export function LinkRejectModal({ link, onClose, onDone }: { link: AdminLinkItem; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const listed = link.status === LINK_STATUS.approved;
  const hasApplicant = link.user_id !== null;

  const confirm = async () => {
    setBusy(true);
    try {
      feedback.message.success(await rejectLink(link.id, reason.trim()));
      onDone();
      onClose();
    } catch (error) {
      toastFailure(error, listed ? '删除失败' : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={listed ? `删除友链「${link.site_name}」？` : `拒绝「${link.site_name}」的申请？`}
      okText={listed ? '删除' : '拒绝'}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={confirm}
      onCancel={onClose}
    >
      <p>
        {listed ? '它会从友链页面移除，这条记录也会删除，不能恢复。' : '这条申请会被删除，不能恢复；申请人可以修改后重新申请。'}
        {hasApplicant ? '申请人会收到一条站内消息。' : ''}
      </p>
      {hasApplicant && (
        <Input.TextArea
          aria-label="理由（选填，会告诉申请人）"
          placeholder="理由（选填，会告诉申请人）"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          autoSize={{ minRows: 2, maxRows: 4 }}
          count={{ show: true, max: LINK_REJECT_REASON_MAX }}
        />
      )}
    </Modal>
  );
}
