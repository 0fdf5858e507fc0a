import nlp from 'compromise';
import type { BusinessKind, ServiceOffering } from '@bookline/contracts';
import { glossSpanish, matchService } from './nlu';

/**
 * From what callers describe ("my outlets stopped working", "I need a key copied") to the
 * business's services, per trade. Words are reduced to their base forms with `compromise`
 * (outlets → outlet, stopped → stop, copied → copy, throwing up → throw up), so the tables
 * below hold base forms only. Pure: the text and the business in, a decision out.
 */
export type Trade =
  | 'plumbing' | 'hvac' | 'electrical' | 'locksmith' | 'salon' | 'dental' | 'auto' | 'veterinary'
  | 'cleaning' | 'pest' | 'appliance' | 'landscaping' | 'other';

interface TradeTable {
  /** What to book when a problem matches none of the business's services. */
  general: ServiceOffering;
  /** Problem words → hints, tried in order against the business's service names. */
  problems: ReadonlyArray<[RegExp, string[]]>;
  /** How a caller names this trade ("an electrician"): a request for it elsewhere is not ours. */
  named: RegExp;
  /** How the business's trade is said in "we don't do …". */
  work: string;
}

const v = (name: string, durationMinutes: number, from: number, to?: number): ServiceOffering => ({
  name, durationMinutes, priceFromCents: from * 100, ...(to !== undefined ? { priceToCents: to * 100 } : {}),
});

