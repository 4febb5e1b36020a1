/**
 * The site search bench's corpus and queries (scripts/bench-search.ts), from a seeded generator so that SQLite and
 * PostgreSQL index the same documents, each in French and in Dutch, shaped as the service's sources build them:
 * - pages, articles and FAQ questions: a title and a text of 100–400 words on a few topics of a facade vocabulary
 *   amid everyday words (src/services/search/sources.ts);
 * - the catalogue: finishes (kind product: name; code, category, ranges) with their charts of shades (kind shade:
 *   code and range; finish, range, collection), and the configurator's products (name; code)
 *   (src/services/search/catalogue.ts);
 * - professionals: company name; city, postcode, work categories, regions, trades
 *   (src/services/search/professionals.ts), at real Belgian localities;
 * and the queries a visitor types.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compactCode, SUGGESTIONS_MAX, SUGGESTIONS_PER_KIND } from '../../src/domain/search-query'
import type { SearchDocument, SearchKind, SearchOwner } from '../../src/services/search/types'

export const LOCALES = ['fr', 'nl'] as const
export type BenchLocale = (typeof LOCALES)[number]

/** Content documents of each language (CONTENT_PER_LOCALE × 2 in all), by kind. */
const PAGES = 600
const ARTICLES = 3_000
/** FAQs of 8 questions: 2,400 questions. */
const FAQS = 300
const FAQ_QUESTIONS = 8
/** Finishes, each with its chart of shades (5 ranges of 5): 100 products and 2,500 shades. */
const COATINGS = 100
const RANGE_SHADES = 5
/** The configurator's products. */
const PRODUCTS = 1_400
export const CONTENT_PER_LOCALE = PAGES + ARTICLES + FAQS * FAQ_QUESTIONS + COATINGS * (1 + 5 * RANGE_SHADES) + PRODUCTS
/** Professionals: each gives one document in French and one in Dutch. */
export const PROFESSIONALS = 10_000

// ---------------------------------------------------------------------------------------------------------------
// A seeded generator (mulberry32): the same corpus on every run and in both databases

export function generator(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T
/** A Zipf-like pick: the first words of a list come up far more often than the last, as in real text. */
const zipf = <T>(random: Random, xs: readonly T[]): T => xs[Math.floor(xs.length * random() ** 2.2)] as T
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1))
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
/** A list written as one string, its items separated by `|` (a long list stays a few lines). */
const list = (s: string) => s.split('|').map((x) => x.trim())
/** The same as sources.ts's listText: parts once each, joined with a middle dot. */
const listText = (parts: Array<string | undefined>) => [...new Set(parts.filter(Boolean))].join(' · ')

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: the facade's nouns (most frequent first) and everyday ones, with their article; adjectives, verbs

interface Vocabulary {
  nouns: string[]
  everyday: string[]
  adjectives: string[]
  everydayAdjectives: string[]
  verbs: string[]
  everydayVerbs: string[]
  links: string[]
  sentences: Array<(w: Words) => string>
  pageTitles: Array<(w: Words) => string>
  articleTitles: Array<(w: Words) => string>
  questions: Array<(w: Words) => string>
}

interface Words {
  /** A noun with its article: mostly the document's topics, else any. */
  n: () => string
  /** A topic noun without its article. */
  topic: () => string
  /** An everyday noun with its article. */
  e: () => string
  a: () => string
  v: () => string
  ev: () => string
  l: () => string
  num: () => number
  city: () => string
}

