import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

/** Placeholder: the settings page (ownerops fills it in). */
export default function SettingsPage({ params }: { params: Record<string, string> }) {
  return (
    <PortalLayout agentId={params.agentId} section="settings" title={TEXTS.nav.settings}>
      {() => <p>{TEXTS.placeholder(TEXTS.nav.settings)}</p>}
    </PortalLayout>
  );
}
