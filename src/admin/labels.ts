import type { Block, CollectionConfig, Field } from 'payload'

/**
 * The back office's words in French and Dutch (and English, the third admin language of payload.config).
 * Collections declare their fields in code words (`isProcessed`, `sampleType`), and their help texts in English;
 * without labels Payload showed "Is Processed" in a French admin. `localizeCollections` gives every collection,
 * group, field, block, array row, help text and select option Payload's label object `{ fr, nl, en }` from the
 * catalogue below, leaving labels already given as objects or functions alone. A field or text missing here keeps
 * its English string, and tests/unit/admin-labels.test.ts fails naming it.
 */

export type AdminText = { fr: string; nl: string; en: string }
type Singular = { singular: AdminText; plural: AdminText }

const w = (fr: string, nl: string, en: string): AdminText => ({ fr, nl, en })
const sp = (singular: AdminText, plural: AdminText): Singular => ({ singular, plural })

/** Collection names, by slug. */
const COLLECTIONS: Record<string, Singular> = {
  users: sp(
    w('Compte administrateur', 'Beheerdersaccount', 'Staff account'),
    w('Comptes administrateurs', 'Beheerdersaccounts', 'Staff accounts'),
  ),
  media: sp(w('Image', 'Afbeelding', 'Image'), w('Images', 'Afbeeldingen', 'Images')),
  menus: sp(w('Menu', 'Menu', 'Menu'), w('Menus', "Menu's", 'Menus')),
  footers: sp(w('Pied de page', 'Voettekst', 'Footer'), w('Pieds de page', 'Voetteksten', 'Footers')),
  'geographic-areas': sp(w('Zone géographique', 'Regio', 'Area'), w('Zones géographiques', "Regio's", 'Areas')),
  'work-categories': sp(
    w('Catégorie de travaux', 'Werkcategorie', 'Work category'),
    w('Catégories de travaux', 'Werkcategorieën', 'Work categories'),
  ),
  'calls-to-action': sp(
    w('Bouton d’action', 'Actieknop', 'Call to action'),
    w('Boutons d’action', 'Actieknoppen', 'Calls to action'),
  ),
  'content-tags': sp(w('Thème', 'Thema', 'Content tag'), w('Thèmes', "Thema's", 'Content tags')),
  landings: sp(w('Page d’accueil', 'Landingspagina', 'Landing'), w('Pages d’accueil', "Landingspagina's", 'Landings')),
  pages: sp(w('Page', 'Pagina', 'Page'), w('Pages', "Pagina's", 'Pages')),
  articles: sp(w('Article', 'Artikel', 'Article'), w('Articles', 'Artikels', 'Articles')),
  blogs: sp(w('Blog', 'Blog', 'Blog'), w('Blogs', 'Blogs', 'Blogs')),
  // The jobs queue Payload adds (jobs.jobsCollectionOverrides in payload.config.ts localizes it too).
  'payload-jobs': sp(
    w('Tâche en file', 'Taak in wachtrij', 'Queued job'),
    w('Tâches en file', 'Taken in wachtrij', 'Queued jobs'),
  ),
  references: sp(w('Référence', 'Referentie', 'Reference'), w('Références', 'Referenties', 'References')),
  faqs: sp(w('FAQ', 'FAQ', 'FAQ'), w('FAQ', "FAQ's", 'FAQs')),
  'professional-users': sp(
    w('Professionnel', 'Vakman', 'Professional'),
    w('Professionnels', 'Vakmensen', 'Professionals'),
  ),
  'contact-requests': sp(
    w('Demande de contact', 'Contactaanvraag', 'Contact request'),
    w('Demandes de contact', 'Contactaanvragen', 'Contact requests'),
  ),
  estimates: sp(
    w('Demande de devis', 'Offerteaanvraag', 'Quotation request'),
    w('Demandes de devis', 'Offerteaanvragen', 'Quotation requests'),
  ),
  'media-objects': sp(
    w('Fichier envoyé', 'Geüpload bestand', 'Uploaded file'),
    w('Fichiers envoyés', 'Geüploade bestanden', 'Uploaded files'),
  ),
  'sample-requests': sp(
    w('Demande d’échantillons', 'Stalenaanvraag', 'Sample request'),
    w('Demandes d’échantillons', 'Stalenaanvragen', 'Sample requests'),
  ),
  merchants: sp(w('Négociant', 'Handelaar', 'Merchant'), w('Négociants', 'Handelaars', 'Merchants')),
  outbox: sp(w('Courriel', 'E-mail', 'E-mail'), w('Courriels', 'E-mails', 'E-mails')),
  'idempotency-keys': sp(
    w('Clé de soumission', 'Verzendsleutel', 'Submission key'),
    w('Clés de soumission', 'Verzendsleutels', 'Submission keys'),
  ),
  'estimate-questions': sp(w('Question', 'Vraag', 'Question'), w('Questions', 'Vragen', 'Questions')),
  'estimate-answers': sp(w('Réponse', 'Antwoord', 'Answer'), w('Réponses', 'Antwoorden', 'Answers')),
  'estimate-steps': sp(
    w('Étape du devis', 'Offertestap', 'Quotation step'),
    w('Étapes du devis', 'Offertestappen', 'Quotation steps'),
  ),
  'estimate-systems': sp(w('Système', 'Systeem', 'System'), w('Systèmes', 'Systemen', 'Systems')),
  layers: sp(w('Couche', 'Laag', 'Layer'), w('Couches', 'Lagen', 'Layers')),
  products: sp(w('Produit', 'Product', 'Product'), w('Produits', 'Producten', 'Products')),
  coatings: sp(w('Finition', 'Afwerking', 'Finish'), w('Finitions', 'Afwerkingen', 'Finishes')),
  projects: sp(w('Projet', 'Project', 'Project'), w('Projets', 'Projecten', 'Projects')),
}

/** The admin's navigation groups, by the name collections give. */
const GROUPS: Record<string, AdminText> = {
  Admin: w('Administration', 'Beheer', 'Admin'),
  Catalogue: w('Catalogue', 'Catalogus', 'Catalogue'),
  Content: w('Contenu', 'Inhoud', 'Content'),
  Navigation: w('Navigation', 'Navigatie', 'Navigation'),
  Professionals: w('Professionnels', 'Vakmensen', 'Professionals'),
  Requests: w('Demandes', 'Aanvragen', 'Requests'),
  System: w('Système', 'Systeem', 'System'),
}

/**
 * Field labels: `scope:path` first (scope a collection slug or `block:<slug>`, path the named fields from the
 * top, dotted), then the field's name alone.
 */
