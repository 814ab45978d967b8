import { describe, expect, it } from 'vitest';
import type { AdminResourceGroup } from '@blog/contract';
import { canMoveItem, moveGroup, moveItem } from '@/admin/resources/resourceOrder';

const item = (id: number, group_name: string) => ({ id, group_name, name: `站${id}`, description: '', icon: '', url: `https://s${id}.example.com/`, sort: id });
const groups: AdminResourceGroup[] = [
  { group_name: '文档', list: [item(1, '文档'), item(2, '文档')] },
  { group_name: '工具', list: [item(3, '工具')] },
];
const shape = (next: AdminResourceGroup[]) => next.map((g) => [g.group_name, g.list.map((i) => `${i.id}@${i.group_name}`)]);

describe('资源排序', () => {
  it('分组上下移动，越界时不变', () => {
    expect(shape(moveGroup(groups, 1, -1))).toEqual([
      ['工具', ['3@工具']],
      ['文档', ['1@文档', '2@文档']],
    ]);
    expect(shape(moveGroup(groups, 0, -1))).toEqual(shape(groups));
  });

  it('组内交换；到头时进入相邻分组，空了的分组消失', () => {
    expect(shape(moveItem(groups, 0, 0, 1))).toEqual([
      ['文档', ['2@文档', '1@文档']],
      ['工具', ['3@工具']],
    ]);
    expect(shape(moveItem(groups, 0, 1, 1))).toEqual([
      ['文档', ['1@文档']],
      ['工具', ['2@工具', '3@工具']],
    ]);
    expect(shape(moveItem(groups, 1, 0, -1))).toEqual([['文档', ['1@文档', '2@文档', '3@文档']]]);
    // The input is never changed in place.
    expect(shape(groups)).toEqual([
      ['文档', ['1@文档', '2@文档']],
      ['工具', ['3@工具']],
    ]);
  });

  it('第一个分组的第一个不能上移，最后一个分组的最后一个不能下移', () => {
    expect(canMoveItem(groups, 0, 0, -1)).toBe(false);
    expect(canMoveItem(groups, 1, 0, 1)).toBe(false);
    expect(canMoveItem(groups, 0, 1, 1)).toBe(true);
  });
});
