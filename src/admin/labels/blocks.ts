/**
 * The paragraph blocks and heroes (src/blocks): their names, fields, rows and help texts.
 */
import { type AdminArea, w } from './words'

export const BLOCK_LABELS: AdminArea = {
  fields: {
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
  },
  rows: {
    steps: w('Étape', 'Stap', 'Step'),
    cards: w('Carte', 'Kaart', 'Card'),
    'block:testimonials:items': w('Témoignage', 'Getuigenis', 'Testimonial'),
    'block:questions:items': w('Question', 'Vraag', 'Question'),
  },
  texts: {
    // block and array names
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
    'Questions and answers': w('Questions et réponses', 'Vragen en antwoorden', 'Questions and answers'),
    'Double image hero': w('Bandeau à deux images', 'Banner met twee afbeeldingen', 'Double image hero'),
    'Double image heroes': w('Bandeaux à deux images', 'Banners met twee afbeeldingen', 'Double image heroes'),
    'Single image hero': w('Bandeau à une image', 'Banner met één afbeelding', 'Single image hero'),
    'Single image heroes': w('Bandeaux à une image', 'Banners met één afbeelding', 'Single image heroes'),
    // help texts
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
  },
  options: {
    left: w('À gauche', 'Links', 'Left'),
    right: w('À droite', 'Rechts', 'Right'),
  },
}
