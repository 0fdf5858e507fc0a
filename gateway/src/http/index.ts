export { ApiError } from './api-error';
export { createErrorHandler, errorJson, GENERIC_ERROR } from './error-handler';
export { describeZodError } from './zod-message';
export { clientIp, isHttps } from './client-ip';
export { countHit, rateLimit, TOO_MANY, type HitOptions, type RateLimitOptions } from './rate-limit';
export { sessions, SESSION_COOKIE, type Session, type SessionVariables } from './session';
export { securityHeaders, baseSecurityHeaders, contentSecurityPolicy, HSTS } from './security-headers';
export { requestLog } from './request-log';
export { sameOrigin, type SameOriginOptions } from './same-origin';
