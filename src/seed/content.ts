import type { ContentSlug } from '@/collections/Content'

type Localized = { fr: string; nl: string }
export interface ContentSeed {
  collection: ContentSlug
  title: Localized
  slug: Localized
  description: Localized
  body: { fr: string[]; nl: string[] }
}

/**
 * The first demo reference (without pictures), in both languages. The pages, blogs and articles are in
 * content-pages.ts and content-blog.ts, which also complete those the first demo databases got from here.
 */
export const CONTENT_SEEDS: ContentSeed[] = [
  {
    collection: 'references',
    title: { fr: 'Maison de maître à Namur', nl: 'Herenhuis in Namen' },
    slug: { fr: 'maison-de-maitre-namur', nl: 'herenhuis-namen' },
    description: {
      fr: 'Isolation de 180 m² de façade et finition grattée ton pierre.',
      nl: 'Isolatie van 180 m² gevel en afwerking in geschuurde steenkleur.',
    },
    body: {
      fr: [
        'Un système EPS graphité de 16 cm, un sous-enduit armé et une finition grattée 1,5 mm ont rendu à cette maison de 1910 son allure d’origine.',
      ],
      nl: [
        'Een systeem met 16 cm grafiet-EPS, een gewapende onderpleister en een geschuurde afwerking van 1,5 mm gaven dit huis uit 1910 zijn oorspronkelijke uitstraling terug.',
      ],
    },
  },
]

export const COMPANY_SEEDS = [
  {
    company: 'Façades Lambert',
    firstname: 'Julie',
    lastname: 'Lambert',
    email: 'julie@facades-lambert.example',
    vATNumber: '0403.123.486',
    phoneNumber: '0470 12 34 56',
    officePhoneNumber: '081 22 33 44',
    website: 'https://facades-lambert.example.be',
    profiles: ['PROFESSIONAL_FACADIER_PROFILE' as const],
    language: 'fr' as const,
    street: 'Chaussée de Louvain 210',
    postcode: '5000',
    city: 'Namur',
    description: {
      fr: 'Isolation de façade par l’extérieur et enduits décoratifs en province de Namur depuis 2004.',
      nl: 'Buitengevelisolatie en sierpleisters in de provincie Namen sinds 2004.',
    },
  },
  {
    company: 'Stukadoorswerken Peeters',
    firstname: 'Tom',
    lastname: 'Peeters',
    email: 'tom@peeters-stukwerk.example',
    vATNumber: '0415.789.015',
    phoneNumber: '0495 11 22 33',
    officePhoneNumber: '03 234 56 78',
    website: 'https://peeters-stukwerk.example.be',
    profiles: ['PROFESSIONAL_PLAFONNEUR_PROFILE' as const, 'PROFESSIONAL_PLASTERBOARDER_PROFILE' as const],
    language: 'nl' as const,
    street: 'Mechelsesteenweg 45',
    postcode: '2000',
    city: 'Antwerpen',
    description: {
      fr: 'Plafonnage, plaques de plâtre et enduits lissés à Anvers et environs.',
      nl: 'Pleisterwerk, gipsplaten en glad stucwerk in Antwerpen en omgeving.',
    },
  },
]
