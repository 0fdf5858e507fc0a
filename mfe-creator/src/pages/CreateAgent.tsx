import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Spinner, useSupport } from '@bookline/ui';
import { logStep } from '../log';
import { TEXTS } from '../texts';
import { READINGS } from '../wizard/readings';
import { CreatorFrame, telHref } from './Frame';

// Each setup mode is its own chunk: the chooser (where most visits start) needs neither, and
// the browser fetches both in idle time after it, so choosing one rarely waits.
const Wizard = lazy(() => import(/* webpackPrefetch: true */ '../wizard/Wizard').then((m) => ({ default: m.Wizard })));
const VoiceSetup = lazy(() => import(/* webpackPrefetch: true */ '../voice/VoiceSetup').then((m) => ({ default: m.VoiceSetup })));

type Mode = 'quick' | 'voice';

/** /create-agent: the mode chooser, the 4-step Quick Setup, and Voice Setup. */
export default function CreateAgent() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('mode');
  const mode: Mode | null = raw === 'quick' || raw === 'voice' ? raw : null;
  const { phone } = useSupport();
  const choose = (m: Mode) => {
    void logStep(1, m === 'quick' ? { method: 'form', initialVisit: true } : { method: 'voice', initialVoiceVisit: true });
    setParams({ mode: m });
    window.scrollTo(0, 0);
  };
  const backToOptions = (
    <Button variant="ghost" className="cr-header-btn" onClick={() => setParams({})}>
      {TEXTS.chooser.backToOptions}
    </Button>
  );

  if (mode === 'quick') {
    return (
      <CreatorFrame title={TEXTS.pageTitle} back={backToOptions}>
        <Suspense fallback={<Spinner />}>
          <Wizard reading={READINGS.quick4} />
        </Suspense>
      </CreatorFrame>
    );
  }
  if (mode === 'voice') {
    return (
      <CreatorFrame title={TEXTS.pageTitle} back={backToOptions}>
        <Suspense fallback={<Spinner />}>
          <VoiceSetup />
        </Suspense>
      </CreatorFrame>
    );
  }
  return (
    <CreatorFrame title={TEXTS.pageTitle} lead={TEXTS.chooser.lead} back={{ to: '/', label: TEXTS.chooser.backToHome }}>
      <div className="cr-choices">
        <section className="bl-card cr-choice" aria-labelledby="choice-quick">
          <h2 id="choice-quick">{TEXTS.chooser.quickTitle}</h2>
          <p>{TEXTS.chooser.quickBody}</p>
          <Button onClick={() => choose('quick')} aria-describedby="choice-quick">
            Start {TEXTS.chooser.quickTitle}
          </Button>
        </section>
        <section className="bl-card cr-choice" aria-labelledby="choice-voice">
          <h2 id="choice-voice">{TEXTS.chooser.voiceTitle}</h2>
          <p>{TEXTS.chooser.voiceBody}</p>
          <Button onClick={() => choose('voice')} aria-describedby="choice-voice">
            Start {TEXTS.chooser.voiceTitle}
          </Button>
        </section>
      </div>
      <p className="cr-callus">
        Rather talk to a person? <a href={telHref(phone)}>Call us at {phone}</a>, or <Link to="/create-agent3">set up your receptionist by phone</Link>.
      </p>
    </CreatorFrame>
  );
}