const FR: Vocabulary = {
  nouns: list(`la façade|l'enduit|l'isolation|le crépi|la chaux|le plâtre|le silicone|le mortier|la peinture|le support|
    le mur|l'humidité|la rénovation|le panneau isolant|la laine de roche|le polystyrène|le treillis|l'armature|le primaire|
    la sous-couche|la finition|le grain|la teinte|la couleur|le pignon|le soubassement|l'appui de fenêtre|le linteau|
    l'angle|le profilé|la cheville|la colle|le joint|la fissure|la condensation|le pont thermique|le chantier|
    le plafonneur|le façadier|l'entrepreneur|le devis|la prime|le subside|la performance énergétique|
    la perméabilité à la vapeur|la pluie|le gel|la salissure|la mousse|le nettoyage|l'hydrofuge|le ravalement|la brique|
    le béton|le bloc|la maçonnerie|le bardage|le bois|la pierre|la taloche|la projection|la machine à projeter|
    l'épaisseur|la surface|le séchage|la température|l'entretien|la garantie|l'agrément technique|la norme|le ciment|
    la résine|le liant|la charge|l'échafaudage|la bâche|le ragréage|le rejointoiement|la corniche|le seuil|la toiture|
    la gouttière|le châssis|la menuiserie|le cimentage|le décroûtage|la plaque de plâtre`),
  everyday: list(`la maison|le bâtiment|le projet|le client|le travail|la qualité|le temps|l'année|le prix|le conseil|
    la solution|le produit|le système|le matériau|la technique|l'étape|la question|le résultat|l'aspect|la durée|
    le confort|l'énergie|la chaleur|le froid|la lumière|l'eau|l'air|le bruit|la sécurité|le budget|le rendez-vous|
    la visite|l'équipe|l'expérience|le savoir-faire|la région|la ville|le quartier|la rue|le jardin|la porte|l'escalier|
    la pièce|le salon|la cuisine|la chambre|le grenier|la cave|le garage|le voisin|la commune|le permis|l'architecte|
    le propriétaire|le locataire|la famille|l'immeuble|la fermette|la villa|l'appartement|la maison de rangée|le style|
    l'époque|le patrimoine|l'environnement|la nature|le climat|la saison|le printemps|l'automne|la semaine|le mois|
    le jour|le matin|le détail|le choix|l'avis|la demande|l'offre|la facture|le délai|la livraison|le stock|l'outil|
    le seau|la brosse|le rouleau|l'éponge|la règle|le niveau|le fil|la méthode|la recette|le dosage|le mélange|
    la consommation|le rendement|le kilo|le sac|la palette|le transport|le service`),
  adjectives: list(`minéral|organique|acrylique|siliconé|hydraulique|naturel|blanc|gris|lisse|ruisselé|gratté|fin|épais|
    isolant|thermique|acoustique|respirant|imperméable|durable|écologique|extérieur|intérieur|ancien|neuf|résistant|
    souple|teinté|prêt à l'emploi|fibré|allégé|traditionnel|frotté|taloché`),
  everydayAdjectives: list(`bon|grand|petit|nouveau|simple|complet|facile|clair|propre|solide|important|possible|
    nécessaire|idéal|moderne|classique|régulier|précis|économique|local|professionnel|personnel|premier|dernier|joli|
    chaud|froid|sec|humide|rapide`),
  verbs: list(`protège|isole|recouvre|laisse respirer|résiste à|sèche sur|adhère à|renforce|décore|limite|améliore|
    réduit|prolonge|accompagne|remplace|complète|prépare|stabilise`),
  everydayVerbs: list('prévoit|choisit|vérifie|organise|explique|propose|montre|calcule|demande|conseille'),
  links: list('sur|avec|pour|sous|contre|après|avant|derrière|autour de'),
  sentences: [
    (w) => `${capital(w.n())} ${w.a()} ${w.v()} ${w.n()} ${w.l()} ${w.e()}.`,
    (w) => `${capital(w.l())} ${w.n()} ${w.a()}, ${w.n()} ${w.v()} ${w.e()} ${w.a()}.`,
    (w) => `Pour ${w.n()} ${w.a()}, nous conseillons ${w.n()} ${w.a()} et ${w.e()}.`,
    (w) => `Comptez ${w.num()} mm d'épaisseur pour ${w.n()} ${w.a()} ${w.l()} ${w.e()}.`,
    (w) => `Notre équipe ${w.ev()} ${w.e()} ${w.a()} avec ${w.e()} et ${w.n()}.`,
    (w) => `À ${w.city()}, ${w.e()} ${w.a()} ${w.ev()} ${w.e()} depuis ${w.num()} ans.`,
    (w) => `Il faut laisser sécher ${w.n()} ${w.num()} jours avant ${w.e()}.`,
    (w) => `${capital(w.e())} ${w.a()} dépend surtout de ${w.e()} et de ${w.n()}.`,
    (w) => `${capital(w.n())} et ${w.e()} forment un système ${w.a()} qui ${w.v()} ${w.n()}.`,
    (w) => `Le client ${w.ev()} ${w.e()} ${w.a()} avant ${w.e()} ${w.l()} ${w.e()}.`,
  ],
  pageTitles: [
    (w) => `${capital(w.topic())} ${w.a()}`,
    (w) => `${capital(w.topic())} et ${w.topic()}`,
    (w) => `Nos solutions : ${w.topic()} ${w.a()}`,
  ],
  articleTitles: [
    (w) => `Comment choisir ${w.n()} ${w.a()} ?`,
    (w) => `${capital(w.topic())} ${w.a()} : ${w.num()} conseils`,
    (w) => `Rénovation à ${w.city()} : ${w.topic()} ${w.a()}`,
    (w) => `${capital(w.topic())} ou ${w.topic()} : que choisir ?`,
    (w) => `Chantier du mois : ${w.topic()} ${w.a()} à ${w.city()}`,
  ],
  questions: [
    (w) => `Quel ${w.topic()} choisir pour ${w.n()} ${w.a()} ?`,
    (w) => `Combien de temps sèche ${w.n()} ${w.a()} ?`,
    (w) => `Faut-il traiter ${w.n()} avant ${w.n()} ?`,
    (w) => `Peut-on poser ${w.n()} ${w.l()} ${w.e()} ?`,
    (w) => `${capital(w.n())} ${w.a()} convient-il à ${w.e()} ?`,
  ],
}

