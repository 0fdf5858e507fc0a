import * as chrono from 'chrono-node';
import type { ServiceOffering } from '@bookline/contracts';
import { addDays, localDate, parsePreference, type Preference } from '../scheduling';
import { offsetAt, weekdayIndex } from '../scheduling/zoned';

/**
 * Reading what a caller said (speech-to-text output, so no punctuation guarantees). Pure:
 * every function takes the text and what it needs, nothing else.
 */

/** Lower case, accents folded (sí → si, mañana → manana), punctuation gone. */
const norm = (s: string) => fold(s.toLowerCase()).replace(/[^a-z0-9:'\s-]/g, ' ').replace(/\s+/g, ' ').trim();
function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

// ---------- yes / no ----------
const YES = /^(yes|yeah|yep|yup|sure|correct|right|that'?s right|that is right|that'?s correct|ok|okay|sounds good|perfect|please do|please|go ahead|absolutely|definitely|that works|works for me|affirmative|uh huh|you got it|of course|great|yes please|do it|book it|si|claro|correcto|asi es|esta bien|de acuerdo|vale|perfecto|por favor|adelante|exacto|eso es|me sirve|me parece bien|me funciona|sale|bueno|con gusto|por supuesto)\b/;
const NO = /^(no|nope|nah|not really|negative|wrong|that'?s wrong|that'?s not right|incorrect|don'?t|do not|no thanks|no thank you|never mind|nevermind|para nada|incorrecto|mejor no|ninguno|ninguna|tampoco)\b/;

export function yesNo(text: string): 'yes' | 'no' | undefined {
  const t = norm(text).replace(/^(um+|uh+|well|oh|hmm+|este|pues|eh+|mmm+)\s+/, '');
  if (NO.test(t)) return 'no';
  if (YES.test(t)) return 'yes';
  return undefined;
}

/** "actually", "no wait", "I meant", "change it to": the caller is correcting something. */
export function isCorrection(text: string): boolean {
  return /\b(actually|i meant|i mean|no wait|change (it|that)|make it|instead|correction|sorry i said|rather|en realidad|quise decir|mejor (el|la|a las|para)|cambie(lo)?|cambia(lo)?|corrijo|perdon dije|en vez de|mas bien)\b/.test(norm(text));
}

// ---------- phone numbers read out ----------
const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', to: '2', too: '2', three: '3', four: '4', for: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  cero: '0', uno: '1', dos: '2', tres: '3', cuatro: '4', cinco: '5', seis: '6', siete: '7', ocho: '8', nueve: '9',
};

/** Digits spoken or typed in order: "five one two, five five five, oh one four two", "double five". */
export function spokenDigits(text: string): string {
  const words = norm(text).replace(/-/g, ' ').split(' ');
  let out = '';
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (/^\d+$/.test(w)) out += w;
    else if ((w === 'double' || w === 'triple') && words[i + 1]) {
      const next = words[i + 1]!;
      const d = /^\d$/.test(next) ? next : DIGIT_WORDS[next];
      if (d) {
        out += d.repeat(w === 'double' ? 2 : 3);
        i++;
      }
    } else if (DIGIT_WORDS[w] && (w.length > 2 || out.length > 0 || /^\d/.test(words[i + 1] ?? '') || DIGIT_WORDS[words[i + 1] ?? ''])) {
      // short homophones (to, too, for, o, oh) only count inside a run of digits
      if (['to', 'too', 'for', 'o', 'oh'].includes(w) && !(/^\d/.test(words[i + 1] ?? '') || DIGIT_WORDS[words[i + 1] ?? ''] || /\d$/.test(out))) continue;
      out += DIGIT_WORDS[w];
    }
  }
  return out;
}

/** A US phone number in what was said, as E.164. */
export function parsePhone(text: string): string | undefined {
  const d = spokenDigits(text);
  const m = /1?(\d{10})/.exec(d);
  if (!m) return undefined;
  const ten = m[1]!;
  if (/^[01]/.test(ten)) return undefined;
  return `+1${ten}`;
}

// ---------- names ----------
const NOT_NAMES = new Set(['yes', 'no', 'yeah', 'okay', 'ok', 'sure', 'hi', 'hello', 'um', 'uh', 'it', 'is', 'my', 'name', 'the', 'a', 'i', 'im', "i'm", 'this', 'its', "it's", 'just', 'calling', 'about', 'and', 'please', 'thanks',
  'sí', 'si', 'hola', 'bueno', 'buenos', 'claro', 'soy', 'me', 'llamo', 'mi', 'nombre', 'es', 'de', 'el', 'la', 'y', 'por', 'favor', 'gracias', 'pues', 'este', 'un', 'una', 'habla']);
/** A word of a name: letters (accented too), apostrophes, hyphens. */
const NAME_WORD = "[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'-]+";
const NAME_START = "[A-Za-zÀ-ÖØ-öø-ÿ]";

export function parseName(text: string, { bare = false }: { bare?: boolean } = {}): string | undefined {
  const t = text.replace(/[.,!?]/g, ' ').replace(/\s+/g, ' ').trim();
  const m = new RegExp(`(?:^|\\s)(?:my name is|my name's|name is|this is|i am|i'm|it's|it is|call me|under|me llamo|mi nombre es|a nombre de|soy|habla)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`, 'i').exec(t);
  let cand = m?.[1];
  if (!cand && bare) {
    const words = t.split(' ').filter((w) => new RegExp(`^${NAME_START}[A-Za-zÀ-ÖØ-öø-ÿ'-]*$`).test(w) && !NOT_NAMES.has(w.toLowerCase()));
    if (words.length >= 1 && words.length <= 3 && t.split(' ').length <= 5) cand = words.join(' ');
  }
  if (!cand) return undefined;
  const words = cand.split(' ').filter((w) => !NOT_NAMES.has(w.toLowerCase()) && !/^(calling|here|speaking|and|i|need|want|would|y|necesito|quiero|llamo|para)$/i.test(w));
  if (!words.length) return undefined;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

/** A phone number written or said with digits ("312 555 0199", "(312) 555-0199"), cut out of the text. */
export function cutPhone(text: string): { phone?: string; rest: string } {
  const m = /(?:\+?1[\s.-]?)?\(?\b([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/.exec(text);
  if (!m) return { rest: text };
  return { phone: `+1${m[1]}${m[2]}${m[3]}`, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim() };
}

const NOT_A_NAME = /^(calling|looking|having|trying|wondering|just|so|not|here|sorry|good|fine|interested|new|a|the|in|at|on|available|free|home|out|back|done|ready|sure|okay|ok|de|del|el|la|un|una|yo|nuevo|nueva|cliente)$/i;

/** A name the caller introduced ("I'm Dana", "this is Dana Reyes", "my name is dana"), anywhere in a sentence. */
export function introducedName(text: string): string | undefined {
  const said = /\b(?:my name is|my name's|name is|this is|call me)\s+([A-Za-z][A-Za-z'-]+(?:\s+[A-Z][A-Za-z'-]+)?)/i.exec(text)
    ?? /\b(?:I'm|I am|Im)\s+([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)?)(?=\s*(?:[,.!?]|$|\band\b))/.exec(text)
    ?? new RegExp(`(?:^|[\\s,¡¿])(?:me llamo|mi nombre es|a nombre de)\\s+(${NAME_WORD}(?:\\s+[A-ZÀ-Ö][A-Za-zÀ-ÖØ-öø-ÿ'-]+)?)`, 'i').exec(text)
    ?? new RegExp(`(?:^|[\\s,¡¿])(?:[Ss]oy|[Hh]abla)\\s+([A-ZÀ-Ö][a-zà-öø-ÿ'-]+(?:\\s+[A-ZÀ-Ö][a-zà-öø-ÿ'-]+)?)(?=\\s*(?:[,.!?]|$|\\by\\b))`).exec(text);
  const words = said?.[1]?.split(/\s+/).filter((w) => !NOT_A_NAME.test(w) && !NOT_NAMES.has(w.toLowerCase()));
  if (!words?.length || NOT_A_NAME.test(said![1]!.split(/\s+/)[0]!)) return undefined;
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join(' ');
}

/** A street without its type, as an answer to "what's the address?": "233 South Wacker". */
export function looseStreet(text: string): string | undefined {
  const m = /\b(\d{1,6})\s+((?:north|south|east|west|n|s|e|w)\.?\s+)?([A-Za-z][A-Za-z'-]+(?:\s+[A-Za-z][A-Za-z'-]+)?)/i.exec(text);
  if (!m || /^(am|pm|a|p|o'?clock|minutes?|hours?|days?|weeks?|of|and|or|to)$/i.test(m[3]!.split(/\s+/)[0]!)) return undefined;
  return `${m[1]} ${[m[2]?.trim(), m[3]].filter(Boolean).join(' ').replace(/\b\w/g, (c) => c.toUpperCase())}`;
}

// ---------- addresses ----------
const STREET_TYPES = 'street|st|avenue|ave|road|rd|drive|dr|lane|ln|boulevard|blvd|court|ct|way|place|pl|circle|cir|parkway|pkwy|trail|trl|terrace|highway|hwy|loop|run|path|square|sq';

export interface ParsedAddress { street: string; zip?: string; full: string }

/** "1200 Oak Street, Austin, Texas 78704" → street + ZIP (ZIP digits may be spoken). */
export function parseAddress(text: string): ParsedAddress | undefined {
  const t = text.replace(/\s+/g, ' ').trim();
  const num = '(\\d{1,6}|(?:(?:zero|one|two|three|four|five|six|seven|eight|nine)\\s*){1,6})';
  const re = new RegExp(`\\b${num}\\s+((?:[A-Za-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES}))\\b\\.?`, 'i');
  const m = re.exec(t);
  const zip = parseZip(m ? t.slice(m.index + m[0].length) : t);
  if (!m) return zip ? { street: '', zip, full: zip } : undefined;
  const number = /^\d+$/.test(m[1]!) ? m[1]! : spokenDigits(m[1]!);
  const street = `${number} ${m[2]!.replace(/\b\w/g, (c) => c.toUpperCase())}`;
  const rest = t.slice(m.index + m[0].length).replace(/^[,\s]+/, '').replace(/[.\s]+$/, '');
  const full = [street, rest].filter(Boolean).join(', ');
  return { street, ...(zip ? { zip } : {}), full };
}

/** A five-digit ZIP code, typed or spoken digit by digit. */
export function parseZip(text: string): string | undefined {
  const typed = /\b(\d{5})(?:-\d{4})?\b/.exec(text);
  if (typed) return typed[1];
  const d = spokenDigits(text);
  // ten digits and more are a phone number, not a ZIP code
  return d.length >= 5 && d.length < 10 ? d.slice(-5) : undefined;
}

// ---------- Spanish words for the work ----------
/**
 * What Spanish-speaking callers say about the work, glossed with the English words the service
 * and problem tables use ("el inodoro gotea" → "toilet leak"). Matched on folded text; the gloss
 * is added to what was said, never put in its place.
 */
const ES_WORK: ReadonlyArray<[RegExp, string]> = [
  [/\b(inodoro|excusado|escusado|taza del bano)\b/, 'toilet'], [/\b(fugas?|gotea\w*|goteo|escurre)\b/, 'leak'],
  [/\b(tapad[oa]s?|atascad[oa]s?|obstruid[oa]s?|destapar|no baja el agua)\b/, 'clog drain'], [/\b(desague|drenaje|coladera|resumidero|fregadero|lavabo)\b/, 'drain sink'],
  [/\b(calentador( de agua)?|boiler|agua caliente|sin tanque)\b/, 'water heater tankless'], [/\b(tuberia|tubo|caneria|cano)s?\b/, 'pipe'], [/\b(llave del agua|grifo|llave de agua)\b/, 'faucet'],
  [/\b(aire acondicionado|el aire|clima|minisplit|mini split|refrigeracion)\b/, 'ac air conditioning cooling'], [/\b(calefaccion|calefactor|calenton|caldera|furnace)\b/, 'furnace heating heat'],
  [/\b(mantenimiento|revision|afinacion)\b/, 'maintenance tune-up inspection'], [/\b(termostato)\b/, 'thermostat'],
  [/\b(enchufes?|contactos?|tomacorrientes?)\b/, 'outlet'], [/\b(luz|luces|lampara|foco)s?\b/, 'light fixture'], [/\b(apagador|interruptor)(es)?\b/, 'switch'],
  [/\b(cableado|cables)\b/, 'wiring'], [/\b(pastilla|breaker|panel electrico|caja de fusibles)\b/, 'breaker panel'], [/\b(instalar|poner|colocar)\b/, 'install'], [/\b(ventilador)\b/, 'fan'],
  [/\b(cerradura|chapa|cerrojo)s?\b/, 'lock'], [/\b(llaves?)\b/, 'key'], [/\b(copia|copiar|duplicad[oa]|sacar copia)\b/, 'copy duplicate'],
  [/\b(me quede (afuera|fuera)|no puedo entrar|deje las llaves adentro|quede encerrad[oa] afuera)\b/, 'locked out lockout'],
  [/\b(corte( de pelo| de cabello)?|cortar(me)? el (pelo|cabello))\b/, 'haircut cut'], [/\b(tinte|tenir(me)?|color|mechas|rayitos|canas)\b/, 'color'],
  [/\b(unas|manicur[ae]|pedicur[ae])\b/, 'manicure nail'], [/\b(peinado|secado)\b/, 'style blowout'],
  [/\b(muela|diente|dientes)\b/, 'tooth'], [/\b(dolor de muela|me duele (la muela|el diente))\b/, 'toothache pain'], [/\b(limpieza dental|limpieza de dientes)\b/, 'teeth cleaning'],
  [/\b(caries|empaste|relleno)\b/, 'filling cavity'], [/\b(blanqueamiento)\b/, 'whitening'], [/\b(revision|chequeo|examen)\b/, 'exam checkup'],
  [/\b(cambio de aceite|aceite)\b/, 'oil change'], [/\b(frenos?)\b/, 'brake'], [/\b(llantas?|neumaticos?)\b/, 'tire'], [/\b(bateria)\b/, 'battery'],
  [/\b(vacunas?)\b/, 'vaccinations shots'], [/\b(perr[oa]|gat[oa]|mascota)s?\b/, 'pet'], [/\b(bano para (mi )?perro|banar al perro|estetica canina)\b/, 'grooming'],
  [/\b(cucarachas|ratones|ratas|hormigas|termitas|chinches|plagas?|fumigar|fumigacion)\b/, 'pest roach mice ant termite bed bug'],
  [/\b(pasto|cesped|zacate)\b/, 'lawn grass mowing'], [/\b(podar|poda)\b/, 'trim'], [/\b(jardin)\b/, 'garden yard'],
  [/\b(lavadora)\b/, 'washer'], [/\b(secadora)\b/, 'dryer'], [/\b(refrigerador|refri|nevera)\b/, 'refrigerator fridge'], [/\b(lavaplatos|lavavajillas)\b/, 'dishwasher'], [/\b(estufa|horno)\b/, 'oven stove'],
  [/\b(limpieza profunda)\b/, 'deep cleaning'], [/\b(limpieza|limpiar|limpien)\b/, 'cleaning clean'], [/\b(mudanza)\b/, 'move out'],
  [/\b(no funciona|no sirve|no prende|se descompuso|se rompio|roto|rota)\b/, 'broken not working'],
  [/\b(que (alguien )?venga a (ver|revisar)|echar un vistazo|revisen|vengan a ver)\b/, 'come take a look'],
  [/\b(plomer[oa]|fontaner[oa])\b/, 'plumber'], [/\b(electricista)\b/, 'electrician'], [/\b(cerrajer[oa])\b/, 'locksmith'], [/\b(dentista)\b/, 'dentist'],
  [/\b(veterinari[oa])\b/, 'vet'], [/\b(mecanic[oa]|taller)\b/, 'mechanic'], [/\b(jardiner[oa])\b/, 'landscaper'], [/\b(estilista|peluquer[oa]|barber[oa])\b/, 'stylist barber'],
];

/** English glosses of the Spanish work words in what was said ("" when there are none). */
export function glossSpanish(text: string): string {
  // Asked several times about the same words in one turn: the last answer is kept.
  if (text === lastGloss[0]) return lastGloss[1];
  const t = norm(text);
  const out = ES_WORK.filter(([re]) => re.test(t)).map(([, en]) => en).join(' ');
  lastGloss = [text, out];
  return out;
}
let lastGloss: [string, string] = ['', ''];

// ---------- services ----------
const SYNONYMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(clog\w*|backed up|slow drain|drain)\b/, 'drain'],
  [/\b(leak\w*|drip\w*)\b/, 'leak'],
  [/\b(hot water|water heater|no hot water)\b/, 'water heater'],
  [/\b(ac|a c|air condition\w*|cooling)\b/, 'ac'],
  [/\b(heat\w*|furnace)\b/, 'furnace'],
  [/\b(trim|haircut|cut my hair|hair cut)\b/, 'haircut'],
  [/\b(dye|colou?r\w*|highlights)\b/, 'color'],
  [/\b(teeth cleaning|cleaning|check ?up|checkup)\b/, 'cleaning'],
  [/\b(cavity|cavities|filling)\b/, 'filling'],
  [/\b(locked out|lock out|lockout)\b/, 'lockout'],
  [/\b(rekey\w*|re key)\b/, 'rekey'],
  [/\b(oil)\b/, 'oil change'],
  [/\b(brakes?)\b/, 'brake'],
  [/\b(shots?|vaccin\w*)\b/, 'vaccinations'],
  [/\b(mow\w*|grass)\b/, 'mowing'],
];

const STOP = new Set(['service', 'services', 'repair', 'the', 'a', 'an', 'and', 'or', 'my', 'of', 'for', 'to', 'i', 'need', 'want', 'get', 'with', 'visit', 'appointment']);
const stem = (w: string) => w.replace(/(ing|ers|er|es|s)$/, '').replace(/([^aeiouls])\1$/, '$1');

function lev1(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) { i++; j++; continue; }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else { i++; j++; }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/** Best fuzzy match of a service name (synonyms, stems, one-letter slips), or undefined. */
export function matchService(text: string, services: readonly ServiceOffering[]): ServiceOffering | undefined {
  const t = `${norm(text)} ${glossSpanish(text)}`.trim();
  const expanded = [t, ...SYNONYMS.filter(([re]) => re.test(t)).map(([, s]) => s)].join(' ');
  const words = expanded.split(' ').filter((w) => w && !STOP.has(w)).map(stem);
  let best: ServiceOffering | undefined;
  let bestScore = 0;
  for (const s of services) {
    const name = norm(s.name);
    const sw = name.split(' ').filter((w) => w && !STOP.has(w)).map(stem);
    if (!sw.length) continue;
    let hit = 0;
    for (const w of sw) if (words.some((x) => x === w || (w.length >= 5 && x.length >= 5 && lev1(x, w)))) hit++;
    let score = hit / sw.length + (t.includes(name) ? 1 : 0);
    if (hit === 0) score = 0;
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return bestScore >= 0.5 ? best : undefined;
}

// ---------- when ----------
export interface When {
  preference?: Preference;
  /** An exact local time of day (minutes) the caller named: "at 2", "10:30". */
  minutes?: number;
  /** A local date the caller named. */
  date?: string;
  weekday?: number;
}

/**
 * Spanish words for the wishes the scheduling engine reads (parts of the day, "as soon as
 * possible", weeks, weekdays), said the way `parsePreference` reads them. Dates and clock times
 * come from chrono-node's Spanish parser.
 */
const ES_WHEN: ReadonlyArray<[RegExp, string]> = [
  [/\b(lo (antes|mas pronto) posible|cuanto antes|lo mas rapido|hoy mismo|urgente)\b/, 'asap'],
  [/\bpasado manana\b/, 'the day after tomorrow'],
  [/\b(por|en|de) la manana\b/, 'morning'],
  [/\b(por|en|de) la tarde\b/, 'afternoon'],
  [/\b(por|en|de) la noche\b/, 'evening'],
  [/\bmanana\b/, 'tomorrow'],
  [/\bhoy\b/, 'today'],
  [/\b(la semana que viene|la proxima semana|la semana proxima)\b/, 'next week'],
  [/\besta semana\b/, 'this week'],
  [/\blunes\b/, 'monday'], [/\bmartes\b/, 'tuesday'], [/\bmiercoles\b/, 'wednesday'], [/\bjueves\b/, 'thursday'],
  [/\bviernes\b/, 'friday'], [/\bsabado\b/, 'saturday'], [/\bdomingo\b/, 'sunday'],
];

const ES_HOURS: Record<string, number> = { una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12 };

/** "a las tres y media" → "a las 3:30": chrono's Spanish parser reads clock times in digits only. */
function spanishClock(text: string): string {
  return text.replace(/\b(a las?|las?)\s+(una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\d{1,2})(\s+y\s+(media|cuarto))?\b/gi, (_m, pre: string, h: string, _f, frac?: string) =>
    `${pre} ${ES_HOURS[h.toLowerCase()] ?? h}${frac ? (frac.toLowerCase() === 'media' ? ':30' : ':15') : ''}`);
}

/** Dates and times with chrono-node (its Spanish parser for Spanish), in the business's zone; plus the engine's own phrases. */
/**
 * Anything chrono's English parser could read as a date or time: a digit, a day, month, part of
 * day, relative word, number or ordinal word. Turns without one ("I want a haircut") skip the
 * parse, the costliest step of a turn.
 */
export const mayBeWhen = (text: string) => MAY_BE_WHEN.test(text);
const MAY_BE_WHEN = /\d|\b(mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|today|tod|tomorrow|tmr|tonight|yesterday|now|noon|midday|midnight|morning|afternoon|evening|night|eve|week|weekend|month|year|next|this|last|coming|o'?clock|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|half|quarter|hour|minute|min|day|first|second|third|\w+th|a\.?m\b|p\.?m\b)/i;

export function parseWhen(text: string, now: number, timeZone: string, lang: 'en' | 'es' = 'en'): When {
  // Read against the whole second: a turn asks about the same words several times (each flow
  // that could use a day or a time), and the reading is the same within a second.
  const at = now - (now % 1000);
  const key = `${lang}|${timeZone}|${at}|${text}`;
  let w = whenRead.get(key);
  if (!w) {
    if (whenRead.size >= 256) whenRead.delete(whenRead.keys().next().value!);
    whenRead.set(key, (w = readWhen(text, at, timeZone, lang)));
  }
  return { ...w, ...(w.preference ? { preference: { ...w.preference } } : {}) };
}
const whenRead = new Map<string, When>();

function readWhen(text: string, now: number, timeZone: string, lang: 'en' | 'es'): When {
  const out: When = {};
  const folded = lang === 'es' ? norm(text) : '';
  const wish = lang === 'es' ? ES_WHEN.filter(([re]) => re.test(folded)).map(([, en]) => en).join(' ') : text;
  const pref = wish ? parsePreference({ text: wish, now, timeZone }) : undefined;
  if (pref) out.preference = pref;
  const ref = { instant: new Date(now), timezone: Math.round(offsetAt(now, timeZone) / 60_000) };
  const r = lang === 'es' ? chrono.es.casual.parse(spanishClock(text), ref, { forwardDate: true })[0] : mayBeWhen(text) ? chrono.casual.parse(text, ref, { forwardDate: true })[0] : undefined;
  if (r) {
    const s = r.start;
    const lower = r.text.toLowerCase();
    const dateSaid = s.isCertain('day') || s.isCertain('weekday') || /\b(today|tomorrow|tonight)\b/.test(lower) || /^(hoy|mañana|manana)\b/.test(lower);
    if (dateSaid) {
      let date = `${s.get('year')}-${String(s.get('month')).padStart(2, '0')}-${String(s.get('day')).padStart(2, '0')}`;
      // chrono's Spanish parser reads "pasado mañana" as "mañana"
      if (lang === 'es' && /\bpasado manana\b/.test(folded)) date = addDays(localDate(now, timeZone), 2);
      const today = localDate(now, timeZone);
      // A bare weekday that is today ("Thursday", said on a Thursday) means next week's: today is "today".
      const bareWeekday = s.isCertain('weekday') && !s.isCertain('day') && !/\b(this|today|tonight|este|esta|hoy)\b/i.test(norm(text));
      out.date = date < today || (date === today && bareWeekday) ? addDays(date, 7) : date;
    }
    if (s.isCertain('hour')) {
      let h = s.get('hour') ?? 0;
      // "a las 3 de la tarde": chrono's Spanish parser leaves the part of the day out
      const pm = lang === 'es' && /\b(de|en|por) la (tarde|noche)\b|\bp\s?m\b/.test(folded);
      const am = lang === 'es' && /\b(de|en|por) la manana\b|\ba\s?m\b/.test(folded);
      if (pm && h < 12) h += 12;
      // "at 2" without am/pm: business hours make 1–6 afternoon
      else if (!am && !s.isCertain('meridiem') && h >= 1 && h <= 6) h += 12;
      out.minutes = h * 60 + (s.get('minute') ?? 0);
    }
  }
  if (out.date || out.minutes !== undefined) {
    const p: Preference = out.preference?.kind === 'window' ? { ...out.preference } : { kind: 'window' };
    if (p.kind === 'window') {
      if (out.date) {
        p.date = out.date;
        delete p.weekday;
      }
      if (out.minutes !== undefined && p.fromMinutes === undefined && p.toMinutes === undefined) {
        p.fromMinutes = out.minutes;
        p.toMinutes = out.minutes + 60;
      }
    }
    out.preference = p;
  }
  return out;
}

// ---------- intents ----------
export type Topic =
  | 'emergency_words' | 'human' | 'message' | 'cancel' | 'reschedule' | 'book' | 'price' | 'hours'
  | 'address' | 'area' | 'services' | 'payment' | 'goodbye' | 'thanks' | 'who';

const TOPICS: ReadonlyArray<[Topic, RegExp]> = [
  ['human', /\b(human|real person|representative|operator|speak (to|with) (the |a )?(owner|someone|person|manager|technician|somebody)|talk (to|with) (the |a )?(owner|someone|person|manager|somebody)|transfer me|connect me)\b/],
  ['message', /\b(leave a message|take a message|pass (on )?a message|give (him|her|them) a message)\b/],
  ['cancel', /\b(cancel\w*|call off)\b/],
  ['reschedule', /\b(reschedul\w*|move my (appointment|booking)|change my (appointment|booking|time)|different time for my|push (it|my appointment) (back|out))\b/],
  ['price', /\b(how much|price|prices|pricing|cost|costs|charge|estimate|quote|rate|rates|fees?|expensive)\b/],
  ['hours', /\b(hours|open|close|closing|opening|what time do you|when are you)\b/],
  ['address', /\b(where are you|address|located|location|directions|find you|get to you|get there)\b/],
  ['area', /\b(service area|do you (come|go|serve|service|cover|travel)|come out to|how far)\b/],
  ['services', /\b(what (services|do you do|do you offer|kind of)|services do you|do you (guys )?(do|offer|fix|handle|install|repair|service|work on|sell|clean|treat|take care of|see|cut|colou?r|replace|unlock|copy|make|groom|carry|deal with|come out for|rekey|trim|mow|treat for|spray for|inspect|detail|paint|unclog|do house calls)|can you (guys )?(install|do|handle|work on|treat|see) \w+ \?|is that something you)\b/],
  ['payment', /\b(pay|payments?|credit cards?|debit cards?|cards|cash|checks|by check|a check|financing|insurance)\b/],
  ['book', /\b(book|booking|schedule|appointment|come out|come by|send someone|available|availability|openings?|slot|need (a|an|some|my|someone)|can (you|someone) (come|fix|look)|get (a|an|my|it)|fix|repair|broken|clogged|leak\w*|want (a|an|to)|make an appointment|set up)\b/],
  ['goodbye', /\b(bye|goodbye|good bye|that'?s all|that is all|nothing else|no that'?s it|that'?s it|hang up|have a good)\b/],
  ['thanks', /\b(thanks|thank you|appreciate)\b/],
  ['who', /\b(are you (a )?(robot|real|human|ai|machine|computer|bot)|who am i (talking|speaking) to|(talking|speaking) (to|with) a (robot|machine|bot|computer|real person|human)|is this a (robot|machine|bot|person|recording))\b/],
];

/** The same topics said in Spanish (accents folded: "cuánto" is read as "cuanto"). */
const TOPICS_ES: ReadonlyArray<[Topic, RegExp]> = [
  ['human', /\b(persona real|un humano|hablar con (el dueno|la duena|alguien|una persona|el encargado|el gerente|un tecnico)|comuniqueme|transfierame|paseme con|comunicarme con)\b/],
  ['message', /\b(dejar(le)? (un )?(mensaje|recado)|tomar(me)? (un )?(mensaje|recado)|darle un (mensaje|recado)|deja(rle)? un recado)\b/],
  ['cancel', /\b(cancel\w*|anular)\b/],
  ['reschedule', /\b(reprogram\w*|cambiar (mi |la )?(cita|hora|reservacion)|mover (mi |la )?(cita|reservacion)|pasar (mi |la )?cita)\b/],
  ['price', /\b(cuanto (cuesta|cobran|sale|vale|es|seria)|precios?|costo|cuesta|cobran|tarifas?|presupuesto|cotizacion)\b/],
  ['hours', /\b(horarios?|a que hora (abren|cierran)|abren|cierran|estan abiertos)\b/],
  ['address', /\b(donde (estan|quedan|se encuentran)|su direccion|ubicacion|ubicados)\b/],
  ['area', /\b(area de servicio|(vienen|van|llegan) (a|hasta)|que zonas|que areas)\b/],
  ['services', /\b(que servicios|que hacen|que ofrecen|^(ustedes )?(hacen|ofrecen|instalan|reparan|arreglan|limpian|cortan|atienden|venden|cambian|destapan) )/],
  ['payment', /\b(pagar|pago|tarjetas?|efectivo|cheque|financiamiento|seguro medico|aceptan seguro)\b/],
  ['book', /\b(cita|reservar|reservacion|agendar|programar|hacer una cita|necesito (un|una|que|alguien|ayuda)|quiero (un|una|hacer|agendar|reservar|que)|quisiera|pueden venir|puede venir|mandar a alguien|enviar a alguien|arreglar|reparar|se rompio|roto|rota|tapad[oa]|atascad[oa]|fuga|gotea|no funciona|no sirve|no prende|disponibilidad|tienen (algo|espacio|tiempo|lugar))\b/],
  ['goodbye', /\b(adios|hasta luego|eso es todo|nada mas|es todo|que tenga buen)\b/],
  ['thanks', /\b(gracias|se lo agradezco|muy amable)\b/],
  ['who', /\b((eres|es usted) (un )?(robot|humano|persona real|maquina)|hablo con (un robot|una maquina|una persona))\b/],
];

export function topics(text: string): Set<Topic> {
  const t = norm(text);
  const out = new Set<Topic>();
  for (const [topic, re] of TOPICS) if (re.test(t)) out.add(topic);
  for (const [topic, re] of TOPICS_ES) if (re.test(t)) out.add(topic);
  // "¿Instalan calentadores sin tanque?" asks about the services; it does not book yet.
  if (out.has('services') && /^(ustedes )?(hacen|ofrecen|instalan|reparan|arreglan|limpian|cortan|atienden|venden|cambian|destapan) /.test(t) && !/\b(cita|agendar|reservar|hoy|manana)\b/.test(t)) out.delete('book');
  // "Do you install tankless?" is a question about the services, not yet a request to book.
  if (out.has('services') && /^(um |uh |so |and |hi |hello )*(do|can|does) (you|your|ya)\b/.test(t) && !/\b(book|schedule|appointment|send someone|come out (today|tomorrow)|asap)\b/.test(t)) out.delete('book');
  return out;
}

/** Which of several offered options the caller picked: "the second one", "2 PM", "Wednesday". */
export function pickOption<T extends { start: number }>(text: string, options: readonly T[], when: When, localMinutes: (t: number) => number, localDay: (t: number) => { date: string; weekday: number }): T | undefined {
  const t = norm(text);
  const i = ordinalIndex(text, options.length);
  if (i !== undefined) return options[i];
  // "the 12:30", "the 10 o'clock", "Tuesday's"
  const clock = /\b(\d{1,2})(?::(\d{2})|\s*o'?clock)\b/.exec(t);
  if (clock && when.minutes === undefined) {
    const h = Number(clock[1]);
    const m = Number(clock[2] ?? 0);
    const hit = options.filter((o) => { const lm = localMinutes(o.start); return lm % 720 === (h % 12) * 60 + m; });
    if (hit.length === 1) return hit[0];
  }
  return pickByWhen(options, when, localMinutes, localDay);
}

/** Which of `count` listed things an ordinal names ("the second one", "la última"), if any. */
export function ordinalIndex(text: string, count: number): number | undefined {
  const t = norm(text);
  const ord: Array<[RegExp, number]> = [
    [/\b(first|1st|earliest|earlier one|sooner one|soonest|number one|option one|primer[oa]?|la mas temprano|la mas pronto|opcion uno)\b/, 0],
    [/\b(second|2nd|middle|number two|option two|other one|segund[oa]|la de en medio|opcion dos)\b/, 1],
    [/\b(third|3rd|number three|option three|tercer[oa]?|opcion tres)\b/, 2],
  ];
  for (const [re, i] of ord) if (re.test(t) && i < count) return i;
  if (/\b(last|latest|later one|last one|ultim[oa]|la mas tarde)\b/.test(t) && count) return count - 1;
  return undefined;
}

function pickByWhen<T extends { start: number }>(options: readonly T[], when: When, localMinutes: (t: number) => number, localDay: (t: number) => { date: string; weekday: number }): T | undefined {
  const cands = options.filter((o) => {
    const d = localDay(o.start);
    if (when.date && d.date !== when.date) return false;
    if (!when.date && when.preference?.kind === 'window' && when.preference.weekday !== undefined && d.weekday !== when.preference.weekday) return false;
    if (when.minutes !== undefined && localMinutes(o.start) !== when.minutes) {
      // "at 9" also matches 9 AM when "at 9" was read as 9 PM, and vice versa
      if (localMinutes(o.start) !== (when.minutes + 720) % 1440) return false;
    }
    return when.date !== undefined || when.minutes !== undefined || (when.preference?.kind === 'window' && when.preference.weekday !== undefined);
  });
  if (cands.length) return cands[0];
  // "Tuesday's" among offers that include today, a Tuesday: a bare weekday read as next week's still names today's offer.
  if (when.date) {
    const wd = weekdayIndex(when.date);
    const sameWeekday = options.filter((o) => localDay(o.start).weekday === wd && Math.abs(Date.parse(localDay(o.start).date) - Date.parse(when.date!)) <= 7 * 86_400_000);
    if (sameWeekday.length && !options.some((o) => localDay(o.start).date === when.date)) return pickByWhen(sameWeekday, { ...when, date: localDay(sameWeekday[0]!.start).date }, localMinutes, localDay);
  }
  return undefined;
}

/** "None of those", "something later", "otro día": the caller wants other times than the ones offered. */
const OTHER_TIME = /\b(none|neither|other|else|different|later|earlier|ningun[oa]?|otr[oa]s?|diferente|mas tarde|mas temprano)\b/;
export const wantsOtherTime = (text: string): boolean => OTHER_TIME.test(norm(text));

/** "john dot smith at gmail dot com" → john.smith@gmail.com */
export function parseEmail(text: string): string | undefined {
  const t = text.toLowerCase().replace(/[,!?¡¿]/g, ' ').replace(/\barroba\b/g, ' at ').replace(/\bpunto\b/g, ' dot ').replace(/\s+/g, ' ').trim();
  const typed = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/.exec(t);
  if (typed) return typed[0];
  const m = /([a-z0-9._-]+(?:\s+dot\s+[a-z0-9_-]+)*)\s+at\s+(.+)$/.exec(t);
  if (!m) return undefined;
  const local = m[1]!.replace(/\s+dot\s+/g, '.').replace(/\s/g, '');
  const domain = m[2]!.replace(/\s+dot\s+/g, '.').replace(/\s+/g, '').replace(/\.+$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/.test(domain) ? `${local}@${domain}` : undefined;
}

export { norm };
