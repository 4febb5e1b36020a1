/** The contact form's mails: the message to staff, and the receipt to the visitor. */
import { type MailWriters, NBSP, present } from './content'

/** The contact mails, with the data their text needs. */
export interface ContactMails {
  /** To staff: a message of the contact form. */
  contactStaff: {
    name: string
    email: string
    /** Formatted, or empty when the visitor gave none: the line is then left out. */
    phone: string
    profile: string
    subject: string
    message: string
    locale: string
    adminUrl: string
  }
  /**
   * To the visitor: we received the message. It repeats nothing the visitor typed (name, subject, message): anyone
   * can submit the form with any address, and an echo would let them make us mail their text to a stranger.
   */
  contactConfirmation: Record<string, never>
}

export const contactMails: MailWriters<ContactMails> = {
  contactStaff: {
    // Staff read French and Dutch: the visitor's language is in the mail, the labels are the same both ways.
    fr: (d) => ({
      subject: `Contact${NBSP}: ${d.subject}`,
      greeting: 'Bonjour,',
      body: [
        `Nouveau message reçu par le formulaire de contact (${d.locale === 'nl' ? 'néerlandais' : 'français'}).`,
        `De${NBSP}: ${d.name} <${d.email}>`,
        ...present(d.phone, (phone) => `Téléphone${NBSP}: ${phone}`),
        `Profil${NBSP}: ${d.profile}`,
        `Sujet${NBSP}: ${d.subject}`,
        d.message,
      ],
      action: { label: 'Traiter la demande', url: d.adminUrl },
      signoff: ['La plateforme Murelia'],
    }),
    nl: (d) => ({
      subject: `Contact: ${d.subject}`,
      greeting: 'Goedendag,',
      body: [
        `Nieuw bericht via het contactformulier (${d.locale === 'nl' ? 'Nederlands' : 'Frans'}).`,
        `Van: ${d.name} <${d.email}>`,
        ...present(d.phone, (phone) => `Telefoon: ${phone}`),
        `Profiel: ${d.profile}`,
        `Onderwerp: ${d.subject}`,
        d.message,
      ],
      action: { label: 'Aanvraag behandelen', url: d.adminUrl },
      signoff: ['Het Murelia-platform'],
    }),
  },
  contactConfirmation: {
    fr: () => ({
      subject: 'Nous avons bien reçu votre message',
      greeting: 'Bonjour,',
      body: [
        'Merci pour votre message envoyé par le formulaire de contact de Murelia. Notre équipe vous répondra dans les meilleurs délais, en général sous deux jours ouvrables.',
        `Si vous n’avez rien envoyé, ignorez simplement ce mail${NBSP}: quelqu’un a pu indiquer votre adresse par erreur.`,
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: () => ({
      subject: 'We hebben uw bericht goed ontvangen',
      greeting: 'Goedendag,',
      body: [
        'Bedankt voor uw bericht via het contactformulier van Murelia. Ons team antwoordt u zo snel mogelijk, meestal binnen twee werkdagen.',
        'Hebt u niets verstuurd? Dan mag u deze e-mail gewoon negeren: iemand heeft uw adres misschien per vergissing opgegeven.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
}
