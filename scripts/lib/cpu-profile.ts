/**
 * Where a V8 CPU profile (`node --cpu-prof`) spent its samples, by package: each sample is charged to the function
 * on top of the stack (self time), and that function to the package its script belongs to (`node_modules/<name>`,
 * Next's bundled copies by their compiled name, the app's own bundles as "app"), with V8's own entries (idle, garbage
 * collection, program) kept apart. Enough to say whether a server waits, collects garbage, renders or queries.
 */

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string }
  hitCount?: number
}

export interface CpuProfile {
  nodes: ProfileNode[]
  samples?: number[]
}

export interface ProfileShare {
  name: string
  percent: number
}

/** The package a script belongs to, from its URL. */
export function packageOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(idle)') return 'idle'
    if (functionName === '(garbage collector)') return 'garbage collection'
    if (functionName === '(program)') return 'V8 and native code'
    return `native (${functionName || 'anonymous'})`
  }
  if (url.startsWith('node:')) return 'Node.js'
  const compiled = url.match(/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/)
  if (compiled) return compiled[1] as string
  const modules = url.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (modules) return modules[1] as string
  // The app's server bundles (Turbopack chunks of src/ and of the packages it inlined).
  if (url.includes('/.next/')) return 'app (server bundles)'
  return 'other'
}

/** Self time per package, largest first, in percent of every sample. */
export function profileShares(profile: CpuProfile): ProfileShare[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const hits = new Map<number, number>()
  if (profile.samples?.length) for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1)
  else for (const n of profile.nodes) hits.set(n.id, n.hitCount ?? 0)
  const totals = new Map<string, number>()
  let all = 0
  for (const [id, count] of hits) {
    const node = byId.get(id)
    if (!node) continue
    const name = packageOf(node.callFrame.url, node.callFrame.functionName)
    totals.set(name, (totals.get(name) ?? 0) + count)
    all += count
  }
  return [...totals]
    .map(([name, count]) => ({ name, percent: (100 * count) / Math.max(all, 1) }))
    .sort((a, b) => b.percent - a.percent)
}
