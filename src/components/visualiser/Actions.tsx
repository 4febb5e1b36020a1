'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { addToBasket } from '@/components/colour-chart/sample-basket'
import { AppModal } from '@/components/layout/modals/AppModal'
import { useModal } from '@/components/layout/modals/ModalProvider'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { useSession } from '@/components/layout/SessionProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { leavePicture } from '@/components/quotation/picture-handoff'
import { Button } from '@/components/ui/Button'
import type { Coating } from '@/domain/configurator'
import type { Picture, ShadeRef, Variant } from '@/domain/visualiser/editor'
import type { Zone } from '@/domain/visualiser/geometry'
import { captionOf, variantFinishes } from '@/domain/visualiser/shades'
import { useRouter } from '@/i18n/navigation'
import { deletePicture, type SavedState, savePicture } from './api'
import { captionedCanvas, downloadPng } from './export'
import type { LoadedPhoto } from './PhotoStep'
import type { Painter } from './painter'
import { SaveDialog } from './SaveDialog'
import styles from './Visualiser.module.css'

interface Props {
  painter: Painter
  zones: readonly Zone[]
  variant: Variant | undefined
  index: number
  coatings: readonly Coating[]
  photo: LoadedPhoto
  picture: Picture
  /** Where the picture is saved (a professional's), and under which name; null before a save. */
  saved: SavedState | null
  onSaved: (saved: SavedState | null) => void
}

/**
 * What the visitor takes away: the picture as a PNG, samples of its shades, a quotation request with them, and the
 * project saved on the server (a professional's dashboard, or a link mailed to a visitor).
 */
export function Actions({ painter, zones, variant, index, coatings, photo, picture: project, saved, onSaved }: Props) {
  const t = useTranslations('Visualiser.actions')
  const tSave = useTranslations('Visualiser.save')
  const locale = useLocale()
  const { user } = useSession()
  const [saving, setSaving] = useState(false)
  const [forgetting, setForgetting] = useState(false)
  const { open } = useModal()
  const { snackbar } = useToasts()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const finishes = variant ? variantFinishes(variant, zones, coatings) : []
  const first = zones.map((z) => variant?.shades[z.id]).find(Boolean)
  const n = index + 1

  /** The variant painted at the working size, its shades named under it. */
  const picture = (v: Variant) =>
    captionedCanvas(painter.paint(zones, v, coatings), captionOf(v, zones, coatings), t('pictureTitle', { n }))

  const download = () => {
    if (variant) void downloadPng(picture(variant), t('filename', { n }))
  }

  // The picture goes to the wizard through this browser's storage; the wizard uploads it with the photos of the
  // request, as any photo added there. Without storage, the request still takes the shade.
  const requestQuote = async (shade: ShadeRef) => {
    if (!variant) return
    setLeaving(true)
    try {
      const blob = await new Promise<Blob | null>((resolve) => picture(variant).toBlob(resolve, 'image/jpeg', 0.9))
      if (blob) await leavePicture(blob, t('quotationFilename', { n }))
    } catch {
      // Nothing kept: the wizard opens without the picture.
    }
    router.push({ pathname: '/quotation', query: { colour: shade.code, coating: shade.coating, range: shade.range } })
  }

  const orderSamples = () => {
    const refused = finishes.filter((f) => {
      const result = addToBasket(f)
      return !result.ok && result.code === 'TOO_MANY_FINISHES'
    })
    if (refused.length > 0) snackbar({ type: 'warning', message: t('basketFull'), countdown: 5000 })
    open('colorChart')
  }

  const save = async (values: { name: string; email?: string }) => {
    // A visitor's save is a new link each time; a professional's replaces the picture they saved before.
    const ref = await savePicture(
      { picture: project, image: photo.image, demo: photo.demo, ...values, saved: user ? saved?.ref : null },
      locale,
    )
    onSaved({ ref, name: values.name, ...(user ? {} : { token: saved?.token }) })
    if (user) snackbar({ type: 'success', message: tSave('saved'), countdown: 4000 })
  }

  // A visitor who opened their picture by its link may delete it from the server (photo included).
  const token = saved?.token
  const forget = async () => {
    if (!token) return
    try {
      await deletePicture({ token }, locale)
      onSaved(null)
      setForgetting(false)
      snackbar({ type: 'success', message: tSave('deleted'), countdown: 4000 })
    } catch {
      snackbar({ type: 'danger', message: tSave('deleteFailed'), countdown: 6000 })
    }
  }

  return (
    <div className={styles.actions}>
      <Button size="s" onPress={() => setSaving(true)} disabled={zones.length === 0} data-testid="save-picture">
        {tSave('action')}
      </Button>
      <SaveDialog
        isOpen={saving}
        onClose={() => setSaving(false)}
        signedIn={user !== null}
        name={saved?.name ?? tSave('defaultName')}
        save={save}
        updating={Boolean(user && saved?.ref)}
        demo={photo.demo !== null}
      />
      {token ? (
        <Button size="s" variant="ghost" onPress={() => setForgetting(true)} data-testid="delete-saved">
          {tSave('delete')}
        </Button>
      ) : null}
      <AppModal
        name="visualiserForget"
        title={tSave('delete')}
        isOpen={forgetting}
        onClose={() => setForgetting(false)}
      >
        <p>{tSave('deleteText')}</p>
        <div className={modalStyles.actions}>
          <Button variant="secondary" onPress={() => setForgetting(false)}>
            {tSave('close')}
          </Button>
          <Button onPress={() => void forget()} data-testid="delete-saved-confirm">
            {tSave('deleteConfirm')}
          </Button>
        </div>
      </AppModal>
      <Button size="s" onPress={download} disabled={finishes.length === 0} data-testid="download-png">
        {t('download')}
      </Button>
      <Button
        size="s"
        variant="secondary"
        onPress={orderSamples}
        disabled={finishes.length === 0}
        data-testid="order-samples"
      >
        {t('samples', { count: finishes.length })}
      </Button>
      {first ? (
        <Button
          size="s"
          variant="secondary"
          onPress={() => void requestQuote(first)}
          disabled={leaving}
          aria-busy={leaving || undefined}
          data-testid="request-quote"
        >
          {t('quotation')}
        </Button>
      ) : null}
    </div>
  )
}
