import { Button } from '@/components/ui/Button'
import { Link } from '@/i18n/navigation'
import styles from './ErrorScreen.module.css'

interface Props {
  title: string
  text: string
  status: number
  statusLabel?: string
  backLabel: string
  retry?: { label: string; onRetry: () => void }
}

/** The not-found and error screens: a title, a message, the status and a way back home. */
export function ErrorScreen({ title, text, status, statusLabel, backLabel, retry }: Props) {
  return (
    <section className={`container ${styles.screen}`} data-status={status}>
      {statusLabel ? <p className={styles.status}>{statusLabel}</p> : null}
      <h1>{title}</h1>
      <p>{text}</p>
      <div className={styles.actions}>
        <Button as={Link} href="/">
          {backLabel}
        </Button>
        {retry ? (
          <Button variant="secondary" onPress={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
