/** The facade configurator's mail: a project sent by a professional, its text written by the configurator. */
import type { MailWriters } from './content'

/** The configurator mail, with the data its text needs. */
export interface ConfiguratorMails {
  /**
   * A facade-configurator project sent by a professional, its PDF attached. Its text comes from the Configurator.mail
   * messages (ICU plurals: one solution or several), written in the recipient's language by
   * services/configurator/documents.ts; the layout escapes it like any other value.
   */
  configuratorProject: { subject: string; greeting: string; body: string[]; after: string[]; signoff: string[] }
}

export const configuratorMails: MailWriters<ConfiguratorMails> = {
  configuratorProject: {
    fr: (d) => ({ ...d }),
    nl: (d) => ({ ...d }),
  },
}
