/*
 * The demo references' words and settings, in French and Dutch: the kinds of work the catalogue starts with,
 * the eight reference projects (texts, parties, calls to action, pictures' look and captions, products used) and
 * whom to contact for the first two. Plain data: references.ts writes it to Payload, the tests check it.
 */
import type { Localized, Scene } from './images'

/** Kinds of work, seeded when the catalogue has none yet. */
export const WORK_CATEGORY_SEEDS = {
  etics: { fr: 'Isolation de façade par l’extérieur', nl: 'Buitengevelisolatie' },
  render: { fr: 'Enduit décoratif de façade', nl: 'Sierpleister op gevel' },
  lime: { fr: 'Enduit à la chaux', nl: 'Kalkpleister' },
  plaster: { fr: 'Plafonnage intérieur', nl: 'Binnenpleisterwerk' },
  board: { fr: 'Plaques de plâtre', nl: 'Gipsplaten' },
  repair: { fr: 'Réparation de façade', nl: 'Gevelherstelling' },
} as const satisfies Record<string, Localized>
export type WorkKey = keyof typeof WORK_CATEGORY_SEEDS

interface PartySeed {
  firstname?: string
  lastname?: string
  company?: string
  contact?: string
  function?: Localized
}

export interface ReferenceSeed {
  title: Localized
  slug: Localized
  description: Localized
  body: { fr: string[]; nl: string[] }
  /** Indexes into COMPANY_SEEDS; the first is the sidebar's company. */
  companies: number[]
  work: WorkKey[]
  parties: PartySeed[]
  ctas: Array<{ title: Localized; link: Localized }>
  /** Hue of the render and the pictures of the gallery (the hero is always a facade). */
  hue: number
  scenes: Scene[]
  captions: Localized[]
  isHighlighted?: boolean
  /** Manufacturer codes of the catalogue products the text names (the sidebar's "products used"). */
  products?: string[]
}

const quote = {
  title: { fr: 'Demander un devis', nl: 'Offerte aanvragen' },
  link: { fr: '/fr/devis', nl: '/nl/prijsofferte' },
}
const configurator = {
  title: { fr: 'Configurer ma façade', nl: 'Mijn gevel configureren' },
  link: { fr: '/fr/configurateur-facade', nl: '/nl/gevelconfigurator' },
}
const colours = {
  title: { fr: 'Voir les couleurs et finitions', nl: 'Kleuren en afwerkingen bekijken' },
  link: { fr: '/fr/configurateur-couleurs-finitions', nl: '/nl/kleur-en-afwerkingsconfigurator' },
}
const architect = { fr: 'Architecte', nl: 'Architect' }
const owner = { fr: 'Maître d’ouvrage', nl: 'Bouwheer' }
const engineer = { fr: 'Ingénieure en stabilité', nl: 'Stabiliteitsingenieur' }
const site = { fr: 'Chef de chantier', nl: 'Werfleider' }
const energy = { fr: 'Certificatrice PEB', nl: 'EPB-verslaggever' }

