import type {
  Catalogue,
  EstimateAnswer,
  EstimateQuestion,
  EstimateSystem,
  Layer,
  SystemLayer,
} from '@/domain/configurator'
import { UPLOAD_CLIENT_MUTATION_ID } from '@/domain/quotation'
import { graphqlRequest } from '@/lib/api-client'

/**
 * The quotation wizard's calls to the GraphQL API: the live catalogue, the photos, the matching professionals and
 * the request itself. Each document is an exported constant, checked against schema.graphql by
 * tests/unit/graphql-documents.test.ts.
 */

const IMAGE = 'images { url alt width height }'

/** The catalogue as the server checks it now: the page may come from a cache older than the last catalogue edit. */
export const QUOTATION_CATALOGUE_QUERY = `query QuotationCatalogue {
  estimateQuestions { id name weight answers { id name weight ${IMAGE} } }
  estimateSystems { id name description ${IMAGE} estimateAnswers { id }
    systemLayers { id required finish minLightReflectance layer { id } } }
  layers { id name internalName description }
}`

export const CREATE_ESTIMATE_MUTATION = `mutation CreateEstimate($input: CreateEstimateInput!) {
  createEstimate(input: $input) { requestId estimateIds followUpUrl }
}`

export const MATCHES_QUERY = `query Matches($input: MatchingProjectInput!) {
  estimateProfessionals(input: $input) {
    preselectedMismatch
    items { id title city postcode description image { url alt width height } }
  }
}`

export const UPLOAD_MUTATION = `mutation Upload($input: UploadMediaObjectInput!) {
  uploadMediaObject(input: $input) { clientMutationId mediaObject { id url } }
}`

export const REMOVE_PHOTO_MUTATION = `mutation RemovePhoto($input: RemoveMediaObjectInput!) { removeMediaObject(input: $input) }`

interface LiveCatalogue {
  estimateQuestions: Array<Omit<EstimateQuestion, 'answers'> & { answers: Array<Omit<EstimateAnswer, 'question'>> }>
  estimateSystems: Array<
    Omit<EstimateSystem, 'estimateAnswers' | 'systemLayers'> & {
      estimateAnswers: Array<{ id: string }>
      systemLayers: Array<Omit<SystemLayer, 'layer'> & { layer: { id: string } | null }>
    }
  >
  layers: Array<Omit<Layer, 'layerProducts'>>
}

function toCatalogue(live: LiveCatalogue): Catalogue {
  return {
    questions: live.estimateQuestions.map((q) => ({ ...q, answers: q.answers.map((a) => ({ ...a, question: q.id })) })),
    systems: live.estimateSystems.map((s) => ({
      ...s,
      estimateAnswers: s.estimateAnswers.map((a) => a.id),
      systemLayers: s.systemLayers.flatMap(({ layer, ...sl }) => (layer ? [{ ...sl, layer: layer.id }] : [])),
    })),
    layers: live.layers.map((l) => ({ ...l, layerProducts: [] })),
    products: [],
    coatings: [],
  }
}

/** The questions, systems and layers as the server has them now, in the wizard's catalogue shape. */
export async function fetchCatalogue(locale: string): Promise<Catalogue> {
  return toCatalogue(await graphqlRequest<LiveCatalogue>(QUOTATION_CATALOGUE_QUERY, {}, locale))
}

/**
 * Sends the request; the idempotency key in the input makes a resend count once. Answers the client's follow-up
 * page as a path on this site (null if none).
 */
export async function createEstimate(input: Record<string, unknown>, locale: string): Promise<string | null> {
  const { createEstimate: created } = await graphqlRequest<{ createEstimate: { followUpUrl: string | null } }>(
    CREATE_ESTIMATE_MUTATION,
    { input },
    locale,
  )
  return created.followUpUrl ? new URL(created.followUpUrl).pathname : null
}

/** A professional the request matches. */
export interface Match {
  id: string
  title: string
  city: string
  postcode: string
  description: string | null
  image: { url: string; alt: string; width: number; height: number } | null
}

export async function fetchMatches(
  input: {
    postcode: string
    workCategories: string[]
    projectType: string
    size: number
    preselected: string | null
  },
  locale: string,
): Promise<{ items: Match[]; preselectedMismatch: boolean }> {
  const { estimateProfessionals } = await graphqlRequest<{
    estimateProfessionals: { items: Match[]; preselectedMismatch: boolean }
  }>(MATCHES_QUERY, { input }, locale)
  return estimateProfessionals
}

export interface UploadedPhoto {
  id: string
  url: string
  name: string
}

/**
 * One file through the GraphQL multipart request spec, with upload progress (hence XMLHttpRequest, not
 * graphqlRequest); resolves the stored photo, rejects with the catalogue code as the message.
 */
export function uploadFile(
  file: File,
  uploadKey: string,
  locale: string,
  onProgress: (percent: number) => void,
): Promise<UploadedPhoto> {
  const body = new FormData()
  body.append(
    'operations',
    JSON.stringify({
      query: UPLOAD_MUTATION,
      variables: { input: { files: [null], clientMutationId: UPLOAD_CLIENT_MUTATION_ID, uploadKey } },
    }),
  )
  body.append('map', JSON.stringify({ 0: ['variables.input.files.0'] }))
  body.append('0', file, file.name)
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/graphql')
    xhr.setRequestHeader('x-locale', locale)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new Error('NETWORK_ERROR'))
    xhr.onload = () => {
      try {
        const answer = JSON.parse(xhr.responseText) as {
          data?: { uploadMediaObject?: { mediaObject?: { id: string; url: string } | null } | null }
          errors?: Array<{ extensions?: { code?: string } }>
        }
        const stored = answer.data?.uploadMediaObject?.mediaObject
        if (stored) resolve({ ...stored, name: file.name })
        else reject(new Error(answer.errors?.[0]?.extensions?.code ?? 'INTERNAL_SERVER_ERROR'))
      } catch {
        reject(new Error(xhr.status === 413 ? 'FILE_TOO_LARGE' : 'INTERNAL_SERVER_ERROR'))
      }
    }
    xhr.send(body)
  })
}

/** The server forgets a photo removed from the list (it no longer counts against the limit). */
export async function removePhoto(id: string, uploadKey: string, locale: string): Promise<void> {
  await graphqlRequest(REMOVE_PHOTO_MUTATION, { input: { id, uploadKey } }, locale)
}
