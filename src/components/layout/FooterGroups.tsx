'use client'

import { useId, useState } from 'react'
import type { FooterGroup } from '@/services/content/navigation'
import styles from './Footer.module.css'
import { SmartLink } from './SmartLink'
import { useDevice } from './useDevice'

/** Grouped link lists: collapsible below 48em, always open on wider screens. */
export function FooterGroups({ groups }: { groups: FooterGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((g) => (
        <Group key={g.title} group={g} />
      ))}
    </div>
  )
}

function Group({ group }: { group: FooterGroup }) {
  const { isPhone } = useDevice()
  const [open, setOpen] = useState(false)
  const id = useId()
  const expanded = !isPhone || open
  return (
    <section className={styles.group} data-open={expanded}>
      <h2 className={styles.groupTitle}>
        {isPhone ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen((o) => !o)}
            className={styles.toggle}
          >
            {group.title}
            <span aria-hidden="true" className={styles.chevron}>
              ▾
            </span>
          </button>
        ) : (
          group.title
        )}
      </h2>
      <ul id={id} className={styles.links}>
        {group.items.map((l) => (
          <li key={`${l.title}-${l.link}`}>
            <SmartLink href={l.link}>{l.title}</SmartLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
