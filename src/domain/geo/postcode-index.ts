import type { PostcodeIndex } from './postcodes'

/**
 * The official postcode list (about 19 kB compressed), imported on first call and kept: browser forms start it
 * when their postcode field mounts, so it stays out of the pages' first load; the server loads it before parsing
 * an address (services call `loadPostcodeIndex`). Until it is there, `postcodeIndex()` is null and the rules check
 * the format and the served ranges only; the server, which always has it, checks the rest.
 */
let loading: Promise<PostcodeIndex> | null = null
let loaded: PostcodeIndex | null = null

export function loadPostcodeIndex(): Promise<PostcodeIndex> {
  loading ??= import('./belgian-postcodes.json')
    .then((m) => {
      loaded = (m.default ?? m) as unknown as PostcodeIndex
      return loaded
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/** The list once loaded, else null. */
export function postcodeIndex(): PostcodeIndex | null {
  return loaded
}
