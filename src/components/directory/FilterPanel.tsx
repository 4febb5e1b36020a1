'use client'

/**
 * The search filters: a GET form that works without JavaScript (each control has its query-string name), and
 * with it, each change applies at once, except the work categories, whose temporary selection waits for the
 * apply button, and the surface range, which applies when the visitor leaves a field or presses Enter. Below
 * 48em the form folds behind a toggle.
 */
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/Field.module.css'
import { ChevronDownIcon } from '@/components/ui/icons'
import { canApplySelection, toggleCategory } from '@/domain/category-selection'
import {
  checkSizeRange,
  type DirectoryQuery,
  directoryQueryObject,
  hasFilters,
  PROFILE_SLUGS,
  parseDirectoryQuery,
  type SizeRangeCheck,
  serializeDirectoryQuery,
  withoutFilters,
} from '@/domain/directory'
import { PROFESSIONAL_PROFILES } from '@/domain/profiles'
import { MIN_RATING_CHOICES } from '@/domain/reviews'
import { Link } from '@/i18n/navigation'
import type { RegionOption, WorkCategoryOption } from '@/services/directory/filter-options'
import styles from './Directory.module.css'
import { FILTER_FORM_ID, useSearch } from './SearchProvider'

const sizeText = (n: number | null) => (n === null ? '' : String(n))

type SizeEnd = 'min' | 'max'
const SIZE_ENDS: readonly SizeEnd[] = ['min', 'max']

/** How many filters narrow the search, for the folded panel's label. */
function activeFilters(query: DirectoryQuery, fixed: boolean): number {
  return (
    (fixed ? 0 : query.profiles.length) +
    query.categories.length +
    query.regions.length +
    Number(query.renovation) +
    Number(query.newConstruction) +
    Number(query.sizeMin !== null || query.sizeMax !== null) +
    Number(query.minRating !== null)
  )
}

