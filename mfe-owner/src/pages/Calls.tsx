import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CALL_OUTCOMES, type CallEvent, type CallListItem, type CallOutcome, type CallsPage } from '@bookline/contracts';
import { Button, Field, Spinner } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { api, paths } from '../lib/api';
import { callerLine, duration, outcomeLabel } from '../lib/format';
import { fmtWhen, localDate } from '../lib/zoned';
import { TEXTS } from '../texts';
import { RetentionCard } from './RetentionCard';

const FILTERS = ['outcome', 'from', 'to', 'q'] as const;

function CallRow({ agentId, c, fresh, timeZone }: { agentId: string; c: CallListItem; fresh: boolean; timeZone: string }) {
  return (
    <li className={`ow-row${fresh ? ' ow-row--new' : ''}`} data-call-id={c.callId}>
      <span>
        <Link to={`/dashboard/${agentId}/calls/${c.callId}`}>{c.callerName || callerLine(c) || TEXTS.call.caller}</Link>{' '}
        <span className={`ow-badge ow-badge--${c.outcome}`}>{c.endedAt ? outcomeLabel(c.outcome) : c.summary}</span>
      </span>
      <span className="ow-muted">
        {fmtWhen(c.startedAt, timeZone)}
        {c.endedAt ? ` · ${duration(c.endedAt - c.startedAt)}` : ''}
        {c.callerName && callerLine(c) ? ` · ${callerLine(c)}` : ''}
      </span>
      {c.endedAt ? <span>{c.summary}</span> : null}
    </li>
  );
}

function matchesFilters(c: CallListItem, f: Record<string, string>): boolean {
  if (f.outcome && (!c.endedAt || c.outcome !== f.outcome)) return false;
  if (f.q && !`${c.callerName ?? ''} ${c.from}`.toLowerCase().includes(f.q.toLowerCase()) && !c.from.replace(/\D/g, '').includes(f.q.replace(/\D/g, '') || '§')) return false;
  return !f.from && !f.to;
}

function CallsBody({ agentId }: { agentId: string }) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((k) => [k, search.get(k) ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const [calls, setCalls] = useState<CallListItem[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [timeZone, setTimeZone] = useState<string>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(true);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const [announce, setAnnounce] = useState('');

  async function load(cursor?: string) {
    setLoading(true);
    setError(undefined);
    try {
      const qs = new URLSearchParams(query);
      if (cursor) qs.set('cursor', cursor);
      const page = await api<CallsPage>(`${paths.calls(agentId)}?${qs}`);
      setCalls((old) => (cursor ? [...old, ...page.calls] : page.calls));
      setNext(page.next);
      setTimeZone(page.timeZone);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setLoading(false);
    }
  }
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agentId, query]);

  // New calls while the page is open (server-sent events).
  useEffect(() => {
    const es = new EventSource(paths.callEvents(agentId));
    es.addEventListener('call', (e) => {
      const ev = JSON.parse((e as MessageEvent<string>).data) as CallEvent;
      setCalls((old) => {
        const i = old.findIndex((c) => c.callId === ev.call.callId);
        if (i >= 0) return old.map((c, j) => (j === i ? ev.call : c));
        return matchesFilters(ev.call, filters) ? [ev.call, ...old] : old;
      });
      setFresh((s) => new Set(s).add(ev.call.callId));
      if (ev.type === 'started') setAnnounce(`${TEXTS.calls.newCall}: ${callerLine(ev.call) || ev.call.channel}`);
    });
    return () => es.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [agentId, query]);

  function apply(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const qs = new URLSearchParams();
    for (const k of FILTERS) {
      const v = String(form.get(k) ?? '').trim();
      if (v) qs.set(k, v);
    }
    setSearch(qs);
  }

  // The export's default range: the last 30 days as dates of the business (the server reads them in
  // its zone); UTC dates only until the first page has said which zone that is.
  const dateOf = (t: number) => (timeZone ? localDate(t, timeZone) : new Date(t).toISOString().slice(0, 10));
  const today = dateOf(Date.now());
  const monthAgo = dateOf(Date.now() - 30 * 86_400_000);
  const csv = `${paths.callsCsv(agentId)}?from=${filters.from || monthAgo}&to=${filters.to || today}`;
  return (
    <>
      <form className="ow-filters" onSubmit={apply} aria-label={TEXTS.calls.title} key={query}>
        <Field label={TEXTS.calls.outcome}>
          {(ids) => (
            <select {...ids} name="outcome" defaultValue={filters.outcome}>
              <option value="">{TEXTS.calls.anyOutcome}</option>
              {CALL_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {outcomeLabel(o as CallOutcome)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={TEXTS.calls.from}>{(ids) => <input {...ids} type="date" name="from" defaultValue={filters.from} />}</Field>
        <Field label={TEXTS.calls.to}>{(ids) => <input {...ids} type="date" name="to" defaultValue={filters.to} />}</Field>
        <Field label={TEXTS.calls.search}>{(ids) => <input {...ids} type="search" name="q" defaultValue={filters.q} autoComplete="off" />}</Field>
        <Button type="submit">{TEXTS.calls.apply}</Button>
      </form>
      <div className="ow-actions">
        <a className="bl-btn bl-btn--secondary" href={csv} download>
          {TEXTS.calls.exportCsv}
        </a>
      </div>
      <p className="ow-muted">{TEXTS.calls.live}</p>
      <p className="bl-visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {!loading && !calls.length && !error ? <p>{TEXTS.calls.none}</p> : null}
      <ol className="ow-list" aria-label={TEXTS.calls.title}>
        {timeZone ? calls.map((c) => <CallRow key={c.callId} agentId={agentId} c={c} fresh={fresh.has(c.callId)} timeZone={timeZone} />) : null}
      </ol>
      {loading ? <Spinner /> : null}
      {next && !loading ? (
        <div className="ow-actions">
          <Button variant="secondary" onClick={() => load(next)}>
            {TEXTS.calls.more}
          </Button>
        </div>
      ) : null}
      <RetentionCard agentId={agentId} />
    </>
  );
}

/** `/dashboard/:agentId/calls` */
export default function CallsPage({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId!;
  return (
    <PortalLayout agentId={agentId} section="calls" title={TEXTS.calls.title}>
      {() => <CallsBody agentId={agentId} />}
    </PortalLayout>
  );
}
