/**
 * Sign-in attempts from one client address: 30 a minute, more is brute force. The address is the
 * client's as the configured proxies report it (`LESSOR_TRUST_PROXY`), so behind a reverse proxy
 * one client's failures do not lock out everybody else. Codes tried on one account are limited
 * from any address as well, in the database (`accept-totp-code.ts`).
 */
export const signInRateLimit = { max: 30, timeWindow: '1 minute' } as const;
