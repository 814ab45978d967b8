import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { GroupQrCodes } from '@/features/article/components/GroupQrCodes';

describe('博主卡片的群二维码', () => {
  it('没有设置时什么都不显示', () => {
    const { container } = render(<GroupQrCodes qqGroup="" weChatGroup={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('只显示设置了的群，点按钮才显示二维码，再点或按 Esc 收起', () => {
    render(<GroupQrCodes qqGroup="/uploads/seed/qq.webp" weChatGroup="" />);
    expect(screen.queryByRole('button', { name: '微信群' })).toBeNull();
    const button = screen.getByRole('button', { name: 'QQ 群' });
    expect(screen.queryByRole('img', { name: 'QQ 群二维码' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('img', { name: 'QQ 群二维码' }).getAttribute('src')).toBe('/uploads/seed/qq.webp');
    fireEvent.click(button);
    expect(screen.queryByRole('img', { name: 'QQ 群二维码' })).toBeNull();
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('img', { name: 'QQ 群二维码' })).toBeNull();
  });
});
