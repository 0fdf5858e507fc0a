import { useEffect, useState } from 'react';
import { Card } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.demo;

export interface AgentSummary {
  businessName: string;
  address: string | null;
  serviceArea: string;
  hours: Array<{ day: string; text: string }>;
  services: Array<{ name: string; durationMinutes: number; price: string | null }>;
}

/** What the receptionist knows (GET /widget/agent/:id/summary); null until it arrives or when it can't be read. */
export function useAgentSummary(agentId: string): AgentSummary | null {
  const [summary, setSummary] = useState<AgentSummary | null>(null);
  useEffect(() => {
    let alive = true;
    fetch(`/widget/agent/${encodeURIComponent(agentId)}/summary`)
      .then((r) => (r.ok ? r.json() : null))
      .then((b: (AgentSummary & { available?: boolean }) | null) => {
        if (alive && b?.available) setSummary(b);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [agentId]);
  return summary;
}

/** "What your receptionist knows": the facts it tells callers, for the owner to check at a glance. */
export function SummaryCard({ summary }: { summary: AgentSummary }) {
  return (
    <Card className="cr-learned" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{T.learnedHeading}</h2>
      <p className="bl-field__hint">{T.learnedLead}</p>
      <dl className="cr-learned__facts">
        <dt>{T.learnedName}</dt>
        <dd>{summary.businessName}</dd>
        {summary.address ? (
          <>
            <dt>{T.learnedAddress}</dt>
            <dd>{summary.address}</dd>
          </>
        ) : null}
        <dt>{T.learnedArea}</dt>
        <dd>{summary.serviceArea}</dd>
      </dl>
      <h3>{T.learnedHours}</h3>
      <table className="cr-learned__hours">
        <tbody>
          {summary.hours.map((h) => (
            <tr key={h.day}>
              <th scope="row">{h.day}</th>
              <td>{h.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{T.learnedServices}</h3>
      {summary.services.length ? (
        <ul className="cr-learned__services">
          {summary.services.map((s) => (
            <li key={s.name}>
              <span>{s.name}</span>
              <span className="cr-learned__meta">
                {s.durationMinutes} min{s.price ? ` · ${s.price}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{T.learnedNoServices}</p>
      )}
      <p className="bl-field__hint">{T.learnedEdit}</p>
    </Card>
  );
}
