import type { BusinessKind } from '@bookline/contracts';

/**
 * The business's kind, inferred from what the owner wrote (name, description, services):
 * agent records carry no kind field, and the kind decides which emergencies matter.
 */
const KIND_WORDS: ReadonlyArray<[BusinessKind, RegExp]> = [
  ['Plumbing', /\b(plumb\w*|drain|rooter|water heater|sewer|pipe)/i],
  ['HVAC', /\b(hvac|heating|cooling|furnace|air condition\w*|a\/c|\bac\b)/i],
  ['Dental', /\b(dental|dentist\w*|orthodont\w*|teeth|tooth)/i],
  ['Locksmith', /\b(locksmith|lockout|rekey|locks?)\b/i],
  ['Veterinary', /\b(veterinar\w*|vet clinic|animal hospital|pet)\b/i],
  ['Medical', /\b(clinic|medical|physician|doctor|urgent care|family medicine)\b/i],
  ['Salon', /\b(salon|hair|barber\w*|nails?|spa)\b/i],
  ['Auto Shop', /\b(auto shop|auto repair|brake|oil change|tire|mechanic\w*|garage)\b/i],
  ['Cleaning', /\b(clean\w*|maid|janitor\w*)\b/i],
  ['Landscaping', /\b(landscap\w*|lawn|yard|garden\w*|mow\w*)\b/i],
  ['Legal', /\b(law|legal|attorney|lawyer)\b/i],
  ['Appliance Repair', /\b(appliance|washer|dryer|refrigerator|fridge|dishwasher)\b/i],
  ['Car Detailing', /\b(detailing|detail|car wash)\b/i],
  ['Fixture Services', /\b(fixture|lighting|electric\w*)\b/i],
];

export function inferKind(text: string): BusinessKind {
  for (const [kind, re] of KIND_WORDS) if (re.test(text)) return kind;
  return 'Other';
}

/**
 * Emergencies per kind of business. A match makes the receptionist offer an immediate
 * transfer to the owner. `ANY` applies to every kind (fire, gas, someone hurt).
 */
const ANY = /\b(gas (smell|leak)|smell(s|ing)? (of )?gas|carbon monoxide|co alarm|on fire|fire\b|smoke coming|someone('s| is) hurt|bleeding (badly|a lot)|can'?t breathe)\b/i;
const BY_KIND: Partial<Record<BusinessKind, RegExp>> = {
  Plumbing: /\b(burst|bursting|broken) (pipe|main)|\bflood\w*|water (is )?(everywhere|pouring|gushing)|sewage (backing|back ?up|coming)|no water at all|(toilet|pipe) (is )?overflowing|leak\w* through the ceiling/i,
  HVAC: /\bno heat\b|heat (is |has )?(out|stopped|not working)(?! (well|right|great))|furnace (is )?(out|dead|not working)|freezing (in here|inside|house)|(ac|a\/c|air conditioning) (is )?(out|dead|not working).*(heat|hot|elderly|baby)|sparking|burning smell/i,
  'Fixture Services': /\bsparking\b|sparks|(panel|outlet|breaker|wire)s? (is |are )?(smoking|burning|sparking)|electrical fire|shock(ed)?\b/i,
  Locksmith: /\blocked out\b.*\b(child|kid|baby|toddler|dog|pet|stove|oven)\b|\b(child|kid|baby|toddler) (is )?(locked|stuck) (in|inside)|break-?in|broken into/i,
  Dental: /\b(knocked out|broken|cracked|chipped) (a |my |his |her )?(tooth|teeth)|tooth (got )?knocked out|dental trauma|severe (tooth)?ache|swelling in (my|his|her) (face|jaw)|jaw (is )?swollen|won'?t stop bleeding/i,
  Veterinary: /\b(hit by a car|not breathing|seizure|ate (chocolate|poison|rat poison|antifreeze)|poison\w*|collapsed|bloat\w*)\b/i,
  Medical: /\b(chest pain|stroke|unconscious|severe bleeding|can'?t breathe|allergic reaction)\b/i,
  'Appliance Repair': /\b(gas (smell|leak)|sparking|smoking|burning smell)\b/i,
  'Auto Shop': /\b(stranded|broke down on the (highway|freeway)|brakes (failed|gone|not working))\b/i,
  Mechanic: /\b(stranded|broke down on the (highway|freeway)|brakes (failed|gone|not working))\b/i,
};

/** The same in Spanish (no \b next to accented letters: JavaScript's \b is ASCII only). */
const ANY_ES = /(fuga de gas|olor a gas|huele a gas|mon[oó]xido de carbono|\bincendio|\bfuego\b|se est[aá] quemando|\bhumo\b|alguien (est[aá] )?herido|sangra(ndo)? mucho|no (puede|puedo) respirar)/i;
const BY_KIND_ES: Partial<Record<BusinessKind, RegExp>> = {
  Plumbing: /(tuber[ií]a (rota|reventada)|se revent[oó]|inundaci[oó]n|\binund(ando|ado|ada|a)\b|agua por todas partes|sale agua por todos lados|aguas negras|se (est[aá] )?desbord)/i,
  HVAC: /(sin calefacci[oó]n|no (hay|tengo|tenemos) calefacci[oó]n|la calefacci[oó]n no (funciona|prende|sirve)|el calentador no (funciona|prende)|(nos estamos|me estoy) congelando|olor a quemado|chispas)/i,
  'Fixture Services': /(chispas|sale humo|echando chispas|descarga el[eé]ctrica|(enchufe|panel|cables?) (se )?(est[aá]n? )?quem)/i,
  Locksmith: /((ni[ñn][oa]|beb[eé]|hij[oa]) (est[aá] )?(encerrad[oa]|atrapad[oa])|forzaron la (puerta|cerradura)|entraron a robar|me robaron)/i,
  Dental: /(se me (cay[oó]|rompi[oó]) un diente|diente (roto|partido|quebrado)|dolor (muy )?fuerte|cara hinchada|mand[ií]bula hinchada|no para de sangrar)/i,
  Veterinary: /(atropell|no respira|convulsi|comi[oó] (chocolate|veneno)|envenen|se desmay)/i,
  Medical: /(dolor de pecho|derrame|inconsciente|no respira|reacci[oó]n al[eé]rgica)/i,
};

export function isEmergency(kind: BusinessKind, text: string): boolean {
  return ANY.test(text) || (BY_KIND[kind]?.test(text) ?? false) || ANY_ES.test(text) || (BY_KIND_ES[kind]?.test(text) ?? false);
}

/** Whether the caller used one of the owner's own emergency words (whole words, any case). */
export function saysOwnerEmergencyWord(words: readonly string[] | undefined, text: string): boolean {
  const t = ` ${text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ')} `;
  return (words ?? []).some((w) => {
    const k = w.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').replace(/\s+/g, ' ').trim();
    return k.length > 0 && t.includes(` ${k} `);
  });
}

/** Medical/emergency-services cases where the caller must be told to dial 911 first. */
export function needs911(text: string): boolean {
  return /\b(gas (smell|leak)|smell(s|ing)? (of )?gas|chest pain|stroke|unconscious|not breathing|can'?t breathe|on fire|carbon monoxide|someone('s| is) hurt|bleeding (badly|a lot))\b/i.test(text)
    || /(fuga de gas|olor a gas|huele a gas|dolor de pecho|inconsciente|no respira|no (puede|puedo) respirar|\bincendio|\bfuego\b|mon[oó]xido|herido|sangra(ndo)? mucho)/i.test(text);
}
