import { FOOTERS_TAG } from '@/collections/Footers'
import { MENUS_TAG } from '@/collections/Menus'
import type { Profile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/lib/cache'
import { payloadClient } from '../core/payload'

export interface NavLink {
  title: string
  link: string
}
export interface MenuItem {
  title: string
  link: string | null
  items: NavLink[]
}
export interface Menu {
  userProfile: Profile
  items: MenuItem[]
  ctas: NavLink[]
}
export interface FooterGroup {
  title: string
  weight: number
  rank: number
  items: Array<NavLink & { rank: number }>
}
export interface Footer {
  id: string
  socialLinks: Array<{ socialNetwork: string; url: string }>
  footerLinks: NavLink[]
  items: FooterGroup[]
}

/** Every profile's menu in one language. */
export async function findMenus(locale: Locale): Promise<Menu[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'menus', locale, limit: 100, depth: 0, pagination: false })
  return docs.map((m) => ({
    userProfile: m.userProfile as Profile,
    items: (m.items ?? []).map((i) => ({
      title: i.title,
      link: i.link ?? null,
      items: (i.subItems ?? []).map((s) => ({ title: s.title, link: s.link })),
    })),
    ctas: (m.ctas ?? []).map((c) => ({ title: c.title, link: c.link })),
  }))
}

/** A footer in one language, groups ordered by weight and links by rank; the first footer when no id is given. */
export async function findFooter(locale: Locale, id?: string | number): Promise<Footer | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'footers',
    locale,
    depth: 0,
    limit: 1,
    sort: 'id',
    ...(id === undefined ? {} : { where: { id: { equals: id } } }),
  })
  const f = docs[0]
  if (!f) return null
  return {
    id: String(f.id),
    socialLinks: (f.socialLinks ?? []).map((s) => ({ socialNetwork: s.socialNetwork, url: s.url })),
    footerLinks: (f.footerLinks ?? []).map((l) => ({ title: l.title, link: l.link })),
    items: (f.items ?? [])
      .map((g) => ({
        title: g.title,
        weight: g.weight ?? 0,
        rank: g.rank ?? 0,
        items: (g.links ?? [])
          .map((l) => ({ title: l.title, link: l.link, rank: l.rank ?? 0 }))
          .sort((a, b) => a.rank - b.rank),
      }))
      .sort((a, b) => a.weight - b.weight || a.rank - b.rank),
  }
}

/** Cached for pages: expired by the Menus and Footers hooks. */
export const getMenus = cached(findMenus, 'menus', [MENUS_TAG])
export const getFooter = cached((locale: Locale) => findFooter(locale), 'footer', [FOOTERS_TAG])
