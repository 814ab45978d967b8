import type { LocalizedImages } from '@blog/contract';
import { remoteImageLinks, rewriteImageLinks } from '../portability/markdown/imageLinks';
import { bringHome, createRemoteImageStore, REMOTE_IMAGE_LIMITS, type RemoteImageLimits } from '../upload/remoteImages';
import type { ImageStoreOptions } from '../upload/service';

/** One article's pictures at a time, from the editor: the article bound is also the run's. */
const EDITOR_LIMITS: RemoteImageLimits = { ...REMOTE_IMAGE_LIMITS, perRun: REMOTE_IMAGE_LIMITS.perArticle };

/**
 * 将外链图片转存到本站: the remote pictures of an editor's Markdown (Markdown images and HTML
 * `<img>`, never inside code) fetched through the guarded client and stored as uploads; the text is
 * answered with their links rewritten. Nothing is saved: the editor decides what to keep.
 */
export async function localizeRemoteImages(content: string, options: { dataDir: string; admit?: ImageStoreOptions['admit']; limits?: RemoteImageLimits }): Promise<LocalizedImages> {
  const links = remoteImageLinks(content);
  if (links.length === 0) return { content, replaced: [], failures: [] };
  const store = createRemoteImageStore({ dataDir: options.dataDir, admit: options.admit, limits: options.limits ?? EDITOR_LIMITS });
  const { urls, failures } = await bringHome(links, store);
  return {
    content: rewriteImageLinks(content, urls),
    replaced: links.filter((url) => urls.has(url)).map((url) => ({ url, local: urls.get(url)! })),
    failures,
  };
}
