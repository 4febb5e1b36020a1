/**
 * The Professionals group: the professionals' accounts and directory fields, and their saved configurator
 * projects.
 */
import { type AdminArea, sp, w } from './words'

export const PROFESSIONAL_LABELS: AdminArea = {
  collections: {
    'professional-users': sp(
      w('Professionnel', 'Vakman', 'Professional'),
      w('Professionnels', 'Vakmensen', 'Professionals'),
    ),
    projects: sp(w('Projet', 'Project', 'Project'), w('Projets', 'Projecten', 'Projects')),
    'visualiser-projects': sp(
      w('Image du visualiseur', 'Beeld van de visualisatie', 'Visualiser picture'),
      w('Images du visualiseur', 'Beelden van de visualisatie', 'Visualiser pictures'),
    ),
  },
  groups: {
    Professionals: w('Professionnels', 'Vakmensen', 'Professionals'),
  },
  fields: {
    // visualiser pictures
    picture: w('Image (zones et variantes)', 'Beeld (zones en varianten)', 'Picture (zones and variants)'),
    demo: w('Maison de démonstration', 'Demowoning', 'Demo house'),
    photo: w('Photo', 'Foto', 'Photo'),
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
    acceptTermsAndConditions: w(
      'Conditions générales acceptées',
      'Algemene voorwaarden aanvaard',
      'Accepted the terms',
    ),
    acceptMarketing: w(
      'Accepte les communications commerciales',
      'Aanvaardt commerciële berichten',
      'Accepts marketing e-mails',
    ),
    isVisible: w('Visible dans l’annuaire', 'Zichtbaar in de gids', 'Visible in the directory'),
    sortName: w('Nom de tri', 'Sorteernaam', 'Sort name'),
    listed: w('Dans l’annuaire', 'In de gids', 'Listed'),
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
  },
  rows: {
    professionalUserSocialNetworks: w('Réseau social', 'Sociaal netwerk', 'Social network'),
    solutions: w('Solution', 'Oplossing', 'Solution'),
  },
  texts: {
    // labels written in code
    'Project preferences': w('Préférences de chantier', 'Voorkeuren voor projecten', 'Project preferences'),
    // help texts
    'A visitor’s address, the link sent to.': w(
      'L’adresse d’un visiteur, à laquelle le lien a été envoyé.',
      'Het adres van een bezoeker, waarnaar de link werd gestuurd.',
      'A visitor’s address, the link sent to.',
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
  },
}
