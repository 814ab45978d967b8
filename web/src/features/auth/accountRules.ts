import type { Rule } from 'antd/es/form';
import { ACCOUNT_MESSAGES, PASSWORD_PATTERN, USERNAME_MAX, USERNAME_MIN } from '@blog/contract';

/** antd form rules with the exact messages of SPEC.md §5 (the same texts the server answers). */
export const loginRules = {
  username: [{ required: true, whitespace: true, message: ACCOUNT_MESSAGES.usernameRequired }] satisfies Rule[],
  password: [{ required: true, message: ACCOUNT_MESSAGES.loginPasswordRequired }] satisfies Rule[],
};

/** The register rules double as the personal centre's password rules. */
export const registerRules = {
  username: [
    { required: true, whitespace: true, message: ACCOUNT_MESSAGES.usernameRequired },
    { min: USERNAME_MIN, max: USERNAME_MAX, message: ACCOUNT_MESSAGES.usernameLength },
  ] satisfies Rule[],
  password: [
    { required: true, message: ACCOUNT_MESSAGES.passwordRequired },
    { pattern: PASSWORD_PATTERN, message: ACCOUNT_MESSAGES.passwordPattern },
  ] satisfies Rule[],
  confirm: (passwordField: string): Rule[] => [
    { required: true, message: ACCOUNT_MESSAGES.confirmRequired },
    ({ getFieldValue }) => ({
      validator(_rule, value) {
        if (!value || getFieldValue(passwordField) === value) return Promise.resolve();
        return Promise.reject(new Error(ACCOUNT_MESSAGES.confirmMismatch));
      },
    }),
  ],
};
