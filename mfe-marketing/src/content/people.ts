/**
 * SAMPLE CONTENT: the spec gives no names. Replace with the real founders and real,
 * permission-granted testimonials before launch.
 */
export interface Founder {
  name: string;
  role: string;
  bio: string;
  initials: string;
}

export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Dana Whitfield',
    role: 'Co-founder & CEO',
    initials: 'DW',
    bio: 'Grew up answering the phone in her family’s plumbing business, then spent two decades building scheduling software for field-service companies.',
  },
  {
    name: 'Marcus Ortega',
    role: 'Co-founder & CTO',
    initials: 'MO',
    bio: 'Built voice and telephony systems for call centers for over twenty years, and has led engineering teams shipping speech AI.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'We stopped losing after-hours calls overnight. It booked six jobs the first weekend.', name: 'Rick M.', business: 'Sample Plumbing & Drain' },
  { quote: 'My stylists never pick up the phone mid-cut anymore, and the book is fuller than ever.', name: 'Priya S.', business: 'Sample Hair Studio' },
  { quote: 'It knows our prices and schedules around drive time better than I did.', name: 'Tom B.', business: 'Sample Heating & Air' },
];

export const PLUMBING_TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'A burst pipe call at 2 AM was booked and on my phone before I woke up.', name: 'Jake R.', business: 'Sample Rooter Co.' },
  { quote: 'It sorts real emergencies from routine drain jobs and books both the right way.', name: 'Luis G.', business: 'Sample Plumbing Pros' },
  { quote: 'Paid for itself with the first water-heater install it booked.', name: 'Amy K.', business: 'Sample Family Plumbing' },
];
