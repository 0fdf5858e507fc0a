import { useSupport } from '@bookline/ui';
import { TEXTS } from '../texts';
import { SimplePage } from './Simple';

/**
 * /privacy: Terms of Service and Privacy Policy (spec: last updated 8/28/2025, SMS consent
 * terms, contact numbers). The legal wording is SAMPLE CONTENT for counsel to replace; the
 * SMS consent terms follow the spec's wording.
 */
export default function Privacy() {
  const { phone, email } = useSupport();
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <SimplePage title={TEXTS.privacyHeading} lead={TEXTS.privacyUpdated} disclaimer={false}>
      <div className="mk-prose">
        <h2>1. Terms of Service</h2>
        <p>
          These terms govern your use of Bookline and the AI Receptionist service. By creating an agent or starting a trial you agree to
          them. The service answers calls, gives information about your services and books appointments on your behalf; you remain
          responsible for the services you offer and the prices you quote.
        </p>
        <p>
          Bookline provides informational and AI-assisted tools only. We do not guarantee outcomes. You use the service at your own risk
          and should consult a qualified professional for legal, financial or other professional advice.
        </p>
        <h2>2. Trial, billing and cancellation</h2>
        <p>
          The free trial lasts 14 days and includes a trial phone number. After the trial the plan is billed monthly as shown on our
          pricing page. You can cancel at any time; cancellation takes effect at the end of the billing period.
        </p>
        <h2>3. Privacy Policy</h2>
        <p>
          We collect the business details you give us, the calendars you share with us (view-only), and the calls and messages the
          receptionist handles for you, to provide the service. Call recordings and transcripts are kept only as long as needed to
          provide summaries and improve your receptionist, and are never sold.
        </p>
        <p>We use service providers for telephony, payments, email, text messages and voice. They process data only on our instructions.</p>
        <h2>4. SMS consent terms</h2>
        <p>
          By checking the SMS consent box you agree to receive text messages from Bookline, including messages sent via an autodialer,
          about your account, bookings and service updates. Consent is not a condition of any purchase. Message frequency varies. Message
          and data rates may apply. Text STOP to opt out at any time and HELP for help. SMS consent is optional.
        </p>
        <p>We do not share your mobile number or SMS consent with third parties for their marketing.</p>
        <h2>5. Contact us</h2>
        <p>
          Support: <a href={tel}>{phone}</a> (Monday to Friday, 8am to 5pm CST) · Email: <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className="mk-note">The legal wording on this page is sample content.</p>
      </div>
    </SimplePage>
  );
}
