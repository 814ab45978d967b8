import { useState, type ReactNode } from 'react';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { feedback } from '@/lib/feedback';
import { toastFailure } from './format';

interface FormModalProps<V> {
  title: ReactNode;
  /** 保存 unless told (发布, 添加). */
  okText?: string;
  width?: number;
  initialValues: V;
  /**
   * Saves the checked values and resolves to what to say (保存成功 or the server's words); then the
   * dialog reports the change and closes. null: nothing to send (the caller said why, or closed).
   */
  onSubmit: (values: V) => Promise<string> | null;
  /** Set when closing with changes asks first; the confirm's title, e.g. 放弃没有保存的内容？ */
  discardTitle?: string;
  onClose: () => void;
  onSaved: () => void;
  /** The Form.Items. */
  children: ReactNode;
}

/**
 * A console edit dialog: an antd form with 保存 / 取消; a failed save keeps it open with the reason.
 * Rendered only while open, so each opening starts a fresh form from initialValues.
 */
export function FormModal<V extends object>({ title, okText = '保存', width, initialValues, onSubmit, discardTitle, onClose, onSaved, children }: FormModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const save = async (values: V) => {
    const saved = onSubmit(values);
    if (saved === null) return;
    setSaving(true);
    try {
      feedback.message.success(await saved);
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  // Closing with something typed asks first: nothing is lost by a stray click.
  const close = () => {
    if (!discardTitle || !form.isFieldsTouched()) return onClose();
    void modal.confirm({ title: discardTitle, okText: '放弃', okButtonProps: { danger: true }, cancelText: '继续编辑', onOk: onClose });
  };

  return (
    <Modal open title={title} okText={okText} cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={close} width={width}>
      <Form<V> form={form} layout="vertical" onFinish={(values) => void save(values)} initialValues={initialValues}>
        {children}
      </Form>
      {modalHolder}
    </Modal>
  );
}
