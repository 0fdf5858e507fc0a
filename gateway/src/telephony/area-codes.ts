import { US_STATES } from '@bookline/contracts';

/** A major area code per state, to find a local number when the business phone gives none. */
export const STATE_AREA_CODES: Record<string, string> = {
  AL: '205', AK: '907', AZ: '602', AR: '501', CA: '213', CO: '303', CT: '203', DE: '302', FL: '305', GA: '404',
  HI: '808', ID: '208', IL: '312', IN: '317', IA: '515', KS: '316', KY: '502', LA: '504', ME: '207', MD: '410',
  MA: '617', MI: '313', MN: '612', MS: '601', MO: '314', MT: '406', NE: '402', NV: '702', NH: '603', NJ: '201',
  NM: '505', NY: '212', NC: '704', ND: '701', OH: '614', OK: '405', OR: '503', PA: '215', RI: '401', SC: '803',
  SD: '605', TN: '615', TX: '512', UT: '801', VT: '802', VA: '804', WA: '206', WV: '304', WI: '414', WY: '307',
};

const STATE_NAMES = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));

/** "TX", "tx" or "Texas" → "TX"; anything else → undefined. */
export function stateCode(raw: string | undefined): string | undefined {
  const s = (raw ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(s) && STATE_AREA_CODES[s.toUpperCase()]) return s.toUpperCase();
  return STATE_NAMES.get(s.toLowerCase());
}

/** The area code of a US phone number ("(512) 555-0142", "+1 512…"), when it is a real one. */
export function areaCodeOfPhone(raw: string | undefined): string | undefined {
  const digits = (raw ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return undefined;
  const npa = digits.slice(0, 3);
  // NANP: first digit 2-9, not an N11 service code, not the fictional 555.
  if (!/^[2-9]\d\d$/.test(npa) || /^[2-9]11$/.test(npa) || npa === '555') return undefined;
  return npa;
}

/** Business phone first, then the state's main area code. */
export function pickAreaCode({ businessPhone, state }: { businessPhone?: string; state?: string }): string | undefined {
  return areaCodeOfPhone(businessPhone) ?? (stateCode(state) ? STATE_AREA_CODES[stateCode(state)!] : undefined);
}
