import type { RuleObject } from 'antd/es/form';
import { categoryAddBody, tagAddBody, type TaxonomyKind } from '@blog/contract';
import { schemaProblem, schemaRule } from '../shared/schemaRule';

const nameSchema = (kind: TaxonomyKind) => (kind === 'category' ? categoryAddBody.shape.category_name : tagAddBody.shape.tag_name);

/** The server's own rule for a name, with the words of its kind. */
export function nameProblem(kind: TaxonomyKind, value: unknown): string | null {
  return schemaProblem(nameSchema(kind), typeof value === 'string' ? value : '');
}

export const nameRule = (kind: TaxonomyKind): RuleObject => schemaRule(nameSchema(kind));
