'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { AppModal } from '@/components/layout/modals/AppModal'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { Button } from '@/components/ui/Button'
import { RadioList } from '@/components/ui/RadioList'
import { TextField } from '@/components/ui/TextField'
import { type EstimateStatus, nextStatuses } from '@/domain/estimates'
import { clientMailFor, MAX_CLIENT_MESSAGE } from '@/domain/follow-up'
import type { EstimateRow } from './api'
import styles from './Dashboard.module.css'

/** The notes' limit, the server's (estimates-dashboard's MAX_NOTES_LENGTH), counted in characters. */
export const MAX_NOTES = 2000

/**
 * Edit a request: its status (only the allowed next ones are offered), the professional's own notes, and, when the
 * new status is an answer the client is mailed (accepted, declined, done), what they will be told and an optional
 * message with an acceptance or a refusal.
 */
export function EditEstimateDialog({
  estimate,
  initialStatus,
  onClose,
  onSave,
}: {
  estimate: EstimateRow | null
  /** The status chosen when the dialog opens (Accept, Archive); the estimate's own otherwise. */
  initialStatus?: EstimateStatus
  onClose: () => void
  onSave: (change: { status?: EstimateStatus; notes: string | null; clientMessage?: string | null }) => Promise<void>
}) {
  const t = useTranslations('Dashboard.quotations.edit')
  const tStatus = useTranslations('Dashboard.status')
  const tValidation = useTranslations('Validation')
  const [status, setStatus] = useState<EstimateStatus>('NEW')
  const [notes, setNotes] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  // A paste over the limit is kept whole and flagged: cutting it would lose text without a word.
  const [tooLong, setTooLong] = useState(false)
  useEffect(() => {
    if (!estimate) return
    setStatus(initialStatus ?? estimate.status)
    setNotes(estimate.notes ?? '')
    setMessage('')
    setTooLong(false)
  }, [estimate, initialStatus])

  // What the client will be mailed if this status is saved; a message goes with an acceptance or a refusal.
  const tells = estimate && !estimate.withdrawn ? clientMailFor(estimate, status) : null
  const withMessage = tells === 'accepted' || tells === 'declined'
  return (
    <AppModal name="editQuotation" title={t('title')} isOpen={estimate !== null} onClose={onClose}>
      {estimate ? (
        <form
          className={styles.editForm}
          onSubmit={async (event) => {
            event.preventDefault()
            if ([...notes.trim()].length > MAX_NOTES || [...message.trim()].length > MAX_CLIENT_MESSAGE) {
              setTooLong(true)
              return
            }
            setBusy(true)
            try {
              await onSave({
                ...(status !== estimate.status ? { status } : {}),
                notes: notes.trim() || null,
                ...(withMessage && message.trim() ? { clientMessage: message.trim() } : {}),
              })
            } finally {
              setBusy(false)
            }
          }}
        >
          <p>{estimate.name}</p>
          <RadioList
            label={t('status')}
            items={nextStatuses(estimate.status).map((s) => ({ id: s, label: tStatus(s) }))}
            value={status}
            onChange={(value) => setStatus(value as EstimateStatus)}
          />
          {tells ? (
            <p className={styles.tellsClient} role="status">
              {t('tellsClient', { change: t(`changes.${tells}`) })}
            </p>
          ) : null}
          {withMessage ? (
            <TextField
              label={t('clientMessage')}
              helperText={t('clientMessageHelp')}
              multiline
              rows={4}
              limit={MAX_CLIENT_MESSAGE}
              value={message}
              onChange={setMessage}
              errorText={
                tooLong && [...message.trim()].length > MAX_CLIENT_MESSAGE ? tValidation('TOO_LONG') : undefined
              }
            />
          ) : null}
          <TextField
            label={t('notes')}
            helperText={t('notesHelp')}
            multiline
            rows={5}
            limit={MAX_NOTES}
            value={notes}
            onChange={(value) => {
              setNotes(value)
              if (
                tooLong &&
                [...value.trim()].length <= MAX_NOTES &&
                [...message.trim()].length <= MAX_CLIENT_MESSAGE
              ) {
                setTooLong(false)
              }
            }}
            errorText={tooLong && [...notes.trim()].length > MAX_NOTES ? tValidation('TOO_LONG') : undefined}
          />
          <div className={modalStyles.actions}>
            <Button variant="secondary" onPress={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      ) : null}
    </AppModal>
  )
}
