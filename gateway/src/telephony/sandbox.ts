import { STATE_AREA_CODES, stateCode } from './area-codes';
import type { NumberQuery, PurchaseRequest, TelephonyProvider } from './port';

export interface SandboxTelephonyOptions {
  /** Area code used when a search names none. */
  defaultAreaCode?: string;
}

/** The 100 fictional numbers of an area code: +1 AAA 555-0100 … 555-0199. */
export function sandboxNumbers(areaCode: string): string[] {
  return Array.from({ length: 100 }, (_, i) => `+1${areaCode}55501${String(i).padStart(2, '0')}`);
}

/**
 * Offline telephony: hands out numbers from the reserved fictional 555-01xx range in the
 * business's area code. It keeps no state: uniqueness is the number service's job (it claims
 * each number in Redis), so a search lists every number of the area code.
 */
export function sandboxTelephony({ defaultAreaCode = '512' }: SandboxTelephonyOptions = {}): TelephonyProvider {
  return {
    mode: 'sandbox',
    name: 'sandbox',
    async searchLocalNumbers({ areaCode, state }: NumberQuery) {
      if (areaCode) return sandboxNumbers(areaCode);
      const st = stateCode(state);
      if (st) return sandboxNumbers(STATE_AREA_CODES[st]!);
      // No hint: the default area code first, then every state's.
      const codes = [defaultAreaCode, ...new Set(Object.values(STATE_AREA_CODES))].filter((c, i, a) => a.indexOf(c) === i);
      return codes.flatMap(sandboxNumbers);
    },
    async purchaseNumber({ phoneNumber }: PurchaseRequest) {
      return { phoneNumber, providerId: `sandbox:${phoneNumber}` };
    },
  };
}
