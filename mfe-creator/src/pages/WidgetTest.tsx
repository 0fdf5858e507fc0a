import { WIDGET_TEST_AGENT_ID } from '@bookline/contracts';
import { Button, toast } from '@bookline/ui';
import { TEXTS } from '../texts';
import { useWidgetScript } from '../widget';
import { CreatorFrame } from './Frame';

/** The demo agent the test page loads (spec §2: a widget page with a default id); the gateway creates it at start-up. */
export { WIDGET_TEST_AGENT_ID };
const T = TEXTS.widgetTest;

export function snippets(origin: string, agentId = WIDGET_TEST_AGENT_ID) {
  return {
    script: `<script src="${origin}/widget.js" data-agent-id="${agentId}" async></script>`,
    container: `<div id="bookline-widget" data-agent-id="${agentId}"></div>\n<script src="${origin}/widget.js" async></script>`,
  };
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(TEXTS.toasts.widgetCopied);
  } catch {
    toast({ ...TEXTS.toasts.widgetCopyFailed, variant: 'destructive' });
  }
}

function Snippet({ id, heading, code }: { id: string; heading: string; code: string }) {
  return (
    <section className="bl-card cr-snippet" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
      <Button variant="secondary" onClick={() => void copy(code)} aria-label={`${T.copy} ${heading.toLowerCase()}`}>
        {T.copy}
      </Button>
    </section>
  );
}

export default function WidgetTest() {
  const widget = useWidgetScript();
  const s = snippets(location.origin);
  return (
    <CreatorFrame title={T.title} lead={T.lead} assistance={false}>
      <div id="bookline-widget" className="cr-widget" data-agent-id={WIDGET_TEST_AGENT_ID} data-state={widget}>
        {widget === 'loading' ? <p>{TEXTS.demo.widgetLoading}</p> : null}
      </div>
      <div className="cr-choices">
        <Snippet id="snippet-script" heading={T.scriptHeading} code={s.script} />
        <Snippet id="snippet-container" heading={T.containerHeading} code={s.container} />
      </div>
    </CreatorFrame>
  );
}
