import { useEffect, useState } from 'react';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import Spin from 'antd/es/spin';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { RESOURCE_LIST_LABEL, RESOURCE_LISTS, type AdminResourceGroup, type ResourceList } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { deleteResource, deleteResourceGroup, getResourceGroups, saveResourceOrder } from './api';
import { RenameGroupModal } from './RenameGroupModal';
import { ResourceEditorModal, type ResourceEditing } from './ResourceEditorModal';
import { ResourceGroupCard } from './ResourceGroupCard';
import { canMoveItem, moveGroup, moveItem } from './resourceOrder';
import styles from './Resources.module.css';

const VISITOR_PAGE: Record<ResourceList, string> = { front: '/resources/front', back: '/resources/back', site: '/siteList' };

/** /admin/resources: the three recommended-site lists, their groups and sites, in the visitors' order. */
export default function ResourcesPage() {
  const [list, setList] = useState<ResourceList>('front');
  // The answer names its list, so switching tabs never shows the previous list's groups under the new name.
  const { data: loaded, failed, reload } = useAsyncData(list, async () => ({ list, groups: await getResourceGroups(list) }));
  const data = loaded?.list === list ? loaded.groups : undefined;
  // Moves show at once; the server's answer (or a reload after a failure) settles them.
  const [groups, setGroups] = useState<AdminResourceGroup[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<ResourceEditing | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  useEffect(() => setGroups(loaded?.groups), [loaded]);

  const reorder = async (next: AdminResourceGroup[]) => {
    setGroups(next);
    setBusy(true);
    try {
      await saveResourceOrder(list, next);
      feedback.message.success('排序已保存');
    } catch (error) {
      toastFailure(error, '排序保存失败');
      reload();
    } finally {
      setBusy(false);
    }
  };

  const run = async (action: () => Promise<string>) => {
    try {
      feedback.message.success(await action());
      reload();
    } catch (error) {
      toastFailure(error, '操作失败');
    }
  };

  const shown = data && (groups ?? data);
  let body;
  if (failed && !shown) body = <RetryResult title="资源列表加载失败" onRetry={reload} />;
  else if (!shown) body = <Spin size="large" className={listPage.loading} />;
  else if (shown.length === 0)
    body = (
      <Empty description={`「${RESOURCE_LIST_LABEL[list]}」还没有网站`}>
        <Button type="primary" onClick={() => setEditing({ newGroup: true })}>
          新建第一个分组
        </Button>
      </Empty>
    );
  else
    body = (
      <ul className={styles.groups}>
        {shown.map((group, groupIndex) => (
          <ResourceGroupCard
            key={group.group_name}
            group={group}
            first={groupIndex === 0}
            last={groupIndex === shown.length - 1}
            busy={busy}
            actions={{
              moveGroup: (step) => void reorder(moveGroup(shown, groupIndex, step)),
              canMoveItem: (itemIndex, step) => canMoveItem(shown, groupIndex, itemIndex, step),
              moveItem: (itemIndex, step) => void reorder(moveItem(shown, groupIndex, itemIndex, step)),
              addItem: () => setEditing({ groupName: group.group_name }),
              editItem: (item) => setEditing({ item }),
              deleteItem: (item) => void run(async () => (await deleteResource(item.id), '删除成功')),
              rename: () => setRenaming(group.group_name),
              deleteGroup: () => void run(async () => `已删除分组和其中 ${await deleteResourceGroup(list, group.group_name)} 个网站`),
            }}
          />
        ))}
      </ul>
    );

  return (
    <div className={listPage.page}>
      <PageHeader title="资源" crowded>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ newGroup: true })}>
          新建分组
        </Button>
      </PageHeader>
      <div className={styles.listBar}>
        <Segmented<ResourceList>
          value={list}
          onChange={(value) => {
            setGroups(undefined);
            setList(value);
          }}
          options={RESOURCE_LISTS.map((value) => ({ value, label: RESOURCE_LIST_LABEL[value] }))}
        />
        <a href={VISITOR_PAGE[list]} target="_blank" rel="noopener noreferrer">
          查看页面
        </a>
      </div>
      {body}
      {editing && (
        <ResourceEditorModal list={list} editing={editing} groupNames={(shown ?? []).map((group) => group.group_name)} onClose={() => setEditing(null)} onSaved={reload} />
      )}
      {renaming !== null && <RenameGroupModal list={list} from={renaming} onClose={() => setRenaming(null)} onSaved={reload} />}
    </div>
  );
}
