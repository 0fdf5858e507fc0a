import { WEEKDAYS, timeToMinutes, type WeeklySchedule } from '@bookline/contracts';
import type { BusinessProfile } from './profile';
import { priceText } from './profile';
import { sayList } from './speech';

const DAY = { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' } as const;

const spokenTime = (t: string) => {
  const m = timeToMinutes(t);
  if (Number.isNaN(m)) return t;
  if (m === 720) return 'noon';
  const h = Math.floor(m / 60) % 12 || 12;
  const min = m % 60;
  return `${h}${min ? `:${String(min).padStart(2, '0')}` : ''} ${m < 720 ? 'AM' : 'PM'}`;
};

/** "We're open Monday to Friday, 9 AM to 5 PM, and closed Saturday and Sunday." */
export function sayHours(week: WeeklySchedule): string {
  const groups: Array<{ days: string[]; text: string }> = [];
  for (const d of WEEKDAYS) {
    const day = week[d];
    const text = day.isOpen && day.ranges.length ? day.ranges.map((r) => `${spokenTime(r.startTime)} to ${spokenTime(r.endTime)}`).join(' and ') : 'closed';
    const last = groups[groups.length - 1];
    if (last && last.text === text) last.days.push(DAY[d]);
    else groups.push({ days: [DAY[d]], text });
  }
  const parts = groups.map((g) => {
    const days = g.days.length > 2 ? `${g.days[0]} to ${g.days[g.days.length - 1]}` : g.days.join(' and ');
    return g.text === 'closed' ? `closed ${days}` : `${days}, ${g.text}`;
  });
  return `We're open ${sayList(parts, 'and')}.`;
}

export function sayServices(p: BusinessProfile, max = 5): string {
  const xs = p.services.slice(0, max).map((s) => {
    const price = priceText(s);
    return price ? `${s.name}, ${price === 'free' ? 'free' : `usually ${price}`}` : s.name;
  });
  return `We offer ${sayList(xs, 'and')}.`;
}

export function sayPrice(p: BusinessProfile, name: string): string {
  const s = p.services.find((x) => x.name === name);
  if (!s) return '';
  const price = priceText(s);
  const mins = s.durationMinutes;
  const dur = mins % 60 === 0 ? `${mins / 60} hour${mins === 60 ? '' : 's'}` : `${mins} minutes`;
  if (!price) return `I don't have a set price for ${s.name}; the owner gives a quote. It takes about ${dur}.`;
  if (price === 'free') return `${s.name} is free and takes about ${dur}.`;
  return `${s.name} is usually ${price}, and takes about ${dur}. The final price depends on the job.`;
}
