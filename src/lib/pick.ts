/** The listed keys of an object (message namespaces sent to the browser). */
export function pick<T extends Record<string, unknown>>(source: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]])) as Partial<T>
}
