import {
  AudioLines, BellRing, BookOpenText, CalendarCheck, CalendarSync, ChartColumn, CreditCard, MailCheck, MessageCircle,
  MessageSquareText, Moon, PhoneCall, Receipt, Route, Siren, Smartphone, Sparkles, type LucideIcon,
} from 'lucide-react';

/** One icon per feature title (lucide-react, tree-shaken: only these ship). */
const ICONS: Record<string, LucideIcon> = {
  '24/7 Call Answering': PhoneCall,
  'Calendar Booking': CalendarCheck,
  'Instant Alerts': BellRing,
  'Emergency Routing': Siren,
  'Knows Your Services': BookOpenText,
  'Website Widget': MessageCircle,
  'Smart Scheduling': Route,
  'Multi-Calendar Sync': CalendarSync,
  'Customer Follow-up': MailCheck,
  'Payment Collection': CreditCard,
  'Analytics Dashboard': ChartColumn,
  'Emergency Triage': Siren,
  'Drive-Time Booking': Route,
  'After-Hours Coverage': Moon,
  'Service Estimates': Receipt,
  'Text Alerts': Smartphone,
  'Your Own Voice': AudioLines,
  'Emergency Recognition': Siren,
  'Natural Conversation': MessageSquareText,
  'Service Knowledge': BookOpenText,
};

/** The feature's icon (or `icon` when given), drawn the same way on every card. */
export function FeatureIcon({ title, icon }: { title: string; icon?: LucideIcon }) {
  const Icon = icon ?? ICONS[title] ?? Sparkles;
  return <Icon className="mk-feature__icon" aria-hidden="true" focusable="false" size={40} strokeWidth={1.75} />;
}
