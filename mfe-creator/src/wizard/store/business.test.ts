import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWeeklySchedule } from '@bookline/contracts';
import { businessDataOf, missingRequired, withCreateDefaults } from '../actions';
import { addBreak, removeRange, TIME_CHOICES, toggleOpen } from '../HoursEditor';
import { READINGS } from '../readings';
import { rowsToServices, useWizard } from './index';

beforeEach(() => useWizard.getState().reset(READINGS.quick4));

describe('wizard business slice', () => {
  it('fills industry services for the chosen kind until the owner edits them', () => {
    const s = useWizard.getState();
    s.setBusinessKind('Locksmith');
    expect(useWizard.getState().services.map((r) => r.name)).toStrictEqual(['Lockout service', 'Rekey locks', 'Lock installation']);
    useWizard.getState().setServices(useWizard.getState().services.slice(0, 1));
    useWizard.getState().setBusinessKind('Salon');
    expect(useWizard.getState().services.map((r) => r.name)).toStrictEqual(['Lockout service']);
  });

  it('offers industry services only as suggestions: unconfirmed ones are never sent, confirmed or edited ones are', () => {
    useWizard.getState().setBusinessKind('Plumbing');
    const rows = useWizard.getState().services;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.origin === 'suggested')).toBe(true);
    expect(rowsToServices(rows)).toStrictEqual([]);
    const { origin: _o, ...confirmed } = rows[0]!;
    const sent = rowsToServices([{ ...confirmed, priceFrom: '129' }, ...rows.slice(1)]);
    expect(sent).toStrictEqual([{ name: rows[0]!.name, durationMinutes: rows[0]!.durationMinutes, priceFromCents: 12900, ...(rows[0]!.priceTo ? { priceToCents: Math.round(Number(rows[0]!.priceTo) * 100) } : {}) }]);
  });

  it('marks services from the website as found and keeps them when the kind of business changes', () => {
    useWizard.getState().applyExtraction({ BusinessName: 'Rapid Rooter' }, [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 12900 }]);
    useWizard.getState().setBusinessKind('Plumbing');
    const rows = useWizard.getState().services;
    expect(rows.map((r) => [r.name, r.priceFrom, r.origin])).toStrictEqual([['Drain cleaning', '129', 'site']]);
  });

  it('merges extracted data, counts the filled fields and keeps the typed website', () => {
    useWizard.getState().setField('WebsiteAddress', 'rapidrooter.example');
    const n = useWizard.getState().applyExtraction(
      { BusinessName: 'Rapid Rooter', BusinessPhoneNumber: '512-867-5309', TimeZone: 'America/Chicago', WebsiteAddress: 'https://other.example', Junk: 1 },
      [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
    );
    const s = useWizard.getState();
    expect(n).toBe(3);
    expect(s.extracted).toBe(true);
    expect(s.form.BusinessName).toBe('Rapid Rooter');
    expect(s.form.WebsiteAddress).toBe('rapidrooter.example');
    expect(rowsToServices(s.services)).toStrictEqual([{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }]);
  });

  it('marks a time zone found with a phone but no place as a guess, until the owner picks one', () => {
    useWizard.getState().applyExtraction({ BusinessName: 'KW Detailing', BusinessPhoneNumber: '916-997-1356', TimeZone: 'America/Los_Angeles' }, undefined);
    expect(useWizard.getState().zoneGuessed).toBe(true);
    useWizard.getState().setField('BusinessName', 'KW Mobile Detailing');
    expect(useWizard.getState().zoneGuessed).toBe(true);
    useWizard.getState().setField('TimeZone', 'America/Los_Angeles');
    expect(useWizard.getState().zoneGuessed).toBe(false);
    // A zone that comes with a state or ZIP is the site's own.
    useWizard.getState().applyExtraction({ BusinessPhoneNumber: '916-997-1356', TimeZone: 'America/Los_Angeles', BusinessAddressState: 'CA' }, undefined);
    expect(useWizard.getState().zoneGuessed).toBe(false);
  });

  it('turns service rows into cents and drops blank names and inverted ranges', () => {
    expect(
      rowsToServices([
        { key: 1, name: ' Tune-up ', durationMinutes: 90, priceFrom: '$89.50', priceTo: '150' },
        { key: 2, name: '', durationMinutes: 30, priceFrom: '1', priceTo: '' },
        { key: 3, name: 'Odd', durationMinutes: 30, priceFrom: '200', priceTo: '100' },
      ]),
    ).toStrictEqual([
      { name: 'Tune-up', durationMinutes: 90, priceFromCents: 8950, priceToCents: 15000 },
      { name: 'Odd', durationMinutes: 30, priceFromCents: 20000 },
    ]);
  });

  it('lists the missing required fields by label', () => {
    useWizard.getState().setField('BusinessName', 'X');
    expect(missingRequired(useWizard.getState().form)).toStrictEqual(['Time Zone', 'Service Type']);
  });

  it('applies the 4-step defaults of spec §7 only to blank fields', () => {
    const form = withCreateDefaults({ ...useWizard.getState().form, BusinessName: 'Kept' }, 'info@site.example');
    expect([form.BusinessName, form.BusinessPhoneNumber, form.BusinessEmail, form.TimeZone, form.ServiceType, form.BusinessAddressStreet]).toStrictEqual([
      'Kept', '(555) 000-0000', 'info@site.example', 'America/New_York', 'Fixed Location', '123 Main Street',
    ]);
  });

  it('sends the service range only for Travel to Customer, with the hours text', () => {
    const s = useWizard.getState();
    s.setField('ServiceRangeMiles', '30');
    s.setField('ServiceType', 'Fixed Location');
    expect(businessDataOf(useWizard.getState()).ServiceRangeMiles).toBeUndefined();
    useWizard.getState().setField('ServiceType', 'Travel to Customer');
    const b = businessDataOf(useWizard.getState());
    expect(b.ServiceRangeMiles).toBe(30);
    expect(b.DaysOpen).toBe('Monday, Tuesday, Wednesday, Thursday, Friday');
  });
});

describe('hours rules', () => {
  it('offers 48 half-hour choices from 12:00 AM to 11:30 PM', () => {
    expect(TIME_CHOICES).toHaveLength(48);
    expect([TIME_CHOICES[0], TIME_CHOICES[1], TIME_CHOICES[24], TIME_CHOICES[47]]).toStrictEqual(['12:00 AM', '12:30 AM', '12:00 PM', '11:30 PM']);
  });
  it('adds a break as 12:00 PM then 1:00 PM–5:00 PM, and removes a range only when two exist', () => {
    const day = addBreak(defaultWeeklySchedule().monday);
    expect(day.ranges).toStrictEqual([{ startTime: '9:00 AM', endTime: '12:00 PM' }, { startTime: '1:00 PM', endTime: '5:00 PM' }]);
    expect(addBreak(day)).toBe(day);
    const one = removeRange(day, 1);
    expect(one.ranges).toHaveLength(1);
    expect(removeRange(one, 0)).toBe(one);
  });
  it('opens a closed day at 9–5 and closes it with no ranges', () => {
    expect(toggleOpen({ isOpen: false, ranges: [] }, true)).toStrictEqual({ isOpen: true, ranges: [{ startTime: '9:00 AM', endTime: '5:00 PM' }] });
    expect(toggleOpen(defaultWeeklySchedule().monday, false)).toStrictEqual({ isOpen: false, ranges: [] });
  });
});
