import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startRecordingServer, type RecordingServer } from '../../../tests/kit/recording-server';
import { keys } from '../store';
import { sandboxTelephony } from '../telephony';
import { testApp, validBusiness } from '../../../tests/kit/app';
import { elevenLabsVoice } from './elevenlabs';

let api: RecordingServer;
beforeAll(async () => {
  api = await startRecordingServer();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const KEY = 'xi-test-key-123456';
const sample = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(6000, 3)]);
const parts = (req: RecordingServer['requests'][number]) =>
  new Response(new Uint8Array(req.body), { headers: { 'content-type': String(req.headers['content-type']) } }).formData();

const base = testApp();
const { call, redis } = base;
afterAll(() => redis.disconnect());
const withEleven = (timeoutMs = 2_000) =>
  testApp({ services: { voice: elevenLabsVoice({ apiKey: KEY, baseUrl: api.url, timeoutMs }), telephony: sandboxTelephony() }, redis, cookies: base.browser.jar });
const body = (agentId = 'pending') => ({ audioData: sample.toString('base64'), voiceName: 'Rapid Rooter Receptionist', businessName: 'Rapid Rooter', agentId });

describe('ElevenLabs adapter (instant voice clone against a recording server)', () => {
  it('posts the sample as multipart to /v1/voices/add with the xi-api-key header', async () => {
    api.respond(() => ({ json: { voice_id: 'el_voice_1', requires_verification: false } }));
    const r = await withEleven().call('create-voice-clone', body());
    expect(r).toStrictEqual({ status: 200, json: { success: true, voiceId: 'el_voice_1' } });
    const [req] = api.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/voices/add');
    expect(req!.headers['xi-api-key']).toBe(KEY);
    const form = await parts(req!);
    expect(form.get('name')).toBe('Rapid Rooter Receptionist');
    const file = form.get('files') as File;
    expect(file.type).toBe('audio/webm');
    expect(file.name).toBe('sample.webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(sample)).toBe(true);
    expect(await redis.exists(keys.voice('el_voice_1'))).toBe(1);
  });

  it('stores the voice on the agent when an agent id is given', async () => {
    api.respond(() => ({ json: { voice_id: 'el_voice_2' } }));
    const agentId = (await call('create-full-agent', { businessData: validBusiness() })).json.agentId as string;
    await withEleven().call('create-voice-clone', body(agentId));
    expect(await redis.hget(keys.agent(agentId), 'customVoiceId')).toBe('el_voice_2');
  });

  it.each([
    ['a 4xx', 422, 502],
    ['a 5xx', 500, 502],
    ['an answer without voice_id', 200, 502],
  ])('turns %s into the spec error with nothing written', async (_w, status, ours) => {
    api.respond(() => ({ status, json: status === 200 ? { nope: true } : { detail: { status: 'invalid', message: 'secret provider detail' } } }));
    const agentId = (await call('create-full-agent', { businessData: validBusiness() })).json.agentId as string;
    const r = await withEleven().call('create-voice-clone', body(agentId));
    expect(r).toStrictEqual({ status: ours, json: { success: false, error: 'Failed to create voice clone. You can proceed without custom voice.' } });
    expect(await redis.hget(keys.agent(agentId), 'customVoiceId')).toBeNull();
  });

  it('turns a time-out into a 504', async () => {
    api.respond(() => ({ delayMs: 1_000, json: { voice_id: 'late' } }));
    const r = await withEleven(200).call('create-voice-clone', body());
    expect(r.status).toBe(504);
    expect(r.json.error).toBe('Failed to create voice clone. You can proceed without custom voice.');
    expect(await redis.exists(keys.voice('late'))).toBe(0);
  });
});
