/**
 * The shape of the back office's word catalogue: the words of one text in French, Dutch and English, and the tables
 * one area (one admin group, the blocks, the shared words) gives. index.ts merges every area's tables into one.
 */

export type AdminText = { fr: string; nl: string; en: string }
export type Singular = { singular: AdminText; plural: AdminText }

export const w = (fr: string, nl: string, en: string): AdminText => ({ fr, nl, en })
export const sp = (singular: AdminText, plural: AdminText): Singular => ({ singular, plural })

/** One area's words; a key may be given by one area only (index.ts refuses a second). */
export interface AdminArea {
  /** Collection names, by slug. */
  collections?: Record<string, Singular>
  /** The admin's navigation groups, by the name collections give. */
  groups?: Record<string, AdminText>
  /**
   * Field labels: `scope:path` first (scope a collection slug or `block:<slug>`, path the named fields from the
   * top, dotted), then the field's name alone.
   */
  fields?: Record<string, AdminText>
  /** The name of one row of an array (or one block of a blocks field), by the same keys as `fields`. */
  rows?: Record<string, AdminText>
  /** Labels, block names and help texts written in English in the collections, by their English words. */
  texts?: Record<string, AdminText>
  /** Select options' words: `field.value` first, then the value alone. */
  options?: Record<string, AdminText>
}
