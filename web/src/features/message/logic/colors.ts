/** Colour arithmetic for entries whose colours a visitor picked: parsing, contrast, picker output. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const HEX6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const FUNC = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** #rgb, #rrggbb, rgb() and rgba() (what the server accepts); null for anything else. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  let match = HEX3.exec(text);
  if (match) {
    const [r, g, b] = [match[1], match[2], match[3]].map((h) => parseInt(`${h}${h}`, 16));
    return { r: r!, g: g!, b: b!, a: 1 };
  }
  match = HEX6.exec(text);
  if (match) return { r: parseInt(match[1]!, 16), g: parseInt(match[2]!, 16), b: parseInt(match[3]!, 16), a: 1 };
  match = FUNC.exec(text);
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number);
  if (channels.some((c) => c > 255)) return null;
  const a = match[4] === undefined ? 1 : Number(match[4]);
  if (!Number.isFinite(a) || a < 0 || a > 1) return null;
  return { r: channels[0]!, g: channels[1]!, b: channels[2]!, a };
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
