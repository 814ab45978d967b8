import { describe, expect, it } from 'vitest';
import type { TalkItem } from '@blog/contract';
import { mergeTalks } from '@/features/talk/talkFeed';

const talk = (id: number, like_times = 0): TalkItem => ({
  id,
  content: `说说${id}`,
  user_id: 1,
  nick_name: '博主',
  avatar: '',
  is_top: 2,
  createdAt: '2025-01-01 08:00:00',
  like_times,
  is_like: false,
  comment_count: 0,
});

describe('mergeTalks', () => {
  it('appends a new page after the posts shown', () => {
    expect(mergeTalks([talk(5), talk(4)], [talk(3), talk(2)]).map((t) => t.id)).toEqual([5, 4, 3, 2]);
  });

  it('does not repeat a post already shown (a ?id= post, or one pushed to the next page) and keeps the newer copy in place', () => {
    const merged = mergeTalks([talk(3), talk(9), talk(8)], [talk(8, 7), talk(3, 2), talk(1)]);
    expect(merged.map((t) => t.id)).toEqual([3, 9, 8, 1]);
    expect(merged.find((t) => t.id === 8)!.like_times).toBe(7);
    expect(merged.find((t) => t.id === 3)!.like_times).toBe(2);
  });
});
