import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { Button, Spinner } from '@bookline/ui';
import type { OwnerMe } from '@bookline/contracts';
import { TEXTS } from '../texts';
import { useMe } from '../lib/me';
import { signOut } from '../lib/account-api';
import '../owner.css';

export type Section = 'overview' | 'calls' | 'bookings' | 'questions' | 'settings' | 'crew' | 'plan' | 'billing' | 'account';

const SECTIONS: Array<{ key: Exclude<Section, 'account'>; label: string; path: string }> = [
  { key: 'overview', label: TEXTS.nav.overview, path: '' },
  { key: 'calls', label: TEXTS.nav.calls, path: '/calls' },
  { key: 'bookings', label: TEXTS.nav.bookings, path: '/bookings' },
  { key: 'plan', label: TEXTS.nav.plan, path: '/plan' },
  { key: 'questions', label: TEXTS.nav.questions, path: '/questions' },
  { key: 'settings', label: TEXTS.nav.settings, path: '/settings' },
  { key: 'crew', label: TEXTS.nav.crew, path: '/crew' },
  { key: 'billing', label: TEXTS.nav.billing, path: '/billing' },
];

function AgentSwitcher({ me, agentId, section }: { me: OwnerMe; agentId?: string; section: Section }) {
  const navigate = useNavigate();
  if (me.agents.length < 2 && agentId) return null;
  const suffix = SECTIONS.find((s) => s.key === section)?.path ?? '';
  return (
    <>
      <label htmlFor="ow-agent">{TEXTS.nav.switchAgent}</label>
      <select id="ow-agent" value={agentId ?? ''} onChange={(e) => e.target.value && navigate(`/dashboard/${e.target.value}${suffix}`)}>
        {agentId ? null : <option value="">—</option>}
        {me.agents.map((a) => (
          <option key={a.agentId} value={a.agentId}>
            {a.businessName}
          </option>
        ))}
      </select>
    </>
  );
}

/** Signed-out visitors go to /sign-in (and come back here after). */
function SignedOut() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [navigate]);
  return <p role="status">{TEXTS.common.signedOut}</p>;
}

/**
 * The frame of every signed-in page: top bar (logo, agent switcher, account, sign out), the
 * section nav for the current agent, then the page. `children` gets the signed-in account.
 */
export function PortalLayout({ agentId, section, title, children }: { agentId?: string; section: Section; title: string; children: (me: OwnerMe) => ReactNode }) {
  const state = useMe();
  const navigate = useNavigate();
  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'signed-out') body = <SignedOut />;
  else if (state.status === 'error')
    body = (
      <div role="alert">
        <p>{TEXTS.common.error}</p>
        <Button onClick={state.reload}>{TEXTS.common.retry}</Button>
      </div>
    );
  else if (agentId && !state.me.agents.some((a) => a.agentId === agentId)) body = <p role="alert">{TEXTS.common.notFound}</p>;
  else body = children(state.me);

  const me = state.status === 'ok' ? state.me : null;
  return (
    <>
      <header className="ow-top">
        <div className="bl-container ow-top__inner">
          <Link to="/dashboard" className="bl-logo">
            Bookline
          </Link>
          {me ? (
            <div className="ow-top__tools">
              <AgentSwitcher me={me} agentId={agentId} section={section} />
              <NavLink to="/dashboard/account" className="bl-navlink" aria-current={section === 'account' ? 'page' : undefined}>
                {TEXTS.nav.account}
              </NavLink>
              <Button
                variant="secondary"
                onClick={async () => {
                  await signOut().catch(() => undefined);
                  state.reload();
                  navigate('/sign-in');
                }}
              >
                {TEXTS.nav.signOut}
              </Button>
            </div>
          ) : null}
        </div>
      </header>
      {me && agentId ? (
        <nav className="ow-nav" aria-label={TEXTS.nav.label}>
          <ul className="bl-container">
            {SECTIONS.map((s) => (
              <li key={s.key}>
                <Link to={`/dashboard/${agentId}${s.path}`} aria-current={s.key === section ? 'page' : undefined}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="bl-container ow-page">
        <h1>{title}</h1>
        {body}
      </div>
    </>
  );
}
