/** Credentials and secrets the end-to-end server is started with (global-setup.ts). */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-Admin-Passw0rd' };
/** The demo account the seed creates with 12 notifications (server/src/db/seed). */
export const DEMO_USER = { username: 'demo_user', password: 'demo123456a' };
/** Known signing secret, so a test can make a genuinely expired token the server will reject. */
export const E2E_JWT_SECRET = 'e2e-jwt-secret-0123456789abcdef';