const FIELDS: Record<string, AdminText> = {
  // Payload's jobs queue (payload-jobs)
  'payload-jobs:input': w('Données de la tâche', 'Gegevens van de taak', 'Input'),
  'payload-jobs:taskStatus': w('État des étapes', 'Status van de stappen', 'Task status'),
  'payload-jobs:completedAt': w('Terminée le', 'Voltooid op', 'Completed at'),
  'payload-jobs:totalTried': w('Essais', 'Pogingen', 'Attempts'),
  'payload-jobs:hasError': w('En erreur', 'Met fout', 'Has error'),
  'payload-jobs:error': w('Erreur', 'Fout', 'Error'),
  'payload-jobs:log': w('Journal', 'Logboek', 'Log'),
  'payload-jobs:log.executedAt': w('Lancée le', 'Gestart op', 'Executed at'),
  'payload-jobs:log.completedAt': w('Terminée le', 'Voltooid op', 'Completed at'),
  'payload-jobs:log.taskSlug': w('Tâche', 'Taak', 'Task'),
  'payload-jobs:log.taskID': w('Identifiant de l’étape', 'Id van de stap', 'Task id'),
  'payload-jobs:log.input': w('Données', 'Gegevens', 'Input'),
  'payload-jobs:log.output': w('Résultat', 'Resultaat', 'Output'),
  'payload-jobs:log.state': w('Issue', 'Uitkomst', 'State'),
  'payload-jobs:log.error': w('Erreur', 'Fout', 'Error'),
  'payload-jobs:log.parent': w('Tâche parente', 'Bovenliggende taak', 'Parent'),
  'payload-jobs:log.parent.taskSlug': w('Tâche', 'Taak', 'Task'),
  'payload-jobs:log.parent.taskID': w('Identifiant de l’étape', 'Id van de stap', 'Task id'),
  'payload-jobs:workflowSlug': w('Flux', 'Workflow', 'Workflow'),
  'payload-jobs:taskSlug': w('Tâche', 'Taak', 'Task'),
  'payload-jobs:queue': w('File', 'Wachtrij', 'Queue'),
  'payload-jobs:waitUntil': w('Pas avant', 'Niet vóór', 'Wait until'),
  'payload-jobs:processing': w('En cours', 'Bezig', 'Processing'),
  'payload-jobs:concurrencyKey': w('Clé de concurrence', 'Gelijktijdigheidssleutel', 'Concurrency key'),
  'payload-jobs:meta': w('Métadonnées', 'Metagegevens', 'Meta'),
  // shared words
  title: w('Titre', 'Titel', 'Title'),
  slug: w('Adresse (slug)', 'Adres (slug)', 'Slug'),
  description: w('Description', 'Beschrijving', 'Description'),
  metaTitle: w('Titre pour les moteurs de recherche', 'Titel voor zoekmachines', 'Search engine title'),
  metaDescription: w(
    'Description pour les moteurs de recherche',
    'Beschrijving voor zoekmachines',
    'Search engine description',
  ),
  content: w('Contenu', 'Inhoud', 'Content'),
  name: w('Nom', 'Naam', 'Name'),
  weight: w('Ordre', 'Volgorde', 'Order'),
  code: w('Code', 'Code', 'Code'),
  type: w('Type', 'Type', 'Type'),
  images: w('Images', 'Afbeeldingen', 'Images'),
  image: w('Image', 'Afbeelding', 'Image'),
  text: w('Texte', 'Tekst', 'Text'),
  link: w('Lien', 'Link', 'Link'),
  links: w('Liens', 'Links', 'Links'),
  url: w('Adresse (URL)', 'Adres (URL)', 'Address (URL)'),
  ctas: w('Boutons d’action', 'Actieknoppen', 'Calls to action'),
  userProfile: w('Profil', 'Profiel', 'Profile'),
  profiles: w('Profils', 'Profielen', 'Profiles'),
  profile: w('Profil', 'Profiel', 'Profile'),
  locale: w('Langue', 'Taal', 'Language'),
  language: w('Langue', 'Taal', 'Language'),
  firstname: w('Prénom', 'Voornaam', 'First name'),
  lastname: w('Nom de famille', 'Achternaam', 'Last name'),
  email: w('E-mail', 'E-mail', 'E-mail'),
  phone: w('Téléphone', 'Telefoon', 'Phone'),
  company: w('Entreprise', 'Bedrijf', 'Company'),
  contact: w('Contact', 'Contact', 'Contact'),
  street: w('Rue et numéro', 'Straat en nummer', 'Street and number'),
  postcode: w('Code postal', 'Postcode', 'Postcode'),
  city: w('Localité', 'Gemeente', 'City'),
  status: w('Statut', 'Status', 'Status'),
  subject: w('Sujet', 'Onderwerp', 'Subject'),
  message: w('Message', 'Bericht', 'Message'),
  owner: w('Propriétaire', 'Eigenaar', 'Owner'),
  isProcessed: w('Traitée', 'Verwerkt', 'Processed'),
  professionalUser: w('Professionnel', 'Vakman', 'Professional'),
  professionalUsers: w('Professionnels', 'Vakmensen', 'Professionals'),
  workCategories: w('Catégories de travaux', 'Werkcategorieën', 'Work categories'),
  geographicAreas: w('Zones desservies', "Bediende regio's", 'Areas served'),
  estimateAnswers: w('Réponses', 'Antwoorden', 'Answers'),
  estimateSystem: w('Système', 'Systeem', 'System'),
  contactEmail: w('E-mail de contact', 'Contact-e-mail', 'Contact e-mail'),
  contactPhone: w('Téléphone de contact', 'Contacttelefoon', 'Contact phone'),
  clientFirstname: w('Prénom du client', 'Voornaam van de klant', 'Client’s first name'),
  clientLastname: w('Nom du client', 'Achternaam van de klant', 'Client’s last name'),
  socialNetwork: w('Réseau social', 'Sociaal netwerk', 'Social network'),
  lightIntensity: w('Réflexion lumineuse (LRV)', 'Lichtreflectie (LRV)', 'Light reflectance (LRV)'),
  colorCode: w('Code de teinte', 'Kleurcode', 'Colour code'),
  colorHex: w('Couleur (hexadécimal)', 'Kleur (hexadecimaal)', 'Colour (hex)'),
  coatingName: w('Finition', 'Afwerking', 'Finish'),
  colorCategoryName: w('Catégorie de teintes', 'Kleurcategorie', 'Colour category'),
  alt: w('Texte alternatif', 'Alternatieve tekst', 'Alternative text'),
  // content
  heroImages: w('Images du bandeau', 'Afbeeldingen van de banner', 'Hero images'),
  teaserImages: w('Images de la carte', 'Afbeeldingen van de kaart', 'Card images'),
  paragraphs: w('Paragraphes', 'Paragrafen', 'Paragraphs'),
  hero: w('Bandeau d’accueil', 'Openingsbanner', 'Hero'),
  displayDate: w('Date affichée', 'Getoonde datum', 'Display date'),
  contentTags: w('Thèmes', "Thema's", 'Content tags'),
  contentType: w('Type de contenu', 'Soort inhoud', 'Content type'),
  articles: w('Articles', 'Artikels', 'Articles'),
  blogType: w('Type de blog', 'Soort blog', 'Blog type'),
  landingType: w('Type de page d’accueil', 'Soort landingspagina', 'Landing type'),
  involvedParties: w('Intervenants', 'Betrokken partijen', 'Parties involved'),
  function: w('Fonction', 'Functie', 'Role'),
  logo: w('Logo', 'Logo', 'Logo'),
  productsUsed: w('Produits utilisés', 'Gebruikte producten', 'Products used'),
  isHighlighted: w('Mise en avant', 'Uitgelicht', 'Highlighted'),
  questions: w('Questions', 'Vragen', 'Questions'),
  question: w('Question', 'Vraag', 'Question'),
  answer: w('Réponse', 'Antwoord', 'Answer'),
  answers: w('Réponses', 'Antwoorden', 'Answers'),
  // navigation
  items: w('Éléments', 'Items', 'Items'),
  'menus:items': w('Éléments du menu', 'Menu-items', 'Menu items'),
  'footers:items': w('Groupes de liens', 'Linkgroepen', 'Link groups'),
  subItems: w('Sous-éléments', 'Subitems', 'Sub-items'),
  rank: w('Position', 'Positie', 'Rank'),
  socialLinks: w('Réseaux sociaux', 'Sociale netwerken', 'Social networks'),
  footerLinks: w('Liens légaux', 'Juridische links', 'Legal links'),
  postalCodesRange: w('Plages de codes postaux', 'Postcodereeksen', 'Postcode ranges'),
  from: w('Du', 'Van', 'From'),
  'geographic-areas:postalCodesRange.to': w('Au', 'Tot', 'To'),
  // professionals
  vATNumber: w('Numéro d’entreprise (TVA)', 'Ondernemingsnummer (btw)', 'VAT number'),
  phoneNumber: w('GSM', 'Gsm', 'Mobile phone'),
  officePhoneNumber: w('Téléphone fixe', 'Vaste telefoon', 'Office phone'),
  latitude: w('Latitude', 'Breedtegraad', 'Latitude'),
  longitude: w('Longitude', 'Lengtegraad', 'Longitude'),
  website: w('Site web', 'Website', 'Website'),
  professionalUserSocialNetworks: w('Réseaux sociaux', 'Sociale netwerken', 'Social networks'),
  path: w('Adresse (URL)', 'Adres (URL)', 'Address (URL)'),
  moveForRenovation: w('Accepte les rénovations', 'Neemt renovaties aan', 'Takes renovation work'),
  doRenovationSize: w(
    'Limiter les rénovations par surface',
    'Renovaties beperken volgens oppervlakte',
    'Limit renovations by size',
  ),
  minimalRenovationSize: w(
    'Surface minimale de rénovation (m²)',
    'Minimale renovatieoppervlakte (m²)',
    'Minimum renovation size (m²)',
  ),
  maximalRenovationSize: w(
    'Surface maximale de rénovation (m²)',
    'Maximale renovatieoppervlakte (m²)',
    'Maximum renovation size (m²)',
  ),
  moveForNewConstruction: w('Accepte les constructions neuves', 'Neemt nieuwbouw aan', 'Takes new construction'),
  acceptTermsAndConditions: w('Conditions générales acceptées', 'Algemene voorwaarden aanvaard', 'Accepted the terms'),
  acceptMarketing: w(
    'Accepte les communications commerciales',
    'Aanvaardt commerciële berichten',
    'Accepts marketing e-mails',
  ),
  isVisible: w('Visible dans l’annuaire', 'Zichtbaar in de gids', 'Visible in the directory'),
  sortName: w('Nom de tri', 'Sorteernaam', 'Sort name'),
  listed: w('Dans l’annuaire', 'In de gids', 'Listed'),
  // requests
  requestId: w('Numéro de demande', 'Aanvraagnummer', 'Request number'),
  'estimates:name': w('Nom du projet', 'Naam van het project', 'Project name'),
  comment: w('Commentaire', 'Opmerking', 'Comment'),
  projectType: w('Type de projet', 'Soort project', 'Project type'),
  size: w('Surface (m²)', 'Oppervlakte (m²)', 'Size (m²)'),
  workEndDate: w('Fin des travaux souhaitée', 'Gewenste einddatum van de werken', 'Desired end of work'),
  notes: w('Notes du professionnel', 'Notities van de vakman', 'Professional’s notes'),
  uploadKey: w('Clé d’envoi', 'Uploadsleutel', 'Upload key'),
  sampleType: w('Type de demande', 'Soort aanvraag', 'Request type'),
  'sample-requests:name': w('Nom', 'Naam', 'Name'),
  'sample-requests:samples.name': w('Nom de la teinte', 'Naam van de tint', 'Shade name'),
  samples: w('Échantillons', 'Stalen', 'Samples'),
  merchant: w('Négociant', 'Handelaar', 'Merchant'),
  sampleCode: w('Code échantillon', 'Stalencode', 'Sample code'),
  // outbox
  attempts: w('Tentatives', 'Pogingen', 'Attempts'),
  sentAt: w('Envoyé le', 'Verzonden op', 'Sent at'),
  messageId: w('Identifiant du message', 'Bericht-ID', 'Message ID'),
  lastError: w('Dernière erreur', 'Laatste fout', 'Last error'),
  template: w('Modèle', 'Sjabloon', 'Template'),
  'outbox:to': w('Destinataire', 'Ontvanger', 'Recipient'),
  'outbox:text': w('Texte brut', 'Platte tekst', 'Plain text'),
  claimedUntil: w('En cours d’envoi jusqu’à', 'Wordt verzonden tot', 'Claimed until'),
  // idempotency keys
  'idempotency-keys:scope': w('Type de demande', 'Soort aanvraag', 'Request kind'),
  'idempotency-keys:key': w('Clé (empreinte)', 'Sleutel (hash)', 'Key (hash)'),
  'idempotency-keys:fingerprint': w('Empreinte du contenu', 'Hash van de inhoud', 'Content hash'),
  'idempotency-keys:response': w('Réponse donnée', 'Gegeven antwoord', 'Answer given'),
  html: w('HTML', 'HTML', 'HTML'),
  attachments: w('Pièces jointes', 'Bijlagen', 'Attachments'),
  // catalogue
  instruction: w('Consigne', 'Instructie', 'Instruction'),
  systemLayers: w('Couches', 'Lagen', 'Layers'),
  layer: w('Couche', 'Laag', 'Layer'),
  required: w('Obligatoire', 'Verplicht', 'Required'),
  finish: w('Couche de finition', 'Afwerkingslaag', 'Finish layer'),
  internalName: w('Nom interne', 'Interne naam', 'Internal name'),
  layerProducts: w('Produits', 'Producten', 'Products'),
  product: w('Produit', 'Product', 'Product'),
  products: w('Produits', 'Producten', 'Products'),
  kind: w('Mode de calcul', 'Berekeningswijze', 'Kind'),
  linearBasis: w('Mesuré le long de', 'Gemeten langs', 'Measured along'),
  consumption: w('Consommation', 'Verbruik', 'Consumption'),
  consumptionUnit: w('Unité de consommation', 'Verbruikseenheid', 'Consumption unit'),
  packagingUnit: w('Conditionnement', 'Verpakkingseenheid', 'Packaging unit'),
  contentPerPackage: w('Contenu par conditionnement', 'Inhoud per verpakking', 'Content per package'),
  unitsPerPallet: w('Unités par palette', 'Eenheden per pallet', 'Units per pallet'),
  categoryName: w('Catégorie', 'Categorie', 'Category'),
  categorySubtitle: w('Sous-titre de la catégorie', 'Ondertitel van de categorie', 'Category subtitle'),
  displaySyringeLogo: w('Afficher le logo seringue', 'Spuitlogo tonen', 'Show the syringe logo'),
  colorCategories: w('Catégories de teintes', 'Kleurcategorieën', 'Colour categories'),
  colorPdfPath: w('Nuancier imprimable (PDF)', 'Afdrukbare kleurenkaart (pdf)', 'Printable colour chart (PDF)'),
  colorRanges: w('Gammes de teintes', "Kleurgamma's", 'Colour ranges'),
  colorRgb: w('Couleur (RVB)', 'Kleur (RGB)', 'Colour (RGB)'),
  colorShades: w('Teintes', 'Tinten', 'Shades'),
  noDisplayFor: w('Non proposée sur', 'Niet aangeboden op', 'Not offered on'),
  // projects
  'projects:contact': w('Adresse du chantier', 'Werfadres', 'Site address'),
  streetLine: w('Rue et numéro', 'Straat en nummer', 'Street and number'),
  postalCode: w('Code postal', 'Postcode', 'Postcode'),
  locality: w('Localité', 'Gemeente', 'City'),
  solutions: w('Solutions', 'Oplossingen', 'Solutions'),
  sample: w('Teinte choisie', 'Gekozen tint', 'Chosen colour'),
  coating: w('Finition', 'Afwerking', 'Finish'),
  rangeCode: w('Code de gamme', 'Gammacode', 'Range code'),
  facades: w('Façades', 'Gevels', 'Facades'),
  preferences: w('Produits choisis', 'Gekozen producten', 'Products chosen'),
  // blocks
  caption: w('Légende', 'Bijschrift', 'Caption'),
  imagePosition: w('Position de l’image', 'Positie van de afbeelding', 'Image position'),
  intro: w('Introduction', 'Inleiding', 'Introduction'),
  steps: w('Étapes', 'Stappen', 'Steps'),
  cards: w('Cartes', 'Kaarten', 'Cards'),
  source: w('Source', 'Bron', 'Source'),
  contentTag: w('Thème', 'Thema', 'Content tag'),
  highlightedOnly: w('Uniquement les références mises en avant', 'Enkel uitgelichte referenties', 'Highlighted only'),
  itemsPerPage: w('Éléments par page', 'Items per pagina', 'Items per page'),
  faq: w('FAQ', 'FAQ', 'FAQ'),
  questionsShown: w('Questions affichées', 'Getoonde vragen', 'Questions shown'),
  imageLeft: w('Image de gauche', 'Linkerafbeelding', 'Left image'),
  imageRight: w('Image de droite', 'Rechterafbeelding', 'Right image'),
  titleLeft: w('Titre de gauche', 'Linkertitel', 'Left title'),
  titleRight: w('Titre de droite', 'Rechtertitel', 'Right title'),
  leftCtas: w('Boutons de gauche', 'Linkerknoppen', 'Left buttons'),
  rightCtas: w('Boutons de droite', 'Rechterknoppen', 'Right buttons'),
  quote: w('Citation', 'Citaat', 'Quote'),
  role: w('Fonction', 'Functie', 'Role'),
  'block:testimonials:items': w('Témoignages', 'Getuigenissen', 'Testimonials'),
  'block:questions:items': w('Questions', 'Vragen', 'Questions'),
}

