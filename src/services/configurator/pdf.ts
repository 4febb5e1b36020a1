import { createTranslator } from 'next-intl'
import PDFDocument from 'pdfkit'
import { facadeFromSaved, facadeHeight, inkOn, measureFacades, palletLabel } from '@/domain/configurator'
import { formatPhone } from '@/domain/phone'
import { messagesOf } from '@/i18n/messages'
import type { Locale } from '@/i18n/routing'
import type { ProjectProfessional } from './downloads'
import type { ProjectView } from './project-view'

/**
 * The project as a PDF in the reader's language (pdfkit, its built-in Helvetica): the project, its site address and
 * the professional who prepared it (company and contact), then for each solution its system, colour, facades with
 * openings and the docket (need, packages, pallets).
 */

const INK = '#1d1d1b'
const MUTED = '#55534e'
const BRAND = '#9c3d1c'
const RULE = '#d8d4cc'
const MARGIN = 48

/** Renders the project; resolves with the PDF's bytes. */
export async function renderProjectPdf(
  project: ProjectView,
  locale: Locale,
  now = new Date(),
  professional: ProjectProfessional | null = null,
): Promise<Buffer> {
  const translate = createTranslator({ locale, messages: (await messagesOf(locale)).Configurator as never })
  const t = (key: string, values?: Record<string, string | number>): string =>
    (translate as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values)
  const number = new Intl.NumberFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', { maximumFractionDigits: 2 })
  const n = (v: number) => number.format(v)
  const date = new Intl.DateTimeFormat(locale === 'nl' ? 'nl-BE' : 'fr-BE', {
    dateStyle: 'long',
    timeZone: 'Europe/Brussels',
  })

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${t('pdf.title')} – ${project.name}`, Author: 'Murelia', Subject: t('title') },
    lang: locale === 'nl' ? 'nl-BE' : 'fr-BE',
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - MARGIN - 24
  const ensure = (space: number) => {
    if (doc.y + space > bottom()) doc.addPage()
  }
  const heading = (text: string, size: number, color = INK) => {
    ensure(size * 3)
    doc.font('Helvetica-Bold').fontSize(size).fillColor(color).text(text, MARGIN, doc.y, { width })
    doc.moveDown(0.3)
  }
  const line = (text: string, options: { muted?: boolean; size?: number } = {}) => {
    ensure(16)
    doc
      .font('Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor(options.muted ? MUTED : INK)
      .text(text, MARGIN, doc.y, { width })
  }
  const rule = () => {
    doc.moveDown(0.4)
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .strokeColor(RULE)
      .lineWidth(1)
      .stroke()
    doc.moveDown(0.6)
  }

  doc.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text('MURELIA', MARGIN, MARGIN)
  doc.moveDown(0.6)
  heading(`${t('pdf.title')} – ${project.name}`, 20)
  line(t('pdf.generated', { date: date.format(now) }), { muted: true })
  doc.moveDown(0.5)
  const { streetLine, postalCode, locality } = project.contact
  const address = [streetLine, [postalCode, locality].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  line(`${t('pdf.address')} : ${address || t('pdf.noAddress')}`.replace(' : ', locale === 'fr' ? ' : ' : ': '))
  if (professional) {
    doc.moveDown(0.6)
    heading(t('pdf.professional'), 11)
    const phones = [professional.phone, professional.officePhone].filter(Boolean).map((p) => formatPhone(p))
    for (const text of [
      professional.company,
      professional.name,
      phones.length ? t('pdf.phone', { number: phones.join(' · ') }) : '',
      professional.email,
      professional.address,
      professional.website ? t('pdf.website', { url: professional.website }) : '',
    ]) {
      if (text) line(text)
    }
  }
  rule()

  project.solutions.forEach((solution, index) => {
    if (index > 0) ensure(200)
    heading(t('pdf.solution', { number: index + 1 }), 15, BRAND)
    const sep = locale === 'fr' ? ' : ' : ': '
    line(`${t('pdf.system')}${sep}${solution.estimateSystem?.name ?? '–'}`)
    if (solution.sample) {
      ensure(22)
      const y = doc.y
      doc.rect(MARGIN, y, 28, 16).fillColor(solution.sample.colorHex).fill()
      doc
        .rect(MARGIN, y, 28, 16)
        .strokeColor(inkOn(solution.sample.colorHex) === 'dark' ? RULE : INK)
        .stroke()
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(
          `${t('pdf.colour')}${sep}${solution.sample.coatingName} – ${solution.sample.colorCode} (${t('colour.lrv', { value: n(solution.sample.lightIntensity) })})`,
          MARGIN + 36,
          y + 3,
          { width: width - 36 },
        )
      doc.y = Math.max(doc.y, y + 20)
    } else {
      line(`${t('pdf.colour')}${sep}${t('results.noColour')}`)
    }
    doc.moveDown(0.5)

    heading(t('pdf.facades'), 11)
    const facades = solution.facades.map(facadeFromSaved)
    facades.forEach((facade, fi) => {
      line(
        t('pdf.facadeLine', {
          number: fi + 1,
          shape: t(`dimension.shapes.${facade.shape}`),
          base: n(facade.base ?? 0),
          height: n(facadeHeight(facade)),
          openings: t('dimension.openingCount', { count: facade.openings.length }),
        }),
      )
      for (const opening of facade.openings) {
        line(
          `    ${t('pdf.openingLine', {
            kind: t(`dimension.kinds.${opening.kind}`),
            width: n(opening.width ?? 0),
            height: n(opening.height ?? 0),
          })}`,
          { muted: true, size: 9 },
        )
      }
    })
    const m = measureFacades(facades)
    doc.moveDown(0.3)
    line(t('pdf.totals', { gross: n(m.grossArea), openings: n(m.openingsArea), net: n(m.area) }), { muted: true })
    doc.moveDown(0.6)

    heading(t('results.docket'), 11)
    const cols = [
      { key: 'code', label: t('results.code'), w: 0.13 },
      { key: 'product', label: t('results.product'), w: 0.33 },
      { key: 'need', label: t('results.need'), w: 0.14 },
      { key: 'quantity', label: t('results.quantity'), w: 0.16 },
      { key: 'pallets', label: t('results.pallets'), w: 0.24 },
    ] as const
    const row = (cells: string[], bold = false) => {
      const heights = cols.map((c, i) =>
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .heightOfString(cells[i] ?? '', { width: c.w * width - 6 }),
      )
      const h = Math.max(...heights) + 6
      ensure(h + 4)
      const y = doc.y
      let x = MARGIN
      cols.forEach((c, i) => {
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9)
          .fillColor(INK)
          .text(cells[i] ?? '', x + 3, y + 3, { width: c.w * width - 6 })
        x += c.w * width
      })
      doc.y = y + h
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(MARGIN + width, doc.y)
        .strokeColor(RULE)
        .lineWidth(0.5)
        .stroke()
    }
    row(
      cols.map((c) => c.label),
      true,
    )
    for (const l of solution.docket.filter((line) => line.quantity > 0)) {
      const pallets = palletLabel(l, (count) => t(`units.${l.unit}`, { count }))
      row([
        l.code,
        l.name,
        `${n(l.need)} ${t(`consumption.${l.consumptionUnit}`)}`,
        t(`units.${l.unit}`, { count: l.quantity }),
        t(pallets.key, pallets.values),
      ])
    }
    doc.moveDown(0.8)
    if (solution.docket.some((l) => l.demoValues)) line(t('results.demoNote'), { muted: true, size: 8 })
    rule()
  })

  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(t('pdf.footer', { page: i + 1, total: range.count }), MARGIN, doc.page.height - MARGIN - 10, {
        width,
        align: 'center',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}
