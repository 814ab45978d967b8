import { z } from 'zod';
import { badRequest, refusal } from './errors';

// Messages the contract does not spell out itself (e.g. a missing body) come out in Chinese too.
z.config(z.locales.zhCN());

export interface ValidateOptions {
  /**
   * Rule messages answered as a refusal the user reads (HTTP 200, code 100) instead of a 400: limits
   * of ours that the original client's own forms let through. Its interceptor turns a 400 into
   * nothing at all (ORIGINAL-CLIENT-API.md §1.3, §5 #2), while code 100 is its 温馨提示 toast. Our
   * own forms check the same limits first, so they never send such a request.
   */
  refusals?: readonly string[];
}

/** Parses a request part with a contract schema; a failure is a 400 carrying the first message. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, options: ValidateOptions = {}): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A whole-body issue says nothing a person can act on, except keys the call does not know (named in the message).
  if (!issue || (issue.path.length === 0 && issue.code !== 'unrecognized_keys')) throw badRequest('请求参数格式不正确');
  if (options.refusals?.includes(issue.message)) throw refusal(issue.message);
  throw badRequest(issue.message);
}
