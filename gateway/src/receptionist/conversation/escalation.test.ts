import { describe, expect, it } from 'vitest';
import { pinClock } from '../../../../tests/kit/clock';
import { createBookingStore } from '../../calendar/bookings';
import { DENTAL, HVAC, LOCKSMITH, PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { callRecord, Caller, dial, eventually, makeAgent, outbox, randomCaller, useTestGateway } from '../../../../tests/kit/conversation';

pinClock();

const suite = useTestGateway({ RATE_LIMIT_FUNCTIONS: '100000' });

const form = (o: Record<string, string>) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(o) });

describe('emergencies and the owner', () => {
  it('burst pipe → transfer → owner does not answer → urgent message by SMS and email', async () => {
    const { agent, number } = await makeAgent(suite.redis, PLUMBER);
    const from = randomCaller();
    const { caller } = await dial(suite.gw.url, number, from);
    expect(await caller.say('Help, a pipe burst in my basement and water is everywhere!')).toMatch(/sounds like an emergency\. I can connect you to the owner right now/);
    expect(await caller.say('yes please')).toMatch(/connecting you/);
    const handoff = await caller.ended();
    expect(handoff).toMatchObject({ reason: 'emergency' });

    const dialTwiml = await (await fetch(`${suite.gw.url}/voice/handoff?agentId=${agent.id}`, form({ CallSid: caller.callSid, From: from, HandoffData: JSON.stringify(handoff), SessionStatus: 'ended' }))).text();
    expect(dialTwiml).toMatch(new RegExp(`<Dial callerId="\\${from}" timeout="20" action="[^"]+/voice/dial-status\\?agentId=${agent.id}&amp;reason=emergency"><Number url="[^"]+/voice/whisper[^"]*">\\+17375550100</Number></Dial>`));
    // The owner's own mobile, never the public business line (867-5309) that forwards back to us.
    expect(dialTwiml).not.toContain('+15128675309');
    const whisper = await (await fetch(`${suite.gw.url}/voice/whisper?agentId=${agent.id}&reason=emergency`, form({ CallSid: 'CA' + 'b'.repeat(32) }))).text();
    expect(whisper).toContain('<Say>Bookline: connecting an emergency call for Rapid Rooter Plumbing.</Say>');

    const noAnswer = await (await fetch(`${suite.gw.url}/voice/dial-status?agentId=${agent.id}&reason=emergency`, form({ CallSid: caller.callSid, DialCallStatus: 'no-answer', From: from }))).text();
    expect(noAnswer).toContain('<Parameter name="mode" value="message"/>');
    expect(noAnswer).toMatch(/welcomeGreeting="I'm sorry, the owner isn't answering/);
    const url = /url="([^"]+)"/.exec(noAnswer)![1]!.replace(/&amp;/g, '&');
    const second = await Caller.connect(url, { from, customParameters: { agentId: agent.id, mode: 'message' } });
    expect(await second.say('Water is pouring from the ceiling at 12 Elm Street, please call me back')).toMatch(/marked urgent/);
    expect(await second.ended()).toMatchObject({ reason: 'done' });
    const msgs = await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => x.channel === 'sms' && x.urgent) && m.some((x) => x.channel === 'email' && x.urgent));
    expect(msgs.find((x) => x.channel === 'sms' && x.urgent)).toMatchObject({ to: '+17375550100' });
    // Alerts go to the owner's email, never to the public address scraped from the website.
    expect(msgs.find((x) => x.channel === 'email' && x.urgent)).toMatchObject({ to: 'owner@example.com' });
    expect(msgs.some((x) => x.to === 'info@rapidrooter.example' || x.to === '+15128675309')).toBe(false);
    expect(msgs.find((x) => x.channel === 'sms' && x.urgent)?.text).toMatch(/^URGENT: .*Water is pouring from the ceiling/);
    expect(msgs.find((x) => x.channel === 'email' && x.urgent)?.subject).toMatch(/^URGENT: Urgent message from/);
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.outcomes).toContain('emergency');
    const rec2 = await eventually(() => callRecord(suite.gw.url, second.callSid), (r) => Boolean(r?.endedAt));
    expect(rec2?.outcomes).toContain('message');
  });

  it('locksmith: a child locked in the car is an emergency transfer', async () => {
    const { number } = await makeAgent(suite.redis, LOCKSMITH);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say("I'm locked out of my car and my baby is inside")).toMatch(/emergency/);
    await caller.say('yes');
    expect(await caller.ended()).toMatchObject({ reason: 'emergency' });
  });

  it('dental trauma: declining the transfer books the earliest visit', async () => {
    const { agent, number } = await makeAgent(suite.redis, DENTAL);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('my son just knocked out a tooth playing soccer')).toMatch(/emergency/);
    expect(await caller.say('no, just get him in soon for a filling')).toMatch(/earliest .* I have/);
    await caller.say('the first one');
    await caller.say('Maria Lopez');
    await caller.say('yes');
    expect(await caller.say('yes')).toMatch(/by email/);
    expect(await caller.say('no thanks')).toMatch(/booked/);
    const [b] = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    expect(b?.serviceName).toBe('Filling');
  });

  it('HVAC: no heat in freezing weather is an emergency; a gas smell adds the 911 advice', async () => {
    const { number } = await makeAgent(suite.redis, HVAC);
    const a = await dial(suite.gw.url, number);
    expect(await a.caller.say('our furnace is out and there is no heat, it is freezing in here')).toMatch(/emergency/);
    const b = await dial(suite.gw.url, number);
    expect(await b.caller.say('I smell gas near the furnace')).toMatch(/dial 9 1 1.*emergency/);
  });

  it('a salon treats a haircut question as no emergency', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('I need a haircut, my hair is on point')).not.toMatch(/emergency/);
  });

  it('DTMF 0 transfers to the owner', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    caller.send({ type: 'dtmf', digit: '0' });
    expect(await caller.reply()).toMatch(/Connecting you to the owner/);
    expect(await caller.ended()).toMatchObject({ reason: 'transfer', via: 'dtmf' });
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    expect(rec?.outcomes).toContain('transfer');
  });

  it('asking for a person transfers; the owner without a phone gets a message relay at once', async () => {
    const { agent, number } = await makeAgent(suite.redis, { ...SALON, ownerPhone: '' });
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('can I speak to a real person');
    const h = await caller.ended();
    expect(h).toMatchObject({ reason: 'transfer' });
    const t = await (await fetch(`${suite.gw.url}/voice/handoff?agentId=${agent.id}`, form({ CallSid: caller.callSid, HandoffData: JSON.stringify(h) }))).text();
    expect(t).not.toContain('<Dial');
    expect(t).toContain('<Parameter name="mode" value="message"/>');
  });

  it('a done handoff hangs up', async () => {
    const { agent } = await makeAgent(suite.redis, SALON);
    const t = await (await fetch(`${suite.gw.url}/voice/handoff?agentId=${agent.id}`, form({ CallSid: 'CA' + 'f'.repeat(32), HandoffData: '{"reason":"done"}' }))).text();
    expect(t).toContain('<Hangup/>');
  });

  it('takes a normal message for the owner', async () => {
    const { agent, number } = await makeAgent(suite.redis, DENTAL);
    const { caller } = await dial(suite.gw.url, number);
    expect(await caller.say('Can I leave a message for the dentist?')).toMatch(/What message/);
    expect(await caller.say('Please call me about my insurance forms, this is Bob')).toMatch(/passed your message on/);
    const msgs = await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => x.channel === 'sms' && /insurance forms/.test(x.text)));
    expect(msgs.find((x) => /insurance forms/.test(x.text))?.urgent).toBe(false);
  });
});

