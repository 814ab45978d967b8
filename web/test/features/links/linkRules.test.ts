import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { LINK_MESSAGES, type LinkField } from '@blog/contract';
import { linkFieldRule } from '@/features/links/linkRules';

/** Runs the form rule the way antd does and answers its message, or null when the value passes. */
async function formMessage(field: LinkField, value: unknown): Promise<string | null> {
  const rule = linkFieldRule(field) as RuleObject;
  try {
    await rule.validator?.(rule, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('friend link form rules', () => {
  it('answers the same messages the server does', async () => {
    expect(await formMessage('site_name', undefined)).toBe(LINK_MESSAGES.siteNameRequired);
    expect(await formMessage('site_name', '名'.repeat(21))).toBe(LINK_MESSAGES.siteNameLength);
    expect(await formMessage('site_desc', '  ')).toBe(LINK_MESSAGES.siteDescRequired);
    expect(await formMessage('url', 'data:text/html,hi')).toBe(LINK_MESSAGES.urlInvalid);
    expect(await formMessage('site_avatar', 'javascript:alert(1)')).toBe(LINK_MESSAGES.avatarInvalid);
  });

  it('lets good values through', async () => {
    expect(await formMessage('site_name', '😀'.repeat(20))).toBeNull();
    expect(await formMessage('url', ' https://blog.example.com/path?q=1 ')).toBeNull();
    expect(await formMessage('site_avatar', `/uploads/img/${'0'.repeat(64)}.webp`)).toBeNull();
  });
});
