import type { Payload } from 'payload'
import type { Profile } from '@/domain/profiles'
import {
  articleCards,
  BLOG_SLUGS,
  type BlockSeed,
  bannerTextCta,
  buildBlocks,
  cardsProduct,
  cardsSlider,
  faqCta,
  imageCaption,
  type Localized,
  type LocalizedRich,
  type Refs,
  referenceCards,
  rich,
  saveLocalized,
  stepsText,
  type TagKey,
  textImageCta,
  titleText,
  tx,
} from './content-blocks'
import { JOINT_RANGE } from './content-landings'
import type { ImageKey } from './content-media'

/*
 * Two blogs (advice for home owners, news for professionals) and twelve articles over the four content tags,
 * dated through 2026.
 */

export interface BlogSeed {
  name: string
  slug: Localized
  title: Localized
  description: Localized
  metaTitle: Localized
  metaDescription: Localized
  blogType: 'news' | 'advice'
  userProfile: Profile
  hero: ImageKey
  tags: TagKey[]
  content: LocalizedRich
}

export const BLOG_SEEDS: BlogSeed[] = [
  {
    name: 'Blog particuliers',
    slug: BLOG_SLUGS.homes,
    title: { fr: 'Le blog des façades', nl: 'De gevelblog' },
    description: {
      fr: 'Nos conseils pour rénover, isoler et finir votre maison, écrits par nos conseillers techniques.',
      nl: 'Onze tips om uw woning te renoveren, te isoleren en af te werken, geschreven door onze technisch adviseurs.',
    },
    metaTitle: { fr: 'Conseils façade, isolation et plafonnage', nl: 'Tips over gevel, isolatie en pleisterwerk' },
    metaDescription: {
      fr: 'Choisir une teinte, isoler sa façade, réussir un plafonnage : les conseils pratiques de Murelia pour préparer vos travaux.',
      nl: 'Een kleur kiezen, uw gevel isoleren, geslaagd pleisterwerk: de praktische tips van Murelia om uw werken voor te bereiden.',
    },
    blogType: 'advice',
    userProfile: 'INDIVIDUAL_PROFILE',
    hero: 'band-street-cool',
    tags: ['renovation', 'insulation', 'interior'],
    content: {
      fr: [
        'Retrouvez ici nos conseils pour choisir un système et une teinte, comprendre un devis et suivre vos travaux sereinement.',
      ],
      nl: [
        'Hier vindt u onze tips om een systeem en een kleur te kiezen, een offerte te begrijpen en uw werken met een gerust hart op te volgen.',
      ],
    },
  },
  {
    name: 'Blog professionnels',
    slug: BLOG_SLUGS.pros,
    title: { fr: 'L’actualité des pros', nl: 'Nieuws voor vakmensen' },
    description: {
      fr: 'Nouveautés de nos gammes, conseils de mise en œuvre et bonnes pratiques de chantier.',
      nl: 'Nieuwigheden in onze gamma’s, verwerkingstips en goede praktijken op de werf.',
    },
    metaTitle: { fr: 'Actualité et conseils pour les pros', nl: 'Nieuws en tips voor vakmensen' },
    metaDescription: {
      fr: 'Pour les façadiers, plafonneurs et plaquistes : nouveautés Murelia, conseils de pose et retours de chantier.',
      nl: 'Voor gevelbezetters, stukadoors en plaatsers: nieuws van Murelia, verwerkingstips en ervaringen van de werf.',
    },
    blogType: 'news',
    userProfile: 'PROFESSIONAL_FACADIER_PROFILE',
    hero: 'band-site',
    tags: ['pro', 'insulation', 'renovation'],
    content: {
      fr: [
        'Chaque mois, nos conseillers techniques partagent ce qu’ils voient sur les chantiers et ce qui change dans nos gammes.',
      ],
      nl: ['Elke maand delen onze technisch adviseurs wat ze op de werven zien en wat er verandert in onze gamma’s.'],
    },
  },
]

export interface ArticleSeed {
  slug: Localized
  title: Localized
  description: Localized
  metaTitle: Localized
  metaDescription: Localized
  displayDate: string
  tags: TagKey[]
  hero: ImageKey
  teaser: ImageKey
  content: LocalizedRich
  paragraphs: BlockSeed[]
}

