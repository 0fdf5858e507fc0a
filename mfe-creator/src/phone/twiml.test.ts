import { describe, expect, it } from 'vitest';
// What the gateway writes TwiML with (the Twilio SDK's VoiceResponse): what the sandbox phone reads.
import twilio from 'twilio';
import { SandboxCall, type CallSnapshot } from './sandbox-call';
import { decodeEntities, displayNumber, parseTwiml, parseXml, sandboxCallerId } from './twiml';

const { VoiceResponse } = twilio.twiml;

describe('parseTwiml', () => {
  it('reads the relay TwiML of /voice/incoming: url, greeting, parameters, action', () => {
    const r = new VoiceResponse();
    const relay = r.connect({ action: 'http://gw.test/voice/handoff?agentId=agent_abc&stage=message' })
      .conversationRelay({ url: 'ws://gw.test/relay?token=t0k&x=1', welcomeGreeting: "Hi, you've reached Bob's <Plumbing> & Co.", interruptible: 'any', dtmfDetection: true });
    relay.parameter({ name: 'agentId', value: 'agent_abc' });
    relay.parameter({ name: 'mode', value: 'message' });
    const doc = r.toString();
    expect(parseTwiml(doc)).toStrictEqual([{
      kind: 'connect',
      action: 'http://gw.test/voice/handoff?agentId=agent_abc&stage=message',
      relay: { url: 'ws://gw.test/relay?token=t0k&x=1', welcomeGreeting: "Hi, you've reached Bob's <Plumbing> & Co.", parameters: { agentId: 'agent_abc', mode: 'message' } },
    }]);
  });
  it('reads Say + Hangup and Dial/Number in order', () => {
    const bye = new VoiceResponse();
    bye.say("Sorry, we couldn't find it.");
    bye.hangup();
    expect(parseTwiml(bye.toString())).toStrictEqual([{ kind: 'say', text: "Sorry, we couldn't find it." }, { kind: 'hangup' }]);
    const r = new VoiceResponse();
    r.dial({ callerId: '+15125550100', timeout: 20, action: '/voice/dial-status?agentId=agent_a&reason=transfer' }).number({ url: '/voice/whisper' }, '+15128675309');
    const dial = r.toString();
    expect(parseTwiml(dial)).toStrictEqual([{ kind: 'dial', number: '+15128675309', callerId: '+15125550100', action: '/voice/dial-status?agentId=agent_a&reason=transfer' }]);
  });
  it('keeps unknown verbs as "other" and refuses what is not TwiML', () => {
    expect(parseTwiml('<Response><Pause length="1"/><Hangup/></Response>')).toStrictEqual([{ kind: 'other', tag: 'Pause' }, { kind: 'hangup' }]);
    expect(() => parseTwiml('<html><body>502</body></html>')).toThrow(/no <Response>/);
    expect(() => parseTwiml('<Response><Say>hi</Response>')).toThrow(/does not close/);
    expect(() => parseTwiml('<Response><Say>hi')).toThrow(/not closed/);
  });
  it('decodes entities and single-quoted attributes', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &quot;e&quot; &bogus;')).toBe('a & b <c> \'d\' "e" &bogus;');
    expect(parseXml("<a x='1 &amp; 2'/>").children[0]).toStrictEqual({ tag: 'a', attrs: { x: '1 & 2' }, children: [] });
  });
});

describe('sandbox caller id', () => {
  it('is always a fictional 555-01xx number in E.164', () => {
    for (const r of [0, 0.5, 0.999999]) expect(sandboxCallerId(() => r)).toMatch(/^\+1[2-9]\d{2}55501\d{2}$/);
    expect(displayNumber('+15125550137')).toBe('512-555-0137');
    expect(displayNumber('web')).toBe('web');
  });
});

/** A fake gateway answering the voice webhooks with TwiML, recording the form posts. */
function fakeGateway(answers: Record<string, string>) {
  const posts: Array<{ path: string; body: Record<string, string> }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    const u = new URL(url);
    posts.push({ path: u.pathname, body: Object.fromEntries(new URLSearchParams(String(init?.body))) });
    const doc = answers[u.pathname];
    return doc ? new Response(doc, { status: 200, headers: { 'content-type': 'text/xml' } }) : new Response('{}', { status: 404 });
  }) as typeof fetch;
  return { posts, fetchImpl };
}

describe('SandboxCall following TwiML (no relay)', () => {
  it('an unknown number: the spoken message, then "ended"', async () => {
    const bye = new VoiceResponse();
    bye.say('Sorry, this number is not in service. Goodbye.');
    bye.hangup();
    const gw = fakeGateway({ '/voice/incoming': bye.toString() });
    const seen: CallSnapshot[] = [];
    const call = new SandboxCall({ to: '+15125550199', from: '+15125550101', origin: 'http://gw.test', fetchImpl: gw.fetchImpl, onChange: (s) => seen.push(s) });
    await call.start();
    expect(gw.posts[0]).toMatchObject({ path: '/voice/incoming', body: { CallSid: call.callSid, From: '+15125550101', To: '+15125550199' } });
    expect(call.callSid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(call.snapshot.status).toBe('ended');
    expect(call.snapshot.lines.map((l) => [l.role, l.text])).toStrictEqual([['agent', 'Sorry, this number is not in service. Goodbye.']]);
    expect(seen.at(-1)?.status).toBe('ended');
  });
  it('names the agent when it has no number yet; a Dial is reported unanswered to its action', async () => {
    const dial = new VoiceResponse();
    dial.dial({ action: 'http://gw.test/voice/dial-status?agentId=agent_x' }).number('+15128675309');
    const hangUp = new VoiceResponse();
    hangUp.hangup();
    const gw = fakeGateway({ '/voice/incoming': dial.toString(), '/voice/dial-status': hangUp.toString() });
    const call = new SandboxCall({ to: '', from: '+15125550101', agentId: 'agent_x', origin: 'http://gw.test', fetchImpl: gw.fetchImpl, onChange: () => {} });
    await call.start();
    expect(gw.posts[0]!.body.agentId).toBe('agent_x');
    expect(gw.posts[1]).toMatchObject({ path: '/voice/dial-status', body: { DialCallStatus: 'no-answer', CallSid: call.callSid } });
    expect(call.snapshot.lines.some((l) => l.role === 'system' && l.text.includes('+15128675309'))).toBe(true);
    expect(call.snapshot.status).toBe('ended');
  });
  it('a refused webhook fails the call with a note', async () => {
    const gw = fakeGateway({});
    const call = new SandboxCall({ to: '+15125550199', from: '+15125550101', origin: 'http://gw.test', fetchImpl: gw.fetchImpl, onChange: () => {} });
    await call.start();
    expect(call.snapshot.status).toBe('failed');
    expect(call.snapshot.lines.at(-1)).toMatchObject({ role: 'system', text: 'The call could not be placed.' });
  });
});
