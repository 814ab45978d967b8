import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from '../../config';
import { guardRequestBodies } from './bodyDeadline';
import { connectionCeiling, openFileLimit } from './fdLimit';
import { guardRequestsInFlight, guardSockets } from './perAddress';

/** The same rule Fastify applies to X-Forwarded-For (TRUST_PROXY), for a socket's peer address. */
function trustedProxyRule(trust: TrustProxy): (address: string) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  const compiled = proxyAddr.compile(trust);
  return (address) => compiled(address, 0);
}

/**
 * What keeps a few clients from taking the server away from everyone else (SECURITY.md, 慢速连接):
 * a cap on connections per address at the socket, a cap on requests in flight per (forwarded)
 * address, overall and idle limits on request bodies, and a ceiling on all connections below the
 * open-file limit. Registered first, so a refused request costs nothing else.
 */
export function setupConnectionGuards(app: FastifyInstance, config: Pick<AppConfig, 'connections' | 'trustProxy'>): void {
  const ceiling = connectionCeiling(openFileLimit());
  if (ceiling > 0) app.server.maxConnections = ceiling;
  const sockets = guardSockets(app.server, config.connections.perAddress, trustedProxyRule(config.trustProxy));
  guardRequestsInFlight(app, config.connections.perAddress, sockets);
  guardRequestBodies(app, config.connections);
}
