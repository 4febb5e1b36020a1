import type { Payload } from 'payload'
import type { LandingType } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import {
  articleCards,
  type BlockSeed,
  bannerTextCta,
  buildBlocks,
  type CtaKey,
  cardsProduct,
  cardsSlider,
  faqCta,
  type Hero,
  imageCaption,
  images,
  type Localized,
  type ProductSeed,
  pageLink,
  questions,
  type Refs,
  referenceCards,
  route,
  saveLocalized,
  stepsText,
  testimonials,
  textImageCta,
  titleText,
  tx,
} from './content-blocks'
import type { ImageKey } from './content-media'

/*
 * The home and the seven profile landings: individuals hear about finding a professional, asking a quote and their
 * questions; professionals about systems, samples, the configurator and the requests they can receive.
 */

type HeroSeed =
  | {
      kind: 'double'
      imageLeft: ImageKey
      imageRight: ImageKey
      titleLeft: Localized
      titleRight: Localized
      leftCtas: CtaKey[]
      rightCtas: CtaKey[]
    }
  | { kind: 'single'; image: ImageKey; title: Localized; text: Localized; ctas: CtaKey[] }

export interface LandingSeed {
  landingType: LandingType
  name: string
  title: Localized
  description: Localized
  metaTitle: Localized
  metaDescription: Localized
  hero: HeroSeed
  paragraphs: BlockSeed[]
}

const FACADE_RANGE: ProductSeed[] = [
  {
    name: { fr: 'Mortier-colle Murelia Fix', nl: 'Lijmmortel Murelia Fix' },
    code: 'MF 210',
    text: {
      fr: 'Collage et armature des panneaux en EPS, laine de roche ou fibre de bois. Environ 4 à 5 kg/m² en collage.',
      nl: 'Verlijmen en wapenen van platen in EPS, steenwol of houtvezel. Ongeveer 4 tot 5 kg/m² voor het verlijmen.',
    },
    image: 'pack-bag',
  },
  {
    name: { fr: 'Panneau isolant Murelia Iso G', nl: 'Isolatieplaat Murelia Iso G' },
    code: 'MI 032',
    text: {
      fr: 'EPS graphité λ 0,032 W/mK, de 6 à 30 cm d’épaisseur, à bords droits ou rainurés.',
      nl: 'Grafiet-EPS λ 0,032 W/mK, van 6 tot 30 cm dik, met rechte of geprofileerde kanten.',
    },
    image: 'pack-boards',
  },
  {
    name: { fr: 'Treillis d’armature Murelia Arma', nl: 'Wapeningsnet Murelia Arma' },
    code: 'MA 160',
    text: {
      fr: 'Fibre de verre de 160 g/m² résistant aux alcalis, en rouleaux de 50 m².',
      nl: 'Alkalibestendig glasvezelnet van 160 g/m², op rollen van 50 m².',
    },
    image: 'pack-roll',
  },
  {
    name: { fr: 'Enduit silicone Murelia Silco', nl: 'Siliconenpleister Murelia Silco' },
    code: 'MS 450',
    text: {
      fr: 'Finition prête à l’emploi en grain de 1,5 ou 2 mm, hydrofuge et perméable à la vapeur d’eau.',
      nl: 'Gebruiksklare afwerking met korrel 1,5 of 2 mm, waterafstotend en dampopen.',
    },
    image: 'pack-bucket',
  },
]

export const PLASTER_RANGE: ProductSeed[] = [
  {
    name: { fr: 'Plâtre de projection Murelia Projet', nl: 'Machinegips Murelia Projet' },
    code: 'MP 110',
    text: {
      fr: 'Pour les machines à vis courantes : de 8 à 20 mm en une passe, plus de 100 m² par jour à deux ou trois.',
      nl: 'Voor de gangbare machines met wormpomp: 8 tot 20 mm in één laag, meer dan 100 m² per dag met twee of drie.',
    },
    image: 'pack-bag',
  },
  {
    name: { fr: 'Plâtre manuel Murelia Manu', nl: 'Handgips Murelia Manu' },
    code: 'MP 120',
    text: {
      fr: 'À prise lente, pour les petites surfaces, les raccords et les réparations.',
      nl: 'Met trage binding, voor kleine oppervlakken, aansluitingen en herstellingen.',
    },
    image: 'pack-bag',
  },
  {
    name: { fr: 'Enduit de finition Murelia Lisse', nl: 'Afwerkpleister Murelia Lisse' },
    code: 'MP 150',
    text: {
      fr: 'De 1 à 3 mm pour un fond parfaitement lisse, prêt à peindre.',
      nl: 'Van 1 tot 3 mm voor een perfect gladde ondergrond, klaar om te schilderen.',
    },
    image: 'pack-bucket',
  },
  {
    name: { fr: 'Primaire d’accrochage Murelia Grip', nl: 'Hechtprimer Murelia Grip' },
    code: 'MP 190',
    text: {
      fr: 'Chargé de sable quartzeux, pour le béton lisse et les supports peu absorbants.',
      nl: 'Met kwartszand, voor glad beton en weinig zuigende ondergronden.',
    },
    image: 'pack-bucket',
  },
]

export const JOINT_RANGE: ProductSeed[] = [
  {
    name: { fr: 'Enduit de jointoiement Murelia Joint 90', nl: 'Voegmiddel Murelia Joint 90' },
    code: 'MJ 310',
    text: {
      fr: 'En poudre, 90 minutes de temps d’utilisation, avec bande papier ou sans bande sur plaques à bords amincis.',
      nl: 'In poeder, 90 minuten verwerkingstijd, met papieren voegband of zonder band op platen met afgeschuinde kanten.',
    },
    image: 'pack-bag',
  },
  {
    name: { fr: 'Enduit de finition Murelia Finish', nl: 'Afwerkpasta Murelia Finish' },
    code: 'MJ 330',
    text: {
      fr: 'Prêt à l’emploi pour les ratissages Q3 et Q4, il se ponce sans effort.',
      nl: 'Kant-en-klaar voor Q3- en Q4-afwerkingen, en het schuurt moeiteloos.',
    },
    image: 'pack-bucket',
  },
  {
    name: { fr: 'Bande à joints Murelia Bande', nl: 'Voegband Murelia Band' },
    code: 'MJ 350',
    text: {
      fr: 'Papier microperforé, prémarqué au centre, en rouleaux de 150 m.',
      nl: 'Microgeperforeerd papier met middenvouw, op rollen van 150 m.',
    },
    image: 'pack-roll',
  },
]

const quoteSteps = [
  {
    title: { fr: 'Décrivez vos travaux', nl: 'Beschrijf uw werken' },
    text: {
      fr: 'L’adresse, le type de travaux, une surface approximative et quelques photos : cinq minutes suffisent.',
      nl: 'Het adres, het soort werken, een geschatte oppervlakte en enkele foto’s: vijf minuten volstaan.',
    },
  },
  {
    title: { fr: 'Recevez des propositions', nl: 'Ontvang voorstellen' },
    text: {
      fr: 'Des entreprises de votre région qui connaissent nos produits vous recontactent, souvent dans la semaine.',
      nl: 'Bedrijven uit uw regio die onze producten kennen, nemen contact met u op, vaak binnen de week.',
    },
  },
  {
    title: { fr: 'Choisissez en confiance', nl: 'Kies met vertrouwen' },
    text: {
      fr: 'Comparez les offres, regardez leurs réalisations et fixez une visite avec le professionnel qui vous convient.',
      nl: 'Vergelijk de offertes, bekijk hun realisaties en spreek een bezoek af met de vakman die bij u past.',
    },
  },
]

