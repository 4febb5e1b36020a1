/**
 * A rating of 0 to 5 as five stars, filled to the tenth (4.3 fills four and a third of the fifth). The stars are
 * decoration: `label` ("4,3 sur 5") is what assistive technologies read. No hooks, so it renders on the server too.
 */
import styles from './Stars.module.css'

export function Stars({ value, label, size = 's' }: { value: number; label: string; size?: 's' | 'm' }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span className={styles.stars} data-size={size} role="img" aria-label={label}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  )
}
