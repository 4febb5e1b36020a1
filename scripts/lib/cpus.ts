/**
 * Keeping a bench's client and servers on cores of their own (Linux `taskset`): on a small machine the load
 * generator and the server under test otherwise take turns on the same cores, and a server with more processes
 * (nginx's workers) is measured partly by how much CPU it takes away from the client. With two cores or more the
 * client gets the first core and the servers the others; with one, or without taskset, nothing is pinned.
 */
import { spawnSync } from 'node:child_process'
import os from 'node:os'

/** The machine's cores, read when this module loads: once the bench is pinned, Node counts only the client's. */
export const MACHINE_CORES = os.availableParallelism()

const hasTaskset = () => spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0

export interface CpuSplit {
  client: string
  servers: string
}

/** The cores for the client and for the servers, or null when they cannot be kept apart here. */
export function cpuSplit(): CpuSplit | null {
  const cores = MACHINE_CORES
  if (cores < 2 || !hasTaskset()) return null
  return { client: '0', servers: cores === 2 ? '1' : `1-${cores - 1}` }
}

/** Moves this process (every thread) to the given cores. */
export function pinSelf(cpus: string): void {
  const r = spawnSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`taskset could not pin the bench to ${cpus}: ${r.stderr}`)
}

/** How many cores a taskset list names ("1", "1-3", "1,3-4"). */
export function coreCount(cpus: string): number {
  return cpus.split(',').reduce((sum, part) => {
    const [from, to = from] = part.split('-').map(Number)
    return sum + (Number(to) - Number(from) + 1)
  }, 0)
}

/** A command and its arguments, run on the given cores when there are some. */
export function pinned(cpus: string | undefined, command: string, args: string[]): [string, string[]] {
  return cpus ? ['taskset', ['-c', cpus, command, ...args]] : [command, args]
}
