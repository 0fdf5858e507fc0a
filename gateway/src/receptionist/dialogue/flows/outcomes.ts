import type { TurnIO } from '../../brain';
import type { Dialogue } from '../context';

/** Ways a call ends, shared by every flow. */
export function goodbye(d: Dialogue, io: TurnIO) {
  io.say(d.call.channel === 'web' ? d.t`Thank you for contacting ${d.profile.name}. Goodbye!` : d.t`Thank you for calling ${d.profile.name}. Goodbye!`);
  io.end({ reason: 'done' });
}

export async function transfer(d: Dialogue, io: TurnIO, reason: 'transfer' | 'emergency', summary: string) {
  await d.release();
  const r = await io.tool<{ handoff: { reason: 'transfer' | 'emergency' } }>('transfer_to_owner', { reason, summary });
  io.say(d.t`Okay, I'm connecting you to ${d.ownerWord} now. Please hold.`);
  io.end({ ...r.handoff, ...(d.st.name ? { callerName: d.st.name } : {}), summary });
}
