'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { Button } from '@/components/ui/Button'
import { parseReferenceList } from '@/domain/content'
import { ApiError } from '@/lib/api-client'
import type { ReferenceView } from '@/services/content/references'
import { fetchReference } from './api'
import { InvolvedParties } from './InvolvedParties'
import { ReferenceImages } from './ReferenceImages'
import styles from './ReferencesModal.module.css'
import { Sidebar } from './Sidebar'

type Loaded = { status: 'ready'; reference: ReferenceView } | { status: 'missing' } | { status: 'error' }

/**
 * The reference and references modals: one reference at a time with previous and next (disabled at the ends),
 * each loaded once through the API and kept while the modal is open.
 */
export function ReferencesModalBody({ props }: { props: Record<string, string> }) {
  const t = useTranslations('Reference')
  const locale = useLocale()
  const { close } = useModal()
  const { ids, start } = parseReferenceList(props)
  const [index, setIndex] = useState(start)
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({})
  const id = ids[index]
  const current = id ? loaded[id] : undefined

  // Each reference is asked for once; a step away does not cancel its request, so stepping fast never throws
  // away an answer that is already on its way.
  const requested = useRef(new Set<string>())
  useEffect(() => {
    if (!id || requested.current.has(id)) return
    requested.current.add(id)
    fetchReference(id, locale)
      .then(
        (reference): Loaded => (reference ? { status: 'ready', reference } : { status: 'missing' }),
        (error: unknown): Loaded => {
          if (!(error instanceof ApiError)) console.error(error)
          return { status: 'error' }
        },
      )
      .then((result) => setLoaded((all) => ({ ...all, [id]: result })))
  }, [id, locale])

  // After a step, the new reference's title (or the status that replaces it) takes the focus once it is shown,
  // so a screen reader reads where the user is. The title or status holding the focus may be replaced by the
  // next step's loading line: its ref's cleanup, which React runs before the element leaves the page, hands
  // the focus to the position line first, so the focus never drops out of the dialog (react-aria would then
  // give it to the close button, and the arrows would stop stepping).
  const positionRef = useRef<HTMLParagraphElement>(null)
  const targetRef = useRef<HTMLElement | null>(null)
  const focusTarget = useCallback((element: HTMLElement | null) => {
    if (!element) return
    targetRef.current = element
    return () => {
      if (element === document.activeElement) positionRef.current?.focus()
      if (targetRef.current === element) targetRef.current = null
    }
  }, [])
  const focusPending = useRef(false)
  const go = (next: number) => {
    focusPending.current = true
    setIndex(next)
  }
  useEffect(() => {
    if (!focusPending.current || !current) return
    focusPending.current = false
    targetRef.current?.focus()
  }, [current])

  // Left and right arrows step like the buttons, unless the focus is in a field that uses them.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [role="slider"]')) return
    if (event.key === 'ArrowLeft' && index > 0) go(index - 1)
    else if (event.key === 'ArrowRight' && index < ids.length - 1) go(index + 1)
    else return
    event.preventDefault()
  }

  if (ids.length === 0) return <p>{t('modal.missing')}</p>
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrows are a shortcut; the buttons remain the keyboard path
    <div className={styles.body} onKeyDown={onKeyDown}>
      <nav className={styles.stepper} aria-label={t('modal.navigation')}>
        <Button variant="secondary" size="s" disabled={index === 0} onPress={() => go(index - 1)}>
          {t('modal.previous')}
        </Button>
        <p className={styles.position} aria-live="polite" ref={positionRef} tabIndex={-1}>
          {t('modal.position', { index: index + 1, count: ids.length })}
        </p>
        <Button variant="secondary" size="s" disabled={index === ids.length - 1} onPress={() => go(index + 1)}>
          {t('modal.next')}
        </Button>
      </nav>
      {!current ? (
        <p role="status" className={styles.status}>
          {t('modal.loading')}
        </p>
      ) : current.status === 'missing' ? (
        <p role="status" ref={focusTarget} tabIndex={-1}>
          {t('modal.missing')}
        </p>
      ) : current.status === 'error' ? (
        <p role="alert" ref={focusTarget} tabIndex={-1}>
          {t('modal.error')}
        </p>
      ) : (
        <ReferenceContent reference={current.reference} headingRef={focusTarget} onLinkClick={close} />
      )}
    </div>
  )
}

function ReferenceContent({
  reference,
  headingRef,
  onLinkClick,
}: {
  reference: ReferenceView
  headingRef: React.Ref<HTMLHeadingElement>
  onLinkClick: () => void
}) {
  const t = useTranslations('Reference')
  const images = reference.images.map((img, i) => ({
    ...img.card,
    alt: img.card.alt || t('imageAlt', { index: i + 1, count: reference.images.length }),
  }))
  const hero = reference.heroImage
  return (
    <article className={styles.reference} data-testid="modal-reference">
      <h3 ref={headingRef} tabIndex={-1} className={styles.title}>
        {reference.title}
      </h3>
      {hero ? (
        // biome-ignore lint/performance/noImgElement: Payload stores the band in WebP
        <img
          src={hero.url}
          width={hero.width}
          height={hero.height}
          alt={hero.alt || t('hero')}
          className={styles.hero}
        />
      ) : null}
      {reference.description ? <p className={styles.intro}>{reference.description}</p> : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <ReferenceImages
            title={t('images')}
            images={images}
            seeMore={t('seeMore', { count: images.length })}
            seeLess={t('seeLess')}
          />
          <InvolvedParties title={t('parties')} parties={reference.involvedParties} />
        </div>
        <Sidebar
          company={reference.company}
          workCategories={reference.workCategories}
          links={reference.ctas}
          logo={reference.logo}
          productsUsed={reference.productsUsed}
          contact={reference.contact}
          share={false}
          padding="none"
          onLinkClick={onLinkClick}
        />
      </div>
    </article>
  )
}