export const TRADES: Record<Trade, TradeTable> = {
  plumbing: {
    general: v('Plumbing service call', 60, 89, 150),
    problems: [
      [/\b(water heater|hot water|tankless|heater|no hot)\b/, ['water heater', 'heater']],
      [/\b(clog|drain|back(ed)? up|slow|sewer|sink|shower|tub|garbage disposal|smell)\b/, ['drain', 'clog', 'sewer']],
      [/\b(leak|drip|pipe|toilet|faucet|tap|water stain|run|spray|valve|sump)\b/, ['leak', 'toilet', 'faucet', 'pipe']],
    ],
    named: /\b(plumb(er|ing)s?)\b/, work: 'plumbing',
  },
  hvac: {
    general: v('HVAC diagnostic visit', 60, 89, 129),
    problems: [
      [/\b(ac|a c|air condition\w*|cool|cold air|warm air|hot in here|blow warm|thermostat|ac unit|heat pump)\b/, ['ac', 'air condition', 'cooling']],
      [/\b(heat|heater|furnace|cold in|freez|boiler|pilot)\b/, ['furnace', 'heating', 'heat']],
      [/\b(maintenance|tune|tune up|check|inspect|filter|seasonal)\b/, ['tune-up', 'inspection', 'maintenance']],
    ],
    named: /\b(hvac|heating and (air|cooling)|ac (tech|company|guy)|air conditioning (tech|company))\b/, work: 'heating and air conditioning',
  },
  electrical: {
    general: v('Electrical service call', 60, 99, 150),
    problems: [
      [/\b(install|new (light|fixture|fan|outlet)|hang|mount|ev charger|put in|add)\b/, ['install']],
      [/\b(outlet|plug|socket|power|breaker|trip|switch|light|fixture|flicker|wire|wiring|fan|panel|buzz)\b/, ['repair', 'outlet', 'wiring', 'fixture']],
    ],
    named: /\b(electrician|electrical (work|contractor|company)|electric company)\b/, work: 'electrical work',
  },
  locksmith: {
    general: v('Locksmith service call', 30, 75, 150),
    problems: [
      [/\b(lock(ed)? out|lockout|can'?t get in(to)?|can not get in(to)?|keys? (is |are )?(in|inside)|(lose|lost) (my |the )?(\w+ )?keys?|key break|stuck outside)\b/, ['lockout']],
      [/\b(copy|copie|duplicate|spare key|key make|key made|cut a key|extra key|new key)\b/, ['key', 'duplicat', 'copy']],
      [/\b(rekey|re key|change (the )?lock|new lock|install|deadbolt|smart lock|broken lock|lock (is )?(broke|stick|jam))\b/, ['rekey', 'lock installation', 'lock']],
    ],
    named: /\b(locksmiths?)\b/, work: 'locksmith work',
  },
  salon: {
    general: v('Stylist consultation', 15, 0),
    problems: [
      [/\b(colou?r|dye|highlight|root|gray|grey|balayage|blond|tint|ombre)\b/, ['color', 'colour']],
      [/\b(blow ?out|blow ?dry|style|updo|curl|straighten)\b/, ['blow', 'style']],
      [/\b(nail|manicure|pedicure|gel)\b/, ['manicure', 'nail']],
      [/\b(trim|cut|haircut|bang|short|shave|fade|bob|layer)\b/, ['haircut', 'cut']],
    ],
    named: /\b(salon|hair ?dresser|barber|stylist)\b/, work: 'hair services',
  },
  dental: {
    general: v('Dental exam', 45, 95, 150),
    problems: [
      [/\b(whiten)\b/, ['whitening']],
      [/\b(cavity|cavitie|filling|hole|sensitive|toothache|tooth ?ache|tooth hurt|teeth hurt|pain|chip|crack)\b/, ['filling', 'exam', 'emergency']],
      [/\b(clean|cleaning|checkup|check up|exam|x ?ray|hygien|new patient)\b/, ['cleaning', 'exam', 'consultation']],
    ],
    named: /\b(dentists?|dental office)\b/, work: 'dental care',
  },
  auto: {
    general: v('Diagnostic inspection', 60, 100, 150),
    problems: [
      [/\b(oil)\b/, ['oil change']],
      [/\b(brake|squeal|squeak|grind|pedal)\b/, ['brake']],
      [/\b(tire|tyre|rotation|flat|alignment)\b/, ['tire', 'alignment']],
      [/\b(check engine|engine light|noise|won'?t start|not start|stall|diagnos|shake|overheat|smoke|battery|transmission|ac in my car)\b/, ['diagnos', 'inspection']],
    ],
    named: /\b(mechanics?|auto (shop|repair shop)|car repair shop)\b/, work: 'auto repair',
  },
  veterinary: {
    general: v('Exam visit', 30, 60, 90),
    problems: [
      [/\b(shot|vaccin\w*|booster|rabies|parvo)\b/, ['vaccin']],
      [/\b(sick|vomit|throw up|limp|diarrhea|not eat|letharg|scratch|itch|ear|cough|sneez|lump|hurt|bleed)\b/, ['sick visit', 'sick', 'exam']],
      [/\b(checkup|check up|wellness|annual|exam|physical|new puppy|new kitten)\b/, ['wellness', 'exam']],
      [/\b(spay|neuter)\b/, ['spay', 'neuter', 'surgery']],
      [/\b(groom|bath|nail trim)\b/, ['groom']],
    ],
    named: /\b(vets?|veterinarians?|animal hospital)\b/, work: 'veterinary care',
  },
  cleaning: {
    general: v('Cleaning estimate', 30, 0),
    problems: [
      [/\b(move (out|in)|moving)\b/, ['move']],
      [/\b(deep|spring clean|top to bottom|scrub|really dirty|filthy)\b/, ['deep']],
      [/\b(regular|weekly|biweekly|every (other )?week|standard|house clean|tidy|clean (my|the) (house|home|apartment|place|condo)|maid)\b/, ['standard', 'regular', 'home cleaning']],
      [/\b(carpet|window|office)\b/, ['carpet', 'window', 'office']],
    ],
    named: /\b(cleaners?|maid service|cleaning (company|service|lady))\b/, work: 'cleaning',
  },
  pest: {
    general: v('Pest inspection', 45, 0),
    problems: [
      [/\b(termite)\b/, ['termite', 'inspection']],
      [/\b(bed ?bug)\b/, ['bed bug', 'treatment']],
      [/\b(mouse|mice|rat|rodent|squirrel|critter|raccoon)\b/, ['rodent', 'wildlife', 'treatment']],
      [/\b(ant|roach|cockroach|spider|wasp|bee|hornet|flea|tick|bug|pest|insect|silverfish|mosquito)\b/, ['pest', 'treatment', 'extermin', 'general']],
    ],
    named: /\b(exterminators?|pest control)\b/, work: 'pest control',
  },
  appliance: {
    general: v('Appliance diagnosis', 60, 90, 120),
    problems: [
      [/\b(washer|washing machine|dryer|laundry|spin|drum)\b/, ['washer', 'dryer']],
      [/\b(fridge|refrigerator|freezer|ice maker|not cold|ice)\b/, ['refrigerator', 'fridge']],
      [/\b(dishwasher|oven|stove|range|microwave|cooktop|burner)\b/, ['dishwasher', 'oven', 'stove']],
    ],
    named: /\b(appliance (repair|tech|guy|company))\b/, work: 'appliance repair',
  },
  landscaping: {
    general: v('Estimate visit', 30, 0),
    problems: [
      [/\b(design|plant|sod|mulch|patio|garden bed|irrigation|sprinkler)\b/, ['design', 'install', 'estimate']],
      [/\b(tree|trim|hedge|shrub|bush|prune)\b/, ['trimming', 'hedge', 'tree']],
      [/\b(leaf|leave|clean ?up|debris|brush|weed)\b/, ['clean', 'yard']],
      [/\b(mow|grass|lawn|overgrown|yard)\b/, ['mow', 'lawn']],
    ],
    named: /\b(landscapers?|lawn (service|care|guy|company)|gardeners?)\b/, work: 'landscaping',
  },
  other: { general: v('Consultation', 30, 0), problems: [], named: /$^/, work: 'that' },
};

const KIND_TRADE: Partial<Record<BusinessKind, Trade>> = {
  Plumbing: 'plumbing', HVAC: 'hvac', 'Fixture Services': 'electrical', Locksmith: 'locksmith', Salon: 'salon', Dental: 'dental',
  'Auto Shop': 'auto', Mechanic: 'auto', Veterinary: 'veterinary', Cleaning: 'cleaning', 'Appliance Repair': 'appliance', Landscaping: 'landscaping',
};

/** The trade of a business: its kind, or (pest control has no kind of its own) its own words. */
export function tradeOf(kind: BusinessKind, ownWords: string): Trade {
  if (/\b(pest|extermin\w*|termite|bug)\b/i.test(ownWords)) return 'pest';
  if (/\b(electric\w*)\b/i.test(ownWords)) return 'electrical';
  return KIND_TRADE[kind] ?? 'other';
}

/** How each trade's work is said in Spanish ("No hace trabajos eléctricos"). */
const WORK_ES: Record<string, string> = {
  plumbing: 'plomería', 'heating and air conditioning': 'calefacción ni aire acondicionado', 'electrical work': 'trabajos eléctricos',
  'locksmith work': 'cerrajería', 'hair services': 'servicios de peluquería', 'dental care': 'servicios dentales', 'auto repair': 'reparación de autos',
  'veterinary care': 'servicios veterinarios', cleaning: 'limpieza', 'pest control': 'control de plagas', 'appliance repair': 'reparación de electrodomésticos',
  landscaping: 'jardinería', that: 'eso',
};

/** A trade's work in the caller's language. */
export function workIn(lang: 'en' | 'es', work: string): string {
  return lang === 'es' ? WORK_ES[work] ?? work : work;
}

/** A general visit of the business's trade, unless the business already offers one. */
export function generalVisitFor(trade: Trade, services: readonly ServiceOffering[]): ServiceOffering {
  const own = services.find((s) => /\b(service call|diagnos\w*|consultation|estimate|inspection|exam|assessment|call-out|callout)\b/i.test(s.name));
  return own ?? { ...TRADES[trade].general };
}

/**
 * Words that never describe work: function words, yes/no, days, times of day and numbers. A turn
 * made only of them ("how about Saturday morning", "the 9 works") has nothing for the parser.
 */
const NOT_WORK = new Set(`a an the and or but so then than that this these those it its i i'm im me my we us our you your he she they them there here
is are was were be been am do does did have has had can could would will shall should may might must let
what whats what's when where which who how why about any anything something nothing else also just only maybe
yes yeah yep no nope ok okay sure fine great good perfect thanks thank please sorry hi hello hey well oh um uh hmm
on at in for to of from by with after before around until till between or later earlier sooner early late first second third
one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty half quarter noon midnight oclock o'clock
am pm a.m p.m morning afternoon evening night tonight today tomorrow day days week weekend next last this coming
monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays
january february march april may june july august september october november december works work
`.split(/\s+/).filter(Boolean));

/** True when some word of the turn could describe work (so a parse for base forms is worth it). */
export function mayDescribeWork(text: string): boolean {
  for (const w of text.toLowerCase().split(/[^a-z'.]+/)) {
    const word = w.replace(/^'+|'+$|\.+$/g, '');
    if (word && !/^\d/.test(word) && !NOT_WORK.has(word)) return true;
  }
  return false;
}

/** Base forms of the words (lower case): "my outlets stopped working" → "my outlet stop work". */
export function baseForms(text: string): string {
  const doc = nlp(text);
  doc.compute('root');
  return doc.text('root').toLowerCase().replace(/[^a-z0-9'\s]/g, ' ').replace(/\s+/g, ' ').trim();
}

export type Understood =
  | { kind: 'service'; service: ServiceOffering; problem: boolean }
  | { kind: 'general'; service: ServiceOffering }
  | { kind: 'not_ours'; trade: Trade; work: string };

export interface TradeProfile { trade: Trade; services: readonly ServiceOffering[]; generalVisit: ServiceOffering }

/**
 * What the caller is asking for, in the business's terms: one of its services (named, or a
 * problem it fixes), its general visit (a problem of its trade it has no named service for),
 * another trade's work, or nothing recognisable (undefined).
 */
export function understandRequest(p: TradeProfile, said: string): Understood | undefined {
  // Spanish work words come with their English glosses ("el inodoro gotea" + "toilet leak").
  const gloss = glossSpanish(said);
  const text = gloss ? `${said} ${gloss}` : said;
  const lower = text.toLowerCase();
  const foreign = (t: string): Understood | undefined => {
    for (const [trade, tt] of Object.entries(TRADES) as Array<[Trade, TradeTable]>) {
      if (trade === p.trade || trade === 'other') continue;
      if (tt.named.test(t) && !TRADES[p.trade].named.test(t)) return { kind: 'not_ours', trade, work: tt.work };
    }
    return undefined;
  };
  // "send an electrician" from a plumber: another trade named, and not ours
  const other = foreign(lower);
  if (other) return other;
  const named = matchService(text, p.services);
  if (named) return { kind: 'service', service: named, problem: false };
  // Base forms only when the words did not name a service (a parse costs a few milliseconds).
  // (compromise leaves some plurals it reads as verbs, "the plugs … do not work": a plain singular too)
  if (!mayDescribeWork(text)) return undefined;
  const base = `${lower} ${baseForms(text)} ${lower.replace(/(?<=[a-z]{3})s\b/g, '')}`;
  const otherBase = foreign(base);
  if (otherBase) return otherBase;
  for (const [re, hints] of TRADES[p.trade].problems) {
    if (!re.test(base)) continue;
    for (const h of hints) {
      const s = matchService(h, p.services);
      if (s) return { kind: 'service', service: s, problem: true };
    }
    return { kind: 'general', service: p.generalVisit };
  }
  if (TRADES[p.trade].named.test(base) || /\b(come (out|take a look|look)|take a look|look at|check (it|out)|someone out|diagnos\w*|service call)\b/.test(base)) {
    return { kind: 'general', service: p.generalVisit };
  }
  return undefined;
}
