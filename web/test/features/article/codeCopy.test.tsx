import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/copy', () => ({ copyText: vi.fn().mockResolvedValue(true) }));

const { copyText } = await import('@/lib/copy');
const { copyCodeBlockOnClick, copyCodeBlockOnKey } = await import('@/features/article/markdown/codeCopy');

/** The markup md-editor-rt renders for a code block, with its own click handler on the button. */
function CodeBlock({ ownCopy }: { ownCopy: () => void }) {
  return (
    <div onClickCapture={copyCodeBlockOnClick} onKeyDown={copyCodeBlockOnKey}>
      <div className="md-editor-code">
        <div className="md-editor-code-head">
          <span
            className="md-editor-copy-button"
            role="button"
            tabIndex={0}
            aria-label="复制代码"
            ref={(el) => {
              if (el) el.onclick = ownCopy;
            }}
          >
            复制代码
          </span>
        </div>
        <pre>
          <code>npm ci</code>
        </pre>
      </div>
      <p>正文</p>
    </div>
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('copying a code block of the article', () => {
  it('goes through copyText (the 复制成功 toast) instead of md-editor-rt copying on its own', () => {
    const ownCopy = vi.fn();
    render(<CodeBlock ownCopy={ownCopy} />);
    fireEvent.click(screen.getByText('复制代码'));
    expect(copyText).toHaveBeenCalledWith('npm ci');
    expect(ownCopy).not.toHaveBeenCalled();
  });

  it('copies with Enter or Space on the focused button, and leaves other keys alone', () => {
    const ownCopy = vi.fn();
    render(<CodeBlock ownCopy={ownCopy} />);
    const button = screen.getByRole('button', { name: '复制代码' });
    fireEvent.keyDown(button, { key: 'Tab' });
    expect(copyText).not.toHaveBeenCalled();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(button, { key: ' ' });
    expect(copyText).toHaveBeenCalledTimes(2);
    expect(copyText).toHaveBeenLastCalledWith('npm ci');
    fireEvent.keyDown(screen.getByText('正文'), { key: 'Enter' });
    expect(copyText).toHaveBeenCalledTimes(2);
  });

  it('leaves other clicks in the article alone', () => {
    const ownCopy = vi.fn();
    render(<CodeBlock ownCopy={ownCopy} />);
    fireEvent.click(screen.getByText('正文'));
    fireEvent.click(screen.getByText('npm ci'));
    expect(copyText).not.toHaveBeenCalled();
  });
});
