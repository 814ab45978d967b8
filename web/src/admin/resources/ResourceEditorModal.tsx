import AutoComplete from 'antd/es/auto-complete';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { RESOURCE_LIMITS, resourceWriteBody, type AdminResourceItem, type ResourceList } from '@blog/contract';
import { FormModal } from '../shared/FormModal';
import { ImageField } from '../shared/ImageField';
import { schemaRule } from '../shared/schemaRule';
import { saveResource } from './api';

interface ResourceFormValues {
  group_name: string;
  name: string;
  description: string;
  icon: string;
  url: string;
}

/** What the editor is open for: a site to edit, or a new one (in a group, or a new group when none). */
export interface ResourceEditing {
  item?: AdminResourceItem;
  groupName?: string;
  /** 新建分组: the group field starts empty and says so. */
  newGroup?: boolean;
}

interface ResourceEditorModalProps {
  list: ResourceList;
  editing: ResourceEditing;
  groupNames: string[];
  onClose: () => void;
  onSaved: () => void;
}

const shape = resourceWriteBody.shape;

/** 添加网站 / 编辑网站: group (an existing one or a new name), name, description, icon, link. */
export function ResourceEditorModal({ list, editing, groupNames, onClose, onSaved }: ResourceEditorModalProps) {
  const { item } = editing;
  const initial: ResourceFormValues = item
    ? { group_name: item.group_name, name: item.name, description: item.description, icon: item.icon, url: item.url }
    : { group_name: editing.groupName ?? '', name: '', description: '', icon: '', url: 'https://' };

  const title = item ? '编辑网站' : editing.newGroup ? '新建分组' : '添加网站';
  return (
    <FormModal<ResourceFormValues>
      title={title}
      okText={item ? '保存' : '添加'}
      width={560}
      initialValues={initial}
      onSubmit={(values) => saveResource({ list, ...values }, item?.id)}
      discardTitle="放弃没有保存的修改？"
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item
        label={editing.newGroup ? '新分组名称' : '分组'}
        name="group_name"
        rules={[schemaRule(shape.group_name)]}
        extra={editing.newGroup ? '分组和它的第一个网站一起创建' : item ? '换到别的分组时，网站排在那个分组的末尾' : '输入新的名称即新建分组'}
      >
        <AutoComplete
          options={editing.newGroup ? [] : groupNames.map((name) => ({ value: name }))}
          placeholder="例如：开发文档"
          maxLength={RESOURCE_LIMITS.groupNameMax}
          autoFocus={editing.newGroup}
        />
      </Form.Item>
      <Form.Item label="网站名称" name="name" rules={[schemaRule(shape.name)]}>
        <Input maxLength={RESOURCE_LIMITS.nameMax} autoFocus={!editing.newGroup} placeholder="例如：MDN" />
      </Form.Item>
      <Form.Item label="简介" name="description" rules={[schemaRule(shape.description)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: RESOURCE_LIMITS.descriptionMax }} placeholder="一句话说说它是做什么的" />
      </Form.Item>
      <Form.Item label="图标" name="icon" rules={[schemaRule(shape.icon)]} extra="不设置时显示名称的第一个字">
        <ImageField what="图标" />
      </Form.Item>
      <Form.Item label="链接" name="url" rules={[schemaRule(shape.url)]}>
        <Input inputMode="url" autoComplete="off" placeholder="https://…" />
      </Form.Item>
    </FormModal>
  );
}
