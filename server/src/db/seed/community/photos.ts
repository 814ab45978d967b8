import type { Db } from '../../connection';
import type { ArtStyle } from '../artwork';
import type { SeedImage } from '../images';
import { hashText } from '../palette';
import { seedImageUrl } from '../types';

/** Demo photo albums with generated photos of mixed shapes, so the masonry grid looks lived in. */

const DAY_MS = 86_400_000;

/** Landscape, portrait and square shapes; small enough to render quickly, big enough for the viewer. */
const SHAPES = [
  { width: 1080, height: 720 },
  { width: 720, height: 1080 },
  { width: 840, height: 840 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 1120, height: 630 },
] as const;

interface DemoAlbum {
  key: string;
  name: string;
  description: string;
  daysAgo: number;
  /** The album's colour: photos stay within a narrow band of hues from here, so each album has its own mood. */
  hue: number;
  hueStep: number;
  styles: ArtStyle[];
  count: number;
  /** Index of the photo used as the cover. */
  cover: number;
  /** Shifts the shape cycle so albums do not all start alike. */
  shapeOffset: number;
}

const DEMO_ALBUMS: DemoAlbum[] = [
  {
    key: 'travel',
    name: '旅行',
    description: '山海之间，走过的路和看过的云',
    daysAgo: 3,
    hue: 185,
    hueStep: 7,
    styles: ['mountains', 'waves', 'mountains', 'stripes'],
    count: 12,
    cover: 0,
    shapeOffset: 0,
  },
  {
    key: 'daily',
    name: '日常',
    description: '早餐、阳台、书桌，生活里的小确幸',
    daysAgo: 12,
    hue: 12,
    hueStep: 6,
    styles: ['rings', 'bubbles', 'waves', 'mosaic'],
    count: 10,
    cover: 1,
    shapeOffset: 2,
  },
  {
    key: 'street',
    name: '街头',
    description: '城市的线条、霓虹和雨后的倒影',
    daysAgo: 20,
    hue: 262,
    hueStep: 9,
    styles: ['stripes', 'mosaic', 'rings', 'stripes'],
    count: 9,
    cover: 0,
    shapeOffset: 4,
  },
];

const photoName = (album: DemoAlbum, index: number) => `photo-${album.key}-${index + 1}`;

function photosOf(album: DemoAlbum): SeedImage[] {
  return Array.from({ length: album.count }, (_, i) => {
    const shape = SHAPES[(i + album.shapeOffset) % SHAPES.length] ?? SHAPES[0];
    const name = photoName(album, i);
    return {
      name,
      spec: { ...shape, hue: album.hue + i * album.hueStep, style: album.styles[i % album.styles.length] ?? 'waves', seed: hashText(name) },
    };
  });
}

/** Every album photo, so they can be (re)generated on each start: PostgreSQL may outlive DATA_DIR. */
export function photoSeedImages(): SeedImage[] {
  return DEMO_ALBUMS.flatMap(photosOf);
}

/** Inserts the albums and their photos, with the real pixel size of each generated image. */
export async function seedPhotos(db: Db, now = Date.now()): Promise<number> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const album of DEMO_ALBUMS) {
      const created = new Date(now - album.daysAgo * DAY_MS).toISOString();
      const photos = photosOf(album);
      const cover = photos[album.cover] ?? photos[0];
      const { id } = await trx
        .insertInto('photo_album')
        .values({
          album_name: album.name,
          album_cover: cover ? seedImageUrl(cover.name) : '',
          description: album.description,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('photo')
        .values(
          photos.map((photo, i) => ({
            album_id: id,
            url: seedImageUrl(photo.name),
            width: photo.spec.width,
            height: photo.spec.height,
            sort: i,
            created_at: created,
            updated_at: created,
          })),
        )
        .execute();
    }
  });
  return DEMO_ALBUMS.length;
}
