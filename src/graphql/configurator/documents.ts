import { emailProject } from '@/services/configurator/documents'
import { projectDocuments } from '@/services/configurator/projects'
import { builder, LocaleEnum } from '../builder'
import { ProjectIdInput } from './inputs'
import { ProjectPayloadRef, withLocale } from './projects'

/** A project's PDF: downloaded through a signed link, or e-mailed as an attachment. */

const EmailProjectPayloadRef = builder
  .objectRef<{ id: string; email: string }>('EmailProjectPayload')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }) })

const EmailProjectInput = builder.inputType('EmailProjectInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    email: t.string(),
    locale: t.field({ type: LocaleEnum }),
  }),
})

builder.mutationFields((t) => ({
  downloadDocumentsProject: t.field({
    description: 'The project with `downloadUrl`: its PDF in the language asked, through a link valid for an hour.',
    type: ProjectPayloadRef,
    args: { input: t.arg({ type: ProjectIdInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const locale = input.locale ?? ctx.locale
      return { project: withLocale(await projectDocuments(ctx.payload, ctx.user, String(input.id), locale), locale) }
    },
  }),
  emailProject: t.field({
    description:
      'E-mails one of the signed-in professional’s projects with its PDF attached (name and e-mail required).',
    type: EmailProjectPayloadRef,
    args: { input: t.arg({ type: EmailProjectInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      emailProject(ctx.payload, ctx.user, input, input.locale ?? ctx.locale, ctx.clientIp),
  }),
}))