describe('the relay session', () => {
  it('an interruption keeps only what was spoken in the transcript', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    const full = await caller.say('What services do you offer?');
    caller.send({ type: 'interrupt', utteranceUntilInterrupt: 'We offer Haircut,', durationUntilInterruptMs: 900 });
    expect(await caller.say('haircut please')).toMatch(/I have/);
    caller.hangUp();
    const rec = await eventually(() => callRecord(suite.gw.url, caller.callSid), (r) => Boolean(r?.endedAt));
    const said = rec!.transcript.filter((t) => t.role === 'assistant');
    expect(said[0]).toMatchObject({ text: 'We offer Haircut,', interrupted: true });
    expect(full.length).toBeGreaterThan('We offer Haircut,'.length);
    expect(rec!.transcript.map((t) => t.role)).toStrictEqual(['caller', 'assistant', 'caller', 'assistant']);
  });

  it('streams a reply as several text tokens with last:true only on the final one', async () => {
    const { number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('What are your hours?');
    const texts = caller.frames.filter((f) => f.type === 'text');
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((f) => f.last === true)).toHaveLength(1);
    expect(texts[texts.length - 1]!.last).toBe(true);
  });

  it('sends the owner a post-call summary with the transcript', async () => {
    const { agent, number } = await makeAgent(suite.redis, SALON);
    const { caller } = await dial(suite.gw.url, number);
    await caller.say('What are your hours?');
    await caller.say('no thanks, goodbye');
    const msgs = await eventually(() => outbox(suite.gw.url, agent.id), (m) => m.some((x) => /^Call summary/.test(x.subject ?? '')));
    const sum = msgs.find((x) => /^Call summary/.test(x.subject ?? ''))!;
    expect(sum.to).toBe('owner@example.com');
    expect(sum.text).toContain('Caller: What are your hours?');
    expect(sum.text).toContain('Outcome: info');
  });
});

