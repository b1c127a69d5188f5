import { lazy, Suspense } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslations } from '../../../i18n/i18n';
import { layoutMessages } from '../../../i18n/messages/layout';
import { LOGIN_PATH, openSignIn } from '../sign-in-store';
import { useAuth } from '../use-auth';
import { useHydrated } from '../../../app/render-env';

/** Starts loading the sign-in dialog's code (on hover or focus of a Login button). */
function preloadSignInDialog(): void {
  void import('./sign-in-dialog');
}

// Signed-in visitors only: its code loads when a session is found, not with every page.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/**
 * Login: opens the sign-in dialog. A link to the server's login entry point underneath, so a
 * new tab (or a click before the code has loaded) still lands on the dialog.
 */
export function LoginButton({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const layout = useTranslations(layoutMessages);
  return (
    <a
      href={LOGIN_PATH}
      className={className}
      onPointerEnter={preloadSignInDialog}
      onFocus={preloadSignInDialog}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen?.();
        openSignIn();
      }}
    >
      {layout('login')}
    </a>
  );
}

/** The header's account corner: Login when signed out; the user's menu (user-menu.tsx) when signed in. */
export function HeaderAccount() {
  const { user, isLoading } = useAuth();
  const t = useTranslations(layoutMessages);
  const hydrated = useHydrated();
  // The page as the server sent it shows Login (most visitors' answer) until hydration.
  const checking = (
    <span role="status" aria-label={t('checkingSession')} className="inline-block h-9 w-9 animate-pulse rounded-full bg-zinc-200" />
  );
  if (isLoading && hydrated) return checking;
  if (!user) {
    return <LoginButton className={buttonClasses({ size: 'sm', className: 'h-9' })} />;
  }
  return (
    <Suspense fallback={checking}>
      <UserMenu user={user} />
    </Suspense>
  );
}
