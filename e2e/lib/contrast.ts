import type { Locator, Page } from 'playwright-core';
import { decodePng } from './png';

/**
 * WCAG 2.x contrast, measured in the page: colours as the browser computed them, backgrounds either
 * from the computed styles of the ancestors or, where a picture lies behind the text, from the
 * pixels themselves.
 */

/** Channels 0–255, alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** The minimums of WCAG 2.x level AA (1.4.3 text, 1.4.11 icons and other non-text parts). */
export const WCAG_AA = { text: 4.5, largeText: 3, nonText: 3 } as const;
/** Level AAA for body text (1.4.6): what "comfortable" long reading asks for. */
export const WCAG_AAA_TEXT = 7;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Parses what getComputedStyle answers: rgb(), rgba(), or color(srgb …). */
export function parseCssColor(text: string): Rgba {
  const rgb = text.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4]);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  const srgb = text.match(/^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+))?\)$/);
  if (srgb) return { r: Number(srgb[1]) * 255, g: Number(srgb[2]) * 255, b: Number(srgb[3]) * 255, a: srgb[4] === undefined ? 1 : Number(srgb[4]) };
  throw new Error(`cannot read colour "${text}"`);
}

/** `top` painted over `bottom` (source-over). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(colour: Rgba): number {
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/** The WCAG ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function formatColour(c: Rgba): string {
  return `rgb(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)})`;
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The element's text colour against the background its ancestors paint behind it (the browser's
 * white canvas under all of them). For text over plain colours; over a picture use
 * `contrastOverPixels`.
 */
export async function textContrast(element: Locator): Promise<{ ratio: number; colour: string; background: string }> {
  const found = await element.evaluate((el) => {
    const layers: string[] = [];
    let image = false;
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      layers.push(style.backgroundColor);
      if (style.backgroundImage !== 'none') image = true;
    }
    return { colour: getComputedStyle(el).color, layers, image };
  });
  if (found.image) throw new Error('a picture lies behind this text: measure it with contrastOverPixels');
  const background = found.layers.reverse().reduce((below, layer) => over(parseCssColor(layer), below), WHITE);
  const colour = over(parseCssColor(found.colour), background);
  return { ratio: contrastRatio(colour, background), colour: formatColour(colour), background: formatColour(background) };
}

/**
 * Colours are read as they end up, not halfway through a theme switch: the page's transitions are
 * turned off (call once the page is loaded; it lasts until the next navigation).
 */
export async function withoutTransitions(page: Page): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
}

export interface ForegroundProbe {
  label: string;
  /** The text's (or icon's) colour as computed. */
  colour: string;
  /** Where it is painted (a line of text each, say), in CSS pixels of the viewport. */
  boxes: Box[];
}

/**
 * For each probe, its colour's contrast against the pixels behind it: the page is photographed
 * with `hideForeground` (a style sheet that makes the probed text and icons transparent) in force,
 * so each pixel in a probe's box is the backdrop a reader sees the text on (a photograph, a
 * gradient, a grid pattern, a translucent bar). `ratio` is the lowest over the box (where a line
 * of the pattern crosses), `typicalRatio` the one against its median pixel (the paper itself).
 * With `fullPage`, boxes are in page coordinates. Needs a device scale factor of 1.
 */
export async function contrastOverPixels<P extends ForegroundProbe>(
  page: Page,
  probes: readonly P[],
  hideForeground: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<Array<P & { ratio: number; typicalRatio: number; worstBackdrop: string }>> {
  const style = await page.addStyleTag({ content: hideForeground });
  const shot = decodePng(await page.screenshot({ animations: 'disabled', caret: 'hide', fullPage }));
  await style.evaluate((el) => (el as Element).remove());
  return probes.map((probe) => {
    const fg = parseCssColor(probe.colour);
    const backdrops: Rgba[] = [];
    for (const box of probe.boxes) {
      // Whole pixels inside the box only: the edge pixel may belong to a neighbour (inline code).
      const x0 = Math.max(0, Math.ceil(box.x));
      const y0 = Math.max(0, Math.ceil(box.y));
      const x1 = Math.min(shot.width, Math.floor(box.x + box.width));
      const y1 = Math.min(shot.height, Math.floor(box.y + box.height));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * shot.width + x) * 4;
          backdrops.push({ r: shot.data[i]!, g: shot.data[i + 1]!, b: shot.data[i + 2]!, a: 1 });
        }
      }
    }
    if (backdrops.length === 0) throw new Error(`${probe.label}: its box lies outside the picture`);
    const ratios = backdrops.map((backdrop) => contrastRatio(over(fg, backdrop), backdrop));
    let worst = 0;
    for (let i = 1; i < ratios.length; i++) if (ratios[i]! < ratios[worst]!) worst = i;
    const sorted = [...ratios].sort((a, b) => a - b);
    return { ...probe, ratio: ratios[worst]!, typicalRatio: sorted[Math.floor(sorted.length / 2)]!, worstBackdrop: formatColour(backdrops[worst]!) };
  });
}
