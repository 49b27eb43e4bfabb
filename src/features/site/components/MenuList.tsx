'use client'

import type { MenuLink } from '@/features/site/menu'

import { useBrowserLocation } from '@/shared/components/current-location'

/** The menu; the link of the page being shown is marked once the page runs in the browser (the shell is cached). */
export function MenuList({ links, className }: { links: MenuLink[]; className: string }) {
  const currentPath = useBrowserLocation()?.pathname
  const current = (href: string) => (currentPath === href ? 'page' : undefined)
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href} className={link.children.length ? 'has-children' : undefined}>
          <a href={link.href} aria-current={current(link.href)}>
            {link.label}
          </a>
          {link.children.length > 0 && (
            <ul>
              {link.children.map((child) => (
                <li key={child.href}>
                  <a href={child.href} aria-current={current(child.href)}>
                    {child.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
