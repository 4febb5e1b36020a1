/**
 * The back office's own sentences (custom admin components, field validation), as Payload's custom translations:
 * `t('custom:<key>')` in a component (`useTranslation` from @payloadcms/ui) or a validator (`req.t`).
 */
export const ADMIN_TRANSLATIONS = {
  fr: {
    // Yes/no columns (Payload's checkbox cell and filter read general:true/false, "vrai"/"faux" by default).
    general: { true: 'Oui', false: 'Non' },
    custom: {
      exportCsv: 'Exporter en CSV (filtres actuels)',
      exportHint: 'Pour marquer plusieurs demandes comme traitées : cochez-les, puis Modifier → « Traitée ».',
      slugFormat: 'Lettres minuscules sans accents, chiffres et tirets uniquement.',
      slugTaken: 'Cette adresse est déjà prise par un autre document : choisissez-en une autre.',
      required: 'Ce champ est obligatoire.',
      invalidLink: 'Indiquez un chemin du site (/fr/…), une adresse http(s)://, mailto:, tel: ou une ancre (#…).',
      httpAddress: 'Indiquez une adresse commençant par http:// ou https://.',
      hexColour: 'Indiquez une couleur au format #rrggbb.',
      searchInsight: 'Recherches sur le site',
      searchInsightHint:
        'Les 30 derniers jours, comptées par jour sans rien de la personne qui cherche : les recherches sans résultat montrent le contenu qui manque.',
      searchFrequent: 'Recherches les plus fréquentes (30 jours)',
      searchEmpty: 'Recherches sans résultat (30 jours)',
      searchQuery: 'Recherche',
      searchCount: 'Nombre',
      searchNone: 'Aucune recherche pour l’instant.',
      localeFr: 'Français',
      localeNl: 'Néerlandais',
    },
  },
  nl: {
    general: { true: 'Ja', false: 'Nee' },
    custom: {
      exportCsv: 'Exporteren als CSV (huidige filters)',
      exportHint: 'Om meerdere aanvragen als verwerkt te markeren: vink ze aan en kies Bewerken → “Verwerkt”.',
      slugFormat: 'Alleen kleine letters zonder accenten, cijfers en koppeltekens.',
      slugTaken: 'Dit adres is al in gebruik door een ander document: kies een ander.',
      required: 'Dit veld is verplicht.',
      invalidLink: 'Geef een pad van de site (/nl/…), een http(s)://-adres, mailto:, tel: of een anker (#…).',
      httpAddress: 'Geef een adres dat begint met http:// of https://.',
      hexColour: 'Geef een kleur in de vorm #rrggbb.',
      searchInsight: 'Zoekopdrachten op de site',
      searchInsightHint:
        'De laatste 30 dagen, per dag geteld zonder iets van wie zoekt: zoekopdrachten zonder resultaat tonen welke inhoud ontbreekt.',
      searchFrequent: 'Meest gezochte zoekopdrachten (30 dagen)',
      searchEmpty: 'Zoekopdrachten zonder resultaat (30 dagen)',
      searchQuery: 'Zoekopdracht',
      searchCount: 'Aantal',
      searchNone: 'Nog geen zoekopdrachten.',
      localeFr: 'Frans',
      localeNl: 'Nederlands',
    },
  },
  en: {
    general: { true: 'Yes', false: 'No' },
    custom: {
      exportCsv: 'Export CSV (current filters)',
      exportHint: 'To mark several requests processed: tick them, then Edit → “Processed”.',
      slugFormat: 'Lowercase letters without accents, digits and dashes only.',
      slugTaken: 'Another document already has this address: choose another one.',
      required: 'This field is required.',
      invalidLink: 'Give a site path (/fr/…), an http(s):// address, mailto:, tel: or an anchor (#…).',
      httpAddress: 'Give an address starting with http:// or https://.',
      hexColour: 'Give a colour as #rrggbb.',
      searchInsight: 'Site searches',
      searchInsightHint:
        'The last 30 days, counted per day with nothing of who searched: searches with no result show what content is missing.',
      searchFrequent: 'Most frequent searches (30 days)',
      searchEmpty: 'Searches with no result (30 days)',
      searchQuery: 'Search',
      searchCount: 'Count',
      searchNone: 'No search yet.',
      localeFr: 'French',
      localeNl: 'Dutch',
    },
  },
} as const

export type AdminTranslationKey = keyof (typeof ADMIN_TRANSLATIONS)['fr']['custom']

/** A custom admin sentence in the request's admin language (a validator's `req.t`). */
export const adminT = (t: ((key: never) => string) | undefined, key: AdminTranslationKey): string =>
  t ? (t as (key: string) => string)(`custom:${key}`) : ADMIN_TRANSLATIONS.fr.custom[key]
