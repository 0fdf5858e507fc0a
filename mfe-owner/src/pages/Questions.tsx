import { useState } from 'react';
import { Link } from 'react-router';
import type { QuestionsList, UnansweredQuestion } from '@bookline/contracts';
import { Button, Field, Spinner, toast } from '@bookline/ui';
import { PortalLayout } from '../layout/PortalLayout';
import { api, paths } from '../lib/api';
import { fmtWhen } from '../lib/zoned';
import { useApi } from '../lib/use-api';
import { TEXTS } from '../texts';

function QuestionItem({ agentId, q, timeZone, onSaved }: { agentId: string; q: UnansweredQuestion; timeZone: string; onSaved: () => void }) {
  const [answer, setAnswer] = useState(q.answer ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <li className="ow-card">
      <h2 style={{ fontSize: '1.1rem' }}>“{q.text}”</h2>
      <p className="ow-muted">
        {TEXTS.questions.asked(q.count)} · {fmtWhen(q.lastAskedAt, timeZone)} · <Link to={`/dashboard/${agentId}/calls/${q.callId}`}>{TEXTS.questions.lastCall}</Link>
        {q.answer ? ` · ${TEXTS.questions.answered}` : ''}
      </p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (!answer.trim()) return setError(TEXTS.questions.tooShort);
          setBusy(true);
          setError(undefined);
          try {
            await api(paths.answer(agentId, q.questionId), { method: 'POST', body: { answer } });
            toast({ title: TEXTS.questions.saved });
            onSaved();
          } catch (err) {
            setError((err as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Field label={TEXTS.questions.answer} error={error}>
          {(ids) => <textarea {...ids} rows={2} maxLength={1000} value={answer} onChange={(e) => setAnswer(e.target.value)} />}
        </Field>
        <Button type="submit" disabled={busy}>
          {TEXTS.questions.save}
        </Button>
      </form>
    </li>
  );
}

function QuestionsBody({ agentId }: { agentId: string }) {
  const { data, error, loading, reload } = useApi<QuestionsList>(paths.questions(agentId));
  if (loading && !data) return <Spinner />;
  if (error || !data) return <p role="alert">{error ?? TEXTS.common.error}</p>;
  return (
    <>
      <p className="bl-lead">{TEXTS.questions.lead}</p>
      {data.questions.length ? (
        <ul className="ow-list" style={{ gap: 16 }}>
          {data.questions.map((q) => (
            <QuestionItem key={q.questionId} agentId={agentId} q={q} timeZone={data.timeZone} onSaved={reload} />
          ))}
        </ul>
      ) : (
        <p>{TEXTS.questions.none}</p>
      )}
    </>
  );
}

/** `/dashboard/:agentId/questions` */
export default function QuestionsPage({ params }: { params: Record<string, string> }) {
  const agentId = params.agentId!;
  return (
    <PortalLayout agentId={agentId} section="questions" title={TEXTS.questions.title}>
      {() => <QuestionsBody agentId={agentId} />}
    </PortalLayout>
  );
}
