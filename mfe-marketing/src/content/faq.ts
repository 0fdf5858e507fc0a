/**
 * The 15 FAQ questions (spec: "FAQ has 15 questions"). Answers restate spec facts where the
 * spec gives them (trial, pricing, timings, forwarding codes, support hours); the wording is
 * ours. `{phone}` and `{email}` are filled with the configured support details.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  { id: 'what', question: 'What is the AI Receptionist?', answer: 'An AI that answers your business calls 24/7, answers questions about your services and prices, and books appointments straight into your calendar.' },
  { id: 'setup-time', question: 'How long does setup take?', answer: 'Most owners are live in about 15 minutes: create your receptionist (5 min), share your calendar (3 min), get your number (1 min) and forward your calls (5 min).' },
  { id: 'trial', question: 'How does the free trial work?', answer: 'You get 14 days free with a trial phone number. The trial number may take up to 5 minutes to activate, and your permanent number follows signup.' },
  { id: 'price', question: 'How much does it cost after the trial?', answer: '$29 per month plus $3.50 per booked appointment. No setup fees and no per-minute charges.' },
  { id: 'calendars', question: 'Which calendars does it work with?', answer: 'Google Calendar and Outlook. You share your calendar with our support address (See all event details in Google, Can view all details in Outlook) and the invite arrives within 2 minutes.' },
  { id: 'drive-time', question: 'How does it decide when to book a job?', answer: 'It uses each job’s length, the drive time between jobs with time-of-day traffic, and the best place in your day’s route.' },
  { id: 'emergencies', question: 'What happens with emergency calls?', answer: 'It recognises emergencies and routes urgent calls to you, and it can transfer a caller to a human.' },
  { id: 'forwarding', question: 'How do I forward my calls?', answer: 'Dial *72 to forward all calls (*73 to stop), *90 to forward when busy (*91 to stop), or *92 to forward when unanswered (*93 to stop), followed by your Bookline number. Or display the booking number online.' },
  { id: 'number', question: 'Do I get a phone number?', answer: 'Yes. A business number is assigned within 24 hours and emailed to you, and you can use it for forwarded missed calls or display it on your website.' },
  { id: 'voice', question: 'Can it sound like me?', answer: 'Yes, optionally. Record 10 to 30 seconds of your voice and your receptionist can speak in a clone of it. Voice samples are processed within 24 hours.' },
  { id: 'alerts', question: 'How will I know about new bookings?', answer: 'You get instant email and text alerts for each booking and an email summary after each call. Customers get confirmations, reminders and updates.' },
  { id: 'reschedule', question: 'Can callers reschedule or cancel?', answer: 'Yes. The receptionist handles reschedules and cancellations and updates your calendar.' },
  { id: 'widget', question: 'Can visitors to my website talk to it?', answer: 'Yes. Paste a one-line widget snippet into your site and visitors can call your receptionist from the page.' },
  { id: 'industries', question: 'What kinds of businesses is it for?', answer: 'Appointment-based local service businesses such as plumbing, HVAC, dental, auto shops, salons, cleaning, landscaping, medical, legal, veterinary, locksmiths and solo professionals.' },
  { id: 'support', question: 'How do I reach support?', answer: 'Call {phone} or email {email}. Support hours are Monday to Friday, 8am to 5pm CST.' },
];
