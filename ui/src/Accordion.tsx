import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** One open at a time, and the open one closes when clicked again. */
export function nextOpen(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/**
 * Disclosure accordion (WAI-ARIA pattern): each header is a button inside a heading with
 * aria-expanded/aria-controls; Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = null }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4; defaultOpen?: string | null }) {
  const [open, setOpen] = useState<string | null>(defaultOpen);
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as 'h3';

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="bl-accordion">
      {items.map((item, i) => {
        const isOpen = open === item.id;
        const headerId = `${base}-h${i}`;
        const panelId = `${base}-p${i}`;
        return (
          <div className="bl-accordion__item" key={item.id} data-open={isOpen}>
            <Heading className="bl-accordion__heading">
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={headerId}
                className="bl-accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((cur) => nextOpen(cur, item.id))}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{item.title}</span>
                <span className="bl-accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={headerId} className="bl-accordion__panel" hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
