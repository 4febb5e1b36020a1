'use client'

import { useTranslations } from 'next-intl'
import type { CSSProperties } from 'react'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { TextField } from '@/components/ui/TextField'
import { swatchColour } from '@/domain/colour-chart'
import type { Coating } from '@/domain/configurator'
import type { EditorAction, Variant } from '@/domain/visualiser/editor'
import { MAX_ZONE_NAME, MAX_ZONES, type Zone, zoneLabel } from '@/domain/visualiser/geometry'
import { resolveShade } from '@/domain/visualiser/shades'
import styles from './Visualiser.module.css'

interface Props {
  zones: readonly Zone[]
  variant: Variant | undefined
  coatings: readonly Coating[]
  selected: string | null
  drawing: boolean
  onSelect: (zone: string) => void
  dispatch: (action: EditorAction) => void
}

/** The zones of the picture: choose one to shade or reshape, rename it, mark it insulated, cut out, remove. */
export function ZonesPanel({ zones, variant, coatings, selected, drawing, onSelect, dispatch }: Props) {
  const t = useTranslations('Visualiser.zones')
  return (
    <section className={styles.panel} aria-labelledby="visualiser-zones">
      <h2 id="visualiser-zones" className={styles.panelTitle}>
        {t('title', { count: zones.length, max: MAX_ZONES })}
      </h2>
      {zones.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
      <ul className={styles.zoneList}>
        {zones.map((zone, index) => {
          const ref = variant?.shades[zone.id]
          const shade = ref ? resolveShade(coatings, ref) : null
          const isSelected = zone.id === selected
          const name = zoneLabel(zone, index)
          return (
            <li
              key={zone.id}
              className={styles.zoneItem}
              data-selected={isSelected || undefined}
              data-testid="zone-item"
            >
              <div className={styles.zoneHead}>
                <span
                  className={styles.zoneSwatch}
                  style={{ '--swatch': swatchColour(shade?.shade.colorHex) ?? 'transparent' } as CSSProperties}
                  aria-hidden="true"
                />
                <Button
                  variant={isSelected ? 'primary' : 'secondary'}
                  size="s"
                  aria-pressed={isSelected}
                  disabled={drawing}
                  onPress={() => onSelect(zone.id)}
                >
                  {t('choose', { name })}
                </Button>
                <span className={styles.zoneShade}>{shade ? shade.shade.code : t('noShade')}</span>
              </div>
              {isSelected ? (
                <div className={styles.zoneBody}>
                  <TextField
                    label={t('name')}
                    value={zone.name}
                    limit={MAX_ZONE_NAME}
                    onChange={(name) => dispatch({ type: 'renameZone', zone: zone.id, name })}
                  />
                  <Checkbox
                    label={t('insulated')}
                    isSelected={zone.insulated}
                    onChange={(insulated) => dispatch({ type: 'setInsulated', zone: zone.id, insulated })}
                  />
                  <p className={styles.small}>{t('cutouts', { count: zone.cutouts.length })}</p>
                  <div className={styles.row}>
                    <Button
                      size="s"
                      variant="secondary"
                      disabled={drawing}
                      onPress={() => dispatch({ type: 'startCutout', zone: zone.id })}
                    >
                      {t('addCutout')}
                    </Button>
                    {zone.cutouts.length > 0 ? (
                      <Button
                        size="s"
                        variant="ghost"
                        onPress={() =>
                          dispatch({ type: 'removeCutout', zone: zone.id, cutout: zone.cutouts.length - 1 })
                        }
                      >
                        {t('removeCutout')}
                      </Button>
                    ) : null}
                    <Button size="s" variant="ghost" onPress={() => dispatch({ type: 'removeZone', zone: zone.id })}>
                      {t('remove', { name })}
                    </Button>
                  </div>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
