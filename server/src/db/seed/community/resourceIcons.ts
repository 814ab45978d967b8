import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fileExists, writeFileAtomically } from '../../../platform/files';
import { hsl } from '../palette';
import { SEED_UPLOAD_SUBDIR } from '../types';

/**
 * Letter icons for the recommended sites: a rounded square in the site's colour with one letter
 * drawn as a 5×7 dot matrix. The letter is shapes, not text, so the icon looks the same on a
 * server without any fonts (like artwork.ts), and no favicon is fetched from anywhere.
 */

/* 5×7 glyphs, one string per row, '1' = dot. */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01110', '10001', '10000', '10000', '10000', '10001', '01110'],
  D: ['11100', '10010', '10001', '10001', '10001', '10010', '11100'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '10001', '11001', '10101', '10011', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '10001', '01010', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export interface LetterIcon {
  /** File name without extension, under uploads/seed. */
  name: string;
  letter: string;
  hue: number;
}

const SIZE = 128;
const CELL = 12;

export function letterIconSvg({ letter, hue }: Pick<LetterIcon, 'letter' | 'hue'>): string {
  const glyph = GLYPHS[letter.toUpperCase()] ?? GLYPHS['O']!;
  const left = (SIZE - 5 * CELL) / 2;
  const top = (SIZE - 7 * CELL) / 2;
  let dots = '';
  glyph.forEach((row, y) => {
    [...row].forEach((bit, x) => {
      if (bit === '1') dots += `<rect x="${left + x * CELL + 1}" y="${top + y * CELL + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="2.5"/>`;
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 58)}"/><stop offset="1" stop-color="${hsl(hue + 35, 72, 40)}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#bg)"/><g fill="#ffffff" fill-opacity="0.95">${dots}</g></svg>`;
}

/** Draws the icons that are not on disk yet into `<dataDir>/uploads/seed/`. */
export async function ensureLetterIcons(dataDir: string, icons: readonly LetterIcon[]): Promise<void> {
  const dir = path.join(dataDir, 'uploads', SEED_UPLOAD_SUBDIR);
  await mkdir(dir, { recursive: true });
  for (const icon of icons) {
    const file = path.join(dir, `${icon.name}.webp`);
    if (await fileExists(file)) continue;
    await writeFileAtomically(file, await sharp(Buffer.from(letterIconSvg(icon))).webp({ quality: 85, effort: 2 }).toBuffer());
  }
}
