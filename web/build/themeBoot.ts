import type { Plugin } from 'vite';

/**
 * Applies the saved theme before first paint (no flash of the wrong theme), in both the visitors'
 * index.html and the console's admin.html. The value is stored by the storage codec of
 * src/lib/storage.ts: key and JSON value URL-encoded then base64 (themeStore.ts).
 */
const THEME_BOOT_SCRIPT = `
(function () {
  var theme;
  try {
    var raw = localStorage.getItem(btoa(encodeURIComponent('useDarkKEY')));
    if (raw) theme = JSON.parse(decodeURIComponent(atob(raw)));
  } catch (e) {
    theme = undefined;
  }
  if (theme !== 'dark' && theme !== 'light') {
    var hour = new Date().getHours();
    theme = hour >= 8 && hour < 18 ? 'light' : 'dark';
  }
  var root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#141414' : '#ffffff');
})();
`;

const PLACEHOLDER = /<!-- theme-boot:[^>]*-->/;

/** Replaces the theme-boot placeholder of each HTML entry with the inline script. */
export function themeBoot(): Plugin {
  return {
    name: 'theme-boot',
    transformIndexHtml(html) {
      const indented = THEME_BOOT_SCRIPT.trim().split('\n').map((line) => `      ${line}`).join('\n');
      return html.replace(PLACEHOLDER, `<script>\n${indented}\n    </script>`);
    },
  };
}
