import type { Profile } from '@/domain/profiles'
import { localizedPath as p } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

type Link = { title: string; link: string }
type Item = { title: string; link?: string; subItems?: Link[] }
type MenuSeed = { items: Item[]; ctas: Link[] }

const findPro = (l: Locale): Item =>
  l === 'fr'
    ? {
        title: 'Trouver un pro',
        link: p(l, '/search-pro'),
        subItems: [
          { title: 'Trouver un plafonneur', link: p(l, '/find-roofer') },
          { title: 'Trouver un façadier', link: p(l, '/find-facade') },
          { title: 'Trouver un plaquiste', link: p(l, '/find-plaquiste') },
        ],
      }
    : {
        title: 'Een vakman vinden',
        link: p(l, '/search-pro'),
        subItems: [
          { title: 'Een stukadoor vinden', link: p(l, '/find-roofer') },
          { title: 'Een gevelbezetter vinden', link: p(l, '/find-facade') },
          { title: 'Een plaatser vinden', link: p(l, '/find-plaquiste') },
        ],
      }

const tools = (l: Locale): Item =>
  l === 'fr'
    ? {
        title: 'Configurateurs',
        subItems: [
          { title: 'Configurateur de façade', link: p(l, '/facade-configurator') },
          { title: 'Couleurs et finitions', link: p(l, '/colour-configurator') },
          { title: 'Visualiseur de façade', link: p(l, '/visualiser') },
        ],
      }
    : {
        title: 'Configurators',
        subItems: [
          { title: 'Gevelconfigurator', link: p(l, '/facade-configurator') },
          { title: 'Kleuren en afwerkingen', link: p(l, '/colour-configurator') },
          { title: 'Gevelvisualisatie', link: p(l, '/visualiser') },
        ],
      }

const faq = (l: Locale): Item => ({ title: l === 'fr' ? 'FAQ' : 'FAQ', link: p(l, '/faq') })
const contact = (l: Locale): Item => ({ title: 'Contact', link: p(l, '/contact') })
const quoteCta = (l: Locale): Link => ({
  title: l === 'fr' ? 'Demander un devis' : 'Offerte aanvragen',
  link: p(l, '/quotation'),
})

const publicMenu = (l: Locale): MenuSeed => ({
  items: [
    findPro(l),
    tools(l),
    { title: l === 'fr' ? 'Particuliers' : 'Particulieren', link: p(l, '/individual') },
    { title: l === 'fr' ? 'Professionnels' : 'Vakmensen', link: p(l, '/pro') },
    faq(l),
  ],
  ctas: [quoteCta(l)],
})

const individualMenu = (l: Locale, trade?: '/find-roofer' | '/find-facade' | '/find-plaquiste'): MenuSeed => ({
  items: [
    trade ? { ...findPro(l), link: p(l, trade) } : findPro(l),
    { title: l === 'fr' ? 'Choisir mes couleurs' : 'Mijn kleuren kiezen', link: p(l, '/colour-configurator') },
    faq(l),
    contact(l),
  ],
  ctas: [quoteCta(l)],
})

const proMenu = (l: Locale, landing: '/roofer' | '/facade' | '/plaquiste'): MenuSeed => ({
  items: [
    { title: l === 'fr' ? 'Mon métier' : 'Mijn vak', link: p(l, landing) },
    {
      title: l === 'fr' ? 'Outils' : 'Tools',
      subItems: [
        { title: l === 'fr' ? 'Configurateur de façade' : 'Gevelconfigurator', link: p(l, '/facade-configurator') },
        { title: l === 'fr' ? 'Couleurs et échantillons' : 'Kleuren en stalen', link: p(l, '/colour-configurator') },
      ],
    },
    { title: l === 'fr' ? 'Mon tableau de bord' : 'Mijn dashboard', link: p(l, '/dashboard') },
    faq(l),
    contact(l),
  ],
  ctas: [
    { title: l === 'fr' ? 'Créer mon compte pro' : 'Mijn pro-account aanmaken', link: `${p(l, '/pro')}?register` },
  ],
})

