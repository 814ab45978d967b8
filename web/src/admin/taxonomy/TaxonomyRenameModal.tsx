import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { TAXONOMY_NAME_MAX, TAXONOMY_NOUN, type TaxonomyKind } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import type { TaxonomyApi, TaxonomyItem } from './api';
import { nameRule } from './nameRule';

interface RenameModalProps {
  kind: TaxonomyKind;
  api: TaxonomyApi;
  /** The row being renamed; the dialog is rendered only while one is. */
  item: TaxonomyItem;
  onClose: () => void;
  onSaved: () => void;
}

/** 改名: the current name, checked by the server's rule as it is typed; Enter saves. */
export function TaxonomyRenameModal({ kind, api, item, onClose, onSaved }: RenameModalProps) {
  const noun = TAXONOMY_NOUN[kind];
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const save = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      feedback.message.success(await api.rename(item.id, name.trim()));
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`修改${noun}名`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ name: item.name }}>
        <Form.Item label={`${noun}名`} name="name" rules={[nameRule(kind)]}>
          <Input count={{ show: true, max: TAXONOMY_NAME_MAX }} autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
