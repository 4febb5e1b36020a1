import { describe, expect, it } from 'vitest'
import { localeParentIndexNames } from '@/lib/locale-indexes'

// The names are in the migrations: a change here must be a deliberate one, with a migration of its own.

describe('localeParentIndexNames', () => {
  it('names an index for each _locales table only, after Payload’s `_parent_id_idx`', () => {
    expect([...localeParentIndexNames(['pages', 'pages_locales', 'pages_rels', 'media_locales'])]).toEqual([
      ['pages_locales', 'pages_locales_parent_id_idx'],
      ['media_locales', 'media_locales_parent_id_idx'],
    ])
  })

  it('cuts a long name to 60 characters, keeping the suffix', () => {
    const name = localeParentIndexNames(['_landings_v_blocks_cards_product_products_locales']).get(
      '_landings_v_blocks_cards_product_products_locales',
    )
    expect(name).toBe('_landings_v_blocks_cards_product_products_loca_parent_id_idx')
    expect(name).toHaveLength(60)
  })

  it('refuses two tables whose cut names would be the same', () => {
    const stem = 'x'.repeat(50)
    expect(() => localeParentIndexNames([`${stem}_a_locales`, `${stem}_b_locales`])).toThrow(/share the index name/)
  })
})
