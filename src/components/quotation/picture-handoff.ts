/**
 * A picture handed to the quotation wizard by another page of the same browser (the visualiser's painted facade):
 * kept in IndexedDB, not sent anywhere, until the wizard takes it once; the wizard then uploads it as any photo
 * the visitor adds. A picture left for more than a day is dropped rather than handed over.
 */
import { createStore, del, get, set } from 'idb-keyval'

const KEY = 'picture'
const MAX_AGE_MS = 24 * 60 * 60 * 1000

interface Handed {
  file: Blob
  name: string
  at: number
}

const store = () => createStore('murelia-handoff', 'quotation')

/** Leaves a picture for the wizard (replacing any earlier one). */
export async function leavePicture(file: Blob, name: string): Promise<void> {
  await set(KEY, { file, name, at: Date.now() } satisfies Handed, store())
}

let taking: Promise<File | null> | null = null

/**
 * The picture left for the wizard, taken once (null when there is none, or it is stale or unreadable). Calls made
 * while one is on its way share it, so that the picture is never taken twice.
 */
export function takePicture(): Promise<File | null> {
  taking ??= readAndForget().finally(() => {
    taking = null
  })
  return taking
}

async function readAndForget(): Promise<File | null> {
  try {
    const handed = await get<Handed>(KEY, store())
    if (!handed) return null
    await del(KEY, store())
    if (!(handed.file instanceof Blob) || Date.now() - handed.at > MAX_AGE_MS) return null
    return new File([handed.file], handed.name, { type: handed.file.type })
  } catch {
    // A browser without IndexedDB (some private modes): the request goes without the picture.
    return null
  }
}
