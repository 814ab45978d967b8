import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { InitialAvatar } from '@/components/InitialAvatar';

describe('InitialAvatar', () => {
  it('shows the first character of the name when there is no picture', () => {
    const { container } = render(<InitialAvatar src="" name=" 青柠 " size={36} />);
    const letter = container.querySelector('.initial-avatar--letter');
    expect(letter?.textContent).toBe('青');
    expect(letter?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the picture, and the letter instead once the picture fails to load', () => {
    const { container } = render(<InitialAvatar src="/uploads/gone.webp" name="小明" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/gone.webp');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('小');
  });
});
