import type { Payload } from 'payload'
import { PROFILES, type Profile } from '@/domain/profiles'
import type { Locale } from '@/i18n/routing'
import { seedContext } from './context'
import { type RichBlock, richText, typography } from './richtext'

type Localized = { fr: string; nl: string }
/** A paragraph (with `[label](/path)` links), or a bulleted list when it is an array. */
type Block = RichBlock
interface QuestionSeed {
  title: Localized
  answer: { fr: Block[]; nl: Block[] }
}
export interface FaqSeed {
  subject: Localized
  metaTitle: Localized
  metaDescription: Localized
  questions: QuestionSeed[]
}

/** Lexical rich text of an answer: paragraphs, bulleted lists and links, with the language's typography. */
export const answer = (blocks: Block[], locale: Locale) => richText(blocks, locale)

const q = (fr: string, nl: string, answers: { fr: Block[]; nl: Block[] }): QuestionSeed => ({
  title: { fr, nl },
  answer: answers,
})

/** Demo FAQs written for Murelia, one per profile, in French and Dutch (Belgian usage, formal "u"). */
export const FAQ_SEEDS: Record<Profile, FaqSeed> = {
  PUBLIC_PROFILE: {
    subject: {
      fr: 'Questions fréquentes sur Murelia et nos systèmes de façade',
      nl: 'Veelgestelde vragen over Murelia en onze gevelsystemen',
    },
    metaTitle: { fr: 'FAQ : enduits, isolation de façade et devis', nl: 'FAQ: pleisters, gevelisolatie en offertes' },
    metaDescription: {
      fr: 'Qui est Murelia, comment trouver un professionnel, demander un devis gratuit, choisir une teinte et entretenir votre façade : nos réponses.',
      nl: 'Wie is Murelia, hoe vindt u een vakman, vraagt u een gratis offerte aan, kiest u een kleur en onderhoudt u uw gevel: onze antwoorden.',
    },
    questions: [
      q('Que fabrique Murelia ?', 'Wat maakt Murelia?', {
        fr: [
          'Murelia conçoit et fabrique en Belgique des enduits de façade, des enduits intérieurs, des mortiers-colles et des systèmes complets d’isolation des façades par l’extérieur (ETICS). Tout sort de notre usine de Nivelles et est mis en œuvre par des plafonneurs, façadiers et plaquistes professionnels.',
          'Nous ne réalisons pas de travaux nous-mêmes : nous vous mettons en relation avec des entreprises qui connaissent nos produits.',
        ],
        nl: [
          'Murelia ontwikkelt en produceert in België gevelpleisters, binnenpleisters, lijmmortels en complete systemen voor buitengevelisolatie (ETICS). Alles komt uit onze fabriek in Nijvel en wordt verwerkt door professionele stukadoors, gevelbezetters en plaatsers van gipskartonplaten.',
          'Wij voeren zelf geen werken uit: we brengen u in contact met bedrijven die onze producten kennen.',
        ],
      }),
      q('Comment trouver un professionnel près de chez moi ?', 'Hoe vind ik een vakman in mijn buurt?', {
        fr: [
          'Utilisez notre [recherche de professionnels](/fr/recherche-pro) : choisissez votre province, le type de travaux (façade, plafonnage, plaques de plâtre) et, si vous le souhaitez, la taille du chantier. Chaque fiche d’entreprise présente ses réalisations, sa zone d’activité et ses coordonnées.',
          'Les entreprises listées sont indépendantes de Murelia : elles utilisent nos produits mais fixent elles-mêmes leurs prix et leurs délais.',
        ],
        nl: [
          'Gebruik onze [zoekfunctie voor vakmensen](/nl/pro-zoeken): kies uw provincie, het soort werk (gevel, pleisterwerk, gipskartonplaten) en eventueel de omvang van de werf. Elke bedrijfspagina toont realisaties, werkgebied en contactgegevens.',
          'De vermelde bedrijven zijn onafhankelijk van Murelia: ze werken met onze producten, maar bepalen zelf hun prijzen en planning.',
        ],
      }),
      q(
        'La demande de devis est-elle gratuite et sans engagement ?',
        'Is een offerteaanvraag gratis en vrijblijvend?',
        {
          fr: [
            'Oui. Le [formulaire de devis](/fr/devis) transmet votre projet aux professionnels concernés ; vous ne payez rien et n’êtes lié à aucune entreprise tant que vous n’avez pas signé son offre.',
            'Plus votre description est précise (adresse, surface approximative, photos, délai souhaité), plus les offres reçues seront fiables et faciles à comparer.',
          ],
          nl: [
            'Ja. Het [offerteformulier](/nl/prijsofferte) bezorgt uw project aan de betrokken vakmensen; u betaalt niets en u zit aan geen enkel bedrijf vast zolang u geen offerte ondertekent.',
            'Hoe nauwkeuriger uw beschrijving (adres, geschatte oppervlakte, foto’s, gewenste termijn), hoe betrouwbaarder en beter vergelijkbaar de offertes die u ontvangt.',
          ],
        },
      ),
      q('Puis-je voir les teintes avant de choisir ?', 'Kan ik de kleuren zien voordat ik kies?', {
        fr: [
          'Notre [nuancier en ligne](/fr/configurateur-couleurs-finitions) présente toutes les teintes et finitions. Une couleur à l’écran reste indicative : la lumière, le grain de la finition et la taille de la surface changent la perception.',
          'Les échantillons sont réservés aux professionnels : demandez à votre façadier ou à votre plafonneur de les commander pour vous, il pourra les appliquer sur votre mur.',
        ],
        nl: [
          'Onze [online kleurenwaaier](/nl/kleur-en-afwerkingsconfigurator) toont alle kleuren en afwerkingen. Een kleur op het scherm blijft een benadering: licht, korrel van de afwerking en de grootte van het vlak veranderen de indruk.',
          'Stalen zijn voorbehouden aan vakmensen: vraag uw gevelbezetter of stukadoor om ze voor u te bestellen; hij kan ze dan op uw muur aanbrengen.',
        ],
      }),
      q(
        'Quelle est la différence entre un enduit minéral et un enduit organique ?',
        'Wat is het verschil tussen een minerale en een organische pleister?',
        {
          fr: [
            'Un enduit minéral, à base de chaux et de ciment, est livré en poudre, laisse très bien passer la vapeur d’eau et convient aux bâtiments anciens. Un enduit organique ou à liant silicone est prêt à l’emploi, plus souple, plus hydrofuge et existe dans un plus grand choix de teintes vives.',
            'Sur une isolation par l’extérieur, votre professionnel choisit la finition selon le système, l’exposition de la façade et la teinte souhaitée.',
          ],
          nl: [
            'Een minerale pleister, op basis van kalk en cement, wordt als poeder geleverd, is zeer dampopen en past goed bij oudere gebouwen. Een organische pleister of siliconenharspleister is gebruiksklaar, soepeler, sterker waterafstotend en bestaat in meer heldere kleuren.',
            'Op buitengevelisolatie kiest uw vakman de afwerking volgens het systeem, de oriëntatie van de gevel en de gewenste kleur.',
          ],
        },
      ),
      q('Comment entretenir une façade enduite ?', 'Hoe onderhoud ik een bepleisterde gevel?', {
        fr: [
          'Inspectez-la une fois par an, de préférence au printemps : fissures, joints autour des fenêtres, gouttières et descentes d’eau qui débordent. Un nettoyage doux à l’eau claire et à la brosse souple suffit le plus souvent ; évitez le nettoyeur haute pression à courte distance, qui abîme la finition.',
          'Des traces vertes sur une façade exposée au nord se traitent avec un produit anti-mousse compatible avec les enduits, puis, si nécessaire, avec une peinture de rénovation.',
        ],
        nl: [
          'Kijk hem eens per jaar na, liefst in de lente: barsten, voegen rond ramen, dakgoten en regenpijpen die overlopen. Voorzichtig reinigen met zuiver water en een zachte borstel volstaat meestal; gebruik geen hogedrukreiniger van dichtbij, want die beschadigt de afwerking.',
          'Groene aanslag op een noordgevel behandelt u met een antimosmiddel dat geschikt is voor pleisters, en zo nodig daarna met een renovatieverf.',
        ],
      }),
      q('Qui contacter pour une autre question ?', 'Bij wie kan ik terecht met een andere vraag?', {
        fr: [
          'Écrivez-nous via la [page de contact](/fr/contact). Notre service technique répond en français et en néerlandais, en général sous deux jours ouvrables.',
        ],
        nl: [
          'Schrijf ons via de [contactpagina](/nl/contact). Onze technische dienst antwoordt in het Nederlands en in het Frans, meestal binnen twee werkdagen.',
        ],
      }),
    ],
  },

  INDIVIDUAL_PROFILE: {
    subject: {
      fr: 'Vos questions de propriétaire : devis, travaux et primes',
      nl: 'Uw vragen als eigenaar: offertes, werken en premies',
    },
    metaTitle: {
      fr: 'FAQ propriétaires : devis, primes et garanties',
      nl: 'FAQ voor eigenaars: offertes, premies en garanties',
    },
    metaDescription: {
      fr: 'Préparer une demande de devis, comparer les offres, TVA à 6 %, primes régionales, permis et garanties : l’essentiel avant vos travaux.',
      nl: 'Een offerteaanvraag voorbereiden, offertes vergelijken, 6 % btw, gewestelijke premies, vergunning en garanties: het belangrijkste vóór uw werken.',
    },
    questions: [
      q('Que dois-je indiquer dans ma demande de devis ?', 'Wat vermeld ik in mijn offerteaanvraag?', {
        fr: [
          'L’adresse du chantier, le type de travaux (rénovation ou construction neuve), une estimation de la surface en m², le délai souhaité et quelques photos de l’état actuel. Précisez aussi ce qui complique l’accès : façade à rue, jardin sans passage, hauteur, échafaudage sur le trottoir.',
          'Avec ces informations, le professionnel peut souvent chiffrer une première offre sans se déplacer, puis la confirmer après une visite.',
        ],
        nl: [
          'Het adres van de werf, het soort werk (renovatie of nieuwbouw), een schatting van de oppervlakte in m², de gewenste termijn en enkele foto’s van de huidige toestand. Vermeld ook wat de toegang bemoeilijkt: gevel aan de straatkant, tuin zonder doorgang, hoogte, stelling op het voetpad.',
          'Met die gegevens kan de vakman vaak al een eerste prijs geven zonder langs te komen, en die na een bezoek bevestigen.',
        ],
      }),
      q('Combien d’offres vais-je recevoir, et en combien de temps ?', 'Hoeveel offertes krijg ik, en hoe snel?', {
        fr: [
          'Votre demande est transmise aux professionnels qui travaillent dans votre région et pour ce type de travaux. La plupart répondent dans la semaine ; certains vous appellent d’abord pour fixer une visite. Nous vous conseillons de comparer au moins deux ou trois offres.',
        ],
        nl: [
          'Uw aanvraag gaat naar de vakmensen die in uw regio en voor dat soort werk actief zijn. De meesten reageren binnen de week; sommigen bellen eerst om een bezoek af te spreken. We raden aan minstens twee of drie offertes te vergelijken.',
        ],
      }),
      q('Comment comparer deux devis ?', 'Hoe vergelijk ik twee offertes?', {
        fr: [
          'Vérifiez d’abord que les offres décrivent la même chose :',
          [
            'la surface et les parties traitées (façades, retours, encadrements de fenêtres) ;',
            'le système exact : type et épaisseur d’isolant, sous-enduit armé, finition et grain ;',
            'la préparation du support, l’échafaudage et l’évacuation des déchets ;',
            'le délai d’exécution, les conditions de paiement et le taux de TVA appliqué.',
          ],
          'Un prix nettement plus bas cache souvent une préparation réduite ou un isolant plus mince.',
        ],
        nl: [
          'Controleer eerst of de offertes hetzelfde beschrijven:',
          [
            'de oppervlakte en de behandelde delen (gevels, dagkanten, omlijstingen van ramen);',
            'het exacte systeem: soort en dikte van de isolatie, gewapende onderpleister, afwerking en korrel;',
            'de voorbereiding van de ondergrond, de stelling en de afvoer van afval;',
            'de uitvoeringstermijn, de betalingsvoorwaarden en het toegepaste btw-tarief.',
          ],
          'Een veel lagere prijs betekent vaak minder voorbereiding of een dunnere isolatie.',
        ],
      }),
      q('Quel taux de TVA s’applique à mes travaux ?', 'Welk btw-tarief geldt voor mijn werken?', {
        fr: [
          'Pour la rénovation d’un logement privé dont la première occupation remonte à au moins dix ans, le taux réduit de 6 % s’applique, pour autant que l’entrepreneur facture directement le propriétaire ou l’occupant et que le bien reste principalement un logement privé. En construction neuve, le taux normal de 21 % est d’application, sauf régimes particuliers.',
          'Votre entrepreneur vous confirmera le taux qui correspond à votre situation.',
        ],
        nl: [
          'Voor de renovatie van een privéwoning die minstens tien jaar geleden voor het eerst in gebruik werd genomen, geldt het verlaagde tarief van 6 %, op voorwaarde dat de aannemer rechtstreeks aan de eigenaar of de bewoner factureert en de woning hoofdzakelijk als privéwoning blijft dienen. Voor nieuwbouw geldt het normale tarief van 21 %, behoudens bijzondere regelingen.',
          'Uw aannemer bevestigt welk tarief voor uw situatie geldt.',
        ],
      }),
      q('Existe-t-il des primes pour isoler ma façade ?', 'Bestaan er premies om mijn gevel te isoleren?', {
        fr: [
          'Oui, les trois Régions soutiennent l’isolation des murs par l’extérieur, mais les montants et les conditions changent régulièrement et dépendent souvent de vos revenus. Consultez avant de signer le site de votre Région (primes Habitation en Wallonie, Renolution à Bruxelles, Mijn VerbouwPremie en Flandre) : certaines primes exigent un audit préalable, un entrepreneur enregistré ou une résistance thermique minimale.',
          'Gardez les factures détaillées et les fiches techniques des produits : elles vous seront demandées.',
        ],
        nl: [
          'Ja, de drie gewesten steunen buitenmuurisolatie, maar bedragen en voorwaarden veranderen geregeld en hangen vaak af van uw inkomen. Raadpleeg vóór u tekent de website van uw gewest (Mijn VerbouwPremie in Vlaanderen, Renolution in Brussel, de primes Habitation in Wallonië): sommige premies vereisen een voorafgaande audit, een geregistreerde aannemer of een minimale warmteweerstand.',
          'Bewaar de gedetailleerde facturen en de technische fiches van de producten: die worden u gevraagd.',
        ],
      }),
      q(
        'Ai-je besoin d’un permis pour modifier ma façade ?',
        'Heb ik een vergunning nodig om mijn gevel te wijzigen?',
        {
          fr: [
            'Souvent, oui. Une isolation par l’extérieur épaissit le mur et change l’aspect du bâtiment ; un changement de teinte ou de matériau en façade à rue peut aussi demander un permis d’urbanisme, surtout pour un bien classé ou situé dans une zone protégée. Renseignez-vous auprès du service urbanisme de votre commune avant de commander les travaux.',
          ],
          nl: [
            'Vaak wel. Buitengevelisolatie maakt de muur dikker en verandert het uitzicht van het gebouw; ook een andere kleur of een ander materiaal aan de straatkant kan een omgevingsvergunning (in Brussel: een stedenbouwkundige vergunning) vereisen, zeker bij een beschermd gebouw of in een beschermd gebied. Informeer bij de bouwdienst van uw gemeente voordat u de werken bestelt.',
          ],
        },
      ),
      q('Quelles garanties ai-je après les travaux ?', 'Welke garanties heb ik na de werken?', {
        fr: [
          'L’entrepreneur répond de son travail : des vices cachés et, pendant dix ans, des défauts graves qui touchent la solidité du bâtiment (responsabilité décennale). Pour les logements, cette responsabilité doit être assurée lorsque l’intervention d’un architecte est obligatoire.',
          'Murelia garantit de son côté la conformité de ses produits à leurs fiches techniques. Conservez la facture, qui mentionne les produits utilisés.',
        ],
        nl: [
          'De aannemer staat in voor zijn werk: voor verborgen gebreken en, gedurende tien jaar, voor ernstige gebreken die de stevigheid van het gebouw aantasten (tienjarige aansprakelijkheid). Voor woningen moet die aansprakelijkheid verzekerd zijn wanneer de tussenkomst van een architect verplicht is.',
          'Murelia garandeert van haar kant dat haar producten overeenstemmen met hun technische fiches. Bewaar de factuur, waarop de gebruikte producten vermeld staan.',
        ],
      }),
    ],
  },

  INDIVIDUAL_FACADIER_PROFILE: {
    subject: {
      fr: 'Isoler et rénover votre façade : vos questions',
      nl: 'Uw gevel isoleren en renoveren: uw vragen',
    },
    metaTitle: { fr: 'FAQ isolation de façade par l’extérieur (ETICS)', nl: 'FAQ buitengevelisolatie (ETICS)' },
    metaDescription: {
      fr: 'Comment fonctionne l’isolation par l’extérieur, quelle épaisseur choisir, quand réaliser les travaux, quelles teintes éviter et combien de temps dure un chantier.',
      nl: 'Hoe buitengevelisolatie werkt, welke dikte u kiest, wanneer u de werken plant, welke kleuren u beter vermijdt en hoelang een werf duurt.',
    },
    questions: [
      q(
        'Qu’est-ce qu’un système d’isolation par l’extérieur (ETICS) ?',
        'Wat is een buitengevelisolatiesysteem (ETICS)?',
        {
          fr: [
            'C’est un ensemble de couches posées sur le mur existant :',
            [
              'des panneaux isolants collés et, selon le support et l’exposition au vent, chevillés ;',
              'un sous-enduit dans lequel est noyé un treillis en fibre de verre, qui répartit les tensions et évite les fissures ;',
              'un primaire, puis un enduit de finition qui donne la couleur et la texture.',
            ],
            'Chaque couche est prévue pour fonctionner avec les autres : c’est pourquoi nous recommandons un système complet d’un même fabricant.',
          ],
          nl: [
            'Het is een opbouw van lagen op de bestaande muur:',
            [
              'isolatieplaten die verlijmd worden en, afhankelijk van de ondergrond en de windbelasting, geplugd;',
              'een onderpleister met daarin een glasvezelnet, dat spanningen verdeelt en barsten voorkomt;',
              'een grondlaag en daarna een sierpleister die kleur en structuur geeft.',
            ],
            'Elke laag is afgestemd op de andere: daarom raden we een volledig systeem van één fabrikant aan.',
          ],
        },
      ),
      q('Quelle épaisseur d’isolant faut-il prévoir ?', 'Hoe dik moet de isolatie zijn?', {
        fr: [
          'Cela dépend de l’isolant et de l’objectif. Pour répondre aux exigences actuelles en rénovation, on pose couramment 12 à 20 cm de polystyrène graphité ou de laine de roche. Les primes fixent souvent une résistance thermique minimale : demandez au façadier la valeur R de l’isolant proposé et comparez-la aux conditions de votre Région.',
          'Pensez aussi aux conséquences : seuils de fenêtre à prolonger, débords de toiture, descentes d’eau à déplacer.',
        ],
        nl: [
          'Dat hangt af van het isolatiemateriaal en van het doel. Om aan de huidige eisen bij renovatie te voldoen, plaatst men doorgaans 12 tot 20 cm grafiet-EPS of steenwol. Premies leggen vaak een minimale warmteweerstand op: vraag de gevelbezetter naar de R-waarde van de voorgestelde isolatie en vergelijk die met de voorwaarden van uw gewest.',
          'Denk ook aan de gevolgen: vensterbanken die verlengd moeten worden, dakoversteken, regenpijpen die verplaatst moeten worden.',
        ],
      }),
      q('Quelle est la meilleure période pour les travaux ?', 'Wat is de beste periode voor de werken?', {
        fr: [
          'Du printemps au début de l’automne. Les produits se posent entre 5 °C et 30 °C, sur un support sec, sans pluie ni gel dans les jours qui suivent, à l’abri du plein soleil et du vent fort. En hiver, beaucoup de chantiers de façade s’arrêtent : demandez vos devis quelques mois à l’avance, les bons façadiers sont vite réservés.',
        ],
        nl: [
          'Van de lente tot het begin van de herfst. De producten worden verwerkt tussen 5 °C en 30 °C, op een droge ondergrond, zonder regen of vorst in de dagen erna en beschut tegen volle zon en harde wind. In de winter liggen veel gevelwerven stil: vraag uw offertes enkele maanden vooraf aan, goede gevelbezetters zijn snel volgeboekt.',
        ],
      }),
      q('Combien de temps durent les travaux ?', 'Hoelang duren de werken?', {
        fr: [
          'Pour une maison mitoyenne avec une façade avant et une façade arrière, comptez en général deux à quatre semaines, échafaudage compris. Le séchage impose des pauses : le sous-enduit armé doit sécher plusieurs jours avant la finition, et la météo peut allonger le chantier.',
        ],
        nl: [
          'Voor een rijwoning met een voor- en een achtergevel rekent u meestal op twee tot vier weken, stelling inbegrepen. Het drogen vraagt pauzes: de gewapende onderpleister moet enkele dagen drogen voor de afwerking, en het weer kan de werf verlengen.',
        ],
      }),
      q('Puis-je choisir n’importe quelle couleur ?', 'Kan ik eender welke kleur kiezen?', {
        fr: [
          'Presque. Sur une façade isolée, les teintes très foncées chauffent fortement au soleil et créent des tensions dans l’enduit. Nous déconseillons sur un système isolant les teintes dont l’indice de luminosité est inférieur à 20, sauf finitions prévues pour cela.',
          'Votre façadier vous indiquera les teintes compatibles ; le [nuancier](/fr/configurateur-couleurs-finitions) donne l’indice de luminosité de chaque teinte.',
        ],
        nl: [
          'Bijna. Op een geïsoleerde gevel warmen heel donkere kleuren sterk op in de zon en veroorzaken ze spanningen in de pleister. Op een isolatiesysteem raden we kleuren met een lichtheidswaarde onder 20 af, tenzij de afwerking daarvoor ontworpen is.',
          'Uw gevelbezetter zegt u welke kleuren passen; de [kleurenwaaier](/nl/kleur-en-afwerkingsconfigurator) toont de lichtheidswaarde van elke kleur.',
        ],
      }),
      q(
        'Mon mur doit-il être en bon état avant l’isolation ?',
        'Moet mijn muur in goede staat zijn vóór de isolatie?',
        {
          fr: [
            'Il doit être sain, sec et assez solide pour porter la colle. Le façadier vérifie l’adhérence de l’ancienne peinture ou du crépi et repère les fissures et l’humidité ascensionnelle. Un mur humide doit être traité d’abord : isoler par-dessus un problème d’humidité le déplace sans le résoudre.',
          ],
          nl: [
            'Hij moet gezond, droog en stevig genoeg zijn om de lijm te dragen. De gevelbezetter controleert de hechting van de oude verf of crepi en spoort barsten en opstijgend vocht op. Een vochtige muur moet eerst behandeld worden: wie over een vochtprobleem heen isoleert, verplaatst het zonder het op te lossen.',
          ],
        },
      ),
      q(
        'Comment trouver un façadier qui connaît vos systèmes ?',
        'Hoe vind ik een gevelbezetter die uw systemen kent?',
        {
          fr: [
            'Cherchez les spécialistes de la façade dans notre [recherche de professionnels](/fr/recherche-pro) ou envoyez directement une [demande de devis](/fr/devis). Les entreprises y présentent leurs réalisations : regardez des chantiers comparables au vôtre et demandez des références à visiter.',
          ],
          nl: [
            'Zoek gevelbezetters via onze [zoekfunctie voor vakmensen](/nl/pro-zoeken) of stuur meteen een [offerteaanvraag](/nl/prijsofferte). De bedrijven tonen er hun realisaties: bekijk werven die op de uwe lijken en vraag naar referenties die u kunt bezoeken.',
          ],
        },
      ),
    ],
  },

  INDIVIDUAL_PLAFONNEUR_PROFILE: {
    subject: { fr: 'Plafonnage et enduits intérieurs : vos questions', nl: 'Pleisterwerk binnen: uw vragen' },
    metaTitle: {
      fr: 'FAQ plafonnage : séchage, peinture et préparation',
      nl: 'FAQ pleisterwerk: drogen, schilderen en voorbereiding',
    },
    metaDescription: {
      fr: 'Combien de temps sèche un plafonnage, quand peindre, quel enduit pour une salle de bain et comment préparer la maison avant l’arrivée du plafonneur.',
      nl: 'Hoelang pleisterwerk droogt, wanneer u mag schilderen, welke pleister in een badkamer past en hoe u het huis voorbereidt voor de stukadoor komt.',
    },
    questions: [
      q('Combien de temps faut-il laisser sécher un plafonnage ?', 'Hoelang moet pleisterwerk drogen?', {
        fr: [
          'À titre indicatif, un enduit au plâtre sèche d’environ un millimètre par jour dans une pièce chauffée et bien aérée, soit une à trois semaines pour un plafonnage courant d’un centimètre. En hiver, dans une construction neuve encore humide ou dans une pièce peu ventilée, comptez davantage.',
          'Le plafonnage est sec lorsqu’il a pris une teinte claire et uniforme, sans taches plus sombres.',
        ],
        nl: [
          'Als richtwaarde droogt gipspleister ongeveer een millimeter per dag in een verwarmde, goed verluchte ruimte, dus een tot drie weken voor een gewone pleisterlaag van een centimeter. In de winter, in een nieuwbouw die nog vochtig is of in een slecht verluchte ruimte duurt het langer.',
          'Het pleisterwerk is droog wanneer het een lichte, egale kleur heeft, zonder donkere vlekken.',
        ],
      }),
      q('Puis-je accélérer le séchage en chauffant fort ?', 'Mag ik het drogen versnellen door hard te stoken?', {
        fr: [
          'Non : un séchage trop rapide provoque des fissures et une surface qui poudre. Chauffez modérément, ouvrez les fenêtres plusieurs fois par jour pour évacuer l’humidité et évitez les déshumidificateurs puissants les premiers jours.',
        ],
        nl: [
          'Nee: te snel drogen veroorzaakt barsten en een poederig oppervlak. Verwarm matig, zet de ramen meermaals per dag open om het vocht af te voeren en vermijd krachtige ontvochtigers in de eerste dagen.',
        ],
      }),
      q('Quand et comment peindre un mur plafonné ?', 'Wanneer en hoe schilder ik een gepleisterde muur?', {
        fr: [
          'Une fois le plafonnage entièrement sec, appliquez d’abord un fond fixateur pour plâtre, qui régularise l’absorption, puis deux couches de peinture murale. Peindre trop tôt enferme l’humidité : la peinture cloque ou se décolle. Le même fond est recommandé avant de poser du papier peint.',
        ],
        nl: [
          'Zodra het pleisterwerk volledig droog is, brengt u eerst een voorstrijkmiddel voor gips aan, dat de zuiging gelijkmatig maakt, en daarna twee lagen muurverf. Te vroeg schilderen sluit het vocht in: de verf gaat blazen of loslaten. Ook vóór het behangen is dezelfde grondlaag aangeraden.',
        ],
      }),
      q('Quel enduit convient à une salle de bain ?', 'Welke pleister past in een badkamer?', {
        fr: [
          'Un plâtre classique convient aux murs d’une salle de bain bien ventilée, en dehors des zones exposées aux projections d’eau. Derrière la douche et autour de la baignoire, on utilise un enduit à base de ciment ou de chaux-ciment, puis une étanchéité sous le carrelage. Votre plafonneur vous conseillera selon l’usage de la pièce.',
        ],
        nl: [
          'Gewone gipspleister is geschikt voor de muren van een goed verluchte badkamer, buiten de zones waar water op spat. Achter de douche en rond het bad gebruikt men een pleister op basis van cement of kalk-cement, met daarna een waterdichting onder de tegels. Uw stukadoor adviseert u volgens het gebruik van de ruimte.',
        ],
      }),
      q(
        'Comment préparer la maison avant l’arrivée du plafonneur ?',
        'Hoe bereid ik het huis voor op de komst van de stukadoor?',
        {
          fr: [
            'Videz les pièces ou regroupez les meubles au centre sous une bâche, retirez cadres, rideaux et caches des prises, et prévoyez un accès à l’eau et à l’électricité.',
            'Les châssis, les tuyaux et les gaines électriques doivent être posés avant le plafonnage : tout ce qui vient après oblige à rouvrir le mur.',
          ],
          nl: [
            'Maak de ruimtes leeg of zet de meubels samen in het midden onder een dekzeil, haal kaders, gordijnen en afdekplaatjes van stopcontacten weg en zorg voor water en elektriciteit.',
            'Schrijnwerk, leidingen en elektrische buizen moeten geplaatst zijn vóór het pleisterwerk: alles wat later komt, betekent de muur opnieuw openmaken.',
          ],
        },
      ),
      q('Quelle finition choisir : lisse ou structurée ?', 'Welke afwerking kies ik: glad of gestructureerd?', {
        fr: [
          'Un plafonnage lisse, prêt à peindre, est le choix le plus courant dans les pièces de vie. Un enduit décoratif structuré ou teinté dans la masse masque mieux les petits défauts du mur et ne demande pas de peinture, mais une réparation s’y voit davantage. Demandez à voir un échantillon appliqué avant de décider.',
        ],
        nl: [
          'Glad pleisterwerk, klaar om te schilderen, is de gangbaarste keuze in leefruimtes. Een gestructureerde of in de massa gekleurde sierpleister verbergt kleine oneffenheden beter en hoeft niet geschilderd te worden, maar een herstelling valt er sneller op. Vraag een aangebracht staal te zien voor u beslist.',
        ],
      }),
      q(
        'Pourquoi voit-on parfois des fissures après quelques mois ?',
        'Waarom verschijnen er soms barstjes na enkele maanden?',
        {
          fr: [
            'De fines fissures apparaissent souvent à la jonction de matériaux différents (blocs et béton, mur et plafond) ou quand un bâtiment neuf se tasse. Elles sont en général sans gravité : attendez la fin de la première saison de chauffe, puis faites-les reboucher avant de repeindre. Des fissures larges ou qui s’allongent doivent être examinées par un professionnel.',
          ],
          nl: [
            'Fijne barstjes ontstaan vaak op de overgang tussen verschillende materialen (snelbouwsteen en beton, muur en plafond) of wanneer een nieuwbouw zich zet. Meestal zijn ze niet ernstig: wacht tot na het eerste stookseizoen en laat ze dan dichten voor u opnieuw schildert. Brede of groeiende barsten laat u best door een vakman bekijken.',
          ],
        },
      ),
    ],
  },

  INDIVIDUAL_PLASTERBOARDER_PROFILE: {
    subject: { fr: 'Cloisons et plaques de plâtre : vos questions', nl: 'Wanden en gipskartonplaten: uw vragen' },
    metaTitle: {
      fr: 'FAQ plaques de plâtre : cloisons, plafonds et finitions',
      nl: 'FAQ gipskarton: wanden, plafonds en afwerking',
    },
    metaDescription: {
      fr: 'Plaques de plâtre ou plafonnage, plaques hydrofuges et coupe-feu, isolation acoustique, charges lourdes et niveaux de finition des joints expliqués.',
      nl: 'Gipskarton of pleisterwerk, vochtwerende en brandwerende platen, geluidsisolatie, zware lasten en afwerkingsniveaus van de voegen uitgelegd.',
    },
    questions: [
      q('Plaques de plâtre ou plafonnage : que choisir ?', 'Gipskartonplaten of pleisterwerk: wat kies ik?', {
        fr: [
          'Les plaques de plâtre se posent à sec, rapidement, et permettent de créer des cloisons, de redresser des murs irréguliers ou d’intégrer une isolation. Le plafonnage convient mieux aux murs maçonnés en bon état et donne une surface très dure. En rénovation, on combine souvent les deux : plaques pour les nouvelles cloisons et les plafonds, plafonnage sur les murs existants.',
        ],
        nl: [
          'Gipskartonplaten worden droog en snel geplaatst en laten toe wanden te bouwen, scheve muren recht te zetten of isolatie in te werken. Pleisterwerk past beter op gemetselde muren in goede staat en geeft een zeer hard oppervlak. Bij renovatie combineert men vaak beide: platen voor nieuwe wanden en plafonds, pleisterwerk op de bestaande muren.',
        ],
      }),
      q('Quelles plaques pour une salle de bain ou une cuisine ?', 'Welke platen in een badkamer of keuken?', {
        fr: [
          'Dans les pièces humides, on pose des plaques hydrofuges (type H, souvent vertes) ; dans les zones de douche, elles reçoivent une étanchéité liquide et des bandes d’angle avant le carrelage. Pour un local technique ou une séparation coupe-feu, il faut des plaques renforcées (type F) et un montage certifié.',
        ],
        nl: [
          'In vochtige ruimtes plaatst men vochtwerende platen (type H, vaak groen); in douchezones krijgen ze een vloeibare waterdichting en hoekbanden vóór de tegels. Voor een technische ruimte of een brandwerende scheiding zijn versterkte platen (type F) en een gecertificeerde opbouw nodig.',
        ],
      }),
      q('Une cloison en plaques isole-t-elle du bruit ?', 'Houdt een gipskartonwand geluid tegen?', {
        fr: [
          'Oui, si elle est conçue pour cela : une ossature métallique désolidarisée du sol et des murs par une bande résiliente, de la laine minérale dans le vide et, si nécessaire, deux plaques de chaque côté. Une cloison simple sans isolant laisse passer les voix. Précisez vos attentes dans la demande de devis (chambre, bureau, salle de jeux).',
        ],
        nl: [
          'Ja, als hij daarvoor ontworpen is: een metalen regelwerk dat met een akoestische band van vloer en muren ontkoppeld is, minerale wol in de spouw en zo nodig twee platen aan elke kant. Een enkele wand zonder isolatie laat stemmen door. Vermeld wat u verwacht in uw offerteaanvraag (slaapkamer, bureau, speelkamer).',
        ],
      }),
      q(
        'Puis-je accrocher des charges lourdes sur une cloison ?',
        'Kan ik zware dingen aan een gipskartonwand hangen?',
        {
          fr: [
            'Des cadres et de petites étagères tiennent avec des chevilles spéciales pour plaques de plâtre. Pour un meuble suspendu, un lavabo, un radiateur ou une télévision, il faut un renfort (latte en bois ou profilé métallique) intégré à l’ossature au moment de la pose : signalez-le au plaquiste avant qu’il ne ferme la cloison.',
          ],
          nl: [
            'Kaders en kleine rekken houden met speciale pluggen voor gipskarton. Voor een hangkast, een lavabo, een radiator of een televisie is een versteviging nodig (houten lat of metalen profiel) die bij de plaatsing in het regelwerk wordt voorzien: meld het aan de plaatser voordat hij de wand sluit.',
          ],
        },
      ),
      q('Que signifient les niveaux de finition des joints ?', 'Wat betekenen de afwerkingsniveaus van de voegen?', {
        fr: [
          'On parle souvent des niveaux Q1 à Q4 :',
          [
            'Q1 : joints remplis et bande posée, suffisant sous un carrelage ;',
            'Q2 : joints lissés, pour une peinture mate ou un revêtement mural épais ;',
            'Q3 : joints élargis et surface lissée, pour une peinture fine ;',
            'Q4 : surface entièrement enduite, pour une peinture satinée ou un mur sous lumière rasante.',
          ],
          'Le niveau doit figurer dans le devis : il change le prix comme le résultat.',
        ],
        nl: [
          'Men spreekt vaak van de niveaus Q1 tot Q4:',
          [
            'Q1: voegen gevuld en band geplaatst, voldoende onder tegels;',
            'Q2: voegen glad afgewerkt, voor matte verf of een dikke wandbekleding;',
            'Q3: verbrede voegen en gladgemaakt oppervlak, voor fijne verf;',
            'Q4: volledig overgeplamuurd oppervlak, voor satijnverf of een muur onder strijklicht.',
          ],
          'Het niveau hoort in de offerte te staan: het verandert zowel de prijs als het resultaat.',
        ],
      }),
      q('Combien de temps faut-il attendre avant de peindre ?', 'Hoelang moet ik wachten voor ik schilder?', {
        fr: [
          'L’enduit de jointoiement sèche en 24 à 48 heures selon l’épaisseur, la température et la ventilation. Après un léger ponçage, appliquez une couche de fond pour plaques de plâtre : elle égalise l’absorption du carton et de l’enduit, et évite que les joints se voient sous la peinture.',
        ],
        nl: [
          'Voegmiddel droogt in 24 tot 48 uur, afhankelijk van de dikte, de temperatuur en de verluchting. Na licht schuren brengt u een grondlaag voor gipskarton aan: die maakt de zuiging van karton en voegmiddel gelijk, zodat de voegen niet door de verf heen te zien zijn.',
        ],
      }),
      q('Comment trouver un plaquiste pour mon projet ?', 'Hoe vind ik een plaatser voor mijn project?', {
        fr: [
          'Lancez une [demande de devis](/fr/devis) pour des travaux de plaques de plâtre, ou parcourez les entreprises de votre province dans la [recherche de professionnels](/fr/recherche-pro). Joignez un plan ou un croquis coté : cloisons, plafonds et hauteur sous plafond suffisent pour une première estimation.',
        ],
        nl: [
          'Start een [offerteaanvraag](/nl/prijsofferte) voor werken met gipskartonplaten, of bekijk de bedrijven in uw provincie via de [zoekfunctie voor vakmensen](/nl/pro-zoeken). Voeg een plan of een schets met maten toe: wanden, plafonds en plafondhoogte volstaan voor een eerste raming.',
        ],
      }),
    ],
  },

  PROFESSIONAL_FACADIER_PROFILE: {
    subject: {
      fr: 'Espace façadiers : systèmes, mise en œuvre et services',
      nl: 'Voor gevelbezetters: systemen, verwerking en diensten',
    },
    metaTitle: {
      fr: 'FAQ façadiers : systèmes ETICS Murelia et services pro',
      nl: 'FAQ gevelbezetters: ETICS-systemen van Murelia en pro-diensten',
    },
    metaDescription: {
      fr: 'Composants et agréments des systèmes Murelia, conditions de pose, temps de séchage, consommations, échantillons, garantie système et demandes de devis reçues.',
      nl: 'Componenten en goedkeuringen van de Murelia-systemen, verwerkingsvoorwaarden, droogtijden, verbruik, stalen, systeemgarantie en ontvangen offerteaanvragen.',
    },
    questions: [
      q('Quels composants forment un système Murelia ?', 'Uit welke componenten bestaat een Murelia-systeem?', {
        fr: [
          'Un système comprend un mortier-colle, un isolant (polystyrène expansé blanc ou graphité, laine de roche ou fibre de bois), des chevilles adaptées au support, un sous-enduit d’armature avec son treillis en fibre de verre, un primaire et une finition minérale, silicate ou silicone. Les profilés de départ, d’angle et de raccord complètent l’ensemble.',
          'Les combinaisons validées et leurs agréments techniques (ATG) figurent dans les fiches systèmes : ne mélangez pas les composants de fabricants différents si vous voulez conserver la garantie système.',
        ],
        nl: [
          'Een systeem bestaat uit een lijmmortel, een isolatieplaat (wit of grafiet-EPS, steenwol of houtvezel), pluggen aangepast aan de ondergrond, een wapeningsmortel met glasvezelnet, een grondlaag en een minerale, silicaat- of siliconenafwerking. Start-, hoek- en aansluitprofielen vervolledigen het geheel.',
          'De goedgekeurde combinaties en hun technische goedkeuringen (ATG) staan in de systeemfiches: meng geen componenten van verschillende fabrikanten als u de systeemgarantie wilt behouden.',
        ],
      }),
      q('Dans quelles conditions appliquer les produits ?', 'In welke omstandigheden verwerkt u de producten?', {
        fr: [
          'Entre 5 °C et 30 °C, pour l’air comme pour le support, jusqu’au séchage complet. Pas d’application sous la pluie, en plein soleil, par vent fort ni quand du gel est annoncé dans les 24 heures. Protégez les façades fraîches avec des bâches d’échafaudage : une finition lessivée par une averse avant d’avoir pris doit être refaite.',
        ],
        nl: [
          'Tussen 5 °C en 30 °C, zowel voor de lucht als voor de ondergrond, tot de volledige droging. Niet verwerken in de regen, in volle zon, bij harde wind of wanneer vorst voorspeld is binnen 24 uur. Bescherm verse gevels met stellingzeilen: een afwerking die door een bui wordt uitgespoeld voor ze uitgehard is, moet opnieuw.',
        ],
      }),
      q('Quels temps de séchage respecter entre les couches ?', 'Welke droogtijden gelden tussen de lagen?', {
        fr: [
          'À 20 °C et 65 % d’humidité relative :',
          [
            'mortier-colle : au moins 24 heures avant le chevillage et le ponçage des panneaux ;',
            'sous-enduit armé : 3 à 7 jours selon l’épaisseur avant le primaire ;',
            'primaire : 12 à 24 heures avant la finition ;',
            'finition : résistante à la pluie après 24 à 48 heures, sèche à cœur après plusieurs jours.',
          ],
          'Par temps froid ou humide, ces délais s’allongent nettement ; les fiches techniques font foi.',
        ],
        nl: [
          'Bij 20 °C en 65 % relatieve vochtigheid:',
          [
            'lijmmortel: minstens 24 uur voor het pluggen en schuren van de platen;',
            'gewapende onderpleister: 3 tot 7 dagen, afhankelijk van de dikte, voor de grondlaag;',
            'grondlaag: 12 tot 24 uur voor de afwerking;',
            'afwerking: regenbestendig na 24 tot 48 uur, volledig droog na enkele dagen.',
          ],
          'Bij koud of vochtig weer lopen die termijnen flink op; de technische fiches zijn bepalend.',
        ],
      }),
      q('Quelle quantité de produit prévoir par m² ?', 'Hoeveel product reken ik per m²?', {
        fr: [
          'Comptez à titre indicatif 4 à 5 kg/m² de mortier-colle, 4 à 6 kg/m² de sous-enduit armé et 2,5 à 4 kg/m² de finition selon le grain (1,5 à 3 mm).',
          'Notre [configurateur de façade](/fr/configurateur-facade) calcule les quantités produit par produit à partir des dimensions de vos façades et de leurs ouvertures, et prépare la liste de commande.',
        ],
        nl: [
          'Reken als richtwaarde op 4 tot 5 kg/m² lijmmortel, 4 tot 6 kg/m² gewapende onderpleister en 2,5 tot 4 kg/m² afwerking, afhankelijk van de korrel (1,5 tot 3 mm).',
          'Onze [gevelconfigurator](/nl/gevelconfigurator) berekent de hoeveelheden per product op basis van de afmetingen van uw gevels en hun openingen, en stelt de bestellijst op.',
        ],
      }),
      q('Comment commander des échantillons ou des brochures ?', 'Hoe bestel ik stalen of brochures?', {
        fr: [
          'Connecté à votre compte professionnel, ouvrez le [nuancier](/fr/configurateur-couleurs-finitions), choisissez jusqu’à trois finitions et demandez soit un échantillon de produit (1 l ou 2,5 kg), soit une brochure A5 avec les teintes. L’envoi part en général sous trois jours ouvrables.',
          'Appliquez l’échantillon sur le support réel, à l’abri de la pluie, et faites valider la teinte par votre client une fois sèche.',
        ],
        nl: [
          'Meld u aan met uw professionele account, open de [kleurenwaaier](/nl/kleur-en-afwerkingsconfigurator), kies tot drie afwerkingen en vraag een productstaal (1 l of 2,5 kg) of een A5-brochure met de kleuren aan. De zending vertrekt meestal binnen drie werkdagen.',
          'Breng het staal aan op de echte ondergrond, beschut tegen regen, en laat de kleur goedkeuren door uw klant zodra ze droog is.',
        ],
      }),
      q('Quelle garantie offrez-vous sur vos systèmes ?', 'Welke garantie geeft u op uw systemen?', {
        fr: [
          'Lorsque tous les composants proviennent de Murelia et que la pose respecte nos prescriptions et l’agrément technique, nous accordons une garantie système de 10 ans sur la tenue de l’ensemble.',
          'Conservez les bons de livraison et les numéros de lot, et photographiez les étapes qui seront cachées (collage, chevillage, armature) : cela facilite le traitement d’une éventuelle réclamation.',
        ],
        nl: [
          'Wanneer alle componenten van Murelia komen en de plaatsing onze voorschriften en de technische goedkeuring volgt, geven we een systeemgarantie van 10 jaar op het geheel.',
          'Bewaar de leveringsbonnen en lotnummers, en fotografeer de stappen die later verborgen zijn (verlijmen, pluggen, wapening): dat vergemakkelijkt de behandeling van een eventuele klacht.',
        ],
      }),
      q(
        'Comment recevoir des demandes de devis de particuliers ?',
        'Hoe ontvang ik offerteaanvragen van particulieren?',
        {
          fr: [
            'Créez votre compte professionnel, complétez la fiche de votre entreprise (zone d’activité, types de chantiers, photos) et ajoutez vos réalisations. Les demandes des particuliers de votre région arrivent dans votre [tableau de bord](/fr/tableau-de-bord), où vous suivez leur statut : nouvelle, en cours, terminée.',
          ],
          nl: [
            'Maak uw professionele account aan, vul de pagina van uw bedrijf aan (werkgebied, soorten werven, foto’s) en voeg uw realisaties toe. De aanvragen van particulieren uit uw regio komen binnen in uw [dashboard](/nl/dashboard), waar u hun status opvolgt: nieuw, in behandeling, afgerond.',
          ],
        },
      ),
    ],
  },

  PROFESSIONAL_PLAFONNEUR_PROFILE: {
    subject: {
      fr: 'Espace plafonneurs : produits, mise en œuvre et services',
      nl: 'Voor stukadoors: producten, verwerking en diensten',
    },
    metaTitle: {
      fr: 'FAQ plafonneurs : enduits Murelia, pose et services',
      nl: 'FAQ stukadoors: Murelia-pleisters, verwerking en diensten',
    },
    metaDescription: {
      fr: 'Enduits machine ou manuels, préparation des supports, épaisseurs, stockage des sacs, séchage, échantillons et demandes de devis : les réponses pour les plafonneurs.',
      nl: 'Machine- of handpleister, voorbereiding van de ondergrond, diktes, opslag van zakken, drogen, stalen en offerteaanvragen: de antwoorden voor stukadoors.',
    },
    questions: [
      q('Enduit projeté à la machine ou appliqué à la main ?', 'Machinepleister of handpleister?', {
        fr: [
          'Nos enduits machine sont formulés pour les machines à plâtre courantes à pompe à vis et conviennent aux grandes surfaces : une équipe de deux ou trois personnes dépasse aisément 100 m² par jour. Les enduits manuels, à prise plus lente, sont plus confortables pour les petites surfaces, les réparations et les chantiers où la machine ne peut pas être installée.',
        ],
        nl: [
          'Onze machinepleisters zijn ontwikkeld voor de gangbare pleistermachines met wormpomp en passen bij grote oppervlakten: een ploeg van twee à drie mensen haalt vlot meer dan 100 m² per dag. Handpleisters, met een tragere binding, zijn handiger voor kleine oppervlakten, herstellingen en werven waar geen machine kan staan.',
        ],
      }),
      q(
        'Comment préparer un support en béton ou très absorbant ?',
        'Hoe bereid ik een betonnen of sterk zuigende ondergrond voor?',
        {
          fr: [
            'Un béton lisse reçoit d’abord un primaire d’accrochage chargé de sable quartzeux, à laisser sécher avant le plafonnage. Sur des blocs très absorbants (béton cellulaire, briques sèches), un primaire régulateur évite que l’enduit sèche trop vite et farine. Dépoussiérez toujours le support et éliminez les restes d’huile de décoffrage.',
          ],
          nl: [
            'Glad beton krijgt eerst een hechtprimer met kwartszand, die moet drogen voor het pleisteren. Op sterk zuigende blokken (cellenbeton, droge bakstenen) voorkomt een regulerende voorstrijk dat de pleister te snel droogt en gaat zanden. Maak de ondergrond altijd stofvrij en verwijder resten van ontkistingsolie.',
          ],
        },
      ),
      q('Quelle épaisseur appliquer en une passe ?', 'Welke dikte brengt u in één laag aan?', {
        fr: [
          'Nos plâtres de projection s’appliquent entre 8 et 20 mm en une passe ; au-delà, travaillez en deux couches, la première griffée, ou posez un treillis. Pour les finitions minces et le lissage, utilisez notre enduit de finition, de 1 à 3 mm.',
        ],
        nl: [
          'Onze machinegipsen worden aangebracht tussen 8 en 20 mm in één laag; daarboven werkt u in twee lagen, de eerste opgeruwd, of plaatst u een wapeningsnet. Voor dunne afwerkingen en gladmaken gebruikt u onze afwerkpleister, van 1 tot 3 mm.',
        ],
      }),
      q('Comment stocker les sacs d’enduit ?', 'Hoe bewaart u de zakken pleister?', {
        fr: [
          'Au sec, sur palette et hors du sol, à l’abri du gel et de l’humidité ; refermez soigneusement un sac entamé. Nos enduits en poudre se conservent six mois dans leur emballage d’origine fermé. La date de fabrication figure sur chaque sac : au-delà, le temps de prise peut changer.',
        ],
        nl: [
          'Droog, op een pallet en los van de grond, beschermd tegen vorst en vocht; sluit een aangebroken zak zorgvuldig. Onze poederpleisters blijven zes maanden goed in hun gesloten originele verpakking. De productiedatum staat op elke zak: daarna kan de bindingstijd veranderen.',
        ],
      }),
      q('Que conseiller au client pour le séchage ?', 'Wat raadt u de klant aan voor het drogen?', {
        fr: [
          'Expliquez-lui qu’il faut compter environ un millimètre par jour dans une pièce chauffée et ventilée, qu’il doit aérer plusieurs fois par jour et ne pas chauffer fort les premiers jours. Donnez-lui une date indicative pour la peinture et rappelez qu’un fond fixateur est nécessaire avant la première couche.',
        ],
        nl: [
          'Leg uit dat het ongeveer een millimeter per dag duurt in een verwarmde en verluchte ruimte, dat hij meermaals per dag moet verluchten en de eerste dagen niet hard mag stoken. Geef een richtdatum voor het schilderen en herinner eraan dat een voorstrijkmiddel nodig is vóór de eerste laag verf.',
        ],
      }),
      q('Comment commander des échantillons pour un client ?', 'Hoe bestelt u stalen voor een klant?', {
        fr: [
          'Depuis votre compte professionnel, ouvrez le [nuancier](/fr/configurateur-couleurs-finitions) et choisissez jusqu’à trois finitions par demande : échantillon de produit (1 l ou 2,5 kg) ou brochure A5. Les particuliers ne peuvent pas commander eux-mêmes : ils passent par leur professionnel, ce qui vous permet de présenter la teinte sur leur mur.',
        ],
        nl: [
          'Open vanuit uw professionele account de [kleurenwaaier](/nl/kleur-en-afwerkingsconfigurator) en kies tot drie afwerkingen per aanvraag: productstaal (1 l of 2,5 kg) of A5-brochure. Particulieren kunnen zelf niet bestellen: ze gaan via hun vakman, zodat u de kleur op hun muur kunt tonen.',
        ],
      }),
      q('Comment mettre mon entreprise en valeur sur le site ?', 'Hoe zet ik mijn bedrijf in de kijker op de site?', {
        fr: [
          'Complétez votre fiche entreprise avec une description, vos coordonnées, votre zone d’activité et une photo soignée, puis ajoutez des réalisations avec photos et produits utilisés. Les particuliers qui cherchent un plafonneur dans votre province vous trouvent dans la [recherche de professionnels](/fr/recherche-pro), et leurs demandes de devis arrivent dans votre [tableau de bord](/fr/tableau-de-bord).',
        ],
        nl: [
          'Vul uw bedrijfspagina aan met een beschrijving, uw gegevens, uw werkgebied en een verzorgde foto, en voeg realisaties toe met foto’s en de gebruikte producten. Particulieren die in uw provincie een stukadoor zoeken, vinden u via de [zoekfunctie voor vakmensen](/nl/pro-zoeken), en hun offerteaanvragen komen in uw [dashboard](/nl/dashboard).',
        ],
      }),
    ],
  },

  PROFESSIONAL_PLASTERBOARDER_PROFILE: {
    subject: {
      fr: 'Espace plaquistes : enduits de jointoiement et services',
      nl: 'Voor plaatsers van gipskarton: voegmiddelen en diensten',
    },
    metaTitle: {
      fr: 'FAQ plaquistes : joints, finitions et services pro',
      nl: 'FAQ plaatsers: voegen, afwerking en pro-diensten',
    },
    metaDescription: {
      fr: 'Enduit en poudre ou prêt à l’emploi, bande papier ou fibre de verre, finition Q4, séchage, consommations et demandes de devis : les réponses pour les plaquistes.',
      nl: 'Poedervoegmiddel of kant-en-klaar, papier- of glasvezelband, Q4-afwerking, droging, verbruik en offerteaanvragen: de antwoorden voor plaatsers.',
    },
    questions: [
      q('Enduit de jointoiement en poudre ou prêt à l’emploi ?', 'Voegmiddel in poeder of kant-en-klaar?', {
        fr: [
          'L’enduit en poudre à prise rapide durcit chimiquement : il permet de remplir et de recouvrir dans la même journée et limite le retrait, idéal pour la première passe et les réparations. L’enduit prêt à l’emploi sèche par évaporation, se ponce très facilement et convient aux passes de finition et au ratissage complet.',
        ],
        nl: [
          'Snelbindend poedervoegmiddel hardt chemisch uit: u kunt op één dag vullen en afwerken, met weinig krimp, ideaal voor de eerste laag en voor herstellingen. Kant-en-klaar voegmiddel droogt door verdamping, is heel makkelijk te schuren en past bij de afwerklagen en het volledig overplamuren.',
        ],
      }),
      q('Bande papier ou bande en fibre de verre ?', 'Papierband of glasvezelband?', {
        fr: [
          'La bande papier, noyée dans l’enduit, donne les joints les plus résistants à la fissuration, surtout dans les angles rentrants et sur les bords amincis. La bande autocollante en fibre de verre se pose plus vite, mais s’utilise de préférence avec un enduit à prise, qui compense sa moindre rigidité.',
        ],
        nl: [
          'Papierband, ingebed in het voegmiddel, geeft de meest barstvaste voegen, zeker in binnenhoeken en op afgeschuinde kanten. Zelfklevende glasvezelband gaat sneller, maar gebruikt u bij voorkeur met een bindend voegmiddel, dat de geringere stijfheid compenseert.',
        ],
      }),
      q('Comment obtenir une finition Q4 sans reprises ?', 'Hoe bereikt u een Q4-afwerking zonder aanzetten?', {
        fr: [
          'Sur des joints Q3 bien secs, appliquez notre enduit de lissage prêt à l’emploi sur toute la surface, en couche mince et régulière, au couteau large ou à la machine airless, puis poncez légèrement au grain 180 à 220 sous une lampe rasante. Un primaire adapté avant la peinture évite les différences de brillance entre carton et enduit.',
        ],
        nl: [
          'Breng op goed droge Q3-voegen onze kant-en-klare afwerkpasta over het hele oppervlak aan, in een dunne, gelijkmatige laag met een breed mes of een airless spuitmachine, en schuur daarna licht met korrel 180 tot 220 onder strijklicht. Een aangepaste grondlaag vóór het schilderen voorkomt glansverschillen tussen karton en voegmiddel.',
        ],
      }),
      q('Combien de temps attendre entre deux passes ?', 'Hoelang wacht u tussen twee lagen?', {
        fr: [
          'L’enduit à prise rapide se recouvre dès sa prise, entre 45 minutes et 3 heures selon la version. L’enduit prêt à l’emploi demande 12 à 24 heures par passe à 20 °C, davantage par temps humide ou en forte épaisseur. Ne chauffez pas brutalement un chantier froid : la condensation fait gonfler le carton.',
        ],
        nl: [
          'Snelbindend voegmiddel is overwerkbaar zodra het gebonden is, na 45 minuten tot 3 uur naargelang de versie. Kant-en-klaar voegmiddel vraagt 12 tot 24 uur per laag bij 20 °C, langer bij vochtig weer of in een dikke laag. Verwarm een koude werf niet plots: condensatie doet het karton zwellen.',
        ],
      }),
      q('Quelle quantité d’enduit prévoir ?', 'Hoeveel voegmiddel rekent u?', {
        fr: [
          'Pour des joints Q2 sur plaques à bords amincis, comptez environ 0,3 à 0,4 kg de poudre par m² de cloison et par face. Un ratissage Q4 ajoute environ 1 kg/m² d’enduit prêt à l’emploi. Les fiches techniques détaillent les consommations par type de plaque.',
        ],
        nl: [
          'Voor Q2-voegen op platen met afgeschuinde kanten rekent u op ongeveer 0,3 à 0,4 kg poeder per m² wand en per zijde. Een Q4-afwerking vraagt ongeveer 1 kg/m² kant-en-klare pasta extra. De technische fiches geven het verbruik per type plaat.',
        ],
      }),
      q(
        'Vos enduits conviennent-ils aux plaques hydrofuges ?',
        'Zijn uw voegmiddelen geschikt voor vochtwerende platen?',
        {
          fr: [
            'Oui pour les joints, dans les pièces humides hors projections d’eau. Dans les zones de douche, les joints sont ensuite couverts par un système d’étanchéité liquide avec bandes d’angle avant le carrelage : l’enduit de jointoiement seul ne rend pas la paroi étanche.',
          ],
          nl: [
            'Ja voor de voegen, in vochtige ruimtes buiten de spatzones. In douchezones worden de voegen daarna afgedekt met een vloeibaar waterdichtingssysteem met hoekbanden vóór het betegelen: het voegmiddel alleen maakt de wand niet waterdicht.',
          ],
        },
      ),
      q('Comment recevoir des chantiers via Murelia ?', 'Hoe krijgt u werven via Murelia?', {
        fr: [
          'Créez votre compte professionnel, indiquez les cloisons et plafonds en plaques de plâtre parmi vos types de travaux, complétez votre fiche entreprise et votre zone d’activité, et publiez quelques réalisations. Les demandes de devis de particuliers de votre région pour des cloisons, plafonds ou doublages arrivent dans votre [tableau de bord](/fr/tableau-de-bord).',
        ],
        nl: [
          'Maak uw professionele account aan, duid wanden en plafonds in gipskarton aan bij uw soorten werken, vul uw bedrijfspagina en uw werkgebied aan en publiceer enkele realisaties. Offerteaanvragen van particulieren uit uw regio voor wanden, plafonds of voorzetwanden komen in uw [dashboard](/nl/dashboard).',
        ],
      }),
    ],
  },
}