/** Twelve articles, at least two per tag, one about every month of 2026 so far. */
export const ARTICLE_SEEDS: ArticleSeed[] = [
  {
    slug: { fr: 'isoler-sa-facade-etapes', nl: 'gevel-buiten-isoleren-stappen' },
    title: { fr: 'Isoler sa façade par l’extérieur : les étapes', nl: 'Uw gevel buiten isoleren: de stappen' },
    description: {
      fr: 'Du profil de départ à la finition, ce que fait votre façadier.',
      nl: 'Van startprofiel tot afwerking: wat uw gevelbezetter doet.',
    },
    metaTitle: {
      fr: 'Isolation de façade par l’extérieur : les étapes',
      nl: 'Buitengevelisolatie: de stappen van de werf',
    },
    metaDescription: {
      fr: 'Préparation du support, collage et chevillage, armature et finition : comment se déroule une isolation de façade par l’extérieur.',
      nl: 'Ondergrond voorbereiden, verlijmen en pluggen, wapenen en afwerken: zo verloopt een buitengevelisolatie.',
    },
    displayDate: '2026-01-20',
    tags: ['insulation', 'renovation'],
    hero: 'band-layers',
    teaser: 'picture-site',
    content: {
      fr: [
        'Une isolation par l’extérieur se déroule en quelques semaines, mais chaque étape compte pour la durée de vie de la façade. Voici ce que fait votre façadier, et ce que vous pouvez vérifier.',
        '## Préparer le support',
        'Le façadier contrôle la planéité et la cohésion du mur : un ancien enduit qui sonne creux est retiré, une peinture farineuse est brossée. Il pose ensuite le profil de départ, à bonne distance du sol, qui porte la première rangée de panneaux.',
        '## Coller et cheviller',
        'Les panneaux isolants sont collés en quinconce, avec un cordon de colle sur le pourtour et des plots au centre, puis chevillés selon la nature du mur et l’exposition au vent. Les joints entre panneaux ne doivent pas dépasser 2 mm ; au-delà, on les remplit de mousse isolante, jamais de colle.',
        '## Armer et finir',
        'Un sous-enduit armé d’un treillis en fibre de verre reçoit ensuite l’enduit de finition dans la teinte choisie. Les angles, les appuis de fenêtre et les raccords aux châssis reçoivent des profils et des bandes adaptés : ce sont les endroits que l’on regarde en premier lors de la réception.',
      ],
      nl: [
        'Een buitengevelisolatie duurt enkele weken, maar elke stap telt voor de levensduur van de gevel. Dit doet uw gevelbezetter, en dit kunt u zelf nakijken.',
        '## De ondergrond voorbereiden',
        'De gevelbezetter controleert de vlakheid en samenhang van de muur: een oude pleister die hol klinkt wordt verwijderd, een krijtende verf wordt afgeborsteld. Daarna plaatst hij het startprofiel, op voldoende afstand van de grond, dat de eerste rij platen draagt.',
        '## Verlijmen en pluggen',
        'De isolatieplaten worden in halfsteensverband verlijmd, met een lijmrups langs de rand en lijmdotten in het midden, en daarna geplugd volgens de aard van de muur en de windbelasting. De voegen tussen de platen mogen niet breder zijn dan 2 mm; bredere voegen vult men met isolatieschuim, nooit met lijm.',
        '## Wapenen en afwerken',
        'Een onderpleister met glasvezelnet krijgt daarna de sierpleister in de gekozen kleur. Hoeken, vensterbanken en aansluitingen op de ramen krijgen aangepaste profielen en banden: precies de plaatsen die men bij de oplevering eerst bekijkt.',
      ],
    },
    paragraphs: [
      imageCaption('picture-layers', {
        fr: 'Les couches d’une façade isolée, de la maçonnerie à l’enduit de finition.',
        nl: 'De lagen van een geïsoleerde gevel, van metselwerk tot sierpleister.',
      }),
      referenceCards({ fr: 'Des façades isolées près de chez vous', nl: 'Geïsoleerde gevels bij u in de buurt' }, 3),
      bannerTextCta(
        { fr: 'Votre façade est prête à être isolée ?', nl: 'Is uw gevel klaar om geïsoleerd te worden?' },
        {
          fr: 'Décrivez-la en quelques minutes : des façadiers de votre région vous répondent.',
          nl: 'Beschrijf ze in enkele minuten: gevelbezetters uit uw regio antwoorden u.',
        },
        ['quote', 'findFacade'],
      ),
    ],
  },
  {
    slug: { fr: 'choisir-teinte-facade', nl: 'kleur-gevel-kiezen' },
    title: { fr: 'Choisir la teinte de sa façade sans se tromper', nl: 'De kleur van uw gevel kiezen zonder spijt' },
    description: {
      fr: 'Lumière, voisinage, isolation : cinq règles simples avant de choisir votre couleur.',
      nl: 'Licht, buurt, isolatie: vijf eenvoudige regels voor u een kleur kiest.',
    },
    metaTitle: { fr: 'Choisir la couleur de sa façade : 5 règles', nl: 'De kleur van uw gevel kiezen: 5 regels' },
    metaDescription: {
      fr: 'Comment choisir la teinte de votre enduit de façade : lumière, environnement, règles communales, façade isolée et essais sur le mur.',
      nl: 'Hoe kiest u de kleur van uw gevelpleister: licht, omgeving, gemeentelijke regels, geïsoleerde gevel en proeven op de muur.',
    },
    displayDate: '2026-02-17',
    tags: ['renovation'],
    hero: 'band-swatches',
    teaser: 'picture-swatches',
    content: {
      fr: [
        'Une teinte de façade se choisit pour vingt ans. Quelques règles simples évitent les mauvaises surprises.',
        '## Regardez la rue',
        'Les maisons voisines, les toitures et les châssis forment un ensemble. Une teinte qui s’y accorde vieillit mieux qu’une couleur à la mode. Certaines communes imposent d’ailleurs une palette dans leurs règlements d’urbanisme : renseignez-vous avant de choisir.',
        '## Méfiez-vous du petit échantillon',
        'Une couleur paraît plus claire et plus vive sur un grand mur que sur une carte de dix centimètres. Choisissez une nuance un cran plus douce que votre coup de cœur, et faites appliquer un échantillon d’un mètre carré sur la façade.',
        '## Pensez au soleil',
        'Sur une façade isolée, les teintes très foncées chauffent fortement au soleil. Le nuancier indique l’indice de luminosité de chaque teinte ; votre façadier vous dira lesquelles conviennent à votre système.',
      ],
      nl: [
        'Een gevelkleur kiest u voor twintig jaar. Enkele eenvoudige regels voorkomen onaangename verrassingen.',
        '## Kijk naar de straat',
        'De buurhuizen, de daken en de ramen vormen een geheel. Een kleur die daarbij past, veroudert beter dan een modekleur. Sommige gemeenten leggen trouwens een kleurenpalet op in hun stedenbouwkundige voorschriften: informeer u voor u kiest.',
        '## Wantrouw het kleine staal',
        'Een kleur lijkt lichter en feller op een grote muur dan op een kaartje van tien centimeter. Kies een tint die een trapje zachter is dan uw favoriet, en laat een staal van een vierkante meter op de gevel aanbrengen.',
        '## Denk aan de zon',
        'Op een geïsoleerde gevel warmen zeer donkere kleuren sterk op in de zon. De kleurenwaaier vermeldt de lichtreflectiewaarde van elke kleur; uw gevelbezetter zegt u welke geschikt zijn voor uw systeem.',
      ],
    },
    paragraphs: [
      cardsSlider({ fr: 'Quatre familles de teintes', nl: 'Vier kleurfamilies' }, [
        {
          image: 'picture-swatches',
          title: { fr: 'Les terres', nl: 'De aardetinten' },
          text: {
            fr: 'Ocres et terres cuites, chaleureuses avec la brique.',
            nl: 'Oker en terracotta, warm naast baksteen.',
          },
        },
        {
          image: 'picture-detail-lime',
          title: { fr: 'Les sables', nl: 'De zandtinten' },
          text: {
            fr: 'Les plus faciles à marier, en ville comme à la campagne.',
            nl: 'Het makkelijkst te combineren, in de stad en op het platteland.',
          },
        },
        {
          image: 'picture-street',
          title: { fr: 'Les gris', nl: 'De grijstinten' },
          text: {
            fr: 'Sobres et contemporains, avec des châssis foncés.',
            nl: 'Sober en eigentijds, met donkere ramen.',
          },
        },
        {
          image: 'picture-facade-sage',
          title: { fr: 'Les verts doux', nl: 'De zachte groenen' },
          text: {
            fr: 'Discrets près d’un jardin ou d’un paysage boisé.',
            nl: 'Discreet naast een tuin of een bosrijke omgeving.',
          },
        },
      ]),
      bannerTextCta(
        { fr: 'Comparez les teintes en ligne', nl: 'Vergelijk de kleuren online' },
        {
          fr: 'Le nuancier présente chaque teinte avec son grain et son indice de luminosité.',
          nl: 'De kleurenwaaier toont elke kleur met haar korrel en lichtreflectiewaarde.',
        },
        ['colours'],
      ),
    ],
  },
  {
    slug: { fr: 'enduit-mineral-silicone-silicate', nl: 'minerale-siliconen-silicaatpleister' },
    title: {
      fr: 'Enduit minéral, silicate ou silicone : que choisir ?',
      nl: 'Minerale, silicaat- of siliconenpleister: wat kiezen?',
    },
    description: {
      fr: 'Trois familles de finitions, trois comportements face à l’eau, à la vapeur et aux salissures.',
      nl: 'Drie soorten afwerking, drie manieren om met water, damp en vervuiling om te gaan.',
    },
    metaTitle: { fr: 'Enduit minéral, silicate ou silicone ?', nl: 'Minerale, silicaat- of siliconenpleister?' },
    metaDescription: {
      fr: 'Perméabilité, résistance aux salissures, teintes possibles et supports : comparez les enduits de façade minéraux, silicate et silicone.',
      nl: 'Dampdoorlatendheid, weerstand tegen vervuiling, mogelijke kleuren en ondergronden: vergelijk minerale, silicaat- en siliconenpleisters.',
    },
    displayDate: '2026-03-10',
    tags: ['renovation', 'pro'],
    hero: 'band-facade',
    teaser: 'picture-detail-lime',
    content: {
      fr: [
        'Les trois familles donnent un beau résultat ; elles ne vieillissent pas de la même façon.',
        '## L’enduit minéral',
        'À base de chaux et de ciment, livré en poudre, il laisse très bien passer la vapeur d’eau et convient aux bâtiments anciens. Il se teinte dans des tons naturels et peut recevoir une peinture minérale par la suite.',
        '## L’enduit silicate',
        'Prêt à l’emploi, il fait corps avec un support minéral et reste très perméable à la vapeur. Il résiste bien aux algues et convient aux façades exposées au nord.',
        '## L’enduit silicone',
        'Le plus hydrofuge : l’eau perle et emporte les poussières. Il offre le plus grand choix de teintes, y compris soutenues, et reste la finition la plus courante sur les systèmes d’isolation.',
      ],
      nl: [
        'De drie soorten geven een mooi resultaat; ze verouderen niet op dezelfde manier.',
        '## De minerale pleister',
        'Op basis van kalk en cement, geleverd als poeder, laat ze waterdamp uitstekend door en past ze bij oude gebouwen. Ze bestaat in natuurlijke tinten en kan later een minerale verf krijgen.',
        '## De silicaatpleister',
        'Gebruiksklaar, ze verbindt zich met een minerale ondergrond en blijft zeer dampopen. Ze houdt algen goed tegen en past bij noordgevels.',
        '## De siliconenpleister',
        'De meest waterafstotende: water parelt af en neemt het stof mee. Ze biedt de grootste kleurkeuze, ook voor uitgesproken tinten, en is de meest gebruikte afwerking op isolatiesystemen.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'En résumé', nl: 'Samengevat' },
        {
          fr: [
            [
              'mur ancien en briques ou en pierres : minéral ou silicate ;',
              'façade isolée, exposée aux pluies battantes : silicone ;',
              'façade au nord, près d’arbres : silicate ou silicone avec protection contre les algues.',
            ],
          ],
          nl: [
            [
              'oude muur in baksteen of natuursteen: mineraal of silicaat;',
              'geïsoleerde gevel, blootgesteld aan slagregen: siliconen;',
              'noordgevel, dicht bij bomen: silicaat of siliconen met bescherming tegen algen.',
            ],
          ],
        },
      ),
      bannerTextCta(
        { fr: 'Voir les finitions', nl: 'De afwerkingen bekijken' },
        {
          fr: 'Grains, teintes et familles d’enduits, réunis dans le nuancier.',
          nl: 'Korrels, kleuren en soorten pleister, samen in de kleurenwaaier.',
        },
        ['colours'],
      ),
    ],
  },
  {
    slug: { fr: 'fissures-enduit-facade', nl: 'scheuren-gevelpleister' },
    title: {
      fr: 'Fissures dans l’enduit de façade : causes et remèdes',
      nl: 'Scheuren in de gevelpleister: oorzaken en oplossingen',
    },
    description: {
      fr: 'Faïençage, fissure de retrait ou fissure structurelle : savoir les reconnaître avant de réparer.',
      nl: 'Haarscheurtjes, krimpscheuren of structurele scheuren: ze herkennen voor u herstelt.',
    },
    metaTitle: { fr: 'Fissures de façade : causes et réparations', nl: 'Scheuren in de gevel: oorzaken en herstel' },
    metaDescription: {
      fr: 'Reconnaître une fissure d’enduit sans gravité d’une fissure structurelle, et savoir comment la réparer durablement.',
      nl: 'Een onschuldige scheur in de pleister onderscheiden van een structurele scheur, en weten hoe u ze duurzaam herstelt.',
    },
    displayDate: '2026-04-07',
    tags: ['renovation'],
    hero: 'band-street-warm',
    teaser: 'picture-facade-sage',
    content: {
      fr: [
        'Une fissure inquiète toujours. La plupart sont superficielles ; quelques-unes signalent un problème qu’il faut traiter avant de toucher à l’enduit.',
        '## Le faïençage',
        'Un réseau de fines fissures en toile d’araignée vient d’un séchage trop rapide de l’enduit. Il est esthétique : une couche d’égalisation armée puis une nouvelle finition le font disparaître.',
        '## Les fissures de retrait',
        'Droites ou en escalier, elles suivent souvent les joints des blocs ou la jonction de deux matériaux. On les ouvre, on les ponte avec une bande d’armature et on reprend la finition.',
        '## Les fissures structurelles',
        'Larges de plus de quelques millimètres, traversantes ou qui s’allongent, elles révèlent un mouvement du bâtiment. Faites d’abord poser des témoins et demandez l’avis d’un ingénieur en stabilité : réparer l’enduit ne suffira pas.',
      ],
      nl: [
        'Een scheur baart altijd zorgen. De meeste zijn oppervlakkig; enkele wijzen op een probleem dat u moet aanpakken voor u aan de pleister begint.',
        '## Haarscheurtjes',
        'Een netwerk van fijne scheurtjes als een spinnenweb komt van een te snelle droging van de pleister. Het is een esthetisch probleem: een gewapende egalisatielaag en een nieuwe afwerking lossen het op.',
        '## Krimpscheuren',
        'Recht of trapsgewijs volgen ze vaak de voegen van de blokken of de overgang tussen twee materialen. Men opent ze, overbrugt ze met een wapeningsband en werkt de afwerking opnieuw af.',
        '## Structurele scheuren',
        'Breder dan enkele millimeters, doorgaand of groeiend, wijzen ze op een beweging van het gebouw. Laat eerst verklikkers plaatsen en vraag het advies van een stabiliteitsingenieur: de pleister herstellen zal niet volstaan.',
      ],
    },
    paragraphs: [
      stepsText(
        { fr: 'Avant de réparer', nl: 'Voor u herstelt' },
        null,
        [
          {
            title: { fr: 'Mesurez', nl: 'Meet' },
            text: {
              fr: 'Une carte de crédit passe dans la fissure ? Elle dépasse le simple retrait.',
              nl: 'Past er een bankkaart in de scheur? Dan is het meer dan krimp.',
            },
          },
          {
            title: { fr: 'Surveillez', nl: 'Volg op' },
            text: {
              fr: 'Un trait de crayon à chaque extrémité montre si elle s’allonge.',
              nl: 'Een potloodstreep aan elk uiteinde toont of ze langer wordt.',
            },
          },
          {
            title: { fr: 'Faites examiner', nl: 'Laat onderzoeken' },
            text: {
              fr: 'Un façadier distingue vite un défaut d’enduit d’un mouvement du mur.',
              nl: 'Een gevelbezetter ziet snel het verschil tussen een pleisterfout en een beweging van de muur.',
            },
          },
        ],
        'findFacade',
      ),
      faqCta(
        { fr: 'D’autres questions sur votre façade ?', nl: 'Nog vragen over uw gevel?' },
        'INDIVIDUAL_FACADIER_PROFILE',
        3,
        'faq',
      ),
    ],
  },
  {
    slug: { fr: 'laine-de-roche-ou-eps', nl: 'steenwol-of-eps' },
    title: {
      fr: 'Laine de roche ou EPS : quel isolant pour votre façade ?',
      nl: 'Steenwol of EPS: welke isolatie voor uw gevel?',
    },
    description: {
      fr: 'Performance, comportement au feu, acoustique et prix : les deux isolants les plus posés, comparés.',
      nl: 'Prestaties, brandgedrag, akoestiek en prijs: de twee meest geplaatste isolatiematerialen vergeleken.',
    },
    metaTitle: { fr: 'Laine de roche ou EPS pour isoler sa façade ?', nl: 'Steenwol of EPS voor uw gevelisolatie?' },
    metaDescription: {
      fr: 'EPS graphité ou laine de roche sous enduit : différences de performance, de sécurité incendie, d’acoustique et de coût.',
      nl: 'Grafiet-EPS of steenwol onder pleister: verschillen in prestaties, brandveiligheid, akoestiek en kostprijs.',
    },
    displayDate: '2026-05-05',
    tags: ['insulation'],
    hero: 'band-layers',
    teaser: 'picture-layers',
    content: {
      fr: [
        'Sous un enduit, deux isolants couvrent l’essentiel des chantiers belges. Les deux conviennent ; le choix dépend du bâtiment.',
        '## L’EPS graphité',
        'Le polystyrène expansé gris isole mieux que le blanc à épaisseur égale : 14 cm d’EPS graphité valent environ 17 cm d’EPS blanc. Léger, facile à poncer, il est aussi le plus économique.',
        '## La laine de roche',
        'Incombustible, elle s’impose sur les bâtiments élevés et autour de certaines baies. Elle atténue mieux les bruits de la rue et laisse davantage passer la vapeur d’eau. Plus lourde, elle demande plus de chevilles et coûte un peu plus cher.',
        '## Et l’épaisseur ?',
        'Pour atteindre les exigences actuelles en rénovation, on pose en général de 12 à 20 cm. Le débord sur le trottoir, les appuis de fenêtre et la toiture limitent parfois l’épaisseur possible : votre façadier en tient compte dès la visite.',
      ],
      nl: [
        'Onder een pleister dekken twee isolatiematerialen het gros van de Belgische werven. Beide zijn geschikt; de keuze hangt af van het gebouw.',
        '## Grafiet-EPS',
        'Grijs geëxpandeerd polystyreen isoleert beter dan wit bij gelijke dikte: 14 cm grafiet-EPS is ongeveer even goed als 17 cm wit EPS. Het is licht, makkelijk te schuren en ook het voordeligst.',
        '## Steenwol',
        'Steenwol is onbrandbaar en dus de keuze voor hoge gebouwen en rond bepaalde openingen. Ze dempt straatlawaai beter en laat meer waterdamp door. Ze is zwaarder, vraagt meer pluggen en kost iets meer.',
        '## En de dikte?',
        'Om aan de huidige eisen bij renovatie te voldoen, plaatst men doorgaans 12 tot 20 cm. De uitsprong op het voetpad, de vensterbanken en het dak beperken soms de mogelijke dikte: uw gevelbezetter houdt er vanaf het eerste bezoek rekening mee.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'Notre conseil', nl: 'Ons advies' },
        {
          fr: [
            'Pour une maison unifamiliale, l’EPS graphité offre le meilleur rapport entre performance et prix. Pour un immeuble, une façade à rue bruyante ou un mur ancien qui doit sécher, préférez la laine de roche — ou la fibre de bois pour les murs les plus sensibles à l’humidité.',
          ],
          nl: [
            'Voor een eengezinswoning biedt grafiet-EPS de beste verhouding tussen prestaties en prijs. Voor een appartementsgebouw, een lawaaierige straatgevel of een oude muur die moet kunnen drogen, kiest u beter steenwol — of houtvezel voor de muren die het gevoeligst zijn voor vocht.',
          ],
        },
      ),
      articleCards({ fr: 'Sur le même sujet', nl: 'Over hetzelfde onderwerp' }, 'insulation', 3),
    ],
  },
  {
    slug: { fr: 'primes-isolation-dossier', nl: 'premies-isolatie-dossier' },
    title: {
      fr: 'Primes et isolation : bien préparer son dossier',
      nl: 'Premies en isolatie: uw dossier goed voorbereiden',
    },
    description: {
      fr: 'Audit, devis, factures, photos : les pièces à réunir avant, pendant et après les travaux.',
      nl: 'Audit, offerte, facturen, foto’s: de stukken die u verzamelt vóór, tijdens en na de werken.',
    },
    metaTitle: { fr: 'Primes à l’isolation : préparer son dossier', nl: 'Isolatiepremies: uw dossier voorbereiden' },
    metaDescription: {
      fr: 'Les régions soutiennent l’isolation des façades. Voici les documents à réunir pour que votre demande de prime aboutisse.',
      nl: 'De gewesten steunen gevelisolatie. Dit zijn de documenten die u verzamelt zodat uw premieaanvraag slaagt.',
    },
    displayDate: '2026-06-02',
    tags: ['insulation'],
    hero: 'band-street-cool',
    teaser: 'picture-street',
    content: {
      fr: [
        'En Belgique, les primes à la rénovation énergétique relèvent des Régions, et leurs conditions changent régulièrement. Les montants varient ; la façon de préparer un bon dossier, beaucoup moins.',
        '## Avant les travaux',
        'Vérifiez sur le site de votre Région si un audit ou un certificat énergétique est exigé avant de commencer, et si la demande doit être introduite avant la signature du devis. Demandez à votre façadier un devis qui détaille l’isolant, son épaisseur et sa valeur lambda.',
        '## Pendant les travaux',
        'Photographiez l’isolant posé avant l’armature, avec un mètre qui montre l’épaisseur, et gardez les étiquettes des paquets. Une fois l’enduit posé, plus rien n’est visible.',
        '## Après les travaux',
        'Réunissez la facture finale, qui reprend les mêmes postes que le devis, les photos et, si elle est demandée, la déclaration de l’entrepreneur. Introduisez la demande dans le délai prévu, souvent quelques mois après la facture.',
      ],
      nl: [
        'In België zijn de premies voor energierenovatie een bevoegdheid van de gewesten, en de voorwaarden veranderen regelmatig. De bedragen verschillen; de manier om een goed dossier voor te bereiden veel minder.',
        '## Vóór de werken',
        'Kijk op de site van uw gewest of er een audit of energieprestatiecertificaat nodig is vóór de start, en of de aanvraag moet gebeuren vóór u de offerte ondertekent. Vraag uw gevelbezetter een offerte die de isolatie, haar dikte en haar lambdawaarde vermeldt.',
        '## Tijdens de werken',
        'Fotografeer de geplaatste isolatie vóór de wapening, met een meter die de dikte toont, en bewaar de etiketten van de pakken. Zodra de pleister erop zit, is niets meer zichtbaar.',
        '## Na de werken',
        'Verzamel de eindfactuur, met dezelfde posten als de offerte, de foto’s en, als die gevraagd wordt, de verklaring van de aannemer. Dien de aanvraag in binnen de voorziene termijn, vaak enkele maanden na de factuur.',
      ],
    },
    paragraphs: [
      stepsText({ fr: 'Votre dossier en trois temps', nl: 'Uw dossier in drie fasen' }, null, [
        {
          title: { fr: 'Avant', nl: 'Vóór' },
          text: {
            fr: 'Conditions de votre Région, audit éventuel, devis détaillé.',
            nl: 'Voorwaarden van uw gewest, eventuele audit, gedetailleerde offerte.',
          },
        },
        {
          title: { fr: 'Pendant', nl: 'Tijdens' },
          text: {
            fr: 'Photos de l’isolant et de son épaisseur, étiquettes des paquets.',
            nl: 'Foto’s van de isolatie en haar dikte, etiketten van de pakken.',
          },
        },
        {
          title: { fr: 'Après', nl: 'Na' },
          text: {
            fr: 'Facture finale, photos et demande introduite dans les délais.',
            nl: 'Eindfactuur, foto’s en aanvraag tijdig ingediend.',
          },
        },
      ]),
      bannerTextCta(
        { fr: 'Un devis détaillé pour votre dossier', nl: 'Een gedetailleerde offerte voor uw dossier' },
        {
          fr: 'Les façadiers de la plateforme précisent l’isolant, son épaisseur et sa performance.',
          nl: 'De gevelbezetters op het platform vermelden de isolatie, haar dikte en haar prestaties.',
        },
        ['quote'],
      ),
    ],
  },
  {
    slug: { fr: 'plafonnage-lisse-ou-decoratif', nl: 'glad-of-decoratief-pleisterwerk' },
    title: {
      fr: 'Plafonnage lisse ou enduit décoratif à l’intérieur ?',
      nl: 'Glad pleisterwerk of decoratieve binnenpleister?',
    },
    description: {
      fr: 'Prêt à peindre ou fini dans la masse : ce que change chaque option au quotidien.',
      nl: 'Klaar om te schilderen of in de massa gekleurd: wat elke keuze in het dagelijks leven verandert.',
    },
    metaTitle: { fr: 'Plafonnage lisse ou enduit décoratif ?', nl: 'Glad pleisterwerk of decoratieve pleister?' },
    metaDescription: {
      fr: 'Aspect, entretien, réparations et budget : comparez le plafonnage lisse à peindre et les enduits décoratifs intérieurs.',
      nl: 'Uitzicht, onderhoud, herstellingen en budget: vergelijk glad pleisterwerk om te schilderen met decoratieve binnenpleisters.',
    },
    displayDate: '2026-06-30',
    tags: ['interior'],
    hero: 'band-interior',
    teaser: 'picture-interior',
    content: {
      fr: [
        '## Le plafonnage lisse',
        'C’est le choix le plus courant dans les pièces de vie : un mur dur, plan, prêt à recevoir la peinture de votre choix. Vous pourrez changer de couleur aussi souvent que vous le voudrez.',
        '## L’enduit décoratif',
        'Teinté dans la masse, taloché, ciré ou légèrement structuré, il ne demande pas de peinture et masque mieux les petits défauts du mur. Il donne du caractère à une entrée, une cage d’escalier ou un mur de séjour.',
        '## Et à l’usage ?',
        'Un mur peint se retouche facilement ; un enduit décoratif se répare moins discrètement et mieux vaut le confier à un professionnel. Demandez à voir un échantillon appliqué avant de décider.',
      ],
      nl: [
        '## Glad pleisterwerk',
        'Dit is de meest gekozen oplossing in leefruimtes: een harde, vlakke muur, klaar voor de verf van uw keuze. U kunt zo vaak van kleur veranderen als u wilt.',
        '## Decoratieve pleister',
        'In de massa gekleurd, geschuurd, gewreven of licht gestructureerd, heeft ze geen verf nodig en verbergt ze kleine oneffenheden in de muur beter. Ze geeft karakter aan een inkomhal, een traphal of een muur in de woonkamer.',
        '## En in het gebruik?',
        'Een geschilderde muur is makkelijk bij te werken; een decoratieve pleister herstelt u minder onopvallend en laat u beter aan een vakman over. Vraag om een aangebracht staal te zien voor u beslist.',
      ],
    },
    paragraphs: [
      imageCaption('picture-plaster', {
        fr: 'Un plafonnage lisse, appliqué sur des blocs : il sèchera environ un millimètre par jour.',
        nl: 'Glad pleisterwerk op blokken: het droogt ongeveer een millimeter per dag.',
      }),
    ],
  },
  {
    slug: { fr: 'plaques-platre-niveaux-finition', nl: 'gipsplaten-afwerkingsniveaus' },
    title: {
      fr: 'Plaques de plâtre : les niveaux de finition Q1 à Q4',
      nl: 'Gipskartonplaten: de afwerkingsniveaus Q1 tot Q4',
    },
    description: {
      fr: 'Ce que recouvre chaque niveau, et lequel demander selon la peinture ou le revêtement prévu.',
      nl: 'Wat elk niveau inhoudt en welk u vraagt volgens de verf of bekleding die u plant.',
    },
    metaTitle: {
      fr: 'Niveaux de finition Q1 à Q4 des plaques de plâtre',
      nl: 'Afwerkingsniveaus Q1 tot Q4 van gipskarton',
    },
    metaDescription: {
      fr: 'Du simple remplissage des joints au ratissage complet : les quatre niveaux de finition des plaques de plâtre expliqués.',
      nl: 'Van enkel de voegen vullen tot volledig plamuren: de vier afwerkingsniveaus van gipskartonplaten uitgelegd.',
    },
    displayDate: '2026-07-28',
    tags: ['interior', 'pro'],
    hero: 'band-drywall',
    teaser: 'picture-drywall',
    content: {
      fr: [
        'Le niveau de finition des joints est l’une des premières causes de malentendu entre client et plaquiste. Mieux vaut le fixer dans le devis.',
        '## Du Q1 au Q2',
        'Le Q1 se limite à remplir les joints et recouvrir les têtes de vis : c’est suffisant sous un carrelage. Le Q2, le plus courant, lisse les joints dans le plan des plaques et convient sous un papier peint épais ou un enduit structuré.',
        '## Du Q3 au Q4',
        'Le Q3 élargit les joints et ajoute un fin ratissage : c’est le minimum sous une peinture mate. Le Q4 ratisse toute la surface ; il s’impose sous une peinture satinée, un enduit lisse ou là où une lumière rasante soulignerait le moindre défaut.',
      ],
      nl: [
        'Het afwerkingsniveau van de voegen is een van de eerste oorzaken van misverstanden tussen klant en plaatser. Leg het dus vast in de offerte.',
        '## Van Q1 tot Q2',
        'Q1 beperkt zich tot het vullen van de voegen en het afdekken van de schroefkoppen: voldoende onder tegels. Q2, het meest gangbare, werkt de voegen vlak met de platen af en volstaat onder dik behang of een gestructureerde pleister.',
        '## Van Q3 tot Q4',
        'Q3 verbreedt de voegen en voegt een dunne plamuurlaag toe: het minimum onder matte verf. Q4 plamuurt het hele oppervlak; het is nodig onder zijdeglansverf, een gladde pleister of waar strijklicht elk foutje zou tonen.',
      ],
    },
    paragraphs: [
      cardsProduct({ fr: 'Pour chaque niveau', nl: 'Voor elk niveau' }, JOINT_RANGE, ['samples']),
      articleCards({ fr: 'Finitions intérieures', nl: 'Binnenafwerking' }, 'interior', 3),
    ],
  },
  {
    slug: { fr: 'plafonnage-salle-de-bains', nl: 'pleisterwerk-badkamer' },
    title: {
      fr: 'Pièces humides : quel plafonnage pour la salle de bains ?',
      nl: 'Vochtige ruimtes: welk pleisterwerk in de badkamer?',
    },
    description: {
      fr: 'Plâtre, enduit à la chaux ou plaques hydrofuges : ce qui tient dans une salle de bains, et ce qu’il faut y ajouter.',
      nl: 'Gips, kalkpleister of vochtwerende platen: wat standhoudt in een badkamer, en wat u moet toevoegen.',
    },
    metaTitle: { fr: 'Plafonnage de salle de bains : nos conseils', nl: 'Pleisterwerk in de badkamer: onze tips' },
    metaDescription: {
      fr: 'Comment plafonner une salle de bains : enduits adaptés, zones de douche, étanchéité sous carrelage et ventilation.',
      nl: 'Hoe bepleistert u een badkamer: geschikte pleisters, douchezones, waterdichting onder tegels en ventilatie.',
    },
    displayDate: '2026-08-25',
    tags: ['interior'],
    hero: 'band-plaster',
    teaser: 'picture-interior-cool',
    content: {
      fr: [
        'Une salle de bains n’est pas une pièce comme les autres : l’humidité y monte plusieurs fois par jour, et les projections d’eau touchent directement certains murs.',
        '## Hors des projections',
        'Un plafonnage au plâtre convient sur les murs et plafonds qui ne reçoivent pas d’eau directement, à condition que la pièce soit bien ventilée. Une peinture adaptée aux pièces humides le protège ensuite.',
        '## Dans la douche',
        'Là où l’eau ruisselle, le plâtre seul ne suffit pas. On pose un enduit à base de ciment ou des plaques hydrofuges, puis une étanchéité liquide avec des bandes dans les angles avant le carrelage.',
        '## La ventilation avant tout',
        'Un extracteur ou une grille qui renouvelle l’air évite la condensation et les moisissures, quel que soit l’enduit choisi.',
      ],
      nl: [
        'Een badkamer is geen kamer zoals de andere: de vochtigheid stijgt er meermaals per dag, en sommige muren krijgen rechtstreeks water.',
        '## Buiten de spatzones',
        'Gipspleister is geschikt op muren en plafonds die geen rechtstreeks water krijgen, op voorwaarde dat de ruimte goed verlucht is. Een verf voor vochtige ruimtes beschermt het daarna.',
        '## In de douche',
        'Waar water langsloopt, volstaat gips alleen niet. Men brengt een cementgebonden pleister of vochtwerende platen aan, en daarna een vloeibare waterdichting met banden in de hoeken vóór het betegelen.',
        '## Eerst ventileren',
        'Een afzuiger of een rooster die de lucht ververst, voorkomt condensatie en schimmel, welke pleister u ook kiest.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'À retenir', nl: 'Om te onthouden' },
        {
          fr: [
            [
              'plâtre : hors des zones de projection, dans une pièce ventilée ;',
              'douche et baignoire : support hydrofuge et étanchéité sous carrelage ;',
              'toujours : une ventilation qui évacue la vapeur.',
            ],
          ],
          nl: [
            [
              'gips: buiten de spatzones, in een verluchte ruimte;',
              'douche en bad: vochtwerende ondergrond en waterdichting onder de tegels;',
              'altijd: een ventilatie die de damp afvoert.',
            ],
          ],
        },
      ),
    ],
  },
  {
    slug: { fr: 'chantier-temps-froid', nl: 'werf-koud-weer' },
    title: {
      fr: 'Travailler par temps froid : les bons réflexes sur chantier',
      nl: 'Werken bij koud weer: de juiste reflexen op de werf',
    },
    description: {
      fr: 'Température, humidité, protection : ce qu’il faut surveiller avant d’appliquer un enduit en hiver.',
      nl: 'Temperatuur, vochtigheid, bescherming: waar u op let voor u in de winter een pleister aanbrengt.',
    },
    metaTitle: { fr: 'Enduits par temps froid : les bons réflexes', nl: 'Pleisters bij koud weer: de juiste reflexen' },
    metaDescription: {
      fr: 'Appliquer un enduit en hiver : températures minimales, gel annoncé, bâches, temps de séchage allongés et produits adaptés.',
      nl: 'Een pleister aanbrengen in de winter: minimumtemperaturen, voorspelde vorst, zeilen, langere droogtijden en aangepaste producten.',
    },
    displayDate: '2026-09-22',
    tags: ['pro', 'renovation'],
    hero: 'band-site',
    teaser: 'band-site',
    content: {
      fr: [
        'L’hiver ne ferme pas les chantiers, mais il raccourcit les fenêtres de travail. Un enduit qui gèle avant d’avoir pris est à refaire.',
        '## La règle des 5 °C',
        'L’air comme le support doivent rester au-dessus de 5 °C pendant l’application et jusqu’au séchage. Mesurez la température du mur, pas seulement celle de l’air : une façade au nord reste froide longtemps après le lever du soleil.',
        '## Protéger et attendre',
        'Bâchez l’échafaudage, évitez de travailler quand du gel est annoncé dans les 24 heures et comptez des délais de séchage nettement plus longs entre les couches. Les fiches techniques donnent les temps à 20 °C ; à 8 °C, ils peuvent doubler.',
        '## Stocker au sec',
        'Sacs et seaux ne doivent jamais geler : stockez-les à l’abri, hors du sol, et n’utilisez pas un produit pâteux qui a gelé.',
      ],
      nl: [
        'De winter legt de werven niet stil, maar de werkvensters worden korter. Een pleister die bevriest voor ze uitgehard is, moet opnieuw.',
        '## De regel van 5 °C',
        'Zowel de lucht als de ondergrond moeten tijdens het aanbrengen en tot de droging boven 5 °C blijven. Meet de temperatuur van de muur, niet enkel die van de lucht: een noordgevel blijft lang koud na zonsopgang.',
        '## Beschermen en wachten',
        'Span zeilen over de stelling, werk niet wanneer vorst voorspeld is binnen 24 uur en reken op duidelijk langere droogtijden tussen de lagen. De technische fiches geven de tijden bij 20 °C; bij 8 °C kunnen ze verdubbelen.',
        '## Droog stockeren',
        'Zakken en emmers mogen nooit bevriezen: bewaar ze beschut, los van de grond, en gebruik geen pasta die bevroren is geweest.',
      ],
    },
    paragraphs: [
      stepsText({ fr: 'Avant d’attaquer une façade en hiver', nl: 'Voor u in de winter aan een gevel begint' }, null, [
        {
          title: { fr: 'Prévisions', nl: 'Weersverwachting' },
          text: {
            fr: 'Pas de gel annoncé dans les 24 heures, pas de pluie sur l’enduit frais.',
            nl: 'Geen vorst voorspeld binnen 24 uur, geen regen op de verse pleister.',
          },
        },
        {
          title: { fr: 'Support', nl: 'Ondergrond' },
          text: {
            fr: 'Sec, hors gel et au-dessus de 5 °C : mesurez-le.',
            nl: 'Droog, vorstvrij en boven 5 °C: meet het.',
          },
        },
        {
          title: { fr: 'Protection', nl: 'Bescherming' },
          text: {
            fr: 'Bâches fermées et, si besoin, chauffage d’appoint sous l’échafaudage.',
            nl: 'Gesloten zeilen en, zo nodig, bijverwarming onder de stelling.',
          },
        },
      ]),
      faqCta(
        { fr: 'Les questions des façadiers', nl: 'De vragen van gevelbezetters' },
        'PROFESSIONAL_FACADIER_PROFILE',
        3,
        'faq',
      ),
    ],
  },
  {
    slug: { fr: 'lire-fiche-technique-enduit', nl: 'technische-fiche-pleister-lezen' },
    title: { fr: 'Bien lire la fiche technique d’un enduit', nl: 'De technische fiche van een pleister goed lezen' },
    description: {
      fr: 'Consommation, épaisseurs, temps ouvert, classement : les lignes qui comptent vraiment sur le chantier.',
      nl: 'Verbruik, diktes, open tijd, classificatie: de regels die echt tellen op de werf.',
    },
    metaTitle: { fr: 'Lire la fiche technique d’un enduit', nl: 'De technische fiche van een pleister lezen' },
    metaDescription: {
      fr: 'Les informations essentielles d’une fiche technique d’enduit : support, consommation, épaisseurs, temps ouvert et conditions d’application.',
      nl: 'De essentiële gegevens van een technische fiche: ondergrond, verbruik, diktes, open tijd en verwerkingsvoorwaarden.',
    },
    displayDate: '2026-10-20',
    tags: ['pro'],
    hero: 'band-swatches',
    teaser: 'pack-bucket',
    content: {
      fr: [
        'Une fiche technique tient sur deux pages, mais toutes ses lignes n’ont pas le même poids sur le chantier.',
        '## Supports admis',
        'C’est la première chose à vérifier : un enduit conçu pour un support minéral n’adhère pas forcément sur un ancien crépi organique ou sur du bois. La fiche indique aussi le primaire à utiliser.',
        '## Consommation et épaisseurs',
        'La consommation par m² est donnée pour une épaisseur précise ; sur un support irrégulier, elle augmente vite. Respectez les épaisseurs minimale et maximale par passe : trop mince, l’enduit sèche trop vite ; trop épais, il fissure.',
        '## Temps ouvert et conditions',
        'Le temps ouvert vous dit combien de temps l’enduit reste travaillable. Il raccourcit par temps chaud et venteux : organisez les équipes pour travailler frais dans frais, d’un angle à l’autre.',
      ],
      nl: [
        'Een technische fiche telt twee pagina’s, maar niet elke regel weegt even zwaar op de werf.',
        '## Toegelaten ondergronden',
        'Dat is het eerste wat u nakijkt: een pleister voor een minerale ondergrond hecht niet noodzakelijk op een oude organische crepi of op hout. De fiche vermeldt ook welke grondlaag u gebruikt.',
        '## Verbruik en diktes',
        'Het verbruik per m² geldt voor een bepaalde dikte; op een oneffen ondergrond loopt het snel op. Respecteer de minimale en maximale dikte per laag: te dun en de pleister droogt te snel, te dik en ze scheurt.',
        '## Open tijd en voorwaarden',
        'De open tijd zegt hoe lang de pleister verwerkbaar blijft. Bij warm en winderig weer wordt die korter: organiseer de ploegen om nat-in-nat te werken, van hoek tot hoek.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'La check-list avant de commander', nl: 'De checklist voor u bestelt' },
        {
          fr: [
            [
              'le support est-il admis, avec quel primaire ?',
              'quelle consommation pour le grain choisi ?',
              'quelles températures pendant la pose ?',
              'quel délai avant la couche suivante ?',
            ],
          ],
          nl: [
            [
              'is de ondergrond toegelaten, met welke grondlaag?',
              'welk verbruik voor de gekozen korrel?',
              'welke temperaturen tijdens de verwerking?',
              'welke wachttijd voor de volgende laag?',
            ],
          ],
        },
      ),
      bannerTextCta(
        { fr: 'Une fiche vous manque ?', nl: 'Mist u een fiche?' },
        {
          fr: 'Notre service technique vous l’envoie, avec ses conseils pour votre support.',
          nl: 'Onze technische dienst stuurt ze u toe, met advies voor uw ondergrond.',
        },
        ['contact'],
      ),
    ],
  },
  {
    slug: { fr: 'isolation-interieure-facade-protegee', nl: 'binnenisolatie-beschermde-gevel' },
    title: {
      fr: 'Isoler par l’intérieur une façade qui doit rester intacte',
      nl: 'Langs binnen isoleren als de gevel onaangeroerd moet blijven',
    },
    description: {
      fr: 'Façade classée, briques apparentes ou pierre : quand l’extérieur ne peut pas changer, on isole par l’intérieur.',
      nl: 'Beschermde gevel, zichtbare baksteen of natuursteen: als de buitenkant niet mag veranderen, isoleert u langs binnen.',
    },
    metaTitle: { fr: 'Isoler par l’intérieur une façade protégée', nl: 'Een beschermde gevel langs binnen isoleren' },
    metaDescription: {
      fr: 'Quand la façade ne peut pas être isolée par l’extérieur : matériaux perméables, enduits à la chaux et précautions contre l’humidité.',
      nl: 'Als de gevel niet langs buiten geïsoleerd mag worden: dampopen materialen, kalkpleisters en voorzorgen tegen vocht.',
    },
    displayDate: '2026-11-17',
    tags: ['insulation', 'interior'],
    hero: 'band-street-warm',
    teaser: 'picture-plaster',
    content: {
      fr: [
        'Une façade à rue protégée, une belle brique apparente ou une pierre de taille ne se cachent pas sous un isolant. L’isolation passe alors par l’intérieur, avec quelques précautions.',
        '## Laisser le mur sécher',
        'Un mur ancien absorbe la pluie et la rend en séchant vers l’intérieur comme vers l’extérieur. Un isolant étanche à la vapeur contre ce mur enfermerait l’humidité. On choisit donc des matériaux perméables et capillaires : fibre de bois, panneaux minéraux, enduits chaux-chanvre.',
        '## Soigner les raccords',
        'Les planchers, les murs de refend et les ébrasements de fenêtres sont autant de ponts thermiques. Un retour d’isolant de quelques centimètres autour des baies et le long des murs mitoyens évite la condensation dans les angles.',
        '## Finir à la chaux',
        'Un enduit à la chaux sur l’isolant garde l’ensemble ouvert à la vapeur et régule l’humidité de la pièce.',
      ],
      nl: [
        'Een beschermde straatgevel, een mooie zichtbare baksteen of natuursteen verbergt u niet onder isolatie. Dan isoleert u langs binnen, met enkele voorzorgen.',
        '## De muur laten drogen',
        'Een oude muur neemt regen op en droogt zowel naar binnen als naar buiten. Een dampdichte isolatie tegen die muur zou het vocht opsluiten. Daarom kiest men dampopen en capillaire materialen: houtvezel, minerale platen, kalk-hennepleisters.',
        '## De aansluitingen verzorgen',
        'Vloeren, binnenmuren en raamneggen zijn evenveel koudebruggen. Enkele centimeters isolatie rond de ramen en langs de gemene muren voorkomen condensatie in de hoeken.',
        '## Afwerken met kalk',
        'Een kalkpleister op de isolatie houdt het geheel dampopen en regelt de vochtigheid van de kamer.',
      ],
    },
    paragraphs: [
      textImageCta(
        { fr: 'La chaux, partenaire des murs anciens', nl: 'Kalk, partner van oude muren' },
        {
          fr: [
            'Nos enduits à la chaux se posent sur les panneaux de fibre de bois comme sur la maçonnerie ancienne. Ils restent souples, perméables et se teintent dans des tons naturels.',
          ],
          nl: [
            'Onze kalkpleisters worden aangebracht op houtvezelplaten en op oud metselwerk. Ze blijven soepel en dampopen, en bestaan in natuurlijke tinten.',
          ],
        },
        'picture-detail-lime',
        'left',
        ['findPlasterer'],
      ),
      referenceCards({ fr: 'Un exemple près de chez vous', nl: 'Een voorbeeld bij u in de buurt' }, 3),
    ],
  },
]

