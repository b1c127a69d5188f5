import { Icon, type IconName } from '../../../components/ui/icons';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { CurrentUser } from '@shared/schemas/account';
import { buttonClasses } from '../../../components/ui/button';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { sessionMessages } from '../../../i18n/messages/session';
import { useAuth } from '../use-auth';
import { useSignOut } from '../use-sign-out';
import { useDisclosure } from '../../../lib/use-disclosure';
import { LoginButton } from './header-account';

export function displayNameOf(user: CurrentUser): string {
  return user.displayName || user.email;
}

type AccountLink = { key: 'menu.dashboard' | 'menu.account' | 'menu.moderation'; href: string; icon: IconName };

/** The account links of a signed-in user (Dashboard, account, Moderation for moderators). */
export function accountLinks(user: CurrentUser): AccountLink[] {
  const links: AccountLink[] = [
    { key: 'menu.dashboard', href: paths.dashboard.href(), icon: 'layout-dashboard' },
    { key: 'menu.account', href: paths.account.href(user.id), icon: 'user-round' },
  ];
  if (user.role === 'moderator') links.push({ key: 'menu.moderation', href: paths.moderation.href(), icon: 'shield-check' });
  return links;
}

/**
 * The header's menu of a signed-in user: avatar and name, and a small disclosure menu (a
 * disclosure rather than a Radix menu: it is light, and the header shows it on every page).
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const t = useTranslations(sessionMessages);
  const { signOut, pending } = useSignOut();
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();
  const name = displayNameOf(user);

  const itemClasses = 'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-ink hover:bg-zinc-100';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-10 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm font-medium text-ink hover:bg-zinc-100 lg:pr-3"
        aria-label={t('menu.open', { name })}
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} src={user.photoURL} className="h-8 w-8 text-xs" />
        <span aria-hidden="true" className="hidden max-w-32 truncate lg:inline">
          {name}
        </span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-1.5 w-60 rounded-lg border border-line bg-paper p-1 shadow-lg"
      >
        <p className="border-b border-line px-2 pt-1.5 pb-2.5 text-xs text-muted">
          {t('menu.signedInAs')}
          <span className="mt-0.5 block truncate text-sm font-medium text-ink">{name}</span>
          {user.displayName && <span className="block truncate">{user.email}</span>}
        </p>
        <ul className="pt-1">
          {accountLinks(user).map(({ key, href, icon }) => (
            <li key={key}>
              <Link href={href} className={itemClasses} onClick={() => setOpen(false)}>
                <Icon name={icon} aria-hidden="true" className="h-4 w-4" />
                {t(key)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={itemClasses}
              disabled={pending}
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              <Icon name="log-out" aria-hidden="true" className="h-4 w-4" />
              {t('menu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

/** The mobile menu's account block: Login, or the account links and Sign out. */
export function MobileAccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useAuth();
  const t = useTranslations(sessionMessages);
  const { signOut, pending } = useSignOut();
  if (isLoading) return null;
  if (!user) return <LoginButton className={buttonClasses({ size: 'md' })} onOpen={onNavigate} />;
  const name = displayNameOf(user);
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-3 px-3 pb-2">
        <Avatar name={name} src={user.photoURL} className="h-9 w-9 text-xs" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-ink">{name}</span>
          {user.displayName && <span className="block truncate text-xs text-muted">{user.email}</span>}
        </span>
      </p>
      {accountLinks(user).map(({ key, href, icon }) => (
        <Link
          key={key}
          href={href}
          onClick={onNavigate}
          className="flex h-11 items-center gap-3 rounded-md px-3 text-base font-medium text-ink hover:bg-zinc-100"
        >
          <Icon name={icon} aria-hidden="true" className="h-5 w-5" />
          {t(key)}
        </Link>
      ))}
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          onNavigate();
          void signOut();
        }}
        className="flex h-11 items-center gap-3 rounded-md px-3 text-left text-base font-medium text-ink hover:bg-zinc-100"
      >
        <Icon name="log-out" aria-hidden="true" className="h-5 w-5" />
        {t('menu.signOut')}
      </button>
    </div>
  );
}
