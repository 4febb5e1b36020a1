/**
 * The Catalogue group: the configurator's and the quotation's catalogue (questions, answers, steps, systems,
 * layers, products, finishes), work categories and geographic areas.
 */
import { type AdminArea, sp, w } from './words'

export const CATALOGUE_LABELS: AdminArea = {
  collections: {
    'geographic-areas': sp(w('Zone géographique', 'Regio', 'Area'), w('Zones géographiques', "Regio's", 'Areas')),
    'work-categories': sp(
      w('Catégorie de travaux', 'Werkcategorie', 'Work category'),
      w('Catégories de travaux', 'Werkcategorieën', 'Work categories'),
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
  },
  groups: {
    Catalogue: w('Catalogue', 'Catalogus', 'Catalogue'),
  },
  fields: {
    // geographic areas
    postalCodesRange: w('Plages de codes postaux', 'Postcodereeksen', 'Postcode ranges'),
    from: w('Du', 'Van', 'From'),
    'geographic-areas:postalCodesRange.to': w('Au', 'Tot', 'To'),
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
  },
  rows: {
    postalCodesRange: w('Plage de codes postaux', 'Postcodereeks', 'Postcode range'),
    systemLayers: w('Couche', 'Laag', 'Layer'),
    layerProducts: w('Produit', 'Product', 'Product'),
    products: w('Produit', 'Product', 'Product'),
    colorCategories: w('Catégorie de teintes', 'Kleurcategorie', 'Colour category'),
    colorRanges: w('Gamme de teintes', 'Kleurgamma', 'Colour range'),
    colorShades: w('Teinte', 'Tint', 'Shade'),
  },
  texts: {
    // labels written in code
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
    // array labels
    Layer: w('Couche', 'Laag', 'Layer'),
    Layers: w('Couches', 'Lagen', 'Layers'),
    Product: w('Produit', 'Product', 'Product'),
    Products: w('Produits', 'Producten', 'Products'),
    // help texts
    'The types of work this system is: a quotation asked for it starts with them ticked.': w(
      'Les types de travaux de ce système : une demande de devis pour lui les a déjà cochés.',
      'De soorten werken van dit systeem: een offerteaanvraag ervoor heeft ze al aangevinkt.',
      'The types of work this system is: a quotation asked for it starts with them ticked.',
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
  },
  options: {
    // geographic areas
    PROVINCE: w('Province', 'Provincie', 'Province'),
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
  },
}
