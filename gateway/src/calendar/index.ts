export { createBookingStore, toJob, type BookingStore, type StoredBooking, type DayState, type BookingStoreOptions } from './bookings';
export { bookSlot, loadTimelines, type BookSlotInput, type BookSlotResult, type FetchBusy } from './book';
export { bookingFeed, invitation, bookingEvent, bookingUid, PRODID, type CalendarEvent, type Person } from './ics-export';
export { busyFromIcs } from './ics-import';
export { createIcsBusySource, CalendarFetchError, type IcsBusySourceOptions } from './ics-source';
export { CalendarProviderError, type CalendarPort, type CalendarEventInput } from './port';
export { createGoogleCalendar, type GoogleCalendarOptions } from './google-calendar';
export { createMicrosoftGraphCalendar, type MicrosoftGraphOptions } from './microsoft-graph';
export { createSandboxCalendar, combineBusy } from './sandbox-calendar';
