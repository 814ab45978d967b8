import type { Rule } from 'antd/es/form';
import { linkFieldProblem, type LinkField } from '@blog/contract';

/**
 * The antd rule of one field: the very check the server runs (contract/src/links.ts), so the form
 * shows the same message the server would answer and never lets through what it refuses.
 */
export function linkFieldRule(field: LinkField): Rule {
  return {
    validator(_rule, value: unknown) {
      const problem = linkFieldProblem[field](typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/**
 * Trimmed values, as the server stores them. A field the visitor never touched (the optional
 * avatar) is undefined in antd's values, not "": it is sent as "".
 */
export function trimApplication(values: Partial<Record<LinkField, string>>): Record<LinkField, string> {
  const trimmed = (value: string | undefined) => value?.trim() ?? '';
  return {
    site_name: trimmed(values.site_name),
    site_desc: trimmed(values.site_desc),
    site_avatar: trimmed(values.site_avatar),
    url: trimmed(values.url),
  };
}
