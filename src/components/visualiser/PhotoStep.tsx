'use client'

import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/Button'
import type { Coating } from '@/domain/configurator'
import type { Picture } from '@/domain/visualiser/editor'
import { ApiError } from '@/lib/api-client'
import { openPicture, type SavedState, savedRefOfHash } from './api'
import { DEMO_HOUSES, type DemoHouse } from './demo-houses'
import { forgetProject, type KeptProject, lastProject } from './keep'
import { MAX_PHOTO_BYTES, PhotoError, type PhotoIssue, readDemoPhoto, readPhoto } from './photo'
import styles from './Visualiser.module.css'

export interface LoadedPhoto {
  image: ImageData
  /** A demo house's id, or null for the visitor's own photo. */
  demo: DemoHouse['id'] | null
  /** The zones and variants of a project resumed from this browser or opened from the server. */
  picture?: Picture
  /** A picture opened from the server: where it is saved (a professional's; null for a visitor's link) and its name. */
  saved?: SavedState
}

/**
 * The first step: the visitor's own photo (taken or picked; it stays in the browser) or one of the demo houses.
 * A file that cannot be used says why and leaves the step as it was.
 */
export function PhotoStep({
  onPhoto,
  insulationMin,
  coatings,
}: {
  onPhoto: (photo: LoadedPhoto) => void
  insulationMin: number
  coatings: readonly Coating[]
}) {
  const t = useTranslations('Visualiser.photo')
  const format = useFormatter()
  const inputId = useId()
  const [issue, setIssue] = useState<PhotoIssue | null>(null)
  const [busy, setBusy] = useState(false)
  // The project this browser kept from an earlier visit, offered first.
  const [kept, setKept] = useState<KeptProject | null>(null)
  useEffect(() => {
    let live = true
    void lastProject(insulationMin, coatings).then((project) => {
      if (live) setKept(project)
    })
    return () => {
      live = false
    }
  }, [insulationMin, coatings])

  // A saved picture the address names (the dashboard's #project=<id>, a mailed #link=<token>) opens at once. The
  // fragment is dropped from the address first: the link's token stays out of the history and of a shared screen.
  const locale = useLocale()
  const [opening, setOpening] = useState<string | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the address the page was opened at.
  useEffect(() => {
    const ref = savedRefOfHash(window.location.hash)
    if (!ref) return
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
    setBusy(true)
    setOpening('OPENING')
    openPicture(ref, insulationMin, coatings, locale).then(
      (opened) => {
        setOpening(null)
        setBusy(false)
        onPhoto({
          image: opened.image,
          demo: opened.demo,
          picture: opened.picture,
          saved: opened.saved,
        })
      },
      (error: unknown) => {
        setBusy(false)
        const code = error instanceof ApiError ? error.code : 'IMAGE_UNREADABLE'
        setOpening(['INVALID_TOKEN', 'NOT_FOUND', 'ACCESS_DENIED'].includes(code) ? code : 'FAILED')
      },
    )
  }, [])

  const load = async (read: () => Promise<ImageData>, demo: LoadedPhoto['demo']) => {
    setBusy(true)
    setIssue(null)
    try {
      onPhoto({ image: await read(), demo })
    } catch (error) {
      setIssue(error instanceof PhotoError ? error.code : 'IMAGE_UNREADABLE')
    } finally {
      setBusy(false)
    }
  }

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) void load(() => readPhoto(file), null)
  }

  return (
    <section className={styles.photoStep} aria-labelledby="visualiser-photo" aria-busy={busy}>
      <h2 id="visualiser-photo" className={styles.panelTitle}>
        {t('title')}
      </h2>
      {opening ? (
        <p className={opening === 'OPENING' ? styles.small : styles.error} role="status" data-testid="saved-opening">
          {t(`opening.${opening}`)}
        </p>
      ) : null}
      {kept ? (
        <div className={styles.resume} data-testid="resume-project">
          <p className={styles.resumeText}>
            {t('resume.text', {
              zones: kept.picture.zones.length,
              date: format.dateTime(kept.savedAt, { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </p>
          <div className={styles.row}>
            <Button
              size="s"
              onPress={() => onPhoto({ image: kept.image, demo: kept.demo, picture: kept.picture })}
              data-testid="resume"
            >
              {t('resume.action')}
            </Button>
            <Button
              size="s"
              variant="ghost"
              onPress={() => {
                setKept(null)
                void forgetProject().catch(() => undefined)
              }}
            >
              {t('resume.forget')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className={styles.own}>
        <label htmlFor={inputId} className={styles.fileButton}>
          {t('pick')}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
          aria-describedby={`${inputId}-help ${inputId}-error`}
          onChange={onFile}
          data-testid="visualiser-file"
        />
        <p id={`${inputId}-help`} className={styles.small}>
          {t('help', { max: MAX_PHOTO_BYTES / 1024 / 1024 })}
        </p>
        <p className={styles.privacy}>{t('privacy')}</p>
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {issue ? t(`issues.${issue}`, { max: MAX_PHOTO_BYTES / 1024 / 1024 }) : null}
        </p>
      </div>
      <h3 className={styles.subTitle}>{t('demos')}</h3>
      <ul className={styles.demos}>
        {DEMO_HOUSES.map((house) => (
          <li key={house.id}>
            <button
              type="button"
              className={styles.demo}
              disabled={busy}
              onClick={() => void load(() => readDemoPhoto(house.src), house.id)}
              data-testid={`demo-${house.id}`}
            >
              {/* biome-ignore lint/performance/noImgElement: a fixed thumbnail shipped at its own size */}
              <img src={house.thumb} alt="" width={320} height={240} loading="lazy" decoding="async" />
              <span>{t(`houses.${house.id}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