const NL: Vocabulary = {
  nouns: list(`de gevel|de pleister|de isolatie|de crepi|de kalk|het gips|de silicone|de mortel|de verf|de ondergrond|
    de muur|het vocht|de renovatie|de isolatieplaat|de steenwol|het polystyreen|het wapeningsnet|de wapening|de primer|
    de grondlaag|de afwerking|de korrel|de tint|de kleur|de puntgevel|de plint|de vensterbank|de latei|de hoek|
    het profiel|de plug|de lijm|de voeg|de barst|de condensatie|de koudebrug|de werf|de stukadoor|de gevelbezetter|
    de aannemer|de offerte|de premie|de subsidie|de energieprestatie|de dampdoorlatendheid|de regen|de vorst|
    de vervuiling|het mos|de gevelreiniging|het waterafstotend middel|de gevelrenovatie|de baksteen|het beton|de blok|
    het metselwerk|de gevelbekleding|het hout|de natuursteen|de spaan|het spuitwerk|de spuitmachine|de dikte|
    het oppervlak|de droogtijd|de temperatuur|het onderhoud|de garantie|de technische goedkeuring|de norm|het cement|
    de hars|het bindmiddel|de vulstof|de stelling|het dekzeil|de egalisatie|het voegwerk|de kroonlijst|de dorpel|
    het dak|de dakgoot|het raamkozijn|het schrijnwerk|de kalkpleister|de buitengevelisolatie|de gipsplaat`),
  everyday: list(`het huis|het gebouw|het project|de klant|het werk|de kwaliteit|de tijd|het jaar|de prijs|het advies|
    de oplossing|het product|het systeem|het materiaal|de techniek|de stap|de vraag|het resultaat|het uitzicht|de duur|
    het comfort|de energie|de warmte|de kou|het licht|het water|de lucht|het lawaai|de veiligheid|het budget|
    de afspraak|het bezoek|het team|de ervaring|het vakmanschap|de regio|de stad|de wijk|de straat|de tuin|de deur|
    de trap|de kamer|de woonkamer|de keuken|de slaapkamer|de zolder|de kelder|de garage|de buur|de gemeente|
    de vergunning|de architect|de eigenaar|de huurder|het gezin|het appartementsgebouw|de hoeve|de villa|
    het appartement|de rijwoning|de stijl|het tijdperk|het erfgoed|het milieu|de natuur|het klimaat|het seizoen|
    de lente|de herfst|de week|de maand|de dag|de ochtend|het detail|de keuze|de mening|de aanvraag|het aanbod|
    de factuur|de termijn|de levering|de voorraad|het gereedschap|de emmer|de borstel|de roller|de spons|de rei|
    de waterpas|de draad|de methode|het recept|de dosering|het mengsel|het verbruik|het rendement|de kilo|de zak|
    het pallet|het transport|de service`),
  adjectives: list(`minerale|organische|acryl|hydraulische|natuurlijke|witte|grijze|gladde|fijne|grove|isolerende|
    thermische|akoestische|dampopen|waterdichte|duurzame|ecologische|buitenste|binnenste|oude|nieuwe|sterke|soepele|
    gekleurde|gebruiksklare|vezelversterkte|lichte|traditionele|geschuurde|gefinste`),
  everydayAdjectives: list(`goede|grote|kleine|nieuwe|eenvoudige|volledige|makkelijke|heldere|propere|stevige|
    belangrijke|mogelijke|nodige|ideale|moderne|klassieke|regelmatige|precieze|zuinige|lokale|professionele|
    persoonlijke|eerste|laatste|mooie|warme|koude|droge|vochtige|snelle`),
  verbs: list(`beschermt|isoleert|bedekt|laat ademen|weerstaat|droogt op|hecht op|versterkt|verfraait|beperkt|verbetert|
    vermindert|verlengt|vervangt|vervolledigt|bereidt voor|stabiliseert`),
  everydayVerbs: list('voorziet|kiest|controleert|organiseert|legt uit|stelt voor|toont|berekent|vraagt|adviseert'),
  links: list('op|met|voor|onder|tegen|na|achter|rond'),
  sentences: [
    (w) => `${capital(w.n())} ${w.v()} ${w.n()} ${w.l()} ${w.e()}.`,
    (w) => `${capital(w.l())} ${w.n()} ${w.v()} ${w.e()} de ${w.a()} ${w.topic()}.`,
    (w) => `Voor een ${w.a()} ${w.topic()} raden we ${w.n()} en ${w.e()} aan.`,
    (w) => `Reken op ${w.num()} mm dikte voor ${w.n()} ${w.l()} ${w.e()}.`,
    (w) => `Ons team ${w.ev()} ${w.e()} met ${w.e()} en ${w.n()}.`,
    (w) => `In ${w.city()} ${w.ev()} ${w.e()} al ${w.num()} jaar ${w.e()}.`,
    (w) => `Laat ${w.n()} ${w.num()} dagen drogen voor ${w.e()}.`,
    (w) => `${capital(w.e())} hangt vooral af van ${w.e()} en ${w.n()}.`,
    (w) => `${capital(w.n())} en ${w.e()} vormen een ${w.a()} systeem dat ${w.n()} ${w.v()}.`,
    (w) => `De klant ${w.ev()} ${w.e()} voor ${w.e()} ${w.l()} ${w.e()}.`,
  ],
  pageTitles: [
    (w) => `${capital(w.a())} ${w.topic()}`,
    (w) => `${capital(w.topic())} en ${w.topic()}`,
    (w) => `Onze oplossingen: ${w.a()} ${w.topic()}`,
  ],
  articleTitles: [
    (w) => `Hoe kiest u ${w.n()}?`,
    (w) => `${capital(w.a())} ${w.topic()}: ${w.num()} tips`,
    (w) => `Renovatie in ${w.city()}: ${w.a()} ${w.topic()}`,
    (w) => `${capital(w.topic())} of ${w.topic()}: wat kiezen?`,
    (w) => `Werf van de maand: ${w.a()} ${w.topic()} in ${w.city()}`,
  ],
  questions: [
    (w) => `Welke ${w.topic()} kiest u voor ${w.n()}?`,
    (w) => `Hoe lang droogt ${w.n()}?`,
    (w) => `Moet ${w.n()} behandeld worden voor ${w.n()}?`,
    (w) => `Kan ${w.n()} ${w.l()} ${w.e()} geplaatst worden?`,
    (w) => `Is ${w.a()} ${w.topic()} geschikt voor ${w.e()}?`,
  ],
}