/**
 * The professionals' landing (/fr/pro, /nl/pro), where the home's "I am a professional", the menu's
 * "Professionals" and every "Create my pro account" lead: why join, what the dashboard gives, how the listing
 * works, what members say, their questions, and the registration.
 */
export const PRO_LANDING_SEED: LandingSeed = {
  landingType: 'pro',
  name: 'Professionnels',
  title: {
    fr: 'Professionnels : rejoignez le réseau Murelia',
    nl: 'Vakmensen: sluit aan bij het Murelia-netwerk',
  },
  description: {
    fr: 'Plafonneurs, façadiers et plaquistes : un compte pro gratuit pour recevoir des demandes de devis de votre région, enregistrer vos projets, commander vos échantillons et montrer vos réalisations.',
    nl: 'Stukadoors, gevelbezetters en plaatsers: een gratis pro-account om offerteaanvragen uit uw regio te ontvangen, uw projecten te bewaren, stalen te bestellen en uw realisaties te tonen.',
  },
  metaTitle: {
    fr: 'Espace professionnels : compte pro gratuit',
    nl: 'Voor vakmensen: gratis pro-account',
  },
  metaDescription: {
    fr: 'Créez votre compte pro Murelia : demandes de devis de particuliers, fiche dans l’annuaire, projets du configurateur, échantillons et brochures, réalisations.',
    nl: 'Maak uw pro-account bij Murelia aan: offerteaanvragen van particulieren, een plaats in de gids, configuratorprojecten, stalen en brochures, realisaties.',
  },
  hero: {
    kind: 'single',
    image: 'band-site',
    title: {
      fr: 'Plus de chantiers, moins de paperasse',
      nl: 'Meer werven, minder papierwerk',
    },
    text: {
      fr: 'Un compte pro gratuit : les particuliers de votre région vous trouvent, vos projets et vos échantillons sont au même endroit.',
      nl: 'Een gratis pro-account: particulieren uit uw regio vinden u, en uw projecten en stalen staan op één plek.',
    },
    ctas: ['register', 'configurator'],
  },
  paragraphs: [
    cardsSlider({ fr: 'Pourquoi rejoindre Murelia', nl: 'Waarom aansluiten bij Murelia' }, [
      {
        image: 'picture-street',
        title: { fr: 'Des clients près de chez vous', nl: 'Klanten bij u in de buurt' },
        text: {
          fr: 'Les particuliers cherchent un professionnel par province et par type de travaux : votre fiche apparaît là où vous travaillez.',
          nl: 'Particulieren zoeken een vakman per provincie en per soort werk: uw bedrijfspagina verschijnt waar u werkt.',
        },
      },
      {
        image: 'picture-layers',
        title: { fr: 'Des systèmes qui vont ensemble', nl: 'Systemen die bij elkaar passen' },
        text: {
          fr: 'De la colle à la finition, des composants testés ensemble, un agrément technique et une garantie système de 10 ans.',
          nl: 'Van lijm tot afwerking, samen geteste componenten, een technische goedkeuring en 10 jaar systeemgarantie.',
        },
      },
      {
        image: 'picture-swatches',
        title: { fr: 'Des échantillons pour vos clients', nl: 'Stalen voor uw klanten' },
        text: {
          fr: 'Commandez les finitions et les brochures que votre client veut voir sur son mur, envoyées sous trois jours ouvrables.',
          nl: 'Bestel de afwerkingen en brochures die uw klant op zijn muur wil zien, verzonden binnen drie werkdagen.',
        },
      },
      {
        image: 'picture-plaster',
        title: { fr: 'Un service technique qui répond', nl: 'Een technische dienst die antwoordt' },
        text: {
          fr: 'Une question sur un support, un temps de séchage ou une quantité ? Nos techniciens répondent en français et en néerlandais.',
          nl: 'Een vraag over een ondergrond, een droogtijd of een hoeveelheid? Onze technici antwoorden in het Nederlands en het Frans.',
        },
      },
    ]),
    textImageCta(
      { fr: 'Votre tableau de bord', nl: 'Uw dashboard' },
      {
        fr: [
          'Une fois inscrit, tout ce qui concerne vos chantiers Murelia se retrouve dans votre tableau de bord :',
          [
            'les demandes de devis des particuliers, avec les photos, la surface et le délai souhaité, et le suivi de leur statut ;',
            'les projets du configurateur de façade que vous avez enregistrés, avec leurs quantités et leur PDF ;',
            'les échantillons et les brochures à commander depuis le nuancier, jusqu’à trois finitions par demande ;',
            'vos réalisations : photos, produits utilisés et intervenants, publiées sur votre fiche entreprise.',
          ],
          'Vous y modifiez aussi votre fiche : description, coordonnées, provinces desservies et types de travaux.',
        ],
        nl: [
          'Eenmaal ingeschreven vindt u alles over uw Murelia-werven terug in uw dashboard:',
          [
            'de offerteaanvragen van particulieren, met foto’s, oppervlakte en gewenste termijn, en de opvolging van hun status;',
            'de projecten uit de gevelconfigurator die u hebt bewaard, met hun hoeveelheden en hun pdf;',
            'stalen en brochures om te bestellen vanuit de kleurenwaaier, tot drie afwerkingen per aanvraag;',
            'uw realisaties: foto’s, gebruikte producten en betrokken partijen, gepubliceerd op uw bedrijfspagina.',
          ],
          'U past er ook uw bedrijfspagina aan: beschrijving, gegevens, bediende provincies en soorten werken.',
        ],
      },
      'picture-site',
      'right',
      ['register'],
    ),
    stepsText(
      {
        fr: 'Comment apparaître dans l’annuaire',
        nl: 'Hoe u in de gids van vakmensen verschijnt',
      },
      {
        fr: 'L’annuaire montre les entreprises dont la fiche est complète et validée par notre équipe.',
        nl: 'De gids toont de bedrijven waarvan de bedrijfspagina volledig is en door ons team is nagekeken.',
      },
      [
        {
          title: { fr: 'Créez votre compte', nl: 'Maak uw account aan' },
          text: {
            fr: 'Votre métier, votre numéro d’entreprise, vos coordonnées et l’adresse de votre siège : cinq minutes suffisent.',
            nl: 'Uw vak, uw ondernemingsnummer, uw gegevens en het adres van uw zetel: vijf minuten volstaan.',
          },
        },
        {
          title: { fr: 'Complétez votre fiche', nl: 'Vul uw bedrijfspagina aan' },
          text: {
            fr: 'Au moins un type de travaux, les provinces que vous desservez, votre code postal et votre localité, une description et une photo.',
            nl: 'Minstens één soort werk, de provincies die u bedient, uw postcode en gemeente, een beschrijving en een foto.',
          },
        },
        {
          title: { fr: 'Nous validons votre fiche', nl: 'Wij keuren uw bedrijfspagina goed' },
          text: {
            fr: 'Notre équipe vérifie le numéro d’entreprise et l’activité ; votre tableau de bord vous dit ce qui manque encore.',
            nl: 'Ons team controleert het ondernemingsnummer en de activiteit; uw dashboard toont wat nog ontbreekt.',
          },
        },
        {
          title: { fr: 'Recevez des demandes', nl: 'Ontvang aanvragen' },
          text: {
            fr: 'Les particuliers de vos provinces vous trouvent et vous choisissent dans leur demande de devis.',
            nl: 'Particulieren uit uw provincies vinden u en kiezen u in hun offerteaanvraag.',
          },
        },
      ],
      'findPro',
    ),
    testimonials({ fr: 'Ils travaillent avec Murelia', nl: 'Zij werken met Murelia' }, [
      {
        quote: {
          fr: 'La moitié de nos demandes de devis arrive par Murelia. Les photos et la surface sont déjà là : je sais avant de me déplacer si le chantier est pour nous.',
          nl: 'De helft van onze offerteaanvragen komt via Murelia. De foto’s en de oppervlakte zitten er al bij: ik weet vóór mijn bezoek of de werf iets voor ons is.',
        },
        name: 'Julie Lambert',
        company: 'Façades Lambert',
        role: { fr: 'Façadier à Namur', nl: 'Gevelbezetter in Namen' },
      },
      {
        quote: {
          fr: 'Je calcule mes quantités dans le configurateur et j’envoie la liste à mon négociant. Plus de sacs qui manquent le vendredi après-midi.',
          nl: 'Ik bereken mijn hoeveelheden in de configurator en stuur de lijst naar mijn handelaar. Geen zakken meer die op vrijdagnamiddag ontbreken.',
        },
        name: 'Tom Peeters',
        company: 'Stukadoorswerken Peeters',
        role: { fr: 'Plafonneur à Anvers', nl: 'Stukadoor in Antwerpen' },
      },
      {
        quote: {
          fr: 'Quand un client hésite entre deux teintes, je commande les échantillons le soir même. Il les voit sur son mur avant de signer.',
          nl: 'Twijfelt een klant tussen twee kleuren, dan bestel ik de stalen dezelfde avond nog. Hij ziet ze op zijn muur voor hij tekent.',
        },
        name: 'Karim Benali',
        company: 'KB Finitions',
        role: { fr: 'Plaquiste à Charleroi', nl: 'Plaatser in Charleroi' },
      },
    ]),
    questions(
      { fr: 'Vos questions de professionnel', nl: 'Uw vragen als vakman' },
      [
        {
          question: { fr: 'Le compte pro est-il payant ?', nl: 'Is het pro-account betalend?' },
          answer: {
            fr: [
              'Non. Le compte, la fiche dans l’annuaire, les demandes de devis, le configurateur et les échantillons sont gratuits. Vous achetez nos produits chez votre négociant, comme d’habitude.',
            ],
            nl: [
              'Nee. Het account, de plaats in de gids, de offerteaanvragen, de configurator en de stalen zijn gratis. U koopt onze producten zoals gewoonlijk bij uw handelaar.',
            ],
          },
        },
        {
          question: {
            fr: 'Que faut-il pour s’inscrire ?',
            nl: 'Wat hebt u nodig om u in te schrijven?',
          },
          answer: {
            fr: [
              'Un numéro d’entreprise belge actif, un numéro de téléphone et l’adresse de votre siège. Vous choisissez votre métier principal : plafonneur, façadier ou plaquiste.',
            ],
            nl: [
              'Een actief Belgisch ondernemingsnummer, een telefoonnummer en het adres van uw zetel. U kiest uw hoofdvak: stukadoor, gevelbezetter of plaatser.',
            ],
          },
        },
        {
          question: {
            fr: 'Pourquoi ma fiche n’apparaît-elle pas encore dans l’annuaire ?',
            nl: 'Waarom staat mijn bedrijf nog niet in de gids?',
          },
          answer: {
            fr: [
              'Il manque sans doute une information : un type de travaux, une province desservie, le code postal ou la localité. Votre tableau de bord dit exactement quoi. Une fois la fiche complète, notre équipe la valide, en général sous deux jours ouvrables.',
            ],
            nl: [
              'Waarschijnlijk ontbreekt er nog iets: een soort werk, een bediende provincie, de postcode of de gemeente. Uw dashboard zegt precies wat. Zodra de pagina volledig is, keurt ons team ze goed, meestal binnen twee werkdagen.',
            ],
          },
        },
        {
          question: {
            fr: 'Comment les demandes de devis me parviennent-elles ?',
            nl: 'Hoe krijg ik de offerteaanvragen?',
          },
          answer: {
            fr: [
              'Le particulier vous choisit parmi les professionnels de sa région. Sa demande arrive dans votre tableau de bord et par e-mail ; vous le recontactez directement et suivez le statut de la demande.',
            ],
            nl: [
              'De particulier kiest u uit de vakmensen van zijn regio. Zijn aanvraag komt in uw dashboard en per e-mail; u neemt rechtstreeks contact met hem op en volgt de status van de aanvraag op.',
            ],
          },
        },
        {
          question: {
            fr: 'Je suis à la fois façadier et plafonneur : dois-je créer deux comptes ?',
            nl: 'Ik ben zowel gevelbezetter als stukadoor: moet ik twee accounts aanmaken?',
          },
          answer: {
            fr: [
              'Non. Un seul compte suffit : indiquez tous vos types de travaux sur votre fiche, et les particuliers vous trouveront pour chacun d’eux.',
            ],
            nl: [
              'Nee. Eén account volstaat: duid al uw soorten werken aan op uw bedrijfspagina, en particulieren vinden u voor elk ervan.',
            ],
          },
        },
        {
          question: {
            fr: 'Mes coordonnées sont-elles publiques ?',
            nl: 'Zijn mijn gegevens openbaar?',
          },
          answer: {
            fr: [
              'Votre fiche montre le nom de l’entreprise, la localité, la description, les photos, vos réalisations et, si vous le souhaitez, votre site web. Votre adresse e-mail n’est jamais affichée : les particuliers vous écrivent par la plateforme.',
            ],
            nl: [
              'Uw bedrijfspagina toont de bedrijfsnaam, de gemeente, de beschrijving, de foto’s, uw realisaties en, als u dat wilt, uw website. Uw e-mailadres wordt nooit getoond: particulieren schrijven u via het platform.',
            ],
          },
        },
      ],
      'contact',
    ),
    bannerTextCta(
      { fr: 'Prêt à recevoir vos premières demandes ?', nl: 'Klaar voor uw eerste aanvragen?' },
      {
        fr: 'Créez votre compte pro en cinq minutes. C’est gratuit et sans engagement.',
        nl: 'Maak uw pro-account aan in vijf minuten. Het is gratis en vrijblijvend.',
      },
      ['register', 'partner'],
    ),
  ],
}

