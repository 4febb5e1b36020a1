'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/Field.module.css'
import { RadioList } from '@/components/ui/RadioList'
import { TextField } from '@/components/ui/TextField'
import {
  type Facade,
  type FacadeShape,
  facadeArea,
  facadeCountIssue,
  facadeHasData,
  facadeHeight,
  facadeIssues,
  MAX_FACADE_BASE,
  MAX_FACADE_HEIGHT,
  MAX_FACADES,
  MAX_OPENINGS_PER_FACADE,
  measureFacades,
  type Opening,
  type OpeningKind,
  openingArea,
  openingHasData,
  parseCount,
  type SolutionState,
} from '@/domain/configurator'
import styles from './Configurator.module.css'
import type { ConfirmRequest } from './ConfirmDialog'
import { MetreField } from './MetreField'

interface Props {
  solution: SolutionState
  onCount: (count: number) => void
  onFacade: (index: number, patch: Partial<{ shape: FacadeShape; base: number | null; height: number | null }>) => void
  onAddOpening: (facade: number, kind: OpeningKind) => void
  onOpening: (facade: number, opening: number, patch: Partial<Opening>) => void
  onRemoveOpening: (facade: number, opening: number) => void
  /** Asks the visitor before something typed is removed. */
  confirm: (request: ConfirmRequest) => void
}

/** Step 3: the facades, their shape and size, their doors and windows; areas update as one types. */
export function DimensionStep({
  solution,
  onCount,
  onFacade,
  onAddOpening,
  onOpening,
  onRemoveOpening,
  confirm,
}: Props) {
  const t = useTranslations('Configurator.dimension')
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const total = measureFacades(solution.facades)
  return (
    <div className={styles.stack}>
      <h2 className={styles.stepTitle}>{t('title')}</h2>
      <p className={styles.help}>{t('help')}</p>
      <p className={styles.help}>{t('limits', { base: MAX_FACADE_BASE, height: MAX_FACADE_HEIGHT })}</p>
      <FacadeCountField facades={solution.facades} onCount={onCount} confirm={confirm} />
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
          confirm={confirm}
          number={number}
        />
      ))}
      <p className={styles.total} aria-live="polite">
        {t('total', { area: number.format(total.area) })}
      </p>
    </div>
  )
}

/**
 * How many facades: a whole number from 1 to 30, kept as typed. A valid count that only adds facades, or removes
 * blank ones, applies at once; one that would remove facades already filled in waits until the field is left (or
 * Enter), then asks first. Anything else says why next to the field and changes nothing.
 */