export function FilterPanel({
  action,
  categories,
  regions,
  total,
  sizeInput,
}: {
  /** The page's own public path: the form's GET target. */
  action: string
  categories: WorkCategoryOption[]
  regions: RegionOption[]
  /** How many results the search has, for the phone's "see the results" button. */
  total: number
  /** The surface texts as the URL wrote them, mistakes included, so the form shows them back with the problem. */
  sizeInput: { min: string; max: string }
}) {
  const t = useTranslations('Directory')
  const { query, apply, hydrated, fixedProfile, route } = useSearch()
  const bodyId = useId()
  const headingId = useId()
  const categoriesHelpId = useId()
  const sizeErrorId = useId()
  const [open, setOpen] = useState(false)

  // What the visitor is changing, reset whenever the URL changes (a change applied, the back button).
  const shownKey = serializeDirectoryQuery(query)
  const [seenKey, setSeenKey] = useState(shownKey)
  const [draft, setDraft] = useState(query)
  const [temporaryCategories, setTemporaryCategories] = useState(query.categories)
  if (seenKey !== shownKey) {
    setSeenKey(shownKey)
    setDraft(query)
    setTemporaryCategories(query.categories)
  }

  // The surface texts belong to the visitor: a URL change (their own previous field applying, the back button,
  // clearing the filters) replaces a field's text only when the field is not being typed in and its text does not
  // already say the URL's value. Replacing it on every URL change overwrote what was typed meanwhile ("50", Tab,
  // "200" became "00", issue 22).
  const [sizes, setSizes] = useState(sizeInput)
  const [sizeProblem, setSizeProblem] = useState<SizeRangeCheck['problem']>(
    () => checkSizeRange(sizeInput.min, sizeInput.max).problem,
  )
  const sizeRefs = { min: useRef<HTMLInputElement>(null), max: useRef<HTMLInputElement>(null) }
  const { sizeMin, sizeMax } = query
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's range changes, reads the fields then
  useEffect(() => {
    const fromUrl = { min: sizeMin, max: sizeMax }
    setSizes((typed) => {
      const next = { ...typed }
      for (const end of SIZE_ENDS) {
        const editing = document.activeElement === sizeRefs[end].current
        const says = checkSizeRange(end === 'min' ? typed.min : '', end === 'max' ? typed.max : '')
        const typedValue = end === 'min' ? says.sizeMin : says.sizeMax
        if (!editing && !says.problem && typedValue !== fromUrl[end]) next[end] = sizeText(fromUrl[end])
      }
      return next.min === typed.min && next.max === typed.max ? typed : next
    })
  }, [sizeMin, sizeMax])

  const applyNow = (change: Partial<DirectoryQuery>) => {
    setDraft((d) => ({ ...d, ...change }))
    apply(change)
  }

  /** The range the fields hold, or null (and the problem shown) when it cannot apply. */
  const checkedSizes = (typed: { min: string; max: string }) => {
    const checked = checkSizeRange(typed.min, typed.max)
    setSizeProblem(checked.problem)
    return checked
  }

  /** Enter in a field, the apply button, or the submit button: everything the form holds applies. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const range = checkedSizes(sizes)
    if (range.problem) {
      sizeRefs[range.problem.end].current?.focus()
      return
    }
    const data = new URLSearchParams()
    // The sort select belongs to the form through its `form` attribute, so FormData holds it too.
    for (const [key, value] of new FormData(event.currentTarget)) data.append(key, String(value))
    const next = parseDirectoryQuery(data, { fixedProfile })
    apply({ ...next, sizeMin: range.sizeMin, sizeMax: range.sizeMax, page: 1 })
  }

  /** The range applies when the visitor leaves a field having changed it, unless it makes no sense (then it says why). */
  const commitSizes = () => {
    const range = checkedSizes(sizes)
    if (!range.problem && (range.sizeMin !== query.sizeMin || range.sizeMax !== query.sizeMax)) {
      apply({ sizeMin: range.sizeMin, sizeMax: range.sizeMax })
    }
  }

  const count = activeFilters(query, Boolean(fixedProfile))
  const canApply = canApplySelection(temporaryCategories, query.categories)

  return (
    <div className={styles.filters} data-open={open || undefined}>
      <button
        type="button"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          {t('filters.toggle')}
          <span className={styles.filterCount}> · {t('filters.activeCount', { count })}</span>
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {/* Without JavaScript the toggle cannot work: the filters then stay open on phones too. */}
      <noscript>
        <style>{`.${styles.filterBody}{display:flex!important}.${styles.filterToggle}{display:none!important}`}</style>
      </noscript>
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={action}
        className={styles.filterBody}
        onSubmit={onSubmit}
        aria-labelledby={headingId}
      >
        <div id={bodyId} className={styles.filterInner}>
          <h2 id={headingId} className={styles.filtersHeading}>
            {t('filters.heading')}
          </h2>

          {fixedProfile ? null : (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.profiles')}</legend>
              {PROFESSIONAL_PROFILES.map((profile) => (
                <label key={profile} className={styles.check}>
                  <input
                    type="checkbox"
                    name="profile"
                    value={PROFILE_SLUGS[profile]}
                    checked={draft.profiles.includes(profile)}
                    onChange={(e) =>
                      applyNow({
                        profiles: PROFESSIONAL_PROFILES.filter((p) =>
                          p === profile ? e.target.checked : draft.profiles.includes(p),
                        ),
                      })
                    }
                  />
                  <span>{t(`profiles.${profile}`)}</span>
                </label>
              ))}
            </fieldset>
          )}

          {categories.length > 0 ? (
            <fieldset className={styles.fieldset} aria-describedby={categoriesHelpId}>
              <legend className={styles.legend}>{t('filters.categories')}</legend>
              <p id={categoriesHelpId} className={styles.help}>
                {t('filters.applyHelp')}
              </p>
              {categories.map((c) => (
                <label key={c.id} className={styles.check}>
                  <input
                    type="checkbox"
                    name="category"
                    value={c.id}
                    checked={temporaryCategories.includes(c.id)}
                    onChange={(e) => setTemporaryCategories((s) => toggleCategory(s, c.id, e.target.checked))}
                  />
                  <span>{c.name}</span>
                </label>
              ))}
              {/* Disabled only once the page can tell the selection did not change (never without JavaScript). */}
              <Button type="submit" variant="secondary" size="s" disabled={hydrated && !canApply}>
                {t('filters.apply')}
              </Button>
            </fieldset>
          ) : null}

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('filters.projectType')}</legend>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="renovation"
                value="1"
                checked={draft.renovation}
                onChange={(e) => applyNow({ renovation: e.target.checked })}
              />
              <span>{t('filters.renovation')}</span>
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                name="newConstruction"
                value="1"
                checked={draft.newConstruction}
                onChange={(e) => applyNow({ newConstruction: e.target.checked })}
              />
              <span>{t('filters.newConstruction')}</span>
            </label>
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('filters.rating')}</legend>
            {[null, ...MIN_RATING_CHOICES].map((value) => (
              <label key={value ?? 'any'} className={styles.check}>
                <input
                  type="radio"
                  name="rating"
                  value={value === null ? '' : String(value)}
                  checked={draft.minRating === value}
                  onChange={() => applyNow({ minRating: value })}
                />
                <span>{value === null ? t('filters.anyRating') : t('filters.minRating', { stars: value })}</span>
              </label>
            ))}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('filters.size')}</legend>
            <p className={styles.help}>{t('filters.sizeHelp')}</p>
            <div className={styles.sizes}>
              {SIZE_ENDS.map((end) => (
                <label key={end} className={styles.sizeField}>
                  <span className={styles.sizeLabel}>{t(end === 'min' ? 'filters.sizeMin' : 'filters.sizeMax')}</span>
                  <input
                    ref={sizeRefs[end]}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    name={end}
                    value={sizes[end]}
                    onChange={(e) => setSizes((s) => ({ ...s, [end]: e.target.value }))}
                    onBlur={commitSizes}
                    // Enter applies the range itself: the form's implicit submission goes through its first submit
                    // button, the categories' apply button, which is disabled while their selection is unchanged.
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter') return
                      e.preventDefault()
                      commitSizes()
                    }}
                    aria-invalid={sizeProblem?.end === end || undefined}
                    aria-describedby={sizeProblem ? sizeErrorId : undefined}
                    className={fieldStyles.control}
                  />
                </label>
              ))}
            </div>
            {/* Always in the page, so the message is read out when it appears. */}
            <p id={sizeErrorId} className={fieldStyles.error} aria-live="polite" data-testid="size-error">
              {sizeProblem
                ? t(`filters.sizeProblems.${sizeProblem.code}`, {
                    min: sizes.min.trim(),
                    max: sizes.max.trim(),
                  })
                : null}
            </p>
          </fieldset>

          {regions.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t('filters.regions')}</legend>
              {regions.map((r) => (
                <label key={r.code} className={styles.check}>
                  <input
                    type="checkbox"
                    name="region"
                    value={r.code}
                    checked={draft.regions.includes(r.code)}
                    onChange={(e) =>
                      applyNow({
                        regions: e.target.checked
                          ? [...draft.regions, r.code]
                          : draft.regions.filter((code) => code !== r.code),
                      })
                    }
                  />
                  <span>{r.name}</span>
                </label>
              ))}
            </fieldset>
          ) : null}

          {query.near ? (
            <input type="hidden" name="near" value={`${query.near.latitude},${query.near.longitude}`} />
          ) : null}

          {/* With JavaScript every control applies by itself; without it, this sends the form. */}
          {hydrated ? null : (
            <Button type="submit" fullWidth>
              {t('filters.submit')}
            </Button>
          )}
          {/* On phones the open panel fills the screen: this folds it and takes the visitor to the results. */}
          {hydrated && open ? (
            <div className={styles.showResults}>
              <Button
                fullWidth
                onPress={() => {
                  setOpen(false)
                  const heading = document.getElementById('directory-results')
                  heading?.scrollIntoView({ block: 'start' })
                  heading?.focus({ preventScroll: true })
                }}
              >
                {t('filters.showResults', { count: total })}
              </Button>
            </div>
          ) : null}
          {hasFilters(query, { fixedProfile }) ? (
            <Link
              href={{
                pathname: route,
                query: directoryQueryObject(withoutFilters(query, { fixedProfile }), { fixedProfile }),
              }}
              scroll={false}
              prefetch={false}
              className={styles.clear}
              onClick={() => {
                setSizes({ min: '', max: '' })
                setSizeProblem(null)
              }}
            >
              {t('filters.clear')}
            </Link>
          ) : null}
        </div>
      </form>
    </div>
  )
}
