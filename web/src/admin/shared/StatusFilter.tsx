import Select from 'antd/es/select';

interface StatusFilterProps<V extends number> {
  /** undefined: every status. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** The statuses after 全部状态. */
  options: { value: V; label: string }[];
  className?: string;
}

/** 按状态筛选: 全部状态 first, then the list's own statuses. */
export function StatusFilter<V extends number>({ value, onChange, options, className }: StatusFilterProps<V>) {
  return (
    <Select<V | 0>
      className={className}
      aria-label="按状态筛选"
      value={value ?? 0}
      onChange={(chosen) => onChange(chosen === 0 ? undefined : (chosen as V))}
      options={[{ value: 0, label: '全部状态' }, ...options]}
    />
  );
}
