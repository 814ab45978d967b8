import { describe, expect, it } from 'vitest';
import { nameOptions } from '@/admin/articles/TaxonomyPickers';
import { savedAtLabel } from '@/admin/articles/DraftOfferModal';

describe('editor helpers', () => {
  it('keeps a newly typed category or tag among the picker options until it exists on the server', () => {
    expect(nameOptions(['前端', '后端'], ['后端', '随笔'])).toEqual([
      { value: '前端', label: '前端' },
      { value: '后端', label: '后端' },
      { value: '随笔', label: '随笔' },
    ]);
  });

  it('shows the time of a draft saved today, and the day too for an older one', () => {
    const now = new Date('2025-06-01T12:00:00').getTime();
    expect(savedAtLabel(new Date('2025-06-01T08:05:09').getTime(), now)).toBe('08:05:09');
    expect(savedAtLabel(new Date('2025-05-30T23:59:01').getTime(), now)).toBe('2025-05-30 23:59:01');
  });
});
