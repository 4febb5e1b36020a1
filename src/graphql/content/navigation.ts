import type { Footer, FooterGroup, Menu, MenuItem, NavLink } from '@/services/content/navigation'
import { findFooter, findMenus } from '@/services/content/navigation'
import { builder, LocaleEnum, UserProfileEnum } from '../builder'

const NavLinkRef = builder.objectRef<NavLink>('NavLink').implement({
  description: 'A title and a link (a site path or an absolute URL).',
  fields: (t) => ({ title: t.exposeString('title'), link: t.exposeString('link') }),
})

const MenuItemRef = builder.objectRef<MenuItem>('MenuItem').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    link: t.exposeString('link', { nullable: true }),
    items: t.expose('items', { type: [NavLinkRef] }),
  }),
})

const MenuRef = builder.objectRef<Menu>('Menu').implement({
  description: 'The header navigation of one profile in one language; the header shows the first call-to-action.',
  fields: (t) => ({
    userProfile: t.expose('userProfile', { type: UserProfileEnum }),
    items: t.expose('items', { type: [MenuItemRef] }),
    ctas: t.expose('ctas', { type: [NavLinkRef] }),
  }),
})

const SocialLinkRef = builder.objectRef<Footer['socialLinks'][number]>('SocialLink').implement({
  fields: (t) => ({ socialNetwork: t.exposeString('socialNetwork'), url: t.exposeString('url') }),
})

const FooterLinkRef = builder.objectRef<FooterGroup['items'][number]>('FooterLink').implement({
  fields: (t) => ({ title: t.exposeString('title'), link: t.exposeString('link'), rank: t.exposeInt('rank') }),
})

const FooterGroupRef = builder.objectRef<FooterGroup>('FooterGroup').implement({
  description: 'A column of footer links; groups come by weight, links by rank.',
  fields: (t) => ({
    title: t.exposeString('title'),
    weight: t.exposeInt('weight'),
    rank: t.exposeInt('rank'),
    items: t.expose('items', { type: [FooterLinkRef] }),
  }),
})

const FooterRef = builder.objectRef<Footer>('Footer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    socialLinks: t.expose('socialLinks', { type: [SocialLinkRef] }),
    footerLinks: t.expose('footerLinks', { type: [NavLinkRef] }),
    items: t.expose('items', { type: [FooterGroupRef] }),
  }),
})

builder.queryFields((t) => ({
  getMenus: t.field({
    description: "Every profile's header menu in one language.",
    type: [MenuRef],
    args: { locale: t.arg({ type: LocaleEnum, required: true }) },
    resolve: (_root, { locale }) => findMenus(locale),
  }),
  getFooter: t.field({
    description: 'A footer in one language; the first footer when no id is given, null when the id is unknown.',
    type: FooterRef,
    nullable: true,
    args: { id: t.arg.id(), locale: t.arg({ type: LocaleEnum, required: true }) },
    resolve: (_root, { id, locale }) => findFooter(locale, id ?? undefined),
  }),
}))
