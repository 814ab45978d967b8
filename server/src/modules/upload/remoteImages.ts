import { ApiError } from '../../platform/errors';
import { sniffImageType } from '../../platform/image';
import { fetchGuarded, OutboundError, type OutboundLimits } from '../../platform/outbound';
import { createImageStore, IMAGE_MAX_BYTES, IMAGE_SUBDIR, type ImageStoreOptions } from './service';

/**
 * Remote pictures brought home (下载外链图片, 将外链图片转存到本站): each one fetched through the
 * guarded client (platform/outbound.ts), sniffed, and stored through the same pipeline and quota as
 * an upload. A picture that cannot be brought keeps its link, with the reason in Chinese.
 */

export interface RemoteImageLimits extends OutboundLimits {
  /** Downloads tried for one article (its body and cover). */
  perArticle: number;
  /** Downloads tried in one import. */
  perRun: number;
  /** Downloads running at once. */
  parallel: number;
}

/** The upload's own 5 MB bound; 20 s for the whole picture, 10 s of silence. */
export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = {
  maxBytes: IMAGE_MAX_BYTES,
  totalMs: 20_000,
  idleMs: 10_000,
  perArticle: 50,
  perRun: 2_000,
  parallel: 3,
};

/** A link to another site's picture: http(s) or protocol-relative (fetched as https). */
export const isRemoteLink = (link: string) => /^https?:\/\//i.test(link) || link.startsWith('//');

const absolute = (link: string) => (link.startsWith('//') ? `https:${link}` : link);

/** One picture that stayed remote, and why. */
export interface RemoteImageFailure {
  url: string;
  reason: string;
}

/** A picture could not be brought home; the message is the reason, in Chinese. */
export class RemoteImageError extends Error {}

/** The picture's bytes, checked to be an image by content (never by name or Content-Type). */
export async function downloadImage(link: string, limits: OutboundLimits = REMOTE_IMAGE_LIMITS): Promise<Buffer> {
  let body: Buffer;
  try {
    ({ body } = await fetchGuarded(absolute(link), limits, { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1' }));
  } catch (error) {
    if (error instanceof OutboundError) throw new RemoteImageError(error.message);
    throw error;
  }
  if (!sniffImageType(body)) throw new RemoteImageError('下载到的不是 JPG、PNG、WEBP、GIF 图片');
  return body;
}

export interface RemoteImageStoreOptions {
  dataDir: string;
  /** The site's quota (and the uploader's budget); a refusal is this picture's failure. */
  admit?: ImageStoreOptions['admit'];
  /** Nothing is fetched or stored; each picture counts as brought. */
  dryRun?: boolean;
  limits?: RemoteImageLimits;
}

/**
 * Fetches and stores remote pictures, each address once per run (an import or one editor action),
 * at most `perRun` of them. `url` answers the stored copy's address or throws RemoteImageError.
 */
export function createRemoteImageStore(options: RemoteImageStoreOptions) {
  const limits = options.limits ?? REMOTE_IMAGE_LIMITS;
  const store = createImageStore(options.dataDir, { admit: options.admit });
  const done = new Map<string, Promise<string>>();
  let stored = 0;

  async function bring(link: string): Promise<string> {
    if (options.dryRun) {
      stored++;
      return `/uploads/${IMAGE_SUBDIR}/（预览，未下载）`;
    }
    try {
      const bytes = await downloadImage(link, limits);
      const url = await store.save(bytes);
      stored++;
      return url;
    } catch (error) {
      if (error instanceof RemoteImageError) throw error;
      // The pipeline's refusals (broken picture, too many pixels, the site's quota) are the reason.
      if (error instanceof ApiError) throw new RemoteImageError(error.message);
      throw error;
    }
  }

  return {
    limits,
    url(link: string): Promise<string> {
      let pending = done.get(link);
      if (!pending) {
        if (done.size >= limits.perRun) return Promise.reject(new RemoteImageError(`一次最多下载 ${limits.perRun} 张外链图片，这张未下载`));
        pending = bring(link);
        done.set(link, pending);
      }
      return pending;
    },
    /** Pictures stored (a dry run: that would be fetched). */
    get stored() {
      return stored;
    },
  };
}

export type RemoteImageStore = ReturnType<typeof createRemoteImageStore>;

/**
 * The stored copies of `links` (one article's remote pictures), a few at a time: a map of each
 * brought link to its new address, and each failure with its reason. Links beyond the article's
 * bound are failures too, so the blogger knows they stayed remote.
 */
export async function bringHome(links: readonly string[], store: RemoteImageStore): Promise<{ urls: Map<string, string>; failures: RemoteImageFailure[] }> {
  const urls = new Map<string, string>();
  const failures: RemoteImageFailure[] = [];
  const distinct = [...new Set(links)];
  const tried = distinct.slice(0, store.limits.perArticle);
  for (const link of distinct.slice(store.limits.perArticle)) failures.push({ url: link, reason: `一篇文章最多下载 ${store.limits.perArticle} 张外链图片，这张未下载` });
  let next = 0;
  const worker = async () => {
    while (next < tried.length) {
      const link = tried[next++]!;
      try {
        urls.set(link, await store.url(link));
      } catch (error) {
        if (!(error instanceof RemoteImageError)) throw error;
        failures.push({ url: link, reason: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(store.limits.parallel, tried.length) }, worker));
  // In the order they appear, whatever order the downloads ended in.
  failures.sort((a, b) => distinct.indexOf(a.url) - distinct.indexOf(b.url));
  return { urls, failures };
}
