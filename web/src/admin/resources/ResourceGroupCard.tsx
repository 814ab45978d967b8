import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { AdminResourceGroup, AdminResourceItem } from '@blog/contract';
import { InitialAvatar } from '@/components/InitialAvatar';
import styles from './Resources.module.css';

export interface GroupCardActions {
  moveGroup: (step: -1 | 1) => void;
  canMoveItem: (itemIndex: number, step: -1 | 1) => boolean;
  moveItem: (itemIndex: number, step: -1 | 1) => void;
  addItem: () => void;
  editItem: (item: AdminResourceItem) => void;
  deleteItem: (item: AdminResourceItem) => void;
  rename: () => void;
  deleteGroup: () => void;
}

interface GroupCardProps {
  group: AdminResourceGroup;
  first: boolean;
  last: boolean;
  busy: boolean;
  actions: GroupCardActions;
}

/** One group: its name with the group's controls, then its sites in page order with theirs. */
export function ResourceGroupCard({ group, first, last, busy, actions }: GroupCardProps) {
  const count = group.list.length;
  return (
    <li className={styles.group}>
      <div className={styles.groupHead}>
        <h2 className={styles.groupName}>{group.group_name}</h2>
        <span className={styles.groupCount}>{count} 个网站</span>
        <span className={styles.spacer} />
        <div className={styles.headActions}>
          <Button size="small" icon={<ArrowUpOutlined />} disabled={first || busy} onClick={() => actions.moveGroup(-1)} aria-label={`分组「${group.group_name}」上移`} />
          <Button size="small" icon={<ArrowDownOutlined />} disabled={last || busy} onClick={() => actions.moveGroup(1)} aria-label={`分组「${group.group_name}」下移`} />
          <Button size="small" icon={<PlusOutlined />} onClick={actions.addItem}>
            添加网站
          </Button>
          <Button size="small" onClick={actions.rename}>
            重命名
          </Button>
          <Popconfirm
            title={`删除分组「${group.group_name}」？`}
            description={`分组里的 ${count} 个网站会一起删除，不能恢复`}
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={actions.deleteGroup}
          >
            <Button size="small" danger>
              删除分组
            </Button>
          </Popconfirm>
        </div>
      </div>
      <ul className={styles.items}>
        {group.list.map((item, index) => (
          <li key={item.id} className={styles.item}>
            <InitialAvatar src={item.icon} name={item.name} size={40} className={styles.icon} />
            <div className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.description && <span className={styles.description}>{item.description}</span>}
              <a className={styles.url} href={item.url} target="_blank" rel="noopener noreferrer">
                {item.url}
              </a>
            </div>
            <div className={styles.itemActions}>
              <Button size="small" icon={<ArrowUpOutlined />} disabled={busy || !actions.canMoveItem(index, -1)} onClick={() => actions.moveItem(index, -1)} aria-label={`「${item.name}」上移`} />
              <Button size="small" icon={<ArrowDownOutlined />} disabled={busy || !actions.canMoveItem(index, 1)} onClick={() => actions.moveItem(index, 1)} aria-label={`「${item.name}」下移`} />
              <Button size="small" onClick={() => actions.editItem(item)}>
                编辑
              </Button>
              <Popconfirm
                title={`删除「${item.name}」？`}
                description={count === 1 ? `这是分组「${group.group_name}」的最后一个网站，分组也会消失` : '不能恢复'}
                okText="删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => actions.deleteItem(item)}
              >
                <Button size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            </div>
          </li>
        ))}
      </ul>
    </li>
  );
}
