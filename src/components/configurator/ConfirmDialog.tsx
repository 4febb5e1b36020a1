'use client'

import dynamic from 'next/dynamic'
import modalStyles from '@/components/layout/modals/modals.module.css'
import { Button } from '@/components/ui/Button'

/** react-aria's modal, downloaded when the configurator first asks something. */
const AppModal = dynamic(() => import('@/components/layout/modals/AppModal').then((m) => m.AppModal))

export interface ConfirmRequest {
  title: string
  text: string
  confirm: string
  cancel: string
  onConfirm: () => void
  /** What the second button does (a choice between two actions); closing without choosing only cancels. */
  onCancel?: () => void
}

/**
 * A question the configurator asks before it removes something (facades, an opening, a solution) or when a choice
 * is needed (copy the facades into a new solution): a modal dialog, focus kept inside, Escape cancels. No button
 * takes the focus on opening: the Enter that applied a facade count opens the dialog, and its keypress would
 * otherwise press the focused button at once, removing the facades unasked (the dialog itself takes the focus).
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  if (!request) return null
  return (
    <AppModal title={request.title} isOpen onClose={onClose} name="configuratorConfirm">
      <p>{request.text}</p>
      <div className={modalStyles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            onClose()
            request.onCancel?.()
          }}
        >
          {request.cancel}
        </Button>
        <Button
          onPress={() => {
            onClose()
            request.onConfirm()
          }}
        >
          {request.confirm}
        </Button>
      </div>
    </AppModal>
  )
}
