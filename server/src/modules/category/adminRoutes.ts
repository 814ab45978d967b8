import type { FastifyPluginAsync } from 'fastify';
import type { AdminRouteOptions } from '../adminOptions';

/** Admin calls of this module (DESIGN.md §8); every one behind requireAdmin. */
const adminRoutes: FastifyPluginAsync<AdminRouteOptions> = async () => {};

export default adminRoutes;
