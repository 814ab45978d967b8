import { describe, expect, it } from 'vitest';
import { badgeText, countsAsUnread } from '@/features/chat/logic/unread';

describe('unread badge', () => {
  it('counts only messages from others while the room is closed', () => {
    expect(countsAsUnread(2, 1, false)).toBe(true);
    expect(countsAsUnread(1, 1, false)).toBe(false);
    expect(countsAsUnread(2, 1, true)).toBe(false);
    expect(countsAsUnread(2, null, false)).toBe(true);
  });

  it('shows nothing at 0 and caps at 9', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});
