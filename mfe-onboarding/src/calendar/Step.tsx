import type { ReactNode } from 'react';
import { Button } from '@bookline/ui';
import { TEXTS } from '../texts';

const T = TEXTS.calendar;

export interface StepProps {
  n: number;
  id: string;
  title: string;
  complete: boolean;
  expanded: boolean;
  onToggle: () => void;
  onExpand: () => void;
  children: ReactNode;
}

/** One checklist step: its number and title, a details disclosure and the complete toggle. */
export function ChecklistStep({ n, id, title, complete, expanded, onToggle, onExpand, children }: StepProps) {
  const bodyId = `step-${id}-body`;
  return (
    <li className="ob-step" data-step={id} data-complete={complete}>
      <div className="ob-step__head">
        <h2 className="ob-step__title">
          {/* One number, read and seen the same way ("3. Record your voice"); a done step says so. */}
          <span className="ob-step__num">{`${n}.`}</span> {title}
          {complete ? (
            <span className="ob-step__done">
              <span aria-hidden="true"> ✓</span>
              <span className="bl-visually-hidden"> (done)</span>
            </span>
          ) : null}
        </h2>
        <div className="ob-step__actions">
          <Button variant="ghost" aria-expanded={expanded} aria-controls={bodyId} onClick={onExpand}>
            {expanded ? T.hideDetails : T.showDetails}
          </Button>
          <Button variant={complete ? 'secondary' : 'primary'} aria-pressed={complete} onClick={onToggle} data-testid={`toggle-${id}`}>
            {complete ? T.markIncomplete : T.markComplete}
          </Button>
        </div>
      </div>
      {expanded ? (
        <div id={bodyId} className="ob-step__body">
          {children}
        </div>
      ) : null}
    </li>
  );
}
