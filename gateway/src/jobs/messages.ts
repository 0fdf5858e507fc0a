import { bookingUid, invitation, type CalendarEvent } from '../calendar/ics-export';
import { sayDigits } from '../receptionist/speech';
import type { BookingFacts, MessageFacts } from './events';

/** Texts of the follow-up messages. Pure, so tests can read them. */
const when = (t: number, tz: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(t));

export function ownerBookingAlert(b: BookingFacts, tz: string, kind: 'booked' | 'rescheduled' | 'cancelled', previousStart?: number) {
  const who = b.customer.name ?? 'A caller';
  const verb = kind === 'booked' ? 'New booking' : kind === 'rescheduled' ? 'Booking moved' : 'Booking cancelled';
  const subject = `${verb}: ${b.serviceName}, ${when(b.start, tz)} — ${who}`;
  const lines = [
    `${verb} by your Bookline receptionist.`,
    `Service: ${b.serviceName}`,
    `When: ${when(b.start, tz)} to ${new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(new Date(b.end))}`,
    ...(previousStart !== undefined ? [`Previously: ${when(previousStart, tz)}`] : []),
    `Customer: ${who}`,
    ...(b.customer.phone ? [`Phone: ${b.customer.phone}`] : []),
    ...(b.customer.address ? [`Address: ${b.customer.address}`] : []),
    ...(b.priceText ? [`Estimate quoted: ${b.priceText}`] : []),
  ];
  return { subject, text: lines.join('\n'), sms: `${verb}: ${b.serviceName} ${when(b.start, tz)}, ${who}${b.customer.phone ? ` ${b.customer.phone}` : ''}` };
}

const cuando = (t: number, tz: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(t));

export function callerSms(b: BookingFacts, tz: string, business: string, kind: 'booked' | 'rescheduled' | 'cancelled' | 'reminder') {
  if (b.customer.lang === 'es') {
    // "Responda STOP": carriers honour the English keyword whatever the language.
    if (kind === 'cancelled') return `${business}: su cita de ${b.serviceName} del ${cuando(b.start, tz)} quedó cancelada. Responda STOP para no recibir más mensajes.`;
    if (kind === 'reminder') return `Recordatorio de ${business}: ${b.serviceName} el ${cuando(b.start, tz)}. Responda STOP para no recibir más mensajes.`;
    const estimado = b.priceText ? ` Precio estimado: ${b.priceText.replace(' to ', ' a ')}.` : '';
    return `${business}: su cita de ${b.serviceName} ${kind === 'booked' ? 'quedó agendada para el' : 'se cambió al'} ${cuando(b.start, tz)}.${estimado} Responda STOP para no recibir más mensajes.`;
  }
  if (kind === 'cancelled') return `${business}: your ${b.serviceName} on ${when(b.start, tz)} is cancelled. Reply STOP to opt out.`;
  if (kind === 'reminder') return `Reminder from ${business}: ${b.serviceName} on ${when(b.start, tz)}. Reply STOP to opt out.`;
  const est = b.priceText ? ` Estimate: ${b.priceText}.` : '';
  return `${business}: your ${b.serviceName} is ${kind === 'booked' ? 'booked' : 'moved to'} ${when(b.start, tz)}.${est} Reply STOP to opt out.`;
}

export function urgentMessage(m: MessageFacts, business: string) {
  const who = [m.callerName, m.callerPhone ? sayDigits(m.callerPhone).replace(/ /g, '').replace(/,/g, '-') : undefined].filter(Boolean).join(', ') || 'A caller';
  const subject = `${m.urgent ? 'Urgent message' : 'Message'} from ${who}`;
  const text = [`${who} left a message for ${business}:`, '', m.message, '', ...(m.callerPhone ? [`Call back: ${m.callerPhone}`] : [])].join('\n');
  return { subject, text, sms: `${m.urgent ? 'Urgent: ' : ''}${who}: ${m.message}`.slice(0, 600) };
}

export function bookingInvitation(b: BookingFacts, { business, organizerEmail, attendee, method, now }: { business: string; organizerEmail: string; attendee: { name?: string; email: string }; method: 'REQUEST' | 'CANCEL'; now: number }) {
  const event: CalendarEvent = {
    uid: bookingUid(b.agentId, b.id), start: b.start, end: b.end, summary: `${b.serviceName} — ${business}`,
    description: [b.priceText ? `Estimate: ${b.priceText}` : '', `Booked by the ${business} receptionist`].filter(Boolean).join('\n'),
    ...(b.customer.address ? { location: b.customer.address } : {}), status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED', sequence: b.sequence, updatedAt: now,
  };
  return invitation({ method, event, organizer: { name: business, email: organizerEmail }, attendees: [attendee], now });
}
