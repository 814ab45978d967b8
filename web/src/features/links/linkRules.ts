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

/** Trimmed values, as the server stores them. */
export function trimApplication<T extends Record<LinkField, string>>(values: T): Record<LinkField, string> {
  return {
    site_name: values.site_name.trim(),
    site_desc: values.site_desc.trim(),
    site_avatar: values.site_avatar.trim(),
    url: values.url.trim(),
  };
}
