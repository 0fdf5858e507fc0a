// Browser speech: recognition (SpeechRecognition / webkitSpeechRecognition) and synthesis
// (speechSynthesis), with what was actually spoken tracked for barge-in (protocols.md §3 interrupt).

interface RecognitionResult {
  isFinal: boolean;
  0: { transcript: string };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: ArrayLike<RecognitionResult> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

export function recognitionCtor(): RecognitionCtor | undefined {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export interface ListenerEvents {
  /** Words heard so far in this utterance (used for barge-in). */
  onPartial: (text: string) => void;
  onFinal: (text: string) => void;
  /** 'denied' (no microphone permission) or 'unavailable' (no recognition service). */
  onError: (kind: 'denied' | 'unavailable') => void;
}

/** Continuous recognition that restarts itself after silence until stopped. */
export class Listener {
  #rec: Recognition | null = null;
  /** Recognition is running (the microphone is open). */
  on = false;

  constructor(private ev: ListenerEvents) {}

  /** Asks for the microphone (only ever called from a click) and starts recognising. */
  async start(lang: string): Promise<void> {
    const Ctor = recognitionCtor();
    if (!Ctor) return this.ev.onError('unavailable');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const t of stream.getTracks()) t.stop();
    } catch (e) {
      return this.ev.onError((e as Error).name === 'NotAllowedError' ? 'denied' : 'unavailable');
    }
    const rec = (this.#rec = new Ctor());
    rec.lang = lang;
    rec.continuous = true;
    rec.interimResults = true;
    rec.onresult = (e) => {
      let text = '';
      let final = false;
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i]!;
        text += r[0].transcript;
        final ||= r.isFinal;
      }
      text = text.trim();
      if (!text) return;
      this.ev.onPartial(text);
      if (final) this.ev.onFinal(text);
    };
    rec.onerror = (e) => {
      if (e.error === 'no-speech' || e.error === 'aborted') return;
      this.stop();
      this.ev.onError(e.error === 'not-allowed' ? 'denied' : 'unavailable');
    };
    rec.onend = () => {
      if (this.on && this.#rec === rec) {
        try {
          rec.start();
        } catch {
          /* already started */
        }
      }
    };
    this.on = true;
    rec.start();
  }

  setLang(lang: string): void {
    if (this.#rec) this.#rec.lang = lang;
  }

  stop(): void {
    this.on = false;
    const rec = this.#rec;
    this.#rec = null;
    rec?.abort();
  }
}

/**
 * Speaks a streamed reply sentence by sentence and knows how much of it was heard.
 * Example: "Sure. We have 3pm free." arrives as tokens; "Sure." is spoken as soon as the
 * space after it arrives; an interrupt during the second sentence at character 8 reports
 * "Sure. We have".
 */
export class Speaker {
  #pending = '';
  #spoken = '';
  #current = '';
  #currentAt = 0;
  #queued = 0;
  #startedAt = 0;
  #gen = 0;
  #voice: SpeechSynthesisVoice | undefined;
  readonly available = typeof speechSynthesis !== 'undefined';

  constructor(
    public lang: string,
    private onIdle: () => void,
  ) {}

  /** Adds streamed text; speaks every complete sentence (and the rest when `last`). */
  push(token: string, last: boolean): void {
    this.#pending += token;
    const m = last ? this.#pending.length : lastSentenceEnd(this.#pending);
    if (m > 0) {
      const chunk = this.#pending.slice(0, m);
      this.#pending = this.#pending.slice(m);
      if (chunk.trim()) this.#say(chunk);
    }
    if (last && this.#queued === 0) this.onIdle();
  }

  #say(text: string): void {
    if (!this.available) {
      this.#spoken += text;
      return;
    }
    if (!this.#startedAt) this.#startedAt = Date.now();
    const gen = this.#gen;
    const u = new SpeechSynthesisUtterance(text);
    u.lang = this.lang;
    this.#voice ??= speechSynthesis.getVoices().find((v) => v.lang === this.lang) ?? speechSynthesis.getVoices().find((v) => v.lang.startsWith(this.lang.slice(0, 2)));
    if (this.#voice) u.voice = this.#voice;
    u.onstart = () => {
      this.#current = text;
      this.#currentAt = 0;
    };
    u.onboundary = (e) => {
      this.#currentAt = e.charIndex;
    };
    u.onend = u.onerror = () => {
      if (gen !== this.#gen) return;
      if (this.#current === text) this.#current = '';
      this.#spoken += text;
      if (--this.#queued === 0 && !this.#pending) this.onIdle();
    };
    this.#queued++;
    speechSynthesis.speak(u);
  }

  get speaking(): boolean {
    return this.#queued > 0;
  }

  /** Stops speaking; answers what had been spoken and for how long. */
  interrupt(): { utteranceUntilInterrupt: string; durationUntilInterruptMs: number } {
    const heard = (this.#spoken + this.#current.slice(0, this.#currentAt)).trim();
    const durationUntilInterruptMs = this.#startedAt ? Date.now() - this.#startedAt : 0;
    this.reset();
    return { utteranceUntilInterrupt: heard, durationUntilInterruptMs };
  }

  reset(): void {
    this.#pending = this.#spoken = this.#current = '';
    this.#queued = this.#currentAt = this.#startedAt = 0;
    this.#gen++;
    if (this.available) speechSynthesis.cancel();
  }
}

/** Index just past the last sentence end followed by a space, or 0. */
export function lastSentenceEnd(text: string): number {
  const re = /[.!?]["')\]]*\s/g;
  let end = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) end = m.index + m[0].length;
  return end;
}
