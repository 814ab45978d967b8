import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { RESOURCE_LIMITS, resourceRenameGroupBody, type ResourceList } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { schemaRule } from '../shared/schemaRule';
import { renameResourceGroup } from './api';

/** 重命名分组: one field; the same name closes without a call. */
export function RenameGroupModal({ list, from, onClose, onSaved }: { list: ResourceList; from: string; onClose: () => void; onSaved: () => void }) {
  const save = ({ to }: { to: string }) => {
    if (to.trim() === from) {
      onClose();
      return null;
    }
    return renameResourceGroup(list, from, to.trim()).then(() => '保存成功');
  };
  return (
    <FormModal<{ to: string }> title={`重命名分组「${from}」`} initialValues={{ to: from }} onSubmit={save} onClose={onClose} onSaved={onSaved}>
      <Form.Item label="新名称" name="to" rules={[schemaRule(resourceRenameGroupBody.shape.to)]}>
        <Input maxLength={RESOURCE_LIMITS.groupNameMax} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
