import type { ReactNode } from 'react'
import styles from './ScreenPage.module.css'

/** The frame of a screen: a page title, an introduction and its content. */
export function ScreenPage({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1>{title}</h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
      </section>
      {children ? <div className={`container ${styles.body}`}>{children}</div> : null}
    </>
  )
}
