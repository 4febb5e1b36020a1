'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { addToBasket } from '@/components/colour-chart/sample-basket'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { leavePicture } from '@/components/quotation/picture-handoff'
import { Button } from '@/components/ui/Button'
import type { Coating } from '@/domain/configurator'
import type { ShadeRef, Variant } from '@/domain/visualiser/editor'
import type { Zone } from '@/domain/visualiser/geometry'
import { captionOf, variantFinishes } from '@/domain/visualiser/shades'
import { useRouter } from '@/i18n/navigation'
import { captionedCanvas, downloadPng } from './export'
import type { Painter } from './painter'
import styles from './Visualiser.module.css'

interface Props {
  painter: Painter
  zones: readonly Zone[]
  variant: Variant | undefined
  index: number
  coatings: readonly Coating[]
}

/** What the visitor takes away: the picture as a PNG, samples of its shades, a quotation request with them. */
export function Actions({ painter, zones, variant, index, coatings }: Props) {
  const t = useTranslations('Visualiser.actions')
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

  return (
    <div className={styles.actions}>
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
