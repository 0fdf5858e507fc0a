// Agents made through the real create-full-agent function, for browser tests that need one.
import { expect, inject } from 'vitest';

export interface CreatedAgent {
  agentId: string;
  calendarFeedUrl: string;
  /** The creating session's cookie (`bl_sid` value): until the owner claims the agent, that browser session may act for it. */
  sessionId?: string;
}

/**
 * A plumber who travels to customers around Austin, with one priced service (drain cleaning, $150, 1 h).
 * The public business line is 512-867-5309; the owner's own mobile (transfers, urgent texts, with
 * SMS consent) is 512-555-0142.
 */
export async function createTravelPlumber({ name, email }: { name: string; email: string }): Promise<CreatedAgent> {
  const res = await fetch(inject('baseUrl') + '/functions/v1/create-full-agent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      smsConsent: { consent: true, date: '2026-11-20T15:00:00.000Z', source: 'website sign up form' },
      businessData: {
        BusinessName: name,
        BusinessPhoneNumber: '(512) 867-5309',
        OwnerMobile: '(512) 555-0142',
        TimeZone: 'America/Chicago',
        ServiceType: 'Travel to Customer',
        ServiceRangeMiles: 25,
        BusinessAddressStreet: '500 Congress Ave',
        BusinessAddressCity: 'Austin',
        BusinessAddressState: 'TX',
        BusinessAddressZipcode: '78701',
      },
      services: [{ name: 'Drain cleaning', durationMinutes: 60, priceFromCents: 15000 }],
    }),
  });
  expect(res.status).toBe(200);
  const sessionId = /bl_sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  return { ...((await res.json()) as CreatedAgent), ...(sessionId ? { sessionId } : {}) };
}
