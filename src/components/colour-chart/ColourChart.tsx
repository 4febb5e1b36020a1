'use client'

/**
 * The colour and finish chart in three steps: finish type, range, colour. The query string holds the choice
 * (?finish=…&range=…&colour=…): the server reads it for the first render, then each choice writes it with the
 * History API and the chart reads it back from the address bar (useAddressSearch), so no round trip is made, a
 * link can be shared and the back button walks the steps. Choosing a finish or a range adds a history entry;
 * changing the colour replaces it, so going back from the colour step leads to the range step rather than
 * through every swatch tried.
 */
import { usePathname, useSearchParams } from 'next/navigation'
import { useMessages } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import {
  type ChartChoice,
  type ChartStep,
  choiceUpTo,
  parseChoice,
  resolveChoice,
  serializeChoice,
  stepOf,
} from '@/domain/colour-chart'
import type { Coating } from '@/domain/configurator'
import styles from './ColourChart.module.css'
import { ColourStep } from './ColourStep'
import { FinishStep } from './FinishStep'
import { RangeStep } from './RangeStep'
import { SampleSelection } from './SampleSelection'
import { StepIndicator } from './StepIndicator'
import { publishChartMessages } from './sample-basket'

interface Props {
  coatings: Coating[]
  /** The light reflectance under which a shade suits no insulated system. */
  insulationMin: number
  /** The choice the server read from the address. */
  initialChoice: ChartChoice
}

/** Fired after the chart writes the address itself (pushState and replaceState fire no event). */
const ADDRESS_CHANGED = 'colour-chart:address'

function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange)
  window.addEventListener(ADDRESS_CHANGED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(ADDRESS_CHANGED, onChange)
  }
}

/**
 * The query string in the address bar, or null while the server renders and during hydration. Read from the
 * browser rather than from Next's router: two quick steps back through the history left the router's search
 * parameters on the previous step while the address had moved on.
 */
function useAddressSearch(): string | null {
  return useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => null,
  )
}

export function ColourChart({ coatings, insulationMin, initialChoice }: Props) {
  const pathname = usePathname()
  // Next's own navigations (a link to the chart from the menu) change the address without an event: following
  // the router's search parameters re-renders the chart, which then reads the address bar again.
  useSearchParams()
  const search = useAddressSearch()
  const choice = useMemo(
    () => (search === null ? initialChoice : parseChoice(new URLSearchParams(search), coatings)),
    [search, coatings, initialChoice],
  )
  const resolved = useMemo(() => resolveChoice(choice, coatings), [choice, coatings])
  const step = stepOf(choice)

  const hrefOf = useCallback((next: ChartChoice) => `${pathname}${serializeChoice(next)}`, [pathname])
  const go = useCallback(
    (next: ChartChoice, mode: 'push' | 'replace' = 'push') => {
      const href = hrefOf(next)
      if (mode === 'push') window.history.pushState(null, '', href)
      else window.history.replaceState(null, '', href)
      window.dispatchEvent(new Event(ADDRESS_CHANGED))
    },
    [hrefOf],
  )

  // Each step's heading takes the focus when the step appears (not on the first render: the page keeps it). A
  // mouse choice changes the step on pointer down; the frame's wait lets the browser finish that press first, or
  // its own focusing of what now lies under the pointer would win.
  const headingRef = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef<ChartStep>(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    const frame = requestAnimationFrame(() => headingRef.current?.focus())
    return () => cancelAnimationFrame(frame)
  }, [step])

  // The colour-request modal lives in the layout: it reads the chart's messages from the basket.
  const messages = useMessages()
  useEffect(() => {
    publishChartMessages((messages.ColourChart as Record<string, unknown> | undefined) ?? null)
    return () => publishChartMessages(null)
  }, [messages])

  return (
    <div className={styles.chart} data-step={step}>
      <StepIndicator
        step={step}
        resolved={resolved}
        hrefFor={(s) => hrefOf(choiceUpTo(choice, s))}
        onGo={(s) => go(choiceUpTo(choice, s))}
      />
      {step === 'finish' ? (
        <FinishStep
          headingRef={headingRef}
          coatings={coatings}
          onChoose={(finish) => go({ finish, range: null, colour: null })}
        />
      ) : null}
      {step === 'range' && resolved.coating ? (
        <RangeStep
          headingRef={headingRef}
          coating={resolved.coating}
          insulationMin={insulationMin}
          onChoose={(range) => go({ finish: choice.finish, range, colour: null })}
        />
      ) : null}
      {step === 'colour' && resolved.coating && resolved.entry ? (
        <ColourStep
          // A new range starts with its filters cleared.
          key={`${resolved.coating.code}/${resolved.entry.range.code}`}
          headingRef={headingRef}
          coating={resolved.coating}
          entry={resolved.entry}
          shade={resolved.shade}
          insulationMin={insulationMin}
          onChoose={(colour) => go({ ...choice, colour }, 'replace')}
        />
      ) : null}
      <SampleSelection />
    </div>
  )
}
