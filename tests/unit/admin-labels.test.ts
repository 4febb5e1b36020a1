import type { Block, Field, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TRANSLATIONS } from '@/admin/translations'

/**
 * Issue 22: /admin spoke English in a French or Dutch admin ("Is Processed", "Export CSV (current filters)").
 * Walks the whole Payload config as Payload sanitized it (collections, fields at every depth: rows, collapsibles,
 * groups, arrays, tabs, blocks) and lists every word staff see that is a plain string or lacks French or Dutch:
 * Payload turns a field without a label into its name in English words, so a new field without one fails here too.
 */

let config: SanitizedConfig
let collections: SanitizedCollectionConfig[]
/** The site's collections and the one Payload adds that staff see: the jobs queue under "System". */
let shown: SanitizedCollectionConfig[]

beforeAll(async () => {
  config = await (await import('@/payload.config')).default
  collections = config.collections.filter((c) => !c.slug.startsWith('payload-'))
  shown = config.collections.filter((c) => !c.slug.startsWith('payload-') || !c.admin.hidden)
}, 60_000)

/** Why a label is not translated, or null: a function (Payload's own `t`) or `{ fr, nl }` with words. */
function untranslated(label: unknown): string | null {
  if (typeof label === 'function' || label === false) return null
  if (label && typeof label === 'object') {
    const words = label as Record<string, unknown>
    const missing = ['fr', 'nl'].filter((l) => typeof words[l] !== 'string' || !(words[l] as string).trim())
    return missing.length ? `no ${missing.join(', ')} in ${JSON.stringify(label)}` : null
  }
  return `plain ${JSON.stringify(label)}`
}

const isHidden = (field: Field) => {
  const f = field as { hidden?: boolean; admin?: { hidden?: boolean; disabled?: boolean } }
  return Boolean(f.hidden || f.admin?.hidden || f.admin?.disabled)
}

function checkFields(fields: Field[], where: string, problems: string[], seenBlocks: Set<string>) {
  for (const field of fields) {
    if (isHidden(field)) continue
    const name = 'name' in field ? field.name : `(${field.type})`
    const at = `${where}.${name}`
    const report = (what: string, label: unknown) => {
      const why = untranslated(label)
      if (why) problems.push(`${at} ${what}: ${why}`)
    }
    if (field.type !== 'row' && field.type !== 'tabs' && !(field.type === 'group' && !('name' in field))) {
      report('label', (field as { label?: unknown }).label)
    }
    const description = (field as { admin?: { description?: unknown } }).admin?.description
    if (description !== undefined) report('description', description)
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        report(
          `option ${typeof option === 'string' ? option : option.value}`,
          typeof option === 'string' ? option : option.label,
        )
      }
    }
    if (field.type === 'array' || field.type === 'blocks') {
      report('row label (singular)', field.labels?.singular)
      report('row label (plural)', field.labels?.plural)
    }
    if ('fields' in field && Array.isArray(field.fields)) checkFields(field.fields, at, problems, seenBlocks)
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const why = untranslated(tab.label)
        if (why) problems.push(`${at} tab label: ${why}`)
        checkFields(tab.fields, `${at}.${'name' in tab ? tab.name : '(tab)'}`, problems, seenBlocks)
      }
    }
    if (field.type === 'blocks') {
      for (const block of field.blocks as Block[]) {
        if (seenBlocks.has(block.slug)) continue
        seenBlocks.add(block.slug)
        for (const which of ['singular', 'plural'] as const) {
          const why = untranslated(block.labels?.[which])
          if (why) problems.push(`block ${block.slug} ${which}: ${why}`)
        }
        checkFields(block.fields, `block:${block.slug}`, problems, seenBlocks)
      }
    }
  }
}

/** The top-level fields a document's title can come from (rows and collapsibles are layout only). */
function topFieldNames(fields: Field[]): string[] {
  return fields.flatMap((f) =>
    'name' in f ? [f.name] : f.type === 'row' || f.type === 'collapsible' ? topFieldNames(f.fields) : [],
  )
}

