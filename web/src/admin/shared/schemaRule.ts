import type { RuleObject } from 'antd/es/form';

/* Form rules that run the contract's own schema, so a form and the server say the same words. */

/** What the rules need of a contract (zod) schema. */
export interface CheckingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
}

/** The schema's first message for a value, or null when the server would take it. */
export function schemaProblem(schema: CheckingSchema, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '内容不正确');
}

/** An antd rule showing what `problemOf` finds in the field's value. */
export function problemRule(problemOf: (value: unknown) => string | null): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = problemOf(value);
      if (problem) throw new Error(problem);
    },
  };
}

/** An antd rule checking one field's value with its schema. */
export function schemaRule(schema: CheckingSchema): RuleObject {
  return problemRule((value) => schemaProblem(schema, value));
}
