'use client'

import { useTranslations } from 'next-intl'
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/Button'
import styles from './Dashboard.module.css'

export interface CompanyImage {
  id: string
  url: string
  alt: string
}

/** Sends one file with its progress (fetch cannot report upload progress; XMLHttpRequest can). */
function upload(file: File, onProgress: (percent: number) => void): Promise<CompanyImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/dashboard/company-image')
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      const body = request.response as { id?: string; url?: string; code?: string } | null
      if (request.status === 200 && body?.id) resolve({ id: body.id, url: body.url ?? '', alt: '' })
      else reject(new Error(body?.code ?? 'INTERNAL_SERVER_ERROR'))
    }
    request.onerror = () => reject(new Error('NETWORK_ERROR'))
    const data = new FormData()
    data.append('file', file)
    request.send(data)
  })
}

/**
 * Images the professional uploads (company images, a reference's images): the current ones with a remove button,
 * and an upload with its progress. `max` limits how many (1 for a main image: a new one replaces it).
 */
export function CompanyImages({
  images,
  onChange,
  label,
  max = 12,
}: {
  images: CompanyImage[]
  /** An updater of the latest list: an upload ends after renders that may have changed it (a removed image). */
  onChange: Dispatch<SetStateAction<CompanyImage[]>>
  label?: string
  max?: number
}) {
  const t = useTranslations('Dashboard.company.image')
  const labelId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    setProgress(0)
    try {
      const stored = await upload(file, setProgress)
      onChange((current) => (max === 1 ? [stored] : [...current, stored].slice(0, max)))
    } catch (e) {
      setError(e instanceof Error ? e.message : 'INTERNAL_SERVER_ERROR')
    } finally {
      setProgress(null)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div className={styles.images}>
      <p className={styles.fieldLabel} id={labelId}>
        {label ?? t('label')}
      </p>
      {images.length === 0 ? <p className={styles.muted}>{t('none')}</p> : null}
      <ul className={styles.imageList} aria-labelledby={labelId}>
        {images.map((image, i) => (
          <li key={image.id}>
            {/* biome-ignore lint/performance/noImgElement: a thumbnail Payload already sized. */}
            <img src={image.url} alt={image.alt || t('alt', { index: i + 1 })} width={120} height={90} />
            <Button
              size="xs"
              variant="ghost"
              onPress={() => onChange((current) => current.filter((x) => x.id !== image.id))}
              aria-label={t('removeLabel', { index: i + 1 })}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
      <label className={styles.upload}>
        <span>{t('add')}</span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          onChange={(event) => choose(event.target.files?.[0])}
          disabled={progress !== null || (max > 1 && images.length >= max)}
          aria-describedby={`${labelId}-help`}
        />
      </label>
      <p className={styles.muted} id={`${labelId}-help`}>
        {t('help')}
      </p>
      <div aria-live="polite">
        {progress !== null ? (
          <>
            <progress max={100} value={progress} aria-label={t('progress')} /> {progress} %
          </>
        ) : null}
        {error ? (
          <p className={styles.error}>{t(error === 'FILE_TOO_LARGE' || error === 'FILE_TYPE' ? error : 'failed')}</p>
        ) : null}
      </div>
    </div>
  )
}
