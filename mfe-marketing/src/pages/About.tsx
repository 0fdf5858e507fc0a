import { SimplePage } from './Simple';

export default function About() {
  return (
    <SimplePage title="About Us" links={[{ to: '/', label: 'Back to Home' }]} lead="We build the receptionist we wished our own family businesses had.">
      <h2>Our Founders</h2>
      <p>Two co-founders with over 40 years combined experience in software and the trades.</p>
    </SimplePage>
  );
}
