// The widget's markup (rendered into its shadow root). No hooks: the Widget re-renders on change.
import { Fragment, h } from 'preact';
import { TEXTS } from './texts';
import type { Widget } from './widget';

export function View({ w }: { w: Widget }) {
  const floating = w.cfg.position !== 'inline';
  const open = w.opened || !floating;
  // Every state but idle has a status line, read from TEXTS at render time (the gateway may send them translated).
  const state = w.state();
  return (
    <>
      {floating && (
        <button class="lc" type="button" aria-expanded={w.opened ? 'true' : 'false'} aria-controls="p" onClick={() => (w.opened ? w.close() : w.open())}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 4h16v11H8l-4 4z" />
          </svg>
          {TEXTS.launcher}
        </button>
      )}
      {open && (
        <section class="p" id="p" aria-label={w.name || TEXTS.title} onKeyDown={(e) => floating && e.key === 'Escape' && w.close()}>
          <div class="hd">
            <h2>{w.name || TEXTS.title}</h2>
            {floating && (
              <button class="x" type="button" aria-label={TEXTS.close} onClick={() => w.close()}>
                ×
              </button>
            )}
          </div>
          <div class="log" role="log" aria-live="polite" aria-label={TEXTS.transcript} aria-busy={w.streaming ? 'true' : 'false'}>
            {w.msgs.map((m) => (
              <p class={'m ' + m.role}>
                {m.role !== 'n' && <span class="sr">{(m.role === 'u' ? TEXTS.you : TEXTS.agent) + ': '}</span>}
                {m.text}
                {m.cut && <i>…</i>}
              </p>
            ))}
          </div>
          <p class="st" role="status">
            {state !== 'idle' ? TEXTS[state] : w.msgs.length ? '' : TEXTS.ready}
          </p>
          {w.canTalk && (
            <div class="vc">
              {w.inCall ? (
                <button class="end" type="button" onClick={() => w.endCall()}>
                  {TEXTS.endCall}
                </button>
              ) : (
                <button class="talk" type="button" onClick={() => void w.startCall()}>
                  {TEXTS.talk}
                </button>
              )}
            </div>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const input = (e.currentTarget as HTMLFormElement).elements.namedItem('q') as HTMLInputElement;
              w.send(input.value);
              input.value = '';
            }}
          >
            <label class="sr" for="i">
              {TEXTS.inputLabel}
            </label>
            <input id="i" name="q" autocomplete="off" placeholder={TEXTS.placeholder} maxLength={1000} />
            <button type="submit">{TEXTS.send}</button>
          </form>
        </section>
      )}
    </>
  );
}
