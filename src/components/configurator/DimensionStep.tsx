'use client'

import { useLocale, useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button'
import { RadioList } from '@/components/ui/RadioList'
import { TextField } from '@/components/ui/TextField'
import {
  type Facade,
  type FacadeShape,
  facadeArea,
  facadeHeight,
  MAX_FACADES,
  measureFacades,
  type Opening,
  type OpeningKind,
  openingArea,
  type SolutionState,
} from '@/domain/configurator'
import styles from './Configurator.module.css'
import { MetreField } from './MetreField'

interface Props {
  solution: SolutionState
  onCount: (count: number) => void
  onFacade: (index: number, patch: Partial<{ shape: FacadeShape; base: number | null; height: number | null }>) => void
  onAddOpening: (facade: number, kind: OpeningKind) => void
  onOpening: (facade: number, opening: number, patch: Partial<Opening>) => void
  onRemoveOpening: (facade: number, opening: number) => void
}

/** Step 3: the facades, their shape and size, their doors and windows; areas update as one types. */
export function DimensionStep({ solution, onCount, onFacade, onAddOpening, onOpening, onRemoveOpening }: Props) {
  const t = useTranslations('Configurator.dimension')
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const total = measureFacades(solution.facades)
  return (
    <div className={styles.stack}>
      <h2 className={styles.stepTitle}>{t('title')}</h2>
      <p className={styles.help}>{t('help')}</p>
      <TextField
        className={styles.countField}
        label={t('count')}
        name="facadeCount"
        type="number"
        inputMode="numeric"
        required
        value={String(solution.facades.length)}
        onChange={(v) => {
          const n = Number.parseInt(v, 10)
          if (Number.isFinite(n) && n >= 1) onCount(Math.min(MAX_FACADES, n))
        }}
      />
      {solution.facades.map((facade, fi) => (
        <FacadeFields
          // biome-ignore lint/suspicious/noArrayIndexKey: facades have no id of their own; their position is their name.
          key={fi}
          facade={facade}
          index={fi}
          locale={locale}
          onFacade={onFacade}
          onAddOpening={onAddOpening}
          onOpening={onOpening}
          onRemoveOpening={onRemoveOpening}
          number={number}
        />
      ))}
      <p className={styles.total} aria-live="polite">
        {t('total', { area: number.format(total.area) })}
      </p>
    </div>
  )
}

function FacadeFields({
  facade,
  index,
  locale,
  number,
  onFacade,
  onAddOpening,
  onOpening,
  onRemoveOpening,
}: Omit<Props, 'solution' | 'onCount'> & { facade: Facade; index: number; locale: string; number: Intl.NumberFormat }) {
  const t = useTranslations('Configurator.dimension')
  const gross = (facade.base ?? 0) * facadeHeight(facade)
  const holes = facade.openings.reduce((a, o) => a + openingArea(o), 0)
  const counters: Record<OpeningKind, number> = { WINDOW: 0, DOOR: 0 }
  return (
    <fieldset className={styles.facade}>
      <legend className={styles.legend}>{t('facade', { number: index + 1 })}</legend>
      <RadioList
        label={t('shape')}
        orientation="horizontal"
        value={facade.shape}
        onChange={(shape) => onFacade(index, { shape: shape as FacadeShape })}
        items={(['RECTANGLE', 'SQUARE'] as const).map((s) => ({ id: s, label: t(`shapes.${s}`) }))}
      />
      <div className={styles.pair}>
        <MetreField
          name={`facade-${index}-base`}
          label={facade.shape === 'SQUARE' ? t('side') : t('base')}
          value={facade.base}
          locale={locale}
          onChange={(base) => onFacade(index, { base })}
        />
        {facade.shape === 'RECTANGLE' ? (
          <MetreField
            name={`facade-${index}-height`}
            label={t('height')}
            value={facade.height}
            locale={locale}
            onChange={(height) => onFacade(index, { height })}
          />
        ) : null}
      </div>
      <h4 className={styles.openingsTitle}>{t('openings')}</h4>
      {facade.openings.length === 0 ? <p className={styles.note}>{t('noOpenings')}</p> : null}
      <ul className={styles.openings}>
        {facade.openings.map((o, oi) => {
          counters[o.kind] += 1
          const title = t('openingTitle', { kind: t(`kinds.${o.kind}`), number: counters[o.kind] })
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: openings are identified by their position.
            <li key={oi} className={styles.opening}>
              <span className={styles.openingName}>{title}</span>
              <MetreField
                name={`facade-${index}-opening-${oi}-width`}
                label={t('width')}
                value={o.width}
                locale={locale}
                onChange={(width) => onOpening(index, oi, { width })}
              />
              <MetreField
                name={`facade-${index}-opening-${oi}-height`}
                label={t('openingHeight')}
                value={o.height}
                locale={locale}
                onChange={(height) => onOpening(index, oi, { height })}
              />
              <Button variant="ghost" size="s" onPress={() => onRemoveOpening(index, oi)}>
                {t('removeOpening', { kind: t(`kinds.${o.kind}`).toLowerCase(), number: counters[o.kind] })}
              </Button>
            </li>
          )
        })}
      </ul>
      <div className={styles.actionsRow}>
        <Button variant="secondary" size="s" onPress={() => onAddOpening(index, 'WINDOW')}>
          {t('addWindow')}
        </Button>
        <Button variant="secondary" size="s" onPress={() => onAddOpening(index, 'DOOR')}>
          {t('addDoor')}
        </Button>
      </div>
      <p className={styles.facadeTotal} aria-live="polite">
        {t('facadeTotal', {
          gross: number.format(gross),
          openings: number.format(Math.min(gross, holes)),
          net: number.format(facadeArea(facade)),
        })}
      </p>
    </fieldset>
  )
}
