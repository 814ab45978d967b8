import { parseMessageColor, type MessageRgba } from '@blog/contract';

/** Colour arithmetic for entries whose colours a visitor picked: parsing, contrast, picker output. */

export type Rgba = MessageRgba;

/** Every format the server accepts (transparent, hex, rgb/rgba, hsl/hsla, hsv/hsva); null for anything else. */
export function parseColor(value: string): Rgba | null {
  return parseMessageColor(value);
}

/** `top` painted over the opaque `bottom`. */
export function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio, 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * What the colour picker gives, as the server accepts it: #rrggbb when opaque, else
 * rgba() with the alpha rounded to two decimals.
 */
export function pickerColorToCss(rgb: Rgba): string {
  const channel = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  const [r, g, b] = [channel(rgb.r), channel(rgb.g), channel(rgb.b)];
  const a = Math.round(Math.min(1, Math.max(0, rgb.a)) * 100) / 100;
  if (a >= 1) return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}
