import type { AddBookingBody, AgentSettings, ApplyPlanAnswer, CrewAnswer, PlanAnswer, PutCrewBody, BillingAnswer, BookingsAnswer, OwnerBooking, OwnerTimeOff, PortalAnswer, SettingsAnswer, SlotsAnswer } from '@bookline/contracts';
import { api } from './api';

const base = (agentId: string) => `/api/owner/agents/${encodeURIComponent(agentId)}`;
const qs = (q: Record<string, string | undefined>) => {
  const p = new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => Boolean(e[1])));
  const s = p.toString();
  return s ? `?${s}` : '';
};

/** The owner's bookings, settings and billing (gateway/src/owner-ops). */
export const ops = {
  bookings: (agentId: string, q: { when?: 'upcoming' | 'past'; from?: string; to?: string }) => api<BookingsAnswer>(`${base(agentId)}/bookings${qs(q)}`),
  slotsForNew: (agentId: string, q: { service: string; zip?: string; date?: string }) => api<SlotsAnswer>(`${base(agentId)}/bookings/slots${qs(q)}`),
  slotsToMove: (agentId: string, bookingId: string, date?: string) => api<SlotsAnswer>(`${base(agentId)}/bookings/${encodeURIComponent(bookingId)}/slots${qs({ date })}`),
  move: (agentId: string, bookingId: string, slot: { start: number; technicianId: string }) =>
    api<{ booking: OwnerBooking }>(`${base(agentId)}/bookings/${encodeURIComponent(bookingId)}/move`, { method: 'POST', body: slot }),
  cancel: (agentId: string, bookingId: string) => api<{ booking: OwnerBooking }>(`${base(agentId)}/bookings/${encodeURIComponent(bookingId)}/cancel`, { method: 'POST', body: {} }),
  add: (agentId: string, body: AddBookingBody) => api<{ booking: OwnerBooking }>(`${base(agentId)}/bookings`, { method: 'POST', body }),
  addTimeOff: (agentId: string, body: { start: number; end: number; label?: string }) => api<{ timeOff: OwnerTimeOff }>(`${base(agentId)}/time-off`, { method: 'POST', body }),
  removeTimeOff: (agentId: string, id: string) => api<{ success: true }>(`${base(agentId)}/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  settings: (agentId: string) => api<SettingsAnswer>(`${base(agentId)}/settings`),
  saveSettings: (agentId: string, version: number, settings: AgentSettings) => api<SettingsAnswer>(`${base(agentId)}/settings`, { method: 'PUT', body: { version, settings } }),
  crew: (agentId: string) => api<CrewAnswer>(`${base(agentId)}/crew`),
  saveCrew: (agentId: string, body: PutCrewBody) => api<CrewAnswer>(`${base(agentId)}/crew`, { method: 'PUT', body }),
  plan: (agentId: string, date?: string) => api<PlanAnswer>(`${base(agentId)}/plan${qs({ date })}`),
  applyPlan: (agentId: string, body: { date: string; token: string }) => api<ApplyPlanAnswer>(`${base(agentId)}/plan/apply`, { method: 'POST', body }),
  billing: (agentId: string) => api<BillingAnswer>(`${base(agentId)}/billing`),
  portal: (agentId: string) => api<PortalAnswer>(`${base(agentId)}/billing/portal`, { method: 'POST', body: {} }),
};
