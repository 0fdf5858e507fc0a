import { describe, expect, it } from 'vitest';
import { generalVisitFor, mayDescribeWork, understandRequest, type TradeProfile } from './problems';

const plumber: TradeProfile = {
  trade: 'plumbing',
  services: [{ name: 'Water heater install', durationMinutes: 180 }, { name: 'Drain cleaning', durationMinutes: 60 }],
  generalVisit: generalVisitFor('plumbing', []),
};

describe('problems → services', () => {
  it('skips the parse only for turns made of days, times and function words', () => {
    for (const t of ['how about Saturday morning', 'what about next Wednesday', 'the 9:30 works for me', 'yes please, tomorrow at 3 pm', "I'm free Friday"]) {
      expect(mayDescribeWork(t), t).toBe(t === "I'm free Friday");
    }
    for (const t of ['my outlets stopped working', 'a running toilet', 'el inodoro gotea', 'it is leaking']) expect(mayDescribeWork(t), t).toBe(true);
  });

  it('still maps a described problem to the service that fixes it, and a time alone to nothing', () => {
    expect(understandRequest(plumber, 'I need someone to look at a running toilet')).toMatchObject({ kind: 'general' });
    expect(understandRequest(plumber, 'the shower is backed up again')).toMatchObject({ kind: 'service', service: { name: 'Drain cleaning' } });
    expect(understandRequest(plumber, 'my outlets stopped working, can you send an electrician')).toMatchObject({ kind: 'not_ours', trade: 'electrical' });
    expect(understandRequest(plumber, 'how about Saturday morning')).toBeUndefined();
  });
});