/** Demo menus for every profile, in both languages. */
export const MENU_SEEDS: Record<Profile, (l: Locale) => MenuSeed> = {
  PUBLIC_PROFILE: publicMenu,
  INDIVIDUAL_PROFILE: (l) => individualMenu(l),
  INDIVIDUAL_FACADIER_PROFILE: (l) => individualMenu(l, '/find-facade'),
  INDIVIDUAL_PLAFONNEUR_PROFILE: (l) => individualMenu(l, '/find-roofer'),
  INDIVIDUAL_PLASTERBOARDER_PROFILE: (l) => individualMenu(l, '/find-plaquiste'),
  PROFESSIONAL_FACADIER_PROFILE: (l) => proMenu(l, '/facade'),
  PROFESSIONAL_PLAFONNEUR_PROFILE: (l) => proMenu(l, '/roofer'),
  PROFESSIONAL_PLASTERBOARDER_PROFILE: (l) => proMenu(l, '/plaquiste'),
}

/** Demo footer groups, legal links and social networks. */
export const footerSeed = (l: Locale) => ({
  items: [
    {
      title: l === 'fr' ? 'Particuliers' : 'Particulieren',
      weight: 1,
      rank: 1,
      links: [
        { title: l === 'fr' ? 'Trouver un professionnel' : 'Een vakman vinden', link: p(l, '/search-pro'), rank: 1 },
        { title: l === 'fr' ? 'Demander un devis' : 'Offerte aanvragen', link: p(l, '/quotation'), rank: 2 },
        {
          title: l === 'fr' ? 'Couleurs et finitions' : 'Kleuren en afwerkingen',
          link: p(l, '/colour-configurator'),
          rank: 3,
        },
      ],
    },
    {
      title: l === 'fr' ? 'Professionnels' : 'Vakmensen',
      weight: 2,
      rank: 2,
      links: [
        { title: l === 'fr' ? 'Plafonneur' : 'Stukadoor', link: p(l, '/roofer'), rank: 1 },
        { title: l === 'fr' ? 'Façadier' : 'Gevelbezetter', link: p(l, '/facade'), rank: 2 },
        { title: l === 'fr' ? 'Plaquiste' : 'Plaatser', link: p(l, '/plaquiste'), rank: 3 },
        {
          title: l === 'fr' ? 'Configurateur de façade' : 'Gevelconfigurator',
          link: p(l, '/facade-configurator'),
          rank: 4,
        },
      ],
    },
    {
      title: 'Murelia',
      weight: 3,
      rank: 3,
      links: [
        { title: 'FAQ', link: p(l, '/faq'), rank: 1 },
        { title: 'Contact', link: p(l, '/contact'), rank: 2 },
        {
          title: l === 'fr' ? 'À propos' : 'Over ons',
          link: p(l, '/[slug]', { slug: l === 'fr' ? 'a-propos' : 'over-ons' }),
          rank: 3,
        },
      ],
    },
  ],
  footerLinks: [
    {
      title: l === 'fr' ? 'Mentions légales' : 'Wettelijke vermeldingen',
      link: p(l, '/[slug]', { slug: l === 'fr' ? 'mentions-legales' : 'wettelijke-vermeldingen' }),
    },
    {
      title: l === 'fr' ? 'Vie privée' : 'Privacy',
      link: p(l, '/[slug]', { slug: l === 'fr' ? 'vie-privee' : 'privacy' }),
    },
  ],
})

export const SOCIAL_SEED = [
  { socialNetwork: 'facebook' as const, url: 'https://www.facebook.com/' },
  { socialNetwork: 'instagram' as const, url: 'https://www.instagram.com/' },
  { socialNetwork: 'linkedin' as const, url: 'https://www.linkedin.com/' },
  { socialNetwork: 'youtube' as const, url: 'https://www.youtube.com/' },
]
