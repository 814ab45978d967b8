import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { PERMALINK_PATTERN_MAX, PERMALINK_PRESETS, PERMALINK_STYLES, permalinkPatternSchema, type PermalinkRule, type PermalinkStyle } from '@blog/contract';
import { schemaProblem } from '../shared/schemaRule';

/** The contract's objection to the typed rule, or null. */
export const permalinkProblem = (rule: PermalinkRule): string | null => schemaProblem(permalinkPatternSchema, rule.pattern);

const STYLE_OPTIONS = PERMALINK_STYLES.map((style) => ({ value: style, label: PERMALINK_PRESETS[style].label }));

interface PermalinkRuleFieldProps {
  value: PermalinkRule;
  onChange: (rule: PermalinkRule) => void;
  problem: string | null;
  disabled: boolean;
}

/** 原博客的永久链接: the generator (which fills in its usual rule) and the rule as its config says it. */
export function PermalinkRuleField({ value, onChange, problem, disabled }: PermalinkRuleFieldProps) {
  const preset = PERMALINK_PRESETS[value.style];
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <label htmlFor="permalink-pattern">原博客的永久链接规则（用来算出旧地址并建立跳转）：</label>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Select<PermalinkStyle>
          aria-label="原博客类型"
          value={value.style}
          options={STYLE_OPTIONS}
          disabled={disabled}
          style={{ width: 110 }}
          onChange={(style) => onChange({ style, pattern: PERMALINK_PRESETS[style].pattern })}
        />
        <Input
          id="permalink-pattern"
          value={value.pattern}
          maxLength={PERMALINK_PATTERN_MAX}
          disabled={disabled}
          status={problem ? 'error' : undefined}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ ...value, pattern: event.target.value })}
        />
      </Space.Compact>
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 13 }}>
        {problem ?? `${preset.hint}。可用 :year :month :i_month :day :i_day :title :name :post_title :id :category :hash 等，预览里能看到每篇的「旧地址 → 新地址」。`}
      </Typography.Text>
    </Space>
  );
}
