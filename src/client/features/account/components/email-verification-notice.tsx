import { Icon } from '../../../components/ui/icons';
import { useState } from 'react';
import type { CurrentUser } from '@shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useLanguage, useTranslations } from '../../../i18n/i18n';
import { accountMessages } from '../../../i18n/messages/account';
import { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { authErrorMessage } from '../../auth/api/auth-error-message';
import { sendVerificationEmail } from '../../auth/api/email-links';

/** On the account page while the email is not confirmed: why it matters, and a resend button. */
export function EmailVerificationNotice({ user }: { user: CurrentUser }) {
  const t = useTranslations(accountMessages);
  const errors = useTranslations(authErrorMessages);
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await sendVerificationEmail({ email: user.email, lang: language });
      toast({ title: t('verify.sent.title'), description: t('verify.sent.description', { email: user.email }), variant: 'success' });
    } catch (error) {
      toast({ title: t('verify.error.title'), description: authErrorMessage(error, errors), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="email-verification-title"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center"
      data-testid="email-verification-notice"
    >
      <Icon name="mail-exclamation-point" aria-hidden="true" className="h-6 w-6 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <h2 id="email-verification-title" className="font-semibold text-ink">
          {t('verify.title')}
        </h2>
        <p className="mt-1 text-sm text-ink">{t('verify.description', { email: user.email })}</p>
      </div>
      <Button variant="secondary" disabled={busy} onClick={() => void resend()} className="shrink-0">
        {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
        {t('verify.resend')}
      </Button>
    </section>
  );
}
