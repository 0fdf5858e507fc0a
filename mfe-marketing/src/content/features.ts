/** Feature texts of the landing pages. Titles of the five extra cards are fixed by the spec. */
export interface Feature {
  title: string;
  text: string;
}

/** What's Included: six cards. */
export const INCLUDED_FEATURES: readonly Feature[] = [
  { title: '24/7 Call Answering', text: 'Every call is answered in a friendly, natural voice, nights, weekends and holidays included.' },
  { title: 'Calendar Booking', text: 'Books jobs straight into your Google or Outlook calendar, using job length and drive time with traffic.' },
  { title: 'Instant Alerts', text: 'Email and text alerts for every booking, plus a summary after each call.' },
  { title: 'Emergency Routing', text: 'Recognises urgent calls and routes them to you, or transfers the caller to a human.' },
  { title: 'Knows Your Services', text: 'Answers questions about your services and prices and gives estimates before booking.' },
  { title: 'Website Widget', text: 'Visitors to your site can talk to your receptionist with one click.' },
];

/** Second reading: the Add Feature button reveals these five, one per click. */
export const EXTRA_FEATURES: readonly Feature[] = [
  { title: 'Smart Scheduling', text: 'Fits each job into the best place in your day’s route.' },
  { title: 'Multi-Calendar Sync', text: 'Keeps every technician’s calendar in step.' },
  { title: 'Customer Follow-up', text: 'Confirmations, reminders and updates go out on their own.' },
  { title: 'Payment Collection', text: 'Sends a payment link once the job is booked.' },
  { title: 'Analytics Dashboard', text: 'See calls answered, jobs booked and revenue captured.' },
];

/** Plumbing page: six feature tiles. */
export const PLUMBING_FEATURES: readonly Feature[] = [
  { title: 'Emergency Triage', text: 'Burst pipes and flooding get flagged and routed to you right away.' },
  { title: 'Drive-Time Booking', text: 'Books around traffic and your route, so you are not crossing town twice.' },
  { title: 'After-Hours Coverage', text: 'Night and weekend calls become booked jobs instead of voicemails.' },
  { title: 'Service Estimates', text: 'Quotes your standard prices for drain cleaning, water heaters and more.' },
  { title: 'Text Alerts', text: 'Every booking lands on your phone with the address and the problem.' },
  { title: 'Your Own Voice', text: 'Optionally answers in a clone of your own voice.' },
];

/** Demo page: What This Agent Can Do. */
export const DEMO_CAPABILITIES: readonly Feature[] = [
  { title: 'Smart Scheduling', text: 'Finds a time that fits the job length and drive time.' },
  { title: 'Natural Conversation', text: 'Talks like a friendly front-desk person, not a phone menu.' },
  { title: 'Emergency Recognition', text: 'Knows a burst pipe from a dripping tap and escalates.' },
  { title: 'Service Knowledge', text: 'Answers questions about services, prices and hours.' },
];

/** Pricing card bullets (seven, as on the demo page). */
export const PLAN_BULLETS: readonly string[] = [
  '24/7 AI call answering',
  'Unlimited calls and minutes',
  'Google and Outlook calendar booking',
  'Drive time and traffic-aware scheduling',
  'Instant email and text alerts',
  'Website widget',
  'Your own business phone number',
];
