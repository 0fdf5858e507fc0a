import { ES } from './es';

/**
 * The receptionist's languages. English is the source: every sentence is written in English as a
 * `t` template (`` t`Sure, ${x}. What's the address?` ``), and its key — the English with `{0}`,
 * `{1}`… for the values — finds the Spanish in `es.ts`. A key with no Spanish is said in English
 * (and the catalogue test fails).
 */
export type Lang = 'en' | 'es';

/** The BCP 47 tag ConversationRelay speaks and transcribes a language in. */
export const SPEECH_TAG: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** A translating template tag. */
export type T = (strings: TemplateStringsArray, ...values: unknown[]) => string;

/** The catalogue key of a template: its literal parts joined by `{0}`, `{1}`… */
export function keyOf(strings: readonly string[]): string {
  return strings.reduce((acc, s, i) => (i === 0 ? s : `${acc}{${i - 1}}${s}`), '');
}

function fill(template: string, values: readonly unknown[]): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(values[Number(i)] ?? ''));
}

const english: T = (strings, ...values) => fill(keyOf(strings), values);
const spanish: T = (strings, ...values) => {
  const key = keyOf(strings);
  return fill(ES[key] ?? key, values);
};

/** A fixed sentence (no values) in a language: the catalogue's Spanish, or the English as is. */
export function inLang(lang: Lang | undefined, english: string): string {
  return lang === 'es' ? ES[english] ?? english : english;
}

/** The `t` tag for a language. */
export function tr(lang: Lang | undefined): T {
  return lang === 'es' ? spanish : english;
}

/** A language from a BCP 47 tag or a bare code ('es-US', 'es', 'en-GB'); English otherwise. */
export function langOf(tag: unknown): Lang {
  return typeof tag === 'string' && /^es(\b|[-_])/i.test(tag.trim()) ? 'es' : 'en';
}

// Words that mark a caller's sentence as Spanish: function words and common call phrases that
// are not also English words (not the articles of US place names: El Camino Real, Los Altos).
// ¿ ¡ ñ count too.
const ES_WORDS = new Set([
  'hola', 'buenos', 'buenas', 'días', 'dias', 'tardes', 'noches', 'necesito', 'quiero', 'quisiera', 'puede', 'pueden', 'podría', 'podria',
  'cita', 'citas', 'hacer', 'tengo', 'tiene', 'tienen', 'mi', 'una', 'para', 'por', 'favor', 'gracias', 'señor', 'señora', 'sí', 'claro',
  'cuánto', 'cuanto', 'cuesta', 'cuándo', 'cuando', 'qué', 'que', 'cómo', 'como', 'dónde', 'donde', 'es', 'está', 'esta', 'con', 'mañana', 'manana', 'hoy', 'semana', 'llamo', 'nombre', 'dirección', 'direccion', 'calle', 'habla', 'hablo', 'español',
  'espanol', 'ayuda', 'ayudar', 'fuga', 'agua', 'baño', 'bano', 'cocina', 'casa', 'arreglar', 'reparar', 'cancelar', 'cambiar', 'urgente',
  'emergencia', 'horario', 'abren', 'cierran', 'precio', 'mensaje', 'dueño', 'dueno', 'lunes', 'martes', 'miércoles', 'miercoles', 'jueves',
  'viernes', 'sábado', 'sabado', 'domingo', 'primero', 'primera', 'segundo', 'segunda', 'perfecto', 'vale', 'bueno', 'pero', 'también',
  'tambien', 'se', 'lo', 'le', 'nos', 'muy', 'ahora', 'servicio', 'reservar', 'agendar', 'programar',
  'ustedes', 'usted', 'hacen', 'ofrecen', 'instalan', 'reparan', 'arreglan', 'aceptan', 'cobran', 'atienden', 'vienen', 'sin', 'hay', 'son',
  'están', 'estan', 'bien', 'calentador', 'calentadores', 'tanque', 'tubería', 'tuberia', 'fregadero', 'inodoro', 'lavabo', 'drenaje', 'luz',
  'llave', 'llaves', 'cerradura', 'pelo', 'corte', 'uñas', 'diente', 'muela', 'perro', 'gato', 'carro', 'coche', 'frenos', 'aceite', 'pasto',
  'limpieza', 'cucarachas', 'lavadora', 'secadora', 'refrigerador', 'quisiera', 'podrían', 'podrian', 'hablar', 'alguien', 'dueño', 'dueno',
  'tarde', 'noche', 'próxima', 'proxima', 'después', 'despues', 'nada', 'todo', 'adiós', 'adios', 'cuál', 'cual', 'cuáles', 'hasta',
]);
/** A whole turn that is only a Spanish greeting ("Hola", "Buenas tardes"): a Spanish speaker. */
const ES_GREETING = /^\s*[¡!]?\s*(hola|buen(os|as) (d[ií]as|tardes|noches)|buenas|al[oó])\s*[!.,]*\s*$/i;
const EN_WORDS = new Set(['the', 'i', 'is', 'are', 'you', 'my', 'to', 'and', 'a', 'need', 'want', 'can', 'have', 'what', 'how', 'please', 'thanks', 'it', 'of', 'for', 'with', 'this', 'that', 'do', 'book']);

/** "¿Habla español?", "in Spanish please": the caller asks for Spanish. */
export function asksForSpanish(text: string): boolean {
  return /(^|[^a-záéíóúñ])(spanish|español|espanol)([^a-záéíóúñ]|$)/i.test(text);
}

/**
 * Does this sound like Spanish? Asking for it ("¿habla español?", "in Spanish") counts at once;
 * otherwise at least two Spanish marker words and more Spanish than English ones.
 */
export function soundsSpanish(text: string): boolean {
  const s = text.toLowerCase();
  if (asksForSpanish(s) || ES_GREETING.test(s)) return true;
  const words = s.normalize('NFC').match(/[a-záéíóúüñ]+/g) ?? [];
  // Spanish punctuation and letters count once each.
  let es = (/[¿¡]/.test(s) ? 1 : 0) + (/[ñáéíóú]/.test(s) ? 1 : 0);
  let en = 0;
  for (const w of words) {
    if (ES_WORDS.has(w)) es++;
    else if (EN_WORDS.has(w)) en++;
  }
  return es >= 2 && es > en;
}
