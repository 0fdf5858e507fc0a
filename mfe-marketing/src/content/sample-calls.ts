/**
 * The two sample calls on the landing pages. SAMPLE CONTENT written for Bookline: replace
 * the lines, then run `node --import tsx scripts/make-sample-calls.mjs` to re-render the
 * audio (espeak-ng + sox + lame) and the durations in `sample-call-durations.json`.
 */
export type Speaker = 'receptionist' | 'caller';

export interface SampleCall {
  id: 'plumbing-emergency' | 'salon-booking';
  title: string;
  business: string;
  lines: ReadonlyArray<{ speaker: Speaker; text: string }>;
}

export const SAMPLE_CALLS: readonly SampleCall[] = [
  {
    id: 'plumbing-emergency',
    title: 'Emergency plumbing call',
    business: 'Rapid Flow Plumbing',
    lines: [
      { speaker: 'receptionist', text: 'Thanks for calling Rapid Flow Plumbing. How can I help you today?' },
      { speaker: 'caller', text: 'Hi, a pipe just burst under my kitchen sink and there is water everywhere.' },
      { speaker: 'receptionist', text: 'That sounds like an emergency. First, please turn off the main water valve if you can. What is your address?' },
      { speaker: 'caller', text: 'Four twelve Oak Street, in Round Rock.' },
      { speaker: 'receptionist', text: 'Thank you. Our technician Mike can be there at two fifteen this afternoon. Shall I book that?' },
      { speaker: 'caller', text: 'Yes please, as soon as possible.' },
      { speaker: 'receptionist', text: 'You are booked for two fifteen today. I have also alerted Mike, and you will get a text confirmation now.' },
    ],
  },
  {
    id: 'salon-booking',
    title: 'Salon booking',
    business: 'Bella Hair Studio',
    lines: [
      { speaker: 'receptionist', text: 'Hello, Bella Hair Studio. How can I help?' },
      { speaker: 'caller', text: 'Hi, I would like a haircut and color on Saturday.' },
      { speaker: 'receptionist', text: 'A cut and color takes about two hours. Saturday I have ten A M or one thirty P M. Which works better?' },
      { speaker: 'caller', text: 'Ten A M, please.' },
      { speaker: 'receptionist', text: 'Great. May I have your name and mobile number?' },
      { speaker: 'caller', text: 'Sarah Lee, five one two, five five five, zero one nine eight.' },
      { speaker: 'receptionist', text: 'Thanks Sarah. You are booked for Saturday at ten A M with Anna. We will text you a reminder the day before.' },
    ],
  },
];
