import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Redis } from 'ioredis';
import twilio from 'twilio';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { createRelaySession, type RelayAuth, type RelayDeps, type RelaySession } from './session';
import { redeemRelayToken } from './tokens';

export interface RelayServerOptions {
  server: Server;
  config: Config;
  redis: Redis;
  log: Logger;
  deps: Omit<RelayDeps, 'redis' | 'log'>;
  path?: string;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * `WS /relay`: the ConversationRelay websocket. The handshake is authenticated by a one-time
 * token (from our TwiML, the widget session or the sandbox phone) or, when a Twilio auth
 * token is configured, by Twilio's signature of the websocket URL.
 */
export function attachRelay({ server, config, redis, log, deps, path = '/relay' }: RelayServerOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** Each live socket's session and the queue its frames are handled in, in order. */
  const live = new Map<WebSocket, { session: RelaySession; queue: Promise<unknown> }>();
  /** Shutting down: new relay sockets are refused (503), so Twilio and the widget go to another gateway. */
  let draining = false;

  async function authenticate(req: IncomingMessage): Promise<RelayAuth | null> {
    const u = new URL(req.url ?? '/', 'http://local');
    const token = u.searchParams.get('token');
    if (token) return redeemRelayToken(redis, token);
    const sig = req.headers['x-twilio-signature'];
    if (config.TWILIO_AUTH_TOKEN && typeof sig === 'string') {
      const url = `${config.publicUrl.replace(/^http/, 'ws')}${u.pathname}${u.search}`;
      if (twilio.validateRequest(config.TWILIO_AUTH_TOKEN, sig, url, {})) return { kind: 'twilio' };
    }
    return null;
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => socket.destroy());
    let u: URL;
    try {
      u = new URL(req.url ?? '/', 'http://local');
    } catch {
      return refuse(socket, 400, 'Bad Request');
    }
    // The relay is the only websocket this server speaks: any other upgrade is answered and closed.
    if (u.pathname !== path) return refuse(socket, 404, 'Not Found');
    if (draining) return refuse(socket, 503, 'Service Unavailable');
    authenticate(req).then((auth) => {
      if (!auth) return refuse(socket, 401, 'Unauthorized');
      wss.handleUpgrade(req, socket, head, (ws) => {
        // A reply goes out as many small text frames in one synchronous stretch: corked until the
        // next tick, they leave in one write instead of a syscall each.
        let corked = false;
        const session = createRelaySession({
          send: (frame) => {
            if (ws.readyState !== ws.OPEN) return;
            if (!corked) {
              corked = true;
              socket.cork();
              process.nextTick(() => {
                corked = false;
                socket.uncork();
              });
            }
            ws.send(JSON.stringify(frame));
          },
          // 1012 "service restart": the call continues on another gateway.
          close: (kind = 'refused') => (kind === 'done' ? ws.close(1000, 'done') : kind === 'restart' ? ws.close(1012, 'restart') : ws.close(1008, 'refused')),
        }, auth, { ...deps, redis, log });
        const entry = { session, queue: Promise.resolve() as Promise<unknown> };
        live.set(ws, entry);
        // A socket that never sends `setup` is closed.
        const setupTimer = setTimeout(() => {
          if (!session.callSid) ws.close(1008, 'no setup');
        }, config.RELAY_SETUP_TIMEOUT_MS);
        setupTimer.unref();
        ws.on('message', (data) => {
          const raw = String(data);
          entry.queue = entry.queue.then(() => session.message(raw)).catch((err) => log.error({ err: (err as Error).message }, 'relay message failed'));
        });
        ws.on('close', () => {
          clearTimeout(setupTimer);
          live.delete(ws);
          // Closing writes the call record; with Redis down that fails: log it, never crash.
          entry.queue = entry.queue.then(() => session.closed()).catch((err) => log.warn({ err: (err as Error).message }, 'relay close failed'));
        });
        ws.on('error', () => ws.terminate());
      });
    }).catch((err) => {
      log.error({ err: (err as Error).message }, 'relay handshake failed');
      refuse(socket, 503, 'Service Unavailable');
    });
  }

  server.on('upgrade', onUpgrade);
  return {
    get sessions() {
      return live.size;
    },
    /**
     * Graceful: refuse new relay sockets, let each live call finish its turn and hand over (see
     * `RelaySession.suspend`), then close what is left after `graceMs`.
     */
    async close(graceMs = 0) {
      draining = true;
      if (graceMs > 0 && live.size) {
        // Frames the callers sent before the shutdown are read and queued first (a prompt already
        // on the wire is answered before the hand-over), then each call hands over in its turn.
        await new Promise((r) => setTimeout(r, 20));
        const handedOver = Promise.all([...live.values()].map((e) => (e.queue = e.queue.then(() => e.session.suspend()).catch(() => undefined))));
        await Promise.race([handedOver, new Promise((r) => setTimeout(r, graceMs).unref())]);
        // Let the closing handshakes go out before the sockets are cut.
        await new Promise((r) => setTimeout(r, 50));
      }
      server.off('upgrade', onUpgrade);
      for (const ws of live.keys()) ws.terminate();
      wss.close();
    },
  };
}
