import type { MouseEvent } from 'react';
import { SiteHeader } from '@bookline/ui';
import { prefersReducedMotion } from '../lib/rotation';

/** Scrolls to the pricing section smoothly (instantly for reduced motion) and moves focus there. */
export function scrollToPricing(e?: MouseEvent, smooth = true) {
  const target = document.getElementById('pricing');
  if (!target) return;
  e?.preventDefault();
  document.querySelector('.mk-deferred')?.classList.add('mk-deferred--all');
  target.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', '#pricing');
}

/** The visitors' header, where Pricing smooth-scrolls to this page's pricing section. */
export function LandingHeader() {
  return <SiteHeader links={[{ to: '/#pricing', label: 'Pricing', onClick: (e) => scrollToPricing(e) }]} />;
}
