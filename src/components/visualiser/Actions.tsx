'use client'

import { useTranslations } from 'next-intl'
import { addToBasket } from '@/components/colour-chart/sample-basket'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import type { Coating } from '@/domain/configurator'
import type { Variant } from '@/domain/visualiser/editor'
import type { Zone } from '@/domain/visualiser/geometry'
import { captionOf, variantFinishes } from '@/domain/visualiser/shades'
import { Link } from '@/i18n/navigation'
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
  const finishes = variant ? variantFinishes(variant, zones, coatings) : []
  const first = zones.map((z) => variant?.shades[z.id]).find(Boolean)
  const n = index + 1

  const download = () => {
    if (!variant) return
    const caption = captionOf(variant, zones, coatings)
    const canvas = captionedCanvas(painter.paint(zones, variant, coatings), caption, t('pictureTitle', { n }))
    void downloadPng(canvas, t('filename', { n }))
  }

  const orderSamples = () => {
    if (finishes.length === 0) {
      snackbar({ type: 'danger', message: t('noShade'), countdown: 3000 })
      return
    }
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
      <Button size="s" variant="secondary" onPress={orderSamples} data-testid="order-samples">
        {t('samples', { count: finishes.length })}
      </Button>
      {first ? (
        <Button
          size="s"
          variant="secondary"
          as={Link}
          href={{ pathname: '/quotation', query: { colour: first.code, coating: first.coating, range: first.range } }}
        >
          {t('quotation')}
        </Button>
      ) : null}
    </div>
  )
}
