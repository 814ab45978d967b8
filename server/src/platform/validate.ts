import { z } from 'zod';
import { badRequest } from './errors';

// Messages the contract does not spell out itself (e.g. a missing body) come out in Chinese too.
z.config(z.locales.zhCN());

/** Parses a request part with a contract schema; a failure is a 400 carrying the first message. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A whole-body issue says nothing a person can act on, except keys the call does not know (named in the message).
  if (!issue || (issue.path.length === 0 && issue.code !== 'unrecognized_keys')) throw badRequest('请求参数格式不正确');
  throw badRequest(issue.message);
}
