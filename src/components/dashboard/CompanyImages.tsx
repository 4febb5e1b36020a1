'use client'

import { useTranslations } from 'next-intl'
import { type Dispatch, type SetStateAction, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { filesForSlots } from '@/domain/dashboard'
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

interface Failure {
  /** The file's place in the pick (two files may share a name). */
  order: number
  name: string
  code: string
}

/**
 * Images the professional uploads (company images, a reference's images): the current ones with a remove button,
 * and an upload with its progress. `max` limits how many (1 for a main image: a new one replaces it); with room for
 * more than one, several files may be picked at once: they fill the free places in the order picked, each sent
 * and checked as a single one, and those beyond the limit are named as not added.
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
  const [failures, setFailures] = useState<Failure[]>([])
  const [beyond, setBeyond] = useState(0)
  const [sending, setSending] = useState<{ index: number; count: number } | null>(null)
  const several = max > 1

  const choose = async (picked: File[]) => {
    if (picked.length === 0) return
    const { accepted, beyond: left } = filesForSlots(picked, several ? max - images.length : 1)
    setFailures([])
    setBeyond(left)
    const failed: Failure[] = []
    // One after another, in the order picked: the images keep that order and each shows its progress.
    for (const [index, file] of accepted.entries()) {
      setSending({ index: index + 1, count: accepted.length })
      setProgress(0)
      try {
        const stored = await upload(file, setProgress)
        onChange((current) => (several ? [...current, stored].slice(0, max) : [stored]))
      } catch (e) {
        failed.push({ order: index, name: file.name, code: e instanceof Error ? e.message : 'INTERNAL_SERVER_ERROR' })
        setFailures([...failed])
      }
    }
    setProgress(null)
    setSending(null)
    if (input.current) input.current.value = ''
  }
  const errorText = (code: string) => t(code === 'FILE_TOO_LARGE' || code === 'FILE_TYPE' ? code : 'failed')

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
        <span>{several ? t('addSeveral') : t('add')}</span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          multiple={several}
          onChange={(event) => choose(Array.from(event.target.files ?? []))}
          disabled={progress !== null || (several && images.length >= max)}
          aria-describedby={`${labelId}-help`}
        />
      </label>
      <p className={styles.muted} id={`${labelId}-help`}>
        {t('help')}
        {several ? ` ${t('helpSeveral', { max })}` : ''}
      </p>
      <div aria-live="polite">
        {progress !== null ? (
          <>
            {sending && sending.count > 1 ? `${t('sendingOf', sending)} ` : null}
            <progress max={100} value={progress} aria-label={t('progress')} /> {progress} %
          </>
        ) : null}
        {failures.map((failure) => (
          <p key={failure.order} className={styles.error}>
            {several ? t('fileError', { name: failure.name, error: errorText(failure.code) }) : errorText(failure.code)}
          </p>
        ))}
        {beyond > 0 ? <p className={styles.error}>{t('beyond', { count: beyond, max })}</p> : null}
      </div>
    </div>
  )
}
