import { describe, expect, it } from 'vitest';
import { isEmergency } from './kinds';
import * as chrono from 'chrono-node';
import * as paraphrases from '../../../tests/kit/sim/paraphrases';
import { mayBeWhen, introducedName, isCorrection, matchService, parseAddress, parseName, parsePhone, parseWhen, pickOption, topics, yesNo } from './nlu';
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
  it('skips the date parse only for turns with nothing that could be a date or time', () => {
    const now = Date.UTC(2026, 10, 23, 15, 0);
    const said = (t: string) => parseWhen(t, now, 'America/Chicago');
    for (const t of ['the 12th at noon', 'Dec 3rd', 'December third please', 'next Tuesday', 'half past four tomorrow', 'at quarter to five on Friday', 'tonight at eight', 'in two weeks', 'this Thursday', 'sat morning', 'at 3pm', 'around three thirty tomorrow']) {
      const w = said(t);
      expect(w.date !== undefined || w.minutes !== undefined, t).toBe(true);
    }
    for (const t of ['I want a haircut', 'my toilet is running', 'yes please', 'Robin Quinn']) expect(said(t), t).toStrictEqual({});
    // Whatever chrono reads in the simulator's caller lines, the gate lets through.
    const lines = new Set<string>();
    const collect = (x: unknown): void => {
      if (typeof x === 'string') lines.add(x);
      else if (Array.isArray(x)) x.forEach(collect);
      else if (x && typeof x === 'object') Object.values(x).forEach(collect);
    };
    collect(Object.values(paraphrases));
    expect(lines.size).toBeGreaterThan(300);
    for (const t of lines) if (chrono.casual.parse(t, new Date(now))[0]) expect(mayBeWhen(t), t).toBe(true);
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

describe('reading Spanish', () => {
  // Monday 23 November 2026, 9:00 in Austin.
  const NOW = Date.parse('2026-11-23T15:00:00Z');
  const TZ = 'America/Chicago';
  it('reads dates and times with the part of the day, "pasado mañana" and wishes', () => {
    expect(parseWhen('mañana a las 3 de la tarde', NOW, TZ, 'es')).toMatchObject({ date: '2026-11-24', minutes: 15 * 60 });
    expect(parseWhen('el jueves a las 10 de la mañana', NOW, TZ, 'es')).toMatchObject({ date: '2026-11-26', minutes: 10 * 60 });
    expect(parseWhen('pasado mañana', NOW, TZ, 'es').date).toBe('2026-11-25');
    expect(parseWhen('a las 7 de la noche', NOW, TZ, 'es').minutes).toBe(19 * 60);
    expect(parseWhen('lo antes posible', NOW, TZ, 'es').preference).toStrictEqual({ kind: 'asap' });
    expect(parseWhen('el viernes a las diez de la mañana', NOW, TZ, 'es')).toMatchObject({ date: '2026-11-27', minutes: 10 * 60 });
    expect(parseWhen('mañana a las tres y media', NOW, TZ, 'es')).toMatchObject({ date: '2026-11-24', minutes: 15 * 60 + 30 });
    expect(parseWhen('a la una de la tarde', NOW, TZ, 'es').minutes).toBe(13 * 60);
    expect(parseWhen('mañana por la mañana', NOW, TZ, 'es').preference).toMatchObject({ kind: 'window', date: '2026-11-24', toMinutes: 12 * 60 });
    // a bare weekday that is today means next week's; "this Thursday" / "este jueves" is today
    const THU = Date.parse('2026-11-26T23:00:00Z');
    expect(parseWhen('Thursday afternoon', THU, TZ).date).toBe('2026-12-03');
    expect(parseWhen('el jueves', THU, TZ, 'es').date).toBe('2026-12-03');
    expect(parseWhen('this Thursday', THU, TZ).date).toBe('2026-11-26');
    expect(parseWhen('este jueves', THU, TZ, 'es').date).toBe('2026-11-26');
    // ...yet among offers that include today, "Thursday" picks today's
    const offers = [{ start: Date.parse('2026-11-27T00:00:00Z') }, { start: Date.parse('2026-11-27T15:00:00Z') }]; // Thu 18:00, Fri 9:00
    const localDay = (t: number) => { const date = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(t)); return { date, weekday: (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7 }; };
    const localMinutes = (t: number) => { const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(t)).split(':').map(Number); return h! * 60 + m!; };
    expect(pickOption('Thursday', offers, parseWhen('Thursday', THU, TZ), localMinutes, localDay)).toBe(offers[0]);
    expect(pickOption('el viernes', offers, parseWhen('el viernes', THU, TZ, 'es'), localMinutes, localDay)).toBe(offers[1]);
    // the English reader is untouched by Spanish words
    expect(parseWhen('tomorrow at 3', NOW, TZ).minutes).toBe(15 * 60);
  });
  it('reads yes and no, corrections, names, emails and digits', () => {
    expect(yesNo('Sí, claro')).toBe('yes');
    expect(yesNo('está bien')).toBe('yes');
    expect(yesNo('no, gracias')).toBe('no');
    expect(isCorrection('no, quise decir el martes')).toBe(true);
    expect(introducedName('Hola, me llamo José Martínez y necesito una cita')).toBe('José Martínez');
    expect(introducedName('Soy Lucía, del 500 de la calle Main')).toBe('Lucía');
    expect(parseName('a nombre de María López')).toBe('María López');
    expect(parseEmail('ana punto perez arroba gmail punto com')).toBe('ana.perez@gmail.com');
    expect(parsePhone('cinco uno dos cinco cinco cinco cero uno cuatro dos')).toBe('+15125550142');
  });
  it('hears intents and the work described', () => {
    expect([...topics('¿Cuánto cuesta destapar el drenaje?')]).toContain('price');
    expect([...topics('quiero cancelar mi cita')]).toContain('cancel');
    expect([...topics('necesito cambiar mi cita para otro día')]).toContain('reschedule');
    expect([...topics('¿a qué hora abren?')]).toContain('hours');
    expect(matchService('se me tapó el fregadero', services)?.name).toBe('Drain cleaning');
    expect(matchService('el calentador de agua no prende', services)?.name).toBe('Water heater repair');
    expect(matchService('hay una fuga debajo del lavabo', services)?.name).toBe('Leak repair');
    expect(isEmergency('Plumbing', 'se reventó una tubería y hay agua por todas partes')).toBe(true);
    expect(isEmergency('Plumbing', 'huele a gas en la cocina')).toBe(true);
    expect(isEmergency('Plumbing', 'el fregadero está lento')).toBe(false);
  });
});
