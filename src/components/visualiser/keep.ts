/**
 * The visitor's last project, kept in this browser (IndexedDB) so that a reload, a closed tab or a second visit
 * resumes it: the photo (a JPEG of the working size; for a demo house, only which one), the zones and the
 * variants. Nothing of it leaves the browser. The visitor can forget it; a project untouched for 30 days is dropped.
 */
import { createStore, del, get, set, update } from 'idb-keyval'
import type { Coating } from '@/domain/configurator'
import type { Picture } from '@/domain/visualiser/editor'
import { parseProject, snapshotOf } from '@/domain/visualiser/project'
import { refreshShades } from '@/domain/visualiser/shades'
import { DEMO_HOUSES, type DemoHouse } from './demo-houses'
import { readDemoPhoto, toImageData } from './photo'

const KEY = 'last'
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

interface Kept {
  photo: Blob | null
  demo: DemoHouse['id'] | null
  project: unknown
  savedAt: number
}

export interface KeptProject {
  image: ImageData
  demo: DemoHouse['id'] | null
  picture: Picture
  savedAt: Date
}

const store = () => createStore('murelia-visualiser', 'projects')

/** Keeps a new photo (the project starts over with it). */
export async function keepPhoto(image: ImageData, demo: DemoHouse['id'] | null): Promise<void> {
  let photo: Blob | null = null
  if (!demo) {
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    canvas.getContext('2d')?.putImageData(image, 0, 0)
    photo = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
  }
  const empty = snapshotOf({ zones: [], variants: [{ id: 'v1', shades: {} }] }, image.width, image.height)
  await set(KEY, { photo, demo, project: empty, savedAt: Date.now() } satisfies Kept, store())
}

/** Keeps the zones and variants drawn on the kept photo; false when there is no kept photo to add them to. */
export async function keepPicture(picture: Picture, width: number, height: number): Promise<boolean> {
  let stored = false
  await update<Kept | undefined>(
    KEY,
    (kept) => {
      stored = kept !== undefined
      return kept && { ...kept, project: snapshotOf(picture, width, height), savedAt: Date.now() }
    },
    store(),
  )
  return stored
}

export async function forgetProject(): Promise<void> {
  await del(KEY, store())
}

/** The kept project, ready to resume; null when there is none, it is too old, or it does not read back. */
export async function lastProject(insulationMin: number, coatings: readonly Coating[]): Promise<KeptProject | null> {
  try {
    const kept = await get<Kept>(KEY, store())
    if (!kept || Date.now() - kept.savedAt > MAX_AGE_MS) return null
    const project = parseProject(kept.project, insulationMin)
    if (!project || project.zones.length === 0) return null
    const house = DEMO_HOUSES.find((h) => h.id === kept.demo)
    const image = house ? await readDemoPhoto(house.src) : kept.photo ? await decode(kept.photo) : null
    if (!image || image.width !== project.width || image.height !== project.height) return null
    return {
      image,
      demo: house?.id ?? null,
      // The shades as the chart has them today (a stored reflectance is not trusted).
      picture: refreshShades(project, coatings, insulationMin),
      savedAt: new Date(kept.savedAt),
    }
  } catch {
    // No IndexedDB (some private modes), or a photo that no longer decodes: nothing to resume.
    return null
  }
}

/** A kept photo read back at its own size (it was kept at the working size). */
async function decode(blob: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob)
  try {
    return toImageData(bitmap, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}
