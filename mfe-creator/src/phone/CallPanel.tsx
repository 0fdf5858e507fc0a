import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Listener, recognitionCtor, Speaker } from '@bookline/widget/speech';
import { TEXTS } from '../texts';
import { SandboxCall, type CallSnapshot, type SpeechOut } from './sandbox-call';
import { displayNumber, sandboxCallerId } from './twiml';

const T = TEXTS.call;
const CALLER_KEY = 'booklineSandboxCaller';

/** One fictional caller id per tab, so the receptionist recognises a returning caller. */
function callerId(): string {
  try {
    const stored = sessionStorage.getItem(CALLER_KEY);
    if (stored && /^\+1\d{10}$/.test(stored)) return stored;
    const id = sandboxCallerId();
    sessionStorage.setItem(CALLER_KEY, id);
    return id;
  } catch {
    return sandboxCallerId();
  }
}

export interface CallTarget {
  /** Who is called, as the panel names it ("Sunrise Plumbing", "the Bookline setup line"). */
  callee: string;
  /** The number dialled (E.164), or "" when the agent has none yet. */
  to: string;
  agentId?: string;
  /** After a setup-line call: offer the new agent's demo page. */
  setup?: boolean;
}

/**
 * The in-page "phone" for a sandbox test call: a modal dialog (focus moves in, Escape hangs up
 * and closes, focus returns to the opener) with the transcript as it streams, typed (or spoken)
 * input, the agent's voice with a mute toggle, keypad 0, Hang up, and "Call ended".
 */
