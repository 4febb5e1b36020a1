'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react'
import { useCodeMessage } from '@/components/accounts/form'
import { Button } from '@/components/ui/Button'
import { PHOTO_ACCEPT, QUOTATION_LIMITS } from '@/domain/quotation'
import { removePhoto, type UploadedPhoto, uploadFile } from './api'
import { takePicture } from './picture-handoff'
import styles from './Quotation.module.css'

export type { UploadedPhoto }

/** A file on its way, or refused (then `error` holds the catalogue code). */
interface Pending {
  key: string
  name: string
  progress: number
  error: string | null
}

/**
 * The photos of a request: the files chosen at once are all sent at once (progress shown), checked by the server
 * on their content, and listed as a grid of thumbnails, each with a button to remove it; a refused file says why,
 * with its catalogue code. Photos are tied to the wizard's upload key.
 *
 * Several uploads finish in any order and before React renders again: each accepted photo is added through an
 * updater of the latest list (never a copy read earlier), and in the order the files were chosen.
 */
export function PhotoUploader({
  photos,
  uploadKey,
  onChange,
  onBusyChange,
  limit = QUOTATION_LIMITS.photos,
  texts,
  takeHanded = false,
}: {
  /** Takes the picture another page left for the request (the visualiser's), as if the visitor had picked it. */
  takeHanded?: boolean
  /** How many photos the form takes (a review's 5; a request's 10 by default). */
  limit?: number
  /** The help line and the refusal past the limit, when they are not a request's. */
  texts?: { help: string; tooMany: string }
  photos: UploadedPhoto[]
  uploadKey: string
  onChange: Dispatch<SetStateAction<UploadedPhoto[]>>
  /** Told whether files are still on their way (the wizard waits for them before moving on). */
  onBusyChange?: (busy: boolean) => void
}) {
  const t = useTranslations('Quotation.photos')
  const message = useCodeMessage()
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending[]>([])
  const [announcement, setAnnouncement] = useState('')
  const busy = pending.some((p) => p.error === null)
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange])
  // Files sent and not yet settled: they take room under the limit until then.
  const inFlight = useRef(0)
  // Accepted photos join the list one after another in the order chosen, whatever order the server answers in.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const photosRef = useRef(photos)
  photosRef.current = photos

  const [handed, setHanded] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the photos are first shown
  useEffect(() => {
    if (!takeHanded) return
    void takePicture().then((file) => {
      if (!file) return
      setHanded(true)
      addFiles([file])
    })
  }, [])

  const reason = (code: string) =>
    code === 'TOO_MANY_FILES' && texts ? texts.tooMany : t.has(`errors.${code}`) ? t(`errors.${code}`) : message(code)

  const addFiles = (files: File[]) => {
    let room = limit - photosRef.current.length - inFlight.current
    for (const file of files) {
      const key = `${Date.now()}-${Math.random()}`
      const refuse = (code: string) => {
        setPending((list) => [...list.filter((p) => p.key !== key), { key, name: file.name, progress: 0, error: code }])
        setAnnouncement(t('refused', { name: file.name, reason: reason(code) }))
      }
      if (room <= 0) {
        refuse('TOO_MANY_FILES')
        continue
      }
      if (file.size > QUOTATION_LIMITS.photoBytes) {
        refuse('FILE_TOO_LARGE')
        continue
      }
      room -= 1
      inFlight.current += 1
      setPending((list) => [...list, { key, name: file.name, progress: 0, error: null }])
      const sent = uploadFile(file, uploadKey, locale, (progress) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
      )
      queue.current = queue.current.then(() =>
        sent.then(
          (photo) => {
            inFlight.current -= 1
            setPending((list) => list.filter((p) => p.key !== key))
            onChange((list) => [...list, photo])
            setAnnouncement(t('done', { name: file.name }))
          },
          (error: Error) => {
            inFlight.current -= 1
            refuse(error.message)
          },
        ),
      )
    }
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('legend')}</legend>
      <p id={`${id}-help`} className={styles.help}>
        {texts?.help ?? t('help')}
      </p>
      {handed ? (
        <p className={styles.help} data-testid="handed-picture">
          {t('handed')}
        </p>
      ) : null}
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        className="visually-hidden"
        aria-label={t('add')}
        aria-describedby={`${id}-help`}
        data-testid="photo-input"
        tabIndex={-1}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])]
          event.target.value = ''
          addFiles(files)
        }}
      />
      <div>
        <Button variant="secondary" onPress={() => input.current?.click()} aria-describedby={`${id}-help`}>
          {t('add')}
        </Button>
      </div>
      {photos.length > 0 || pending.length > 0 ? (
        <ul className={styles.photos} aria-label={t('list', { count: photos.length })}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.photo} data-testid="photo">
              {/* biome-ignore lint/performance/noImgElement: a private signed link, not for Next's image optimizer. */}
              <img src={`${photo.url}&size=thumbnail`} alt="" width={160} height={120} className={styles.thumb} />
              <span className={styles.photoName}>{photo.name}</span>
              <Button
                variant="secondary"
                size="s"
                className={styles.photoRemove}
                aria-label={t('remove', { name: photo.name })}
                onPress={() => {
                  onChange((list) => list.filter((p) => p.id !== photo.id))
                  // The server forgets it too, so it no longer counts against the ten photos; the list is the
                  // visitor's either way (a failed removal leaves an unattached file that is never sent).
                  removePhoto(photo.id, uploadKey, locale).catch(() => undefined)
                  setAnnouncement(t('removed', { name: photo.name }))
                }}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
          {pending.map((p) =>
            p.error ? (
              <li key={p.key} className={styles.photoRefused} data-testid="photo-refused" data-code={p.error}>
                <span className={styles.photoError}>{t('refused', { name: p.name, reason: reason(p.error) })}</span>
                <Button
                  variant="secondary"
                  size="s"
                  aria-label={t('dismiss', { name: p.name })}
                  onPress={() => setPending((list) => list.filter((x) => x.key !== p.key))}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            ) : (
              <li key={p.key} className={styles.photo} data-testid="photo-pending">
                <span className={styles.thumb} aria-hidden="true" />
                <span className={styles.photoName}>{p.name}</span>
                <progress
                  max={100}
                  value={p.progress}
                  aria-label={t('uploading', { name: p.name, percent: p.progress })}
                />
              </li>
            ),
          )}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  )
}
