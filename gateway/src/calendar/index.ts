/**
 * Calendar I/O: THE booking record and its store (bookings.ts: one record per booking,
 * written with its slot in one script), booking without double booking (bookSlot, holds that
 * lapse, moveBooking, cancelBooking),
 * owners' calendars (ICS feeds, Google Calendar, Microsoft Graph behind CalendarPort),
 * and exports (the agent's ICS feed, iTIP invitations for the notify port).
 */
export { createBookingStore, toJob, isLive, type Booking, type BookedSlot, type BookingDetails, type BookingStore, type DayState, type BookingStoreOptions } from './bookings';
export { bookSlot, createBooking, confirmHold, moveBooking, cancelBooking, loadTimelines, type BookSlotInput, type BookSlotResult, type ConfirmHoldResult, type MoveBookingResult, type FetchBusy } from './book';
export { bookingFeed, invitation, bookingEvent, bookingUid, PRODID, type CalendarEvent, type Person } from './ics-export';
export { busyFromIcs } from './ics-import';
export { createIcsBusySource, CalendarFetchError, type IcsBusySourceOptions } from './ics-source';
export { CalendarProviderError, type CalendarPort, type CalendarEventInput } from './port';
export { createGoogleCalendar, type GoogleCalendarOptions } from './google-calendar';
export { createMicrosoftGraphCalendar, type MicrosoftGraphOptions } from './microsoft-graph';
export { createSandboxCalendar } from './sandbox-calendar';
export { combineBusy } from './busy';
export { agentFeed, FEED_CONTENT_TYPE } from './feed';
export { scheduleRefresh } from './refresh';
export { closureIntervals, timeOffStore, withTimeOff, type TimeOff } from './time-off';
