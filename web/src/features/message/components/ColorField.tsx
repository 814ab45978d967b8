import { Button, ColorPicker } from 'antd';
import { pickerColorToCss } from '../logic/colors';
import styles from './MessageForm.module.css';

const PRESETS = [
  {
    label: '推荐',
    colors: ['#1f2329', '#ffffff', '#b45309', '#9a3412', '#be123c', '#6d28d9', '#1d4ed8', '#0f766e', '#15803d', '#fef3c7', '#ffedd5', '#fce7f3', '#ede9fe', '#dbeafe', '#ccfbf1', '#dcfce7'],
  },
];

const NO_COLOR = '跟随主题';

type PickerColor = { cleared: boolean; toRgb(): { r: number; g: number; b: number; a: number } };
const cssOf = (color: PickerColor) => (color.cleared ? '' : pickerColorToCss(color.toRgb()));

interface ColorFieldProps {
  /** 文字颜色 or 背景颜色: what the trigger is called for a screen reader. */
  label: string;
  /** A CSS colour, or '' to follow the theme. */
  value: string;
  onChange: (css: string) => void;
}

/**
 * antd's colour picker with a trigger of our own and our own 跟随主题 button: antd's trigger and
 * clear button of an empty picker are both named "Clear color" for screen readers.
 */
export function ColorField({ label, value, onChange }: ColorFieldProps) {
  const shown = value || NO_COLOR;
  return (
    <div className={styles.colorField}>
      <ColorPicker value={value || null} presets={PRESETS} onChange={(color) => onChange(cssOf(color))}>
        <button type="button" className={styles.colorTrigger} aria-label={`${label}：${shown}`}>
          <span className={styles.swatch} style={value ? { background: value } : undefined} aria-hidden />
          {shown}
        </button>
      </ColorPicker>
      {value ? (
        <Button type="link" size="small" onClick={() => onChange('')}>
          {NO_COLOR}
        </Button>
      ) : null}
    </div>
  );
}
