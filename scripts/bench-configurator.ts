/**
 * The configurator's calculation on a large project: 10 solutions, each of 20 facades with 200 openings in all
 * (10 a facade), on the demo catalogue. Writes its section of docs/performance.md:
 *   npm run bench:configurator        (npm run bench runs it at the end)
 */
import { cpus } from 'node:os'
import { pathToFileURL } from 'node:url'
import {
  blankSolution,
  type Facade,
  layerChoicesFor,
  type SolutionState,
  solutionResult,
} from '../src/domain/configurator'
import { demoCatalogue } from '../src/seed/configurator-data'
import { PERFORMANCE_REPORT, writeSection } from './lib/report-section'

const SOLUTIONS = 10
const FACADES = 20
const OPENINGS = 200
const RUNS = 2000
/** The goal of issue 7. */
const BUDGET_MS = 1

function project(): SolutionState[] {
  const catalogue = demoCatalogue('fr')
  return Array.from({ length: SOLUTIONS }, (_, i) => {
    const system = catalogue.systems[i % catalogue.systems.length]
    if (!system) throw new Error('no demo system')
    const facades: Facade[] = Array.from({ length: FACADES }, (_, f) => ({
      shape: f % 4 === 0 ? 'SQUARE' : 'RECTANGLE',
      base: 6 + (f % 7),
      height: 3 + (f % 5),
      openings: Array.from({ length: OPENINGS / FACADES }, (_, o) => ({
        kind: o === 0 ? 'DOOR' : 'WINDOW',
        width: o === 0 ? 1 : 0.8 + (o % 3) * 0.2,
        height: o === 0 ? 2.2 : 1.2 + (o % 2) * 0.3,
      })),
    }))
    return { ...blankSolution(), system: system.id, layers: layerChoicesFor(system, catalogue), facades }
  })
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0

/** Times the docket of every solution of the large project; returns the median and the 99th percentile in ms. */
export async function benchConfigurator(): Promise<{ medianMs: number; p99Ms: number }> {
  const catalogue = demoCatalogue('fr')
  const solutions = project()
  let lines = 0
  // Warm-up: the JIT compiles the hot paths first, as it has in a browser after the first steps.
  for (let i = 0; i < 200; i++) for (const s of solutions) lines += solutionResult(s, catalogue).docket.length
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    for (const s of solutions) lines += solutionResult(s, catalogue).docket.length
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const medianMs = quantile(times, 0.5)
  const p99Ms = quantile(times, 0.99)
  const fmt = (ms: number) => (ms * 1000).toFixed(0)
  const body = `## Configurator: quantities of a large project

\`scripts/bench-configurator.ts\` on ${new Date().toISOString().slice(0, 10)}: the docket of every solution of a project
of ${SOLUTIONS} solutions, each of ${FACADES} facades with ${OPENINGS} openings in all (${OPENINGS / FACADES} a facade), on the demo
catalogue, ${RUNS} runs after a warm-up, Node ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}).

| whole project | median (µs) | p99 (µs) | goal |
| --- | --- | --- | --- |
| ${SOLUTIONS} × ${FACADES} × ${OPENINGS} | ${fmt(medianMs)} | ${fmt(p99Ms)} | < ${BUDGET_MS * 1000} µs: ${medianMs < BUDGET_MS ? 'met' : 'not met'} |

Every step of the configurator is computed in the browser from the catalogue the page carries; no step change
waits for the network.`
  writeSection(PERFORMANCE_REPORT, 'configurator', body)
  console.log(`configurator: median ${fmt(medianMs)} µs, p99 ${fmt(p99Ms)} µs (${lines} lines computed)`)
  return { medianMs, p99Ms }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchConfigurator()
