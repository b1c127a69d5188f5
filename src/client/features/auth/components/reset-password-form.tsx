import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { paths } from '@shared/paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { mailPageMessages } from '../../../i18n/messages/mail-pages';
import { FormField } from '../../../components/ui/form-field';
import { authErrorMessage } from '../api/auth-error-message';
import { resetPassword } from '../api/email-links';
import { openSignIn } from '../sign-in-store';
import { useSessionChange } from '../use-auth';
import { authErrorCode } from '../../../lib/api-client';

type Field = 'password' | 'confirm';

/** A reset link that is missing its token, expired or used: the way to a new one. */
export function InvalidResetLink() {
  const t = useTranslations(mailPageMessages);
  return (
    <Card data-testid="reset-link-invalid">
      <CardContent className="flex flex-col items-start gap-4 pt-6">
        <h2 className="text-lg font-semibold text-ink">{t('reset.invalid.title')}</h2>
        <p className="text-sm text-ink">{t('reset.invalid.description')}</p>
        <Button onClick={() => openSignIn({ forgot: true })}>{t('reset.invalid.action')}</Button>
      </CardContent>
    </Card>
  );
}

/** The new password, twice; on success every session ends and the sign-in dialog opens. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations(mailPageMessages);
  const errors = useTranslations(authErrorMessages);
  const [, navigate] = useLocation();
  const { signedOut } = useSessionChange();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirm: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);

  if (invalid) return <InvalidResetLink />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.password) found.password = t('reset.required');
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = t('reset.tooShort');
    if (!values.confirm) found.confirm = t('reset.required');
    else if (!found.password && values.confirm !== values.password) found.confirm = t('reset.mismatch');
    setFieldErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await resetPassword({ token, newPassword: values.password });
      // The reset ended every session, this browser's included.
      signedOut();
      toast({ title: t('reset.done.title'), description: t('reset.done.description'), variant: 'success' });
      navigate(paths.home.href());
      openSignIn();
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') setInvalid(true);
      toast({ title: t('reset.failure.title'), description: authErrorMessage(error, errors), variant: 'error' });
      setBusy(false);
    }
  };

  const input = (name: Field, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={fieldErrors[name]} required>
      {(control) => (
        <Input
          {...control}
          type={shown ? 'text' : 'password'}
          name={name === 'password' ? 'new-password' : 'confirm-password'}
          autoComplete="new-password"
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="reset-password-form">
          <fieldset disabled={busy} className="flex flex-col gap-4">
            {input('password', t('reset.field.password'), t('reset.hint'))}
            {input('confirm', t('reset.field.confirm'))}
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto self-start py-0.5"
              aria-pressed={shown}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? (
                <Icon name="eye-off" aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Icon name="eye" aria-hidden="true" className="h-4 w-4" />
              )}
              {shown ? t('reset.hide') : t('reset.show')}
            </Button>
            <Button type="submit" className="w-full sm:w-auto sm:self-start">
              {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
              {busy ? t('reset.busy') : t('reset.submit')}
            </Button>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