/** The name of one row of an array (or one block of a blocks field), by the same keys as FIELDS. */
const ROWS: Record<string, AdminText> = {
  'payload-jobs:log': w('Passage', 'Uitvoering', 'Run'),
  ctas: w('Bouton', 'Knop', 'Button'),
  items: w('Élément', 'Item', 'Item'),
  'menus:items': w('Élément du menu', 'Menu-item', 'Menu item'),
  'footers:items': w('Groupe de liens', 'Linkgroep', 'Link group'),
  subItems: w('Sous-élément', 'Subitem', 'Sub-item'),
  links: w('Lien', 'Link', 'Link'),
  socialLinks: w('Réseau social', 'Sociaal netwerk', 'Social network'),
  professionalUserSocialNetworks: w('Réseau social', 'Sociaal netwerk', 'Social network'),
  footerLinks: w('Lien légal', 'Juridische link', 'Legal link'),
  postalCodesRange: w('Plage de codes postaux', 'Postcodereeks', 'Postcode range'),
  involvedParties: w('Intervenant', 'Betrokken partij', 'Party involved'),
  questions: w('Question', 'Vraag', 'Question'),
  samples: w('Échantillon', 'Staal', 'Sample'),
  systemLayers: w('Couche', 'Laag', 'Layer'),
  layerProducts: w('Produit', 'Product', 'Product'),
  products: w('Produit', 'Product', 'Product'),
  colorCategories: w('Catégorie de teintes', 'Kleurcategorie', 'Colour category'),
  colorRanges: w('Gamme de teintes', 'Kleurgamma', 'Colour range'),
  colorShades: w('Teinte', 'Tint', 'Shade'),
  solutions: w('Solution', 'Oplossing', 'Solution'),
  steps: w('Étape', 'Stap', 'Step'),
  cards: w('Carte', 'Kaart', 'Card'),
  paragraphs: w('Paragraphe', 'Paragraaf', 'Paragraph'),
  hero: w('Bandeau', 'Banner', 'Hero'),
  'block:testimonials:items': w('Témoignage', 'Getuigenis', 'Testimonial'),
  'block:questions:items': w('Question', 'Vraag', 'Question'),
}

