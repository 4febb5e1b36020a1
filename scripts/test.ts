/**
 * `npm test`: lint, types, unit, integration (SQLite; PostgreSQL too when DATABASE_URL is postgres://)
 * and end-to-end tests in headless Chromium against a production build. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process'

const steps: Array<{ name: string; cmd: string[]; env?: Record<string, string> }> = [
  { name: 'lint', cmd: ['npx', 'biome', 'check', '.'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '--noEmit', '-p', '.'] },
  { name: 'unit', cmd: ['npx', 'vitest', 'run', '--project', 'unit'] },
  // Integration tests on a temporary SQLite file, whatever DATABASE_URL says…
  { name: 'integration (SQLite)', cmd: ['npx', 'vitest', 'run', '--project', 'int'], env: { DATABASE_URL: '' } },
]
// …and again on PostgreSQL when one is configured.
if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  steps.push({ name: 'integration (PostgreSQL)', cmd: ['npx', 'vitest', 'run', '--project', 'int'] })
}
steps.push({
  name: 'end-to-end (Chromium)',
  cmd: ['npx', 'vitest', 'run', '--project', 'e2e'],
  env: { DATABASE_URL: '' },
})

const summary: string[] = []
for (const step of steps) {
  console.log(`\n▶ ${step.name}`)
  const started = Date.now()
  const env = { ...process.env, ...step.env }
  if (step.env?.DATABASE_URL === '') delete env.DATABASE_URL
  const r = spawnSync(step.cmd[0] as string, step.cmd.slice(1), { stdio: 'inherit', env })
  const line = `${r.status === 0 ? 'passed' : 'FAILED'}  ${step.name} (${Math.round((Date.now() - started) / 1000)} s)`
  summary.push(line)
  if (r.status !== 0) {
    console.log(`\n${summary.join('\n')}`)
    process.exit(r.status ?? 1)
  }
}
console.log(`\n${summary.join('\n')}`)