describe('the transfer number is never one that rings back to us', () => {
  it('a number seen as ForwardedFrom is refused as the owner mobile, and a transfer never dials it', async () => {
    const { agent, number } = await makeAgent(suite.redis, { ...PLUMBER, ownerPhone: '(737) 555-0177' });
    // The owner sets up *72 forwarding from 737-555-0177: calls arrive with it as ForwardedFrom.
    const incoming = await fetch(`${suite.gw.url}/voice/incoming`, form({ CallSid: 'CA' + 'c'.repeat(32), From: randomCaller(), To: number, ForwardedFrom: '+17375550177' }));
    expect(await incoming.text()).toContain('<ConversationRelay');
    // Saving it as the transfer number is refused with a clear message.
    const { setOwnerContacts, TRANSFER_MESSAGES } = await import('../../agents');
    await expect(setOwnerContacts(suite.redis, agent, { mobile: '737-555-0177' })).rejects.toThrow(TRANSFER_MESSAGES.forwarded);
    await expect(setOwnerContacts(suite.redis, agent, { mobile: number })).rejects.toThrow(TRANSFER_MESSAGES.ownNumber);
    // Stored before forwarding started: the handoff checks again and takes a message instead of looping.
    const handoff = await (await fetch(`${suite.gw.url}/voice/handoff?agentId=${agent.id}`, form({ CallSid: 'CA' + 'd'.repeat(32), From: randomCaller(), HandoffData: JSON.stringify({ reason: 'emergency' }) }))).text();
    expect(handoff).not.toContain('<Dial');
    expect(handoff).toContain('<Parameter name="mode" value="message"/>');
  });
  it('create-full-agent refuses a forwarded-to-us owner mobile with a 400 naming the field', async () => {
    const { number } = await makeAgent(suite.redis, PLUMBER);
    await fetch(`${suite.gw.url}/voice/incoming`, form({ CallSid: 'CA' + 'e'.repeat(32), From: randomCaller(), To: number, ForwardedFrom: '(737) 555-0142' }));
    const res = await fetch(`${suite.gw.url}/functions/v1/create-full-agent`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'o@example.com', businessData: { BusinessName: 'Loop Plumbing', TimeZone: 'America/Chicago', ServiceType: 'Fixed Location', OwnerMobile: '737-555-0142' } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/OwnerMobile: Calls to that number are forwarded to your receptionist/);
  });
});
