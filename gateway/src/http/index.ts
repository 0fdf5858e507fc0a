export { ApiError } from './api-error';
export { createErrorHandler, errorJson, GENERIC_ERROR } from './error-handler';
export { describeZodError } from './zod-message';
export { clientIp, forwardedClient, isHttps, proxyHops, type TrustProxy } from './client-ip';
export { rateLimit, type RateLimitOptions } from './rate-limit';
export { sessions, SESSION_COOKIE, type Session, type SessionVariables } from './session';
export { securityHeaders, baseSecurityHeaders, contentSecurityPolicy, HSTS } from './security-headers';
export { requestLog } from './request-log';
export { bodyGuard, jsonDepth, parseJsonBody, MAX_JSON_DEPTH, type BodyGuardOptions } from './body-guard';
