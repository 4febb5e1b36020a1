/**
 * The registry this project installs from lacks some other platforms' binaries (Biome, SWC and Next for
 * macOS, Windows, Android…), so `npm install` leaves them out of package-lock.json and `npm ci` then
 * refuses the lock. This adds them back as optional entries with their os/cpu/libc, which npm skips on
 * this platform. Run it after any `npm install` that rewrites the lock: `npm run lockfile`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

interface Entry {
  version?: string
  optional?: boolean
  optionalDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> }
const packages = lock.packages
let added = 0
for (const [key, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const path = `node_modules/${dep}`
    if (packages[path] || packages[`${key}/${path}`]) continue
    const name = dep.split('/').pop() ?? dep
    const os = ['android', 'darwin', 'win32', 'linux', 'freebsd'].find((o) => name.includes(o))
    const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'arm'].find((c) => name.includes(`-${c}`))
    if (!os || !cpu) continue
    packages[path] = {
      version,
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(os === 'linux' ? { libc: [name.includes('musl') ? 'musl' : 'glibc'] } : {}),
    }
    added++
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lockfile: ${added} optional platform entries added`)
