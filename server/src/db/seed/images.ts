import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PAGE_HEADER_ROUTES } from '@blog/contract';
import { artworkSvg, type ArtSpec, type ArtStyle } from './artwork';
import { hashText } from './palette';
import { SEED_UPLOAD_SUBDIR } from './types';
import { fileExists, writeFileAtomically } from '../../platform/files';

export interface SeedImage {
  /** File name without extension; the URL is seedImageUrl(name). */
  name: string;
  spec: ArtSpec;
}

/** In-article illustrations referenced from the Markdown of seed/articles. */
export const ILLUSTRATIONS: Record<string, ArtStyle> = {
  'illus-layers': 'stripes',
  'illus-pipeline': 'rings',
  'illus-desk': 'mosaic',
  'illus-lake': 'waves',
  'illus-hills': 'mountains',
};

const STYLES: ArtStyle[] = ['bubbles', 'waves', 'mountains', 'rings', 'stripes', 'mosaic'];
const GOLDEN_ANGLE = 137.5;

function image(name: string, width: number, height: number, hue: number, style: ArtStyle): SeedImage {
  return { name, spec: { width, height, hue, style, seed: hashText(name) } };
}

export function coverName(slug: string): string {
  return `cover-${slug}`;
}

export function headerName(route: string): string {
  return `header-${route}`;
}

/** Every demo image: one cover per article, the avatar pair, a header per route, illustrations. */
export function seedImageList(articleSlugs: readonly string[]): SeedImage[] {
  // The golden angle keeps neighbouring covers far apart on the colour wheel.
  const covers = articleSlugs.map((slug, i) => image(coverName(slug), 960, 540, i * GOLDEN_ANGLE, STYLES[i % STYLES.length] ?? 'bubbles'));
  const headers = PAGE_HEADER_ROUTES.map((route, i) =>
    image(headerName(route), 1920, 600, 200 + i * GOLDEN_ANGLE, STYLES[(i + 1) % STYLES.length] ?? 'waves'),
  );
  const illustrations = Object.entries(ILLUSTRATIONS).map(([name, style], i) => image(name, 1200, 600, 30 + i * 70, style));
  return [image('avatar', 320, 320, 210, 'rings'), image('avatar-bg', 1200, 500, 250, 'waves'), ...covers, ...headers, ...illustrations];
}


async function render(file: string, spec: ArtSpec): Promise<void> {
  await writeFileAtomically(file, await sharp(Buffer.from(artworkSvg(spec))).webp({ quality: 80, effort: 2 }).toBuffer());
}

/** Renders the images that are not on disk yet into `<dataDir>/uploads/seed/`. */
export async function ensureSeedImages(dataDir: string, images: readonly SeedImage[]): Promise<void> {
  const dir = path.join(dataDir, 'uploads', SEED_UPLOAD_SUBDIR);
  await mkdir(dir, { recursive: true });
  const missing: SeedImage[] = [];
  for (const img of images) {
    if (!(await fileExists(path.join(dir, `${img.name}.webp`)))) missing.push(img);
  }
  // A few at a time: libvips is already multi-threaded per image.
  const parallel = 4;
  for (let i = 0; i < missing.length; i += parallel) {
    await Promise.all(missing.slice(i, i + parallel).map((img) => render(path.join(dir, `${img.name}.webp`), img.spec)));
  }
}
