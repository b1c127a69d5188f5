import { Icon } from '../../../components/ui/icons';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { EmailInput } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { useLanguage, useTranslations } from '../../../i18n/i18n';
import { authMessages } from '../../../i18n/messages/auth';
import { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { authErrorMessage } from '../api/auth-error-message';
import { requestPasswordReset } from '../api/email-links';

/**
 * "Forgot password?" inside the sign-in dialog: asks for the email and has the server mail a
 * reset link. The confirmation reads the same whether or not the address has an account.
 */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  busy,
  onBusyChange,
  onBack,
  onSent,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
  onBack: () => void;
  onSent: () => void;
}) {
  const t = useTranslations(authMessages);
  const errors = useTranslations(authErrorMessages);
  const { language } = useLanguage();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ title: t('required.title'), description: errors('code.INVALID_EMAIL'), variant: 'error' });
      return;
    }
    onBusyChange(true);
    try {
      await requestPasswordReset({ email: trimmed, lang: language });
      toast({ title: t('forgot.sent.title'), description: t('forgot.sent.description', { email: trimmed }), variant: 'success' });
      onSent();
    } catch (error) {
      toast({ title: t('forgot.error.title'), description: authErrorMessage(error, errors), variant: 'error' });
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5" data-testid="forgot-password-form">
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{t('field.email')}</Label>
          <EmailInput id={id} value={email} onChange={(event) => onEmailChange(event.target.value)} />
        </div>
        <Button type="submit" className="w-full">
          {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
          {busy ? t('busy') : t('forgot.submit')}
        </Button>
        <Button type="button" variant="link" className="self-center" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </fieldset>
    </form>
  );
}
