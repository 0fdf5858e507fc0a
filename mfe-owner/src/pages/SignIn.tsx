import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Field, Spinner } from '@bookline/ui';
import { SIGN_IN_LINK_ERRORS } from '@bookline/contracts';
import { LINK_PROBLEMS, linkProblem, requestSignInLink, sandboxSignInLink, signInWithPasskey, verifySignInLink, type LinkProblem } from '../lib/account-api';
import { forgetMe } from '../lib/me';
import { TEXTS } from '../texts';
import '../owner.css';

/** The accounts module's texts for a refused link (contracts, shared with the server). */
const PROBLEM_TEXT: Record<LinkProblem, string> = SIGN_IN_LINK_ERRORS;

/** Only same-site paths under /dashboard are followed after signing in. */
const safeNext = (n: string | null) => (n && /^\/dashboard(\/|$|\?)/.test(n) ? n : '/dashboard');

function EmailForm({ initial, onSent }: { initial: string; onSent: (email: string) => void }) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(TEXTS.signIn.invalidEmail);
    setBusy(true);
    setError(undefined);
    try {
      await requestSignInLink(email.trim());
      onSent(email.trim());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: 480 }}>
      <Field label={TEXTS.signIn.email} error={error} required>
        {(ids) => <input {...ids} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />}
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? TEXTS.signIn.sending : TEXTS.signIn.send}
      </Button>
    </form>
  );
}

function CheckEmail({ email, onResend, onOther }: { email: string; onResend: () => void; onOther: () => void }) {
  const [sandbox, setSandbox] = useState<{ sandbox: boolean; link: string | null } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    let tries = 0;
    const look = async () => {
      const r = await sandboxSignInLink(email);
      if (!live) return;
      setSandbox(r);
      if (r.sandbox && !r.link && tries++ < 10) setTimeout(look, 500);
    };
    void look();
    return () => {
      live = false;
    };
  }, [email]);
  return (
    <section aria-labelledby="ow-check">
      <h2 id="ow-check" tabIndex={-1} ref={heading}>
        {TEXTS.signIn.checkTitle}
      </h2>
      <p role="status">{TEXTS.signIn.checkBody(email)}</p>
      {sandbox?.sandbox ? (
        <div className="ow-sandbox">
          <p style={{ margin: 0 }}>{TEXTS.signIn.sandboxNote}</p>
          {sandbox.link ? <a href={sandbox.link}>{TEXTS.signIn.sandboxLink}</a> : <p style={{ margin: 0 }}>{TEXTS.signIn.sandboxNone}</p>}
        </div>
      ) : null}
      <div className="ow-actions">
        <Button variant="secondary" onClick={onResend}>
          {TEXTS.signIn.resend}
        </Button>
        <Button variant="ghost" onClick={onOther}>
          {TEXTS.signIn.useOther}
        </Button>
      </div>
    </section>
  );
}

/** `/sign-in`: email link (and passkey) sign-in; also where the emailed link lands (`?token=`). */
export default function SignInPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token');
  const next = safeNext(search.get('next'));
  const [sent, setSent] = useState<string | null>(null);
  // The emailed link (/sign-in/verify) comes back here with ?error=<code> when refused.
  const errorParam = search.get('error');
  const [problem, setProblem] = useState<LinkProblem | null>(errorParam ? (LINK_PROBLEMS.find((p) => p === errorParam) ?? 'invalid') : null);
  const [passkeyError, setPasskeyError] = useState<string>();
  const [lastEmail, setLastEmail] = useState(search.get('email') ?? '');

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifySignInLink(token).then(
      (r) => {
        forgetMe();
        if (live) navigate(search.get('next') ? next : safeNext(r.redirect), { replace: true });
      },
      (err) => {
        if (!live) return;
        setProblem(linkProblem(err));
        const rest = new URLSearchParams(search);
        rest.delete('token');
        setSearch(rest, { replace: true });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <div className="bl-container ow-page">
      <h1>{TEXTS.signIn.title}</h1>
      {token ? (
        <div role="status">
          <Spinner />
          <p>{TEXTS.signIn.completing}</p>
        </div>
      ) : sent ? (
        <CheckEmail
          email={sent}
          onResend={async () => {
            await requestSignInLink(sent).catch(() => undefined);
            setSent(null);
            setTimeout(() => setSent(sent), 0);
          }}
          onOther={() => setSent(null)}
        />
      ) : (
        <>
          {problem ? (
            <p role="alert" className="ow-sandbox" style={{ background: '#fff1f0', borderColor: '#f5a3a3' }}>
              {PROBLEM_TEXT[problem]}
            </p>
          ) : (
            <p className="bl-lead">{TEXTS.signIn.lead}</p>
          )}
          <EmailForm
            initial={lastEmail}
            onSent={(email) => {
              setLastEmail(email);
              setProblem(null);
              setSent(email);
            }}
          />
          <div className="ow-actions">
            <Button
              variant="ghost"
              onClick={async () => {
                setPasskeyError(undefined);
                try {
                  const to = await signInWithPasskey();
                  forgetMe();
                  navigate(search.get('next') ? next : safeNext(to));
                } catch {
                  setPasskeyError(TEXTS.signIn.passkeyFailed);
                }
              }}
            >
              {TEXTS.signIn.passkey}
            </Button>
          </div>
          {passkeyError ? <p role="alert">{passkeyError}</p> : null}
        </>
      )}
    </div>
  );
}
