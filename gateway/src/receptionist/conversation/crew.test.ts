// A crew on the phone (issue 18): offers span every technician able to do the job, assigned to
// the one whose day it disrupts least; callers hear only times unless the owner turns names on.
import { describe, expect, it } from 'vitest';
import { pinClock } from '../../../../tests/kit/clock';
import { saveCrew } from '../../agents';
import { createBookingStore } from '../../calendar/bookings';
import { PLUMBER, SALON } from '../../../../tests/kit/fixtures';
import { dial, everyDay, makeAgent, useTestGateway } from '../../../../tests/kit/conversation';

pinClock();
const suite = useTestGateway({ RATE_LIMIT_FUNCTIONS: '100000' });

async function salonWithCrew(sayTechnicianName: boolean) {
  const { agent, number } = await makeAgent(suite.redis, { ...SALON, name: `Crew Salon ${sayTechnicianName}`, hours: everyDay() });
  const haircut = SALON.services[0]!.name;
  await saveCrew(suite.redis, agent.id, { sayTechnicianName, technicians: [
    // The first stylist does everything but haircuts; only Maria cuts hair.
    { id: 'default', name: 'Ana', mobile: '', homeAddress: '', homeZip: '', hours: null, timeOff: [], services: SALON.services.slice(1).map((s) => s.name) },
    { id: 'tech_maria001', name: 'Maria', mobile: '', homeAddress: '', homeZip: '', hours: null, timeOff: [], services: [haircut] },
  ] }, 0);
  return { agent, number, haircut };
}

describe('a crew on the phone', () => {
  it('books with the only technician who does the service, and never says who unless the owner wants it', async () => {
    const { agent, number, haircut } = await salonWithCrew(false);
    const { caller } = await dial(suite.gw.url, number);
    const offer = await caller.say(`I'd like to book a ${haircut.toLowerCase()}`);
    expect(offer).toMatch(/I have .+ at .+ (AM|PM)|The first time I have is/);
    expect(offer).not.toMatch(/Maria|Ana/);
    expect(await caller.say('the first one')).toMatch(/holding/);
    await caller.say('Jane Doe');
    await caller.say('yes');
    await caller.say('yes');
    expect(await caller.say('no thanks')).toMatch(/booked/);
    const [b] = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    expect(b?.technicianId).toBe('tech_maria001');
    caller.hangUp();
  });

  it("says the technician's name with each time when the owner turned it on", async () => {
    const { number, haircut } = await salonWithCrew(true);
    const { caller } = await dial(suite.gw.url, number);
    const offer = await caller.say(`I'd like to book a ${haircut.toLowerCase()}`);
    expect(offer).toMatch(/ with Maria/);
    expect(offer).not.toMatch(/ with Ana/);
    caller.hangUp();
  });

  it('with an arrival window, callers at their address hear the window and the booking keeps it', async () => {
    const { agent, number } = await makeAgent(suite.redis, { ...PLUMBER, name: 'Window Plumbing', zip: '78701', hours: everyDay() });
    await saveCrew(suite.redis, agent.id, { sayTechnicianName: false, arrivalWindowMinutes: 120, technicians: [
      { id: 'default', name: 'Nora', mobile: '', homeAddress: '', homeZip: '78701', hours: null, timeOff: [], services: null },
    ] }, 0);
    const { caller } = await dial(suite.gw.url, number);
    const first = await caller.say('I need a drain cleaned');
    const offer = /address/i.test(first) ? await caller.say('123 Main St, Austin, TX 78701') : first;
    expect(offer).toMatch(/between \d{1,2}(:\d\d)? (AM|PM) and \d{1,2}(:\d\d)? (AM|PM)/);
    expect(await caller.say('the first one')).toMatch(/holding/);
    await caller.say('Jane Doe');
    await caller.say('yes');
    await caller.say('yes');
    expect(await caller.say('no thanks')).toMatch(/booked/);
    const [b] = await createBookingStore({ redis: suite.redis, agentId: agent.id }).upcoming(0);
    expect(b).toMatchObject({ windowStart: b!.start, windowEnd: b!.start + 2 * 3_600_000 });
    caller.hangUp();
  });
});
