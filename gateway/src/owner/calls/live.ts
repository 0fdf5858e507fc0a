import type { Redis } from 'ioredis';
import { keys } from '../../store';

type Listener = (event: string) => void;

/**
 * Live call events for open Calls pages. Whichever gateway process writes a call record
 * publishes on the agent's channel (call-index.ts); every process holding an open page
 * subscribes, over one subscriber connection per process, opened with the first page and
 * closed with the last.
 */
export function createCallEventHub(redis: Redis) {
  let sub: Redis | null = null;
  const listeners = new Map<string, Set<Listener>>();
  let ready: Promise<unknown> = Promise.resolve();

  function connection(): Redis {
    if (!sub) {
      const s = redis.duplicate();
      s.on('message', (channel: string, message: string) => {
        for (const fn of listeners.get(channel) ?? []) fn(message);
      });
      s.on('error', () => undefined);
      sub = s;
    }
    return sub;
  }

  return {
    /** Calls `fn` with each event JSON of the agent's calls; resolves once subscribed. */
    async subscribe(agentId: string, fn: Listener): Promise<() => Promise<void>> {
      const channel = keys.ownerCallEvents(agentId);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        const s = connection();
        ready = ready.then(() => s.subscribe(channel));
      }
      set.add(fn);
      await ready;
      return async () => {
        const current = listeners.get(channel);
        if (!current?.delete(fn) || current.size) return;
        listeners.delete(channel);
        const s = sub;
        if (!s) return;
        ready = ready.then(() => s.unsubscribe(channel));
        await ready;
        if (!listeners.size && sub === s) {
          sub = null;
          await s.quit().catch(() => undefined);
        }
      };
    },
  };
}
export type CallEventHub = ReturnType<typeof createCallEventHub>;
