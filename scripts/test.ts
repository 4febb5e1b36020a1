/**
 * `npm test`: lint, types, layers, unit, integration (SQLite; PostgreSQL too when DATABASE_URL is postgres://)
 * and end-to-end tests in headless Chromium against a production build. Stops at the first failure and
 * ends with one summary line of all tests run. `--only int` runs the integration tests alone (CI's
 * PostgreSQL pass).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

interface Step {
  name: string
  cmd: string[]
  /** Vitest project whose JSON report is counted. */
  project?: string
  /** Run without DATABASE_URL (temporary SQLite). */
  sqlite?: boolean
}

const postgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
const vitest = (project: string, name: string, sqlite = false): Step => ({
  name,
  project,
  sqlite,
  cmd: ['npx', 'vitest', 'run', '--project', project],
})

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined
const steps: Step[] =
  only === 'int'
    ? [vitest('int', postgres ? 'integration (PostgreSQL)' : 'integration (SQLite)')]
    : [
        { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
        { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', '.'] },
        // The layers and no import cycles (.dependency-cruiser.cjs, docs/architecture.md).
        { name: 'layers', cmd: ['npx', 'depcruise', 'src', '--output-type', 'err'] },
        vitest('unit', 'unit'),
        vitest('int', 'integration (SQLite)', true),
        ...(postgres ? [vitest('int', 'integration (PostgreSQL)')] : []),
        vitest('e2e', 'end-to-end (Chromium)', true),
      ]

const reports = path.resolve('tests/.artifacts/reports')
mkdirSync(reports, { recursive: true })
const summary: string[] = []
let passed = 0
let failed = 0

for (const [i, step] of steps.entries()) {
  console.log(`\n▶ ${step.name}`)
  const started = Date.now()
  const env = { ...process.env }
  if (step.sqlite) delete env.DATABASE_URL
  const report = path.join(reports, `${i}-${step.project ?? 'x'}.json`)
  rmSync(report, { force: true })
  const args = step.project
    ? [...step.cmd.slice(1), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : step.cmd.slice(1)
  const r = spawnSync(step.cmd[0] as string, args, { stdio: 'inherit', env })
  if (step.project && existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number }
    passed += json.numPassedTests
    failed += json.numFailedTests
  }
  summary.push(`${r.status === 0 ? 'passed' : 'FAILED'}  ${step.name} (${Math.round((Date.now() - started) / 1000)} s)`)
  if (r.status !== 0) {
    if (failed === 0) failed = 1
    break
  }
}
console.log(`\n${summary.join('\n')}\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
