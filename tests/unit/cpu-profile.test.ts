import { describe, expect, it } from 'vitest'
import { packageOf, profileShares } from '../../scripts/lib/cpu-profile'

// npm run bench:load says what limits the server from its CPU profile: the samples charged to the right package.

describe('packageOf', () => {
  it('names the package a script belongs to, Next’s compiled copies and scoped packages included', () => {
    expect(packageOf('file:///app/node_modules/drizzle-orm/sqlite-core/session.js', 'run')).toBe('drizzle-orm')
    expect(packageOf('file:///app/node_modules/@libsql/client/lib/sqlite3.js', 'execute')).toBe('@libsql/client')
    expect(packageOf('file:///app/node_modules/next/dist/compiled/react-dom/cjs/server.js', 'render')).toBe('react-dom')
    expect(packageOf('file:///app/.next/server/chunks/ssr/src_services_directory.js', 'search')).toBe(
      'app (server bundles)',
    )
    expect(packageOf('node:internal/streams/writable', 'write')).toBe('Node.js')
  })

  it('keeps V8’s own entries apart', () => {
    expect(packageOf('', '(idle)')).toBe('idle')
    expect(packageOf('', '(garbage collector)')).toBe('garbage collection')
    expect(packageOf('', '(program)')).toBe('V8 and native code')
  })
})

describe('profileShares', () => {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '' } },
    { id: 2, callFrame: { functionName: '(idle)', url: '' } },
    { id: 3, callFrame: { functionName: 'render', url: 'file:///a/node_modules/react-dom/x.js' } },
    { id: 4, callFrame: { functionName: 'query', url: 'file:///a/node_modules/drizzle-orm/y.js' } },
  ]

  it('charges each sample to the function on top of the stack, largest share first', () => {
    const shares = profileShares({ nodes, samples: [2, 2, 3, 3, 3, 3, 3, 4, 4, 2] })
    expect(shares).toEqual([
      { name: 'react-dom', percent: 50 },
      { name: 'idle', percent: 30 },
      { name: 'drizzle-orm', percent: 20 },
    ])
  })

  it('reads hit counts when the profile has no sample list', () => {
    const counted = nodes.map((n) => ({ ...n, hitCount: n.id === 4 ? 3 : n.id === 3 ? 1 : 0 }))
    expect(profileShares({ nodes: counted })[0]).toEqual({ name: 'drizzle-orm', percent: 75 })
  })
})