const VOCABULARY: Record<BenchLocale, Vocabulary> = { fr: FR, nl: NL }

/** A noun without its article ("la façade" → "façade", "het vocht" → "vocht"). */
const bare = (noun: string) => noun.replace(/^(la |le |les |l'|de |het )/, '')

// ---------------------------------------------------------------------------------------------------------------
// The catalogue's and the directory's words, as the collections hold them: [French, Dutch]

type Pair = readonly [fr: string, nl: string]

/** Finishes: a base, a texture and a grain make the name; the base gives the code, category and subtitle. */
const BASES: Array<{ code: string; shade: string; name: Pair; category: Pair; subtitle: Pair }> = [
  {
    code: 'MIN',
    shade: 'M',
    name: ['Enduit minéral', 'Minerale pleister'],
    category: ['Enduits minéraux', 'Minerale pleisters'],
    subtitle: ['Respirant, aspect mat naturel', 'Dampopen, natuurlijk mat uitzicht'],
  },
  {
    code: 'SIL',
    shade: 'S',
    name: ['Enduit silicone', 'Siliconenpleister'],
    category: ['Enduits silicone', 'Siliconenpleisters'],
    subtitle: ['Hydrofuge, reste propre', 'Waterafstotend, blijft proper'],
  },
  {
    code: 'ACR',
    shade: 'A',
    name: ['Enduit acrylique', 'Acrylpleister'],
    category: ['Enduits acryliques', 'Acrylpleisters'],
    subtitle: ['Souple, couleurs vives', 'Soepel, heldere kleuren'],
  },
  {
    code: 'SLK',
    shade: 'K',
    name: ['Enduit silicate', 'Silicaatpleister'],
    category: ['Enduits silicate', 'Silicaatpleisters'],
    subtitle: ['Minéral et durable', 'Mineraal en duurzaam'],
  },
  {
    code: 'CHX',
    shade: 'C',
    name: ['Enduit à la chaux', 'Kalkpleister'],
    category: ['Enduits à la chaux', 'Kalkpleisters'],
    subtitle: ['Pour le bâti ancien', 'Voor oude gebouwen'],
  },
]
const TEXTURES: Array<{ code: string; name: Pair }> = [
  { code: 'F', name: ['frotté', 'geschuurd'] },
  { code: 'T', name: ['taloché', 'gefinst'] },
  { code: 'R', name: ['ruisselé', 'met groeven'] },
  { code: 'G', name: ['gratté', 'gekrabd'] },
]
const GRAINS = ['1', '1,5', '2', '3']
const RANGES: Array<{ code: string; name: Pair }> = [
  { code: 'BL', name: ['Blancs et crèmes', 'Wit- en crèmetinten'] },
  { code: 'OC', name: ['Ocres et sables', 'Oker- en zandtinten'] },
  { code: 'TE', name: ['Terres cuites', 'Aardetinten'] },
  { code: 'GR', name: ['Gris et ardoises', 'Grijs- en leitinten'] },
  { code: 'VB', name: ['Verts et bleus', 'Groen- en blauwtinten'] },
]
const COLLECTIONS: Pair[] = [
  ['Collection Murelia', 'Murelia-collectie'],
  ['Collection Calcéa', 'Calcéa-collectie'],
  ['Nuancier RAL', 'RAL-kleurenkaart'],
]
/** The RAL classic ranges a chart borrows from. */
const RAL_RANGES: Array<[number, number]> = [
  [1000, 1037],
  [2000, 2013],
  [3000, 3033],
  [5000, 5026],
  [6000, 6039],
  [7000, 7048],
  [8000, 8029],
  [9001, 9023],
]
/** The configurator's products: a family's code and name, and its sizes. */
const FAMILIES: Array<{ code: string; name: Pair; unit: string }> = [
  { code: 'EPS', name: ['Panneau isolant EPS', 'Isolatieplaat EPS'], unit: 'mm' },
  { code: 'XPS', name: ['Panneau isolant XPS', 'Isolatieplaat XPS'], unit: 'mm' },
  { code: 'LR', name: ['Panneau en laine de roche', 'Steenwolplaat'], unit: 'mm' },
  { code: 'PU', name: ['Panneau polyuréthane', 'PUR-plaat'], unit: 'mm' },
  { code: 'FB', name: ['Panneau en fibre de bois', 'Houtvezelplaat'], unit: 'mm' },
  { code: 'CH', name: ['Cheville à frapper', 'Slagplug'], unit: 'mm' },
  { code: 'CM', name: ['Mortier colle', 'Lijmmortel'], unit: 'kg' },
  { code: 'PR', name: ["Primaire d'accrochage", 'Hechtprimer'], unit: 'kg' },
  { code: 'TV', name: ["Treillis d'armature", 'Wapeningsnet'], unit: 'm²' },
  { code: 'CA', name: ["Profilé d'angle", 'Hoekprofiel'], unit: 'cm' },
  { code: 'HY', name: ['Hydrofuge de façade', 'Waterafstotend middel'], unit: 'l' },
  { code: 'PE', name: ['Peinture de façade', 'Gevelverf'], unit: 'l' },
]
/** Products whose codes the queries type (they exist whatever the generator draws). */
const FIXED_PRODUCTS = ['MT-EPS-120', 'MT-XPS-80']

const WORK_CATEGORIES: Pair[] = [
  ["Isolation de façade par l'extérieur", 'Buitengevelisolatie'],
  ['Enduit décoratif de façade', 'Sierpleister op gevel'],
  ['Enduit à la chaux', 'Kalkpleister'],
  ['Plafonnage intérieur', 'Binnenpleisterwerk'],
  ['Plaques de plâtre', 'Gipsplaten'],
  ['Réparation de façade', 'Gevelherstelling'],
  ['Peinture de façade', 'Gevelschilderwerk'],
  ['Rejointoiement', 'Voegwerk'],
  ['Nettoyage de façade', 'Gevelreiniging'],
  ['Hydrofugation', 'Waterafstotende behandeling'],
  ['Bardage', 'Gevelbekleding'],
  ['Isolation des murs creux', 'Spouwmuurisolatie'],
]
const PROVINCES: Pair[] = [
  ['Bruxelles-Capitale', 'Brussels Hoofdstedelijk Gewest'],
  ['Brabant wallon', 'Waals-Brabant'],
  ['Brabant flamand', 'Vlaams-Brabant'],
  ['Anvers', 'Antwerpen'],
  ['Limbourg', 'Limburg'],
  ['Liège', 'Luik'],
  ['Namur', 'Namen'],
  ['Hainaut', 'Henegouwen'],
  ['Luxembourg', 'Luxemburg'],
  ['Flandre occidentale', 'West-Vlaanderen'],
  ['Flandre orientale', 'Oost-Vlaanderen'],
]
/** The directory's trades as the filter names them (messages' Directory.profiles). */
const TRADES: Pair[] = [
  ['Façadier', 'Gevelbezetter'],
  ['Plafonneur', 'Stukadoor'],
  ['Plaquiste', 'Plaatser'],
]
const SURNAMES = list(`Dupont|Peeters|Janssens|Maes|Jacobs|Mertens|Willems|Claes|Goossens|Wouters|Lambert|Dubois|
  Martin|Simon|Laurent|Leroy|Renard|Declercq|Vermeulen|Lemaire|Hermans|Michel|Desmet|Aerts|Van den Broeck|De Smet|
  Pauwels|Lejeune|Hendrickx|Dumont|François|Timmermans|Verstraete|Lefebvre|Van Damme|Bogaert|Gilles|Collard|Smets|
  Cools|Wuyts|Lenaerts|Segers|Denis|Leclercq|Mathieu|Thiry|Hubert|De Backer|Van Acker`)
/** Company names, as the demo directory's trades write them (src/seed/directory-data.ts), in the town's language. */
const COMPANY_NAMES: Pair[] = [
  ['Façades {name}', 'Gevelwerken {name}'],
  ['{name} Isolation', '{name} Gevelisolatie'],
  ['Plafonnage {name}', 'Pleisterwerken {name}'],
  ['{name} & Fils', '{name} & Zonen'],
  ['{name} Cloisons & Plafonds', '{name} Droogbouw'],
  ['{name} Rénovation', 'Bouwbedrijf {name}'],
  ['Enduits {name}', '{name} Gevelpleisters'],
  ['{name} Crépis', 'Sierpleisters {name}'],
  ['Atelier {name}', 'Afbouw {name}'],
]

// ---------------------------------------------------------------------------------------------------------------
// Places: the real Belgian postcodes with their French and Dutch names (src/domain/geo/belgian-postcodes.json)

export interface Place {
  postcode: string
  fr: string
  nl: string
}

export function places(): Place[] {
  const file = path.resolve(import.meta.dirname, '../../src/domain/geo/belgian-postcodes.json')
  const index = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Array<[string, string]>>
  return Object.entries(index).flatMap(([postcode, localities]) =>
    localities.map(([fr, nl]) => ({ postcode, fr: fr || nl, nl: nl || fr })),
  )
}

/** French-speaking postcodes (Walloon Brabant, Liège, Namur, Hainaut, Luxembourg); Brussels is either. */
const isWalloon = (code: number) => (code >= 1300 && code <= 1499) || (code >= 4000 && code <= 7999)
/** The province of a postcode, as an index of PROVINCES (bpost's ranges). */
function provinceOf(code: number): number {
  if (code < 1300) return 0
  if (code < 1500) return 1
  if (code < 2000 || (code >= 3000 && code < 3500)) return 2
  if (code < 3000) return 3
  if (code < 4000) return 4
  if (code < 5000) return 5
  if (code < 6000) return 6
  if (code < 6600 || code >= 7000) return code < 8000 ? 7 : code < 9000 ? 9 : 10
  return 8
}

// ---------------------------------------------------------------------------------------------------------------
// The corpus

export interface Owner {
  owner: SearchOwner
  documents: SearchDocument[]
}

/** The words of one document: a few topics from the facade's nouns, which most of its nouns are. */
function documentWords(random: Random, v: Vocabulary, cities: string[]): Words {
  const topics = Array.from({ length: between(random, 2, 4) }, () => zipf(random, v.nouns))
  return {
    n: () => {
      const r = random()
      return r < 0.7 ? pick(random, topics) : pick(random, v.nouns)
    },
    topic: () => bare(pick(random, topics)),
    e: () => pick(random, v.everyday),
    a: () => (random() < 0.5 ? zipf(random, v.adjectives) : pick(random, v.everydayAdjectives)),
    v: () => pick(random, v.verbs),
    ev: () => pick(random, v.everydayVerbs),
    l: () => pick(random, v.links),
    num: () => between(random, 2, 30) * 5,
    city: () => pick(random, cities),
  }
}

/** A text of about `count` words of sentences. */
function text(random: Random, v: Vocabulary, w: Words, count: number): string {
  const out: string[] = []
  let n = 0
  while (n < count) {
    const sentence = pick(random, v.sentences)(w)
    out.push(sentence)
    n += sentence.split(' ').length
  }
  return out.join(' ')
}

/** Every owner with its documents (French and Dutch); the same on every run. */
export function corpus(): Owner[] {
  const random = generator(20261126)
  const allPlaces = places()
  const cities: Record<BenchLocale, string[]> = { fr: allPlaces.map((p) => p.fr), nl: allPlaces.map((p) => p.nl) }
  const owners: Owner[] = []
  /** One owner's documents in both languages, from a function of the language and that language's words. */
  const both = (make: (locale: BenchLocale, w: Words, v: Vocabulary) => SearchDocument | SearchDocument[]) =>
    LOCALES.flatMap((locale) => {
      const v = VOCABULARY[locale]
      return make(locale, documentWords(random, v, cities[locale]), v)
    })

  // Pages, articles and FAQ questions: a title and a text (a page's and an article's topics are drawn per language:
  // translations are rarely word for word, and it changes nothing to the index's size).
  for (let i = 1; i <= PAGES; i++) {
    const ref = `pages:${i}`
    const documents = both((locale, w, v) => {
      const title = pick(random, v.pageTitles)(w)
      const body = text(random, v, w, between(random, 200, 400))
      return { kind: 'page', ref, locale, title, body, url: `/${locale}/${slug(title)}-${i}` }
    })
    owners.push({ owner: { kind: 'page', ref }, documents })
  }
  for (let i = 1; i <= ARTICLES; i++) {
    const ref = `articles:${i}`
    const documents = both((locale, w, v) => {
      const title = pick(random, v.articleTitles)(w)
      const body = text(random, v, w, between(random, 150, 400))
      return { kind: 'article', ref, locale, title, body, url: `/${locale}/blog/${slug(title)}-${i}` }
    })
    owners.push({ owner: { kind: 'article', ref }, documents })
  }
  for (let i = 1; i <= FAQS; i++) {
    const documents = both((locale, w, v) =>
      Array.from({ length: FAQ_QUESTIONS }, (_, q) => ({
        kind: 'faq' as const,
        ref: `faqs:${i}:q${q + 1}`,
        locale,
        title: pick(random, v.questions)(w),
        body: text(random, v, w, between(random, 100, 250)),
        url: `/${locale}/faq#faq-${i}-section`,
      })),
    )
    owners.push({ owner: { kind: 'faq', ref: `faqs:${i}` }, documents })
  }

  // The catalogue: finishes with their charts (one owner each), then the configurator's products.
  const ralCodes = RAL_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  const finishes = BASES.flatMap((base) =>
    TEXTURES.flatMap((texture) => GRAINS.map((grain) => ({ base, texture, grain }))),
  )
  let shadeNumber = 0
  let ral = 0
  for (let i = 1; i <= COATINGS; i++) {
    const { base, texture, grain } = finishes[(i - 1) % finishes.length] ?? (finishes[0] as (typeof finishes)[0])
    const code = `${i <= finishes.length ? 'MT' : 'MX'}-${base.code}-${grain.replace(',', '')}${texture.code}`
    // A chart of the maker's own range codes, of four-digit numbers, or of RAL colours.
    const chart = i % 5 === 0 ? 'ral' : i % 5 === 1 ? 'number' : 'range'
    const collection = COLLECTIONS[chart === 'ral' ? 2 : i % 2] as Pair
    const shades = RANGES.flatMap((range) =>
      Array.from({ length: RANGE_SHADES }, (_, k) => {
        const shadeCode =
          chart === 'ral'
            ? `RAL ${ralCodes[ral++ % ralCodes.length]}`
            : chart === 'number'
              ? String(++shadeNumber).padStart(4, '0')
              : `${base.shade}-${range.code} ${100 + 5 * k}`
        return { range, shadeCode }
      }),
    )
    const ref = `coatings:${i}`
    const documents = LOCALES.flatMap((locale, l): SearchDocument[] => {
      const name = `${base.name[l]} ${texture.name[l]} ${grain} mm`
      const chartUrl = `/${locale}/${locale === 'fr' ? 'configurateur-couleurs-finitions' : 'kleur-en-afwerkingsconfigurator'}?finish=${code}`
      return [
        {
          kind: 'product',
          ref,
          locale,
          title: name,
          body: listText([code, base.category[l], base.subtitle[l], ...RANGES.map((r) => r.name[l])]),
          url: chartUrl,
          code: compactCode(code),
        },
        ...shades.map(({ range, shadeCode }) => ({
          kind: 'shade' as const,
          ref: `${ref}:${shadeCode}`,
          locale,
          title: listText([shadeCode, range.name[l]]),
          body: listText([name, range.name[l], collection[l]]),
          url: `${chartUrl}&shade=${encodeURIComponent(shadeCode)}`,
          code: compactCode(shadeCode),
        })),
      ]
    })
    owners.push({ owner: { kind: 'product', ref }, documents })
  }
  const productCodes = new Set<string>()
  for (let i = 1; i <= PRODUCTS; i++) {
    let family = pick(random, FAMILIES)
    let size = between(random, 1, 60) * 10
    let code = FIXED_PRODUCTS[i - 1] ?? ''
    if (code) {
      family = FAMILIES.find((f) => code.includes(`-${f.code}-`)) ?? family
      size = Number(code.split('-').at(-1))
    }
    while (!code || productCodes.has(code)) {
      family = pick(random, FAMILIES)
      size = between(random, 1, 60) * 10
      code = `${pick(random, ['MT', 'MX', 'MP'])}-${family.code}-${size}`
    }
    productCodes.add(code)
    const ref = `products:${i}`
    const documents = LOCALES.map(
      (locale, l): SearchDocument => ({
        kind: 'product',
        ref,
        locale,
        title: `${family.name[l]} ${size} ${family.unit}`,
        body: code,
        url: `/${locale}/${locale === 'fr' ? 'configurateur-facade' : 'gevelconfigurator'}?product=${code}`,
        code: compactCode(code),
      }),
    )
    owners.push({ owner: { kind: 'product', ref }, documents })
  }

  // Professionals: their company page's public fields.
  for (let i = 1; i <= PROFESSIONALS; i++) {
    const place = pick(random, allPlaces)
    const code = Number(place.postcode)
    const language = isWalloon(code) || (code < 1300 && random() < 0.8) ? 0 : 1
    const company = (pick(random, COMPANY_NAMES)[language] ?? '').replace('{name}', pick(random, SURNAMES))
    const province = provinceOf(code)
    const work = Array.from({ length: between(random, 1, 4) }, () => zipf(random, WORK_CATEGORIES))
    const regions = [province, ...Array.from({ length: between(random, 0, 2) }, () => between(random, 0, 10))]
    const trades = Array.from({ length: between(random, 1, 2) }, () => pick(random, TRADES))
    const ref = `professional-users:${i}`
    const documents = LOCALES.map(
      (locale, l): SearchDocument => ({
        kind: 'professional',
        ref,
        locale,
        title: company,
        body: listText([
          place[locale],
          place.postcode,
          ...work.map((w) => w[l]),
          ...regions.map((r) => PROVINCES[r]?.[l]),
          ...trades.map((t) => t[l]),
        ]),
        url: `/${locale}/${locale === 'fr' ? 'entreprise' : 'bedrijf'}/${i}`,
      }),
    )
    owners.push({ owner: { kind: 'professional', ref }, documents })
  }
  return owners
}

// ---------------------------------------------------------------------------------------------------------------
// The queries

/** What a query is, to tell which shapes are slow. */
export type Shape =
  | 'word'
  | 'several words'
  | 'code'
  | 'postcode'
  | 'place or company'
  | 'no result'
  | 'typo'
  | 'prefix, 2 letters'
  | 'prefix, 3–5 letters'
  | 'prefix, 6+ letters'
  | 'prefix, second word'

export interface BenchQuery {
  query: string
  locale: BenchLocale
  shape: Shape
  /** The results page's tab for this query. */
  tab: SearchKind
}

/** The full queries of the results page, in both languages (their prefixes are the suggestions). */
export const QUERIES: BenchQuery[] = [
  { locale: 'fr', query: 'enduit chaux', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'crépi silicone', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'isolation façade prime', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'isolation façade', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'enduit', shape: 'word', tab: 'product' },
  { locale: 'fr', query: 'façades', shape: 'word', tab: 'page' },
  { locale: 'fr', query: 'plâtre', shape: 'word', tab: 'faq' },
  { locale: 'fr', query: 'hydrofuge', shape: 'word', tab: 'product' },
  { locale: 'fr', query: 'ravalement façade', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'nettoyage mousse', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'pont thermique', shape: 'several words', tab: 'article' },
  { locale: 'fr', query: 'laine de roche', shape: 'several words', tab: 'product' },
  { locale: 'fr', query: 'combien de temps sèche un enduit', shape: 'several words', tab: 'faq' },
  { locale: 'fr', query: 'RAL 9010', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: 'MT-EPS 120', shape: 'code', tab: 'product' },
  { locale: 'fr', query: '0042', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: 'S-GR 135', shape: 'code', tab: 'shade' },
  { locale: 'fr', query: '4000', shape: 'postcode', tab: 'professional' },
  { locale: 'fr', query: '1050', shape: 'postcode', tab: 'professional' },
  { locale: 'fr', query: 'Liège', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'plafonneur Namur', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'façadier Charleroi', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'Dupont Façades', shape: 'place or company', tab: 'professional' },
  { locale: 'fr', query: 'xylophone', shape: 'no result', tab: 'page' },
  { locale: 'fr', query: 'piscine chauffée', shape: 'no result', tab: 'article' },
  { locale: 'fr', query: 'enduitt chaux', shape: 'typo', tab: 'product' },
  { locale: 'fr', query: 'plafoneur', shape: 'typo', tab: 'professional' },
  { locale: 'nl', query: 'kalkpleister', shape: 'word', tab: 'product' },
  { locale: 'nl', query: 'gevels', shape: 'word', tab: 'page' },
  { locale: 'nl', query: 'stukadoors', shape: 'word', tab: 'professional' },
  { locale: 'nl', query: 'buitengevelisolatie', shape: 'word', tab: 'article' },
  { locale: 'nl', query: 'steenwol', shape: 'word', tab: 'product' },
  { locale: 'nl', query: 'sierpleister silicone', shape: 'several words', tab: 'product' },
  { locale: 'nl', query: 'gevelrenovatie premie', shape: 'several words', tab: 'article' },
  { locale: 'nl', query: 'koudebrug isolatie', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'hoe lang droogt de pleister', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'gevelreiniging mos', shape: 'several words', tab: 'faq' },
  { locale: 'nl', query: 'RAL 7016', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: 'MT-XPS 80', shape: 'code', tab: 'product' },
  { locale: 'nl', query: '0420', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: 'M-BL 100', shape: 'code', tab: 'shade' },
  { locale: 'nl', query: '9000', shape: 'postcode', tab: 'professional' },
  { locale: 'nl', query: '2018', shape: 'postcode', tab: 'professional' },
  { locale: 'nl', query: 'stukadoor Gent', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'Antwerpen', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'Janssens Gevels', shape: 'place or company', tab: 'professional' },
  { locale: 'nl', query: 'fietsenstalling', shape: 'no result', tab: 'page' },
  { locale: 'nl', query: 'zwembad verwarming', shape: 'no result', tab: 'article' },
  { locale: 'nl', query: 'stukadour', shape: 'typo', tab: 'professional' },
  { locale: 'nl', query: 'gevelisollatie premie', shape: 'typo', tab: 'article' },
]

export interface Call {
  query: string
  locale: BenchLocale
  shape: Shape
  kind?: SearchKind
  page?: number
  perPage: number
}

/**
 * The header box's candidates: as many as /api/search asks for (src/app/api/search/route.ts), of which it shows 8,
 * at most 3 of a kind.
 */
export const SUGGESTION_CANDIDATES = SUGGESTIONS_MAX * SUGGESTIONS_PER_KIND
/** The results page's size (src/components/search/SearchScreen.tsx). */
export const RESULTS_PER_PAGE = 12

/**
 * The suggestion box's calls: every query as it is typed, from its second character; a beginning that several
 * queries share ("is" of "isolation façade" and "isolation façade prime") once.
 */
export function suggestionCalls(): Call[] {
  const calls: Call[] = []
  const seen = new Set<string>()
  for (const q of QUERIES) {
    for (let end = 2; end <= q.query.length; end++) {
      const typed = q.query.slice(0, end)
      if (typed.endsWith(' ') || seen.has(`${q.locale} ${typed}`)) continue
      seen.add(`${q.locale} ${typed}`)
      const words = typed.split(' ')
      const last = words.at(-1) ?? ''
      let shape: Shape
      if (['code', 'postcode'].includes(q.shape) && /\d/.test(typed)) shape = q.shape
      else if (words.length > 1) shape = 'prefix, second word'
      else if (last.length === 2) shape = 'prefix, 2 letters'
      else if (last.length <= 5) shape = 'prefix, 3–5 letters'
      else shape = 'prefix, 6+ letters'
      calls.push({ query: typed, locale: q.locale, shape, perPage: SUGGESTION_CANDIDATES })
    }
  }
  return calls
}

/** The results page's calls: every full query's first page, its second page, and its tab. */
export function resultCalls(): Call[] {
  const perPage = RESULTS_PER_PAGE
  return QUERIES.flatMap((q) => [
    { query: q.query, locale: q.locale, shape: q.shape, perPage },
    { query: q.query, locale: q.locale, shape: q.shape, perPage, page: 2 },
    { query: q.query, locale: q.locale, shape: q.shape, perPage, kind: q.tab },
  ])
}

/** `items` in a seeded random order, in whole rounds (each in another order) until there are at least `count`. */
export function schedule<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = generator(seed)
  const out: T[] = []
  while (out.length < count && items.length > 0) {
    const round = [...items]
    for (let i = round.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[round[i], round[j]] = [round[j] as T, round[i] as T]
    }
    out.push(...round)
  }
  return out
}
