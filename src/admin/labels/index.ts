/**
 * The back office's words in French and Dutch (and English, the third admin language of payload.config).
 * Collections declare their fields in code words (`isProcessed`, `sampleType`), and their help texts in English;
 * without labels Payload showed "Is Processed" in a French admin. `localizeCollections` gives every collection,
 * group, field, block, array row, help text and select option Payload's label object `{ fr, nl, en }` from the
 * catalogue in this folder (one file per admin group, plus the blocks and the shared words), leaving labels already
 * given as objects or functions alone. A field or text missing there keeps its English string, and
 * tests/unit/admin-labels.test.ts fails naming it.
 */
import type { Block, CollectionConfig, Field } from 'payload'
import { BLOCK_LABELS } from './blocks'
import { CATALOGUE_LABELS } from './catalogue'
import { CONTENT_LABELS } from './content'
import { NAVIGATION_LABELS } from './navigation'
import { PROFESSIONAL_LABELS } from './professionals'
import { REQUEST_LABELS } from './requests'
import { SHARED_LABELS } from './shared'
import { SYSTEM_LABELS } from './system'
import type { AdminArea } from './words'

const AREAS: AdminArea[] = [
  SHARED_LABELS,
  SYSTEM_LABELS,
  CONTENT_LABELS,
  NAVIGATION_LABELS,
  BLOCK_LABELS,
  PROFESSIONAL_LABELS,
  REQUEST_LABELS,
  CATALOGUE_LABELS,
]

/** One table of every area, merged. A key given twice would make one area's words silently win: refused. */
function merged<K extends keyof AdminArea>(table: K): NonNullable<AdminArea[K]> {
  const out: Record<string, unknown> = {}
  for (const area of AREAS) {
    for (const [key, words] of Object.entries(area[table] ?? {})) {
      if (Object.hasOwn(out, key)) throw new Error(`src/admin/labels: the ${table} key "${key}" is given twice`)
      out[key] = words
    }
  }
  return out as NonNullable<AdminArea[K]>
}

const COLLECTIONS = merged('collections')
const GROUPS = merged('groups')
const FIELDS = merged('fields')
const ROWS = merged('rows')
const TEXTS = merged('texts')
const OPTIONS = merged('options')

type Scope = string
type LabelValue = unknown

const isText = (value: unknown): value is string => typeof value === 'string'

function lookup<T>(table: Record<string, T>, scope: Scope, path: string, name: string): T | undefined {
  return table[`${scope}:${path}`] ?? table[name]
}

function translated(value: LabelValue): LabelValue {
  return isText(value) ? (TEXTS[value] ?? value) : value
}

type SelectOption = string | { label: unknown; value: string }

function localizeOptions(name: string, options: readonly SelectOption[]): SelectOption[] {
  return options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = typeof option === 'string' ? option : option.label
    if (!isText(label)) return option
    const words = OPTIONS[`${name}.${value}`] ?? OPTIONS[value] ?? TEXTS[label]
    return { value, label: words ?? label }
  })
}

/** One localized copy per block: the same block object serves several collections. */
const localizedBlocks = new WeakMap<Block, Block>()

function localizeBlock(block: Block): Block {
  const known = localizedBlocks.get(block)
  if (known) return known
  const labels = block.labels
  const result: Block = {
    ...block,
    labels: labels
      ? ({ singular: translated(labels.singular), plural: translated(labels.plural) } as Block['labels'])
      : labels,
    fields: localizeFields(block.fields, `block:${block.slug}`, ''),
  }
  localizedBlocks.set(block, result)
  return result
}

/**
 * Dates in /admin read day/month/year with a 24-hour clock in French, Dutch and English: Payload's defaults are
 * American ("MMMM do yyyy, h:mm a" gave "novembre 26 2026, 3:45 AM", a day-only field "mei 01" without its year).
 * The root format serves the lists' createdAt/updatedAt and document info; each date field gets the one of its
 * picker unless it names its own.
 */
export const ADMIN_DATE_FORMAT = 'dd/MM/yyyy HH:mm'
const DATE_FORMATS: Record<string, string> = {
  default: 'dd/MM/yyyy',
  dayOnly: 'dd/MM/yyyy',
  dayAndTime: ADMIN_DATE_FORMAT,
  timeOnly: 'HH:mm',
  monthOnly: 'MMMM yyyy',
}

function withDateFormat(admin: Record<string, unknown> | undefined): Record<string, unknown> {
  const date = (admin?.date ?? {}) as { pickerAppearance?: string; displayFormat?: string; timeFormat?: string }
  const appearance = date.pickerAppearance ?? 'default'
  return {
    ...admin,
    date: {
      ...date,
      displayFormat: date.displayFormat ?? DATE_FORMATS[appearance] ?? DATE_FORMATS.default,
      ...(appearance === 'dayAndTime' || appearance === 'timeOnly' ? { timeFormat: date.timeFormat ?? 'HH:mm' } : {}),
    },
  }
}

function localizeField(field: Field, scope: Scope, parent: string): Field {
  const name = 'name' in field && isText(field.name) ? field.name : ''
  const path = name ? (parent ? `${parent}.${name}` : name) : parent
  const out = { ...field } as Record<string, unknown>
  const admin = (field as { admin?: Record<string, unknown> }).admin
  if (admin && 'description' in admin) out.admin = { ...admin, description: translated(admin.description) }
  if (field.type === 'date') out.admin = withDateFormat(out.admin as Record<string, unknown> | undefined)
  if ('label' in field && field.label !== undefined) out.label = translated(field.label)
  else if (name) {
    const words = lookup(FIELDS, scope, path, name)
    if (words) out.label = words
  }
  if ('options' in field && Array.isArray(field.options)) {
    out.options = localizeOptions(name, field.options as SelectOption[])
  }
  if (field.type === 'array' || field.type === 'blocks') {
    const given = (field as { labels?: { singular?: unknown; plural?: unknown } }).labels
    const plural = given?.plural !== undefined ? translated(given.plural) : lookup(FIELDS, scope, path, name)
    const singular = given?.singular !== undefined ? translated(given.singular) : lookup(ROWS, scope, path, name)
    if (plural && singular) out.labels = { singular, plural }
  }
  if ('fields' in field && Array.isArray(field.fields)) out.fields = localizeFields(field.fields, scope, path)
  if (field.type === 'tabs') {
    out.tabs = field.tabs.map((tab) => {
      const tabPath = 'name' in tab && tab.name ? (path ? `${path}.${tab.name}` : tab.name) : path
      return { ...tab, label: translated(tab.label), fields: localizeFields(tab.fields, scope, tabPath) }
    })
  }
  if (field.type === 'blocks' && Array.isArray(field.blocks)) out.blocks = field.blocks.map(localizeBlock)
  return out as unknown as Field
}

function localizeFields(fields: Field[], scope: Scope, parent: string): Field[] {
  return fields.map((field) => localizeField(field, scope, parent))
}

/** One collection with its name, group, help text and every field's words in French, Dutch and English. */
export function localizeCollection(collection: CollectionConfig): CollectionConfig {
  const names = COLLECTIONS[collection.slug]
  const admin = collection.admin ?? {}
  return {
    ...collection,
    labels: names ?? collection.labels,
    admin: {
      ...admin,
      group: isText(admin.group) ? (GROUPS[admin.group] ?? admin.group) : admin.group,
      description: translated(admin.description) as typeof admin.description,
    },
    fields: localizeFields(collection.fields, collection.slug, ''),
  }
}

/** Every collection of the back office, localized (see `localizeCollection`). */
export function localizeCollections(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map(localizeCollection)
}
