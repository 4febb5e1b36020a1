import { useId } from 'react'
import { involvedPartyName } from '@/domain/content'
import type { ReferenceDetails } from '@/services/content/references'
import styles from './Reference.module.css'

/** A contact as a link when it is an e-mail address or a phone number, else as text. */
function Contact({ value }: { value: string }) {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return <a href={`mailto:${value}`}>{value}</a>
  if (/^\+?[\d\s./-]{8,}$/.test(value)) return <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
  return <>{value}</>
}

/** The concerned-parties grid (the service keeps only valid parties). */
export function InvolvedParties({ title, parties }: { title: string; parties: ReferenceDetails['involvedParties'] }) {
  const headingId = useId()
  if (parties.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className={styles.parties} data-testid="involved-parties">
        {parties.map((p) => (
          <li key={p.id} className={styles.party}>
            <p className={styles.partyFunction}>{p.function}</p>
            <p className={styles.partyName} data-testid="party-name">
              {involvedPartyName(p)}
            </p>
            <p className={styles.partyCompany}>{p.company}</p>
            <p className={styles.partyContact}>
              <Contact value={p.contact} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
