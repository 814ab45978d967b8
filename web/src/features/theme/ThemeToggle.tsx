import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { useThemeStore } from './themeStore';

/** Header button switching dark and light; the label says what a click will do. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useThemeStore((s) => s.theme);
  const toggleTheme = useThemeStore((s) => s.toggleTheme);
  const label = theme === 'dark' ? '切换到浅色模式' : '切换到深色模式';
  return (
    <button type="button" className={className} onClick={toggleTheme} aria-label={label} title={label}>
      {theme === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
    </button>
  );
}
