import { SimplePage } from './Simple';

export default function Privacy() {
  return <SimplePage title="Terms of Service and Privacy Policy" lead="Last updated 8/28/2025" />;
}
