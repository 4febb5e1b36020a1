import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/domain/locales'
import { isPrefix, isShortPrefix, type QueryTerm } from '@/domain/search-query'
import { changedRows, selectRows, sql, TABLES } from '../sql'
import { kindWeight, ownedBy, type SearchIndex, type SearchOwner, toHit } from './types'

/**
 * The index on PostgreSQL: the documents in `search_documents`, their words in its `terms` tsvector, built with the
 * language's text search configuration over the unaccented text (the title weighted A, the body B), ranked by
 * ts_rank_cd. The query's words are folded already (src/domain/search-query.ts) and PostgreSQL stems them.
 */
const D = TABLES.searchDocuments
/** The text search configuration of each language: a constant of ours, never a value from a request. */
const CONFIG: Record<Locale, ReturnType<typeof sql.raw>> = {
  fr: sql.raw("'french'::regconfig"),
  nl: sql.raw("'dutch'::regconfig"),
}

/**
 * The words as a tsquery: all of them, the last as a prefix; a short last one (isShortPrefix) as a word, or as a
 * prefix among the title's words (weight A). Terms hold letters and digits only.
 */
function tsquery(terms: QueryTerm[]): string {
  const last = (word: string) => (isShortPrefix(terms) ? `(${word} | ${word}:*A)` : `${word}:*`)
  return terms.map((t, i) => (isPrefix(terms, i) ? last(t.word) : t.word)).join(' & ')
}

async function forget(payload: Payload, owner: SearchOwner, req?: PayloadRequest): Promise<void> {
  await changedRows(payload, sql`DELETE FROM ${D.ref} WHERE ${ownedBy(owner)}`, req)
}

export const postgresIndex: SearchIndex = {
  async replace(payload, owner, documents, req) {
    await forget(payload, owner, req)
    for (const doc of documents) {
      const config = CONFIG[doc.locale]
      await changedRows(
        payload,
        sql`INSERT INTO ${D.ref} (${D.c.kind}, ${D.c.ref}, ${D.c.locale}, ${D.c.title}, ${D.c.body}, ${D.c.url}, ${D.c.code}, "terms")
            VALUES (${doc.kind}, ${doc.ref}, ${doc.locale}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.code ?? null},
              setweight(to_tsvector(${config}, unaccent(${doc.title})), 'A') ||
              setweight(to_tsvector(${config}, unaccent(${doc.body})), 'B'))`,
        req,
      )
    }
  },

  remove: (payload, owner, req) => forget(payload, owner, req),

  async clear(payload) {
    await changedRows(payload, sql`DELETE FROM ${D.ref}`)
  },

  async search(payload, request) {
    if (request.terms.length === 0) return { hits: [], counts: new Map() }
    const config = CONFIG[request.locale]
    const byCode = request.code ? sql`OR ${D.c.code} LIKE ${`${request.code}%`}` : sql``
    const codeScore = request.code
      ? sql`CASE WHEN ${D.c.code} LIKE ${`${request.code}%`} THEN 1000 ELSE 0 END +`
      : sql``
    const hits = sql`WITH q AS (SELECT to_tsquery(${config}, ${tsquery(request.terms)}) AS q),
      hits AS (
        SELECT ${D.c.id}, ${D.c.kind}, ${D.c.ref}, ${D.c.title}, ${D.c.body}, ${D.c.url}, ${D.c.code},
          (${codeScore} ts_rank_cd("terms", q.q)) * ${kindWeight(D.c.kind)} AS score
        FROM ${D.ref}, q
        WHERE ${D.c.locale} = ${request.locale} AND ("terms" @@ q.q ${byCode})
      )`
    const ofKind = request.kind ? sql`WHERE "kind" = ${request.kind}` : sql``
    const [counted, page] = await Promise.all([
      selectRows(payload, sql`${hits} SELECT "kind", count(*) AS n FROM hits GROUP BY "kind"`),
      selectRows(
        payload,
        sql`${hits} SELECT * FROM hits ${ofKind} ORDER BY score DESC, "id" LIMIT ${request.limit} OFFSET ${request.offset}`,
      ),
    ])
    return { hits: page.map(toHit), counts: new Map(counted.map((r) => [String(r.kind), Number(r.n)])) }
  },
}
