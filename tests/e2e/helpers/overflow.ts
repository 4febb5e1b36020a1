import type { Page } from 'playwright-core'

/** What sticks out of the screen at the page's current width; empty when everything fits. */
export interface Overflow {
  /** `document.documentElement.scrollWidth` against the viewport's width. */
  scrollWidth: number
  viewport: number
  /** The element that sticks out furthest (the innermost of equals), named for a failure message. */
  widest: string | null
  /** An open dialog's content beyond the screen's edges or scrolling sideways inside the dialog. */
  dialogs: string[]
}

/**
 * Measures the page in the browser. The widest element is the one whose box reaches furthest past the viewport's
 * edges, not counting what a scrolling, clipping or fixed ancestor keeps in (that does not widen the page); of
 * several reaching as far, the deepest, which is the one to fix. Dialogs are fixed: they never widen the page, so
 * their content is checked against the screen's edges and for a sideways scroll of their own.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement
    const viewport = root.clientWidth
    const name = (el: Element) => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : []
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim()
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}> "${
        text.length > 60 ? `${text.slice(0, 60)}…` : text
      }"`
    }
    const contained = (el: Element) => {
      if (getComputedStyle(el).position === 'fixed') return true
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a)
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true
      }
      return false
    }
    const depth = (el: Element) => {
      let n = 0
      for (let a = el.parentElement; a; a = a.parentElement) n++
      return n
    }
    let widest: { over: number; depth: number; el: Element } | null = null
    if (root.scrollWidth > viewport) {
      for (const el of document.body.querySelectorAll('*')) {
        const box = el.getBoundingClientRect()
        // Visually hidden text (1 × 1 px, clipped) is for screen readers and widens nothing.
        if (box.width <= 1 || box.height <= 1) continue
        // Text overflowing its element is no element's box: the element's scrollWidth counts it (unless the element
        // scrolls or clips, and then its content widens nothing).
        const visible = getComputedStyle(el).overflowX === 'visible'
        const right = visible ? Math.max(box.right, box.left + (el as HTMLElement).scrollWidth) : box.right
        const over = Math.max(right - viewport, -box.left)
        if (over <= 0.5 || contained(el)) continue
        const d = depth(el)
        if (!widest || over > widest.over + 0.5 || (over >= widest.over - 0.5 && d > widest.depth)) {
          widest = { over, depth: d, el }
        }
      }
    }
    const dialogs: string[] = []
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
      // The dialog's own boxes up to its fixed overlay: the scrolling one among them must not scroll sideways.
      const frame: Element[] = []
      for (let a = dialog.parentElement; a && a !== document.body; a = a.parentElement) {
        frame.push(a)
        if (getComputedStyle(a).position === 'fixed') break
      }
      const clippedInside = (el: Element) => {
        for (let a = el.parentElement; a && a !== dialog.parentElement; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== 'visible') return true
        }
        return false
      }
      for (const el of [...frame, dialog, ...dialog.querySelectorAll('*')]) {
        const box = el.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue
        const h = el as HTMLElement
        // A text field scrolls its own value sideways: that is how it shows a long value, not a clipped dialog.
        const field = el.matches('input, textarea, select')
        if (!field && getComputedStyle(el).overflowX !== 'visible' && h.scrollWidth > h.clientWidth + 1) {
          dialogs.push(`${name(el)} scrolls sideways (${h.scrollWidth} px in ${h.clientWidth} px)`)
          break
        }
        if ((box.right > viewport + 0.5 || box.left < -0.5) && !clippedInside(el)) {
          dialogs.push(`${name(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`)
          break
        }
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      viewport,
      widest: widest ? `${name(widest.el)} by ${Math.round(widest.over)} px` : null,
      dialogs,
    }
  })
}

/** The layout after a resize: two frames, so that resize observers and media-query listeners have run. */
export const settled = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
