/**
 * Pictures saved on the server (src/services/visualiser/saved.ts): saving one (the photo uploaded only then, at
 * most 2 000 px, the picture scaled with it), opening one from the dashboard (`#project=<id>`) or from the link
 * mailed to a visitor (`#link=<token>`), and the dashboard's list. Each document is an exported constant, checked
 * against schema.graphql by tests/unit/graphql-documents.test.ts.
 */
import type { Coating } from '@/domain/configurator'
import type { Picture } from '@/domain/visualiser/editor'
import {
  type DemoHouseId,
  parseProject,
  SAVED_PROJECT_LIMITS,
  scaleSnapshot,
  snapshotOf,
} from '@/domain/visualiser/project'
import { refreshShades } from '@/domain/visualiser/shades'
import { graphqlRequest, graphqlUpload } from '@/lib/api-client'
import { DEMO_HOUSES } from './demo-houses'
import { downscale, readDemoPhoto, readPhoto } from './photo'

/** Where the picture being edited is saved, once it is: a professional's id and the stored photo's size. */
export interface SavedRef {
  id: string
  width: number
  height: number
}

/** The picture being edited as saved: where (a professional's), its name, and a visitor's link's token. */
export interface SavedState {
  ref: SavedRef | null
  name: string
  /** The token of the link a visitor opened the picture with: it can delete the picture. */
  token?: string
}

export interface SavedSummary {
  id: string
  name: string
  zones: number
  demo: DemoHouseId | null
  thumbnailUrl: string | null
  updatedAt: string
}

const SUMMARY = 'id name zones demo thumbnailUrl updatedAt'

export const SAVE_VISUALISER_MUTATION = `mutation SaveVisualiserProject($input: SaveVisualiserProjectInput!) {
  saveVisualiserProject(input: $input) { mailed project { ${SUMMARY} } }
}`

export const VISUALISER_PROJECT_QUERY = `query VisualiserProject($id: ID, $token: String) {
  visualiserProject(id: $id, token: $token) { id name picture demo photoUrl updatedAt expiresAt }
}`

export const VISUALISER_PROJECTS_QUERY = `query VisualiserProjects($page: Int, $itemsPerPage: Int) {
  visualiserProjects(page: $page, itemsPerPage: $itemsPerPage) {
    items { ${SUMMARY} } paginationInfo { page itemsPerPage lastPage totalCount }
  }
}`

export const DELETE_VISUALISER_MUTATION = `mutation DeleteVisualiserProject($input: VisualiserProjectRefInput!) {
  deleteVisualiserProject(input: $input) { id }
}`

export interface SaveRequest {
  picture: Picture
  image: ImageData
  demo: DemoHouseId | null
  name: string
  /** A visitor's address (the link is mailed there); absent for a signed-in professional. */
  email?: string
  /** The professional's saved picture this one replaces (its photo kept). */
  saved?: SavedRef | null
}

function jpeg(image: ImageData): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = image.width
  canvas.height = image.height
  canvas.getContext('2d')?.putImageData(image, 0, 0)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('IMAGE_UNREADABLE'))), 'image/jpeg', 0.92),
  )
}

