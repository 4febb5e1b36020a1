import styles from '@/components/blocks/Blocks.module.css'
import own from '@/components/blocks/Testimonials.module.css'
import type { TestimonialsView } from './resolve'

/** Quotes with who said them: each a figure whose caption names the person, their company and role. */
export function Testimonials({ block }: { block: TestimonialsView }) {
  return (
    <section className={styles.block} data-block="testimonials">
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={own.list}>
        {block.items.map((item) => (
          <li key={item.id} className={own.item}>
            <figure className={own.figure}>
              <blockquote className={own.quote}>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className={own.caption}>
                <span className={own.name}>{item.name}</span>
                {item.company ? <span>{item.company}</span> : null}
                {item.role ? <span>{item.role}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
