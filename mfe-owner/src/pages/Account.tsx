import { PortalLayout } from '../layout/PortalLayout';
import { TEXTS } from '../texts';

export default function AccountPage() {
  return (
    <PortalLayout section="account" title={TEXTS.account.title}>
      {(me) => <p>{TEXTS.account.signedInAs(me.account.email)}</p>}
    </PortalLayout>
  );
}
