import { describe, expect, it } from 'vitest'
import { isExpandableOpen, isExpandableToggleable } from '@/domain/expandable'

const booleans = [false, true] as const

describe('isExpandableOpen', () => {
  it('follows the chosen state when expandable and enabled', () => {
    expect(isExpandableOpen({ open: true })).toBe(true)
    expect(isExpandableOpen({ open: false })).toBe(false)
    expect(isExpandableOpen({ open: false, disabled: false, expandable: true })).toBe(false)
  })

  it('is always open when disabled', () => {
    expect(isExpandableOpen({ open: false, disabled: true })).toBe(true)
  })

  it('is always open when not expandable', () => {
    expect(isExpandableOpen({ open: false, expandable: false })).toBe(true)
  })

  it('matches the rule for every combination of inputs', () => {
    for (const open of booleans) {
      for (const disabled of booleans) {
        for (const expandable of booleans) {
          const expected = disabled || !expandable ? true : open
          expect(isExpandableOpen({ open, disabled, expandable }), JSON.stringify({ open, disabled, expandable })).toBe(
            expected,
          )
        }
      }
    }
  })
})

describe('isExpandableToggleable', () => {
  it('lets the visitor toggle only an enabled, expandable block', () => {
    expect(isExpandableToggleable({})).toBe(true)
    expect(isExpandableToggleable({ disabled: true })).toBe(false)
    expect(isExpandableToggleable({ expandable: false })).toBe(false)
    expect(isExpandableToggleable({ disabled: true, expandable: false })).toBe(false)
  })

  it('is toggleable exactly when the open state can differ from "open"', () => {
    for (const disabled of booleans) {
      for (const expandable of booleans) {
        const canClose = !isExpandableOpen({ open: false, disabled, expandable })
        expect(isExpandableToggleable({ disabled, expandable })).toBe(canClose)
      }
    }
  })
})
