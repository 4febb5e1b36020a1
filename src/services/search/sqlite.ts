import type { Payload, PayloadRequest } from 'payload'
import { analyse, fts5Match } from '@/domain/search-query'
import { changedRows, type Statement, selectRows, sql, TABLES } from '../sql'
import { kindWeight, ownedBy, type SearchIndex, type SearchOwner, toHit } from './types'

/**
 * The index on SQLite: the documents in `search_documents`, their analysed words (src/domain/search-query.ts) in
 * the FTS5 table `search_terms` under the same rowid, ranked by bm25 with the title four times the body.
 */
const D = TABLES.searchDocuments
const TERMS = sql.raw('"search_terms"')
/** A code's upper bound for a range on the index: codes hold only A–Z and 0–9, all below "~". */
const AFTER_CODES = '~'

async function forget(payload: Payload, owner: SearchOwner, req?: PayloadRequest): Promise<void> {
  await changedRows(
    payload,
    sql`DELETE FROM ${TERMS} WHERE rowid IN (SELECT ${D.c.id} FROM ${D.ref} WHERE ${ownedBy(owner)})`,
    req,
  )
  await changedRows(payload, sql`DELETE FROM ${D.ref} WHERE ${ownedBy(owner)}`, req)
}

export const sqliteIndex: SearchIndex = {
  async replace(payload, owner, documents, req) {
    await forget(payload, owner, req)
    for (const doc of documents) {
      const [row] = await selectRows(
        payload,
        sql`INSERT INTO ${D.ref} (${D.c.kind}, ${D.c.ref}, ${D.c.locale}, ${D.c.title}, ${D.c.body}, ${D.c.url}, ${D.c.code})
            VALUES (${doc.kind}, ${doc.ref}, ${doc.locale}, ${doc.title}, ${doc.body}, ${doc.url}, ${doc.code ?? null})
            RETURNING ${D.c.id}`,
        req,
      )
      await changedRows(
        payload,
        sql`INSERT INTO ${TERMS} (rowid, "title", "body")
            VALUES (${Number(row?.id)}, ${analyse(doc.title, doc.locale)}, ${analyse(doc.body, doc.locale)})`,
        req,
      )
    }
  },

  remove: (payload, owner, req) => forget(payload, owner, req),

  async clear(payload) {
    await changedRows(payload, sql`DELETE FROM ${TERMS}`)
    await changedRows(payload, sql`DELETE FROM ${D.ref}`)
  },

  async search(payload, request) {
    const match = fts5Match(request.terms)
    if (match === null) return { hits: [], counts: new Map() }
    const byCode: Statement = request.code
      ? sql`UNION ALL SELECT ${D.c.id}, -1000.0 FROM ${D.ref}
            WHERE ${D.c.code} >= ${request.code} AND ${D.c.code} < ${request.code + AFTER_CODES}`
      : sql``
    // MATERIALIZED: folded into the grouping, FTS5 refuses bm25 ("unable to use function bm25 in the requested
    // context") when no code adds its UNION.
    const matched = sql`matched AS MATERIALIZED (
        SELECT rowid AS id, bm25(${TERMS}, 4.0, 1.0) AS score FROM ${TERMS} WHERE ${TERMS} MATCH ${match}
        ${byCode}
      )`
    const hits = sql`WITH ${matched}, best AS (SELECT id, min(score) AS score FROM matched GROUP BY id),
      hits AS (
        SELECT d."id", d."kind", d."ref", d."title", d."body", d."url", d."code",
          best.score * ${kindWeight(sql.raw('d."kind"'))} AS score
        FROM best JOIN ${D.ref} d ON d."id" = best.id WHERE d."locale" = ${request.locale}
      )`
    // The counts need no rank: the matching rows only.
    const byCodeIds: Statement = request.code
      ? sql`UNION SELECT ${D.c.id} FROM ${D.ref}
            WHERE ${D.c.code} >= ${request.code} AND ${D.c.code} < ${request.code + AFTER_CODES}`
      : sql``
    const counts = sql`WITH ids AS (SELECT rowid AS id FROM ${TERMS} WHERE ${TERMS} MATCH ${match} ${byCodeIds})
      SELECT d."kind", count(*) AS n FROM ids JOIN ${D.ref} d ON d."id" = ids.id
      WHERE d."locale" = ${request.locale} GROUP BY d."kind"`
    const ofKind = request.kind ? sql`WHERE "kind" = ${request.kind}` : sql``
    const [counted, page] = await Promise.all([
      selectRows(payload, counts),
      selectRows(
        payload,
        sql`${hits} SELECT * FROM hits ${ofKind} ORDER BY score, "id" LIMIT ${request.limit} OFFSET ${request.offset}`,
      ),
    ])
    return {
      hits: page.map(toHit),
      counts: new Map(counted.map((r) => [String(r.kind), Number(r.n)])),
    }
  },
}
