/**
 * The facade visualiser's mail: the link to a picture a visitor saved. Anyone can type any address in the save
 * form, so the text is fixed: nothing the visitor wrote (not even the project's name) reaches the recipient.
 */
import { type MailWriters, NBSP } from './content'

export interface VisualiserMails {
  /** To a visitor: the link that opens their saved picture, and until when it works (a date in their language). */
  visualiserProject: { url: string; until: string }
}

export const visualiserMails: MailWriters<VisualiserMails> = {
  visualiserProject: {
    fr: (d) => ({
      subject: 'Votre façade dans le visualiseur Murelia',
      greeting: 'Bonjour,',
      body: [
        'Vous avez enregistré une image dans le visualiseur de façade Murelia. Ce lien la rouvre, avec ses zones et ses variantes de teintes, sur tout appareil.',
        `Il fonctionne jusqu’au ${d.until}.`,
      ],
      action: { label: 'Ouvrir mon image', url: d.url },
      after: [
        `Ce lien est personnel${NBSP}: toute personne qui l’a peut voir votre photo. Depuis la page qu’il ouvre, vous pouvez supprimer l’image de nos serveurs.`,
        `Vous n’avez rien enregistré${NBSP}? Ouvrez le lien pour supprimer l’image, ou ignorez ce message${NBSP}: elle sera supprimée à l’expiration du lien.`,
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: (d) => ({
      subject: 'Uw gevel in de Murelia-visualisatie',
      greeting: 'Goededag,',
      body: [
        'U hebt een beeld bewaard in de gevelvisualisatie van Murelia. Deze link opent het opnieuw, met zijn zones en kleurvarianten, op elk toestel.',
        `Hij werkt tot ${d.until}.`,
      ],
      action: { label: 'Mijn beeld openen', url: d.url },
      after: [
        'Deze link is persoonlijk: wie hem heeft, kan uw foto zien. Op de pagina die hij opent, kunt u het beeld ook van onze servers verwijderen.',
        'Niets bewaard? Open de link om het beeld te verwijderen, of negeer dit bericht: het wordt verwijderd wanneer de link verloopt.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
}
