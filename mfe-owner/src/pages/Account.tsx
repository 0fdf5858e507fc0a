import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Spinner, toast } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { accountPaths, addPasskey, removePasskey, signOut, signOutEverywhere, type SessionInfo } from '../lib/account-api';
import { deviceWhen } from '../lib/format';
import { forgetMe } from '../lib/me';
import { useApi } from '../lib/use-api';
import { TEXTS } from '../texts';

function Sessions() {
  const { data, error, loading } = useApi<{ sessions: SessionInfo[] }>(accountPaths.sessions);
  if (loading && !data) return <Spinner />;
  if (error || !data) return <p role="alert">{error ?? TEXTS.common.error}</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="ow-table">
        <thead>
          <tr>
            <th scope="col">{TEXTS.account.device}</th>
            <th scope="col">{TEXTS.account.lastUsed}</th>
          </tr>
        </thead>
        <tbody>
          {data.sessions.map((s) => (
            <tr key={s.handle}>
              <td>
                {s.device}
                {s.current ? ` (${TEXTS.account.thisDevice})` : ''}
              </td>
              <td>{deviceWhen(s.lastUsedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Passkeys() {
  const { data, reload } = useApi<{ passkeys: Array<{ id: string; name?: string; createdAt: string }> }>(accountPaths.passkeys);
  const [error, setError] = useState<string>();
  return (
    <>
      <p>{TEXTS.account.passkeysLead}</p>
      {data?.passkeys.length ? (
        <ul>
          {data.passkeys.map((p) => (
            <li key={p.id} className="ow-passkey">
              <span>
                {p.name ?? 'Passkey'} · {deviceWhen(p.createdAt)}
              </span>
              <Button
                variant="ghost"
                aria-label={TEXTS.account.removePasskeyLabel(p.name ?? 'Passkey', deviceWhen(p.createdAt))}
                onClick={async () => {
                  setError(undefined);
                  try {
                    await removePasskey(p.id);
                    toast({ title: TEXTS.account.passkeyRemoved });
                    reload();
                  } catch (err) {
                    setError(`${TEXTS.account.passkeyRemoveFailed} ${(err as Error).message}`);
                  }
                }}
              >
                {TEXTS.account.removePasskey}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXTS.account.noPasskeys}</p>
      )}
      <Button
        variant="secondary"
        onClick={async () => {
          setError(undefined);
          try {
            await addPasskey();
            toast({ title: TEXTS.account.passkeyAdded });
            reload();
          } catch (err) {
            setError(`${TEXTS.account.passkeyFailed} ${(err as Error).message}`);
          }
        }}
      >
        {TEXTS.account.addPasskey}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

/** `/dashboard/account`: sessions, sign out (everywhere), passkeys. */
export default function AccountPage() {
  const navigate = useNavigate();
  return (
    <PortalLayout section="account" title={TEXTS.account.title}>
      {(me) => (
        <div className="ow-grid">
          <section className="ow-card" aria-labelledby="ow-sessions">
            <h2 id="ow-sessions">{TEXTS.account.sessions}</h2>
            <p>{TEXTS.account.signedInAs(me.account.email)}</p>
            <Sessions />
            <div className="ow-actions">
              <Button
                variant="secondary"
                onClick={async () => {
                  await signOut().catch(() => undefined);
                  forgetMe();
                  navigate('/sign-in');
                }}
              >
                {TEXTS.account.signOut}
              </Button>
              <Button
                variant="secondary"
                onClick={async () => {
                  await signOutEverywhere();
                  forgetMe();
                  toast({ title: TEXTS.account.signedOutEverywhere });
                  navigate('/sign-in');
                }}
              >
                {TEXTS.account.signOutEverywhere}
              </Button>
            </div>
          </section>
          <section className="ow-card" aria-labelledby="ow-passkeys">
            <h2 id="ow-passkeys">{TEXTS.account.passkeys}</h2>
            <Passkeys />
          </section>
        </div>
      )}
    </PortalLayout>
  );
}