/** Saves the picture; answers where it is saved (a professional's) or null (a visitor's, mailed). */
export async function savePicture(request: SaveRequest, locale: string): Promise<SavedRef | null> {
  const { image, demo, saved } = request
  const snapshot = snapshotOf(request.picture, image.width, image.height)
  const base = { name: request.name, demo, ...(request.email ? { email: request.email } : {}) }
  type Answer = { saveVisualiserProject: { mailed: boolean; project: SavedSummary | null } }
  if (saved) {
    // The stored photo stays: the picture goes at its size.
    const picture = JSON.stringify(scaleSnapshot(snapshot, saved.width, saved.height))
    await graphqlRequest<Answer>(SAVE_VISUALISER_MUTATION, { input: { ...base, id: saved.id, picture } }, locale)
    return saved
  }
  if (demo) {
    const answer = await graphqlRequest<Answer>(
      SAVE_VISUALISER_MUTATION,
      { input: { ...base, picture: JSON.stringify(snapshot) } },
      locale,
    )
    const id = answer.saveVisualiserProject.project?.id
    return id ? { id, width: image.width, height: image.height } : null
  }
  // The server keeps photos at most 2 000 px on their long side: the photo goes at that size, the picture with it.
  const photo =
    Math.max(image.width, image.height) > SAVED_PROJECT_LIMITS.photoSide
      ? downscale(image, SAVED_PROJECT_LIMITS.photoSide)
      : image
  const picture = JSON.stringify(scaleSnapshot(snapshot, photo.width, photo.height))
  const answer = await graphqlUpload<Answer>(
    SAVE_VISUALISER_MUTATION,
    { input: { ...base, picture, photo: null } },
    { 'input.photo': { blob: await jpeg(photo), name: 'facade.jpg' } },
    locale,
  )
  const id = answer.saveVisualiserProject.project?.id
  return id ? { id, width: photo.width, height: photo.height } : null
}

/** A saved picture opened by the address's fragment: the photo, the picture on it, and where it is saved. */
export interface OpenedPicture {
  image: ImageData
  demo: DemoHouseId | null
  picture: Picture
  saved: SavedState
}

/** What the address asks to open: `#project=<id>` (a professional's) or `#link=<token>` (a visitor's). */
export function savedRefOfHash(hash: string): { id: string } | { token: string } | null {
  const match = /^#(project|link)=([A-Za-z0-9_-]{1,64})$/.exec(hash)
  if (!match?.[2]) return null
  return match[1] === 'project' ? { id: match[2] } : { token: match[2] }
}

/** Opens a saved picture; throws an ApiError (NOT_FOUND, INVALID_TOKEN…) or an Error('IMAGE_UNREADABLE'). */
export async function openPicture(
  ref: { id: string } | { token: string },
  insulationMin: number,
  coatings: readonly Coating[],
  locale: string,
): Promise<OpenedPicture> {
  const { visualiserProject: found } = await graphqlRequest<{
    visualiserProject: {
      id: string | null
      name: string
      picture: string
      demo: string | null
      photoUrl: string | null
    }
  }>(VISUALISER_PROJECT_QUERY, ref, locale)
  const project = parseProject(JSON.parse(found.picture), insulationMin)
  const house = DEMO_HOUSES.find((h) => h.id === found.demo)
  const image = house
    ? await readDemoPhoto(house.src)
    : found.photoUrl
      ? await readPhoto(await (await fetch(found.photoUrl, { credentials: 'same-origin' })).blob())
      : null
  if (!project || !image) throw new Error('IMAGE_UNREADABLE')
  // Drawn on the stored photo's size; the photo reads back at that size or, for a demo house, its own.
  const fitted =
    image.width === project.width && image.height === project.height
      ? project
      : scaleSnapshot(project, image.width, image.height)
  return {
    image,
    demo: house?.id ?? null,
    picture: refreshShades(fitted, coatings, insulationMin),
    saved: {
      ref: found.id ? { id: found.id, width: project.width, height: project.height } : null,
      name: found.name,
      ...('token' in ref ? { token: ref.token } : {}),
    },
  }
}

export async function listPictures(page: number, locale: string, itemsPerPage = 10) {
  const { visualiserProjects } = await graphqlRequest<{
    visualiserProjects: {
      items: SavedSummary[]
      paginationInfo: { page: number; itemsPerPage: number; lastPage: number; totalCount: number }
    }
  }>(VISUALISER_PROJECTS_QUERY, { page, itemsPerPage }, locale)
  return {
    items: visualiserProjects.items,
    lastPage: visualiserProjects.paginationInfo.lastPage,
    totalCount: visualiserProjects.paginationInfo.totalCount,
  }
}

export async function deletePicture(ref: { id: string } | { token: string }, locale: string): Promise<void> {
  await graphqlRequest(DELETE_VISUALISER_MUTATION, { input: ref }, locale)
}
