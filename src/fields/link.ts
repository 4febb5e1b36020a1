import type { Field, PayloadRequest } from 'payload'
import { adminT } from '@/admin/translations'

const URL_OR_PATH = /^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+|#[\w-]*)$/

/** A link target: a site path (`/fr/devis`), an absolute http(s) URL, mailto:, tel: or an anchor. */
export const linkField = (name = 'link', required = true): Field => ({
  name,
  type: 'text',
  required,
  validate: (value: unknown, options?: { req?: PayloadRequest }) =>
    value == null || value === ''
      ? required
        ? adminT(options?.req?.t, 'required')
        : true
      : URL_OR_PATH.test(String(value)) || adminT(options?.req?.t, 'invalidLink'),
})

/** A title and a link. */
export const titledLinkFields = (): Field[] => [{ name: 'title', type: 'text', required: true }, linkField()]