function FacadeCountField({
  facades,
  onCount,
  confirm,
}: {
  facades: Facade[]
  onCount: (count: number) => void
  confirm: (request: ConfirmRequest) => void
}) {
  const t = useTranslations('Configurator.dimension')
  const [text, setText] = useState(String(facades.length))
  const current = facades.length
  // A count changed elsewhere (another solution, a project opened) shows as is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the count resets the text.
  useEffect(() => {
    const parsed = parseCount(text)
    if (!(parsed.ok && parsed.value === current)) setText(String(current))
  }, [current])

  const parsed = parseCount(text)
  const count = parsed.ok ? parsed.value : null
  const issue = !parsed.ok ? 'COUNT_NOT_A_NUMBER' : facadeCountIssue(count)
  const lost = count !== null && !issue ? facades.slice(count).filter(facadeHasData).length : 0
  const pending = !issue && count !== current && lost > 0

  const apply = () => {
    if (!pending || count === null) return
    confirm({
      title: t('confirmRemoveFacades.title'),
      text: t('confirmRemoveFacades.text', { count, lost }),
      confirm: t('confirmRemoveFacades.confirm'),
      cancel: t('confirmRemoveFacades.cancel'),
      onConfirm: () => onCount(count),
      onCancel: () => setText(String(current)),
    })
  }

  return (
    <TextField
      className={styles.countField}
      label={t('count')}
      name="facadeCount"
      inputMode="numeric"
      autoComplete="off"
      required
      value={text}
      helperText={pending ? t('countPending') : t('countHelp', { max: MAX_FACADES })}
      errorText={
        issue
          ? t(`errors.${issue === 'IS_REQUIRED' ? 'FACADE_COUNT_OUT_OF_RANGE' : issue}`, { max: MAX_FACADES })
          : undefined
      }
      onChange={(next) => {
        setText(next)
        const n = parseCount(next)
        if (!n.ok || n.value === null || facadeCountIssue(n.value)) return
        const removesWork = facades.slice(n.value).some(facadeHasData)
        if (!removesWork) onCount(n.value)
      }}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply()
      }}
    />
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
  confirm,
}: Omit<Props, 'solution' | 'onCount'> & { facade: Facade; index: number; locale: string; number: Intl.NumberFormat }) {
  const t = useTranslations('Configurator.dimension')
  const gross = (facade.base ?? 0) * facadeHeight(facade)
  const holes = facade.openings.reduce((a, o) => a + openingArea(o), 0)
  const issues = facadeIssues(facade)
  const counters: Record<OpeningKind, number> = { WINDOW: 0, DOOR: 0 }
  const full = facade.openings.length >= MAX_OPENINGS_PER_FACADE
  const areaErrorId = `facade-${index}-openings-error`
  return (
    <fieldset className={styles.facade} aria-describedby={issues.openingsArea ? areaErrorId : undefined}>
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
          issue={issues.base}
          locale={locale}
          onChange={(base) => onFacade(index, { base })}
        />
        {facade.shape === 'RECTANGLE' ? (
          <MetreField
            name={`facade-${index}-height`}
            label={t('height')}
            value={facade.height}
            issue={issues.height}
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
          const remove = () => onRemoveOpening(index, oi)
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: openings are identified by their position.
            <li key={oi} className={styles.opening}>
              <span className={styles.openingName}>{title}</span>
              <MetreField
                name={`facade-${index}-opening-${oi}-width`}
                label={t('width')}
                value={o.width}
                issue={issues.openings[oi]?.width}
                locale={locale}
                onChange={(width) => onOpening(index, oi, { width })}
              />
              <MetreField
                name={`facade-${index}-opening-${oi}-height`}
                label={t('openingHeight')}
                value={o.height}
                issue={issues.openings[oi]?.height}
                locale={locale}
                onChange={(height) => onOpening(index, oi, { height })}
              />
              <Button
                variant="ghost"
                size="s"
                onPress={() =>
                  openingHasData(o)
                    ? confirm({
                        title: t('confirmRemoveOpening.title'),
                        text: t('confirmRemoveOpening.text', { name: title, facade: index + 1 }),
                        confirm: t('confirmRemoveOpening.confirm'),
                        cancel: t('confirmRemoveOpening.cancel'),
                        onConfirm: remove,
                      })
                    : remove()
                }
              >
                {t('removeOpening', { kind: t(`kinds.${o.kind}`).toLowerCase(), number: counters[o.kind] })}
              </Button>
            </li>
          )
        })}
      </ul>
      {issues.openingsArea ? (
        <p id={areaErrorId} className={fieldStyles.error} aria-live="polite">
          {t('errors.OPENINGS_EXCEED_FACADE', {
            openings: number.format(issues.openingsArea.openings),
            facade: number.format(issues.openingsArea.facade),
          })}
        </p>
      ) : null}
      <div className={styles.actionsRow}>
        <Button variant="secondary" size="s" disabled={full} onPress={() => onAddOpening(index, 'WINDOW')}>
          {t('addWindow')}
        </Button>
        <Button variant="secondary" size="s" disabled={full} onPress={() => onAddOpening(index, 'DOOR')}>
          {t('addDoor')}
        </Button>
      </div>
      {full ? <p className={styles.note}>{t('maxOpenings', { max: MAX_OPENINGS_PER_FACADE })}</p> : null}
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
