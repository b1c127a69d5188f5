import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { accountMessages } from '../../../i18n/messages/account';
import { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { authErrorCode } from '../../../lib/api-client';
import { authErrorMessage } from '../../auth/api/auth-error-message';
import { useSessionChange } from '../../auth/use-auth';
import { FormField } from '../../../components/ui/form-field';
import { changePassword, deleteAccount, revokeSessions } from '../api/account-actions';

type PasswordField = 'current' | 'next' | 'confirm';

/** Change password (accounts with a password only); optionally ends the other sessions. */
export function ChangePasswordCard({ hasPassword, methods }: { hasPassword: boolean; methods: string }) {
  const t = useTranslations(accountMessages);
  const authErrors = useTranslations(authErrorMessages);
  const [values, setValues] = useState<Record<PasswordField, string>>({ current: '', next: '', confirm: '' });
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PasswordField, string>> = {};
    for (const field of ['current', 'next', 'confirm'] as const) if (!values[field]) found[field] = t('password.required');
    if (!found.next && values.next.length < PASSWORD_MIN_LENGTH) found.next = t('password.tooShort');
    if (!found.confirm && values.confirm !== values.next) found.confirm = t('password.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next, revokeOtherSessions: revokeOthers });
      setValues({ current: '', next: '', confirm: '' });
      toast({ title: t('password.done.title'), description: t('password.done.description'), variant: 'success' });
    } catch (error) {
      const wrong = authErrorCode(error) === 'INVALID_PASSWORD';
      if (wrong) setErrors({ current: t('password.wrong') });
      toast({
        title: t('password.failure.title'),
        description: wrong ? t('password.wrong') : authErrorMessage(error, authErrors, t('password.failure.description')),
        variant: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[name]} required>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {hasPassword ? (
          <form onSubmit={(event) => void submit(event)} noValidate data-testid="change-password">
            <fieldset disabled={busy} className="flex flex-col gap-4">
              {field('current', t('password.current'), 'current-password')}
              {field('next', t('password.new'), 'new-password', t('password.newHint'))}
              {field('confirm', t('password.confirm'), 'new-password')}
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={revokeOthers}
                  onChange={(event) => setRevokeOthers(event.target.checked)}
                  className="h-4 w-4 accent-ink"
                />
                {t('password.revokeOthers')}
              </label>
              <Button type="submit" className="self-start">
                {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {busy ? t('password.saving') : t('password.submit')}
              </Button>
            </fieldset>
          </form>
        ) : (
          <p className="text-sm text-muted">{t('password.noPassword', { methods })}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Ends every session of the account, this one included, then goes home. */
export function SessionsCard() {
  const t = useTranslations(accountMessages);
  const [, navigate] = useLocation();
  const { signedOut } = useSessionChange();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await revokeSessions();
      navigate('/');
      signedOut();
      toast({ title: t('sessions.done.title'), description: t('sessions.done.description'), variant: 'success' });
    } catch {
      toast({ title: t('sessions.title'), description: t('sessions.failure'), variant: 'error' });
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <p className="text-sm text-muted">{t('sessions.description')}</p>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" disabled={busy} onClick={() => void run()}>
          {busy ? (
            <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Icon name="log-out" aria-hidden="true" className="h-4 w-4" />
          )}
          {t('sessions.submit')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Delete the account, confirmed with the password (or, without one, a recent sign-in). The
 * user's creative profile stays public and becomes unclaimed.
 */
export function DeleteAccountCard({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations(accountMessages);
  const authErrors = useTranslations(authErrorMessages);
  const [, navigate] = useLocation();
  const { signedOut } = useSessionChange();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) {
      setError(t('delete.passwordRequired'));
      return;
    }
    setBusy(true);
    try {
      await deleteAccount(hasPassword ? { password } : {});
      setOpen(false);
      navigate('/');
      signedOut();
      toast({ title: t('delete.done.title'), description: t('delete.done.description'), variant: 'success' });
    } catch (failure) {
      const code = authErrorCode(failure);
      const message =
        code === 'INVALID_PASSWORD'
          ? t('delete.wrongPassword')
          : code === 'SESSION_EXPIRED'
            ? t('delete.reauthenticate')
            : authErrorMessage(failure, authErrors, t('delete.failure.description'));
      setError(message);
      toast({ title: t('delete.failure.title'), description: message, variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <p className="text-sm text-muted">{t('delete.description')}</p>
      </CardHeader>
      <CardContent>
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Icon name="trash" aria-hidden="true" className="h-4 w-4" />
          {t('delete.open')}
        </Button>
      </CardContent>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword('');
            setError(undefined);
          }
        }}
        busy={busy}
        onSubmit={submit}
        title={t('delete.dialogTitle')}
        description={t('delete.dialogDescription')}
        closeLabel={t('delete.close')}
        cancelLabel={t('delete.cancel')}
        submitLabel={t('delete.confirm')}
        submitVariant="danger"
        testId="delete-account-dialog"
      >
        {hasPassword ? (
          <FormField label={t('delete.password')} hint={t('delete.passwordHint')} error={error} required>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </FormField>
        ) : (
          error && (
            <p role="alert" className="text-sm font-medium text-down">
              {error}
            </p>
          )
        )}
      </FormDialog>
    </Card>
  );
}
