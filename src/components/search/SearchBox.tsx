'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { cleanQuery, nextActive, SEARCH_KINDS, SEARCH_SUGGEST_MIN, type SearchKind } from '@/domain/search-input'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { useHydrated } from '../ui/use-hydrated'
import { KindIcon, SearchIcon } from './icons'
import styles from './SearchBox.module.css'

/** How long typing must pause before the suggestions are asked for (ms). */
const DEBOUNCE_MS = 180

interface Suggestion {
  kind: SearchKind
  title: string
  url: string
}

type Status = 'idle' | 'ready' | 'unavailable'

/** The suggestions in the order shown: grouped by kind, in the kinds' order, each group in the order of relevance. */
function grouped(suggestions: Suggestion[]): Array<{ kind: SearchKind; items: Suggestion[] }> {
  return SEARCH_KINDS.map((kind) => ({ kind, items: suggestions.filter((s) => s.kind === kind) })).filter(
    (g) => g.items.length > 0,
  )
}

/**
 * The site search's box (issue 26), in the header's top bar on wide screens and in the mobile menu: a form that
 * goes to the results page (and works before its script has loaded), with suggestions as one types after two
 * characters, grouped by kind. The WAI-ARIA combobox pattern, written here rather than taken from react-aria:
 * the header is on every page, and react-aria stays off the pages that do not use it (docs/architecture.md).
 * Arrow keys move through the suggestions and the last "all results" entry, Enter opens the chosen one (or the
 * results page), Escape closes the list, then clears the field.
 */
export function SearchBox({ variant, onNavigate }: { variant: 'bar' | 'panel'; onNavigate?: () => void }) {
  const t = useTranslations('SearchBox')
  const locale = useLocale() as Locale
  const router = useRouter()
  const id = useId()
  // Said on the element once the box answers keys (the browser tests wait for it; typing earlier goes to the plain form).
  const hydrated = useHydrated()
  const listId = `${id}-list`
  const [query, setQuery] = useState('')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [status, setStatus] = useState<Status>('idle')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const action = getPathname({ locale, href: '/search' })
  const cleaned = cleanQuery(query)
  const asking = Array.from(cleaned).length >= SEARCH_SUGGEST_MIN

  // Suggestions after a pause in typing; an answer that arrives after a newer question is dropped.
  useEffect(() => {
    if (!asking) {
      setSuggestions([])
      setStatus('idle')
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: cleaned, locale })
        const response = await fetch(`/api/search?${params}`, { signal: controller.signal })
        if (!response.ok) throw new Error(String(response.status))
        const body = (await response.json()) as { suggestions: Suggestion[] }
        setSuggestions(body.suggestions)
        setStatus('ready')
        setActive(-1)
      } catch {
        if (controller.signal.aborted) return
        setSuggestions([])
        setStatus('unavailable')
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [cleaned, asking, locale])

  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current)
    },
    [],
  )

  const groups = grouped(suggestions)
  const options: Array<{ href: string }> = [
    ...groups.flatMap((g) => g.items.map((s) => ({ href: s.url }))),
    { href: `${action}?${new URLSearchParams({ q: cleaned })}` },
  ]
  const expanded = open && asking && status !== 'idle'
  const optionId = (i: number) => `${id}-option-${i}`

  const go = (href: string) => {
    setOpen(false)
    setActive(-1)
    // The mobile menu closes itself on a new path only: a new search on the results page keeps its path.
    onNavigate?.()
    router.push(href)
  }

  // The option the arrows reached stays in sight in a list taller than its box.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, id])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!asking) return
      event.preventDefault()
      setOpen(true)
      const step: 1 | -1 = event.key === 'ArrowDown' ? 1 : -1
      setActive((a) => nextActive(a, step, options.length))
      return
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < options.length) {
      event.preventDefault()
      go(options[active]?.href ?? action)
      return
    }
    if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      } else if (query) {
        event.preventDefault()
        setQuery('')
      }
    }
  }

  let index = 0
  return (
    <search
      className={`${styles.box} ${styles[variant]}`}
      data-testid={`search-box-${variant}`}
      data-ready={hydrated ? '' : undefined}
    >
      <form
        action={action}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (cleaned) go(`${action}?${new URLSearchParams({ q: cleaned })}`)
        }}
      >
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('label')}
        </label>
        <SearchIcon className={styles.icon} />
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          className={styles.input}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // A click on a suggestion lands after the blur: close a moment later.
            blurTimer.current = setTimeout(() => setOpen(false), 150)
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit} aria-label={t('submit')}>
          <SearchIcon />
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('suggestionsLabel')}
        className={styles.list}
        hidden={!expanded}
        data-testid="search-suggestions"
      >
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (a fieldset holds form controls)
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
            <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupLabel}>
              <KindIcon kind={group.kind} />
              {t(`kind.${group.kind}`)}
            </div>
            {group.items.map((s) => {
              const i = index++
              return (
                <div
                  // Several results may share an address (the products open the configurator).
                  key={`${i}-${s.url}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={active === i}
                  tabIndex={-1}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => go(s.url)}
                  onKeyDown={() => undefined}
                  data-kind={s.kind}
                >
                  <span className={styles.optionTitle}>{s.title}</span>
                </div>
              )
            })}
          </div>
        ))}
        <div
          id={optionId(options.length - 1)}
          role="option"
          aria-selected={active === options.length - 1}
          tabIndex={-1}
          className={`${styles.option} ${styles.all}`}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => go(options.at(-1)?.href ?? action)}
          onKeyDown={() => undefined}
          data-testid="search-all-results"
        >
          {t('allResults', { query: cleaned })}
        </div>
      </div>
      <p role="status" className={status === 'unavailable' && expanded ? styles.note : 'visually-hidden'}>
        {expanded
          ? status === 'unavailable'
            ? t('unavailable')
            : t('suggestionsStatus', { count: suggestions.length })
          : ''}
      </p>
    </search>
  )
}
