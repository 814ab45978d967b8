/** One demo article as written in seed/articles; ids are resolved when it is inserted. */
export interface DemoArticle {
  /** Stable key; also names the generated cover image (`cover-<slug>`). */
  slug: string;
  title: string;
  description: string;
  /** Markdown body. */
  content: string;
  category: string;
  tags: string[];
  /** How many days before the seeding moment the article was published. */
  daysAgo: number;
  viewTimes: number;
  thumbsUp: number;
  /** 1 public, 2 private, 3 draft (ARTICLE_STATUS). */
  status?: number;
  /** 1 original, 2 reprint, 3 translation (ARTICLE_TYPE). */
  type?: number;
  originUrl?: string;
  /** Present on the pinned article: its order among pinned ones. */
  topOrder?: number;
}

/** Where seeded images live: on disk under DATA_DIR and as served URLs. */
export const SEED_UPLOAD_SUBDIR = 'seed';
export function seedImageUrl(name: string): string {
  return `/uploads/${SEED_UPLOAD_SUBDIR}/${name}.webp`;
}
