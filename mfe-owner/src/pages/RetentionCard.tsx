import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, toast } from '@bookline/ui';
import { api, paths } from '../lib/api';
import { forgetMe } from '../lib/me';
import { TEXTS } from '../texts';

/** How long calls and questions are kept, and deleting the receptionist with all its data. */
export function RetentionCard({ agentId }: { agentId: string }) {
  const [days, setDays] = useState('');
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  useEffect(() => {
    api<{ days: number }>(paths.retention(agentId)).then((r) => setDays(String(r.days)), () => undefined);
  }, [agentId]);
  return (
    <section className="ow-card" aria-labelledby="ow-retention" style={{ marginTop: 24 }}>
      <h2 id="ow-retention">{TEXTS.retention.title}</h2>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setError(undefined);
          try {
            await api(paths.retention(agentId), { method: 'PUT', body: { days: Number(days) } });
            toast({ title: TEXTS.retention.saved });
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <Field label={TEXTS.retention.label} hint={TEXTS.retention.hint} error={error}>
          {(ids) => <input {...ids} type="number" min={30} max={3650} value={days} onChange={(e) => setDays(e.target.value)} />}
        </Field>
        <Button type="submit" variant="secondary">
          {TEXTS.retention.save}
        </Button>
      </form>
      <div className="ow-actions">
        <Button
          variant="ghost"
          style={{ color: 'var(--bl-danger)' }}
          onClick={async () => {
            if (!window.confirm(TEXTS.retention.deleteAgentConfirm)) return;
            await api(paths.agent(agentId), { method: 'DELETE' });
            forgetMe();
            toast({ title: TEXTS.retention.deleted });
            navigate('/dashboard');
          }}
        >
          {TEXTS.retention.deleteAgent}
        </Button>
      </div>
    </section>
  );
}
