import type { Logger } from '../logging';

export interface ProcessGuardOptions {
  log: Logger;
  /** The process to guard (tests pass an EventEmitter). Default: the real one. */
  target?: Pick<NodeJS.Process, 'on' | 'off'>;
}

/**
 * Last line of defence: an unhandled rejection or uncaught exception from any request, socket or
 * job is logged and the gateway keeps serving the others. Every known `void promise` has its own
 * catch; this is for the ones nobody foresaw (a hang-up while Redis is down used to kill the
 * process with MaxRetriesPerRequestError). Returns a function that removes the handlers.
 */
export function guardProcess({ log, target = process }: ProcessGuardOptions): () => void {
  const onRejection = function onUnhandledRejection(reason: unknown) {
    const err = reason instanceof Error ? reason : new Error(String(reason));
    log.error({ err: err.message, name: err.name, stack: err.stack }, 'unhandled promise rejection (kept serving)');
  };
  const onException = function onUncaughtException(err: Error) {
    log.error({ err: err.message, name: err.name, stack: err.stack }, 'uncaught exception (kept serving)');
  };
  target.on('unhandledRejection', onRejection);
  target.on('uncaughtException', onException);
  return () => {
    target.off('unhandledRejection', onRejection);
    target.off('uncaughtException', onException);
  };
}
