import { SimplePage } from './Simple';

export default function Product() {
  return <SimplePage title="The AI Receptionist" lead="Answers calls, books jobs with drive time and traffic, alerts you, and can speak in your own voice." />;
}
