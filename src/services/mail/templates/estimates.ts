/** The quotation request's mails: the request to each chosen professional, and the summary to the client. */
import { joinPresent, type MailLocale, type MailWriters, NBSP } from './content'

/** The quotation mails, with the data their text needs. */
export interface EstimateMails {
  /** To a chosen professional: a quotation request, its photos behind signed links, their dashboard. */
  estimateProfessional: EstimateMailData & {
    companyName: string
    contactEmail: string
    /** Formatted (+32 470 12 34 56), or null when the client gave none: it is then left out, never zeros. */
    contactPhone: string | null
    photoUrls: string[]
    dashboardUrl: string
  }
  /** To the client: what was sent, and to whom. */
  estimateClient: EstimateMailData & { professionals: string[]; photoCount: number; followUpUrl: string }
}

/** A quotation request as both its mails summarise it; names already in the recipient's language. */
export interface EstimateMailData {
  clientName: string
  projectName: string
  address: string
  projectType: 'RENOVATION' | 'NEW_CONSTRUCTION'
  size: number
  /** YYYY-MM-DD. */
  workEndDate: string
  categories: string[]
  systemName: string
  /** The description as plain text. */
  description: string
}

export const estimateMails: MailWriters<EstimateMails> = {
  estimateProfessional: {
    fr: (d) => ({
      subject: `Nouvelle demande de devis${NBSP}: ${d.projectName}`,
      greeting: `Bonjour ${d.companyName},`,
      body: [
        `${d.clientName} vous demande un devis par la plateforme Murelia.`,
        ...estimateSummary(d, 'fr'),
        `Contact${NBSP}: ${joinPresent([d.clientName, d.contactEmail, d.contactPhone])}`,
        ...(d.photoUrls.length > 0
          ? [`Photos (liens valables 30${NBSP}jours)${NBSP}:\n${d.photoUrls.join('\n')}`]
          : ['Aucune photo jointe.']),
      ],
      action: { label: 'Voir la demande dans mon tableau de bord', url: d.dashboardUrl },
      after: [
        `La demande y a le statut «${NBSP}Nouveau${NBSP}». Répondez directement au client par e-mail ou par téléphone.`,
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: (d) => ({
      subject: `Nieuwe offerteaanvraag: ${d.projectName}`,
      greeting: `Beste ${d.companyName},`,
      body: [
        `${d.clientName} vraagt u een offerte via het Murelia-platform.`,
        ...estimateSummary(d, 'nl'),
        `Contact: ${joinPresent([d.clientName, d.contactEmail, d.contactPhone])}`,
        ...(d.photoUrls.length > 0
          ? [`Foto’s (links 30 dagen geldig):\n${d.photoUrls.join('\n')}`]
          : ['Geen foto’s toegevoegd.']),
      ],
      action: { label: 'De aanvraag bekijken in mijn dashboard', url: d.dashboardUrl },
      after: ['De aanvraag staat er met de status “Nieuw”. Antwoord de klant rechtstreeks per e-mail of telefoon.'],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
  estimateClient: {
    fr: (d) => ({
      subject: `Votre demande de devis «${NBSP}${d.projectName}${NBSP}» est envoyée`,
      greeting: `Bonjour ${d.clientName},`,
      body: [
        `Merci${NBSP}! Votre demande a été transmise à${NBSP}: ${d.professionals.join(', ')}. Ils vous contacteront directement, et vous serez prévenu par e-mail de leurs réponses.`,
        `Récapitulatif de votre demande${NBSP}:`,
        ...estimateSummary(d, 'fr'),
        d.photoCount > 0 ? `Photos${NBSP}: ${d.photoCount}` : 'Aucune photo jointe.',
      ],
      action: { label: 'Suivre ma demande', url: d.followUpUrl },
      after: [
        'Sur cette page personnelle, vous voyez la réponse de chaque professionnel et pouvez retirer votre demande. Ne partagez pas ce lien.',
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: (d) => ({
      subject: `Uw offerteaanvraag “${d.projectName}” is verstuurd`,
      greeting: `Beste ${d.clientName},`,
      body: [
        `Bedankt! Uw aanvraag werd bezorgd aan: ${d.professionals.join(', ')}. Zij nemen rechtstreeks contact met u op; u krijgt een e-mail bij elk antwoord.`,
        'Overzicht van uw aanvraag:',
        ...estimateSummary(d, 'nl'),
        d.photoCount > 0 ? `Foto’s: ${d.photoCount}` : 'Geen foto’s toegevoegd.',
      ],
      action: { label: 'Mijn aanvraag opvolgen', url: d.followUpUrl },
      after: [
        'Op deze persoonlijke pagina ziet u het antwoord van elke vakman en kunt u uw aanvraag intrekken. Deel deze link niet.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
}

/** The lines both quotation mails show: project, address, type, surface, deadline, categories, system, text. */
function estimateSummary(d: EstimateMailData, locale: MailLocale): string[] {
  const date = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${d.workEndDate.slice(0, 10)}T00:00:00Z`))
  const size = new Intl.NumberFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE').format(d.size)
  const sep = locale === 'fr' ? `${NBSP}:` : ':'
  const labels =
    locale === 'fr'
      ? {
          project: 'Projet',
          address: 'Adresse',
          type: 'Type',
          types: { RENOVATION: 'Rénovation', NEW_CONSTRUCTION: 'Nouvelle construction' },
          size: 'Surface estimée',
          date: 'Délai souhaité',
          categories: 'Travaux',
          system: 'Système',
          description: 'Description',
        }
      : {
          project: 'Project',
          address: 'Adres',
          type: 'Type',
          types: { RENOVATION: 'Renovatie', NEW_CONSTRUCTION: 'Nieuwbouw' },
          size: 'Geschatte oppervlakte',
          date: 'Gewenste termijn',
          categories: 'Werken',
          system: 'Systeem',
          description: 'Beschrijving',
        }
  return [
    `${labels.project}${sep} ${d.projectName}\n${labels.address}${sep} ${d.address}\n${labels.type}${sep} ${labels.types[d.projectType]}\n${labels.size}${sep} ${size}${NBSP}m²\n${labels.date}${sep} ${date}\n${labels.categories}${sep} ${d.categories.join(', ')}\n${labels.system}${sep} ${d.systemName}`,
    `${labels.description}${sep}\n${d.description}`,
  ]
}
