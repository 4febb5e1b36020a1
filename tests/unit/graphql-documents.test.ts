/**
 * The GraphQL documents the browser sends, checked against schema.graphql (the SDL the server serves, itself kept
 * in step by graphql-schema.test.ts): a renamed field, argument or input type fails here, not on a page at run time.
 *
 * The convention this test holds: a client document is an exported constant of its feature's client api,
 * `src/components/<feature>/api.ts` (`export const LOGIN_MUTATION = \`mutation LoginProfessionalUser(…) {…}\``), and
 * only those modules call graphqlRequest, always with one of their exported documents. Every api.ts is found here
 * (a new one is covered without touching this file) and every source file under src/ is read, so a document
 * written anywhere else (in a component, or unexported inside an api.ts function) fails.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, Kind, parse, validate } from 'graphql'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const schema = buildSchema(readFileSync(path.join(root, 'schema.graphql'), 'utf8'))

/** A feature's client api: the only place a GraphQL document or a graphqlRequest call may live. */
const isClientApi = (file: string) => /^src\/components\/(.+\/)?api\.ts$/.test(file)

/** The start of an operation (`query X(`, `mutation X {`, `query {`…), as a string or template literal begins. */
const OPERATION = /^\s*(query|mutation|subscription)\b\s*([_A-Za-z][_0-9A-Za-z]*)?\s*[({@]/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(rel)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : []
  })
}

interface Finding {
  file: string
  line: number
  problem: string
}

/** What a file's syntax tree says: the documents it exports, and every document or call that breaks the convention. */
function inspect(file: string): { exported: string[]; findings: Finding[] } {
  const text = readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const api = isClientApi(file)
  const exported: string[] = []
  const findings: Finding[] = []
  /** graphqlRequest calls in an api.ts, checked once every export is known. */
  const calls: Array<{ node: ts.Node; name: string }> = []
  const at = (node: ts.Node, problem: string) =>
    findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, problem })

  /** The exported top-level const a literal initialises, if it does. */
  const exportedConstOf = (node: ts.Node): string | null => {
    const declaration = node.parent
    if (!ts.isVariableDeclaration(declaration) || declaration.initializer !== node) return null
    const statement = declaration.parent.parent
    const isConst = (declaration.parent.flags & ts.NodeFlags.Const) !== 0
    const isExported =
      ts.isVariableStatement(statement) &&
      statement.parent === source &&
      statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    return isConst && isExported && ts.isIdentifier(declaration.name) ? declaration.name.text : null
  }

  const visit = (node: ts.Node) => {
    const head =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateExpression(node)
          ? node.head.text
          : null
    if (head !== null && OPERATION.test(head)) {
      const name = api ? exportedConstOf(node) : null
      if (name) exported.push(name)
      else
        at(
          node,
          api
            ? 'a GraphQL document that is not an exported const of this api.ts'
            : 'a GraphQL document outside a client api: move it to the feature’s api.ts',
        )
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'graphqlRequest') {
      const [document] = node.arguments
      if (!api) at(node, 'graphqlRequest called outside a client api: call a function of the feature’s api.ts')
      else if (!document || !ts.isIdentifier(document))
        at(node, 'graphqlRequest called without one of this api.ts’s exported documents')
      else calls.push({ node, name: document.text })
    }
    if (
      !api &&
      file.startsWith('src/components/') &&
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      node.text === '/api/graphql'
    )
      at(node, 'a component that posts to /api/graphql itself: move the call to the feature’s api.ts')
    ts.forEachChild(node, visit)
  }
  visit(source)
  for (const { node, name } of calls)
    if (!exported.includes(name))
      at(node, `graphqlRequest called with ${name}, not an exported document of this api.ts`)
  return { exported, findings }
}

const files = sourceFiles('src')
const inspected = files.map((file) => ({ file, ...inspect(file) }))
const apiFiles = files.filter(isClientApi)

/** Every document the client sends: each client api's exported strings that are operations. */
async function clientDocuments(): Promise<Array<{ where: string; document: string }>> {
  const found: Array<{ where: string; document: string }> = []
  for (const file of apiFiles) {
    const module = (await import(path.join(root, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'string' && OPERATION.test(value)) found.push({ where: `${file} ${name}`, document: value })
  }
  return found
}

describe('client GraphQL documents', () => {
  it('live only in the features’ api.ts, as exported constants that graphqlRequest is called with', () => {
    const findings = inspected.flatMap((f) => f.findings).map((f) => `${f.file}:${f.line} ${f.problem}`)
    expect(findings).toEqual([])
  })

  it('are each found through the api.ts modules', async () => {
    expect(apiFiles.length).toBeGreaterThan(0)
    const documents = await clientDocuments()
    const declared = inspected.flatMap((f) => f.exported.map((name) => `${f.file} ${name}`)).sort()
    expect(documents.map((d) => d.where).sort()).toEqual(declared)
    expect(documents.length).toBeGreaterThanOrEqual(30)
  })

  it('parse and validate against schema.graphql, one named operation each, no name used twice', async () => {
    const documents = await clientDocuments()
    const problems: string[] = []
    const names = new Map<string, string>()
    for (const { where, document } of documents) {
      let ast: ReturnType<typeof parse>
      try {
        ast = parse(document)
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`)
        continue
      }
      for (const error of validate(schema, ast)) problems.push(`${where}: ${error.message}`)
      const operations = ast.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
      const name = operations.length === 1 ? operations[0]?.name?.value : undefined
      if (!name) problems.push(`${where}: not exactly one named operation`)
      else if (names.has(name)) problems.push(`${where}: operation ${name} also in ${names.get(name)}`)
      else names.set(name, where)
    }
    expect(problems).toEqual([])
  })
})
