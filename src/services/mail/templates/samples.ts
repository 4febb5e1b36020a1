/** The colour chart's mails: a sample or brochure request to the sample desk, and the receipt to the requester. */
import { type MailWriters, NBSP } from './content'

/** The sample-request mails, with the data their text needs. */
export interface SampleMails {
  /** To the sample desk: a colour-sample or brochure request from the chart. */
  sampleRequestDesk: {
    sampleType: 'SAMPLE' | 'BROCHURE'
    name: string
    email: string
    phone: string
    address: string
    /** Who ordered: the professional's company or the merchant whose code was used. */
    orderedBy: string
    finishes: string[]
    locale: string
    adminUrl: string
  }
  /** To the requester: we received the sample or brochure request. */
  sampleRequestConfirmation: {
    firstname: string
    sampleType: 'SAMPLE' | 'BROCHURE'
    finishes: string[]
    address: string
  }
}

export const sampleMails: MailWriters<SampleMails> = {
  sampleRequestDesk: {
    fr: (d) => ({
      subject: `Demande ${d.sampleType === 'BROCHURE' ? 'de brochure A5' : 'd’échantillons'}${NBSP}: ${d.name}`,
      greeting: 'Bonjour,',
      body: [
        `Nouvelle demande ${d.sampleType === 'BROCHURE' ? 'de brochure A5' : 'd’échantillons (1 l / 2,5 kg)'} depuis le nuancier (${d.locale === 'nl' ? 'néerlandais' : 'français'}).`,
        `Pour${NBSP}: ${d.name} <${d.email}>`,
        `Téléphone${NBSP}: ${d.phone}`,
        `Adresse${NBSP}: ${d.address}`,
        `Commandé par${NBSP}: ${d.orderedBy}`,
        `Finitions${NBSP}:\n${d.finishes.map((f) => `– ${f}`).join('\n')}`,
      ],
      action: { label: 'Traiter la demande', url: d.adminUrl },
      signoff: ['La plateforme Murelia'],
    }),
    nl: (d) => ({
      subject: `Aanvraag ${d.sampleType === 'BROCHURE' ? 'A5-brochure' : 'stalen'}: ${d.name}`,
      greeting: 'Goedendag,',
      body: [
        `Nieuwe aanvraag ${d.sampleType === 'BROCHURE' ? 'A5-brochure' : 'stalen (1 l / 2,5 kg)'} via de kleurenkaart (${d.locale === 'nl' ? 'Nederlands' : 'Frans'}).`,
        `Voor: ${d.name} <${d.email}>`,
        `Telefoon: ${d.phone}`,
        `Adres: ${d.address}`,
        `Besteld door: ${d.orderedBy}`,
        `Afwerkingen:\n${d.finishes.map((f) => `– ${f}`).join('\n')}`,
      ],
      action: { label: 'Aanvraag behandelen', url: d.adminUrl },
      signoff: ['Het Murelia-platform'],
    }),
  },
  sampleRequestConfirmation: {
    fr: (d) => ({
      subject:
        d.sampleType === 'BROCHURE'
          ? 'Votre demande de brochure est enregistrée'
          : 'Votre demande d’échantillons est enregistrée',
      greeting: `Bonjour ${d.firstname},`,
      body: [
        d.sampleType === 'BROCHURE'
          ? `Merci${NBSP}! Nous vous envoyons la brochure A5 des finitions suivantes${NBSP}:`
          : `Merci${NBSP}! Nous vous envoyons un échantillon (1 l / 2,5 kg) des finitions suivantes${NBSP}:`,
        d.finishes.map((f) => `– ${f}`).join('\n'),
        `Adresse de livraison${NBSP}: ${d.address}`,
        'Comptez en général une semaine ouvrable pour la livraison.',
      ],
      after: [`Une erreur dans l’adresse${NBSP}? Répondez simplement à ce courriel.`],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: (d) => ({
      subject:
        d.sampleType === 'BROCHURE'
          ? 'Uw aanvraag voor een brochure is geregistreerd'
          : 'Uw aanvraag voor stalen is geregistreerd',
      greeting: `Beste ${d.firstname},`,
      body: [
        d.sampleType === 'BROCHURE'
          ? 'Bedankt! We sturen u de A5-brochure van de volgende afwerkingen:'
          : 'Bedankt! We sturen u een staal (1 l / 2,5 kg) van de volgende afwerkingen:',
        d.finishes.map((f) => `– ${f}`).join('\n'),
        `Leveringsadres: ${d.address}`,
        'Reken meestal op een werkweek voor de levering.',
      ],
      after: ['Klopt het adres niet? Beantwoord gewoon deze e-mail.'],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
}
