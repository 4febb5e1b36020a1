/** Message namespaces the browser needs on every page; a page that needs more adds its own provider. */
export const CLIENT_NAMESPACES = [
  'Header',
  'SearchBox',
  'RoleSwitcher',
  'LanguageSwitcher',
  'Toast',
  'LoadingBar',
  'Form',
  'Error',
  'Ui',
  'Consent',
  'Share',
  'Reference',
] as const

/**
 * The messages of the modals and of the forms in them (sign-in, registration, password reset, validation
 * errors): a third of the catalogue a page would otherwise carry in its HTML for a visitor who may never open a
 * modal. The layout's modals load them with the first modal opened (`FormMessages`); a page whose own forms use
 * them sends them with its provider.
 */
export const FORM_NAMESPACES = ['Validation', 'Accounts', 'Modal', 'PostcodeCity'] as const

/** What a page with its own forms sends with its provider, before its own namespaces. */
export const FORM_PAGE_NAMESPACES = [...CLIENT_NAMESPACES, ...FORM_NAMESPACES] as const
