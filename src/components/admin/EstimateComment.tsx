'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { TextareaFieldClientComponent } from 'payload'
import { sanitizeRichText } from '@/domain/rich-text'

/**
 * A quotation request's description in /admin, read as the professional reads it. It is stored as the wizard's
 * sanitized HTML (paragraphs, bold, italic, lists); Payload's textarea showed that source, so a requester's
 * "<img …>" typed as text read "&lt;img …&gt;" and every paragraph "<p>". Shown formatted and read-only: the
 * requester's words are not staff's to edit. Sanitized again on output, whatever the database holds.
 */
export const EstimateComment: TextareaFieldClientComponent = ({ field, path }) => {
  const fieldPath = path ?? field.name
  const { value } = useField<string>({ path: fieldPath })
  return (
    <div className="field-type textarea" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label} path={fieldPath} />
      <div
        data-testid="estimate-comment"
        style={{ overflowWrap: 'anywhere' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rebuilt by sanitizeRichText (allowed tags, no attribute, text escaped)
        dangerouslySetInnerHTML={{ __html: sanitizeRichText(value) }}
      />
      <FieldDescription description={field.admin?.description} path={fieldPath} />
    </div>
  )
}
