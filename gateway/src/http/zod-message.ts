import type { ZodError } from 'zod';

/** Turns a zod error into one readable sentence naming the field(s). */
export function describeZodError(err: ZodError, max = 3): string {
  const parts = err.issues.slice(0, max).map((i) => {
    const field = i.path.length ? i.path.map(String).join('.') : 'body';
    if (i.code === 'invalid_type' && /received undefined/.test(i.message)) return `${field} is required`;
    return `${field}: ${i.message}`;
  });
  const more = err.issues.length > max ? ` (and ${err.issues.length - max} more)` : '';
  return `Invalid request: ${parts.join('; ')}${more}.`;
}
