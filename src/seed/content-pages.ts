import type { Payload } from 'payload'
import {
  articleCards,
  type BlockSeed,
  bannerTextCta,
  buildBlocks,
  externalCards,
  faqCta,
  imageCaption,
  images,
  type Localized,
  type LocalizedRich,
  PAGE_SLUGS,
  type PageKey,
  type Refs,
  rich,
  saveLocalized,
  stepsText,
  textImageCta,
  titleText,
  tx,
} from './content-blocks'
import type { ImageKey } from './content-media'

/*
 * The generic pages: who we are, the facade insulation systems, the guarantees, sustainability, becoming a
 * partner, and the legal and privacy pages (the footer links to them by these slugs).
 */

export interface PageSeed {
  key: PageKey
  name: string
  title: Localized
  description: Localized
  metaTitle: Localized
  metaDescription: Localized
  hero: ImageKey
  content: LocalizedRich
  paragraphs: BlockSeed[]
}

/** The demo pages; the slugs are those of PAGE_SLUGS. */
export const PAGE_SEEDS: PageSeed[] = [
  {
    key: 'about',
    name: 'À propos',
    title: { fr: 'À propos de Murelia', nl: 'Over Murelia' },
    description: {
      fr: 'Un fabricant belge d’enduits et de systèmes de façade depuis 1962.',
      nl: 'Een Belgische fabrikant van pleisters en gevelsystemen sinds 1962.',
    },
    metaTitle: {
      fr: 'À propos de Murelia, fabricant belge d’enduits',
      nl: 'Over Murelia, Belgische pleisterfabrikant',
    },
    metaDescription: {
      fr: 'Depuis 1962, Murelia fabrique à Nivelles des enduits, des plâtres et des systèmes d’isolation de façade pour les professionnels du bâtiment.',
      nl: 'Sinds 1962 maakt Murelia in Nijvel pleisters, gipspleisters en gevelisolatiesystemen voor vakmensen uit de bouw.',
    },
    hero: 'band-street-cool',
    content: {
      fr: [
        'Depuis notre usine de Nivelles, nous produisons des enduits minéraux et organiques, des plâtres, des colles et des systèmes d’isolation de façade pour les plafonneurs, les façadiers et les plaquistes de tout le pays.',
        '## Une entreprise familiale devenue industrielle',
        'Tout a commencé en 1962 avec un petit atelier de mortiers pour les entrepreneurs du Brabant wallon. Les enduits de façade sont arrivés dans les années 1970, les premiers systèmes d’isolation par l’extérieur au début des années 1990. Aujourd’hui, plus de 140 personnes travaillent à la production, au laboratoire, à la logistique et au service technique.',
        '## Au service de ceux qui posent',
        'Nous ne réalisons pas de chantiers : nous fabriquons pour ceux qui les réalisent. Nos conseillers techniques passent sur les chantiers, forment les équipes et répondent aux questions en français comme en néerlandais.',
      ],
      nl: [
        'Vanuit onze fabriek in Nijvel produceren we minerale en organische pleisters, gipspleisters, lijmen en gevelisolatiesystemen voor stukadoors, gevelbezetters en plaatsers in heel het land.',
        '## Van familiebedrijf tot industriële speler',
        'Het begon in 1962 met een kleine mortelwerkplaats voor de aannemers van Waals-Brabant. De gevelpleisters kwamen er in de jaren 1970, de eerste systemen voor buitengevelisolatie begin jaren 1990. Vandaag werken meer dan 140 mensen in de productie, het labo, de logistiek en de technische dienst.',
        '## Ten dienste van wie verwerkt',
        'Wij voeren zelf geen werven uit: we maken producten voor wie ze uitvoert. Onze technisch adviseurs komen op de werf, geven opleidingen aan de ploegen en beantwoorden vragen in het Nederlands en in het Frans.',
      ],
    },
    paragraphs: [
      images({ fr: 'Murelia en images', nl: 'Murelia in beeld' }, [
        'picture-swatches',
        'pack-bag',
        'picture-layers',
        'picture-plaster',
        'picture-site',
        'picture-street',
      ]),
      titleText(
        { fr: 'Nos engagements', nl: 'Onze engagementen' },
        {
          fr: [
            'Ce que les professionnels et leurs clients peuvent attendre de nous :',
            [
              'des produits testés dans notre laboratoire à chaque lot de production ;',
              'des fiches techniques claires, tenues à jour et disponibles dans les deux langues ;',
              'une réponse du service technique en deux jours ouvrables au plus ;',
              'des systèmes complets, couverts par une garantie quand ils sont posés selon nos prescriptions.',
            ],
          ],
          nl: [
            'Wat vakmensen en hun klanten van ons mogen verwachten:',
            [
              'producten die in ons labo getest worden bij elke productiebatch;',
              'duidelijke technische fiches, up-to-date en beschikbaar in beide talen;',
              'een antwoord van de technische dienst binnen uiterlijk twee werkdagen;',
              'complete systemen met garantie wanneer ze volgens onze voorschriften geplaatst worden.',
            ],
          ],
        },
      ),
      bannerTextCta(
        { fr: 'Une question sur nos produits ?', nl: 'Een vraag over onze producten?' },
        {
          fr: 'Notre service technique vous répond du lundi au vendredi.',
          nl: 'Onze technische dienst antwoordt van maandag tot vrijdag.',
        },
        ['contact'],
      ),
    ],
  },
  {
    key: 'systems',
    name: 'Systèmes d’isolation de façade',
    title: { fr: 'Systèmes d’isolation de façade', nl: 'Gevelisolatiesystemen' },
    description: {
      fr: 'Comment fonctionne une isolation par l’extérieur, quel isolant choisir et quelles finitions sont possibles.',
      nl: 'Hoe buitengevelisolatie werkt, welke isolatie u kiest en welke afwerkingen mogelijk zijn.',
    },
    metaTitle: { fr: 'Systèmes d’isolation de façade par l’extérieur', nl: 'Systemen voor buitengevelisolatie' },
    metaDescription: {
      fr: 'EPS, laine de roche ou fibre de bois, enduit minéral ou silicone : les systèmes d’isolation de façade Murelia, couche par couche.',
      nl: 'EPS, steenwol of houtvezel, minerale of siliconenpleister: de gevelisolatiesystemen van Murelia, laag per laag.',
    },
    hero: 'band-layers',
    content: {
      fr: [
        'Un système d’isolation par l’extérieur, souvent appelé ETICS, enveloppe le bâtiment d’un manteau continu : les murs restent au chaud, les ponts thermiques des nez de dalle et des linteaux disparaissent, et la façade reçoit un nouvel aspect.',
        '## Trois familles d’isolants',
        [
          'l’EPS graphité, léger et très isolant, pour la plupart des maisons ;',
          'la laine de roche, incombustible, pour les bâtiments élevés et les zones où le feu est un enjeu ;',
          'la fibre de bois, perméable à la vapeur, pour les murs anciens et les projets biosourcés.',
        ],
        '## Une finition à votre goût',
        'Le système se termine par un enduit minéral, silicate ou silicone, taloché ou gratté, dans la teinte de votre choix. Sur une façade isolée, les teintes très foncées sont à éviter côté soleil : elles chauffent et fatiguent l’enduit.',
      ],
      nl: [
        'Een systeem voor buitengevelisolatie, vaak ETICS genoemd, hult het gebouw in een doorlopende jas: de muren blijven warm, de koudebruggen aan vloerranden en lateien verdwijnen en de gevel krijgt een nieuw uitzicht.',
        '## Drie soorten isolatie',
        [
          'grafiet-EPS, licht en sterk isolerend, voor de meeste woningen;',
          'steenwol, onbrandbaar, voor hoge gebouwen en plaatsen waar brandveiligheid telt;',
          'houtvezel, dampopen, voor oude muren en biobased projecten.',
        ],
        '## Een afwerking naar uw smaak',
        'Het systeem eindigt met een minerale, silicaat- of siliconenpleister, geschuurd of gekrabd, in de kleur van uw keuze. Op een geïsoleerde gevel vermijdt u zeer donkere kleuren aan de zonzijde: ze warmen op en belasten de pleister.',
      ],
    },
    paragraphs: [
      stepsText(
        { fr: 'Les couches du système', nl: 'De lagen van het systeem' },
        {
          fr: 'De la maçonnerie à la finition, chaque couche a son rôle.',
          nl: 'Van metselwerk tot afwerking heeft elke laag haar rol.',
        },
        [
          {
            title: { fr: 'Mortier-colle', nl: 'Lijmmortel' },
            text: {
              fr: 'Il fixe l’isolant au mur et rattrape les petits défauts de planéité.',
              nl: 'Hij bevestigt de isolatie aan de muur en vangt kleine oneffenheden op.',
            },
          },
          {
            title: { fr: 'Isolant et chevilles', nl: 'Isolatie en pluggen' },
            text: {
              fr: 'Les panneaux posés en quinconce sont chevillés selon le support et le vent.',
              nl: 'De platen in halfsteensverband worden geplugd volgens ondergrond en wind.',
            },
          },
          {
            title: { fr: 'Sous-enduit armé', nl: 'Gewapende onderpleister' },
            text: {
              fr: 'Le treillis en fibre de verre noyé dans le sous-enduit reprend les tensions.',
              nl: 'Het glasvezelnet in de onderpleister neemt de spanningen op.',
            },
          },
          {
            title: { fr: 'Primaire et finition', nl: 'Grondlaag en afwerking' },
            text: {
              fr: 'Le primaire régule l’absorption ; l’enduit de finition protège et décore.',
              nl: 'De grondlaag regelt de zuiging; de sierpleister beschermt en decoreert.',
            },
          },
        ],
      ),
      imageCaption('picture-layers', {
        fr: 'Coupe d’un système Murelia : maçonnerie, colle, isolant chevillé, sous-enduit armé et finition.',
        nl: 'Doorsnede van een Murelia-systeem: metselwerk, lijm, geplugde isolatie, gewapende onderpleister en afwerking.',
      }),
      articleCards({ fr: 'Pour aller plus loin', nl: 'Meer weten' }, 'insulation', 3, 'homesBlog'),
      bannerTextCta(
        { fr: 'Votre façade, votre système', nl: 'Uw gevel, uw systeem' },
        {
          fr: 'Composez votre système dans le configurateur ou demandez directement un devis à un façadier.',
          nl: 'Stel uw systeem samen in de configurator of vraag meteen een offerte aan een gevelbezetter.',
        },
        ['configurator', 'quote'],
      ),
    ],
  },
  {
    key: 'guarantees',
    name: 'Garanties',
    title: { fr: 'Nos garanties', nl: 'Onze garanties' },
    description: {
      fr: 'Ce que garantit Murelia, ce que garantit votre entrepreneur, et comment agir en cas de problème.',
      nl: 'Wat Murelia waarborgt, wat uw aannemer waarborgt en wat u doet bij een probleem.',
    },
    metaTitle: { fr: 'Garanties Murelia : produits et systèmes', nl: 'Garanties van Murelia: producten en systemen' },
    metaDescription: {
      fr: 'Conformité des produits, garantie système de 10 ans sur l’isolation de façade et responsabilité de l’entrepreneur : nos garanties expliquées.',
      nl: 'Conformiteit van de producten, 10 jaar systeemgarantie op gevelisolatie en de aansprakelijkheid van de aannemer: onze garanties uitgelegd.',
    },
    hero: 'band-facade',
    content: {
      fr: [
        '## La conformité de chaque produit',
        'Chaque lot est contrôlé dans notre laboratoire avant de quitter l’usine. Nous garantissons que nos produits correspondent à leur fiche technique : composition, consommation, temps de séchage et performances.',
        '## Une garantie système de 10 ans',
        'Quand tous les composants d’un système d’isolation de façade viennent de Murelia et que la pose respecte nos prescriptions et l’agrément technique, nous garantissons la tenue de l’ensemble pendant 10 ans.',
        '## Et l’entrepreneur ?',
        'Votre entrepreneur répond de son travail : des vices cachés et, pendant dix ans, des défauts graves qui touchent la solidité du bâtiment. Gardez son offre, ses factures et les photos du chantier.',
      ],
      nl: [
        '## De conformiteit van elk product',
        'Elke batch wordt in ons labo gecontroleerd voor hij de fabriek verlaat. We garanderen dat onze producten overeenkomen met hun technische fiche: samenstelling, verbruik, droogtijd en prestaties.',
        '## 10 jaar systeemgarantie',
        'Wanneer alle componenten van een gevelisolatiesysteem van Murelia komen en de plaatsing onze voorschriften en de technische goedkeuring volgt, garanderen we het geheel gedurende 10 jaar.',
        '## En de aannemer?',
        'Uw aannemer is aansprakelijk voor zijn werk: voor verborgen gebreken en, gedurende tien jaar, voor ernstige gebreken die de stevigheid van het gebouw aantasten. Bewaar zijn offerte, zijn facturen en de foto’s van de werf.',
      ],
    },
    paragraphs: [
      stepsText(
        { fr: 'En cas de problème', nl: 'Bij een probleem' },
        null,
        [
          {
            title: { fr: 'Photographiez', nl: 'Fotografeer' },
            text: {
              fr: 'De près et de loin, avec la date, avant toute réparation.',
              nl: 'Van dichtbij en van ver, met de datum, vóór elke herstelling.',
            },
          },
          {
            title: { fr: 'Prévenez l’entrepreneur', nl: 'Verwittig de aannemer' },
            text: {
              fr: 'Il est votre premier interlocuteur et connaît le chantier.',
              nl: 'Hij is uw eerste aanspreekpunt en kent de werf.',
            },
          },
          {
            title: { fr: 'Nous examinons', nl: 'Wij onderzoeken' },
            text: {
              fr: 'Avec les numéros de lot, notre service technique analyse la situation, si besoin sur place.',
              nl: 'Met de lotnummers analyseert onze technische dienst de situatie, zo nodig ter plaatse.',
            },
          },
        ],
        'contact',
      ),
      faqCta({ fr: 'Questions fréquentes', nl: 'Veelgestelde vragen' }, 'PUBLIC_PROFILE', 3, 'faq'),
    ],
  },
  {
    key: 'sustainability',
    name: 'Durabilité',
    title: { fr: 'Durabilité', nl: 'Duurzaamheid' },
    description: {
      fr: 'Produire près des chantiers, économiser l’énergie des bâtiments et faire durer les façades.',
      nl: 'Dicht bij de werven produceren, energie besparen in gebouwen en gevels lang laten meegaan.',
    },
    metaTitle: { fr: 'Durabilité : nos engagements chez Murelia', nl: 'Duurzaamheid: onze engagementen bij Murelia' },
    metaDescription: {
      fr: 'Production belge, isolation qui réduit la consommation des maisons, enduits à la chaux et emballages recyclables : nos engagements.',
      nl: 'Belgische productie, isolatie die het verbruik van woningen verlaagt, kalkpleisters en recycleerbare verpakkingen: onze engagementen.',
    },
    hero: 'band-street-warm',
    content: {
      fr: [
        'Le bâtiment le plus durable est souvent celui qui existe déjà. Isoler et protéger une façade prolonge sa vie de plusieurs décennies et réduit fortement l’énergie nécessaire pour chauffer la maison.',
        '## Produire près de chez vous',
        'Nos enduits sont fabriqués à Nivelles avec des sables et des charges extraits pour la plupart à moins de 200 km. La plupart des livraisons se font en une journée.',
        '## Moins de déchets sur chantier',
        'Nos sacs en papier se recyclent avec les papiers et cartons, nos seaux avec les plastiques rigides. Les palettes consignées sont reprises par les négociants.',
      ],
      nl: [
        'Het duurzaamste gebouw is vaak het gebouw dat er al staat. Een gevel isoleren en beschermen verlengt zijn levensduur met tientallen jaren en verlaagt sterk de energie die nodig is om de woning te verwarmen.',
        '## Dicht bij u produceren',
        'Onze pleisters worden gemaakt in Nijvel met zand en vulstoffen die grotendeels op minder dan 200 km gewonnen worden. De meeste leveringen gebeuren binnen één dag.',
        '## Minder afval op de werf',
        'Onze papieren zakken gaan bij papier en karton, onze emmers bij het harde plastic. De statiegeldpaletten worden teruggenomen door de handelaars.',
      ],
    },
    paragraphs: [
      textImageCta(
        { fr: 'La chaux, un liant qui respire', nl: 'Kalk, een bindmiddel dat ademt' },
        {
          fr: [
            'Nos enduits à la chaux laissent sortir l’humidité des murs anciens et durcissent lentement en reprenant le gaz carbonique de l’air. Ils conviennent aux maçonneries de briques et de pierres, et vieillissent avec elles.',
          ],
          nl: [
            'Onze kalkpleisters laten het vocht uit oude muren ontsnappen en harden langzaam uit door koolzuurgas uit de lucht op te nemen. Ze passen bij metselwerk in baksteen en natuursteen, en verouderen mee.',
          ],
        },
        'picture-detail-lime',
        'right',
        ['colours'],
      ),
      articleCards({ fr: 'Isoler pour consommer moins', nl: 'Isoleren om minder te verbruiken' }, 'insulation', 3),
    ],
  },
  {
    key: 'partner',
    name: 'Devenir partenaire',
    title: { fr: 'Devenir partenaire Murelia', nl: 'Partner worden van Murelia' },
    description: {
      fr: 'Plafonneurs, façadiers et plaquistes : recevez des demandes de devis de votre région et profitez de nos services.',
      nl: 'Stukadoors, gevelbezetters en plaatsers: ontvang offerteaanvragen uit uw regio en maak gebruik van onze diensten.',
    },
    metaTitle: {
      fr: 'Devenir partenaire Murelia : services aux pros',
      nl: 'Partner worden van Murelia: diensten voor vakmensen',
    },
    metaDescription: {
      fr: 'Fiche entreprise, demandes de devis de particuliers, échantillons, configurateur et formations : ce que Murelia offre à ses partenaires.',
      nl: 'Bedrijfspagina, offerteaanvragen van particulieren, stalen, configurator en opleidingen: wat Murelia zijn partners biedt.',
    },
    hero: 'band-site',
    content: {
      fr: [
        'Le compte professionnel est gratuit. Il vous donne une fiche entreprise visible des particuliers, les demandes de devis de votre zone d’activité, la commande d’échantillons et de brochures, et le configurateur de façade avec vos projets enregistrés.',
        '## Ce que nous attendons de vous',
        'Un numéro d’entreprise actif, une assurance responsabilité civile professionnelle et l’envie de répondre aux demandes dans un délai raisonnable. Les fiches incomplètes ou inactives depuis longtemps sont masquées de la recherche.',
      ],
      nl: [
        'Het professionele account is gratis. U krijgt een bedrijfspagina die particulieren zien, de offerteaanvragen uit uw werkgebied, het bestellen van stalen en brochures, en de gevelconfigurator met uw bewaarde projecten.',
        '## Wat wij van u verwachten',
        'Een actief ondernemingsnummer, een beroepsaansprakelijkheidsverzekering en de wil om aanvragen binnen een redelijke termijn te beantwoorden. Onvolledige of lang inactieve bedrijfspagina’s worden uit de zoekresultaten gehaald.',
      ],
    },
    paragraphs: [
      stepsText(
        { fr: 'Rejoindre le réseau', nl: 'Aansluiten bij het netwerk' },
        null,
        [
          {
            title: { fr: 'Inscrivez-vous', nl: 'Schrijf u in' },
            text: {
              fr: 'Votre métier, votre numéro d’entreprise et votre zone d’activité.',
              nl: 'Uw vak, uw ondernemingsnummer en uw werkgebied.',
            },
          },
          {
            title: { fr: 'Présentez-vous', nl: 'Stel u voor' },
            text: {
              fr: 'Une description, une photo et vos réalisations les plus parlantes.',
              nl: 'Een beschrijving, een foto en uw sprekendste realisaties.',
            },
          },
          {
            title: { fr: 'Recevez des demandes', nl: 'Ontvang aanvragen' },
            text: {
              fr: 'Les particuliers de votre région vous contactent via la plateforme.',
              nl: 'Particulieren uit uw regio contacteren u via het platform.',
            },
          },
        ],
        'register',
      ),
      externalCards({ fr: 'Démarches utiles', nl: 'Nuttige stappen' }, [
        {
          image: 'picture-street',
          title: { fr: 'SPF Économie', nl: 'FOD Economie' },
          text: {
            fr: 'Numéro d’entreprise, accès à la profession et règles de la facturation.',
            nl: 'Ondernemingsnummer, toegang tot het beroep en regels voor de facturatie.',
          },
          url: { fr: 'https://economie.fgov.be/fr', nl: 'https://economie.fgov.be/nl' },
        },
        {
          image: 'picture-site',
          title: { fr: 'Portail belgium.be', nl: 'Portaal belgium.be' },
          text: {
            fr: 'Les informations officielles sur l’économie et l’emploi.',
            nl: 'De officiële informatie over economie en werk.',
          },
          url: { fr: 'https://www.belgium.be/fr/economie', nl: 'https://www.belgium.be/nl/economie' },
        },
      ]),
      bannerTextCta(
        { fr: 'Prêt à nous rejoindre ?', nl: 'Klaar om u aan te sluiten?' },
        {
          fr: 'L’inscription prend cinq minutes ; votre fiche est en ligne dès qu’elle est complète.',
          nl: 'De inschrijving duurt vijf minuten; uw bedrijfspagina staat online zodra ze volledig is.',
        },
        ['register'],
      ),
    ],
  },
  {
    key: 'legal',
    name: 'Mentions légales',
    title: { fr: 'Mentions légales', nl: 'Wettelijke vermeldingen' },
    description: {
      fr: 'Éditeur du site, hébergement et propriété intellectuelle.',
      nl: 'Uitgever van de site, hosting en intellectuele eigendom.',
    },
    metaTitle: { fr: 'Mentions légales', nl: 'Wettelijke vermeldingen' },
    metaDescription: {
      fr: 'Éditeur du site Murelia, hébergement, propriété intellectuelle et responsabilité quant aux informations publiées.',
      nl: 'Uitgever van de Murelia-site, hosting, intellectuele eigendom en aansprakelijkheid voor de gepubliceerde informatie.',
    },
    hero: 'band-street-cool',
    content: {
      fr: [
        '## Éditeur',
        'Murelia SA, rue de l’Industrie 12, 1400 Nivelles, Belgique. Numéro d’entreprise 0606.838.532.',
        '## Hébergement',
        'Le site et ses données sont hébergés dans l’Union européenne.',
        '## Propriété intellectuelle',
        'Les textes, photos et fiches techniques de ce site appartiennent à Murelia SA ; toute reproduction demande notre accord écrit.',
        '## Responsabilité',
        'Les conseils publiés sont donnés à titre général. Sur un chantier, les fiches techniques en vigueur et l’avis du professionnel qui voit le support priment.',
      ],
      nl: [
        '## Uitgever',
        'Murelia NV, Industriestraat 12, 1400 Nijvel, België. Ondernemingsnummer 0606.838.532.',
        '## Hosting',
        'De site en zijn gegevens worden gehost in de Europese Unie.',
        '## Intellectuele eigendom',
        'De teksten, foto’s en technische fiches op deze site zijn eigendom van Murelia NV; elke overname vereist onze schriftelijke toestemming.',
        '## Aansprakelijkheid',
        'De gepubliceerde tips zijn algemeen. Op een werf gelden de geldende technische fiches en het advies van de vakman die de ondergrond ziet.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'Nous joindre', nl: 'Ons bereiken' },
        {
          fr: ['Par courrier à l’adresse ci-dessus, ou via notre [formulaire de contact](/fr/contact).'],
          nl: ['Per post op het adres hierboven, of via ons [contactformulier](/nl/contact).'],
        },
      ),
    ],
  },
  {
    key: 'privacy',
    name: 'Vie privée',
    title: { fr: 'Vie privée', nl: 'Privacy' },
    description: {
      fr: 'Comment nous traitons vos données personnelles.',
      nl: 'Hoe wij uw persoonsgegevens verwerken.',
    },
    metaTitle: { fr: 'Vie privée et données personnelles', nl: 'Privacy en persoonsgegevens' },
    metaDescription: {
      fr: 'Quelles données Murelia collecte, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
      nl: 'Welke gegevens Murelia verzamelt, waarom, hoe lang we ze bewaren en hoe u uw rechten uitoefent.',
    },
    hero: 'band-interior',
    content: {
      fr: [
        'Nous utilisons vos données uniquement pour traiter vos demandes de devis, d’échantillons et de contact. Vous pouvez demander leur consultation ou leur suppression à privacy@murelia.be.',
        '## Ce que nous transmettons',
        'Une demande de devis est transmise aux seuls professionnels de votre région concernés par vos travaux. Nous ne vendons aucune donnée.',
        '## Mesure d’audience',
        'Les statistiques de visite ne sont activées qu’avec votre accord, que vous pouvez retirer à tout moment depuis le bas de chaque page.',
      ],
      nl: [
        'We gebruiken uw gegevens alleen om uw offerte-, staal- en contactaanvragen te behandelen. U kunt ze inkijken of laten verwijderen via privacy@murelia.be.',
        '## Wat we doorgeven',
        'Een offerteaanvraag gaat enkel naar de vakmensen uit uw regio die bij uw werken betrokken zijn. We verkopen geen gegevens.',
        '## Bezoekersstatistieken',
        'Bezoekersstatistieken worden enkel met uw toestemming ingeschakeld; u kunt die op elk moment intrekken onderaan elke pagina.',
      ],
    },
    paragraphs: [
      titleText(
        { fr: 'Vos droits', nl: 'Uw rechten' },
        {
          fr: [
            'Vous pouvez consulter, corriger ou effacer vos données, et vous opposer à leur traitement. Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l’Autorité de protection des données.',
          ],
          nl: [
            'U kunt uw gegevens inkijken, verbeteren of wissen, en u verzetten tegen de verwerking. Bent u niet tevreden met ons antwoord, dan kunt u terecht bij de Gegevensbeschermingsautoriteit.',
          ],
        },
      ),
    ],
  },
]

/**
 * Publishes the demo pages: creates those missing and completes those of the first demo databases (same French
 * slug, no hero image yet); pages that already have a hero are left as staff made them. Returns how many changed.
 */
export async function seedPages(payload: Payload, refs: Refs): Promise<number> {
  let changed = 0
  for (const seed of PAGE_SEEDS) {
    const slug = PAGE_SLUGS[seed.key]
    const { docs } = await payload.find({
      collection: 'pages',
      locale: 'fr',
      draft: true,
      where: { slug: { equals: slug.fr } },
      limit: 1,
      depth: 0,
      select: { heroImages: true },
    })
    const existing = docs[0]
    if (existing && (existing.heroImages ?? []).length > 0) continue
    await saveLocalized(
      payload,
      'pages',
      (l) => ({
        name: seed.name,
        title: tx(seed.title, l),
        slug: slug[l],
        description: tx(seed.description, l),
        metaTitle: tx(seed.metaTitle, l),
        metaDescription: tx(seed.metaDescription, l),
        content: rich(seed.content, l),
        heroImages: [refs.image(seed.hero)],
        paragraphs: buildBlocks(seed.paragraphs, l, refs),
        _status: 'published',
      }),
      existing?.id,
    )
    changed += 1
  }
  return changed
}
