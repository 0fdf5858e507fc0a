import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured logs: a static message plus fields. Personal data only under the `pii`
 * key so a deployment can redact it; secrets and tokens never.
 */
export function createLogger({ level = 'info', destination }: { level?: string; destination?: pino.DestinationStream } = {}): Logger {
  return pino(
    {
      level,
      base: { service: 'bookline-gateway' },
      redact: { paths: ['pii', '*.pii', 'req.headers.cookie', 'req.headers.authorization'], censor: '[redacted]' },
    },
    destination,
  );
}
