import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { moved, SortableList } from '@/admin/shared/SortableList';

const ITEMS = [
  { id: 1, name: '清晨出发' },
  { id: 2, name: '雨天窗边' },
  { id: 3, name: '夏夜晚风' },
];

function renderList(onReorder: (items: typeof ITEMS) => void) {
  render(<SortableList label="歌单" items={ITEMS} keyOf={(i) => i.id} nameOf={(i) => i.name} onReorder={onReorder} renderItem={(i) => <span>{i.name}</span>} />);
}

describe('SortableList', () => {
  it('moves an item with its 上移 / 下移 buttons, which the keyboard reaches', () => {
    const onReorder = vi.fn();
    renderList(onReorder);
    fireEvent.click(screen.getByRole('button', { name: '下移「清晨出发」' }));
    expect(onReorder).toHaveBeenLastCalledWith([ITEMS[1], ITEMS[0], ITEMS[2]]);
    fireEvent.click(screen.getByRole('button', { name: '上移「夏夜晚风」' }));
    expect(onReorder).toHaveBeenLastCalledWith([ITEMS[0], ITEMS[2], ITEMS[1]]);
    // The ends cannot move further.
    expect(screen.getByRole('button', { name: '上移「清晨出发」' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '下移「夏夜晚风」' })).toHaveProperty('disabled', true);
  });

  it('drops a dragged item where it is released', () => {
    const onReorder = vi.fn();
    renderList(onReorder);
    const rows = screen.getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(onReorder).toHaveBeenCalledWith([ITEMS[2], ITEMS[0], ITEMS[1]]);
  });

  it('moved() keeps every item once', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
