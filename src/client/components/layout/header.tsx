import { Icon } from '../ui/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '@shared/paths';
import { HeaderAccount } from '../../features/auth/components/header-account';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { layoutMessages } from '../../i18n/messages/layout';
import { cn } from '../../lib/cn';
import { NavLinks } from './nav-links';
import { deferred } from '../../app/deferred';

// Rendered by the server, hydrated once its code has loaded after the page (a click before is replayed then).
const LanguageSwitcher = deferred(() => import('./language-switcher').then((module) => module.LanguageSwitcher));
const SearchBox = deferred(() => import('../../features/search/components/search-box').then((module) => module.SearchBox));
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function Logo() {
  const t = useTranslations(layoutMessages);
  const common = useTranslations(commonMessages);
  return (
    <Link href={paths.home.href()} className="flex shrink-0 items-center gap-2 text-ink" aria-label={t('home')}>
      <span className="inline-flex h-8 w-8 items-center justify-center rounded-lg bg-ink text-gold">
        <Icon name="trophy" aria-hidden="true" className="h-4.5 w-4.5" />
      </span>
      <span className="font-display text-xl font-bold tracking-tight">{common('brand')}</span>
    </Link>
  );
}

export function Header() {
  const t = useTranslations(layoutMessages);
  const common = useTranslations(commonMessages);
  const [pathname] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code (Radix Dialog) loads on first use, not with every page.
  const [menuRequested, setMenuRequested] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // Navigating closes the menu and the search: state reset during render, not in an effect.
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 lg:gap-6 lg:px-8">
        <button
          type="button"
          className="-ml-2 inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-zinc-100 md:hidden"
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
          onPointerEnter={() => setMenuRequested(true)}
        >
          <Icon name="menu" aria-hidden="true" className="h-5 w-5" />
        </button>
        <Logo />

        <nav aria-label={common('nav.main')} className="hidden md:block">
          <NavLinks
            listClassName="flex items-center gap-1"
            linkClassName={(active) =>
              cn(
                'relative inline-flex h-16 items-center px-3 text-sm font-medium transition-colors',
                active ? 'text-ink' : 'text-muted hover:text-ink',
                active && 'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-gold',
              )
            }
          />
        </nav>

        {/* Beside the links from 1024 px: squeezed between them and the account on a tablet it showed "Searc". */}
        <SearchBox className="ml-auto hidden w-full max-w-sm lg:block" />

        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-zinc-100 lg:hidden"
            aria-label={searchOpen ? t('search.close') : t('search.open')}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? (
              <Icon name="x" aria-hidden="true" className="h-5 w-5" />
            ) : (
              <Icon name="search" aria-hidden="true" className="h-5 w-5" />
            )}
          </button>
          <LanguageSwitcher className="hidden sm:inline-flex" />
          <HeaderAccount />
        </div>
      </div>

      {searchOpen && (
        <div id="mobile-search" className="border-t border-line px-4 py-3 lg:hidden">
          <SearchBox autoFocus onPick={() => setSearchOpen(false)} />
        </div>
      )}

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