/** Labels, block names and help texts written in English in the collections, by their English words. */
const TEXTS: Record<string, AdminText> = {
  'The types of work this system is: a quotation asked for it starts with them ticked.': w(
    'Les types de travaux de ce système : une demande de devis pour lui les a déjà cochés.',
    'De soorten werken van dit systeem: een offerteaanvraag ervoor heeft ze al aangevinkt.',
    'The types of work this system is: a quotation asked for it starts with them ticked.',
  ),
  // Payload's jobs queue (payload-jobs)
  Status: w('État', 'Status', 'Status'),
  'Input data provided to the job': w(
    'Données remises à la tâche',
    'Gegevens die de taak meekreeg',
    'Input data provided to the job',
  ),
  'If hasError is true this job will not be retried': w(
    'Une tâche en erreur n’est plus réessayée.',
    'Een taak met een fout wordt niet opnieuw geprobeerd.',
    'If hasError is true this job will not be retried',
  ),
  'If hasError is true, this is the error that caused it': w(
    'L’erreur qui a arrêté la tâche.',
    'De fout die de taak stopte.',
    'If hasError is true, this is the error that caused it',
  ),
  'Task execution log': w('Journal des passages', 'Logboek van de uitvoeringen', 'Task execution log'),
  'Used for concurrency control. Jobs with the same key are subject to exclusive/supersedes rules.': w(
    'Sert au contrôle de concurrence : les tâches de même clé s’excluent ou se remplacent.',
    'Dient voor gelijktijdigheidscontrole: taken met dezelfde sleutel sluiten elkaar uit of vervangen elkaar.',
    'Used for concurrency control. Jobs with the same key are subject to exclusive/supersedes rules.',
  ),
  // labels written in code
  'Being delivered by a worker until then.': w(
    'Un processus d’envoi le distribue jusqu’à ce moment.',
    'Een verzendproces bezorgt het tot dan.',
    'Being delivered by a worker until then.',
  ),
  'Manufacturer code': w('Code fabricant', 'Fabrikantcode', 'Manufacturer code'),
  'Manufacturer reference code': w('Référence fabricant', 'Fabrikantreferentie', 'Manufacturer reference code'),
  'Light reflectance (LRV)': w('Réflexion lumineuse (LRV)', 'Lichtreflectie (LRV)', 'Light reflectance (LRV)'),
  'Minimum light reflectance': w(
    'Réflexion lumineuse minimale',
    'Minimale lichtreflectie',
    'Minimum light reflectance',
  ),
  'Associated products': w('Produits associés', 'Bijbehorende producten', 'Associated products'),
  'Waste (%)': w('Pertes (%)', 'Verlies (%)', 'Waste (%)'),
  'Demo values': w('Valeurs de démonstration', 'Demowaarden', 'Demo values'),
  Client: w('Client', 'Klant', 'Client'),
  'Project preferences': w('Préférences de chantier', 'Voorkeuren voor projecten', 'Project preferences'),
  // blocks
  'Title and text': w('Titre et texte', 'Titel en tekst', 'Title and text'),
  'Titles and texts': w('Titres et textes', 'Titels en teksten', 'Titles and texts'),
  'Text, image and call to action': w(
    'Texte, image et bouton',
    'Tekst, afbeelding en knop',
    'Text, image and call to action',
  ),
  'Texts, images and calls to action': w(
    'Textes, images et boutons',
    'Teksten, afbeeldingen en knoppen',
    'Texts, images and calls to action',
  ),
  'Banner with text and call to action': w(
    'Bannière avec texte et bouton',
    'Banner met tekst en knop',
    'Banner with text and call to action',
  ),
  Banners: w('Bannières', 'Banners', 'Banners'),
  'Image with caption': w('Image avec légende', 'Afbeelding met bijschrift', 'Image with caption'),
  'Images with caption': w('Images avec légende', 'Afbeeldingen met bijschrift', 'Images with caption'),
  Steps: w('Étapes', 'Stappen', 'Steps'),
  'Cards slider': w('Carrousel de cartes', 'Kaartencarrousel', 'Cards slider'),
  'Cards sliders': w('Carrousels de cartes', 'Kaartencarrousels', 'Cards sliders'),
  Images: w('Images', 'Afbeeldingen', 'Images'),
  'External cards': w('Cartes vers d’autres sites', 'Kaarten naar andere sites', 'External cards'),
  'Article or reference cards': w(
    'Cartes d’articles ou de références',
    'Kaarten van artikels of referenties',
    'Article or reference cards',
  ),
  'Product cards': w('Cartes de produits', 'Productkaarten', 'Product cards'),
  FAQ: w('FAQ', 'FAQ', 'FAQ'),
  FAQs: w('FAQ', "FAQ's", 'FAQs'),
  Testimonials: w('Témoignages', 'Getuigenissen', 'Testimonials'),
  Testimonial: w('Témoignage', 'Getuigenis', 'Testimonial'),
  Question: w('Question', 'Vraag', 'Question'),
  Questions: w('Questions', 'Vragen', 'Questions'),
  Layer: w('Couche', 'Laag', 'Layer'),
  Layers: w('Couches', 'Lagen', 'Layers'),
  Product: w('Produit', 'Product', 'Product'),
  Products: w('Produits', 'Producten', 'Products'),
  'Questions and answers': w('Questions et réponses', 'Vragen en antwoorden', 'Questions and answers'),
  'Double image hero': w('Bandeau à deux images', 'Banner met twee afbeeldingen', 'Double image hero'),
  'Double image heroes': w('Bandeaux à deux images', 'Banners met twee afbeeldingen', 'Double image heroes'),
  'Single image hero': w('Bandeau à une image', 'Banner met één afbeelding', 'Single image hero'),
  'Single image heroes': w('Bandeaux à une image', 'Banners met één afbeelding', 'Single image heroes'),
  // help texts
  'The first one is the hero band (1940 × 450).': w(
    'La première forme le bandeau (1940 × 450).',
    'De eerste vormt de banner (1940 × 450).',
    'The first one is the hero band (1940 × 450).',
  ),
  'For staff only.': w('Pour le personnel uniquement.', 'Alleen voor het personeel.', 'For staff only.'),
  'Shown on the article and its card; falls back to the creation date.': w(
    'Affichée sur l’article et sa carte ; à défaut, la date de création.',
    'Getoond op het artikel en zijn kaart; anders de aanmaakdatum.',
    'Shown on the article and its card; falls back to the creation date.',
  ),
  'The first one illustrates the article’s card.': w(
    'La première illustre la carte de l’article.',
    'De eerste illustreert de kaart van het artikel.',
    'The first one illustrates the article’s card.',
  ),
  'The themes listed on the blog, each with its articles.': w(
    'Les thèmes affichés sur le blog, chacun avec ses articles.',
    "De thema's op de blog, elk met zijn artikels.",
    'The themes listed on the blog, each with its articles.',
  ),
  'Useful links in the sidebar.': w(
    'Liens utiles dans la colonne latérale.',
    'Nuttige links in de zijkolom.',
    'Useful links in the sidebar.',
  ),
  'Shown only when function, company, first name, last name and contact are all set.': w(
    'Affiché seulement quand fonction, entreprise, prénom, nom et contact sont tous remplis.',
    'Alleen getoond wanneer functie, bedrijf, voornaam, achternaam en contact allemaal ingevuld zijn.',
    'Shown only when function, company, first name, last name and contact are all set.',
  ),
  'E-mail address or phone number.': w(
    'Adresse e-mail ou numéro de téléphone.',
    'E-mailadres of telefoonnummer.',
    'E-mail address or phone number.',
  ),
  'The client’s or the project’s logo, shown in its own part of the reference’s sidebar.': w(
    'Le logo du client ou du projet, dans sa propre partie de la colonne latérale.',
    'Het logo van de klant of het project, in een eigen deel van de zijkolom.',
    'The client’s or the project’s logo, shown in its own part of the reference’s sidebar.',
  ),
  'The catalogue products the project used, listed in the sidebar.': w(
    'Les produits du catalogue utilisés sur le chantier, listés dans la colonne latérale.',
    'De catalogusproducten die het project gebruikte, in de zijkolom.',
    'The catalogue products the project used, listed in the sidebar.',
  ),
  'Whom to ask about the project: an e-mail address or a phone number.': w(
    'Qui contacter au sujet du projet : une adresse e-mail ou un numéro de téléphone.',
    'Wie u over het project kunt contacteren: een e-mailadres of telefoonnummer.',
    'Whom to ask about the project: an e-mail address or a phone number.',
  ),
  'The first one is shown as the company in the sidebar.': w(
    'Le premier est présenté comme l’entreprise dans la colonne latérale.',
    'De eerste wordt als het bedrijf getoond in de zijkolom.',
    'The first one is shown as the company in the sidebar.',
  ),
  'Generic pages under /fr/{slug} and /nl/{slug}.': w(
    'Pages génériques sous /fr/{slug} et /nl/{slug}.',
    "Algemene pagina's onder /fr/{slug} en /nl/{slug}.",
    'Generic pages under /fr/{slug} and /nl/{slug}.',
  ),
  'Articles under /fr/article/{slug} and /nl/artikel/{slug}.': w(
    'Articles sous /fr/article/{slug} et /nl/artikel/{slug}.',
    'Artikels onder /fr/article/{slug} en /nl/artikel/{slug}.',
    'Articles under /fr/article/{slug} and /nl/artikel/{slug}.',
  ),
  'Blogs under /fr/blog/{slug} and /nl/blog/{slug}.': w(
    'Blogs sous /fr/blog/{slug} et /nl/blog/{slug}.',
    'Blogs onder /fr/blog/{slug} en /nl/blog/{slug}.',
    'Blogs under /fr/blog/{slug} and /nl/blog/{slug}.',
  ),
  'Reference projects under /fr/reference/{slug} and /nl/referentie/{slug}.': w(
    'Chantiers de référence sous /fr/reference/{slug} et /nl/referentie/{slug}.',
    'Referentieprojecten onder /fr/reference/{slug} en /nl/referentie/{slug}.',
    'Reference projects under /fr/reference/{slug} and /nl/referentie/{slug}.',
  ),
  'The home (index) and the landing of each profile; the route is fixed by the landing type.': w(
    'L’accueil (index) et la page d’accueil de chaque profil ; l’adresse découle du type.',
    'De startpagina (index) en de landingspagina van elk profiel; het adres volgt uit het type.',
    'The home (index) and the landing of each profile; the route is fixed by the landing type.',
  ),
  'Follows the landing type.': w(
    'Découle du type de page.',
    'Volgt uit het soort pagina.',
    'Follows the landing type.',
  ),
  'One FAQ per profile; the FAQ page shows the visitor’s profile’s FAQ, else the public one.': w(
    'Une FAQ par profil ; la page FAQ montre celle du profil du visiteur, sinon la FAQ publique.',
    'Eén FAQ per profiel; de FAQ-pagina toont die van het profiel van de bezoeker, anders de publieke.',
    'One FAQ per profile; the FAQ page shows the visitor’s profile’s FAQ, else the public one.',
  ),
  'Falls back to the subject.': w('À défaut, le sujet.', 'Anders het onderwerp.', 'Falls back to the subject.'),
  'Lower comes first.': w('Le plus petit vient en premier.', 'De kleinste komt eerst.', 'Lower comes first.'),
  'Lower weights come first.': w(
    'Le plus petit vient en premier.',
    'De kleinste komt eerst.',
    'Lower weights come first.',
  ),
  'Order of links inside a group is by rank of the links.': w(
    'Dans un groupe, les liens suivent leur position.',
    'Binnen een groep volgen de links hun positie.',
    'Order of links inside a group is by rank of the links.',
  ),
  'Articles carrying this tag.': w(
    'Articles portant ce thème.',
    'Artikels met dit thema.',
    'Articles carrying this tag.',
  ),
  'Legal links shown beside the copyright on desktop.': w(
    'Liens légaux affichés à côté du copyright sur ordinateur.',
    'Juridische links naast het copyright op de computer.',
    'Legal links shown beside the copyright on desktop.',
  ),
  'The header shows the first call-to-action.': w(
    'L’en-tête affiche le premier bouton.',
    'De koptekst toont de eerste knop.',
    'The header shows the first call-to-action.',
  ),
  'The professional who uploaded it (company image, references).': w(
    'Le professionnel qui l’a envoyée (image d’entreprise, références).',
    'De vakman die ze uploadde (bedrijfsafbeelding, referenties).',
    'The professional who uploaded it (company image, references).',
  ),
  'The professional who uploaded it; empty for a visitor.': w(
    'Le professionnel qui l’a envoyé ; vide pour un visiteur.',
    'De vakman die het uploadde; leeg voor een bezoeker.',
    'The professional who uploaded it; empty for a visitor.',
  ),
  'Hash of the visitor’s upload session: only they may attach it.': w(
    'Empreinte de la session d’envoi du visiteur : lui seul peut le joindre.',
    'Hash van de uploadsessie van de bezoeker: alleen hij kan het toevoegen.',
    'Hash of the visitor’s upload session: only they may attach it.',
  ),
  'Public name; the company name when empty.': w(
    'Nom public ; à défaut, le nom de l’entreprise.',
    'Publieke naam; anders de bedrijfsnaam.',
    'Public name; the company name when empty.',
  ),
  'Limits renovation jobs by size.': w(
    'Limite les rénovations selon leur surface.',
    'Beperkt renovaties volgens hun oppervlakte.',
    'Limits renovation jobs by size.',
  ),
  'In the directory: visible, with a profile, a work category, an area served, a city and a postcode. Computed on save.':
    w(
      'Dans l’annuaire : visible, avec un profil, une catégorie de travaux, une zone desservie, une localité et un code postal. Calculé à l’enregistrement.',
      'In de gids: zichtbaar, met een profiel, een werkcategorie, een bediende regio, een gemeente en een postcode. Berekend bij het opslaan.',
      'In the directory: visible, with a profile, a work category, an area served, a city and a postcode. Computed on save.',
    ),
  'Tick once the request has been answered.': w(
    'Cochez une fois la demande traitée.',
    'Vink aan zodra de aanvraag beantwoord is.',
    'Tick once the request has been answered.',
  ),
  'Tick once the samples have been sent.': w(
    'Cochez une fois les échantillons envoyés.',
    'Vink aan zodra de stalen verstuurd zijn.',
    'Tick once the samples have been sent.',
  ),
  'Set when ordered with a merchant’s code.': w(
    'Renseigné pour une commande avec le code d’un négociant.',
    'Ingevuld bij een bestelling met de code van een handelaar.',
    'Set when ordered with a merchant’s code.',
  ),
  'Shared by the copies sent to each professional.': w(
    'Commun aux copies envoyées à chaque professionnel.',
    'Gedeeld door de kopieën die naar elke vakman gaan.',
    'Shared by the copies sent to each professional.',
  ),
  'The request’s text as the requester typed it; at most 400 characters.': w(
    'Le texte de la demande tel que le demandeur l’a écrit ; 400 caractères au plus.',
    'De tekst van de aanvraag zoals de aanvrager hem typte; hoogstens 400 tekens.',
    'The request’s text as the requester typed it; at most 400 characters.',
  ),
  'm²': w('m²', 'm²', 'm²'),
  'The professional’s own notes, from the dashboard.': w(
    'Les notes du professionnel, depuis son tableau de bord.',
    'De eigen notities van de vakman, vanuit zijn dashboard.',
    'The professional’s own notes, from the dashboard.',
  ),
  'Given to the merchant’s customers; compared without regard to case or spaces.': w(
    'Donné aux clients du négociant ; comparé sans tenir compte des majuscules ni des espaces.',
    'Gegeven aan de klanten van de handelaar; vergeleken zonder rekening te houden met hoofdletters of spaties.',
    'Given to the merchant’s customers; compared without regard to case or spaces.',
  ),
  'Attached files: name, type and base64 content.': w(
    'Fichiers joints : nom, type et contenu en base64.',
    'Bijgevoegde bestanden: naam, type en inhoud in base64.',
    'Attached files: name, type and base64 content.',
  ),
  'The answers that lead to this system; an unanswered question does not narrow.': w(
    'Les réponses qui mènent à ce système ; une question sans réponse ne restreint pas.',
    'De antwoorden die naar dit systeem leiden; een onbeantwoorde vraag beperkt niet.',
    'The answers that lead to this system; an unanswered question does not narrow.',
  ),
  'From the wall outwards.': w('Du mur vers l’extérieur.', 'Van de muur naar buiten.', 'From the wall outwards.'),
  'Else visitors may leave it out.': w(
    'Sinon, le visiteur peut l’omettre.',
    'Anders mag de bezoeker ze weglaten.',
    'Else visitors may leave it out.',
  ),
  'Takes the colour.': w('Reçoit la teinte.', 'Krijgt de kleur.', 'Takes the colour.'),
  'Darker shades are not offered (20 on insulation systems; empty for no limit).': w(
    'Les teintes plus sombres ne sont pas proposées (20 sur les systèmes isolants ; vide : sans limite).',
    'Donkerdere tinten worden niet aangeboden (20 op isolatiesystemen; leeg: geen grens).',
    'Darker shades are not offered (20 on insulation systems; empty for no limit).',
  ),
  'For staff: tells apart layers with the same public name.': w(
    'Pour le personnel : distingue les couches de même nom public.',
    'Voor het personeel: onderscheidt lagen met dezelfde publieke naam.',
    'For staff: tells apart layers with the same public name.',
  ),
  'The first is the configurator’s default; visitors may pick another.': w(
    'Le premier est celui du configurateur par défaut ; le visiteur peut en choisir un autre.',
    'Het eerste is de standaard van de configurator; de bezoeker kan een ander kiezen.',
    'The first is the configurator’s default; visitors may pick another.',
  ),
  'Ordered with this product (the anchors of an insulation board…).': w(
    'Commandés avec ce produit (les chevilles d’un panneau isolant…).',
    'Besteld met dit product (de pluggen van een isolatieplaat…).',
    'Ordered with this product (the anchors of an insulation board…).',
  ),
  'Consumption, packaging and pallets feed the configurator’s quantities. Products marked “demo values” carry invented figures: replace them with the technical data sheet’s, then untick.':
    w(
      'Consommation, conditionnement et palettes alimentent les quantités du configurateur. Les produits marqués « valeurs de démonstration » portent des chiffres inventés : remplacez-les par ceux de la fiche technique, puis décochez.',
      'Verbruik, verpakking en pallets bepalen de hoeveelheden van de configurator. Producten met “demowaarden” hebben verzonnen cijfers: vervang ze door die van de technische fiche en vink dan uit.',
      'Consumption, packaging and pallets feed the configurator’s quantities. Products marked “demo values” carry invented figures: replace them with the technical data sheet’s, then untick.',
    ),
  'SURFACE: per m² of net wall. LINEAR: per metre of a perimeter.': w(
    'Par m² : par m² de mur net. Au mètre : par mètre d’un périmètre.',
    'Per m²: per m² netto muur. Per meter: per meter van een omtrek.',
    'Per m²: per m² of net wall. Per metre: per metre of a perimeter.',
  ),
  'FACADE_BASE: along each facade’s base (starter profile). OPENINGS: around doors and windows.': w(
    'Pied de façade : le long de la base de chaque façade (profilé de départ). Ouvertures : autour des portes et fenêtres.',
    'Gevelvoet: langs de onderkant van elke gevel (startprofiel). Openingen: rond deuren en ramen.',
    'Facade base: along each facade’s base (starter profile). Openings: around doors and windows.',
  ),
  'Per m² (surface) or per metre (linear), in the consumption unit.': w(
    'Par m² (surface) ou par mètre (linéaire), dans l’unité de consommation.',
    'Per m² (oppervlakte) of per meter (lineair), in de verbruikseenheid.',
    'Per m² (surface) or per metre (linear), in the consumption unit.',
  ),
  'How much of the consumption unit one packaging unit holds (25 kg, 50 m², 2.5 m…).': w(
    'Quantité de l’unité de consommation dans un conditionnement (25 kg, 50 m², 2,5 m…).',
    'Hoeveel van de verbruikseenheid één verpakking bevat (25 kg, 50 m², 2,5 m…).',
    'How much of the consumption unit one packaging unit holds (25 kg, 50 m², 2.5 m…).',
  ),
  'Packaging units on a full pallet; empty when not delivered on pallets.': w(
    'Conditionnements par palette complète ; vide s’il n’est pas livré sur palette.',
    'Verpakkingen op een volle pallet; leeg als het niet op pallets geleverd wordt.',
    'Packaging units on a full pallet; empty when not delivered on pallets.',
  ),
  'Invented figures, not the technical data sheet’s.': w(
    'Chiffres inventés, pas ceux de la fiche technique.',
    'Verzonnen cijfers, niet die van de technische fiche.',
    'Invented figures, not the technical data sheet’s.',
  ),
  'A coating whose code is a product of a system’s finish layer is offered on that system’s colour chart.': w(
    'Une finition dont le code est un produit de la couche de finition d’un système est proposée dans le nuancier de ce système.',
    'Een afwerking waarvan de code een product is van de afwerkingslaag van een systeem, staat in de kleurenkaart van dat systeem.',
    'A coating whose code is a product of a system’s finish layer is offered on that system’s colour chart.',
  ),
  'Link to the printable colour chart.': w(
    'Lien vers le nuancier imprimable.',
    'Link naar de afdrukbare kleurenkaart.',
    'Link to the printable colour chart.',
  ),
  'Systems on which this shade is not offered.': w(
    'Systèmes sur lesquels cette teinte n’est pas proposée.',
    'Systemen waarop deze tint niet aangeboden wordt.',
    'Systems on which this shade is not offered.',
  ),
  'Ids of the estimate answers chosen on step 1.': w(
    'Identifiants des réponses choisies à l’étape 1.',
    'Id’s van de antwoorden gekozen in stap 1.',
    'Ids of the estimate answers chosen on step 1.',
  ),
  'The colour chosen on the colour chart.': w(
    'La teinte choisie dans le nuancier.',
    'De kleur gekozen in de kleurenkaart.',
    'The colour chosen on the colour chart.',
  ),
  'Facades with their perimeter (BASE, HEIGHT) and openings (WIDTH, HEIGHT), in metres.': w(
    'Façades avec leur périmètre (BASE, HEIGHT) et leurs ouvertures (WIDTH, HEIGHT), en mètres.',
    'Gevels met hun omtrek (BASE, HEIGHT) en openingen (WIDTH, HEIGHT), in meter.',
    'Facades with their perimeter (BASE, HEIGHT) and openings (WIDTH, HEIGHT), in metres.',
  ),
  'The product chosen per system layer (null: an optional layer left out).': w(
    'Le produit choisi par couche du système (null : couche facultative omise).',
    'Het gekozen product per laag van het systeem (null: een weggelaten optionele laag).',
    'The product chosen per system layer (null: an optional layer left out).',
  ),
  'Up to 1 buttons, from the calls-to-action collection.': w(
    'Un bouton au plus, choisi parmi les boutons d’action.',
    'Hoogstens één knop, gekozen uit de actieknoppen.',
    'At most 1 button, from the calls to action.',
  ),
  'Up to 2 buttons, from the calls-to-action collection.': w(
    'Deux boutons au plus, choisis parmi les boutons d’action.',
    'Hoogstens twee knoppen, gekozen uit de actieknoppen.',
    'Up to 2 buttons, from the calls to action.',
  ),
  'The first 3 show; a “see more” button reveals the others.': w(
    'Les 3 premières s’affichent ; un bouton « voir plus » montre les autres.',
    'De eerste 3 worden getoond; een knop “meer zien” toont de andere.',
    'The first 3 show; a “see more” button reveals the others.',
  ),
  'Only articles with this tag.': w(
    'Uniquement les articles de ce thème.',
    'Enkel artikels met dit thema.',
    'Only articles with this tag.',
  ),
  'Manufacturer reference.': w('Référence fabricant.', 'Fabrikantreferentie.', 'Manufacturer reference.'),
  'Who said it.': w('Qui l’a dit.', 'Wie het zei.', 'Who said it.'),
  'Trade and town, for example.': w(
    'Métier et localité, par exemple.',
    'Beroep en gemeente, bijvoorbeeld.',
    'Trade and town, for example.',
  ),
  'Leave empty to generate it from the title.': w(
    'Laissez vide pour la générer à partir du titre.',
    'Laat leeg om hem uit de titel te maken.',
    'Leave empty to generate it from the title.',
  ),
}

