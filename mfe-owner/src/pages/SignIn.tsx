import { TEXTS } from '../texts';
import '../owner.css';

export default function SignInPage() {
  return (
    <div className="bl-container ow-page">
      <h1>{TEXTS.signIn.title}</h1>
      <p>{TEXTS.signIn.lead}</p>
    </div>
  );
}
