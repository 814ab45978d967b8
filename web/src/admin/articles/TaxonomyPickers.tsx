import { useMemo, useState } from 'react';
import Select from 'antd/es/select';
import { ARTICLE_LIMITS, type CategoryEntry, type TagEntry } from '@blog/contract';

interface Option {
  value: string;
  label: string;
}

/** Names offered by the picker: the dictionary's, plus chosen ones the dictionary does not have yet. */
export function nameOptions(known: readonly string[], chosen: readonly string[]): Option[] {
  const names = [...known];
  for (const name of chosen) if (name && !names.includes(name)) names.push(name);
  return names.map((name) => ({ value: name, label: name }));
}

interface CategoryPickerProps {
  id?: string;
  value: string;
  onChange: (name: string) => void;
  categories: readonly CategoryEntry[];
  loading: boolean;
  status?: 'error';
}

/** Pick a category, or type a new name: it is created when the article is saved. */
export function CategoryPicker({ id, value, onChange, categories, loading, status }: CategoryPickerProps) {
  const [search, setSearch] = useState('');
  const known = useMemo(() => categories.map((c) => c.category_name), [categories]);
  const typed = search.trim();
  const options = useMemo(() => {
    const base = nameOptions(known, value ? [value] : []);
    return typed && !base.some((o) => o.value === typed) ? [{ value: typed, label: `新建分类「${typed}」` }, ...base] : base;
  }, [known, value, typed]);

  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(name?: string) => {
        onChange(name ?? '');
        setSearch('');
      }}
      options={options}
      showSearch={{ searchValue: search, onSearch: setSearch, optionFilterProp: 'value' }}
      allowClear
      loading={loading}
      status={status}
      placeholder="选择分类，或输入新分类名"
      notFoundContent={loading ? '加载中…' : '输入名称即可新建'}
    />
  );
}

interface TagPickerProps {
  id?: string;
  value: string[];
  onChange: (names: string[]) => void;
  tags: readonly TagEntry[];
  loading: boolean;
  status?: 'error';
}

/** Pick tags or type new ones (Enter or a comma ends a name); new names are created on save. */
export function TagPicker({ id, value, onChange, tags, loading, status }: TagPickerProps) {
  const known = useMemo(() => tags.map((t) => t.tag_name), [tags]);
  const options = useMemo(() => nameOptions(known, value), [known, value]);
  return (
    <Select
      id={id}
      mode="tags"
      value={value}
      onChange={(names: string[]) => onChange(names.map((name) => name.trim()).filter(Boolean))}
      options={options}
      maxCount={ARTICLE_LIMITS.tagsMax}
      tokenSeparators={[',', '，']}
      loading={loading}
      status={status}
      placeholder={`选择或输入标签，最多 ${ARTICLE_LIMITS.tagsMax} 个`}
      notFoundContent={loading ? '加载中…' : null}
    />
  );
}
