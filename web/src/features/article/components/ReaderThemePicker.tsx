import { BgColorsOutlined } from '@ant-design/icons';
import type { CodeTheme, PreviewTheme } from '@blog/contract';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useReaderThemes } from '@/features/theme/readerThemes';
import { CODE_THEME_LABELS, PREVIEW_THEME_LABELS } from '@/features/theme/readerThemeLabels';
import { useSettingsStore } from '@/features/theme/settingsStore';
import styles from './ReaderThemePicker.module.css';

/**
 * 阅读主题 above the article: the text style (preview theme), the code colours, from SPEC.md §3's
 * lists in the settings store, and whether code blocks show line numbers; the choice is kept for
 * the next visit. Native selects and a checkbox: usable with the keyboard and a screen reader as
 * they are.
 */
export function ReaderThemePicker() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { previewTheme, codeTheme } = useReaderThemes();
  const previewThemes = useSettingsStore((s) => s.previewThemeList);
  const codeThemes = useSettingsStore((s) => s.codeThemeList);
  const setPreviewTheme = useSettingsStore((s) => s.setPreviewTheme);
  const setCodeTheme = useSettingsStore((s) => s.setCodeTheme);
  const codeLineNumbers = useSettingsStore((s) => s.codeLineNumbers);
  const setCodeLineNumbers = useSettingsStore((s) => s.setCodeLineNumbers);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div className="reader-theme-picker" onKeyDown={closeOnEscape}>
      <button
        ref={toggleRef}
        type="button"
        className="reader-theme-picker__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <BgColorsOutlined aria-hidden /> 阅读主题
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="group" aria-label="阅读主题">
          <label className={styles.field}>
            <span>正文样式</span>
            <select value={previewTheme} onChange={(e) => setPreviewTheme(e.target.value as PreviewTheme)}>
              {previewThemes.map((theme) => (
                <option key={theme} value={theme}>
                  {PREVIEW_THEME_LABELS[theme]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>代码配色</span>
            <select value={codeTheme} onChange={(e) => setCodeTheme(e.target.value as CodeTheme)}>
              {codeThemes.map((theme) => (
                <option key={theme} value={theme}>
                  {CODE_THEME_LABELS[theme]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <input type="checkbox" checked={codeLineNumbers} onChange={(e) => setCodeLineNumbers(e.target.checked)} />
            <span>代码行号</span>
          </label>
        </div>
      )}
    </div>
  );
}
