/**
 * A CSV reader as a spreadsheet reads a file: fields split at `separator` (`,`, or `;` where the locale's list
 * separator is `;`, as in much of Europe), a field quoted only when it starts with `"` (a `""` inside is one `"`),
 * rows ended by CRLF or LF. `formulaCells` names the cells a spreadsheet would take for a formula.
 */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = []
  let fields: string[] = []
  let field = ''
  let i = 0
  let start = true
  while (i < text.length) {
    const c = text[i] as string
    if (start && c === '"') {
      const end = closingQuote(text, i + 1)
      field += text.slice(i + 1, end).replace(/""/g, '"')
      i = end + 1
      start = false
      continue
    }
    start = false
    if (c === separator) {
      fields.push(field)
      field = ''
      start = true
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      fields.push(field)
      rows.push(fields)
      fields = []
      field = ''
      start = true
      if (c === '\r') i++
    } else field += c
    i++
  }
  if (field !== '' || fields.length > 0) rows.push([...fields, field])
  return rows
}

function closingQuote(text: string, from: number): number {
  let i = from
  while (i < text.length) {
    if (text[i] === '"' && text[i + 1] === '"') i += 2
    else if (text[i] === '"') return i
    else i++
  }
  return text.length
}

/** The cells a spreadsheet would evaluate: those that start with `=`, `+`, `-` or `@` (tab and CR too). */
export const formulaCells = (text: string, separator: string): string[] =>
  parseCsv(text, separator)
    .flat()
    .filter(cell => /^[=+\-@\t\r]/.test(cell))
