import { create } from 'zustand';
import { LIMITS, STORAGE_KEYS } from '@blog/contract';
import { storage } from '@/lib/storage';

export type ThemeName = 'dark' | 'light';

/** SPEC.md §4: hours 8 to 18 are light, other hours dark. */
export function themeForHour(hour: number): ThemeName {
  return hour >= LIMITS.lightThemeFromHour && hour < LIMITS.lightThemeToHour ? 'light' : 'dark';
}

/** A stored preference wins; without one the time of day decides. */
export function initialTheme(now: Date = new Date()): ThemeName {
  const stored = storage.get<string>(STORAGE_KEYS.theme);
  if (stored === 'dark' || stored === 'light') return stored;
  return themeForHour(now.getHours());
}

/** Our own CSS reads `html[data-theme]`; antd follows through the ConfigProvider. */
export function applyThemeToDocument(theme: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'dark' ? '#141414' : '#ffffff');
}

interface ThemeState {
  theme: ThemeName;
  setTheme(theme: ThemeName): void;
  toggleTheme(): void;
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  theme: initialTheme(),
  setTheme(theme) {
    storage.set(STORAGE_KEYS.theme, theme);
    set({ theme });
  },
  toggleTheme() {
    get().setTheme(get().theme === 'dark' ? 'light' : 'dark');
  },
}));
