import type { Lang } from './i18n';
import type { ToolContext } from './tools';

/** What a call ends with; sent as the `end` message's handoffData (JSON). */
export interface Handoff {
  reason: 'transfer' | 'emergency' | 'done';
  [k: string]: unknown;
}

/** What a brain may do during one turn. The session implements it. */
export interface TurnIO {
  /** Speak a sentence (streamed to the caller as text tokens). */
  say(text: string): void;
  /** Run a tool by name; a holding phrase is spoken if it takes longer than ~300 ms. */
  tool<R = unknown>(name: string, args: unknown): Promise<R>;
  /** End the call after the reply (transfer, emergency or done). */
  end(handoff: Handoff): void;
  /** Switch the call's speech and transcription language (ConversationRelay `language` message). */
  language?(lang: Lang): void;
  /** Ask the web page to run a client tool (web channel only; ignored on the phone). */
  clientTool(name: string, parameters: Record<string, unknown>): void;
  /** Aborted when the caller hangs up; brains stop talking but finish what they started writing. */
  signal: AbortSignal;
}

export interface CallInfo {
  channel: 'phone' | 'web';
  callerPhone?: string;
  /** 'message': the owner did not answer a transfer; take an urgent message. */
  mode: 'receptionist' | 'message' | 'setup';
  /** The language the call starts in (the widget's `data-language`); English when not given. */
  lang?: Lang;
}

/** One conversation brain per call: the built-in engine or the LLM. Same tools, same facts. */
export interface Brain {
  turn(text: string, io: TurnIO): Promise<void>;
  /** Called when the call ends, to let go of anything held (a slot hold). */
  dispose?(ctx: ToolContext): Promise<void>;
  /** The brain's dialogue state as plain JSON (the built-in engine), to persist between turns. */
  snapshot?(): unknown;
}