/** Publishes the demo FAQ of every profile that has none yet (both languages); returns how many it created. */
export async function seedFaqs(payload: Payload): Promise<number> {
  let created = 0
  for (const profile of PROFILES) {
    const { totalDocs } = await payload.count({ collection: 'faqs', where: { userProfile: { equals: profile } } })
    if (totalDocs > 0) continue
    const seed = FAQ_SEEDS[profile]
    const localized = (l: Locale) => ({
      subject: typography(seed.subject[l], l),
      metaTitle: typography(seed.metaTitle[l], l),
      metaDescription: typography(seed.metaDescription[l], l),
    })
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'fr',
      data: {
        userProfile: profile,
        ...localized('fr'),
        questions: seed.questions.map((s) => ({
          title: typography(s.title.fr, 'fr'),
          answer: answer(s.answer.fr, 'fr'),
        })),
        _status: 'published',
      },
      context: seedContext(),
    })
    // The question rows exist once; the Dutch update fills their Dutch fields by row id.
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'nl',
      data: {
        ...localized('nl'),
        questions: seed.questions.map((s, i) => ({
          id: doc.questions?.[i]?.id,
          title: typography(s.title.nl, 'nl'),
          answer: answer(s.answer.nl, 'nl'),
        })),
        _status: 'published',
      },
      context: seedContext(),
    })
    created += 1
  }
  return created
}
