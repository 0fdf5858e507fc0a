/** Spec §3 trial signup customer info. */
export interface CustomerInfo {
  name: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface CheckoutRequest {
  agentId: string;
  customerId: string;
  /** Site-relative paths; the adapter makes them absolute where the provider needs it. */
  successPath: string;
  cancelPath: string;
}

export interface CheckoutSessionInfo {
  id: string;
  agentId: string | null;
  /** complete once the owner finished the hosted page. */
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  subscriptionId: string | null;
}

export interface UsageReport {
  customerId: string;
  bookingId: string;
  /** Provider-side idempotency key and meter event identifier, one per booking. */
  usageKey: string;
  /** When the appointment was booked (epoch ms). */
  at: number;
}

export interface PortalRequest {
  agentId: string;
  customerId: string;
  /** Site-relative path the portal's "return" link goes back to. */
  returnPath: string;
}

export interface InvoiceInfo {
  id: string;
  /** Epoch seconds. */
  created: number;
  amountCents: number;
  status: string;
  /** The provider's hosted invoice page, when there is one. */
  url?: string;
}

/** A provider failure; `retryable` when trying again later may work (network, 5xx, 429). */
export class BillingError extends Error {
  override name = 'BillingError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly providerStatus?: number,
  ) {
    super(message);
  }
}

/** The payment provider port (protocols.md §6). Stripe adapter + sandbox adapter. */
export interface BillingProvider {
  readonly name: 'stripe' | 'sandbox';
  readonly mode: 'live' | 'sandbox';
  createCustomer(info: CustomerInfo, agentId: string): Promise<string>;
  createCheckout(req: CheckoutRequest): Promise<{ id: string; url: string }>;
  getCheckout(sessionId: string): Promise<CheckoutSessionInfo | null>;
  /** One unit of metered usage; `usageKey` is the provider-side idempotency key. */
  reportUsage(report: UsageReport): Promise<void>;
  /** A billing-portal session (card changes, invoices, cancellation) for the customer. */
  createPortal(req: PortalRequest): Promise<{ url: string }>;
  /** The customer's latest invoices, newest first. */
  listInvoices(customerId: string, limit: number): Promise<InvoiceInfo[]>;
}
