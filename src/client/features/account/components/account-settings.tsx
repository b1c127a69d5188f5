import type { CurrentUser } from '@shared/schemas/account';
import { useFormat } from '../../../lib/format';
import { useLinkedAccounts } from '../api/account-actions';
import { AccountDetails, LinkedMethods, useMethodName } from './account-overview';
import { ChangePasswordCard, DeleteAccountCard, SessionsCard } from './account-security';
import { EmailVerificationNotice } from './email-verification-notice';

/** The owner's account: details and sign-in methods; password, sessions and deletion. */
export function AccountSettings({ user }: { user: CurrentUser }) {
  const accounts = useLinkedAccounts(user.id);
  const format = useFormat();
  const methodName = useMethodName();
  // Until the list arrives, the session's own provider list says whether there is a password.
  const providerIds = accounts.data?.map((account) => account.providerId) ?? user.providerData.map((entry) => entry.providerId);
  const hasPassword = providerIds.includes('credential');
  return (
    <>
      {!user.emailVerified && <EmailVerificationNotice user={user} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <AccountDetails user={user} />
          <LinkedMethods accounts={accounts} />
        </div>
        <div className="flex flex-col gap-6">
          <ChangePasswordCard
            hasPassword={hasPassword}
            methods={new Intl.ListFormat(format.language, { style: 'long', type: 'conjunction' }).format(providerIds.map(methodName))}
          />
          <SessionsCard />
          <DeleteAccountCard hasPassword={hasPassword} />
        </div>
      </div>
    </>
  );
}
