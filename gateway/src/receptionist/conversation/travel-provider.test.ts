// Drive times from the configured travel provider during calls: an OSRM-compatible server on
// loopback (answering the table API the adapter calls) says the drive between the previous
// job and the caller takes hours; the receptionist offers and books only times after it.
import { pinClock } from '../../../../tests/kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingStore } from '../../calendar/bookings';
import { addDays, createOfflineTravel, geocodeZip, localDate, localToInstant, type LatLng } from '../../scheduling';
import { createRedis, type Redis } from '../../store';
import { startRecordingServer, type RecordingServer } from '../../../../tests/kit/recording-server';
import { PLUMBER } from '../../../../tests/kit/fixtures';
import { dial, makeAgent, startTestGateway } from '../../../../tests/kit/conversation';

pinClock();

const TZ = 'America/Chicago';
const PREVIOUS_JOB = geocodeZip('78745')!; // south Austin
const CALLER = geocodeZip('78704')!; // a few miles north: ~15 min in the offline model
const LONG_DRIVE_S = 2.5 * 3600; // what the routing server says (closed bridge, detour…)
const SHORT_DRIVE_S = 600;
const same = (a: LatLng, b: LatLng) => a.lat.toFixed(4) === b.lat.toFixed(4) && a.lng.toFixed(4) === b.lng.toFixed(4);

let osrm: RecordingServer;
let gw: Awaited<ReturnType<typeof startTestGateway>>;
let redis: Redis;

beforeAll(async () => {
  // GET /table/v1/driving/{lng,lat;…}?sources=…&destinations=…&annotations=duration
  osrm = await startRecordingServer((req) => {
    const m = /^\/table\/v1\/driving\/([^?]+)\?sources=([\d;]+)&destinations=([\d;]+)&annotations=duration$/.exec(req.url);
    if (!m) return { status: 400, json: { code: 'InvalidUrl', message: 'unexpected request' } };
    const pts = m[1]!.split(';').map((p) => { const [lng, lat] = p.split(',').map(Number); return { lat: lat!, lng: lng! }; });
    const src = m[2]!.split(';').map(Number);
    const dst = m[3]!.split(';').map(Number);
    const long = (a: LatLng, b: LatLng) => (same(a, PREVIOUS_JOB) && same(b, CALLER)) || (same(a, CALLER) && same(b, PREVIOUS_JOB));
    return { json: { code: 'Ok', durations: src.map((i) => dst.map((j) => (i === j ? 0 : long(pts[i]!, pts[j]!) ? LONG_DRIVE_S : SHORT_DRIVE_S))) } };
  });
  gw = await startTestGateway({ TRAVEL_PROVIDER: 'osrm', OSRM_BASE_URL: osrm.url });
  redis = createRedis(gw.redisUrl);
});
afterAll(async () => {
  await gw.close();
  redis.disconnect();
  await osrm.close();
});

describe('travel provider during calls', () => {
  it("books after the provider's long drive from the previous job, a time the offline model would have offered earlier", async () => {
    const { agent, number } = await makeAgent(redis, PLUMBER);
    // Tomorrow 8–9 AM the technician is at a job in 78745.
    const now = Date.now();
    const tomorrow = addDays(localDate(now, TZ), 1);
    const jobStart = localToInstant({ date: tomorrow, minutes: 8 * 60, timeZone: TZ });
    const jobEnd = jobStart + 3_600_000;
    const store = createBookingStore({ redis, agentId: agent.id });
    const day = await store.readDay({ technicianId: 'default', date: tomorrow, now });
    const previous = { id: 'bk_previous', agentId: agent.id, technicianId: 'default', date: tomorrow, start: jobStart, end: jobEnd, location: PREVIOUS_JOB, status: 'confirmed' as const, sequence: 0, serviceName: 'Leak repair', priceText: '', customer: {}, createdAt: now, updatedAt: now };
    expect(await store.create({ booking: previous, expectedVersion: day.version, now })).toBe(true);

    const { caller } = await dial(gw.url, number);
    expect(await caller.say('I need a drain cleaning tomorrow')).toMatch(/address/);
    expect(await caller.say('1200 Barton Springs Road, Austin 78704')).toMatch(/I have .+ at .+ (AM|PM)/);
    expect(await caller.say('the first one')).toMatch(/holding/);
    await caller.say('Dana Drive');
    await caller.say('yes');
    await caller.say('yes');
    expect(await caller.say('no thanks')).toMatch(/booked/);

    const [b] = await createBookingStore({ redis: redis, agentId: agent.id }).byCaller({ phone: caller.from, now: Date.now() });
    expect(localDate(b!.start, TZ)).toBe(tomorrow);
    const buffer = 15 * 60_000; // the receptionist's clean-up time between jobs for travel businesses
    // The provider's drive is respected…
    expect(b!.start).toBeGreaterThanOrEqual(jobEnd + buffer + LONG_DRIVE_S * 1000);
    // …and it is what moved the time: the offline model would fit the job hours earlier.
    const offline = createOfflineTravel({ timeZone: TZ }).between!(PREVIOUS_JOB, CALLER, jobEnd + buffer);
    expect(offline).toBeLessThan(30 * 60_000);
    expect(jobEnd + buffer + offline + 30 * 60_000).toBeLessThan(b!.start);

    // The routing server was asked about the drive between the previous job and the caller.
    const asked = osrm.requests.filter((r) => r.path.startsWith('/table/v1/driving/'));
    expect(asked.length).toBeGreaterThan(0);
    const coord = (p: LatLng) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;
    expect(asked.some((r) => r.path.includes(coord(PREVIOUS_JOB)) && r.path.includes(coord(CALLER)))).toBe(true);
    // Cached: a second search of the same places in this call asked nothing new.
    const before = osrm.requests.length;
    const { caller: again } = await dial(gw.url, number);
    await again.say('I need a drain cleaning tomorrow');
    expect(await again.say('1200 Barton Springs Road, Austin 78704')).toMatch(/I have/);
    expect(osrm.requests.length).toBe(before);
  });
});
