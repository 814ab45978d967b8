import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_AVATAR_URL } from '@blog/contract';

/**
 * The site's own default avatar (ORIGINAL-CLIENT-API.md §2.7: the original gave every new account
 * one, and its user-centre form requires an avatar). A neutral silhouette drawn here, served by our
 * server, so no page depends on a third-party image host.
 */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="默认头像">
<rect width="128" height="128" fill="#c9d6e3"/>
<circle cx="64" cy="50" r="24" fill="#f5f8fb"/>
<path d="M20 128c0-26 19.7-44 44-44s44 18 44 44z" fill="#f5f8fb"/>
</svg>
`;

/** An account's avatar as answers show it: its own picture, or the default when it has none. */
export function withDefaultAvatar(avatar: string | null | undefined): string {
  return avatar ? avatar : DEFAULT_AVATAR_URL;
}

/** GET DEFAULT_AVATAR_URL: static bytes, cached for a day (the URL is stable, the drawing may change). */
export const defaultAvatarRoute: FastifyPluginAsync = async (app) => {
  app.get(DEFAULT_AVATAR_URL, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400')
      // An SVG opened on its own is a document: nothing in it may run or load.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type('image/svg+xml')
      .send(DEFAULT_AVATAR_SVG),
  );
};
