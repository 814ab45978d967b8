import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/copy', () => ({ copyText: vi.fn().mockResolvedValue(true) }));

const { copyText } = await import('@/lib/copy');
const { copyCodeBlockOnClick } = await import('@/features/article/markdown/codeCopy');

/** The markup md-editor-rt renders for a code block, with its own click handler on the button. */
function CodeBlock({ ownCopy }: { ownCopy: () => void }) {
  return (
    <div onClickCapture={copyCodeBlockOnClick}>
      <div className="md-editor-code">
        <div className="md-editor-code-head">
          <span
            className="md-editor-copy-button"
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

  it('leaves other clicks in the article alone', () => {
    const ownCopy = vi.fn();
    render(<CodeBlock ownCopy={ownCopy} />);
    fireEvent.click(screen.getByText('正文'));
    fireEvent.click(screen.getByText('npm ci'));
    expect(copyText).not.toHaveBeenCalled();
  });
});
