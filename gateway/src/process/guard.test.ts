import { EventEmitter } from 'node:events';
import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging';
import { guardProcess } from './guard';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { lines, log: createLogger({ level: 'info', destination }) };
}

describe('guardProcess', () => {
  it('logs an unhandled rejection and an uncaught exception, and removes its handlers when asked', async () => {
    const { lines, log } = capture();
    const target = new EventEmitter();
    const stop = guardProcess({ log, target: target as unknown as NodeJS.Process });
    target.emit('unhandledRejection', new Error('redis went away'));
    target.emit('uncaughtException', new TypeError('x is not a function'));
    target.emit('unhandledRejection', 'a plain string');
    await new Promise((r) => setImmediate(r));
    expect(lines.map((l) => [l.msg, l.err])).toStrictEqual([
      ['unhandled promise rejection (kept serving)', 'redis went away'],
      ['uncaught exception (kept serving)', 'x is not a function'],
      ['unhandled promise rejection (kept serving)', 'a plain string'],
    ]);
    stop();
    expect(target.listenerCount('unhandledRejection') + target.listenerCount('uncaughtException')).toBe(0);
  });

  it('keeps a real process alive after a stray rejection', async () => {
    // Without the guard Node exits with code 1 on an unhandled rejection.
    const code = `
      const { guardProcess } = await import(${JSON.stringify(new URL('./guard.ts', import.meta.url).pathname)});
      guardProcess({ log: { error: (o, m) => console.log(m) } });
      Promise.reject(new Error('stray'));
      setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    const exit = await new Promise<number | null>((r) => child.on('exit', r));
    expect(exit).toBe(0);
    expect(out).toContain('unhandled promise rejection (kept serving)');
    expect(out).toContain('still serving');
  }, 30_000);
});
