import { useEffect } from 'react';
import { Button, Spinner } from '@bookline/ui';
import { TEXTS } from '../texts';
import { analyzeWebsite, skipAnalysis } from './actions';
import { useWizard } from './store';

export function AnalyzingStep() {
  const reading = useWizard((s) => s.reading);
  const busy = useWizard((s) => s.busy);
  useEffect(() => {
    if (reading.autoAnalyze) void analyzeWebsite();
  }, [reading.autoAnalyze]);
  const running = reading.autoAnalyze || busy;
  return (
    <div className="cr-stack">
      {running ? <Spinner label={TEXTS.steps.analyzing} /> : null}
      <p>{TEXTS.analyzing.body}</p>
      <div className="cr-actions">
        {reading.autoAnalyze ? (
          <Button variant="secondary" onClick={skipAnalysis}>
            {TEXTS.analyzing.skip}
          </Button>
        ) : (
          <>
            <Button onClick={() => void analyzeWebsite()} disabled={busy}>
              {TEXTS.analyzing.analyzeMine}
            </Button>
            <Button variant="secondary" onClick={skipAnalysis}>
              {TEXTS.analyzing.skip5}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
