import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '@shared/paths';
import { Button, buttonClasses } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Page, PageHeading } from '../components/layout/page';
import { authCodeMessage } from '../features/auth/api/auth-error-message';
import { openSignIn } from '../features/auth/sign-in-store';
import { useAuth, useSessionChange } from '../features/auth/use-auth';
import { useTranslations } from '../i18n/i18n';
import { authErrorMessages } from '../i18n/messages/auth-errors';
import { mailPageMessages } from '../i18n/messages/mail-pages';
import { useDocumentHead } from '../lib/use-document-head';

/**
 * `/email-verified`: where the verification link lands once the server has checked it; better-auth
 * appends `?error=CODE` when the link was expired or altered.
 */
export function EmailVerifiedPage() {
  const t = useTranslations(mailPageMessages);
  const errors = useTranslations(authErrorMessages);
  const error = new URLSearchParams(useSearch()).get('error');
  const { user, isAuthenticated } = useAuth();
  const { refresh } = useSessionChange();
  const title = error ? t('verified.failed.title') : t('verified.title');
  const description = error ? authCodeMessage(error, errors) : t('verified.description');
  useDocumentHead({ title, description });

  // The cached user still says "not verified": ask again so the account page is right.
  useEffect(() => {
    if (!error && isAuthenticated) void refresh();
  }, [error, isAuthenticated, refresh]);

  return (
    <Page className="max-w-xl">
      <PageHeading title={title} />
      <Card data-testid={error ? 'email-verification-failed' : 'email-verified'}>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <p className="text-ink">{description}</p>
          {user ? (
            <Link href={paths.account.href(user.id)} className={buttonClasses()}>
              {t('verified.toAccount')}
            </Link>
          ) : error ? (
            <Button onClick={() => openSignIn({ returnTo: paths.home.href() })}>{t('verified.signIn')}</Button>
          ) : (
            <Link href={paths.home.href()} className={buttonClasses()}>
              {t('verified.toHome')}
            </Link>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