/** Ids of the blogs and articles already there (by French slug), drafts included. */
async function idsBySlug(payload: Payload, collection: 'blogs' | 'articles', slugs: string[]) {
  const { docs } = await payload.find({
    collection,
    locale: 'fr',
    draft: true,
    where: { slug: { in: slugs } },
    limit: slugs.length,
    depth: 0,
    pagination: false,
    select: { slug: true, heroImages: true },
  })
  return new Map(docs.map((d) => [d.slug, d]))
}

/**
 * Publishes the twelve articles and the two blogs: creates those missing and completes those of the first demo
 * databases (same French slug, no hero image yet). Returns how many changed.
 */
export async function seedBlog(payload: Payload, refs: Refs): Promise<number> {
  let changed = 0
  const articles = await idsBySlug(
    payload,
    'articles',
    ARTICLE_SEEDS.map((a) => a.slug.fr),
  )
  for (const seed of ARTICLE_SEEDS) {
    const existing = articles.get(seed.slug.fr)
    if (existing && (existing.heroImages ?? []).length > 0) continue
    await saveLocalized(
      payload,
      'articles',
      (l) => ({
        title: tx(seed.title, l),
        slug: seed.slug[l],
        description: tx(seed.description, l),
        metaTitle: tx(seed.metaTitle, l),
        metaDescription: tx(seed.metaDescription, l),
        content: rich(seed.content, l),
        displayDate: `${seed.displayDate}T09:00:00.000Z`,
        heroImages: [refs.image(seed.hero)],
        teaserImages: [refs.image(seed.teaser)],
        contentTags: seed.tags.map((t) => refs.tag(t)),
        paragraphs: buildBlocks(seed.paragraphs, l, refs),
        _status: 'published',
      }),
      existing?.id,
    )
    changed += 1
  }
  const blogs = await idsBySlug(
    payload,
    'blogs',
    BLOG_SEEDS.map((b) => b.slug.fr),
  )
  for (const seed of BLOG_SEEDS) {
    const existing = blogs.get(seed.slug.fr)
    if (existing && (existing.heroImages ?? []).length > 0) continue
    await saveLocalized(
      payload,
      'blogs',
      (l) => ({
        name: seed.name,
        title: tx(seed.title, l),
        slug: seed.slug[l],
        description: tx(seed.description, l),
        metaTitle: tx(seed.metaTitle, l),
        metaDescription: tx(seed.metaDescription, l),
        content: rich(seed.content, l),
        blogType: seed.blogType,
        userProfile: seed.userProfile,
        heroImages: [refs.image(seed.hero)],
        contentTags: seed.tags.map((t) => refs.tag(t)),
        _status: 'published',
      }),
      existing?.id,
    )
    changed += 1
  }
  return changed
}