/** The demo landings, one per landing type. */
export const LANDING_SEEDS: LandingSeed[] = [
  {
    landingType: 'index',
    name: 'Accueil',
    title: {
      fr: 'Murelia, enduits et systèmes de façade fabriqués en Belgique',
      nl: 'Murelia, pleisters en gevelsystemen gemaakt in België',
    },
    description: {
      fr: 'Enduits de façade, isolation par l’extérieur, plafonnage et plaques de plâtre : trouvez un professionnel près de chez vous ou découvrez nos systèmes.',
      nl: 'Gevelpleisters, buitengevelisolatie, pleisterwerk en gipskarton: vind een vakman bij u in de buurt of ontdek onze systemen.',
    },
    metaTitle: {
      fr: 'Murelia – Enduits, isolation de façade et plafonnage',
      nl: 'Murelia – Pleisters, gevelisolatie en pleisterwerk',
    },
    metaDescription: {
      fr: 'Fabricant belge d’enduits et de systèmes d’isolation de façade. Trouvez un façadier, un plafonneur ou un plaquiste et demandez un devis gratuit.',
      nl: 'Belgische fabrikant van pleisters en gevelisolatiesystemen. Vind een gevelbezetter, stukadoor of plaatser en vraag een gratis offerte aan.',
    },
    hero: {
      kind: 'double',
      imageLeft: 'band-street-warm',
      imageRight: 'band-site',
      titleLeft: { fr: 'Je suis particulier', nl: 'Ik ben particulier' },
      titleRight: { fr: 'Je suis professionnel', nl: 'Ik ben vakman' },
      leftCtas: ['individual', 'quote'],
      rightCtas: ['pro', 'configurator'],
    },
    paragraphs: [
      titleText(
        { fr: 'Des façades et des murs qui durent', nl: 'Gevels en muren die lang meegaan' },
        {
          fr: [
            'Depuis 1962, notre usine de Nivelles fabrique des enduits de façade, des plâtres et des systèmes complets d’isolation par l’extérieur. Nous ne posons rien nous-mêmes : nos produits sont mis en œuvre par des plafonneurs, des façadiers et des plaquistes qui les connaissent bien.',
            'Ici, les particuliers trouvent un professionnel près de chez eux et préparent leur projet ; les professionnels choisissent un système, calculent leurs quantités et commandent leurs échantillons.',
          ],
          nl: [
            'Sinds 1962 maakt onze fabriek in Nijvel gevelpleisters, gipspleisters en complete systemen voor buitengevelisolatie. Zelf voeren we geen werken uit: onze producten worden verwerkt door stukadoors, gevelbezetters en plaatsers die ze goed kennen.',
            'Hier vinden particulieren een vakman bij hen in de buurt en bereiden ze hun project voor; vakmensen kiezen een systeem, berekenen hun hoeveelheden en bestellen hun stalen.',
          ],
        },
      ),
      cardsSlider({ fr: 'Ce que nous fabriquons', nl: 'Wat wij maken' }, [
        {
          image: 'picture-layers',
          title: { fr: 'Isolation de façade', nl: 'Gevelisolatie' },
          text: {
            fr: 'Des systèmes complets, de la colle à la finition, couverts par un agrément technique.',
            nl: 'Complete systemen, van lijm tot afwerking, met een technische goedkeuring.',
          },
          link: pageLink('systems'),
        },
        {
          image: 'picture-detail-lime',
          title: { fr: 'Enduits de façade', nl: 'Gevelpleisters' },
          text: {
            fr: 'Minéraux, silicate ou silicone, en grain fin ou plus marqué, dans un large choix de teintes.',
            nl: 'Mineraal, silicaat of siliconen, met fijne of grovere korrel, in een ruime keuze aan kleuren.',
          },
          link: route('/colour-configurator'),
        },
        {
          image: 'picture-plaster',
          title: { fr: 'Plafonnage', nl: 'Pleisterwerk' },
          text: {
            fr: 'Des plâtres machine et manuels pour des murs et des plafonds lisses, prêts à peindre.',
            nl: 'Machine- en handpleisters voor gladde muren en plafonds, klaar om te schilderen.',
          },
          link: route('/find-roofer'),
        },
        {
          image: 'picture-drywall',
          title: { fr: 'Plaques de plâtre', nl: 'Gipskarton' },
          text: {
            fr: 'Des enduits de jointoiement et des bandes pour des cloisons et des plafonds sans défaut.',
            nl: 'Voegmiddelen en voegbanden voor wanden en plafonds zonder oneffenheden.',
          },
          link: route('/find-plaquiste'),
        },
        {
          image: 'picture-swatches',
          title: { fr: 'Couleurs et finitions', nl: 'Kleuren en afwerkingen' },
          text: {
            fr: 'Parcourez le nuancier et comparez les grains avant de choisir.',
            nl: 'Blader door de kleurenwaaier en vergelijk de korrels voor u kiest.',
          },
          link: route('/colour-configurator'),
        },
      ]),
      stepsText(
        { fr: 'Votre projet en trois étapes', nl: 'Uw project in drie stappen' },
        {
          fr: 'Un devis de professionnels de votre région, gratuit et sans engagement.',
          nl: 'Een offerte van vakmensen uit uw regio, gratis en vrijblijvend.',
        },
        quoteSteps,
        'quote',
      ),
      referenceCards({ fr: 'Réalisations à la une', nl: 'Uitgelichte realisaties' }, 3),
      bannerTextCta(
        { fr: 'Visualisez votre façade avant les travaux', nl: 'Bekijk uw gevel vóór de werken' },
        {
          fr: 'Le configurateur de façade vous guide du système à la teinte, puis calcule les quantités de produits.',
          nl: 'De gevelconfigurator leidt u van systeem tot kleur en berekent daarna de hoeveelheden product.',
        },
        ['configurator', 'colours'],
      ),
      faqCta({ fr: 'Questions fréquentes', nl: 'Veelgestelde vragen' }, 'PUBLIC_PROFILE', 4, 'faq'),
    ],
  },
  {
    landingType: 'individual',
    name: 'Particuliers',
    title: {
      fr: 'Rénover sa maison avec le bon professionnel',
      nl: 'Uw woning renoveren met de juiste vakman',
    },
    description: {
      fr: 'Façade, isolation, plafonnage ou cloisons : préparez votre projet, trouvez un professionnel de votre région et demandez un devis gratuit.',
      nl: 'Gevel, isolatie, pleisterwerk of wanden: bereid uw project voor, vind een vakman in uw regio en vraag een gratis offerte aan.',
    },
    metaTitle: {
      fr: 'Particuliers : trouver un pro et demander un devis',
      nl: 'Particulieren: een vakman vinden en een offerte vragen',
    },
    metaDescription: {
      fr: 'Rénovation de façade, isolation, plafonnage ou plaques de plâtre : nos conseils pour préparer vos travaux et trouver un professionnel près de chez vous.',
      nl: 'Gevelrenovatie, isolatie, pleisterwerk of gipskarton: onze tips om uw werken voor te bereiden en een vakman bij u in de buurt te vinden.',
    },
    hero: {
      kind: 'double',
      imageLeft: 'band-street-cool',
      imageRight: 'band-interior',
      titleLeft: { fr: 'Je rénove ma façade', nl: 'Ik renoveer mijn gevel' },
      titleRight: { fr: 'J’aménage mon intérieur', nl: 'Ik werk mijn interieur af' },
      leftCtas: ['findFacade', 'configurator'],
      rightCtas: ['findPlasterer', 'findBoarder'],
    },
    paragraphs: [
      textImageCta(
        {
          fr: 'Un bon devis commence par une bonne demande',
          nl: 'Een goede offerte begint bij een goede aanvraag',
        },
        {
          fr: [
            'Plus votre demande est précise, plus les offres que vous recevrez seront faciles à comparer. Indiquez :',
            [
              'l’adresse du chantier et son accès (façade à rue, jardin, hauteur) ;',
              'la surface approximative et l’état actuel du mur ;',
              'le résultat souhaité : isolation, nouvel enduit, simple changement de teinte ;',
              'la période qui vous convient pour les travaux.',
            ],
            'Ajoutez deux ou trois photos prises en plein jour : le professionnel pourra souvent chiffrer une première offre avant même sa visite.',
          ],
          nl: [
            'Hoe nauwkeuriger uw aanvraag, hoe makkelijker u de offertes kunt vergelijken. Vermeld:',
            [
              'het adres van de werf en de bereikbaarheid (straatgevel, tuin, hoogte);',
              'de geschatte oppervlakte en de huidige staat van de muur;',
              'het gewenste resultaat: isolatie, nieuwe pleister, enkel een andere kleur;',
              'de periode die u past voor de werken.',
            ],
            'Voeg twee of drie foto’s bij die bij daglicht genomen zijn: zo kan de vakman vaak al een eerste offerte maken vóór zijn bezoek.',
          ],
        },
        'picture-facade-sage',
        'left',
        ['quote'],
      ),
      stepsText({ fr: 'De la demande au chantier', nl: 'Van aanvraag tot werf' }, null, [
        {
          title: { fr: 'La demande', nl: 'De aanvraag' },
          text: {
            fr: 'Vous décrivez votre projet en ligne ; il est transmis aux professionnels de votre région.',
            nl: 'U beschrijft uw project online; het wordt doorgestuurd naar vakmensen uit uw regio.',
          },
        },
        {
          title: { fr: 'La visite', nl: 'Het bezoek' },
          text: {
            fr: 'Le professionnel vient voir le support, mesure et vous conseille sur le système et la teinte.',
            nl: 'De vakman bekijkt de ondergrond, neemt de maten en adviseert u over het systeem en de kleur.',
          },
        },
        {
          title: { fr: 'L’offre', nl: 'De offerte' },
          text: {
            fr: 'Elle détaille les postes, les produits, le délai et le taux de TVA applicable.',
            nl: 'Ze vermeldt de posten, de producten, de termijn en het toepasselijke btw-tarief.',
          },
        },
        {
          title: { fr: 'Les travaux', nl: 'De werken' },
          text: {
            fr: 'Une façade isolée demande en général deux à quatre semaines, échafaudage compris.',
            nl: 'Een geïsoleerde gevel vraagt doorgaans twee tot vier weken, stellingen inbegrepen.',
          },
        },
      ]),
      articleCards(
        { fr: 'Nos conseils pour votre façade', nl: 'Onze tips voor uw gevel' },
        'renovation',
        3,
        'homesBlog',
      ),
      faqCta({ fr: 'Vos questions avant les travaux', nl: 'Uw vragen vóór de werken' }, 'INDIVIDUAL_PROFILE', 4, 'faq'),
      bannerTextCta(
        { fr: 'Choisissez votre teinte en toute tranquillité', nl: 'Kies uw kleur in alle rust' },
        {
          fr: 'Parcourez le nuancier en ligne, comparez les grains et montrez votre sélection à votre professionnel.',
          nl: 'Blader door de online kleurenwaaier, vergelijk de korrels en toon uw keuze aan uw vakman.',
        },
        ['colours'],
      ),
    ],
  },
  {
    landingType: 'find-facade',
    name: 'Trouver un façadier',
    title: { fr: 'Trouvez un façadier près de chez vous', nl: 'Vind een gevelbezetter bij u in de buurt' },
    description: {
      fr: 'Isolation par l’extérieur, nouvel enduit ou réparation : des façadiers de votre province qui travaillent avec nos systèmes.',
      nl: 'Buitenisolatie, nieuwe pleister of herstelling: gevelbezetters uit uw provincie die met onze systemen werken.',
    },
    metaTitle: { fr: 'Trouver un façadier près de chez vous', nl: 'Een gevelbezetter in uw buurt vinden' },
    metaDescription: {
      fr: 'Isolation de façade, enduit décoratif ou réparation de fissures : comparez les façadiers de votre région et demandez un devis gratuit.',
      nl: 'Gevelisolatie, sierpleister of herstelling van scheuren: vergelijk de gevelbezetters uit uw regio en vraag een gratis offerte aan.',
    },
    hero: {
      kind: 'single',
      image: 'band-street-warm',
      title: { fr: 'Trouvez un façadier près de chez vous', nl: 'Vind een gevelbezetter bij u in de buurt' },
      text: {
        fr: 'Isolation par l’extérieur, nouvel enduit ou réparation : des façadiers de votre province qui travaillent avec nos systèmes.',
        nl: 'Buitenisolatie, nieuwe pleister of herstelling: gevelbezetters uit uw provincie die met onze systemen werken.',
      },
      ctas: ['quote', 'findPro'],
    },
    paragraphs: [
      titleText(
        { fr: 'Ce que fait un façadier', nl: 'Wat een gevelbezetter doet' },
        {
          fr: [
            'Le façadier habille et protège les murs extérieurs. Il pose les systèmes d’isolation par l’extérieur, applique les enduits de finition, répare les fissures et redonne de l’éclat aux façades fatiguées.',
            'C’est aussi lui qui vous conseille : l’épaisseur d’isolant à prévoir, la finition qui convient à votre maison, les teintes compatibles avec une façade isolée et les démarches à faire auprès de votre commune.',
          ],
          nl: [
            'De gevelbezetter bekleedt en beschermt de buitenmuren. Hij plaatst buitengevelisolatie, brengt sierpleisters aan, herstelt scheuren en geeft vermoeide gevels opnieuw uitstraling.',
            'Hij adviseert u ook: de isolatiedikte die nodig is, de afwerking die bij uw woning past, de kleuren die geschikt zijn voor een geïsoleerde gevel en de stappen bij uw gemeente.',
          ],
        },
      ),
      images({ fr: 'Des façades rénovées par des professionnels', nl: 'Gevels gerenoveerd door vakmensen' }, [
        'picture-street',
        'picture-facade-sage',
        'picture-detail-lime',
        'picture-site',
        'picture-swatches',
      ]),
      stepsText(
        { fr: 'Comment se déroule une isolation de façade', nl: 'Hoe verloopt een gevelisolatie' },
        {
          fr: 'Les grandes étapes d’un chantier, de l’échafaudage à la finition.',
          nl: 'De grote stappen van een werf, van stelling tot afwerking.',
        },
        [
          {
            title: { fr: 'Préparer le support', nl: 'De ondergrond voorbereiden' },
            text: {
              fr: 'Nettoyage, contrôle de la planéité et de l’humidité, pose du profil de départ.',
              nl: 'Reinigen, vlakheid en vochtigheid controleren, startprofiel plaatsen.',
            },
          },
          {
            title: { fr: 'Coller et cheviller', nl: 'Verlijmen en pluggen' },
            text: {
              fr: 'Les panneaux isolants sont collés en quinconce, puis chevillés selon l’exposition au vent.',
              nl: 'De isolatieplaten worden in halfsteensverband verlijmd en daarna geplugd volgens de windbelasting.',
            },
          },
          {
            title: { fr: 'Armer', nl: 'Wapenen' },
            text: {
              fr: 'Un sous-enduit reçoit un treillis en fibre de verre qui absorbe les tensions.',
              nl: 'Een onderpleister krijgt een glasvezelnet dat de spanningen opvangt.',
            },
          },
          {
            title: { fr: 'Finir', nl: 'Afwerken' },
            text: {
              fr: 'Après le primaire vient l’enduit de finition, dans le grain et la teinte choisis.',
              nl: 'Na de grondlaag volgt de sierpleister, in de gekozen korrel en kleur.',
            },
          },
        ],
        'configurator',
      ),
      referenceCards({ fr: 'Réalisations de façadiers', nl: 'Realisaties van gevelbezetters' }, 3),
      faqCta(
        { fr: 'Vos questions sur la façade', nl: 'Uw vragen over de gevel' },
        'INDIVIDUAL_FACADIER_PROFILE',
        5,
        'faq',
      ),
    ],
  },
  {
    landingType: 'find-roofer',
    name: 'Trouver un plafonneur',
    title: {
      fr: 'Trouvez un plafonneur pour vos murs et plafonds',
      nl: 'Vind een stukadoor voor uw muren en plafonds',
    },
    description: {
      fr: 'Murs lisses prêts à peindre, enduits décoratifs ou réparations : des plafonneurs de votre région répondent à votre demande.',
      nl: 'Gladde muren klaar om te schilderen, decoratieve pleisters of herstellingen: stukadoors uit uw regio beantwoorden uw aanvraag.',
    },
    metaTitle: { fr: 'Trouver un plafonneur dans votre région', nl: 'Een stukadoor in uw regio vinden' },
    metaDescription: {
      fr: 'Plafonnage lisse, enduit décoratif ou réparation de fissures : trouvez un plafonneur près de chez vous et recevez un devis gratuit.',
      nl: 'Glad pleisterwerk, decoratieve pleister of herstelling van barsten: vind een stukadoor bij u in de buurt en ontvang een gratis offerte.',
    },
    hero: {
      kind: 'single',
      image: 'band-plaster',
      title: {
        fr: 'Trouvez un plafonneur pour vos murs et plafonds',
        nl: 'Vind een stukadoor voor uw muren en plafonds',
      },
      text: {
        fr: 'Murs lisses prêts à peindre, enduits décoratifs ou réparations : des plafonneurs de votre région répondent à votre demande.',
        nl: 'Gladde muren klaar om te schilderen, decoratieve pleisters of herstellingen: stukadoors uit uw regio beantwoorden uw aanvraag.',
      },
      ctas: ['quote', 'findPro'],
    },
    paragraphs: [
      textImageCta(
        {
          fr: 'Un plafonnage réussi se prépare',
          nl: 'Geslaagd pleisterwerk begint bij een goede voorbereiding',
        },
        {
          fr: [
            'Avant l’arrivée du plafonneur, faites poser les boîtiers électriques et les gaines, videz les pièces et retirez les anciens revêtements muraux. Le plafonneur protège ensuite les sols, les châssis et les escaliers.',
            'Prévoyez surtout le temps du séchage : environ un millimètre par jour dans une pièce chauffée et aérée. Un plafonnage courant d’un centimètre se peint donc après deux à trois semaines.',
          ],
          nl: [
            'Laat vóór de komst van de stukadoor de elektriciteitsdozen en buizen plaatsen, maak de kamers leeg en verwijder oude wandbekleding. De stukadoor beschermt daarna de vloeren, ramen en trappen.',
            'Reken vooral op de droogtijd: ongeveer een millimeter per dag in een verwarmde en verluchte ruimte. Gewoon pleisterwerk van een centimeter kunt u dus na twee à drie weken schilderen.',
          ],
        },
        'picture-plaster',
        'right',
        ['quote'],
      ),
      imageCaption('picture-interior', {
        fr: 'Un séjour fraîchement plafonné : les murs sèchent quelques semaines avant la première couche de peinture.',
        nl: 'Een pas bepleisterde woonkamer: de muren drogen enkele weken vóór de eerste verflaag.',
      }),
      articleCards(
        { fr: 'Conseils pour vos finitions intérieures', nl: 'Tips voor uw binnenafwerking' },
        'interior',
        3,
        'homesBlog',
      ),
      faqCta(
        { fr: 'Vos questions sur le plafonnage', nl: 'Uw vragen over pleisterwerk' },
        'INDIVIDUAL_PLAFONNEUR_PROFILE',
        4,
        'faq',
      ),
      bannerTextCta(
        { fr: 'Plafonnage et cloisons en même temps ?', nl: 'Pleisterwerk en wanden tegelijk?' },
        {
          fr: 'Signalez-le dans votre demande : beaucoup de plafonneurs posent aussi les plaques de plâtre.',
          nl: 'Vermeld het in uw aanvraag: veel stukadoors plaatsen ook gipskartonplaten.',
        },
        ['quote', 'findBoarder'],
      ),
    ],
  },
  {
    landingType: 'find-plaquiste',
    name: 'Trouver un plaquiste',
    title: {
      fr: 'Trouvez un plaquiste pour vos cloisons et plafonds',
      nl: 'Vind een plaatser voor uw wanden en plafonds',
    },
    description: {
      fr: 'Nouvelle cloison, faux plafond, doublage isolant ou grenier aménagé : décrivez votre projet, un plaquiste de votre région vous répond.',
      nl: 'Nieuwe wand, verlaagd plafond, geïsoleerde voorzetwand of zolderinrichting: beschrijf uw project, een plaatser uit uw regio antwoordt.',
    },
    metaTitle: {
      fr: 'Trouver un plaquiste : cloisons et faux plafonds',
      nl: 'Een plaatser vinden: wanden en verlaagde plafonds',
    },
    metaDescription: {
      fr: 'Cloisons, faux plafonds et doublages en plaques de plâtre : trouvez un plaquiste de votre région et demandez un devis gratuit.',
      nl: 'Wanden, verlaagde plafonds en voorzetwanden in gipskarton: vind een plaatser uit uw regio en vraag een gratis offerte aan.',
    },
    hero: {
      kind: 'single',
      image: 'band-drywall',
      title: {
        fr: 'Trouvez un plaquiste pour vos cloisons et plafonds',
        nl: 'Vind een plaatser voor uw wanden en plafonds',
      },
      text: {
        fr: 'Décrivez votre projet en quelques minutes : un plaquiste de votre région vous recontacte.',
        nl: 'Beschrijf uw project in enkele minuten: een plaatser uit uw regio neemt contact met u op.',
      },
      ctas: ['quote', 'findPro'],
    },
    paragraphs: [
      titleText(
        { fr: 'Les plaques de plâtre, pour quels travaux ?', nl: 'Gipskartonplaten, voor welke werken?' },
        {
          fr: [
            'Posées à sec sur une ossature métallique, les plaques de plâtre permettent de redistribuer une maison sans gros œuvre : on crée une chambre, on ferme un bureau, on descend un plafond trop haut ou on cache des conduites.',
            'Elles intègrent facilement une isolation thermique ou acoustique, et il existe des plaques hydrofuges pour les pièces humides et des plaques coupe-feu pour les garages et les cages d’escalier.',
          ],
          nl: [
            'Gipskartonplaten worden droog op een metalen structuur geplaatst en laten toe een woning anders in te delen zonder ruwbouw: u maakt een slaapkamer, sluit een bureau af, verlaagt een te hoog plafond of werkt leidingen weg.',
            'Ze nemen makkelijk thermische of akoestische isolatie op, en er bestaan vochtwerende platen voor natte ruimtes en brandwerende platen voor garages en traphallen.',
          ],
        },
      ),
      cardsSlider({ fr: 'Quatre chantiers courants', nl: 'Vier veelvoorkomende werken' }, [
        {
          image: 'picture-drywall',
          title: { fr: 'Cloison de séparation', nl: 'Scheidingswand' },
          text: {
            fr: 'Une nouvelle pièce en quelques jours, avec de la laine minérale pour le calme.',
            nl: 'Een nieuwe kamer in enkele dagen, met minerale wol voor de rust.',
          },
        },
        {
          image: 'picture-interior',
          title: { fr: 'Faux plafond', nl: 'Verlaagd plafond' },
          text: {
            fr: 'Pour cacher des conduites, intégrer des spots ou améliorer l’acoustique.',
            nl: 'Om leidingen weg te werken, spots in te bouwen of de akoestiek te verbeteren.',
          },
        },
        {
          image: 'picture-layers',
          title: { fr: 'Doublage isolant', nl: 'Geïsoleerde voorzetwand' },
          text: {
            fr: 'Une isolation par l’intérieur quand la façade doit garder son aspect.',
            nl: 'Binnenisolatie wanneer de gevel zijn uitzicht moet behouden.',
          },
        },
        {
          image: 'picture-interior-cool',
          title: { fr: 'Salle de bains', nl: 'Badkamer' },
          text: {
            fr: 'Des plaques hydrofuges et une étanchéité sous le carrelage des zones de douche.',
            nl: 'Vochtwerende platen en een waterdichting onder de tegels in de douchezone.',
          },
        },
      ]),
      stepsText(
        { fr: 'Les niveaux de finition, de Q1 à Q4', nl: 'De afwerkingsniveaus, van Q1 tot Q4' },
        {
          fr: 'Le niveau de finition des joints dépend de ce qui viendra par-dessus : demandez qu’il figure dans le devis.',
          nl: 'Het afwerkingsniveau van de voegen hangt af van wat erover komt: vraag dat het in de offerte staat.',
        },
        [
          {
            title: { fr: 'Q1', nl: 'Q1' },
            text: {
              fr: 'Joints simplement remplis : suffisant sous un carrelage.',
              nl: 'Voegen enkel gevuld: voldoende onder tegels.',
            },
          },
          {
            title: { fr: 'Q2', nl: 'Q2' },
            text: {
              fr: 'Joints lissés dans le plan de la plaque : pour un papier peint épais ou un crépi.',
              nl: 'Voegen vlak met de plaat afgewerkt: voor dik behang of een crepi.',
            },
          },
          {
            title: { fr: 'Q3', nl: 'Q3' },
            text: {
              fr: 'Joints élargis et fin ratissage : pour une peinture mate.',
              nl: 'Verbrede voegen en een dunne plamuurlaag: voor matte verf.',
            },
          },
          {
            title: { fr: 'Q4', nl: 'Q4' },
            text: {
              fr: 'Toute la surface est ratissée : pour une peinture satinée ou une lumière rasante.',
              nl: 'Het hele oppervlak wordt geplamuurd: voor zijdeglansverf of strijklicht.',
            },
          },
        ],
      ),
      faqCta(
        { fr: 'Vos questions sur les plaques de plâtre', nl: 'Uw vragen over gipskarton' },
        'INDIVIDUAL_PLASTERBOARDER_PROFILE',
        4,
        'faq',
      ),
      bannerTextCta(
        { fr: 'Prêt à lancer votre projet ?', nl: 'Klaar om uw project te starten?' },
        {
          fr: 'Une seule demande, plusieurs réponses de plaquistes de votre région, sans engagement.',
          nl: 'Eén aanvraag, meerdere antwoorden van plaatsers uit uw regio, vrijblijvend.',
        },
        ['quote'],
      ),
    ],
  },
  {
    landingType: 'facade',
    name: 'Façadiers',
    title: { fr: 'Systèmes de façade complets pour façadiers', nl: 'Complete gevelsystemen voor gevelbezetters' },
    description: {
      fr: 'Des composants compatibles, un agrément technique, une garantie système de 10 ans et des quantités calculées pour vos métrés.',
      nl: 'Compatibele componenten, een technische goedkeuring, 10 jaar systeemgarantie en hoeveelheden berekend op uw metingen.',
    },
    metaTitle: {
      fr: 'Façadiers : systèmes d’isolation et enduits Murelia',
      nl: 'Gevelbezetters: isolatiesystemen en pleisters',
    },
    metaDescription: {
      fr: 'Systèmes ETICS complets, enduits de finition, échantillons et configurateur de quantités : tout ce qu’il faut au façadier pour ses chantiers.',
      nl: 'Complete ETICS-systemen, sierpleisters, stalen en een configurator voor hoeveelheden: alles wat de gevelbezetter nodig heeft voor zijn werven.',
    },
    hero: {
      kind: 'single',
      image: 'band-layers',
      title: { fr: 'Un seul système, de la colle à la finition', nl: 'Eén systeem, van lijm tot afwerking' },
      text: {
        fr: 'Des composants qui ont été testés ensemble, une garantie système de 10 ans et vos quantités calculées en quelques minutes.',
        nl: 'Componenten die samen getest zijn, 10 jaar systeemgarantie en uw hoeveelheden in enkele minuten berekend.',
      },
      ctas: ['configurator', 'register'],
    },
    paragraphs: [
      cardsProduct({ fr: 'Le système Murelia Therm', nl: 'Het Murelia Therm-systeem' }, FACADE_RANGE, [
        'configurator',
        'samples',
      ]),
      textImageCta(
        { fr: 'Vos quantités en quelques minutes', nl: 'Uw hoeveelheden in enkele minuten' },
        {
          fr: [
            'Encodez vos façades avec leurs dimensions et leurs ouvertures, choisissez le système et la finition : le configurateur calcule chaque produit par unité de conditionnement, palettes comprises.',
            'Enregistrez le projet pour le retrouver dans votre tableau de bord, téléchargez la liste de commande ou envoyez-la à votre négociant.',
          ],
          nl: [
            'Voer uw gevels in met hun afmetingen en openingen, kies het systeem en de afwerking: de configurator berekent elk product per verpakkingseenheid, paletten inbegrepen.',
            'Bewaar het project om het terug te vinden in uw dashboard, download de bestellijst of stuur ze naar uw handelaar.',
          ],
        },
        'picture-site',
        'left',
        ['configurator'],
      ),
      bannerTextCta(
        { fr: 'Des échantillons pour convaincre vos clients', nl: 'Stalen om uw klanten te overtuigen' },
        {
          fr: 'Jusqu’à trois finitions par demande, en pot de 1 l ou en sac de 2,5 kg, ou une brochure A5 des teintes. Envoi sous trois jours ouvrables.',
          nl: 'Tot drie afwerkingen per aanvraag, in een pot van 1 l of een zak van 2,5 kg, of een A5-brochure met de kleuren. Verzending binnen drie werkdagen.',
        },
        ['samples', 'register'],
      ),
      articleCards({ fr: 'Conseils de chantier', nl: 'Tips voor de werf' }, 'pro', 3, 'prosBlog'),
      faqCta(
        { fr: 'Les questions des façadiers', nl: 'De vragen van gevelbezetters' },
        'PROFESSIONAL_FACADIER_PROFILE',
        4,
        'faq',
      ),
    ],
  },
  {
    landingType: 'roofer',
    name: 'Plafonneurs',
    title: { fr: 'Plâtres et enduits intérieurs pour plafonneurs', nl: 'Gips- en binnenpleisters voor stukadoors' },
    description: {
      fr: 'Plâtres machine et manuels, enduits de finition et primaires fabriqués à Nivelles, et des demandes de devis de votre région.',
      nl: 'Machine- en handgips, afwerkpleisters en primers gemaakt in Nijvel, en offerteaanvragen uit uw regio.',
    },
    metaTitle: {
      fr: 'Plafonneurs : plâtres, enduits et chantiers',
      nl: 'Stukadoors: gipspleisters, afwerking en werven',
    },
    metaDescription: {
      fr: 'La gamme plâtre Murelia pour plafonneurs : projection, manuel, finition et primaires, échantillons gratuits et demandes de devis de particuliers.',
      nl: 'Het gipsgamma van Murelia voor stukadoors: machine, hand, afwerking en primers, gratis stalen en offerteaanvragen van particulieren.',
    },
    hero: {
      kind: 'single',
      image: 'band-interior',
      title: { fr: 'Des plâtres réguliers, sac après sac', nl: 'Gipspleisters van constante kwaliteit, zak na zak' },
      text: {
        fr: 'Fabriqués à Nivelles et disponibles chez votre négociant, avec un service technique qui répond en français et en néerlandais.',
        nl: 'Gemaakt in Nijvel en verkrijgbaar bij uw handelaar, met een technische dienst die antwoordt in het Nederlands en het Frans.',
      },
      ctas: ['register', 'samples'],
    },
    paragraphs: [
      cardsProduct({ fr: 'La gamme plâtre', nl: 'Het gipsgamma' }, PLASTER_RANGE, ['samples']),
      stepsText(
        { fr: 'Recevoir des chantiers via Murelia', nl: 'Werven ontvangen via Murelia' },
        {
          fr: 'Les particuliers qui cherchent un plafonneur dans votre province peuvent vous trouver et vous écrire.',
          nl: 'Particulieren die in uw provincie een stukadoor zoeken, kunnen u vinden en contacteren.',
        },
        [
          {
            title: { fr: 'Créez votre compte', nl: 'Maak uw account aan' },
            text: {
              fr: 'Votre numéro d’entreprise et vos coordonnées suffisent pour commencer.',
              nl: 'Uw ondernemingsnummer en uw gegevens volstaan om te beginnen.',
            },
          },
          {
            title: { fr: 'Complétez votre fiche', nl: 'Vul uw bedrijfspagina aan' },
            text: {
              fr: 'Zone d’activité, types de travaux, description et une photo soignée.',
              nl: 'Werkgebied, soorten werken, een beschrijving en een verzorgde foto.',
            },
          },
          {
            title: { fr: 'Montrez vos réalisations', nl: 'Toon uw realisaties' },
            text: {
              fr: 'Quelques chantiers avec photos et produits utilisés inspirent confiance.',
              nl: 'Enkele werven met foto’s en gebruikte producten wekken vertrouwen.',
            },
          },
          {
            title: { fr: 'Répondez aux demandes', nl: 'Beantwoord de aanvragen' },
            text: {
              fr: 'Elles arrivent dans votre tableau de bord, où vous suivez leur statut.',
              nl: 'Ze komen binnen in uw dashboard, waar u hun status opvolgt.',
            },
          },
        ],
        'register',
      ),
      imageCaption('picture-plaster', {
        fr: 'Un support bien préparé et un plâtre régulier : la moitié du travail de finition est déjà faite.',
        nl: 'Een goed voorbereide ondergrond en een gelijkmatige pleister: de helft van het afwerkingswerk is al gedaan.',
      }),
      articleCards(
        { fr: 'À lire avant le prochain chantier', nl: 'Te lezen vóór de volgende werf' },
        'interior',
        3,
        'prosBlog',
      ),
      faqCta(
        { fr: 'Les questions des plafonneurs', nl: 'De vragen van stukadoors' },
        'PROFESSIONAL_PLAFONNEUR_PROFILE',
        4,
        'faq',
      ),
    ],
  },
  {
    landingType: 'plaquiste',
    name: 'Plaquistes',
    title: {
      fr: 'Enduits de jointoiement et bandes pour plaquistes',
      nl: 'Voegmiddelen en voegbanden voor plaatsers',
    },
    description: {
      fr: 'Des enduits en poudre et prêts à l’emploi, des bandes papier et nos conseils pour atteindre le niveau Q4.',
      nl: 'Voegmiddelen in poeder en kant-en-klaar, papieren voegbanden en onze tips om niveau Q4 te halen.',
    },
    metaTitle: { fr: 'Plaquistes : enduits de jointoiement Murelia', nl: 'Plaatsers: voegmiddelen van Murelia' },
    metaDescription: {
      fr: 'Enduits de jointoiement, enduits de finition Q3-Q4 et bandes à joints pour plaquistes, échantillons et demandes de devis de particuliers.',
      nl: 'Voegmiddelen, afwerkpasta’s voor Q3 en Q4 en voegbanden voor plaatsers, stalen en offerteaanvragen van particulieren.',
    },
    hero: {
      kind: 'single',
      image: 'band-drywall',
      title: {
        fr: 'Des joints invisibles, même en lumière rasante',
        nl: 'Onzichtbare voegen, zelfs bij strijklicht',
      },
      text: {
        fr: 'Des enduits réguliers qui se travaillent longtemps et se poncent sans effort.',
        nl: 'Gelijkmatige voegmiddelen die lang verwerkbaar blijven en moeiteloos schuren.',
      },
      ctas: ['register', 'samples'],
    },
    paragraphs: [
      cardsProduct({ fr: 'La gamme jointoiement', nl: 'Het voeggamma' }, JOINT_RANGE, ['samples']),
      stepsText({ fr: 'Réussir un joint Q4', nl: 'Een Q4-voeg in vier stappen' }, null, [
        {
          title: { fr: 'Garnir et poser la bande', nl: 'Vullen en de band plaatsen' },
          text: {
            fr: 'Remplissez le joint, noyez la bande papier et chassez l’air au couteau.',
            nl: 'Vul de voeg, bed de papieren band in en strijk de lucht eruit met het mes.',
          },
        },
        {
          title: { fr: 'Recouvrir', nl: 'Afdekken' },
          text: {
            fr: 'Une fois sec, élargissez le joint d’une passe de couteau large.',
            nl: 'Eenmaal droog verbreedt u de voeg met een brede spaan.',
          },
        },
        {
          title: { fr: 'Ratisser', nl: 'Plamuren' },
          text: {
            fr: 'Ratissez toute la surface avec l’enduit de finition, en couche mince.',
            nl: 'Plamuur het hele oppervlak met afwerkpasta, in een dunne laag.',
          },
        },
        {
          title: { fr: 'Poncer et contrôler', nl: 'Schuren en controleren' },
          text: {
            fr: 'Poncez légèrement, puis contrôlez la surface avec une lampe tenue contre le mur.',
            nl: 'Schuur licht en controleer het oppervlak met een lamp die u tegen de muur houdt.',
          },
        },
      ]),
      images({ fr: 'Sur les chantiers des plaquistes', nl: 'Op de werven van plaatsers' }, [
        'picture-drywall',
        'picture-interior',
        'picture-interior-cool',
        'picture-plaster',
      ]),
      faqCta(
        { fr: 'Les questions des plaquistes', nl: 'De vragen van plaatsers' },
        'PROFESSIONAL_PLASTERBOARDER_PROFILE',
        4,
        'faq',
      ),
      bannerTextCta(
        {
          fr: 'Votre entreprise dans la recherche de professionnels',
          nl: 'Uw bedrijf in de zoekfunctie voor vakmensen',
        },
        {
          fr: 'Créez votre compte pro : les particuliers de votre province qui cherchent un plaquiste vous trouvent et vous envoient leurs demandes.',
          nl: 'Maak uw pro-account aan: particulieren uit uw provincie die een plaatser zoeken, vinden u en sturen u hun aanvragen.',
        },
        ['register', 'partner'],
      ),
    ],
  },
  PRO_LANDING_SEED,
]

