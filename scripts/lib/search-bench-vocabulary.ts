/**
 * The site search bench's words for its texts (scripts/lib/search-bench-corpus.ts writes them into pages, articles and
 * FAQ questions): in French and in Dutch, the facade's nouns (most frequent first) and everyday ones, with their
 * article; adjectives and verbs of both kinds; and the sentences, titles and questions they fill in.
 */

export const LOCALES = ['fr', 'nl'] as const
export type BenchLocale = (typeof LOCALES)[number]

/** A list written as one string, its items separated by `|` (a long list stays a few lines). */
export const list = (s: string) => s.split('|').map((x) => x.trim())
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary: the facade's nouns (most frequent first) and everyday ones, with their article; adjectives, verbs

export interface Vocabulary {
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

export interface Words {
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

export const VOCABULARY: Record<BenchLocale, Vocabulary> = { fr: FR, nl: NL }

/** A noun without its article ("la façade" → "façade", "het vocht" → "vocht"). */
export const bare = (noun: string) => noun.replace(/^(la |le |les |l'|de |het )/, '')
