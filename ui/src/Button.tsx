import { useLayoutEffect, useRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

/**
 * A button. One that is disabled while the action it started runs ("Save answer", "Save
 * settings") would drop the keyboard user's focus to the top of the page: the browser takes the
 * focus off a disabled element. When it is enabled again and nothing else took the focus
 * meanwhile, it gets the focus back, so Tab goes on from where the owner was.
 */
export function Button({ variant = 'primary', className = '', disabled, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const ref = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (disabled) {
      // Runs in the commit that set `disabled`, before the browser moves the focus away.
      hadFocus.current = el.ownerDocument.activeElement === el;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      const active = el.ownerDocument.activeElement;
      if (!active || active === el.ownerDocument.body) el.focus();
    }
  }, [disabled]);
  return <button ref={ref} type="button" className={`bl-btn bl-btn--${variant} ${className}`.trim()} disabled={disabled} {...rest} />;
}

/** A link that looks like a button (for navigation, not actions). */
export function ButtonLink({ variant = 'primary', className = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={`bl-btn bl-btn--${variant} ${className}`.trim()} {...rest} />;
}