function hero(seed: HeroSeed, l: Locale, refs: Refs): Hero {
  if (seed.kind === 'double') {
    return {
      blockType: 'heroDouble',
      imageLeft: refs.image(seed.imageLeft),
      imageRight: refs.image(seed.imageRight),
      titleLeft: tx(seed.titleLeft, l),
      titleRight: tx(seed.titleRight, l),
      leftCtas: seed.leftCtas.map((k) => refs.cta(k)),
      rightCtas: seed.rightCtas.map((k) => refs.cta(k)),
    }
  }
  return {
    blockType: 'heroSingle',
    image: refs.image(seed.image),
    title: tx(seed.title, l),
    text: tx(seed.text, l),
    ctas: seed.ctas.map((k) => refs.cta(k)),
  }
}

/** Publishes the landing of every type that has none yet; returns how many it created. */
export async function seedLandings(payload: Payload, refs: Refs): Promise<number> {
  const { docs } = await payload.find({
    collection: 'landings',
    draft: true,
    limit: LANDING_SEEDS.length,
    depth: 0,
    pagination: false,
    select: { landingType: true },
  })
  const existing = new Set(docs.map((d) => d.landingType))
  let created = 0
  for (const seed of LANDING_SEEDS) {
    if (existing.has(seed.landingType)) continue
    await saveLocalized(payload, 'landings', (l) => ({
      name: seed.name,
      landingType: seed.landingType,
      title: tx(seed.title, l),
      description: tx(seed.description, l),
      metaTitle: tx(seed.metaTitle, l),
      metaDescription: tx(seed.metaDescription, l),
      hero: [hero(seed.hero, l, refs)],
      paragraphs: buildBlocks(seed.paragraphs, l, refs),
      _status: 'published',
    }))
    created += 1
  }
  return created
}
