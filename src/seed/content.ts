import type { ContentSlug } from '@/collections/Content'

type Localized = { fr: string; nl: string }
export interface ContentSeed {
  collection: ContentSlug
  title: Localized
  slug: Localized
  description: Localized
  body: { fr: string[]; nl: string[] }
}

/** Demo content: legal pages, an about page, an article, a blog and a reference, in both languages. */
export const CONTENT_SEEDS: ContentSeed[] = [
  {
    collection: 'pages',
    title: { fr: 'Mentions légales', nl: 'Wettelijke vermeldingen' },
    slug: { fr: 'mentions-legales', nl: 'wettelijke-vermeldingen' },
    description: {
      fr: 'Éditeur du site, hébergement et propriété intellectuelle.',
      nl: 'Uitgever van de site, hosting en intellectuele eigendom.',
    },
    body: {
      fr: [
        '## Éditeur',
        'Murelia SA, rue de l’Industrie 12, 1400 Nivelles, Belgique. Numéro d’entreprise 0606.838.532.',
        '## Propriété intellectuelle',
        'Les textes, photos et fiches techniques de ce site appartiennent à Murelia SA ; toute reproduction demande notre accord écrit.',
      ],
      nl: [
        '## Uitgever',
        'Murelia NV, Industriestraat 12, 1400 Nijvel, België. Ondernemingsnummer 0606.838.532.',
        '## Intellectuele eigendom',
        'De teksten, foto’s en technische fiches op deze site zijn eigendom van Murelia NV; elke overname vereist onze schriftelijke toestemming.',
      ],
    },
  },
  {
    collection: 'pages',
    title: { fr: 'Vie privée', nl: 'Privacy' },
    slug: { fr: 'vie-privee', nl: 'privacy' },
    description: {
      fr: 'Comment nous traitons vos données personnelles.',
      nl: 'Hoe wij uw persoonsgegevens verwerken.',
    },
    body: {
      fr: [
        'Nous utilisons vos données uniquement pour traiter vos demandes de devis, d’échantillons et de contact. Vous pouvez demander leur consultation ou leur suppression à privacy@murelia.be.',
      ],
      nl: [
        'We gebruiken uw gegevens alleen om uw offerte-, staal- en contactaanvragen te behandelen. U kunt ze inkijken of laten verwijderen via privacy@murelia.be.',
      ],
    },
  },
  {
    collection: 'pages',
    title: { fr: 'À propos de Murelia', nl: 'Over Murelia' },
    slug: { fr: 'a-propos', nl: 'over-ons' },
    description: {
      fr: 'Un fabricant belge d’enduits et de systèmes de façade depuis 1962.',
      nl: 'Een Belgische fabrikant van pleisters en gevelsystemen sinds 1962.',
    },
    body: {
      fr: [
        'Depuis notre usine de Nivelles, nous produisons des enduits minéraux et organiques, des colles et des systèmes d’isolation de façade pour les plafonneurs et façadiers de tout le pays.',
      ],
      nl: [
        'Vanuit onze fabriek in Nijvel produceren we minerale en organische pleisters, lijmen en gevelisolatiesystemen voor stukadoors en gevelbezetters in heel het land.',
      ],
    },
  },
  {
    collection: 'articles',
    title: { fr: 'Isoler sa façade par l’extérieur : les étapes', nl: 'Uw gevel buiten isoleren: de stappen' },
    slug: { fr: 'isoler-sa-facade-etapes', nl: 'gevel-buiten-isoleren-stappen' },
    description: {
      fr: 'Du profil de départ à la finition, ce que fait votre façadier.',
      nl: 'Van startprofiel tot afwerking: wat uw gevelbezetter doet.',
    },
    body: {
      fr: [
        '## Préparer le support',
        'Le façadier contrôle la planéité et la cohésion du mur, puis pose le profil de départ.',
        '## Coller et cheviller',
        'Les panneaux isolants sont collés puis chevillés selon la zone de vent.',
        '## Armer et finir',
        'Un sous-enduit armé d’un treillis en fibre de verre reçoit ensuite l’enduit de finition dans la teinte choisie.',
      ],
      nl: [
        '## De ondergrond voorbereiden',
        'De gevelbezetter controleert de vlakheid en samenhang van de muur en plaatst het startprofiel.',
        '## Lijmen en pluggen',
        'De isolatieplaten worden verlijmd en daarna geplugd volgens de windzone.',
        '## Wapenen en afwerken',
        'Een onderpleister met glasvezelnet krijgt daarna de sierpleister in de gekozen kleur.',
      ],
    },
  },
  {
    collection: 'blogs',
    title: { fr: 'Le blog des façades', nl: 'De gevelblog' },
    slug: { fr: 'facades', nl: 'gevels' },
    description: { fr: 'Conseils, chantiers et nouveautés.', nl: 'Tips, werven en nieuwigheden.' },
    body: {
      fr: ['Retrouvez ici nos conseils pour choisir un système et une teinte.'],
      nl: ['Hier vindt u onze tips om een systeem en een kleur te kiezen.'],
    },
  },
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