const PROFILE_OPTIONS: Record<string, AdminText> = {
  PUBLIC_PROFILE: w('Tout public', 'Iedereen', 'Everyone'),
  INDIVIDUAL_PROFILE: w('Particulier', 'Particulier', 'Homeowner'),
  INDIVIDUAL_FACADIER_PROFILE: w('Particulier – façade', 'Particulier – gevel', 'Homeowner – facade'),
  INDIVIDUAL_PLAFONNEUR_PROFILE: w('Particulier – plafonnage', 'Particulier – pleisterwerk', 'Homeowner – plastering'),
  INDIVIDUAL_PLASTERBOARDER_PROFILE: w(
    'Particulier – plaques de plâtre',
    'Particulier – gipsplaten',
    'Homeowner – plasterboard',
  ),
  PROFESSIONAL_FACADIER_PROFILE: w('Façadier', 'Gevelbezetter', 'Facade specialist'),
  PROFESSIONAL_PLAFONNEUR_PROFILE: w('Plafonneur', 'Stukadoor', 'Plasterer'),
  PROFESSIONAL_PLASTERBOARDER_PROFILE: w('Plaquiste', 'Plaatser', 'Plasterboard fitter'),
}

/** Select options' words: `field.value` first, then the value alone. */
const OPTIONS: Record<string, AdminText> = {
  ...PROFILE_OPTIONS,
  // Payload's jobs queue: a run's state, the mail task
  'state.failed': w('Échec', 'Mislukt', 'Failed'),
  'state.succeeded': w('Réussie', 'Geslaagd', 'Succeeded'),
  'taskSlug.sendMail': w('Envoi d’un e-mail', 'Verzending van een e-mail', 'Send an e-mail'),
  'taskSlug.inline': w('Tâche en ligne', 'Inline taak', 'Inline task'),
  fr: w('Français', 'Frans', 'French'),
  nl: w('Néerlandais', 'Nederlands', 'Dutch'),
  // quotation requests
  'status.NEW': w('Nouvelle', 'Nieuw', 'New'),
  'status.IN_PROGRESS': w('En cours', 'In behandeling', 'In progress'),
  'status.DONE': w('Traitée', 'Afgehandeld', 'Done'),
  'status.ARCHIVED': w('Archivée', 'Gearchiveerd', 'Archived'),
  RENOVATION: w('Rénovation', 'Renovatie', 'Renovation'),
  NEW_CONSTRUCTION: w('Construction neuve', 'Nieuwbouw', 'New construction'),
  SAMPLE: w('Échantillon de produit', 'Productstaal', 'Product sample'),
  BROCHURE: w('Brochure', 'Brochure', 'Brochure'),
  // contact requests
  individual: w('Particulier', 'Particulier', 'Homeowner'),
  professional: w('Professionnel du bâtiment', 'Bouwprofessional', 'Building professional'),
  architect: w('Architecte ou bureau d’études', 'Architect of studiebureau', 'Architect or design office'),
  merchant: w('Négociant en matériaux', 'Bouwmaterialenhandelaar', 'Building merchant'),
  other: w('Autre', 'Andere', 'Other'),
  // outbox
  'status.queued': w('En attente d’envoi', 'Wacht op verzending', 'Queued'),
  'status.sent': w('Envoyé', 'Verzonden', 'Sent'),
  'status.failed': w('Échec', 'Mislukt', 'Failed'),
  welcome: w('Bienvenue (professionnel)', 'Welkom (vakman)', 'Welcome (professional)'),
  resetPassword: w('Réinitialisation du mot de passe', 'Wachtwoord opnieuw instellen', 'Password reset'),
  contactStaff: w('Message de contact (personnel)', 'Contactbericht (personeel)', 'Contact message (staff)'),
  contactConfirmation: w('Confirmation de contact', 'Bevestiging van contact', 'Contact confirmation'),
  configuratorProject: w('Projet du configurateur', 'Project van de configurator', 'Configurator project'),
  estimateProfessional: w(
    'Demande de devis (professionnel)',
    'Offerteaanvraag (vakman)',
    'Quotation request (professional)',
  ),
  estimateClient: w('Demande de devis (demandeur)', 'Offerteaanvraag (aanvrager)', 'Quotation request (requester)'),
  sampleRequestDesk: w('Demande d’échantillons (service)', 'Stalenaanvraag (dienst)', 'Sample request (desk)'),
  sampleRequestConfirmation: w(
    'Confirmation de demande d’échantillons',
    'Bevestiging van stalenaanvraag',
    'Sample request confirmation',
  ),
  emailChanged: w('Adresse e-mail modifiée', 'E-mailadres gewijzigd', 'E-mail address changed'),
  // social networks
  facebook: w('Facebook', 'Facebook', 'Facebook'),
  instagram: w('Instagram', 'Instagram', 'Instagram'),
  linkedin: w('LinkedIn', 'LinkedIn', 'LinkedIn'),
  x_twitter: w('X (Twitter)', 'X (Twitter)', 'X (Twitter)'),
  youtube: w('YouTube', 'YouTube', 'YouTube'),
  // content
  news: w('Actualités', 'Nieuws', 'News'),
  advice: w('Conseils', 'Advies', 'Advice'),
  article: w('Articles', 'Artikels', 'Articles'),
  reference: w('Références', 'Referenties', 'References'),
  articles: w('Articles', 'Artikels', 'Articles'),
  references: w('Références', 'Referenties', 'References'),
  left: w('À gauche', 'Links', 'Left'),
  right: w('À droite', 'Rechts', 'Right'),
  PROVINCE: w('Province', 'Provincie', 'Province'),
  // landing types
  'landingType.index': w('Accueil', 'Startpagina', 'Home'),
  'landingType.individual': w('Particuliers', 'Particulieren', 'Homeowners'),
  'landingType.find-facade': w('Trouver un façadier', 'Een gevelbezetter vinden', 'Find a facade specialist'),
  'landingType.find-roofer': w('Trouver un plafonneur', 'Een stukadoor vinden', 'Find a plasterer'),
  'landingType.find-plaquiste': w('Trouver un plaquiste', 'Een plaatser vinden', 'Find a plasterboard fitter'),
  'landingType.facade': w('Façadiers', 'Gevelbezetters', 'Facade specialists'),
  'landingType.roofer': w('Plafonneurs', 'Stukadoors', 'Plasterers'),
  'landingType.plaquiste': w('Plaquistes', 'Plaatsers', 'Plasterboard fitters'),
  'landingType.pro': w('Professionnels', 'Vakmensen', 'Professionals'),
  // catalogue
  SURFACE: w('Par m²', 'Per m²', 'Per m²'),
  LINEAR: w('Au mètre', 'Per meter', 'Per metre'),
  FACADE_BASE: w('Pied de façade', 'Gevelvoet', 'Facade base'),
  OPENINGS: w('Ouvertures', 'Openingen', 'Openings'),
  KG: w('kg', 'kg', 'kg'),
  L: w('litre', 'liter', 'litre'),
  M2: w('m²', 'm²', 'm²'),
  M: w('mètre', 'meter', 'metre'),
  PIECE: w('pièce', 'stuk', 'piece'),
  METRE: w('mètre', 'meter', 'metre'),
  BUNDLE: w('botte', 'bundel', 'bundle'),
  PALLET: w('palette', 'pallet', 'pallet'),
  PANEL: w('panneau', 'plaat', 'panel'),
  PACKET: w('paquet', 'pak', 'packet'),
  ROLL: w('rouleau', 'rol', 'roll'),
  BAG: w('sac', 'zak', 'bag'),
  BUCKET: w('seau', 'emmer', 'bucket'),
}

