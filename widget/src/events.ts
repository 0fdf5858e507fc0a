// Page-facing events and client tools shared by every widget on the page (window.Bookline).

export type EventName = 'ready' | 'open' | 'close' | 'state' | 'message' | 'clientTool' | 'end' | 'error';
export type Handler = (detail: Record<string, unknown>) => unknown;
export type ToolHandler = (parameters: Record<string, unknown>, detail: Record<string, unknown>) => unknown;

const listeners = new Map<string, Set<Handler>>();
/** Page-registered client tool handlers (`Bookline.registerClientTool(name, fn)`). */
export const tools = new Map<string, ToolHandler>();

export function on(event: string, fn: Handler): () => void {
  if (typeof fn !== 'function') return () => {};
  let set = listeners.get(event);
  if (!set) listeners.set(event, (set = new Set()));
  set.add(fn);
  return () => off(event, fn);
}

export function off(event: string, fn: Handler): void {
  listeners.get(event)?.delete(fn);
}

export function hasListeners(event: string): boolean {
  return (listeners.get(event)?.size ?? 0) > 0;
}

/** Calls every listener; one that throws is logged and does not stop the others. */
export function emit(event: EventName, detail: Record<string, unknown>): void {
  for (const fn of listeners.get(event) ?? []) {
    try {
      fn(detail);
    } catch (e) {
      console.error('[Bookline widget] a Bookline.on("' + event + '") handler threw', e);
    }
  }
}