describe('/admin in French and Dutch', () => {
  it('finds the collections of the site', () => {
    expect(collections.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['estimates', 'sample-requests', 'contact-requests', 'pages', 'products']),
    )
  })

  it('names every collection and group in French and Dutch', () => {
    expect(shown.map((c) => c.slug)).toContain('payload-jobs')
    const problems: string[] = []
    for (const c of shown) {
      for (const which of ['singular', 'plural'] as const) {
        const why = untranslated(c.labels[which])
        if (why) problems.push(`${c.slug} ${which}: ${why}`)
      }
      const group = untranslated(c.admin.group)
      if (group) problems.push(`${c.slug} group: ${group}`)
      if (c.admin.description !== undefined) {
        const why = untranslated(c.admin.description)
        if (why) problems.push(`${c.slug} description: ${why}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('labels every field, help text, select option, array row and block in French and Dutch', () => {
    const problems: string[] = []
    const seenBlocks = new Set<string>()
    for (const c of shown) checkFields(c.fields, c.slug, problems, seenBlocks)
    expect(problems).toEqual([])
  })

  it('shows SAMPLE/BROCHURE and the statuses in words', () => {
    const options = (slug: string, name: string) => {
      const field = collections.find((c) => c.slug === slug)?.flattenedFields.find((f) => f.name === name) as {
        options?: { value: string; label: unknown }[]
      }
      return Object.fromEntries((field?.options ?? []).map((o) => [o.value, o.label]))
    }
    expect(options('sample-requests', 'sampleType')).toMatchObject({
      SAMPLE: { fr: 'Échantillon de produit', nl: 'Productstaal' },
      BROCHURE: { fr: 'Brochure', nl: 'Brochure' },
    })
    expect(options('estimates', 'status')).toMatchObject({
      NEW: { fr: 'Nouvelle', nl: 'Nieuw' },
      DONE: { fr: 'Traitée', nl: 'Afgehandeld' },
    })
    expect(options('outbox', 'status')).toMatchObject({ failed: { fr: 'Échec', nl: 'Mislukt' } })
  })

  it('writes dates day/month/year with a 24-hour clock, a day-only date with its year (issue 22)', () => {
    // Payload's defaults read "novembre 26 2026, 3:45 AM" and, for a day-only field, "mei 01".
    expect(config.admin.dateFormat).toBe('dd/MM/yyyy HH:mm')
    const problems: string[] = []
    for (const c of shown) {
      for (const field of c.flattenedFields) {
        if (field.type !== 'date' || ['createdAt', 'updatedAt'].includes(field.name) || isHidden(field)) continue
        const date = field.admin?.date as { pickerAppearance?: string; displayFormat?: string } | undefined
        const format = date?.displayFormat ?? ''
        const ok = date?.pickerAppearance === 'timeOnly' ? format === 'HH:mm' : /yyyy/.test(format) && !/a/.test(format)
        if (!ok) problems.push(`${c.slug}.${field.name}: ${JSON.stringify(date)}`)
      }
    }
    expect(problems).toEqual([])
    const workEndDate = collections
      .find((c) => c.slug === 'estimates')
      ?.flattenedFields.flatMap((f) => ('flattenedFields' in f ? f.flattenedFields : [f]))
      .find((f) => f.name === 'workEndDate') as { admin?: { date?: { displayFormat?: string } } } | undefined
    expect(workEndDate?.admin?.date?.displayFormat).toBe('dd/MM/yyyy')
  })

  it('answers yes/no columns with Oui/Non and Ja/Nee, not vrai/faux (issue 22)', async () => {
    const { initI18n } = await import('@payloadcms/translations')
    for (const [language, yes, no] of [
      ['fr', 'Oui', 'Non'],
      ['nl', 'Ja', 'Nee'],
    ] as const) {
      const i18n = await initI18n({ config: config.i18n, context: 'client', language })
      // Payload's checkbox cell and list filter read general:true / general:false.
      expect([i18n.t('general:true'), i18n.t('general:false')]).toEqual([yes, no])
    }
  })

  it('gives every collection a title field, so relations show names and not "Untitled - ID"', () => {
    const problems: string[] = []
    for (const c of collections) {
      const title = c.admin.useAsTitle
      if (!title || title === 'id') problems.push(`${c.slug}: no useAsTitle`)
      else if (!topFieldNames(c.fields).includes(title)) problems.push(`${c.slug}: useAsTitle ${title} is no field`)
    }
    expect(problems).toEqual([])
  })

  it('has every custom admin sentence in French, Dutch and English', () => {
    const keys = Object.keys(ADMIN_TRANSLATIONS.fr.custom).sort()
    expect(Object.keys(ADMIN_TRANSLATIONS.nl.custom).sort()).toEqual(keys)
    expect(Object.keys(ADMIN_TRANSLATIONS.en.custom).sort()).toEqual(keys)
    expect((config.i18n.translations as Record<string, { custom?: unknown }>).nl?.custom).toMatchObject({
      exportCsv: 'Exporteren als CSV (huidige filters)',
    })
  })
})

describe('/admin validation messages', () => {
  it('says a domain rule’s error in the admin’s language, not as its code', async () => {
    const { fromRule } = await import('@/fields/validate')
    const { mobilePhone } = await import('@/domain/validation')
    const validate = fromRule(mobilePhone)
    const staff = (language: string) => ({ req: { i18n: { language }, user: { collection: 'users' } } as never })
    expect(await validate('123', staff('fr'))).toBe('Le numéro de téléphone est invalide.')
    expect(await validate('123', staff('nl'))).toBe('Het telefoonnummer is ongeldig.')
    expect(await validate('0470 12 34 56', staff('nl'))).toBe(true)
    // Services and the API read the code.
    expect(await validate('123', { req: { i18n: { language: 'nl' }, user: null } as never })).toBe('WRONG_PHONE_NUMBER')
  })
})
