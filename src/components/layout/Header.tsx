'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { initials, isRegistrationLink } from '@/domain/session'
import { Link } from '@/i18n/navigation'
import type { Menu, MenuItem } from '@/services/content/navigation'
import { SearchBox } from '../search/SearchBox'
import styles from './Header.module.css'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Logo } from './Logo'
import { useModal } from './modals/ModalProvider'
import { RoleSwitcher } from './RoleSwitcher'
import { useSession } from './SessionProvider'
import { SmartLink } from './SmartLink'

/** Header and mobile header; the menu is the active profile's, chosen in the browser. */
export function Header({ menus }: { menus: Menu[] }) {
  const t = useTranslations('Header')
  const { user, profile, logout } = useSession()
  const { open } = useModal()
  // The URL's path, only to close the menus on navigation (next-intl's matches every route on each render).
  const pathname = usePathname()
  const [mobileOpen, setMobileOpen] = useState(false)
  const panelId = useId()
  // The page behind the open mobile menu does not scroll (globals.css). An attribute of its own, not react-aria's
  // scroll lock: that would bring react-aria into every page's script, and a modal opened from the menu keeps its own.
  useEffect(() => {
    if (!mobileOpen) return
    document.documentElement.setAttribute('data-menu-open', '')
    return () => document.documentElement.removeAttribute('data-menu-open')
  }, [mobileOpen])

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change only
  useEffect(() => setMobileOpen(false), [pathname])

  const menu = menus.find((m) => m.userProfile === profile) ?? menus.find((m) => m.userProfile === 'PUBLIC_PROFILE')
  const menuCta = menu?.ctas[0]
  // The menus' "Create my pro account" is the dashboard for a professional who has one.
  const cta = user && menuCta && isRegistrationLink(menuCta.link) ? null : menuCta
  const ctaLink = (className: string | undefined, testId?: string) =>
    cta ? (
      <SmartLink href={cta.link} className={className} data-testid={testId}>
        {cta.title}
      </SmartLink>
    ) : user && menuCta ? (
      <Link href="/dashboard" className={className} data-testid={testId}>
        {t('dashboardCta')}
      </Link>
    ) : null
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : ''

  // On wide screens the avatar sits in the top bar beside sign-out, on phones in the main row: the main row of a
  // signed-in professional was the visitor's plus the avatar, and overflowed the screen from 1024 to 1439 px.
  const avatar = (place: 'topbar' | 'main') =>
    user ? (
      <Link
        href="/dashboard"
        className={`${styles.avatar} ${styles[place === 'main' ? 'mainAvatar' : 'topbarAvatar']}`}
        title={t('avatar', { name })}
        data-testid="avatar"
      >
        <span aria-hidden="true" className={styles.initials}>
          {initials(user)}
        </span>
        <span className={styles.avatarName}>{name}</span>
      </Link>
    ) : null

  const loginButton = (
    <button type="button" className={styles.login} onClick={() => open('login')}>
      {t('login')}
    </button>
  )
  const logoutButton = (
    <button type="button" className={styles.logout} onClick={() => void logout()}>
      {t('logout')}
    </button>
  )
  const individual = (
    <Link href="/individual" className={styles.individual}>
      {t('individual')}
    </Link>
  )

  return (
    <header className={styles.header} data-profile={profile}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          <SearchBox variant="bar" />
          {individual}
          <RoleSwitcher />
          <LanguageSwitcher />
          {/* Sign-in and sign-out live in the top bar on wide screens: the main row keeps room for the menu. */}
          {user ? logoutButton : loginButton}
          {avatar('topbar')}
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpen((o) => !o)}
          aria-label={mobileOpen ? t('closeMenu') : t('openMenu')}
          data-testid="burger"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            {mobileOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>
        <Link href="/" className={styles.logo}>
          <Logo label={t('homeLink')} />
        </Link>
        <nav aria-label={t('mainNavigation')} className={styles.nav} data-testid="main-nav">
          <ul className={styles.navList}>
            {menu?.items.map((item) => (
              <NavItem key={`${item.title}-${item.link}`} item={item} />
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {ctaLink(styles.cta, 'menu-cta')}
          {avatar('main')}
        </div>
      </div>
      {/* The burger's panel repeats the top bar and the menu for phones. Only the script opens it, so its content is
          rendered once opened: every page's server render and hydration did the header's work twice. */}
      <div id={panelId} className={styles.panel} hidden={!mobileOpen} data-testid="mobile-menu">
        {mobileOpen ? (
          <>
            <SearchBox variant="panel" onNavigate={() => setMobileOpen(false)} />
            <nav aria-label={t('mainNavigation')}>
              <ul className={styles.panelList}>
                {menu?.items.map((item) => (
                  <NavItem key={`${item.title}-${item.link}`} item={item} />
                ))}
              </ul>
            </nav>
            {ctaLink(styles.cta)}
            <div className={styles.panelActions}>
              {user ? logoutButton : loginButton}
              {individual}
              <RoleSwitcher />
              <LanguageSwitcher />
            </div>
          </>
        ) : null}
      </div>
    </header>
  )
}

/** A menu entry: a link, or a disclosure button revealing its nested links. */
function NavItem({ item }: { item: MenuItem }) {
  const t = useTranslations('Header')
  const [open, setOpen] = useState(false)
  const id = useId()
  // The URL's path, only to close the menus on navigation (next-intl's matches every route on each render).
  const pathname = usePathname()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation
  useEffect(() => setOpen(false), [pathname])
  if (item.items.length === 0) {
    return (
      <li>
        <SmartLink href={item.link ?? '#'} className={styles.navLink}>
          {item.title}
        </SmartLink>
      </li>
    )
  }
  return (
    <li
      className={styles.hasSub}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {item.title}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <ul id={id} className={styles.sub} hidden={!open} aria-label={t('submenu', { title: item.title })}>
        {item.link ? (
          <li>
            <SmartLink href={item.link}>{item.title}</SmartLink>
          </li>
        ) : null}
        {item.items.map((s) => (
          <li key={`${s.title}-${s.link}`}>
            <SmartLink href={s.link}>{s.title}</SmartLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
