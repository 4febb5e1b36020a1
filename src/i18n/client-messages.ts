/** Message namespaces the browser needs on every page; a page that needs more adds its own provider. */
export const CLIENT_NAMESPACES = [
  'Header',
  'RoleSwitcher',
  'LanguageSwitcher',
  'Modal',
  'Toast',
  'LoadingBar',
  'Form',
  'Error',
  'Ui',
  'Validation',
  'Accounts',
  'Consent',
  'Share',
  'Reference',
] as const
