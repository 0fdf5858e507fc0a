/**
 * Robocalls and recorded sales pitches, from their first words: IVR prompts ("press 1"),
 * automated notices, the usual pitches. Tested on the caller's first turns only.
 */
const ROBOCALL = new RegExp([
  String.raw`\bpress (1|one|2|two|9|nine)\b`, String.raw`\bthis is an (automated|important|final) (call|message|notice)`, String.raw`\b(extended|vehicle|car|auto) warranty\b`,
  String.raw`\bfinal (notice|attempt)\b`, String.raw`\bsocial security (number|administration)\b`, String.raw`\b(google|business) (listing|profile) (is|has been|will be)\b`,
  String.raw`\blower your (interest|credit card|rate)\b`, String.raw`\bpre-?approved (for|business loan)`, String.raw`\b(you('ve| have)|congratulations.*) (won|been selected)\b`,
  String.raw`\bmerchant (services|processing) (rates|fees)\b`, String.raw`\bto be removed from (our|this) (list|calling list)\b`, String.raw`\bthis is not a sales call\b`,
  // The same pitches in Spanish.
  String.raw`\b(oprima|presione|marque) (el )?(1|uno|2|dos|9|nueve)\b`, String.raw`\beste es un (mensaje|aviso) (autom[aá]tico|importante)`, String.raw`\bgarant[ií]a (extendida|de su (veh[ií]culo|auto|carro))`,
  String.raw`(^|\s)[uú]ltimo aviso\b`, String.raw`\bha sido (seleccionad[oa]|pre-?aprobad[oa])`, String.raw`\bpara ser (eliminad[oa]|removid[oa]) de (nuestra|esta) lista\b`,
].join('|'), 'i');

export function isRobocall(text: string): boolean {
  return ROBOCALL.test(text);
}