export function CallPanel({ target: given, onClose }: { target: CallTarget; onClose: () => void }) {
  // The call is placed to the target as it was when the panel opened: a number arriving (or the
  // parent re-rendering with a new object) mid-call must not hang up the caller and redial.
  const [target] = useState(given);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const closeBtn = useRef<HTMLButtonElement>(null);
  const logEl = useRef<HTMLOListElement>(null);
  const from = useMemo(callerId, []);
  const [snap, setSnap] = useState<CallSnapshot>({ status: 'dialling', lines: [], streaming: false });
  const [text, setText] = useState('');
  const [muted, setMuted] = useState(false);
  const [listening, setListening] = useState(false);
  const [micNote, setMicNote] = useState('');
  const [callSid, setCallSid] = useState('');
  const mutedRef = useRef(false);
  const canSpeak = typeof speechSynthesis !== 'undefined';
  const canListen = useMemo(() => Boolean(recognitionCtor()), []);

  const callRef = useRef<SandboxCall | null>(null);
  const listenerRef = useRef<Listener | null>(null);

  // Open as a modal and place the call (once per opening); on the way out hang up and give focus
  // back to the opener.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const d = dialog.current!;
    if (!d.open) d.showModal();
    input.current?.focus();
    const speaker = canSpeak ? new Speaker('en-US', () => {}) : null;
    const speech: SpeechOut | undefined = speaker
      ? {
          push: (t, last) => {
            if (!mutedRef.current) speaker.push(t, last);
          },
          get speaking() {
            return !mutedRef.current && speaker.speaking;
          },
          interrupt: () => speaker.interrupt(),
          reset: () => speaker.reset(),
        }
      : undefined;
    const call = new SandboxCall({ to: target.to, from, ...(target.agentId ? { agentId: target.agentId } : {}), onChange: setSnap, ...(speech ? { speech } : {}) });
    const listener = new Listener({
      onPartial: () => {},
      onFinal: (t) => call.say(t),
      onError: () => {
        setListening(false);
        setMicNote(T.micUnavailable);
      },
    });
    callRef.current = call;
    setCallSid(call.callSid);
    listenerRef.current = listener;
    void call.start();
    return () => {
      listener.stop();
      call.hangUp();
      if (d.open) d.close();
      opener?.focus();
    };
  }, [target, from, canSpeak]);

  const connected = snap.status === 'connected';
  const live = snap.status === 'dialling' || snap.status === 'connected' || snap.status === 'transferring';
  useEffect(() => {
    if (!live) {
      listenerRef.current?.stop();
      setListening(false);
      closeBtn.current?.focus();
    }
  }, [live]);

  // The input is usable once the relay is up: put the caller there.
  useEffect(() => {
    if (connected) input.current?.focus();
  }, [connected]);

  useEffect(() => {
    const el = logEl.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [snap.lines]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    callRef.current?.say(text);
    setText('');
  };

  const toggleMute = () => {
    mutedRef.current = !muted;
    if (!muted) callRef.current?.silence();
    setMuted(!muted);
  };

  const toggleMic = () => {
    const listener = listenerRef.current;
    if (!listener) return;
    if (listening) {
      listener.stop();
      setListening(false);
    } else {
      setMicNote('');
      setListening(true);
      void listener.start('en-US');
    }
  };

  const newAgent = target.setup && typeof snap.handoff?.agentId === 'string' && /^agent_[A-Za-z0-9]+$/.test(snap.handoff.agentId) ? snap.handoff.agentId : '';

  return (
    <dialog
      ref={dialog}
      className="cr-call"
      aria-labelledby="call-title"
      aria-describedby="call-lead"
      data-call-sid={callSid}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="cr-call__head">
        <h2 id="call-title">
          <span className="cr-call__badge" aria-hidden="true">
            Sandbox
          </span>{' '}
          {T.title}
        </h2>
        <p id="call-lead" className="cr-call__lead">
          {T.lead(target.callee, displayNumber(from))}
        </p>
        <p className="cr-call__status" role="status" data-status={snap.status}>
          {T.status[snap.status]}
        </p>
      </div>
      <ol ref={logEl} className="cr-call__log" role="log" aria-label={T.transcript} aria-busy={snap.streaming}>
        {snap.lines.map((l) => (
          <li key={l.id} className={`cr-call__line cr-call__line--${l.role}`} data-role={l.role}>
            {l.role === 'system' ? (
              <em>{l.text}</em>
            ) : (
              <>
                <strong>{l.role === 'agent' ? T.agent : T.caller}: </strong>
                <span className="cr-call__text">{l.text}</span>
                {l.cut ? <span className="cr-call__cut"> {T.cut}</span> : null}
              </>
            )}
          </li>
        ))}
      </ol>
      {newAgent ? (
        <p className="cr-call__done">
          {T.setupDone(displayNumber(from))}{' '}
          <a href={`/demo/agent/${newAgent}`}>{T.openDemo}</a>
        </p>
      ) : null}
      <form className="cr-call__say" onSubmit={submit}>
        <label htmlFor="call-say">{T.sayLabel}</label>
        <div className="cr-call__row">
          <input
            id="call-say"
            ref={input}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={T.sayPlaceholder}
            autoComplete="off"
            disabled={!connected}
            maxLength={500}
          />
          <button type="submit" className="bl-btn bl-btn--primary cr-small" disabled={!connected}>
            {T.say}
          </button>
        </div>
      </form>
      {micNote ? <p className="cr-call__note">{micNote}</p> : null}
      <div className="cr-call__controls">
        {canListen ? (
          <button type="button" className="bl-btn bl-btn--secondary cr-small" aria-pressed={listening} onClick={toggleMic} disabled={!connected}>
            {listening ? T.listening : T.listen}
          </button>
        ) : null}
        {canSpeak ? (
          <button type="button" className="bl-btn bl-btn--secondary cr-small" aria-pressed={muted} onClick={toggleMute}>
            {T.mute}
          </button>
        ) : null}
        <button type="button" className="bl-btn bl-btn--secondary cr-small" aria-label={T.keypad0Label} onClick={() => callRef.current?.press('0')} disabled={!connected}>
          {T.keypad0}
        </button>
        {/* Two elements (keys), not one relabelled: a click meant for Hang up as the agent ends
            the call must not land on Close and shut the transcript the caller is reading. */}
        {live ? (
          <button key="hang-up" type="button" className="bl-btn cr-small cr-call__hangup" onClick={() => callRef.current?.hangUp()}>
            {T.hangUp}
          </button>
        ) : (
          <button key="close" type="button" ref={closeBtn} className="bl-btn bl-btn--primary cr-small" onClick={onClose}>
            {T.close}
          </button>
        )}
      </div>
    </dialog>
  );
}
