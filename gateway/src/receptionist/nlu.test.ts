import { describe, expect, it } from 'vitest';
import { isEmergency } from './kinds';
import { isCorrection, matchService, parseAddress, parsePhone, parseWhen, yesNo } from './nlu';
import { parseEmail, parseHours } from './setup-assistant';
import { sayDigits } from './speech';

const services = [{ name: 'Drain cleaning', durationMinutes: 60 }, { name: 'Water heater repair', durationMinutes: 120 }, { name: 'Leak repair', durationMinutes: 90 }];

describe('reading what callers say', () => {
  it('reads phone numbers spoken digit by digit, with oh and double', () => {
    expect(parsePhone('five one two, five five five, oh one four two')).toBe('+15125550142');
    expect(parsePhone('512 double five 5 0142')).toBe('+15125550142');
    expect(parsePhone('it is 1 512 555 0142')).toBe('+15125550142');
    expect(parsePhone('five one two')).toBeUndefined();
  });
  it('reads a number back digit by digit in groups', () => {
    expect(sayDigits('+15125550142')).toBe('5 1 2, 5 5 5, 0 1 4 2');
  });
  it('reads street addresses with typed or spoken ZIP codes', () => {
    expect(parseAddress('I live at 1200 Barton Springs Road, Austin 78704')).toStrictEqual({ street: '1200 Barton Springs Road', zip: '78704', full: '1200 Barton Springs Road, Austin 78704' });
    expect(parseAddress('42 Oak St, zip seven eight seven zero four')?.zip).toBe('78704');
  });
  it('matches services fuzzily, with synonyms and small slips', () => {
    expect(matchService('my sink is clogged', services)?.name).toBe('Drain cleaning');
    expect(matchService('the water heeter is broken', services)?.name).toBe('Water heater repair');
    expect(matchService('something is dripping', services)?.name).toBe('Leak repair');
    expect(matchService('can you paint my fence', services)).toBeUndefined();
  });
  it('tells yes from no, and spots corrections', () => {
    expect(yesNo('yeah that works')).toBe('yes');
    expect(yesNo('nope')).toBe('no');
    expect(yesNo('um, sure')).toBe('yes');
    expect(yesNo('Tuesday')).toBeUndefined();
    expect(isCorrection('actually make it Thursday')).toBe(true);
  });
  it('reads dates and times in the business zone', () => {
    const now = Date.UTC(2026, 10, 23, 15, 0); // Mon 23 Nov 2026, 9:00 in Chicago
    expect(parseWhen('tomorrow at 2', now, 'America/Chicago')).toMatchObject({ date: '2026-11-24', minutes: 14 * 60 });
    expect(parseWhen('Friday afternoon', now, 'America/Chicago').preference).toMatchObject({ kind: 'window', date: '2026-11-27', fromMinutes: 720 });
    expect(parseWhen('as soon as possible', now, 'America/Chicago').preference).toStrictEqual({ kind: 'asap' });
  });
  it('recognises emergencies by kind of business', () => {
    expect(isEmergency('Plumbing', 'the basement is flooding')).toBe(true);
    expect(isEmergency('Salon', 'the basement is flooding')).toBe(false);
    expect(isEmergency('Locksmith', 'locked out and my toddler is inside')).toBe(true);
    expect(isEmergency('Fixture Services', 'the panel is sparking')).toBe(true);
    expect(isEmergency('Dental', 'I cracked my tooth')).toBe(true);
    expect(isEmergency('Salon', 'I smell gas')).toBe(true);
  });
});

describe('setup assistant parsing', () => {
  it('reads spoken email addresses', () => {
    expect(parseEmail('it is john dot smith at gmail dot com')).toBe('john.smith@gmail.com');
    expect(parseEmail('jane@example.org')).toBe('jane@example.org');
  });
  it('reads opening hours into a weekly schedule', () => {
    const w = parseHours('Monday to Saturday 8 am to 6 pm')!;
    expect(w.saturday).toStrictEqual({ isOpen: true, ranges: [{ startTime: '8:00 AM', endTime: '6:00 PM' }] });
    expect(w.sunday.isOpen).toBe(false);
    expect(parseHours('weekdays 9 to 5')!.friday.ranges[0]).toStrictEqual({ startTime: '9:00 AM', endTime: '5:00 PM' });
  });
});
