/**
 * The `report` input (pure): which sections of the docs-health report a run plans, in the report's order. Read by the
 * report's settings and by the fleet's, which plans the same sections for every project without loading them.
 */
import { InputError } from '../action/errors.js'
import type { InputProblems, InputReader } from '../action/input-parsers.js'
import { ReportInputs } from '../action/names.js'
import { SECTION_NAMES, type SectionName } from './section-names.js'

/** The sections `report` lists, in SECTION_NAMES' order; an unknown name, or a list of none (blank, or commas), is a problem. */
export function readSections(read: InputReader, problems: InputProblems): SectionName[] {
  const listed = problems.check<SectionName[] | undefined>(() => sectionsInput(read), undefined)
  if (listed?.length === 0) {
    const names = `${SECTION_NAMES.join(', ')}, or all`
    problems.add(new InputError(ReportInputs.Report, `lists no section: list any of ${names}.`))
  }
  return SECTION_NAMES.filter(name => listed?.includes(name))
}

/** `report`: section names separated by commas, spaces or lines, or `all`. */
function sectionsInput(read: InputReader): SectionName[] {
  const words = read(ReportInputs.Report).toLowerCase().split(/[\s,]/).filter(Boolean)
  if (words.length === 1 && words[0] === 'all') return [...SECTION_NAMES]
  const unknown = words.filter(word => !(SECTION_NAMES as readonly string[]).includes(word))
  if (unknown.length > 0) {
    throw new InputError(
      ReportInputs.Report,
      `'${unknown.join(', ')}' ${unknown.length === 1 ? 'is not a section' : 'are not sections'}; use any of ${SECTION_NAMES.join(', ')}, or all.`
    )
  }
  return words as SectionName[]
}
