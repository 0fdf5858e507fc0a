import type { ButtonHTMLAttributes, AnchorHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost';

export function Button({ variant = 'primary', className = '', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" className={`bl-btn bl-btn--${variant} ${className}`.trim()} {...rest} />;
}

/** A link that looks like a button (for navigation, not actions). */
export function ButtonLink({ variant = 'primary', className = '', ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={`bl-btn bl-btn--${variant} ${className}`.trim()} {...rest} />;
}
