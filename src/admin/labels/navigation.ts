/**
 * The Navigation group: the menus and the footers, their items, links and social links.
 */
import { type AdminArea, sp, w } from './words'

export const NAVIGATION_LABELS: AdminArea = {
  collections: {
    menus: sp(w('Menu', 'Menu', 'Menu'), w('Menus', "Menu's", 'Menus')),
    footers: sp(w('Pied de page', 'Voettekst', 'Footer'), w('Pieds de page', 'Voetteksten', 'Footers')),
  },
  groups: {
    Navigation: w('Navigation', 'Navigatie', 'Navigation'),
  },
  fields: {
    items: w('Éléments', 'Items', 'Items'),
    'menus:items': w('Éléments du menu', 'Menu-items', 'Menu items'),
    'footers:items': w('Groupes de liens', 'Linkgroepen', 'Link groups'),
    subItems: w('Sous-éléments', 'Subitems', 'Sub-items'),
    rank: w('Position', 'Positie', 'Rank'),
    socialLinks: w('Réseaux sociaux', 'Sociale netwerken', 'Social networks'),
    footerLinks: w('Liens légaux', 'Juridische links', 'Legal links'),
  },
  rows: {
    items: w('Élément', 'Item', 'Item'),
    'menus:items': w('Élément du menu', 'Menu-item', 'Menu item'),
    'footers:items': w('Groupe de liens', 'Linkgroep', 'Link group'),
    subItems: w('Sous-élément', 'Subitem', 'Sub-item'),
    socialLinks: w('Réseau social', 'Sociaal netwerk', 'Social network'),
    footerLinks: w('Lien légal', 'Juridische link', 'Legal link'),
  },
  texts: {
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
  },
}
