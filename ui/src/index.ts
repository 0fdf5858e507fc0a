import './tokens.css';

export { Button, ButtonLink } from './Button';
export { Card } from './Card';
export { Field, type FieldProps } from './Field';
export { Toaster, toast, useToasts, useToastScope, type Toast } from './toast';
export { Spinner } from './Spinner';
export { ApiError, callAuth, callFunction, FunctionError, NETWORK_ERROR, removePasskey, revokeSession, TIMEOUT_ERROR, type CallOptions } from './api';
export { SiteHeader, SiteFooter, PageFrame, useSupport, navFor, AUDIENCE_NAV, type Audience, type NavLink, type PageFrameProps, type SiteHeaderProps } from './Layout';
export { createPageSwitch, type PageModule, type PageSwitch } from './pages';
export { tracked } from './tracked';
export * from './recorder';
export { Accordion, nextOpen, type AccordionItem } from './Accordion';
export { AudioPlayer, AUDIO_FALLBACK, type AudioPlayerProps } from './AudioPlayer';
