import { Fragment } from 'react'
import { highlight, type QueryTerm } from '@/domain/search-query'
import type { Locale } from '@/i18n/routing'

/** A text with the words the query matched in <mark>. */
export function Highlighted({ text, terms, locale }: { text: string; terms: QueryTerm[]; locale: Locale }) {
  return (
    <>
      {highlight(text, terms, locale).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <Fragment key={i}>{part.match ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </>
  )
}
