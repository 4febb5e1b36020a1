import sharp from 'sharp'

/** A GraphQL multipart request (graphql-multipart-request-spec) uploading `files` with uploadMediaObject. */
export function uploadRequest(
  files: Array<{ name: string; data: Uint8Array; type?: string }>,
  options: { uploadKey?: string | null; clientMutationId?: string; ip: string; locale?: string },
): Request {
  const body = new FormData()
  body.append(
    'operations',
    JSON.stringify({
      query: `mutation U($input: UploadMediaObjectInput!) {
        uploadMediaObject(input: $input) { clientMutationId mediaObject { id url } mediaObjects { id url } }
      }`,
      variables: {
        input: {
          files: files.map(() => null),
          clientMutationId: options.clientMutationId ?? 'estimate-media-object',
          uploadKey: options.uploadKey ?? null,
        },
      },
    }),
  )
  body.append(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.files.${i}`]]))),
  )
  files.forEach((f, i) => {
    body.append(String(i), new File([new Uint8Array(f.data)], f.name, { type: f.type ?? 'image/jpeg' }))
  })
  return new Request('http://localhost:3000/api/graphql', {
    method: 'POST',
    headers: { 'x-locale': options.locale ?? 'fr', 'x-forwarded-for': options.ip },
    body,
  })
}

/** A small picture in a format, for uploads. */
export async function picture(
  format: 'png' | 'jpeg' | 'webp',
  width = 40,
  height = 30,
  colour = { r: 156, g: 61, b: 28 },
): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .toFormat(format)
      .toBuffer(),
  )
}

export type UploadAnswer = {
  data?: {
    uploadMediaObject: {
      clientMutationId: string
      mediaObject: { id: string; url: string } | null
      mediaObjects: Array<{ id: string; url: string }>
    } | null
  } | null
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>
}
