import { describe, expect, it } from 'vitest'
import { coreCount } from '../../scripts/lib/cpus'

describe('coreCount', () => {
  it('counts the cores a taskset list names, which nginx is then given as many workers as', () => {
    expect(coreCount('1')).toBe(1)
    expect(coreCount('1-3')).toBe(3)
    expect(coreCount('1,3-4')).toBe(3)
    expect(coreCount('0,2,4')).toBe(3)
  })
})
