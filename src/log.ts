import * as core from '@actions/core'

/**
 * Makes untrusted text inert for the runner: a line that starts (after white space) with `::` or `##[` would be read
 * as a workflow command (`::add-mask::`, `::stop-commands::`, `##[set-output …]`); such lines get a visible `» ` first.
 */
export function inert(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map(line => (/^\s*(::|##\[)/.test(line) ? `» ${line}` : line))
    .join('\n')
}

/** core.info for text that may hold untrusted parts. */
export function info(text: string): void {
  core.info(inert(text))
}
