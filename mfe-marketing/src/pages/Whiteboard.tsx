import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@bookline/ui';
import './whiteboard.css';
import { SimplePage } from './Simple';

/** Four hand-drawn scenes (SVG strokes drawn with CSS), one after another; no video file. */
const SCENES = [
  {
    title: '1. A customer calls',
    text: 'A homeowner with a leaking water heater calls your number at 7 PM. You are at dinner.',
    art: (
      <>
        <path className="wb-ink" d="M60 150 v-70 a30 30 0 0 1 60 0 v70" />
        <circle className="wb-ink" cx="90" cy="45" r="22" />
        <path className="wb-ink wb-blue" d="M150 70 q20 -20 40 0 M145 90 q35 -35 70 0 M140 110 q50 -50 100 0" />
        <rect className="wb-ink" x="240" y="60" width="40" height="70" rx="8" />
      </>
    ),
  },
  {
    title: '2. Bookline answers',
    text: 'Your AI Receptionist picks up on the first ring, asks what is wrong and where, and answers questions about price.',
    art: (
      <>
        <rect className="wb-ink wb-blue" x="40" y="40" width="110" height="60" rx="14" />
        <path className="wb-ink wb-blue" d="M70 100 l-10 25 l30 -25" />
        <rect className="wb-ink" x="170" y="70" width="110" height="60" rx="14" />
        <path className="wb-ink" d="M250 130 l10 25 l-30 -25" />
        <text className="wb-text" x="58" y="76">
          How can I help?
        </text>
        <text className="wb-text" x="186" y="106">
          Water heater!
        </text>
      </>
    ),
  },
  {
    title: '3. It finds the right time',
    text: 'It checks your calendar, the job length and the drive between jobs with traffic, and picks the best slot in your route.',
    art: (
      <>
        <rect className="wb-ink" x="30" y="30" width="120" height="120" rx="8" />
        <path className="wb-ink" d="M30 60 h120 M70 30 v120 M110 30 v120 M30 90 h120 M30 120 h120" />
        <path className="wb-ink wb-green" d="M180 140 q30 -90 60 -40 t50 -60" />
        <circle className="wb-ink wb-green" cx="180" cy="140" r="6" />
        <circle className="wb-ink wb-green" cx="290" cy="40" r="6" />
      </>
    ),
  },
  {
    title: '4. Booked, and you know',
    text: 'The job lands in your calendar, the customer gets a confirmation, and you get a text with the details.',
    art: (
      <>
        <rect className="wb-ink" x="60" y="40" width="90" height="110" rx="10" />
        <path className="wb-ink wb-green" d="M80 95 l18 18 l34 -40" />
        <rect className="wb-ink wb-blue" x="190" y="50" width="80" height="100" rx="12" />
        <path className="wb-ink wb-blue" d="M205 80 h50 M205 100 h40 M205 120 h45" />
      </>
    ),
  },
];

export default function Whiteboard() {
  const [run, setRun] = useState(0);
  return (
    <SimplePage title="How Bookline works" lead="A caller rings, Bookline answers, the job lands in your calendar. Here is the whole story in four pictures.">
      <div className="wb-board" key={run}>
        <ol className="wb-scenes">
          {SCENES.map((s, i) => (
            <li key={s.title} className="wb-scene">
              <svg viewBox="0 0 320 180" width="320" height="180" role="img" aria-label={s.text} style={{ animationDelay: `${i * 1.8}s` }}>
                {s.art}
              </svg>
              <h2>{s.title}</h2>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="mk-actions" style={{ marginTop: 24 }}>
        <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
          Replay
        </Button>
        <Link className="bl-btn bl-btn--primary" to="/create-agent">
          Create Your AI Receptionist
        </Link>
      </div>
    </SimplePage>
  );
}
