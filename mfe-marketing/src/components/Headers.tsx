import type { MouseEvent } from 'react';
import { Link } from 'react-router';
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

/** Landing header: Pricing (smooth-scrolls to the pricing section), FAQ, About Us. */
export function LandingHeader() {
  return (
    <SiteHeader>
      <a href="#pricing" onClick={(e) => scrollToPricing(e)}>
        Pricing
      </a>
      <Link to="/faq">FAQ</Link>
      <Link to="/about">About Us</Link>
    </SiteHeader>
  );
}
