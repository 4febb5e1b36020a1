/**
 * The mails of a professional's account: the welcome after sign-up, the password reset and the notice sent to the
 * former address when the e-mail is changed.
 */
import { type MailWriters, NBSP } from './content'

/** The account mails, with the data their text needs. */
export interface AccountMails {
  /** `dashboardUrl`: the account's dashboard in its language (it was the home page before issue 22). */
  welcome: { firstname: string; company: string; dashboardUrl: string }
  resetPassword: { firstname: string; resetUrl: string; expiresInHours: number }
  /** To a professional's former address: the account's e-mail was changed (a stolen session shows up here). */
  emailChanged: { firstname: string; newEmail: string; contactUrl: string }
}

export const accountMails: MailWriters<AccountMails> = {
  welcome: {
    fr: ({ firstname, company, dashboardUrl }) => ({
      subject: 'Bienvenue chez Murelia',
      greeting: `Bonjour ${firstname},`,
      body: [
        `Le compte professionnel de ${company} est créé. Merci de votre confiance${NBSP}!`,
        'Vous pouvez dès à présent compléter votre profil, présenter vos réalisations et recevoir les demandes de devis des particuliers de votre région.',
      ],
      action: { label: 'Accéder à mon espace', url: dashboardUrl },
      after: [`Une question${NBSP}? Répondez simplement à ce courriel${NBSP}: notre équipe vous aidera volontiers.`],
      signoff: ['À bientôt,', 'L’équipe Murelia'],
    }),
    nl: ({ firstname, company, dashboardUrl }) => ({
      subject: 'Welkom bij Murelia',
      greeting: `Beste ${firstname},`,
      body: [
        `De professionele account van ${company} is aangemaakt. Bedankt voor uw vertrouwen!`,
        'U kunt vanaf nu uw profiel aanvullen, uw realisaties tonen en offerteaanvragen ontvangen van particulieren uit uw regio.',
      ],
      action: { label: 'Naar mijn account', url: dashboardUrl },
      after: ['Hebt u een vraag? Beantwoord gewoon deze e-mail: ons team helpt u graag verder.'],
      signoff: ['Tot binnenkort,', 'Het Murelia-team'],
    }),
  },
  resetPassword: {
    fr: ({ firstname, resetUrl, expiresInHours }) => ({
      subject: 'Réinitialisation de votre mot de passe Murelia',
      greeting: `Bonjour ${firstname},`,
      body: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Murelia.',
        `Pour choisir un nouveau mot de passe, cliquez sur le bouton ci-dessous${NBSP}:`,
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: resetUrl },
      after: [
        `Ce lien reste valable ${expiresInHours}${NBSP}${expiresInHours === 1 ? 'heure' : 'heures'} et ne peut servir qu’une fois.`,
        `Vous n’êtes pas à l’origine de cette demande${NBSP}? Ignorez ce courriel${NBSP}: votre mot de passe actuel reste inchangé.`,
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: ({ firstname, resetUrl, expiresInHours }) => ({
      subject: 'Uw Murelia-wachtwoord opnieuw instellen',
      greeting: `Beste ${firstname},`,
      body: [
        'We hebben een aanvraag ontvangen om het wachtwoord van uw Murelia-account opnieuw in te stellen.',
        'Klik op de knop hieronder om een nieuw wachtwoord te kiezen:',
      ],
      action: { label: 'Nieuw wachtwoord kiezen', url: resetUrl },
      after: [
        `Deze link blijft ${expiresInHours}${NBSP}uur geldig en kan maar één keer gebruikt worden.`,
        'Hebt u dit niet aangevraagd? Dan mag u deze e-mail negeren: uw huidige wachtwoord blijft ongewijzigd.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
  emailChanged: {
    fr: ({ firstname, newEmail, contactUrl }) => ({
      subject: 'L’adresse e-mail de votre compte Murelia a changé',
      greeting: `Bonjour ${firstname},`,
      body: [
        `L’adresse e-mail de votre compte professionnel Murelia vient d’être remplacée par ${newEmail}. Ce message est envoyé à votre ancienne adresse, qui ne permet plus de vous connecter.`,
        'Les autres appareils connectés à votre compte ont été déconnectés.',
      ],
      action: { label: 'Nous contacter', url: contactUrl },
      after: [
        `Vous n’êtes pas à l’origine de ce changement${NBSP}? Contactez-nous sans attendre${NBSP}: quelqu’un a peut-être accès à votre compte.`,
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: ({ firstname, newEmail, contactUrl }) => ({
      subject: 'Het e-mailadres van uw Murelia-account is gewijzigd',
      greeting: `Beste ${firstname},`,
      body: [
        `Het e-mailadres van uw professionele Murelia-account is zonet vervangen door ${newEmail}. Dit bericht gaat naar uw vorige adres, waarmee u zich niet meer kunt aanmelden.`,
        'De andere toestellen die op uw account aangemeld waren, zijn afgemeld.',
      ],
      action: { label: 'Contact opnemen', url: contactUrl },
      after: [
        'Hebt u deze wijziging niet zelf aangevraagd? Neem meteen contact met ons op: misschien heeft iemand toegang tot uw account.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
}
