'use client'

import { useLocale, useMessages, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { useModal } from '@/components/layout/modals/ModalProvider'
import { useSession } from '@/components/layout/SessionProvider'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import {
  addOpening,
  addSolution,
  answerQuestion,
  type Catalogue,
  type ConfiguratorState,
  changeSystem,
  chooseCoating,
  chooseRange,
  chooseShade,
  currentSolution,
  deleteSolution,
  goToStep,
  hasFacadesToCopy,
  hasProgress,
  initialState,
  isSolutionComplete,
  loadProject,
  projectToSaved,
  quotationHandoffQuery,
  RESULTS_STEP,
  removeOpening,
  restart,
  type SavedProject,
  type Step,
  selectSolution,
  setFacadeCount,
  setLayerUsed,
  setProjectDetails,
  swapLayerProduct,
  updateFacade,
  updateOpening,
} from '@/domain/configurator'
import { ApiError } from '@/lib/api-client'
import {
  deleteProjectById,
  documentUrl,
  emailProjectTo,
  loadProjectById,
  type ProjectSummary,
  saveProject,
} from './api'
import { publishBridge } from './bridge'
import { ColourStep } from './ColourStep'
import styles from './Configurator.module.css'
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog'
import { DimensionStep } from './DimensionStep'
import { useLeaveGuard } from './leave-guard'
import { ProjectsPanel } from './ProjectsPanel'
import { Results } from './Results'
import { SystemStep } from './SystemStep'

type Transition = (state: ConfiguratorState) => ConfiguratorState
const reduce = (state: ConfiguratorState, transition: Transition) => transition(state)

const snapshot = (state: ConfiguratorState) => JSON.stringify(projectToSaved(state.project))

/**
 * The facade configurator: steps system, colour chart, dimension and results for each solution of a project.
 * Every step is computed here from the catalogue the page brought; the API is called only to save, open,
 * delete, download and e-mail projects.
 */
export function Configurator({ catalogue }: { catalogue: Catalogue }) {
  const t = useTranslations('Configurator')
  const locale = useLocale()
  const messages = useMessages() as Record<string, unknown>
  const { user } = useSession()
  const { open } = useModal()
  const { notify } = useToasts()
  const [state, dispatch] = useReducer(reduce, undefined, initialState)
  const [savedAs, setSavedAs] = useState<string>(() => snapshot(initialState()))
  const [refreshKey, setRefreshKey] = useState(0)
  const solution = currentSolution(state)
  const dirty = hasProgress(state) && snapshot(state) !== savedAs
  const stepHeading = useRef<HTMLDivElement>(null)
  const [question, setQuestion] = useState<ConfirmRequest | null>(null)

  const run = useCallback((transition: Transition) => dispatch(transition), [])

  const toStep = (step: Step) => {
    run((s) => goToStep(s, step))
    // The new step's content takes the focus, so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => stepHeading.current?.focus())
  }

  // ——— Saving and documents (the modals call these through the bridge) ———
  const stateRef = useRef(state)
  stateRef.current = state
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty

  const storeSaved = useCallback(
    (saved: SavedProject) => {
      const keep = stateRef.current
      const reloaded = selectSolution(loadProject(saved, catalogue), keep.solutionIndex, catalogue)
      const next = keep.step === reloaded.step ? reloaded : goToStep(reloaded, keep.step)
      dispatch(() => next)
      setSavedAs(snapshot(next))
      setRefreshKey((k) => k + 1)
      return next
    },
    [catalogue],
  )

  const persist = useCallback(
    async (details?: { name: string; contact: ConfiguratorState['project']['contact'] }) => {
      const base = details ? setProjectDetails(stateRef.current, details) : stateRef.current
      return storeSaved(await saveProject(projectToSaved(base.project), locale))
    },
    [locale, storeSaved],
  )

  /** The saved project's id, saving pending changes first. */
  const savedId = useCallback(async (): Promise<string> => {
    const { project } = stateRef.current
    if (project.id && !dirtyRef.current) return project.id
    const next = await persist()
    if (!next.project.id) throw new ApiError('INTERNAL_SERVER_ERROR', 'Project not saved')
    return next.project.id
  }, [persist])

  useEffect(() => {
    publishBridge({
      messages: messages.Configurator as Record<string, unknown>,
      projectName: state.project.name,
      contact: state.project.contact,
      save: async (values) => {
        await persist({
          name: values.name ?? '',
          contact: {
            streetLine: values.streetLine ?? '',
            postalCode: values.postalCode ?? '',
            locality: values.locality ?? '',
          },
        })
        notify({ type: 'success', message: t('save.success'), countdown: 3000 })
      },
      email: async (values) => {
        await emailProjectTo(await savedId(), values.name ?? '', values.email ?? '', locale)
        notify({ type: 'success', message: t('email.success'), countdown: 3000 })
      },
      downloadUrl: async () => documentUrl(await savedId(), locale),
      restart: () => {
        dispatch(() => restart())
        setSavedAs(snapshot(initialState()))
      },
      deleteProject: async (id) => {
        await deleteProjectById(id, locale)
        if (stateRef.current.project.id === id) {
          dispatch((s) => setProjectDetails(s, { id: null }))
        }
        setRefreshKey((k) => k + 1)
        notify({ type: 'success', message: t('projects.deleted'), countdown: 3000 })
      },
    })
  }, [messages, state.project.name, state.project.contact, persist, savedId, locale, notify, t])
  useEffect(() => () => publishBridge(null), [])

  /** Saving, e-mailing and downloading need a signed-in professional; a project without a name asks for one. */
  const protectedAction = (then: 'save' | 'download' | 'email') => {
    if (!user) return open('protectedAction')
    if (then === 'save' || !state.project.id) return open('saveConfigurator', then === 'save' ? {} : { then })
    open(then === 'download' ? 'configuratorDownload' : 'configuratorEmail')
  }

  const openProject = async (p: ProjectSummary) => {
    if (dirty && !window.confirm(t('leave'))) return
    try {
      const saved = await loadProjectById(p.id, locale)
      const next = loadProject(saved, catalogue)
      dispatch(() => next)
      setSavedAs(snapshot(next))
      notify({ type: 'success', message: t('projects.opened', { name: saved.name }), countdown: 3000 })
    } catch {
      notify({ type: 'danger', message: t('serverIssue'), countdown: 5000 })
    }
  }

  // The dashboard opens a saved project with `?project=<id>`: once signed in, load it (once per page).
  const openedFromUrl = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the session is known, at most once.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('project')
    if (!id || !user || openedFromUrl.current) return
    openedFromUrl.current = true
    openProject({ id, name: '', updatedAt: '' })
  }, [user])

  // ——— Leaving with progress asks first (page unload and in-app links) ———
  useLeaveGuard(dirty, t)

  const solutions = state.project.solutions

  /** A new solution: when the current one has facades, the visitor chooses to start from a copy of them. */
  const newSolution = () => {
    if (!hasFacadesToCopy(state)) return run((st) => addSolution(st))
    setQuestion({
      title: t('solutions.newSolution.title'),
      text: t('solutions.newSolution.text', { number: state.solutionIndex + 1, count: solution.facades.length }),
      confirm: t('solutions.newSolution.copy'),
      cancel: t('solutions.newSolution.blank'),
      onConfirm: () => run((st) => addSolution(st, { copyFacades: true })),
      onCancel: () => run((st) => addSolution(st)),
    })
  }

  /** Deleting a solution that holds anything asks first. */
  const removeSolution = (index: number) => {
    const target = solutions[index]
    const blank =
      target &&
      !target.system &&
      Object.keys(target.answers).length === 0 &&
      !target.facades.some((f) => f.base !== null || f.height !== null || f.openings.length > 0)
    if (blank) return run((st) => deleteSolution(st, index, catalogue))
    setQuestion({
      title: t('solutions.confirmDelete.title', { number: index + 1 }),
      text: t('solutions.confirmDelete.text'),
      confirm: t('solutions.confirmDelete.confirm'),
      cancel: t('solutions.confirmDelete.cancel'),
      onConfirm: () => run((st) => deleteSolution(st, index, catalogue)),
    })
  }

  const steps = useMemo(() => [1, 2, 3, 4] as const, [])
  const next = (state.step + 1) as Step
  const canNext = state.step < RESULTS_STEP && state.allowedSteps.includes(next)

  return (
    <div className={styles.configurator}>
      <div className={styles.toolbar}>
        <nav aria-label={t('solutions.label')} className={styles.solutions}>
          <ul>
            {solutions.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a solution is named by its position.
              <li key={i} className={styles.solutionTab}>
                <Button
                  size="s"
                  variant={i === state.solutionIndex ? 'primary' : 'secondary'}
                  aria-current={i === state.solutionIndex ? 'true' : undefined}
                  onPress={() => run((st) => selectSolution(st, i, catalogue))}
                >
                  {t('solutions.solution', { number: i + 1 })}
                  {isSolutionComplete(s, catalogue) ? '' : ` (${t('solutions.incomplete')})`}
                </Button>
                {solutions.length > 1 ? (
                  <Button
                    size="s"
                    variant="ghost"
                    aria-label={t('solutions.delete', { number: i + 1 })}
                    onPress={() => removeSolution(i)}
                  >
                    ×
                  </Button>
                ) : null}
              </li>
            ))}
            <li>
              <Button size="s" variant="ghost" onPress={newSolution}>
                + {t('solutions.add')}
              </Button>
            </li>
          </ul>
        </nav>
        <Button size="s" variant="ghost" onPress={() => open('configuratorRestart')}>
          {t('restart')}
        </Button>
      </div>
      {state.project.id ? (
        <p className={styles.current}>{t('projects.current', { name: state.project.name })}</p>
      ) : null}

      <nav aria-label={t('steps.label')} className={styles.stepper}>
        <ol>
          {steps.map((step) => {
            const allowed = state.allowedSteps.includes(step)
            const name = t(`steps.${step}`)
            return (
              <li key={step}>
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-current={state.step === step ? 'step' : undefined}
                  disabled={!allowed}
                  aria-label={allowed ? undefined : t('steps.locked', { name })}
                  onClick={() => toStep(step)}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {step < 4 ? step : '✓'}
                  </span>
                  <span>{name}</span>
                </button>
              </li>
            )
          })}
        </ol>
      </nav>

      <div className={styles.panel} ref={stepHeading} tabIndex={-1} data-step={state.step}>
        {state.step === 1 ? (
          <SystemStep
            catalogue={catalogue}
            solution={solution}
            onAnswer={(q, a) => run((s) => answerQuestion(s, q, a, catalogue))}
            onSystem={(id) => run((s) => changeSystem(s, id, catalogue))}
            onSwap={(layer, product) => run((s) => swapLayerProduct(s, layer, product))}
            onLayerUsed={(layer, used) => run((s) => setLayerUsed(s, layer, used, catalogue))}
          />
        ) : null}
        {state.step === 2 ? (
          <ColourStep
            catalogue={catalogue}
            solution={solution}
            onCoating={(id) => run((s) => chooseCoating(s, id, catalogue))}
            onRange={(code) => run((s) => chooseRange(s, code, catalogue))}
            onShade={(code) => run((s) => chooseShade(s, code, catalogue))}
          />
        ) : null}
        {state.step === 3 ? (
          <DimensionStep
            solution={solution}
            onCount={(n) => run((s) => setFacadeCount(s, n, catalogue))}
            onFacade={(i, patch) => run((s) => updateFacade(s, i, patch, catalogue))}
            onAddOpening={(i, kind) => run((s) => addOpening(s, i, kind, catalogue))}
            onOpening={(i, j, patch) => run((s) => updateOpening(s, i, j, patch, catalogue))}
            onRemoveOpening={(i, j) => run((s) => removeOpening(s, i, j, catalogue))}
            confirm={setQuestion}
          />
        ) : null}
        {state.step === 4 ? (
          <Results
            catalogue={catalogue}
            solution={solution}
            number={state.solutionIndex + 1}
            saved={Boolean(state.project.id) && !dirty}
            quoteQuery={quotationHandoffQuery(state.project, state.solutionIndex, catalogue)}
            onSave={() => protectedAction('save')}
            onDownload={() => protectedAction('download')}
            onEmail={() => protectedAction('email')}
          />
        ) : null}
      </div>

      {state.step < RESULTS_STEP ? (
        <div className={styles.stepNav}>
          {state.step > 1 ? (
            <Button variant="secondary" onPress={() => toStep((state.step - 1) as Step)}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          <span className={styles.stepOf}>{t('stepOf', { step: state.step })}</span>
          <Button disabled={!canNext} onPress={() => toStep(next)}>
            {next === RESULTS_STEP ? t('seeResults') : t('next')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog request={question} onClose={() => setQuestion(null)} />

      {user ? (
        <ProjectsPanel
          currentId={state.project.id}
          refreshKey={refreshKey}
          onOpen={openProject}
          onDelete={(p) => open('deleteProject', { id: p.id, name: p.name })}
        />
      ) : null}
    </div>
  )
}
