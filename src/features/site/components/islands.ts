'use client'

import { lazyIsland } from '@/shared/components/islands'

/*
 * The header's and page's behaviour as lazy islands (issue 22): their code is not in the first load and their
 * server HTML stays unhydrated until a visitor reaches for them (the drawer's button, back-to-top) or the
 * browser is idle (marks that only refine what the server HTML already shows or does).
 */
export const MobileMenu = lazyIsland(() => import('./MobileMenu').then((m) => m.MobileMenu), { name: 'mobile-menu', wake: 'interaction' })
export const BackToTop = lazyIsland(() => import('./BackToTop').then((m) => m.BackToTop), { name: 'back-to-top', wake: 'interaction' })
// Menu links already lead somewhere without code: the current page's mark comes once the browser is idle.
export const MenuList = lazyIsland(() => import('./MenuList').then((m) => m.MenuList), { name: 'menu-list', wake: 'idle' })
export const ScrollWatcher = lazyIsland(() => import('./ScrollWatcher').then((m) => m.ScrollWatcher), { name: 'scroll-watcher', wake: 'idle' })
export const RememberLanguage = lazyIsland(() => import('./RememberLanguage').then((m) => m.RememberLanguage), { name: 'remember-language', wake: 'idle' })
