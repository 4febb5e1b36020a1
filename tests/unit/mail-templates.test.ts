import { describe, expect, it } from 'vitest'
import { MAIL_TEMPLATES } from '@/domain/mail-templates'
import { renderMail } from '@/services/mail/templates'
import type { MailLocale } from '@/services/mail/templates/content'
import { escapeHtml } from '@/services/mail/templates/layout'

const welcome = {
  firstname: 'Amélie',
  company: 'Plafonnage Dupont',
  dashboardUrl: 'https://murelia.example/fr/tableau-de-bord',
}
const reset = { firstname: 'Jan', resetUrl: 'https://murelia.example/nl?resetToken=abc&x=1', expiresInHours: 24 }

describe('mail templates', () => {
  it('lists every template for the outbox', () => {
    expect(MAIL_TEMPLATES).toEqual([
      'welcome',
      'resetPassword',
      'contactStaff',
      'contactConfirmation',
      'configuratorProject',
      'estimateProfessional',
      'estimateClient',
      'estimateUpdate',
      'estimateWithdrawn',
      'reviewRejected',
      'sampleRequestDesk',
      'sampleRequestConfirmation',
      'emailChanged',
      'visualiserProject',
    ])
  })

  it.each([
    ['fr', 'L’adresse e-mail de votre compte Murelia a changé', 'Bonjour Jan,'],
    ['nl', 'Het e-mailadres van uw Murelia-account is gewijzigd', 'Beste Jan,'],
  ] as const)(
    'tells the former address of an e-mail change in %s, with the new address and a way to react',
    (locale, subject, greeting) => {
      const mail = renderMail('emailChanged', locale, {
        firstname: 'Jan',
        newEmail: 'new<x>@example.be',
        contactUrl: `https://murelia.example/${locale}/contact`,
      })
      expect(mail.subject).toBe(subject)
      for (const part of [greeting, `https://murelia.example/${locale}/contact`]) {
        expect(mail.html).toContain(part)
        expect(mail.text).toContain(part)
      }
      expect(mail.text).toContain('new<x>@example.be')
      expect(mail.html).toContain('new&lt;x&gt;@example.be')
    },
  )

  it.each([
    ['fr', 'Bienvenue chez Murelia', 'Bonjour Amélie,', 'lang="fr-BE"'],
    ['nl', 'Welkom bij Murelia', 'Beste Amélie,', 'lang="nl-BE"'],
  ] as const)('writes the welcome mail in %s', (locale, subject, greeting, lang) => {
    const mail = renderMail('welcome', locale, welcome)
    expect(mail.subject).toBe(subject)
    expect(mail.html).toContain(lang)
    for (const part of [greeting, 'Plafonnage Dupont', welcome.dashboardUrl]) {
      expect(mail.html).toContain(part)
      expect(mail.text).toContain(part)
    }
  })

  it.each([
    ['fr', 'Réinitialisation de votre mot de passe Murelia', '24\u00a0heures'],
    ['nl', 'Uw Murelia-wachtwoord opnieuw instellen', '24\u00a0uur'],
  ] as const)('writes the password reset mail in %s with the link in HTML and text', (locale, subject, validity) => {
    const mail = renderMail('resetPassword', locale, reset)
    expect(mail.subject).toBe(subject)
    expect(mail.html).toContain('href="https://murelia.example/nl?resetToken=abc&amp;x=1"')
    expect(mail.text).toContain(reset.resetUrl)
    expect(mail.text).toContain(validity)
    expect(mail.html).toContain(validity)
  })

  it('quotes a contact message to staff with its line breaks, escaped in HTML and as typed in the text', () => {
    const message = 'Bonjour,\n<b>façade</b> & socle ?'
    const staff = renderMail('contactStaff', 'fr', {
      name: 'Noor',
      email: 'noor@example.test',
      phone: '',
      profile: 'Autre / Andere',
      subject: 'Socle',
      message,
      locale: 'nl',
      adminUrl: 'https://murelia.example/admin/collections/contact-requests/7',
    })
    expect(staff.subject).toBe('Contact\u00a0: Socle')
    expect(staff.html).toContain('Bonjour,<br>&lt;b&gt;façade&lt;/b&gt; &amp; socle ?')
    expect(staff.html).not.toContain('<b>')
    expect(staff.text).toContain(message)
    expect(staff.text).toContain('néerlandais')
    expect(staff.text).not.toContain('Téléphone') // none given: left out (issue 22)
    expect(staff.html).toContain('href="https://murelia.example/admin/collections/contact-requests/7"')
  })

  it.each([
    ['fr', 'Nous avons bien reçu votre message', 'Bonjour,'],
    ['nl', 'We hebben uw bericht goed ontvangen', 'Goedendag,'],
  ] as const)(
    'acknowledges a contact message in %s without repeating anything the visitor typed',
    (locale, subject, greeting) => {
      const mail = renderMail('contactConfirmation', locale, {})
      expect(mail.subject).toBe(subject)
      expect(mail.text).toContain(greeting)
      // The template takes no visitor text at all: whatever is injected into its data never reaches the mail.
      const injected = { name: 'Buy now', subject: 'https://spam.example', message: 'Cheap pills' }
      const forced = renderMail('contactConfirmation', locale, injected as unknown as Record<string, never>)
      for (const text of Object.values(injected)) {
        expect(forced.html).not.toContain(text)
        expect(forced.text).not.toContain(text)
      }
    },
  )

  it('says "1 heure" in the singular in French', () => {
    expect(renderMail('resetPassword', 'fr', { ...reset, expiresInHours: 1 }).text).toContain('1\u00a0heure et')
  })

  it.each(['fr', 'nl'] as MailLocale[])(
    'escapes every value in the HTML (%s) and keeps the text as typed',
    (locale) => {
      const evil = {
        firstname: '<b>Eve</b>',
        company: 'A & B "<script>"',
        dashboardUrl: 'https://x.example/"><img src=x>',
      }
      const mail = renderMail('welcome', locale, evil)
      expect(mail.html).not.toMatch(/<b>|<script>|<img/)
      expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
      expect(mail.html).toContain('A &amp; B &quot;&lt;script&gt;&quot;')
      expect(mail.html).toContain('href="https://x.example/&quot;&gt;&lt;img src=x&gt;"')
      expect(mail.text).toContain('<b>Eve</b>')
      expect(mail.text).toContain('A & B "<script>"')
    },
  )

  it('escapes the five HTML-sensitive characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('configurator project mail', () => {
  it('lays out the text it is given (written from the Configurator.mail messages), escaped', () => {
    const mail = renderMail('configuratorProject', 'fr', {
      subject: 'Projet de façade « Villa Rose »',
      greeting: 'Bonjour Marie <Dupont>,',
      body: ['Façades Janssens vous envoie le projet.'],
      after: [],
      signoff: ['Cordialement,'],
    })
    expect(mail.subject).toContain('Villa Rose')
    expect(mail.text).toContain('Façades Janssens')
    expect(mail.html).toContain('Marie &lt;Dupont&gt;')
  })
})

describe('optional values in mails (issue 22)', () => {
  const estimate = {
    clientName: 'Claire Dubois',
    projectName: 'Façade',
    address: 'Rue des Tilleuls 12, 1050 Ixelles',
    projectType: 'RENOVATION' as const,
    size: 120,
    workEndDate: '2027-01-15',
    categories: ['Crépi'],
    systemName: 'Enduit sur maçonnerie',
    description: 'Fissures.',
  }
  const NOT_A_VALUE = /0000|undefined|null|NaN|—|· ·|·\s*$/m
  it.each(['fr', 'nl'] as const)('leave an absent phone out of the professional’s mail in %s', (locale) => {
    for (const contactPhone of [null, '']) {
      const mail = renderMail('estimateProfessional', locale, {
        ...estimate,
        companyName: 'Plafonnage Dupont',
        contactEmail: 'claire@example.be',
        contactPhone,
        photoUrls: [],
        dashboardUrl: 'https://murelia.example/fr/tableau-de-bord',
      })
      expect(mail.text).toMatch(/Contact\u00a0?: Claire Dubois · claire@example\.be\n/)
      expect(mail.text).not.toMatch(NOT_A_VALUE)
      expect(mail.html).not.toMatch(NOT_A_VALUE)
    }
  })
  it.each(['fr', 'nl'] as const)('leave an absent phone out of the staff’s contact mail in %s', (locale) => {
    const mail = renderMail('contactStaff', locale, {
      name: 'Jan',
      email: 'jan@example.be',
      phone: '',
      profile: 'Particulier',
      subject: 'Question',
      message: 'Bonjour',
      locale,
      adminUrl: 'https://murelia.example/admin',
    })
    expect(mail.text).not.toMatch(/T[ée]l[ée]phone|Telefoon/)
    expect(mail.text).not.toMatch(NOT_A_VALUE)
  })
  it.each(['fr', 'nl'] as const)('give a visitor the link to their saved picture in %s, and nothing else', (locale) => {
    const url = `https://murelia.example/${locale}/visualiseur-facade#link=${'a'.repeat(43)}`
    const mail = renderMail('visualiserProject', locale, { url, until: '27 novembre 2027' })
    expect(mail.text).toContain(url)
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.text).toContain('27 novembre 2027')
    expect(mail.text).not.toMatch(NOT_A_VALUE)
  })
})
