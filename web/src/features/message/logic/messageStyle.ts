import type { CSSProperties } from 'react';
import { messageColorCss, type MessageItem } from '@blog/contract';
import { blend, contrastRatio, parseColor, type Rgba } from './colors';

export type ThemeName = 'light' | 'dark';

export type MessageLook = Pick<MessageItem, 'color' | 'bg_color' | 'bg_url' | 'font_size' | 'font_weight'>;

/** The card colour of each theme (--blog-card in global.css) and a dark picture under its veil. */
const THEME_CARD: Record<ThemeName, Rgba> = {
  light: { r: 255, g: 255, b: 255, a: 1 },
  dark: { r: 31, g: 31, b: 31, a: 1 },
};
const VEILED_PICTURE: Rgba = { r: 60, g: 60, b: 60, a: 1 };
const DARK_TEXT = '#1f2329';
const LIGHT_TEXT = '#ffffff';
/** Below this the chosen colour is swapped for black or white text (WCAG's large-text minimum is 3). */
const MIN_CONTRAST = 2.5;

/** A darkening veil over pictures, so text on a bright photo stays readable. */
const PICTURE_VEIL = 'linear-gradient(rgba(0, 0, 0, 0.3), rgba(0, 0, 0, 0.3))';

function readableOn(background: Rgba): string {
  const dark = parseColor(DARK_TEXT)!;
  const light = parseColor(LIGHT_TEXT)!;
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? DARK_TEXT : LIGHT_TEXT;
}

/**
 * The text colour an entry shows with: the author's choice when it reads on its background in
 * this theme, else black or white, whichever reads better; undefined keeps the theme's text colour.
 */
export function messageTextColor(look: Pick<MessageLook, 'color' | 'bg_color' | 'bg_url'>, theme: ThemeName): string | undefined {
  const card = THEME_CARD[theme];
  const bg = parseColor(look.bg_color);
  const background = look.bg_url ? VEILED_PICTURE : bg ? blend(bg, card) : card;
  const chosen = parseColor(look.color);
  if (chosen) {
    // As plain CSS: the original client's presets include hsv(), which no browser knows.
    if (contrastRatio(blend(chosen, background), background) >= MIN_CONTRAST) return messageColorCss(chosen);
    return readableOn(background);
  }
  // No colour chosen: on the theme's own card the theme's text colour is right.
  if (!look.bg_url && !bg) return undefined;
  return readableOn(background);
}

/** Inline style of an entry's card: its colours, picture and font. */
export function messageCardStyle(look: MessageLook, theme: ThemeName, options: { maxFontSize?: number } = {}): CSSProperties {
  const style: CSSProperties = {
    fontSize: options.maxFontSize ? Math.min(look.font_size, options.maxFontSize) : look.font_size,
    fontWeight: look.font_weight,
    color: messageTextColor(look, theme),
  };
  const bg = parseColor(look.bg_color);
  if (bg) style.backgroundColor = messageColorCss(bg);
  if (look.bg_url) {
    style.backgroundImage = `${PICTURE_VEIL}, url("${encodeURI(look.bg_url)}")`;
    style.backgroundSize = 'cover';
    style.backgroundPosition = 'center';
  }
  return style;
}
