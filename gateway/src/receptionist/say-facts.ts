import { WEEKDAYS, timeToMinutes, type WeeklySchedule } from '@bookline/contracts';
import { tr, type Lang } from './i18n';
import type { BusinessProfile } from './profile';
import { isFree, priceText } from './profile';
import { sayList, spanishDayPart } from './speech';

const DAY: Record<Lang, Record<(typeof WEEKDAYS)[number], string>> = {
  en: { monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday', sunday: 'Sunday' },
  es: { monday: 'lunes', tuesday: 'martes', wednesday: 'miércoles', thursday: 'jueves', friday: 'viernes', saturday: 'sábado', sunday: 'domingo' },
};

const spokenTime = (t: string, lang: Lang) => {
  const m = timeToMinutes(t);
  if (Number.isNaN(m)) return t;
  if (m === 720) return lang === 'es' ? 'mediodía' : 'noon';
  const h = Math.floor(m / 60) % 12 || 12;
  const min = m % 60;
  const hm = `${h}${min ? `:${String(min).padStart(2, '0')}` : ''}`;
  if (lang === 'es') return `${hm} ${spanishDayPart(Math.floor(m / 60))}`;
  return `${hm} ${m < 720 ? 'AM' : 'PM'}`;
};

/** "We're open Monday to Friday, 9 AM to 5 PM, and closed Saturday and Sunday." */
export function sayHours(week: WeeklySchedule, lang: Lang = 'en'): string {
  const t = tr(lang);
  const groups: Array<{ days: string[]; text: string }> = [];
  for (const d of WEEKDAYS) {
    const day = week[d];
    const text = day.isOpen && day.ranges.length ? sayList(day.ranges.map((r) => t`${spokenTime(r.startTime, lang)} to ${spokenTime(r.endTime, lang)}`), 'and', lang) : 'closed';
    const last = groups[groups.length - 1];
    if (last && last.text === text) last.days.push(DAY[lang][d]);
    else groups.push({ days: [DAY[lang][d]], text });
  }
  const parts = groups.map((g) => {
    const days = g.days.length > 2 ? t`${g.days[0]} to ${g.days[g.days.length - 1]}` : sayList(g.days, 'and', lang);
    return g.text === 'closed' ? t`closed ${days}` : `${days}, ${g.text}`;
  });
  return t`We're open ${sayList(parts, 'and', lang)}.`;
}

export function sayServices(p: BusinessProfile, lang: Lang = 'en', max = 5): string {
  const t = tr(lang);
  const xs = p.services.slice(0, max).map((s) => {
    const price = priceText(s, lang);
    return price ? (isFree(s) ? t`${s.name}, free` : t`${s.name}, usually ${price}`) : s.name;
  });
  return t`We offer ${sayList(xs, 'and', lang)}.`;
}

export function sayPrice(p: BusinessProfile, name: string, lang: Lang = 'en'): string {
  const t = tr(lang);
  const s = p.services.find((x) => x.name === name);
  if (!s) return '';
  const price = priceText(s, lang);
  const mins = s.durationMinutes;
  const dur = mins % 60 === 0 ? (mins === 60 ? t`1 hour` : t`${mins / 60} hours`) : t`${mins} minutes`;
  if (!price) return t`I don't have a set price for ${s.name}; the owner gives a quote. It takes about ${dur}.`;
  if (isFree(s)) return t`${s.name} is free and takes about ${dur}.`;
  return t`${s.name} is usually ${price}, and takes about ${dur}. The final price depends on the job.`;
}
