import { describe, expect, it } from 'vitest'
import { MODAL_HISTORY_KEY, modalFromHistoryState, opensHistoryEntry } from '@/domain/modals'

/**
 * Issue 22: Back in the references popup left the company page. A modal the visitor opens is now an entry of the
 * browser's history whose state names it (ModalProvider); Back and Forward read it from the entry they reach.
 */
describe('a modal in the browser’s history', () => {
  it('reads the modal an entry holds, beside the router’s own keys', () => {
    const state = { __NA: true, [MODAL_HISTORY_KEY]: { name: 'references', props: { ids: '1,2,3', index: '1' } } }
    expect(modalFromHistoryState(state)).toEqual({ name: 'references', props: { ids: '1,2,3', index: '1' } })
    expect(modalFromHistoryState({ __NA: true })).toBeNull()
    expect(modalFromHistoryState(null)).toBeNull()
  })

  it('refuses what is not one of the site’s modals or not text (a state is anyone’s to write)', () => {
    expect(modalFromHistoryState({ [MODAL_HISTORY_KEY]: { name: 'nope', props: {} } })).toBeNull()
    expect(modalFromHistoryState({ [MODAL_HISTORY_KEY]: 'login' })).toBeNull()
    expect(modalFromHistoryState({ [MODAL_HISTORY_KEY]: { name: 'login', props: { a: 1, b: 'x' } } })).toEqual({
      name: 'login',
      props: { b: 'x' },
    })
  })

  it('makes the dialogs a visitor opens entries, not the confirmations after a sent form', () => {
    for (const name of ['references', 'login', 'register', 'colorChart'] as const)
      expect(opensHistoryEntry(name)).toBe(true)
    for (const name of ['requestSent', 'requestSamplesSent'] as const) expect(opensHistoryEntry(name)).toBe(false)
  })
})
