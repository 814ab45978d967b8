import type { RuleObject } from 'antd/es/form';
import { categoryAddBody, TAXONOMY_NAME_FIELD, tagAddBody, type TaxonomyKind } from '@blog/contract';

/** The server's own rule for a name (the contract's schema), so the form and the server never disagree. */
export function nameProblem(kind: TaxonomyKind, value: unknown): string | null {
  const schema = kind === 'category' ? categoryAddBody : tagAddBody;
  const parsed = schema.safeParse({ [TAXONOMY_NAME_FIELD[kind]]: typeof value === 'string' ? value : '' });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '名称不正确');
}

export function nameRule(kind: TaxonomyKind): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = nameProblem(kind, value);
      if (problem) throw new Error(problem);
    },
  };
}
