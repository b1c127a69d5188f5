import * as TabsPrimitive from '@radix-ui/react-tabs';
import { Icon } from '../../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import { paths } from '@shared/paths';
import type { AuthProviders } from '@shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { EmailInput, Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useLanguage, useTranslations } from '../../../i18n/i18n';
import { authMessages } from '../../../i18n/messages/auth';
import { authErrorMessages } from '../../../i18n/messages/auth-errors';
import { sessionMessages } from '../../../i18n/messages/session';
import { ApiError, authErrorCode } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { authErrorMessage } from '../api/auth-error-message';
import { verifiedPage } from '../api/email-links';
import { useAuthProviders } from '../api/get-auth-providers';
import { signInWithEmail, signUpWithEmail, startSocialSignIn, type SocialProvider } from '../api/sign-in';
import { setSessionHint } from '../session-hint';
import { currentPath, type SignInRequest } from '../sign-in-store';
import { useSessionChange } from '../use-auth';
import { ForgotPasswordForm } from './forgot-password-form';
import { ProviderIcon } from '../../../components/ui/provider-icons';
import { socialCallbackUrls } from './social-callback';

type Mode = 'login' | 'signup';
type FieldErrors = { email?: string; password?: string };

/** The buttons the spec always shows; Microsoft and the OpenID Connect provider when configured. */
const ALWAYS_SHOWN: SocialProvider[] = ['google', 'twitter', 'linkedin'];

function providerButtons(providers: AuthProviders | undefined): { provider: SocialProvider; configured: boolean | null }[] {
  const buttons: { provider: SocialProvider; configured: boolean | null }[] = ALWAYS_SHOWN.map((provider) => ({
    provider,
    // null: the list has not arrived yet; the server is asked and answers 404 if unconfigured.
    configured: providers ? providers[provider as 'google' | 'twitter' | 'linkedin'] : null,
  }));
  if (providers?.microsoft) buttons.push({ provider: 'microsoft', configured: true });
  if (providers?.oidc) buttons.push({ provider: 'oidc', configured: true });
  return buttons;
}

/** The sign-up name when none is given: the part of the email before the @. */
function nameFromEmail(email: string): string {
  return email.split('@')[0]?.trim() || email;
}

/**
 * The sign-in dialog (spec section 2): login (default) and signup tabs, email and password
 * with show/hide, the provider buttons; everything disabled while a request runs; closes on
 * success. Validation, failure and success toasts are those of spec sections 5 and 8. "Forgot
 * password?" turns the dialog into the reset request (ForgotPasswordForm).
 */
