'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/Button'
import { PHOTO_ACCEPT, QUOTATION_LIMITS, UPLOAD_CLIENT_MUTATION_ID, UPLOAD_ERRORS } from '@/domain/quotation'
import styles from './Quotation.module.css'

export interface UploadedPhoto {
  id: string
  url: string
  name: string
}

interface Pending {
  key: string
  name: string
  progress: number
  error: string | null
}

const UPLOAD = `mutation Upload($input: UploadMediaObjectInput!) {
  uploadMediaObject(input: $input) { clientMutationId mediaObject { id url } }
}`

/** One file through the GraphQL multipart request spec, with upload progress; resolves the stored photo. */
function uploadFile(
  file: File,
  uploadKey: string,
  locale: string,
  onProgress: (percent: number) => void,
): Promise<UploadedPhoto> {
  const body = new FormData()
  body.append(
    'operations',
    JSON.stringify({
      query: UPLOAD,
      variables: { input: { files: [null], clientMutationId: UPLOAD_CLIENT_MUTATION_ID, uploadKey } },
    }),
  )
  body.append('map', JSON.stringify({ 0: ['variables.input.files.0'] }))
  body.append('0', file, file.name)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/graphql')
    xhr.setRequestHeader('x-locale', locale)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new Error('OTHER'))
    xhr.onload = () => {
      try {
        const answer = JSON.parse(xhr.responseText) as {
          data?: { uploadMediaObject?: { mediaObject?: { id: string; url: string } | null } | null }
          errors?: Array<{ extensions?: { code?: string } }>
        }
        const stored = answer.data?.uploadMediaObject?.mediaObject
        if (stored) resolve({ ...stored, name: file.name })
        else reject(new Error(answer.errors?.[0]?.extensions?.code ?? 'OTHER'))
      } catch {
        reject(new Error(xhr.status === 413 ? 'FILE_TOO_LARGE' : 'OTHER'))
      }
    }
    xhr.send(body)
  })
}

/**
 * The photos of a request: each file is sent at once (progress shown), checked by the server on its content, and
 * listed with a button to remove it; a refused file says why. Photos are tied to the wizard's upload key.
 */
export function PhotoUploader({
  photos,
  uploadKey,
  onChange,
}: {
  photos: UploadedPhoto[]
  uploadKey: string
  onChange: (photos: UploadedPhoto[]) => void
}) {
  const t = useTranslations('Quotation.photos')
  const locale = useLocale()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Pending[]>([])
  const [announcement, setAnnouncement] = useState('')
  const photosRef = useRef(photos)
  photosRef.current = photos

  const reason = (code: string) =>
    t(`errors.${(UPLOAD_ERRORS as readonly string[]).includes(code) || code === 'RATE_LIMITED' ? code : 'OTHER'}`)

  const addFiles = async (files: File[]) => {
    let room = QUOTATION_LIMITS.photos - photosRef.current.length - pending.filter((p) => !p.error).length
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
      setPending((list) => [...list, { key, name: file.name, progress: 0, error: null }])
      uploadFile(file, uploadKey, locale, (progress) =>
        setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p))),
      )
        .then((photo) => {
          setPending((list) => list.filter((p) => p.key !== key))
          onChange([...photosRef.current, photo])
          setAnnouncement(t('done', { name: file.name }))
        })
        .catch((error: Error) => refuse(error.message))
    }
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('legend')}</legend>
      <p id={`${id}-help`} className={styles.help}>
        {t('help')}
      </p>
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
          void addFiles(files)
        }}
      />
      <div>
        <Button variant="secondary" onPress={() => input.current?.click()} aria-describedby={`${id}-help`}>
          {t('add')}
        </Button>
      </div>
      {photos.length > 0 || pending.length > 0 ? (
        <ul className={styles.photos}>
          {photos.map((photo) => (
            <li key={photo.id} className={styles.photo} data-testid="photo">
              {/* biome-ignore lint/performance/noImgElement: a private signed link, not for Next's image optimizer. */}
              <img src={`${photo.url}&size=thumbnail`} alt="" width={96} height={72} className={styles.thumb} />
              <span className={styles.photoName}>{photo.name}</span>
              <Button
                variant="secondary"
                size="s"
                aria-label={t('remove', { name: photo.name })}
                onPress={() => {
                  onChange(photosRef.current.filter((p) => p.id !== photo.id))
                  setAnnouncement(t('removed', { name: photo.name }))
                }}
              >
                ×
              </Button>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className={styles.photo} data-testid={p.error ? 'photo-refused' : 'photo-pending'}>
              {p.error ? (
                <span className={styles.photoError}>{t('refused', { name: p.name, reason: reason(p.error) })}</span>
              ) : (
                <>
                  <span className={styles.photoName}>{p.name}</span>
                  <progress
                    max={100}
                    value={p.progress}
                    aria-label={t('uploading', { name: p.name, percent: p.progress })}
                  />
                </>
              )}
              {p.error ? (
                <Button
                  variant="secondary"
                  size="s"
                  aria-label={t('remove', { name: p.name })}
                  onPress={() => setPending((list) => list.filter((x) => x.key !== p.key))}
                >
                  ×
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  )
}
