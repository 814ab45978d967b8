import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce: the only inline scripts that run carry it. */
    cspNonce: string;
    /** Hosts the site's head code loads scripts from (pages only; pages/siteChrome.ts), allowed by this response's CSP. */
    cspScriptHosts: string[] | null;
  }
}

/**
 * The page's Content-Security-Policy. Where each source comes from:
 * - script-src: the built bundles ('self') and the inline scripts the server writes into each page
 *   (site data, app start, the theme-before-paint script of web/build/themeBoot.ts), which carry the
 *   response's nonce. No 'unsafe-inline', no 'unsafe-eval'.
 * - style-src 'unsafe-inline': antd's CSS-in-JS writes <style> elements at run time and components
 *   set style attributes (a nonce cannot cover attributes); the server also inlines the entry CSS.
 *   Styles cannot run script, and with no remote style source the worst an injected style can do is
 *   change the look of the page.
 * - img-src https: data: blob:: articles the blogger writes may show images from any https site,
 *   music covers and link avatars are remote https addresses, the chat and the editor preview
 *   pasted images as data:/blob: URLs.
 * - media-src: songs play from this server (/wapi/audio) or an https music source.
 * - connect-src ws: wss:: the chat room's websocket (CSP 'self' does not cover ws: in every browser).
 * - frame-ancestors 'none': no other site may frame a page (clickjacking of the login button).
 * - scriptHosts: the https hosts the blogger listed for the head code's analytics scripts (网站设置),
 *   in script-src and connect-src of pages only; never a wildcard or a scheme, never inline script.
 */
export function contentSecurityPolicy(nonce: string, scriptHosts: readonly string[] = []): string {
  const extra = scriptHosts.map((host) => ` https://${host}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss:${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Features no page of the blog uses; a script that got in cannot ask for them either. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The nonce written into every inline <script> of a page the server sends. Only markup the server
 * itself writes has a `<script`: user text in the page (titles, the first screen, the site data) is
 * HTML-escaped or written with \u003c, so it cannot gain the nonce.
 */
export function withScriptNonce(html: string, nonce: string): string {
  // Not the head code's scripts (`<script data-site-head`, pages/siteChrome.ts): the CSP's host list admits those.
  return html.replace(/<script(?=[\s>])(?! data-site-head)/g, `<script nonce="${nonce}"`);
}

/**
 * Security headers on every answer: pages, API JSON, error envelopes, 404s, static assets, uploads
 * and audio. HSTS only when the request came over HTTPS, which Fastify knows from the socket or from
 * X-Forwarded-Proto of a proxy listed in TRUST_PROXY; an untrusted client cannot claim it.
 */
export function setupSecurityHeaders(app: FastifyInstance): void {
  app.decorateRequest('cspNonce', '');
  app.decorateRequest('cspScriptHosts', null);
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (request, reply) => {
    // A request refused before onRequest (a malformed URL) has no nonce, and its answer no script.
    reply.header('Content-Security-Policy', contentSecurityPolicy(request.cspNonce || randomBytes(16).toString('base64'), request.cspScriptHosts ?? []));
    reply.header('X-Frame-Options', 'DENY');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
