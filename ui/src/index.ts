import './tokens.css';

export { Button, ButtonLink } from './Button';
export { Card } from './Card';
export { Field, type FieldProps } from './Field';
export { Toaster, toast, useToasts, type Toast } from './toast';
export { Spinner } from './Spinner';
export { callFunction, FunctionError } from './api';
export { SiteHeader, SiteFooter, useSupport, type NavLink } from './Layout';
export { createPageSwitch, type PageModule } from './pages';
export * from './recorder';
