/**
 * `npm run cluster -- --instances N`: the production topology on this machine's loopback (docs/deployment.md,
 * "Several instances"): N instances of the production build (JOBS=off), one worker and nginx with
 * deploy/nginx.conf on PORT (default 3000), on DATABASE_URL (PostgreSQL), REDIS_URL when given and the S3
 * settings (a local S3 server for the run when none is given). One line per process; Ctrl-C or SIGTERM stops all.
 * The build (NEXT_DIST_DIR, else .next) is made when missing or older than the sources, as `npm start` does;
 * `--keep-build` serves an existing build as it is.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/facade REDIS_URL=redis://127.0.0.1:6379 npm run cluster -- --instances 3
 */
import { readFileSync } from 'node:fs'
import { firstExit, type RunningCluster, startCluster } from './lib/cluster'

const USAGE = `Usage: npm run cluster -- [--instances N] [--keep-build]
  (or: npx tsx scripts/cluster.ts [options])

Runs N web instances, one worker and nginx (plain HTTP) on this machine, as production does.

Options:
  --instances N   web instances behind nginx, 1 to 32 (default 2)
  --keep-build    serve the existing build as it is (build only when there is none)
  --help, -h      print this and exit

Environment:
  DATABASE_URL    required: postgres://… (SQLite is refused)
  PORT            nginx's port on 127.0.0.1 (default 3000)
  REDIS_URL       shared rate limits, sign-in throttle and Next cache (each instance its own without it)
  S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE
                  object storage; none set: a local S3 server (s3rver) on a temp dir for this run
  NEXT_DIST_DIR   the build folder (default .next)

Ctrl-C or SIGTERM stops everything.`

/** Prints the usage on --help, or exits 1 on an argument this script does not know. */
function checkArguments(argv: string[]): void {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    process.exit(0)
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--instances') i++
    else if (arg.startsWith('--instances=') || arg === '--keep-build') continue
    else {
      console.error(`unknown option ${arg} (see --help)`)
      process.exit(1)
    }
  }
}

function instancesArgument(argv: string[]): number {
  const i = argv.findIndex((a) => a === '--instances' || a.startsWith('--instances='))
  if (i < 0) return 2
  const raw = argv[i]?.includes('=') ? argv[i]?.split('=')[1] : argv[i + 1]
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 32) {
    console.error(`--instances takes a whole number from 1 to 32, not ${raw ?? '(nothing)'}`)
    process.exit(2)
  }
  return n
}

checkArguments(process.argv.slice(2))
const instances = instancesArgument(process.argv.slice(2))
let cluster: RunningCluster | undefined
let stopping: Promise<never> | undefined
const starting = new AbortController()

/**
 * Stops the cluster once, then exits. A Ctrl-C reaches this process twice (from the terminal and relayed by tsx):
 * the second call waits for the same stop instead of exiting before the temp dirs are removed.
 */
function shutdown(reason: string, code: number): Promise<never> {
  stopping ??= (async () => {
    console.log(`${reason}: stopping the cluster…`)
    // During the start, startCluster stops what it started and rejects: wait for that.
    starting.abort()
    await started.catch(() => undefined)
    await cluster?.stop()
    console.log('cluster stopped')
    process.exit(code)
  })()
  return stopping
}

/** A process's parent, read from Linux's /proc (undefined elsewhere, or once it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/**
 * Stops the cluster when the command that launched it is gone: a SIGTERM to `npm run cluster` ends npm and its
 * `sh -c`, which do not pass it on, and would leave tsx and this process (and every child) running as orphans.
 */
function watchLaunchers(): void {
  const parent = process.ppid
  const grandparent = parentOf(parent)
  setInterval(() => {
    if (process.ppid !== parent || (grandparent !== undefined && parentOf(parent) !== grandparent)) {
      void shutdown('the launching command exited', 0)
    }
  }, 1000).unref()
}

const build = process.argv.includes('--keep-build') ? 'missing' : 'stale'
const started = startCluster({ instances, build, signal: starting.signal })
watchLaunchers()
// Until the cluster runs, a signal stops what startCluster started through its own error path.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal, 0))
try {
  cluster = await started
  console.log('cluster ready; Ctrl-C stops it')
  const ended = await firstExit(cluster)
  if (!stopping) await shutdown(ended, 1)
} catch (error) {
  // While stopping, shutdown() exits once startCluster has stopped what it started.
  if (!stopping) {
    console.error(`cluster: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
