import type { FastifyInstance } from 'fastify';
import type { MessageItem, SiteBoot, TalkItem } from '@blog/contract';
import { apiResult } from '../boot';
import type { BuildManifest } from '../bootRoutes';
import { normalizeRoutePath, routePlanFor } from '../bootRoutes';
import { renderContentShell } from '../bootShell';
import { articleContent, sitePageContent } from './articleBody';
import type { PageData } from './pageData';
import { messageBody, talkBody } from './plainBodies';
import { postSlugOf, sitePageSlugOf } from './postPath';

export interface PageBodyRequest {
  url: string;
  boot: SiteBoot | null;
  manifest: BuildManifest | null;
  /** The page's chunk stylesheets (pageHints). */
  styles: readonly string[];
}

/** What the server renders of a page's content, written before the React root; null when nothing. */
export type PageBodyRenderer = (request: PageBodyRequest) => Promise<string | null>;

/** `?id=12` as the client's parseId reads it (web/src/features/article/paths.ts). */
function idOf(url: string): number | null {
  const value = new URLSearchParams(url.split('?')[1] ?? '').get('id');
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The content of the pages people are sent to by a link (an article, a talk, a guestbook entry),
 * in the HTML itself: readers without JavaScript and crawlers read it as it is.
 */
export function createPageBodies(app: FastifyInstance, data: PageData): PageBodyRenderer {
  return async ({ url, boot, manifest, styles }) => {
    const pathname = normalizeRoutePath(url.split('?')[0] ?? '/');
    const slug = postSlugOf(pathname);
    if (slug !== null) {
      const plan = routePlanFor(pathname);
      const slugId = await data.articleIdBySlug(slug);
      if (!plan || !boot || slugId === null) return null;
      const page = await articleContent(data, slugId, boot, manifest, styles);
      return page ? renderContentShell(pathname, plan, boot, page) : null;
    }
    const pageSlug = sitePageSlugOf(pathname);
    if (pageSlug !== null) {
      const plan = routePlanFor(pathname);
      if (!plan || !boot) return null;
      const page = await sitePageContent(data, pageSlug, boot, manifest, styles);
      return page ? renderContentShell(pathname, plan, boot, page) : null;
    }
    const id = idOf(url);
    if (id === null) return null;
    if (pathname === '/article') {
      const plan = routePlanFor(pathname);
      if (!plan || !boot) return null;
      const page = await articleContent(data, id, boot, manifest, styles);
      return page ? renderContentShell(pathname, plan, boot, page) : null;
    }
    if (pathname === '/talk') {
      const talk = await apiResult<TalkItem>(app, `/api/talk/getTalkById/${id}`);
      return talk ? talkBody(talk) : null;
    }
    if (pathname === '/message/detail') {
      const message = await apiResult<MessageItem>(app, `/api/message/getMessageById/${id}`);
      return message ? messageBody(message) : null;
    }
    return null;
  };
}
