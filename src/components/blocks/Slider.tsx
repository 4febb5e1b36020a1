'use client'

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { buttonClassName } from '@/components/ui/ButtonParts'
import { ArrowRightIcon } from '@/components/ui/icons'
import styles from './Slider.module.css'

/**
 * A horizontally scrolling list with scroll snapping and previous/next buttons. The list scrolls by touch,
 * trackpad or the arrow keys once focused; the buttons move it by one card. At an end its button says so with
 * aria-disabled but keeps the focus (a disabled button would drop it); both hide when everything fits.
 */
export function Slider({
  heading,
  label,
  previousLabel,
  nextLabel,
  children,
}: {
  heading?: ReactNode
  /** The scrolling region's name. */
  label: string
  previousLabel: string
  nextLabel: string
  /** The list (`<ul>`) of cards. */
  children: ReactNode
}) {
  const viewport = useRef<HTMLElement>(null)
  const id = useId()
  const [edges, setEdges] = useState({ start: true, end: false })

  const update = useCallback(() => {
    const el = viewport.current
    if (!el) return
    const max = el.scrollWidth - el.clientWidth
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1 })
  }, [])

  useEffect(() => {
    const el = viewport.current
    if (!el) return
    update()
    el.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(el)
    return () => {
      el.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [update])

  function move(direction: 1 | -1) {
    const el = viewport.current
    if (!el) return
    const item = el.querySelector('li')
    const list = item?.parentElement
    const gap = list ? Number.parseFloat(getComputedStyle(list).columnGap) || 0 : 0
    const distance = item ? item.getBoundingClientRect().width + gap : el.clientWidth * 0.8
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.scrollBy({ left: direction * distance, behavior: reduced ? 'auto' : 'smooth' })
  }

  const fits = edges.start && edges.end
  const control = (direction: 1 | -1, atEdge: boolean, name: string) => (
    <button
      type="button"
      className={`${buttonClassName({ variant: 'secondary', size: 's' })} ${styles.control}`}
      aria-label={name}
      aria-controls={id}
      aria-disabled={atEdge || undefined}
      data-disabled={atEdge || undefined}
      data-direction={direction === 1 ? 'next' : 'previous'}
      onClick={() => {
        if (!atEdge) move(direction)
      }}
    >
      <ArrowRightIcon className={direction === -1 ? styles.flip : undefined} />
    </button>
  )

  return (
    <div className={styles.slider}>
      <div className={styles.header}>
        {heading}
        <div className={styles.controls} hidden={fits}>
          {control(-1, edges.start, previousLabel)}
          {control(1, edges.end, nextLabel)}
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it with the arrow keys */}
      <section ref={viewport} id={id} className={styles.viewport} aria-label={label} tabIndex={0}>
        {children}
      </section>
    </div>
  )
}
