/** The telephony provider port: find a local number, buy it, point its voice webhook at us. */
export interface NumberQuery {
  /** Three-digit US area code to search first. */
  areaCode?: string;
  /** Two-letter US state to fall back to. */
  state?: string;
  limit: number;
}

export interface PurchaseRequest {
  /** E.164 number from a search. */
  phoneNumber: string;
  /** Absolute URL of our `/voice/incoming` webhook. */
  voiceUrl: string;
  friendlyName: string;
}

export interface TelephonyProvider {
  /** 'sandbox' numbers are fictional (555-01xx) and labelled as such in the UI. */
  readonly mode: 'sandbox' | 'live';
  readonly name: string;
  /** Available local numbers, E.164. */
  searchLocalNumbers(q: NumberQuery): Promise<string[]>;
  purchaseNumber(req: PurchaseRequest): Promise<{ phoneNumber: string; providerId?: string }>;
}

/** A provider call that failed. `kind` decides the status the client sees; details are only logged. */
export class TelephonyError extends Error {
  override name = 'TelephonyError';
  constructor(
    readonly kind: 'rejected' | 'unavailable' | 'timeout' | 'no-numbers' | 'busy',
    message: string,
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}
