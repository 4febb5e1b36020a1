/**
 * The Content group: pages, articles, blogs, references, landings, FAQs, calls to action, content tags and
 * images, with their help texts, content types and landing types.
 */
import { type AdminArea, sp, w } from './words'

export const CONTENT_LABELS: AdminArea = {
  collections: {
    media: sp(w('Image', 'Afbeelding', 'Image'), w('Images', 'Afbeeldingen', 'Images')),
    'calls-to-action': sp(
      w('Bouton d’action', 'Actieknop', 'Call to action'),
      w('Boutons d’action', 'Actieknoppen', 'Calls to action'),
    ),
    'content-tags': sp(w('Thème', 'Thema', 'Content tag'), w('Thèmes', "Thema's", 'Content tags')),
    landings: sp(
      w('Page d’accueil', 'Landingspagina', 'Landing'),
      w('Pages d’accueil', "Landingspagina's", 'Landings'),
    ),
    pages: sp(w('Page', 'Pagina', 'Page'), w('Pages', "Pagina's", 'Pages')),
    articles: sp(w('Article', 'Artikel', 'Article'), w('Articles', 'Artikels', 'Articles')),
    blogs: sp(w('Blog', 'Blog', 'Blog'), w('Blogs', 'Blogs', 'Blogs')),
    references: sp(w('Référence', 'Referentie', 'Reference'), w('Références', 'Referenties', 'References')),
    faqs: sp(w('FAQ', 'FAQ', 'FAQ'), w('FAQ', "FAQ's", 'FAQs')),
  },
  groups: {
    Content: w('Contenu', 'Inhoud', 'Content'),
  },
  fields: {
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
  },
  rows: {
    involvedParties: w('Intervenant', 'Betrokken partij', 'Party involved'),
    questions: w('Question', 'Vraag', 'Question'),
    paragraphs: w('Paragraphe', 'Paragraaf', 'Paragraph'),
    hero: w('Bandeau', 'Banner', 'Hero'),
  },
  texts: {
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
    'Articles carrying this tag.': w(
      'Articles portant ce thème.',
      'Artikels met dit thema.',
      'Articles carrying this tag.',
    ),
    'The professional who uploaded it (company image, references).': w(
      'Le professionnel qui l’a envoyée (image d’entreprise, références).',
      'De vakman die ze uploadde (bedrijfsafbeelding, referenties).',
      'The professional who uploaded it (company image, references).',
    ),
  },
  options: {
    // content
    news: w('Actualités', 'Nieuws', 'News'),
    advice: w('Conseils', 'Advies', 'Advice'),
    article: w('Articles', 'Artikels', 'Articles'),
    reference: w('Références', 'Referenties', 'References'),
    articles: w('Articles', 'Artikels', 'Articles'),
    references: w('Références', 'Referenties', 'References'),
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
  },
}
