// The fake GitHub's reader of a GraphQL query (fake-github-graphql.ts answers it): one operation (`query`, named or
// not, or a bare selection set) with its variable definitions, fields with aliases and arguments (variables, strings,
// numbers, booleans, null, enums) and inline fragments (`... on Blob { … }`). Named fragments, directives and
// mutations are not the action's, and are a parse error here, as any text GraphQL's grammar refuses is on GitHub.
export type Value = { var: string } | { literal: unknown }

export interface Field {
  alias: string
  name: string
  args: Record<string, Value>
  selections: Selection[]
}

export type Selection = { kind: 'field'; field: Field } | { kind: 'fragment'; on: string; selections: Selection[] }

export interface Operation {
  selections: Selection[]
  /** The variables the operation declares, and those its fields use. */
  declared: Set<string>
  used: Set<string>
}

const TOKEN = /\s+|,|#[^\n]*|(\.\.\.|[{}():!$[\]=@])|([_A-Za-z][_0-9A-Za-z]*)|("(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?)/y

class ParseError extends Error {}

/** The query's one operation, or GitHub's parse error. */
export function parseQuery(text: string): Operation | { error: string } {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex
    const match = TOKEN.exec(text)
    if (!match) return { error: `Parse error on "${text.slice(at, at + 1)}" at [${at}]` }
    const token = match[1] ?? match[2] ?? match[3] ?? match[4]
    if (token !== undefined) tokens.push(token)
  }
  const declared = new Set<string>()
  const used = new Set<string>()
  let i = 0
  const peek = (): string | undefined => tokens[i]
  const next = (): string => {
    const token = tokens[i++]
    if (token === undefined) throw new ParseError('Unexpected end of document')
    return token
  }
  const expect = (token: string): void => {
    const got = next()
    if (got !== token) throw new ParseError(`Parse error on "${got}": expected ${token}`)
  }
  const name = (): string => {
    const got = next()
    if (!/^[_A-Za-z]/.test(got)) throw new ParseError(`Parse error on "${got}": expected a name`)
    return got
  }
  const value = (): Value => {
    const got = next()
    if (got === '$') {
      const variable = name()
      used.add(variable)
      return { var: variable }
    }
    if (got.startsWith('"')) return { literal: JSON.parse(got) as string }
    if (/^-?\d/.test(got)) return { literal: Number(got) }
    if (got === 'true' || got === 'false') return { literal: got === 'true' }
    if (got === 'null') return { literal: null }
    if (/^[_A-Za-z]/.test(got)) return { literal: got }
    throw new ParseError(`Parse error on "${got}": expected a value`)
  }
  const selectionSet = (): Selection[] => {
    expect('{')
    const selections: Selection[] = []
    while (peek() !== '}') {
      if (peek() === '...') {
        next()
        if (next() !== 'on') throw new ParseError('Parse error: only inline fragments (... on Type) are read')
        const on = name()
        selections.push({ kind: 'fragment', on, selections: selectionSet() })
        continue
      }
      const alias = name()
      let fieldName = alias
      if (peek() === ':') {
        next()
        fieldName = name()
      }
      const args: Record<string, Value> = {}
      if (peek() === '(') {
        next()
        while (peek() !== ')') {
          const key = name()
          expect(':')
          args[key] = value()
        }
        next()
      }
      const inner = peek() === '{' ? selectionSet() : []
      selections.push({ kind: 'field', field: { alias, name: fieldName, args, selections: inner } })
    }
    next()
    if (selections.length === 0) throw new ParseError('Parse error on "}": a selection set is empty')
    return selections
  }
  try {
    if (peek() === 'query') {
      next()
      if (peek() !== '(' && peek() !== '{') name()
      if (peek() === '(') {
        next()
        while (peek() !== ')') {
          expect('$')
          declared.add(name())
          expect(':')
          name()
          if (peek() === '!') next()
        }
        next()
      }
    }
    const selections = selectionSet()
    if (i < tokens.length) throw new ParseError(`Parse error on "${tokens[i]}": one operation is read`)
    return { selections, declared, used }
  } catch (error) {
    if (error instanceof ParseError) return { error: error.message }
    throw error
  }
}
