// Reading the workflows users copy (README blocks, examples): for the tests that check what their scripts would run.
import { parseAllDocuments } from 'yaml'

/** Every `run:` script in a YAML text that holds an expression. */
export function expressionsInRun(yamlText: string): string[] {
  const found: string[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (typeof node !== 'object' || node === null) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'run' && typeof value === 'string' && value.includes('${{')) found.push(value)
      else walk(value)
    }
  }
  for (const doc of parseAllDocuments(yamlText)) {
    if (doc.errors.length > 0) throw new Error(`unparsable YAML: ${doc.errors[0]?.message}`)
    walk(doc.toJS())
  }
  return found
}

/** The fenced ```yaml blocks of a markdown text. */
export function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ya?ml[^\n]*\n([\s\S]*?)^```/gm)].map(m => m[1] ?? '')
}
