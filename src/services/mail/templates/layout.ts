/**
 * The layout every mail shares: one HTML page in the brand's colours and one plain-text version, built from a
 * mail's content with every value escaped, and the company's address under both.
 */
import { type MailContent, type MailLocale, NBSP } from './content'

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

export function toHtml(content: MailContent, locale: MailLocale): string {
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

export function toText(content: MailContent, locale: MailLocale): string {
  const blocks = [content.greeting, ...content.body]
  if (content.action) blocks.push(`${content.action.label}${locale === 'fr' ? `${NBSP}:` : ':'}\n${content.action.url}`)
  blocks.push(...(content.after ?? []), content.signoff.join('\n'), '-- ', chrome[locale].address)
  return `${blocks.join('\n\n')}\n`
}
