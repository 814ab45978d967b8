import { useEffect, useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { MENU_ICONS, MENU_LIMITS, MENU_ROUTES, siteMenuBody, type MenuIcon, type MenuRoute, type SiteMenuAdmin } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { MENU_ICON_COMPONENTS } from '@/app/layout/menuIcons';
import { toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import { SortableList } from '../shared/SortableList';
import listPage from '../shared/ListPage.module.css';
import { getSiteMenu, restoreDefaultMenu, saveSiteMenu } from './api';
import { fromDraft, newKey, targetText, toDraft, type DraftItem, type DraftLeaf } from './menuDraft';

const ICON_OPTIONS = [
  { value: '', label: '无图标' },
  ...MENU_ICONS.map((name) => {
    const Icon = MENU_ICON_COMPONENTS[name];
    return { value: name, label: <Icon aria-label={name} /> };
  }),
];
const ROUTE_OPTIONS = (Object.keys(MENU_ROUTES) as MenuRoute[]).map((route) => ({ value: route, label: `${MENU_ROUTES[route]}（${route}）` }));

type PageInfo = SiteMenuAdmin['pages'][number];

interface RowProps {
  item: DraftItem;
  pages: ReadonlyMap<number, PageInfo>;
  onChange: (item: DraftItem) => void;
  onRemove: () => void;
}

/** One item's name, icon, target and 显示 switch. */
function ItemRow({ item, pages, onChange, onRemove }: RowProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', opacity: item.hidden ? 0.6 : 1 }}>
      <Select<MenuIcon | ''>
        aria-label={`「${item.name}」的图标`}
        style={{ width: 92 }}
        value={item.icon}
        options={ICON_OPTIONS}
        onChange={(icon) => onChange({ ...item, icon })}
      />
      <Input aria-label="菜单项名称" style={{ width: 140 }} value={item.name} maxLength={MENU_LIMITS.nameMax} onChange={(event) => onChange({ ...item, name: event.target.value })} />
      {item.kind === 'link' ? (
        <Input aria-label={`「${item.name}」的外部链接`} style={{ flex: '1 1 220px', minWidth: 160 }} value={item.url} placeholder="https://" onChange={(event) => onChange({ ...item, url: event.target.value })} />
      ) : (
        <span style={{ flex: '1 1 200px', minWidth: 140, fontSize: 13, opacity: 0.75 }}>{targetText(item, pages)}</span>
      )}
      <Switch checkedChildren="显示" unCheckedChildren="隐藏" checked={!item.hidden} aria-label={`显示「${item.name}」`} onChange={(shown) => onChange({ ...item, hidden: !shown })} />
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除「${item.name}」`} onClick={onRemove} />
    </div>
  );
}

/** Buttons that add a built-in route, a page or an external link (to the menu or to a group). */
function AddLeaf({ pages, onAdd, group }: { pages: readonly PageInfo[]; onAdd: (leaf: DraftLeaf) => void; group?: string }) {
  const compact = group !== undefined;
  const where = group === undefined ? '' : `向「${group}」`;
  return (
    <Space wrap size={8}>
      <Select<MenuRoute>
        aria-label={`${where}添加内置页面`}
        placeholder="＋ 内置页面"
        style={{ width: compact ? 150 : 180 }}
        value={null}
        options={ROUTE_OPTIONS}
        onChange={(route) => onAdd({ key: newKey(), kind: 'route', route, name: MENU_ROUTES[route], icon: '', hidden: false })}
      />
      <Select<number>
        aria-label={`${where}添加自建页面`}
        placeholder="＋ 自建页面"
        style={{ width: compact ? 150 : 180 }}
        value={null}
        notFoundContent="还没有页面，先到「页面」里新建"
        options={pages.map((page) => ({ value: page.id, label: `${page.title}${page.public ? '' : '（草稿）'}` }))}
        onChange={(pageId) => {
          const page = pages.find((candidate) => candidate.id === pageId);
          onAdd({ key: newKey(), kind: 'page', pageId, name: (page?.title ?? '页面').slice(0, MENU_LIMITS.nameMax), icon: '', hidden: false });
        }}
      />
      <Button icon={<PlusOutlined />} aria-label={`${where}添加外部链接`} onClick={() => onAdd({ key: newKey(), kind: 'link', url: 'https://', name: '外部链接', icon: '', hidden: false })}>
        外部链接
      </Button>
    </Space>
  );
}

/**
 * 菜单: the header's items in order (the mobile drawer follows them): built-in pages, pages of
 * one's own and external links, each with a name, an optional icon and a 显示 switch, reordered by
 * dragging or with ↑/↓, one level of sub-items in groups. 恢复默认 stores nothing, so the
 * defaults of later versions reach the site too.
 */
export default function SiteMenuPage() {
  const { data, loading, failed, reload } = useAsyncData('site-menu', getSiteMenu);
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  const [meta, setMeta] = useState<SiteMenuAdmin | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!data) return;
    setMeta(data);
    setDraft(toDraft(data.items));
    setDirty(false);
  }, [data]);

  const pages = useMemo(() => new Map((meta?.pages ?? []).map((page) => [page.id, page])), [meta]);
  const change = (next: DraftItem[]) => {
    setDraft(next);
    setDirty(true);
  };
  const problem = useMemo(() => {
    if (!draft) return null;
    const parsed = siteMenuBody.safeParse({ items: fromDraft(draft) });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? '菜单有误');
  }, [draft]);

  const applied = (result: { menu: SiteMenuAdmin; message: string }) => {
    setMeta(result.menu);
    setDraft(toDraft(result.menu.items));
    setDirty(false);
    feedback.message.success(result.message);
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      applied(await saveSiteMenu(fromDraft(draft)));
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const restore = async () => {
    setSaving(true);
    try {
      applied(await restoreDefaultMenu());
    } catch (error) {
      toastFailure(error, '恢复失败');
    } finally {
      setSaving(false);
    }
  };

  if (failed && !data) return <RetryResult title="菜单加载失败" onRetry={reload} />;
  if (loading || !draft || !meta) return <Spin style={{ display: 'block', margin: '48px auto' }} />;

  const replaceAt = (index: number, item: DraftItem) => change(draft.map((old, i) => (i === index ? item : old)));
  const removeAt = (index: number) => change(draft.filter((_, i) => i !== index));

  return (
    <div className={listPage.page}>
      <PageHeader title="菜单">
        <Space wrap>
          {meta.isDefault && !dirty ? <Tag>默认菜单</Tag> : null}
          <Popconfirm title="恢复默认菜单？" description="自定义的菜单项会被清除，页头回到默认的样子" okText="恢复默认" cancelText="取消" onConfirm={restore}>
            <Button disabled={saving}>恢复默认</Button>
          </Popconfirm>
          <Button type="primary" loading={saving} disabled={!dirty || problem !== null} onClick={() => void save()}>
            保存菜单
          </Button>
        </Space>
      </PageHeader>
      <p style={{ marginTop: 0, opacity: 0.75 }}>页头（电脑和手机抽屉）按这里的顺序显示。拖动左侧手柄或用 ↑/↓ 调整顺序；分组里可以放一层子项。「登录 / 个人中心」始终在最后。</p>
      {problem && dirty ? <Alert type="warning" showIcon message={problem} style={{ marginBottom: 12 }} /> : null}
      <SortableList<DraftItem>
        label="页头菜单项"
        items={draft}
        keyOf={(item) => item.key}
        nameOf={(item) => item.name}
        onReorder={change}
        renderItem={(item, index) => (
          <div>
            <ItemRow item={item} pages={pages} onChange={(next) => replaceAt(index, next)} onRemove={() => removeAt(index)} />
            {item.kind === 'group' ? (
              <div style={{ marginTop: 8, marginLeft: 24 }}>
                <SortableList<DraftLeaf>
                  label={`「${item.name}」的子项`}
                  items={item.children}
                  keyOf={(child) => child.key}
                  nameOf={(child) => child.name}
                  onReorder={(children) => replaceAt(index, { ...item, children })}
                  renderItem={(child, childIndex) => (
                    <ItemRow
                      item={child}
                      pages={pages}
                      onChange={(next) => replaceAt(index, { ...item, children: item.children.map((old, i) => (i === childIndex ? (next as DraftLeaf) : old)) })}
                      onRemove={() => replaceAt(index, { ...item, children: item.children.filter((_, i) => i !== childIndex) })}
                    />
                  )}
                />
                <div style={{ marginTop: 8 }}>
                  <AddLeaf group={item.name} pages={meta.pages} onAdd={(leaf) => replaceAt(index, { ...item, children: [...item.children, leaf] })} />
                </div>
              </div>
            ) : null}
          </div>
        )}
      />
      <div style={{ marginTop: 16 }}>
        <Space wrap size={8}>
          <AddLeaf pages={meta.pages} onAdd={(leaf) => change([...draft, leaf])} />
          <Button icon={<PlusOutlined />} onClick={() => change([...draft, { key: newKey(), kind: 'group', name: '分组', icon: '', hidden: false, children: [] }])}>
            分组
          </Button>
        </Space>
      </div>
    </div>
  );
}