type Scope = string
type LabelValue = unknown

const isText = (value: unknown): value is string => typeof value === 'string'

function lookup<T>(table: Record<string, T>, scope: Scope, path: string, name: string): T | undefined {
  return table[`${scope}:${path}`] ?? table[name]
}

function translated(value: LabelValue): LabelValue {
  return isText(value) ? (TEXTS[value] ?? value) : value
}

type SelectOption = string | { label: unknown; value: string }

function localizeOptions(name: string, options: readonly SelectOption[]): SelectOption[] {
  return options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = typeof option === 'string' ? option : option.label
    if (!isText(label)) return option
    const words = OPTIONS[`${name}.${value}`] ?? OPTIONS[value] ?? TEXTS[label]
    return { value, label: words ?? label }
  })
}

/** One localized copy per block: the same block object serves several collections. */
const localizedBlocks = new WeakMap<Block, Block>()

function localizeBlock(block: Block): Block {
  const known = localizedBlocks.get(block)
  if (known) return known
  const labels = block.labels
  const result: Block = {
    ...block,
    labels: labels
      ? ({ singular: translated(labels.singular), plural: translated(labels.plural) } as Block['labels'])
      : labels,
    fields: localizeFields(block.fields, `block:${block.slug}`, ''),
  }
  localizedBlocks.set(block, result)
  return result
}

