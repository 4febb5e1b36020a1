import type { MailTemplateName } from '@/domain/mail-templates'
import type { Locale } from '@/i18n/routing'

/** Languages a mail is written in: the site's. */
export type MailLocale = Locale

/** Every mail the platform sends, with the data its text needs. Add a template here and in `templates` below. */
export interface MailTemplates {
  /** `dashboardUrl`: the account's dashboard in its language (it was the home page before issue 22). */
  welcome: { firstname: string; company: string; dashboardUrl: string }
  resetPassword: { firstname: string; resetUrl: string; expiresInHours: number }
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
  /**
   * A facade-configurator project sent by a professional, its PDF attached. Its text comes from the Configurator.mail
   * messages (ICU plurals: one solution or several), written in the recipient's language by
   * services/configurator-documents.ts; the layout escapes it like any other value.
   */
  configuratorProject: { subject: string; greeting: string; body: string[]; after: string[]; signoff: string[] }
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
  estimateClient: EstimateMailData & { professionals: string[]; photoCount: number }
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
  /** To a professional's former address: the account's e-mail was changed (a stolen session shows up here). */
  emailChanged: { firstname: string; newEmail: string; contactUrl: string }
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
export type MailTemplate = keyof MailTemplates

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

/**
 * What a mail says, as plain strings: one layout turns it into HTML (escaping every value) and text, so a
 * template never writes markup and cannot forget to escape.
 */
interface MailContent {
  subject: string
  greeting: string
  body: string[]
  action?: { label: string; url: string }
  after?: string[]
  signoff: string[]
}

type Writers = { [T in MailTemplate]: Record<MailLocale, (data: MailTemplates[T]) => MailContent> }

// French typography puts a no-break space before : ! ? so they never start a line.
const NBSP = '\u00a0'

/** An optional value's line, or none: an absent value is left out, never written as '—', zeros or "null". */
function present(value: string | null | undefined, line: (value: string) => string): string[] {
  return value?.trim() ? [line(value.trim())] : []
}

/** The values given, joined with " · "; the absent ones left out. */
function joinPresent(values: ReadonlyArray<string | null | undefined>): string {
  return values
    .map((v) => v?.trim())
    .filter(Boolean)
    .join(' · ')
}

const templates: Writers = {
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
  configuratorProject: {
    fr: (d) => ({ ...d }),
    nl: (d) => ({ ...d }),
  },
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
        `Merci${NBSP}! Votre demande a été transmise à${NBSP}: ${d.professionals.join(', ')}. Ils vous contacteront directement.`,
        `Récapitulatif de votre demande${NBSP}:`,
        ...estimateSummary(d, 'fr'),
        d.photoCount > 0 ? `Photos${NBSP}: ${d.photoCount}` : 'Aucune photo jointe.',
      ],
      signoff: ['Bien cordialement,', 'L’équipe Murelia'],
    }),
    nl: (d) => ({
      subject: `Uw offerteaanvraag “${d.projectName}” is verstuurd`,
      greeting: `Beste ${d.clientName},`,
      body: [
        `Bedankt! Uw aanvraag werd bezorgd aan: ${d.professionals.join(', ')}. Zij nemen rechtstreeks contact met u op.`,
        'Overzicht van uw aanvraag:',
        ...estimateSummary(d, 'nl'),
        d.photoCount > 0 ? `Foto’s: ${d.photoCount}` : 'Geen foto’s toegevoegd.',
      ],
      signoff: ['Met vriendelijke groeten,', 'Het Murelia-team'],
    }),
  },
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

/** The names of all templates, for the outbox's select field: the same as the writers', the compiler checks. */
export { MAIL_TEMPLATES } from '@/domain/mail-templates'

type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const namesAgree: SameNames<MailTemplate, MailTemplateName> = true
void namesAgree

const chrome: Record<MailLocale, { lang: string; fallback: string; address: string }> = {
  fr: {
    lang: 'fr-BE',
    fallback: `Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur${NBSP}:`,
    address: 'Murelia SA · rue de l’Industrie 12, 1400 Nivelles, Belgique',
  },
  nl: {
    lang: 'nl-BE',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres in uw browser:',
    address: 'Murelia NV · Industriestraat 12, 1400 Nijvel, België',
  },
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string)
}

// Brand colours (docs/decisions.md): terracotta render, slate blue, lime-plaster neutrals.
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const P = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#2b2622;'

function toHtml(content: MailContent, locale: MailLocale): string {
  const e = escapeHtml
  const { lang, fallback, address } = chrome[locale]
  const paragraphs = (lines: string[] = []) =>
    lines.map((line) => `<p style="${P}">${e(line).replace(/\r?\n/g, '<br>')}</p>`).join('\n')
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:4px;background:#9c3d1c;">
<a href="${e(content.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:4px;">${e(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#5f5750;">${e(fallback)}<br><a href="${e(content.action.url)}" style="color:#1f4e5f;word-break:break-all;">${e(content.action.url)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4efe7;font-family:${FONT};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4efe7;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:4px solid #9c3d1c;">
<tr><td style="padding:24px 32px 0;font-size:22px;font-weight:bold;color:#1f4e5f;">Murelia</td></tr>
<tr><td style="padding:24px 32px 8px;">
<p style="${P}">${e(content.greeting)}</p>
${paragraphs(content.body)}
${action}
${paragraphs(content.after)}
<p style="${P}">${content.signoff.map(e).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;line-height:18px;color:#5f5750;border-top:1px solid #e6ded2;">${e(address)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`
}

function toText(content: MailContent, locale: MailLocale): string {
  const blocks = [content.greeting, ...content.body]
  if (content.action) blocks.push(`${content.action.label}${locale === 'fr' ? `${NBSP}:` : ':'}\n${content.action.url}`)
  blocks.push(...(content.after ?? []), content.signoff.join('\n'), '-- ', chrome[locale].address)
  return `${blocks.join('\n\n')}\n`
}

/** Renders a template in a language: subject, HTML (every value escaped) and plain text. */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: MailLocale,
  data: MailTemplates[T],
): RenderedMail {
  const write = templates[template][locale] as (data: MailTemplates[T]) => MailContent
  const content = write(data)
  return { subject: content.subject, html: toHtml(content, locale), text: toText(content, locale) }
}