export function SignInDialog({ request, onClose }: { request: SignInRequest; onClose: () => void }) {
  const t = useTranslations(authMessages);
  const session = useTranslations(sessionMessages);
  const errors = useTranslations(authErrorMessages);
  const { language } = useLanguage();
  const [, navigate] = useLocation();
  const providers = useAuthProviders();
  const { signedIn } = useSessionChange();
  const [mode, setMode] = useState<Mode>('login');
  const [forgot, setForgot] = useState(request.forgot ?? false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** `next`: where to go when the dialog was not opened to come back somewhere. */
  const finish = async (title: string, description: string, next: string | null = null) => {
    await signedIn();
    toast({ title, description, variant: 'success' });
    onClose();
    const target = request.returnTo ?? next;
    if (target && target !== currentPath()) navigate(target);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmedEmail = email.trim();
    // Every field's problem at once, under the field; the toast names the first (spec section 8).
    const emailInput = event.currentTarget.elements.namedItem('email');
    const found: FieldErrors = {
      email: !trimmedEmail
        ? t('field.emailRequired')
        : emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch
          ? t('field.emailInvalid')
          : undefined,
      password: !password
        ? t('field.passwordRequired')
        : mode === 'signup' && password.length < PASSWORD_MIN_LENGTH
          ? t('short.description')
          : undefined,
    };
    setFieldErrors(found);
    if (!trimmedEmail || !password) {
      toast({ title: t('required.title'), description: t('required.description'), variant: 'error' });
      return;
    }
    if (found.email) {
      toast({ title: t('invalidEmail.title'), description: found.email, variant: 'error' });
      return;
    }
    if (found.password) {
      toast({ title: t('short.title'), description: t('short.description'), variant: 'error' });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'login') {
        await signInWithEmail({ email: trimmedEmail, password });
        await finish(session('welcome.title'), session('welcome.description'));
      } else {
        await signUpWithEmail({
          name: name.trim() || nameFromEmail(trimmedEmail),
          email: trimmedEmail,
          password,
          callbackURL: verifiedPage(language),
        });
        // A new account's next step is its creative profile, made on the dashboard.
        await finish(t('created.title'), t('created.description'), paths.dashboard.href());
      }
    } catch (error) {
      if (mode === 'login') {
        toast({
          title: session('signInError.title'),
          description: authErrorMessage(error, errors, t('signInError.password')),
          variant: 'error',
        });
      } else {
        toast({
          title: t('signUpError.title'),
          description: authErrorMessage(error, errors, t('signUpError.description')),
          variant: 'error',
        });
      }
      setBusy(false);
    }
  };

  const social = async (provider: SocialProvider, configured: boolean | null) => {
    const label = provider === 'oidc' ? (providers.data?.oidc?.name ?? 'SSO') : t(`provider.${provider}`);
    const unavailable = () =>
      toast({
        title: t('unavailable.title', { provider: label }),
        description: t('unavailable.description', { provider: label }),
        variant: 'error',
      });
    if (configured === false) {
      unavailable();
      return;
    }
    setBusy(true);
    try {
      const url = await startSocialSignIn(provider, socialCallbackUrls(request.returnTo ?? currentPath()));
      // The provider sends the browser back signed in: the next page load asks who we are.
      setSessionHint(true);
      window.location.assign(url);
    } catch (error) {
      if (authErrorCode(error) === 'PROVIDER_NOT_FOUND') unavailable();
      else {
        toast({
          title: session('signInError.title'),
          description: error instanceof ApiError && error.status === 429 ? errors('tooMany') : session('signInError.social'),
          variant: 'error',
        });
      }
      setBusy(false);
    }
  };

  const tabClasses = cn(
    'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors',
    'data-[state=active]:bg-paper data-[state=active]:text-ink data-[state=active]:shadow-sm',
    'disabled:opacity-50',
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent closeLabel={t('close')} data-testid="sign-in-dialog" aria-busy={busy}>
        <DialogTitle className="font-display text-2xl">{forgot ? t('forgot.title') : t('title')}</DialogTitle>
        <DialogDescription className="mt-1">{forgot ? t('forgot.description') : t('description')}</DialogDescription>

        {forgot ? (
          <ForgotPasswordForm
            email={email}
            onEmailChange={setEmail}
            busy={busy}
            onBusyChange={setBusy}
            onBack={() => setForgot(false)}
            onSent={() => setForgot(false)}
          />
        ) : (
          <>
            <TabsPrimitive.Root
              value={mode}
              onValueChange={(value) => {
                setMode(value as Mode);
                setFieldErrors({});
              }}
              className="mt-5"
            >
              <TabsPrimitive.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-zinc-100 p-1">
                <TabsPrimitive.Trigger value="login" className={tabClasses} disabled={busy}>
                  {t('tab.login')}
                </TabsPrimitive.Trigger>
                <TabsPrimitive.Trigger value="signup" className={tabClasses} disabled={busy}>
                  {t('tab.signup')}
                </TabsPrimitive.Trigger>
              </TabsPrimitive.List>

              {(['login', 'signup'] as const).map((tab) => (
                <TabsPrimitive.Content key={tab} value={tab} className="mt-5 outline-none">
                  <form onSubmit={(event) => void submit(event)} noValidate>
                    <fieldset disabled={busy} className="flex flex-col gap-4">
                      {tab === 'signup' && (
                        <FormField label={t('field.name')} hint={t('field.nameHint')}>
                          {(control) => (
                            <Input
                              {...control}
                              name="name"
                              autoComplete="name"
                              value={name}
                              onChange={(event) => setName(event.target.value)}
                            />
                          )}
                        </FormField>
                      )}
                      <FormField label={t('field.email')} error={fieldErrors.email}>
                        {(control) => (
                          <EmailInput
                            {...control}
                            value={email}
                            onChange={(event) => {
                              setEmail(event.target.value);
                              setFieldErrors(({ email: _, ...rest }) => rest);
                            }}
                          />
                        )}
                      </FormField>
                      <div className="flex flex-col gap-1.5">
                        <FormField
                          label={t('field.password')}
                          hint={tab === 'signup' ? t('password.hint') : undefined}
                          error={fieldErrors.password}
                        >
                          {(control) => (
                            <div className="relative">
                              <Input
                                {...control}
                                type={showPassword ? 'text' : 'password'}
                                name="password"
                                autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
                                value={password}
                                onChange={(event) => {
                                  setPassword(event.target.value);
                                  setFieldErrors(({ password: _, ...rest }) => rest);
                                }}
                                className="pr-11"
                              />
                              <button
                                type="button"
                                onClick={() => setShowPassword((shown) => !shown)}
                                aria-label={showPassword ? t('password.hide') : t('password.show')}
                                aria-pressed={showPassword}
                                className="absolute top-0 right-0 inline-flex h-10 w-10 items-center justify-center rounded-md text-zinc-600 hover:text-ink disabled:opacity-50"
                              >
                                {showPassword ? (
                                  <Icon name="eye-off" aria-hidden="true" className="h-4 w-4" />
                                ) : (
                                  <Icon name="eye" aria-hidden="true" className="h-4 w-4" />
                                )}
                              </button>
                            </div>
                          )}
                        </FormField>
                        {tab === 'login' && (
                          <Button type="button" variant="link" size="sm" className="h-auto self-end py-0.5" onClick={() => setForgot(true)}>
                            {t('forgot.link')}
                          </Button>
                        )}
                      </div>
                      <Button type="submit" className="w-full">
                        {busy && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
                        {busy ? t('busy') : tab === 'login' ? t('submit.login') : t('submit.signup')}
                      </Button>
                    </fieldset>
                  </form>
                </TabsPrimitive.Content>
              ))}
            </TabsPrimitive.Root>

            <div className="mt-6">
              <p className="flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
                {t('social.heading')}
                <span aria-hidden="true" className="h-px flex-1 bg-line" />
              </p>
              <ul className="mt-4 flex flex-col gap-2">
                {providerButtons(providers.data).map(({ provider, configured }) => (
                  <li key={provider}>
                    <Button
                      variant="secondary"
                      className="w-full"
                      disabled={busy}
                      data-provider={provider}
                      onClick={() => void social(provider, configured)}
                    >
                      <ProviderIcon provider={provider} className="h-4 w-4" />
                      {t('social.button', {
                        provider: provider === 'oidc' ? (providers.data?.oidc?.name ?? 'SSO') : t(`provider.${provider}`),
                      })}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