/**
 * Dates in /admin read day/month/year with a 24-hour clock in French, Dutch and English: Payload's defaults are
 * American ("MMMM do yyyy, h:mm a" gave "novembre 26 2026, 3:45 AM", a day-only field "mei 01" without its year).
 * The root format serves the lists' createdAt/updatedAt and document info; each date field gets the one of its
 * picker unless it names its own.
 */
export const ADMIN_DATE_FORMAT = 'dd/MM/yyyy HH:mm'
const DATE_FORMATS: Record<string, string> = {
  default: 'dd/MM/yyyy',
  dayOnly: 'dd/MM/yyyy',
  dayAndTime: ADMIN_DATE_FORMAT,
  timeOnly: 'HH:mm',
  monthOnly: 'MMMM yyyy',
}

function withDateFormat(admin: Record<string, unknown> | undefined): Record<string, unknown> {
  const date = (admin?.date ?? {}) as { pickerAppearance?: string; displayFormat?: string; timeFormat?: string }
  const appearance = date.pickerAppearance ?? 'default'
  return {
    ...admin,
    date: {
      ...date,
      displayFormat: date.displayFormat ?? DATE_FORMATS[appearance] ?? DATE_FORMATS.default,
      ...(appearance === 'dayAndTime' || appearance === 'timeOnly' ? { timeFormat: date.timeFormat ?? 'HH:mm' } : {}),
    },
  }
}

