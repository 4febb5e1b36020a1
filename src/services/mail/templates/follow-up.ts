/** The follow-up of a quotation request (issue 24): the client hears each professional's answer, a professional the withdrawal. */
import { type MailWriters, NBSP, present } from './content'

export interface FollowUpMails {
  /** To the client: a professional accepted (with their message, if any), declined, or marked the work done. */
  estimateUpdate: {
    clientName: string
    projectName: string
    companyName: string
    change: 'accepted' | 'declined' | 'done'
    /** The professional's message to the client, or null. */
    message: string | null
    followUpUrl: string
  }
  /** To the client: staff did not publish their review, and why; they may change it while it is editable. */
  reviewRejected: { clientName: string; companyName: string; reason: string; followUpUrl: string; editable: boolean }
  /** To a professional: the client withdrew the request. */
  estimateWithdrawn: { companyName: string; clientName: string; projectName: string; dashboardUrl: string }
}

const SIGNOFF = {
  fr: ['Bien cordialement,', 'L’équipe Murelia'],
  nl: ['Met vriendelijke groeten,', 'Het Murelia-team'],
}

export const followUpMails: MailWriters<FollowUpMails> = {
  estimateUpdate: {
    fr: (d) => ({
      subject: {
        accepted: `${d.companyName} accepte votre demande «${NBSP}${d.projectName}${NBSP}»`,
        declined: `${d.companyName} ne donnera pas suite à votre demande «${NBSP}${d.projectName}${NBSP}»`,
        done: `${d.companyName} a terminé les travaux «${NBSP}${d.projectName}${NBSP}»`,
      }[d.change],
      greeting: `Bonjour ${d.clientName},`,
      body: [
        {
          accepted: `${d.companyName} a accepté votre demande de devis et vous contactera pour la suite.`,
          declined: `${d.companyName} ne peut pas donner suite à votre demande de devis. Sur votre page de suivi, vous voyez les réponses des autres professionnels et pouvez, s’il y en a qui correspondent à votre projet, en ajouter un.`,
          done: `${d.companyName} a indiqué que les travaux sont terminés. Votre avis aidera d’autres propriétaires à choisir.`,
        }[d.change],
        ...present(d.message, (m) => `Message de ${d.companyName}${NBSP}:\n${m}`),
      ],
      action:
        d.change === 'done'
          ? { label: 'Donner mon avis', url: `${d.followUpUrl}#reviews` }
          : { label: 'Suivre ma demande', url: d.followUpUrl },
      after: [`Ce lien est personnel${NBSP}: ne le partagez pas.`],
      signoff: SIGNOFF.fr,
    }),
    nl: (d) => ({
      subject: {
        accepted: `${d.companyName} aanvaardt uw aanvraag “${d.projectName}”`,
        declined: `${d.companyName} gaat niet in op uw aanvraag “${d.projectName}”`,
        done: `${d.companyName} heeft de werken “${d.projectName}” afgerond`,
      }[d.change],
      greeting: `Beste ${d.clientName},`,
      body: [
        {
          accepted: `${d.companyName} heeft uw offerteaanvraag aanvaard en neemt contact met u op voor het vervolg.`,
          declined: `${d.companyName} kan niet ingaan op uw offerteaanvraag. Op uw opvolgpagina ziet u de antwoorden van de andere vakmensen en kunt u, als er andere bij uw project passen, er een toevoegen.`,
          done: `${d.companyName} meldt dat de werken afgerond zijn. Uw beoordeling helpt andere eigenaars kiezen.`,
        }[d.change],
        ...present(d.message, (m) => `Bericht van ${d.companyName}:\n${m}`),
      ],
      action:
        d.change === 'done'
          ? { label: 'Mijn beoordeling geven', url: `${d.followUpUrl}#reviews` }
          : { label: 'Mijn aanvraag opvolgen', url: d.followUpUrl },
      after: ['Deze link is persoonlijk: deel hem niet.'],
      signoff: SIGNOFF.nl,
    }),
  },
  reviewRejected: {
    fr: (d) => ({
      subject: `Votre avis sur ${d.companyName} n’a pas été publié`,
      greeting: `Bonjour ${d.clientName},`,
      body: [
        `Merci pour votre avis sur ${d.companyName}. Notre équipe ne l’a pas publié, pour la raison suivante${NBSP}:`,
        d.reason,
        d.editable
          ? 'Vous pouvez le corriger depuis votre page de suivi ; il nous sera soumis à nouveau.'.replace(
              ' ;',
              `${NBSP};`,
            )
          : 'Le délai de 30 jours pour le modifier est passé.',
      ],
      ...(d.editable ? { action: { label: 'Modifier mon avis', url: `${d.followUpUrl}#reviews` } } : {}),
      signoff: SIGNOFF.fr,
    }),
    nl: (d) => ({
      subject: `Uw beoordeling van ${d.companyName} werd niet gepubliceerd`,
      greeting: `Beste ${d.clientName},`,
      body: [
        `Bedankt voor uw beoordeling van ${d.companyName}. Ons team heeft ze niet gepubliceerd, om deze reden:`,
        d.reason,
        d.editable
          ? 'U kunt ze aanpassen op uw opvolgpagina; ze wordt ons dan opnieuw voorgelegd.'
          : 'De termijn van 30 dagen om ze te wijzigen is verstreken.',
      ],
      ...(d.editable ? { action: { label: 'Mijn beoordeling aanpassen', url: `${d.followUpUrl}#reviews` } } : {}),
      signoff: SIGNOFF.nl,
    }),
  },
  estimateWithdrawn: {
    fr: (d) => ({
      subject: `Demande retirée${NBSP}: ${d.projectName}`,
      greeting: `Bonjour ${d.companyName},`,
      body: [
        `${d.clientName} a retiré sa demande de devis «${NBSP}${d.projectName}${NBSP}»${NBSP}: elle n’attend plus de réponse de votre part.`,
        'La demande est archivée dans votre tableau de bord.',
      ],
      action: { label: 'Ouvrir mon tableau de bord', url: d.dashboardUrl },
      signoff: SIGNOFF.fr,
    }),
    nl: (d) => ({
      subject: `Aanvraag ingetrokken: ${d.projectName}`,
      greeting: `Beste ${d.companyName},`,
      body: [
        `${d.clientName} heeft de offerteaanvraag “${d.projectName}” ingetrokken: ze wacht niet langer op een antwoord van u.`,
        'De aanvraag staat gearchiveerd in uw dashboard.',
      ],
      action: { label: 'Mijn dashboard openen', url: d.dashboardUrl },
      signoff: SIGNOFF.nl,
    }),
  },
}