/** Eight demo reference projects, written for this platform in French and Dutch. */
export const REFERENCE_SEEDS: ReferenceSeed[] = [
  {
    title: { fr: 'Maison de rangée isolée à Liège', nl: 'Geïsoleerde rijwoning in Luik' },
    slug: { fr: 'maison-rangee-isolee-liege', nl: 'geisoleerde-rijwoning-luik' },
    description: {
      fr: 'Isolation par l’extérieur de 95 m² et enduit minéral frotté blanc cassé dans le quartier d’Outremeuse.',
      nl: 'Buitenisolatie van 95 m² en een geschuurde minerale pleister in gebroken wit in de wijk Outremeuse.',
    },
    body: {
      fr: [
        'Cette maison ouvrière de 1925 perdait sa chaleur par une façade en briques nue de 28 cm. Les propriétaires voulaient gagner en confort sans perdre le rythme des baies d’origine.',
        '## Le système',
        'Panneaux de laine de roche de 10 cm collés au mortier-colle Murelia Fix et chevillés, sous-enduit d’armature Murelia Base avec treillis en fibre de verre, puis enduit minéral frotté 2 mm. Les appuis de fenêtre ont été prolongés et les tablettes remplacées en aluminium thermolaqué.',
        'Le chantier a duré trois semaines, échafaudage compris, avec l’accord de la commune pour le débord de 12 cm sur le trottoir.',
      ],
      nl: [
        'Deze arbeiderswoning uit 1925 verloor veel warmte langs een onbeklede bakstenen gevel van 28 cm. De eigenaars wilden meer comfort zonder het ritme van de oorspronkelijke ramen te verliezen.',
        '## Het systeem',
        'Steenwolplaten van 10 cm, verlijmd met lijmmortel Murelia Fix en geplugd, wapeningsmortel Murelia Base met glasvezelnet, en daarna een geschuurde minerale pleister van 2 mm. De vensterbanken werden verlengd en vervangen door gelakt aluminium.',
        'De werf duurde drie weken, stellingen inbegrepen, met toestemming van de stad voor de uitsprong van 12 cm op het voetpad.',
      ],
    },
    companies: [0, 1],
    work: ['etics', 'render'],
    parties: [
      {
        firstname: 'Claire',
        lastname: 'Dumont',
        company: 'Atelier Dumont Architectes',
        contact: 'claire@dumont-archi.example',
        function: architect,
      },
      {
        firstname: 'Marc',
        lastname: 'Renard',
        company: 'Façades Lambert',
        contact: '0470 55 12 90',
        function: site,
      },
      // Deliberately incomplete (no contact): the page must not show it.
      { firstname: 'Sophie', lastname: 'Lemaire', company: 'Bureau Lemaire', function: energy },
      {
        firstname: 'Luc',
        lastname: 'Collard',
        company: 'Particulier',
        contact: 'luc.collard@mail.example',
        function: owner,
      },
    ],
    ctas: [quote, colours],
    hue: 38,
    scenes: ['facade', 'site', 'detail', 'facade', 'detail'],
    captions: [
      { fr: 'Façade avant terminée, enduit blanc cassé', nl: 'Afgewerkte voorgevel, gebroken witte pleister' },
      { fr: 'Pose des panneaux de laine de roche', nl: 'Plaatsing van de steenwolplaten' },
      { fr: 'Détail de la finition frottée', nl: 'Detail van de geschuurde afwerking' },
      { fr: 'Vue depuis la rue en fin de journée', nl: 'Zicht vanaf de straat op het einde van de dag' },
      { fr: 'Raccord de l’enduit autour d’une fenêtre', nl: 'Aansluiting van de pleister rond een raam' },
    ],
    isHighlighted: true,
    products: ['MT-LR-100', 'MT-CH-135', 'MT-CM-25', 'MT-SE-25', 'MT-TV-50', 'MT-MIN-20'],
  },
  {
    title: { fr: 'Fermette en Hesbaye enduite à la chaux', nl: 'Hoeve in Haspengouw met kalkpleister' },
    slug: { fr: 'fermette-hesbaye-chaux', nl: 'hoeve-haspengouw-kalk' },
    description: {
      fr: 'Un enduit à la chaux respirant sur des murs en moellons près de Waremme.',
      nl: 'Een dampopen kalkpleister op breukstenen muren vlak bij Borgworm.',
    },
    body: {
      fr: [
        'Les murs en moellons de cette fermette du XIXe siècle souffraient d’un ancien cimentage qui retenait l’humidité. Nous l’avons entièrement décroûté avant de rejointoyer.',
        'Deux couches d’enduit à la chaux naturelle, la dernière lissée à l’éponge, laissent les murs sécher vers l’extérieur. La teinte ocre clair reprend celle des fermes voisines.',
      ],
      nl: [
        'De breukstenen muren van deze negentiende-eeuwse hoeve leden onder een oude cementlaag die het vocht vasthield. We hebben die volledig verwijderd en de voegen hersteld.',
        'Twee lagen natuurlijke kalkpleister, de laatste met de spons afgewerkt, laten de muren naar buiten toe drogen. De lichte okerkleur sluit aan bij de naburige hoeves.',
      ],
    },
    companies: [0],
    work: ['lime', 'repair'],
    parties: [
      {
        firstname: 'Pierre',
        lastname: 'Gilson',
        company: 'Gilson & Fils',
        contact: 'pierre@gilson-fils.example',
        function: owner,
      },
      {
        firstname: 'Anne',
        lastname: 'Delvaux',
        company: 'Patrimoine Hesbaye',
        contact: '019 32 44 10',
        function: architect,
      },
    ],
    ctas: [colours],
    hue: 32,
    scenes: ['facade', 'detail', 'site', 'facade'],
    captions: [
      { fr: 'Pignon enduit à la chaux ocre clair', nl: 'Zijgevel met lichte okerkleurige kalkpleister' },
      { fr: 'Texture de la chaux lissée à l’éponge', nl: 'Textuur van de met de spons afgewerkte kalk' },
      { fr: 'Décroûtage de l’ancien cimentage', nl: 'Verwijderen van de oude cementlaag' },
      { fr: 'La cour après les travaux', nl: 'De binnenkoer na de werken' },
    ],
  },
  {
    title: { fr: 'Immeuble des années 70 rénové à Gand', nl: 'Gerenoveerd appartementsgebouw uit de jaren 70 in Gent' },
    slug: { fr: 'immeuble-annees-70-gand', nl: 'appartementsgebouw-jaren-70-gent' },
    description: {
      fr: '620 m² de façade isolés en EPS graphité et finis en enduit silicone gris perle.',
      nl: '620 m² gevel geïsoleerd met grafiet-EPS en afgewerkt met een parelgrijze siliconenpleister.',
    },
    body: {
      fr: [
        'La copropriété de douze appartements visait le label énergétique B. Les façades en béton préfabriqué recevaient jusque-là un simple bardage fibrociment, retiré en début de chantier.',
        '## Points délicats',
        'Les balcons en porte-à-faux ont reçu des rupteurs de pont thermique et les fixations de garde-corps ont été déportées dans l’isolant avec des consoles adaptées.',
      ],
      nl: [
        'De mede-eigendom van twaalf appartementen mikte op energielabel B. De prefab betonnen gevels hadden tot dan een eenvoudige vezelcementbekleding, die bij de start van de werf werd weggenomen.',
        '## Aandachtspunten',
        'De uitkragende balkons kregen thermische onderbrekingen en de bevestigingen van de balustrades werden met aangepaste consoles in de isolatie verwerkt.',
      ],
    },
    companies: [1, 0],
    products: ['MT-EPS-160', 'MT-CH-115', 'MT-CM-25', 'MT-SE-25', 'MT-TV-50', 'MT-SIL-15'],
    work: ['etics', 'render'],
    parties: [
      {
        firstname: 'Jan',
        lastname: 'Van den Broeck',
        company: 'Syndicus Gentse Kaaien',
        contact: 'jan@gentsekaaien.example',
        function: owner,
      },
      {
        firstname: 'Els',
        lastname: 'De Smet',
        company: 'Studio De Smet',
        contact: 'els@studiodesmet.example',
        function: architect,
      },
      {
        firstname: 'Hanne',
        lastname: 'Claes',
        company: 'Ingenieursbureau Claes',
        contact: '09 223 45 67',
        function: engineer,
      },
    ],
    ctas: [quote, configurator],
    hue: 210,
    scenes: ['facade', 'site', 'site', 'detail', 'facade', 'detail'],
    captions: [
      { fr: 'Façade principale après rénovation', nl: 'Hoofdgevel na de renovatie' },
      { fr: 'Échafaudage et isolation en cours', nl: 'Stellingen en isolatie in uitvoering' },
      { fr: 'Rupteurs sous les balcons', nl: 'Thermische onderbrekingen onder de balkons' },
      { fr: 'Enduit silicone gris perle', nl: 'Parelgrijze siliconenpleister' },
      { fr: 'Angle de l’immeuble côté jardin', nl: 'Hoek van het gebouw aan de tuinzijde' },
      { fr: 'Profil d’angle et arête nette', nl: 'Hoekprofiel en strakke hoek' },
    ],
    isHighlighted: true,
  },
  {
    title: { fr: 'Villa quatre façades à Waterloo', nl: 'Open bebouwing in Waterloo' },
    slug: { fr: 'villa-quatre-facades-waterloo', nl: 'open-bebouwing-waterloo' },
    description: {
      fr: 'Un enduit décoratif gratté sur toute la villa et un soubassement taloché plus foncé.',
      nl: 'Een geschuurde sierpleister op de hele villa en een donkerdere plint.',
    },
    body: {
      fr: [
        'La villa des années 90 présentait des fissures de retrait sur son ancien crépi. Après un traitement des fissures et une couche d’accrochage armée, nous avons appliqué un enduit gratté de 1,5 mm.',
        'Le soubassement, plus exposé aux éclaboussures, a reçu une finition talochée hydrofuge dans un gris anthracite.',
      ],
      nl: [
        'De villa uit de jaren 90 vertoonde krimpscheuren in de oude crepi. Na een behandeling van de scheuren en een gewapende hechtlaag brachten we een geschuurde pleister van 1,5 mm aan.',
        'De plint, die meer opspattend water krijgt, kreeg een waterafstotende geschuurde afwerking in antracietgrijs.',
      ],
    },
    companies: [0],
    work: ['render', 'repair'],
    parties: [
      {
        firstname: 'Nathalie',
        lastname: 'Fontaine',
        company: 'Particulier',
        contact: 'nathalie.fontaine@mail.example',
        function: owner,
      },
      {
        firstname: 'Olivier',
        lastname: 'Wauters',
        company: 'Façades Lambert',
        contact: '0478 20 31 42',
        function: site,
      },
    ],
    ctas: [quote],
    hue: 18,
    scenes: ['facade', 'detail', 'facade', 'site', 'detail'],
    captions: [
      { fr: 'Façade côté jardin', nl: 'Gevel aan de tuinzijde' },
      { fr: 'Grain de l’enduit gratté', nl: 'Korrel van de geschuurde pleister' },
      { fr: 'Façade d’entrée', nl: 'Inkomgevel' },
      { fr: 'Traitement des fissures', nl: 'Behandeling van de scheuren' },
      { fr: 'Soubassement anthracite', nl: 'Antracietkleurige plint' },
    ],
  },
  {
    title: { fr: 'Bel-étage replafonné à Deurne', nl: 'Bel-etagewoning opnieuw bepleisterd in Deurne' },
    slug: { fr: 'bel-etage-deurne', nl: 'bel-etagewoning-deurne' },
    description: {
      fr: 'Plafonnage lisse de tout l’étage de vie et cloisons en plaques de plâtre.',
      nl: 'Glad pleisterwerk op de hele leefverdieping en scheidingswanden in gipsplaten.',
    },
    body: {
      fr: [
        'Après la dépose des anciens lambris, les murs de cette bel-étage anversoise ont été dressés au plâtre projeté puis lissés, prêts à peindre.',
        'Deux nouvelles cloisons en plaques de plâtre sur ossature métallique séparent désormais la cuisine et le bureau, avec une laine minérale pour l’acoustique.',
      ],
      nl: [
        'Na het verwijderen van de oude lambrisering werden de muren van deze Antwerpse bel-etagewoning met machinaal gipspleister uitgevlakt en glad afgewerkt, klaar om te schilderen.',
        'Twee nieuwe wanden in gipsplaten op een metalen structuur scheiden nu keuken en bureau, met minerale wol voor de akoestiek.',
      ],
    },
    companies: [1],
    work: ['plaster', 'board'],
    parties: [
      {
        firstname: 'Wout',
        lastname: 'Jacobs',
        company: 'Particulier',
        contact: 'wout.jacobs@mail.example',
        function: owner,
      },
      {
        firstname: 'Lotte',
        lastname: 'Maes',
        company: 'Binnenhuis Maes',
        contact: 'lotte@binnenhuismaes.example',
        function: architect,
      },
      // Deliberately incomplete (no company).
      { firstname: 'Bram', lastname: 'Willems', contact: '0486 11 22 33', function: site },
    ],
    ctas: [quote],
    hue: 45,
    scenes: ['interior', 'interior', 'detail', 'interior'],
    captions: [
      { fr: 'Séjour après plafonnage', nl: 'Woonkamer na het pleisterwerk' },
      { fr: 'Nouvelle cloison entre cuisine et bureau', nl: 'Nieuwe wand tussen keuken en bureau' },
      { fr: 'Surface lisse prête à peindre', nl: 'Glad oppervlak klaar om te schilderen' },
      { fr: 'Cage d’escalier terminée', nl: 'Afgewerkte traphal' },
    ],
  },
  {
    title: { fr: 'Ancienne école transformée à Dinant', nl: 'Omgebouwde oude school in Dinant' },
    slug: { fr: 'ancienne-ecole-dinant', nl: 'oude-school-dinant' },
    description: {
      fr: 'Six logements dans une école de 1908 : isolation intérieure et enduits à la chaux.',
      nl: 'Zes woningen in een school uit 1908: binnenisolatie en kalkpleisters.',
    },
    body: {
      fr: [
        'La façade en pierre bleue et briques étant protégée, l’isolation a été posée par l’intérieur : panneaux de fibre de bois et enduit chaux-chanvre, perméables à la vapeur.',
        'À l’extérieur, seules les parties enduites d’origine ont été reprises à la chaux, dans leur teinte sable.',
      ],
      nl: [
        'Omdat de gevel in blauwe hardsteen en baksteen beschermd is, werd aan de binnenkant geïsoleerd: houtvezelplaten en een dampopen kalk-hennepleister.',
        'Buiten werden enkel de oorspronkelijk bepleisterde delen opnieuw met kalk afgewerkt, in hun zandkleur.',
      ],
    },
    companies: [0, 1],
    work: ['lime', 'plaster'],
    parties: [
      {
        firstname: 'Geoffrey',
        lastname: 'Hubert',
        company: 'Habitat Mosan',
        contact: 'g.hubert@habitatmosan.example',
        function: owner,
      },
      {
        firstname: 'Isabelle',
        lastname: 'Noël',
        company: 'Noël Architecture',
        contact: '082 22 10 10',
        function: architect,
      },
      {
        firstname: 'Thomas',
        lastname: 'Piron',
        company: 'Bureau Piron',
        contact: 'thomas@bureaupiron.example',
        function: engineer,
      },
    ],
    ctas: [colours, quote],
    hue: 28,
    scenes: ['facade', 'interior', 'detail', 'site', 'interior', 'facade'],
    captions: [
      { fr: 'L’école vue depuis la Meuse', nl: 'De school gezien vanaf de Maas' },
      { fr: 'Logement du premier étage', nl: 'Woning op de eerste verdieping' },
      { fr: 'Enduit chaux-chanvre', nl: 'Kalk-hennepleister' },
      { fr: 'Pose de la fibre de bois', nl: 'Plaatsing van de houtvezelplaten' },
      { fr: 'Ancienne classe devenue séjour', nl: 'Oud klaslokaal wordt woonkamer' },
      { fr: 'Cour de récréation réaménagée', nl: 'Heraangelegde speelplaats' },
    ],
    isHighlighted: true,
  },
  {
    title: { fr: 'Façade arrière isolée à Bruges', nl: 'Geïsoleerde achtergevel in Brugge' },
    slug: { fr: 'facade-arriere-bruges', nl: 'achtergevel-brugge' },
    description: {
      fr: 'Isolation et enduit silicate sur la façade arrière d’une maison du centre historique.',
      nl: 'Isolatie en silicaatpleister op de achtergevel van een huis in de historische binnenstad.',
    },
    body: {
      fr: [
        'La façade à rue devait rester en briques apparentes ; la façade arrière, orientée nord, pouvait être isolée. Nous y avons posé 12 cm de laine de roche et un enduit silicate blanc.',
        'L’accès se faisait uniquement par la maison : tout le matériel est passé par le couloir, protégé pour l’occasion.',
      ],
      nl: [
        'De straatgevel moest in zichtbare baksteen blijven; de noordgerichte achtergevel mocht geïsoleerd worden. Daar plaatsten we 12 cm steenwol en een witte silicaatpleister.',
        'De werf was enkel bereikbaar via het huis: al het materiaal ging door de beschermde gang.',
      ],
    },
    companies: [1],
    work: ['etics', 'render'],
    parties: [
      {
        firstname: 'Fien',
        lastname: 'Vermeulen',
        company: 'Particulier',
        contact: 'fien.vermeulen@mail.example',
        function: owner,
      },
      {
        firstname: 'Pieter',
        lastname: 'Desmet',
        company: 'Architectenbureau Reie',
        contact: '050 34 56 78',
        function: architect,
      },
    ],
    ctas: [configurator],
    hue: 195,
    scenes: ['facade', 'site', 'detail', 'facade'],
    captions: [
      { fr: 'Façade arrière terminée', nl: 'Afgewerkte achtergevel' },
      { fr: 'Isolation en cours', nl: 'Isolatie in uitvoering' },
      { fr: 'Finition silicate blanche', nl: 'Witte silicaatafwerking' },
      { fr: 'Le jardin retrouvé', nl: 'De tuin na de werken' },
    ],
  },
  {
    title: { fr: 'Bureaux rénovés à Hasselt', nl: 'Gerenoveerde kantoren in Hasselt' },
    slug: { fr: 'bureaux-hasselt', nl: 'kantoren-hasselt' },
    description: {
      fr: 'Façade isolée et enduite en anthracite, cloisons et plafonds en plaques de plâtre.',
      nl: 'Geïsoleerde gevel in antraciet pleister, wanden en plafonds in gipsplaten.',
    },
    body: {
      fr: [
        'Un bâtiment de bureaux de 1985 a été remis à neuf pour une fiduciaire : façade isolée en EPS de 16 cm et enduit acrylique anthracite, avec des encadrements de baies en blanc.',
        'À l’intérieur, les plateaux ont été redivisés par des cloisons acoustiques et de nouveaux plafonds en plaques de plâtre perforées.',
      ],
      nl: [
        'Een kantoorgebouw uit 1985 werd volledig vernieuwd voor een boekhoudkantoor: gevel geïsoleerd met 16 cm EPS en een antracietkleurige acrylpleister, met witte omlijstingen rond de ramen.',
        'Binnen werden de verdiepingen opnieuw ingedeeld met akoestische wanden en nieuwe plafonds in geperforeerde gipsplaten.',
      ],
    },
    companies: [1, 0],
    work: ['etics', 'board', 'plaster'],
    parties: [
      {
        firstname: 'Koen',
        lastname: 'Hermans',
        company: 'Fiduciaire Hermans',
        contact: 'koen@hermans-fid.example',
        function: owner,
      },
      {
        firstname: 'Sarah',
        lastname: 'Peeters',
        company: 'Bureau Kempen',
        contact: '011 22 33 44',
        function: architect,
      },
      {
        firstname: 'Dries',
        lastname: 'Janssens',
        company: 'Stukadoorswerken Peeters',
        contact: '0495 44 55 66',
        function: site,
      },
    ],
    ctas: [quote, configurator],
    hue: 220,
    scenes: ['facade', 'interior', 'site', 'detail', 'interior'],
    captions: [
      { fr: 'Façade anthracite et encadrements blancs', nl: 'Antraciet gevel met witte omlijstingen' },
      { fr: 'Plateau de bureaux redivisé', nl: 'Opnieuw ingedeelde kantoorverdieping' },
      { fr: 'Pose de l’isolant EPS', nl: 'Plaatsing van de EPS-isolatie' },
      { fr: 'Encadrement de baie', nl: 'Raamomlijsting' },
      { fr: 'Plafond acoustique perforé', nl: 'Geperforeerd akoestisch plafond' },
    ],
  },
]

/**
 * "Contact for this project" of the first two references: their architect, as the parties name them (the Liège
 * house's was an architect the reference does not mention, issue 22).
 */
export const DEMO_CONTACTS = ['claire@dumont-archi.example', '019 32 44 10']