function localizeField(field: Field, scope: Scope, parent: string): Field {
  const name = 'name' in field && isText(field.name) ? field.name : ''
  const path = name ? (parent ? `${parent}.${name}` : name) : parent
  const out = { ...field } as Record<string, unknown>
  const admin = (field as { admin?: Record<string, unknown> }).admin
  if (admin && 'description' in admin) out.admin = { ...admin, description: translated(admin.description) }
  if (field.type === 'date') out.admin = withDateFormat(out.admin as Record<string, unknown> | undefined)
  if ('label' in field && field.label !== undefined) out.label = translated(field.label)
  else if (name) {
    const words = lookup(FIELDS, scope, path, name)
    if (words) out.label = words
  }
  if ('options' in field && Array.isArray(field.options)) {
    out.options = localizeOptions(name, field.options as SelectOption[])
  }
  if (field.type === 'array' || field.type === 'blocks') {
    const given = (field as { labels?: { singular?: unknown; plural?: unknown } }).labels
    const plural = given?.plural !== undefined ? translated(given.plural) : lookup(FIELDS, scope, path, name)
    const singular = given?.singular !== undefined ? translated(given.singular) : lookup(ROWS, scope, path, name)
    if (plural && singular) out.labels = { singular, plural }
  }
  if ('fields' in field && Array.isArray(field.fields)) out.fields = localizeFields(field.fields, scope, path)
  if (field.type === 'tabs') {
    out.tabs = field.tabs.map((tab) => {
      const tabPath = 'name' in tab && tab.name ? (path ? `${path}.${tab.name}` : tab.name) : path
      return { ...tab, label: translated(tab.label), fields: localizeFields(tab.fields, scope, tabPath) }
    })
  }
  if (field.type === 'blocks' && Array.isArray(field.blocks)) out.blocks = field.blocks.map(localizeBlock)
  return out as unknown as Field
}

function localizeFields(fields: Field[], scope: Scope, parent: string): Field[] {
  return fields.map((field) => localizeField(field, scope, parent))
}

/** One collection with its name, group, help text and every field's words in French, Dutch and English. */
export function localizeCollection(collection: CollectionConfig): CollectionConfig {
  const names = COLLECTIONS[collection.slug]
  const admin = collection.admin ?? {}
  return {
    ...collection,
    labels: names ?? collection.labels,
    admin: {
      ...admin,
      group: isText(admin.group) ? (GROUPS[admin.group] ?? admin.group) : admin.group,
      description: translated(admin.description) as typeof admin.description,
    },
    fields: localizeFields(collection.fields, collection.slug, ''),
  }
}

/** Every collection of the back office, localized (see `localizeCollection`). */
export function localizeCollections(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map(localizeCollection)
}
