// Test support for the widget: a protocol-faithful fake of the gateway side (serves widget.js,
// POST /widget/session, WS /relay speaking ConversationRelay frames) and a host-page server on
// another origin with a hostile stylesheet.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { WebSocketServer, type WebSocket } from 'ws';
import { ROOT } from '../setup/e2e';
import { useFixture } from './browser';

export type Frame = { type: string; [k: string]: unknown };

export interface RelaySession {
  token: string;
  agentId: string;
  ws: WebSocket;
  frames: Frame[];
  send(frame: Frame): void;
}

/** What the fake agent answers to one prompt: the reply split into tokens. */
export type Reply = (prompt: string, s: RelaySession) => string[] | Promise<string[]>;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  if (!addr || typeof addr !== 'object') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

const close = (server: Server) =>
  new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  });

async function body(req: IncomingMessage): Promise<string> {
  let s = '';
  for await (const c of req) s += c;
  return s;
}

/** Agent ids the fake refuses, the way the real gateway is expected to. */
export const UNAVAILABLE_AGENT = 'agent_gone404';
export const TRIAL_ENDED_AGENT = 'agent_trialOver';

export async function startFakeRelay(opts: { reply?: Reply; tokenDelayMs?: number } = {}) {
  const sessions: RelaySession[] = [];
  const sessionRequests: Array<{ agentId: string; origin: string | undefined }> = [];
  const tokens = new Map<string, string>();
  let reply: Reply = opts.reply ?? ((p) => `You said: ${p}. How else can I help?`.split(/(?<= )/));
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, OPTIONS' };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/widget.js' || /^\/widget\.[0-9a-f]+\.js$/.test(path)) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' });
      return res.end(await readFile(join(ROOT, 'widget/dist/widget.js')));
    }
    if (path === '/widget/session' && req.method === 'OPTIONS') return res.writeHead(204, cors).end();
    // What the widget looks up on open (issue 14): no name or greeting here, so the tests see the generic title.
    if (path.startsWith('/widget/agent/') && req.method === 'GET') {
      return res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ available: !path.endsWith(UNAVAILABLE_AGENT) }));
    }
    if (path === '/widget/session' && req.method === 'POST') {
      const { agentId } = JSON.parse(await body(req)) as { agentId: string };
      sessionRequests.push({ agentId, origin: req.headers.origin });
      const json = (status: number, b: unknown) => res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(b));
      if (agentId === UNAVAILABLE_AGENT) return json(404, { success: false, error: 'Agent not found' });
      if (agentId === TRIAL_ENDED_AGENT) return json(402, { success: false, error: 'The free trial has ended', code: 'trial_ended' });
      const token = 'tok_' + Math.random().toString(36).slice(2);
      tokens.set(token, agentId);
      return json(200, { token, relayUrl: `${url.replace('http', 'ws')}/relay?token=${token}` });
    }
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const token = u.searchParams.get('token') ?? '';
    const agentId = tokens.get(token);
    if (u.pathname !== '/relay' || !agentId) return socket.destroy();
    tokens.delete(token); // one use, like the real short-lived token
    wss.handleUpgrade(req, socket, head, (ws) => {
      const s: RelaySession = { token, agentId, ws, frames: [], send: (f) => ws.send(JSON.stringify(f)) };
      sessions.push(s);
      ws.on('message', async (data) => {
        const f = JSON.parse(String(data)) as Frame;
        s.frames.push(f);
        if (f.type === 'prompt' && f.last) {
          const tokens = await reply(String(f.voicePrompt), s);
          for (let i = 0; i < tokens.length; i++) {
            if (ws.readyState !== ws.OPEN) return;
            s.send({ type: 'text', token: tokens[i], last: i === tokens.length - 1 });
            if (opts.tokenDelayMs) await new Promise((r) => setTimeout(r, opts.tokenDelayMs));
          }
        }
      });
    });
  });
  const url = await listen(server);
  return {
    url,
    sessions,
    sessionRequests,
    setReply(r: Reply) {
      reply = r;
    },
    /** Every frame the widget sent, over all its sessions. */
    frames: () => sessions.flatMap((s) => s.frames),
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await close(server);
    },
  };
}

/** A host stylesheet that tries to break anything it can reach. */
export const HOSTILE_CSS = `
*,*::before,*::after{all:unset!important;font-family:"Comic Sans MS",cursive!important;color:#f0f!important;line-height:4!important;letter-spacing:3px!important;text-transform:uppercase!important;box-sizing:content-box!important}
html{font-size:5px!important}
body{display:block!important;margin:40px!important;background:#ff0!important}
div,section,button,input,p,form,h2{display:inline!important;padding:30px!important;border:5px dotted red!important;background:lime!important;position:static!important;width:10px!important;font-size:30px!important}
button{visibility:hidden!important}
[data-bookline-widget],#bookline-widget{display:block!important}
style,script,head{display:none!important}
`;

/** Serves host pages (registered by path) on its own origin. */
export async function startHostServer() {
  const pages = new Map<string, { html: string; headers?: Record<string, string> }>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return res.writeHead(204).end();
    const page = pages.get(path);
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  const url = await listen(server);
  // Another host name for the same loopback address, so host pages and the gateway are different sites too.
  const origin = url.replace('127.0.0.1', 'localhost');
  return {
    url: origin,
    page(path: string, html: string, headers?: Record<string, string>) {
      pages.set(path, { html, headers });
      return origin + path;
    },
    close: () => close(server),
  };
}

export function hostPage({ head = '', body = '', hostile = true }: { head?: string; body?: string; hostile?: boolean }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${hostile ? `<style>${HOSTILE_CSS}</style>` : ''}${head}</head><body>${body}</body></html>`;
}

/** The widget's inner element (`.bl`) of the n-th mounted widget, through its open shadow root. */
export function widgetIn(page: Page, n = 0) {
  return page.locator('[data-bookline-ready="true"]').nth(n);
}

/** Texts of the transcript bubbles of the n-th widget (screen-reader prefixes included). */
export async function transcript(page: Page, n = 0): Promise<string[]> {
  return widgetIn(page, n).locator('.m').allTextContents();
}

/**
 * React 19 (production CommonJS builds from node_modules, wired with a tiny require shim since
 * React 19 ships no UMD build) as one classic script defining window.React and window.ReactDOM.
 */
export async function reactGlobalScript(): Promise<string> {
  const files: Record<string, string> = {
    react: 'react/cjs/react.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  };
  let defs = '';
  for (const [name, file] of Object.entries(files)) {
    defs += `defs[${JSON.stringify(name)}]=function(module,exports,require){${await readFile(join(ROOT, 'node_modules', file), 'utf8')}\n};\n`;
  }
  return `(function(){var process={env:{NODE_ENV:'production'}};var defs={},cache={};function req(n){if(cache[n])return cache[n].exports;var m=cache[n]={exports:{}};defs[n](m,m.exports,req);return m.exports}
${defs}window.React=req('react');window.ReactDOM=req('react-dom/client');})();`;
}

export const libFile = (path: string) => readFile(join(ROOT, 'node_modules', path), 'utf8');

/** A host-page server for a test file (see startHostServer). */
export const useHostServer = () => useFixture(startHostServer, (h) => h.close());
/** A fake relay for a test file (see startFakeRelay). */
export const useFakeRelay = (opts: Parameters<typeof startFakeRelay>[0] = {}) => useFixture(() => startFakeRelay(opts), (r) => r.close());
