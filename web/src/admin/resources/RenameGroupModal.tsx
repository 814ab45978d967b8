import { useState } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { RESOURCE_LIMITS, resourceRenameGroupBody, type ResourceList } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { schemaRule } from '../shared/schemaRule';
import { renameResourceGroup } from './api';

/** 重命名分组: one field; the same name closes without a call. */
export function RenameGroupModal({ list, from, onClose, onSaved }: { list: ResourceList; from: string; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<{ to: string }>();
  const [saving, setSaving] = useState(false);
  const save = async ({ to }: { to: string }) => {
    if (to.trim() === from) return onClose();
    setSaving(true);
    try {
      await renameResourceGroup(list, from, to.trim());
      feedback.message.success('保存成功');
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`重命名分组「${from}」`} okText="保存" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ to: from }}>
        <Form.Item label="新名称" name="to" rules={[schemaRule(resourceRenameGroupBody.shape.to)]}>
          <Input maxLength={RESOURCE_LIMITS.groupNameMax} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
