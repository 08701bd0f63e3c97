import { parseDuration } from './duration.js'
import { InputError, InputErrors } from './errors.js'
import { plural } from '../text/plural.js'

/** Reads one input by name ('' when unset); core.getInput in the action, a map in tests. */
export type InputReader = (name: string) => string

/** Collects every bad input of a settings object, so a user sees all of them at once. */
export class InputProblems {
  private readonly errors: InputError[] = []

  /** Runs fn; an InputError (or several) is noted and the fallback returned. Other errors pass through. */
  check<T>(fn: () => T, fallback: T): T {
    try {
      return fn()
    } catch (error) {
      if (error instanceof InputError) this.errors.push(error)
      else if (error instanceof InputErrors) this.errors.push(...error.errors)
      else throw error
      return fallback
    }
  }

  add(error: InputError): void {
    this.errors.push(error)
  }

  /** Throws the one error, or all of them together. */
  throwIfAny(): void {
    if (this.errors.length === 1) throw this.errors[0]
    if (this.errors.length > 1) throw new InputErrors(this.errors)
  }
}

const TRUE = ['true', 'yes', 'on', '1']
const FALSE = ['false', 'no', 'off', '0']

export function booleanInput(read: InputReader, name: string, fallback: boolean): boolean {
  const raw = read(name).trim()
  const text = raw.toLowerCase()
  if (text === '') return fallback
  if (TRUE.includes(text)) return true
  if (FALSE.includes(text)) return false
  throw new InputError(name, `'${raw}' is not a boolean; use true or false.`)
}

/**
 * A boolean input read into `problems`: its default is also the value a bad one leaves, which nothing reads (the
 * run stops on the problem), so every flag is read this one way.
 */
export function flagInput(read: InputReader, problems: InputProblems, name: string, fallback: boolean): boolean {
  return problems.check(() => booleanInput(read, name, fallback), fallback)
}

export function integerInput(read: InputReader, name: string, fallback: number, min: number, max: number): number {
  const text = read(name).trim()
  if (text === '') return fallback
  if (!/^\d{1,9}$/.test(text)) throw new InputError(name, `'${text}' is not a whole number; use ${min} to ${max}.`)
  const value = Number(text)
  if (value < min || value > max) throw new InputError(name, `${value} is out of range; use ${min} to ${max}.`)
  return value
}

/** A duration input's floor, and what the range error says about it (why it is what it is). */
export interface DurationFloor {
  ms: number
  note?: string
}

export function durationInput(
  read: InputReader,
  name: string,
  fallback: string,
  min: number | DurationFloor,
  maxMs: number
): number {
  const floor = typeof min === 'number' ? { ms: min } : min
  const text = read(name).trim() || fallback
  const ms = parseDuration(text)
  if (ms === undefined) {
    throw new InputError(
      name,
      `'${text}' is not a duration; use seconds (5), or a number with a unit: 500ms, 5s, 1m, 1h.`
    )
  }
  if (ms < floor.ms || ms > maxMs) {
    const why = floor.note ? ` (${floor.note})` : ''
    throw new InputError(
      name,
      `${text} is out of range; use between ${describeMs(floor.ms)} and ${describeMs(maxMs)}${why}.`
    )
  }
  return ms
}

/**
 * A bare number is seconds: on an input whose values are minutes in practice (`timeout`, `sweep-interval`), a bare
 * number below 60 is most likely minutes meant, so it gets a warning (one line naming the input and what to write).
 */
export function bareSecondsWarning(read: InputReader, name: string): string | undefined {
  const text = read(name).trim()
  const value = Number(text)
  if (!/^\d+(\.\d+)?$/.test(text) || value >= 60) return undefined
  return `Input '${name}': a bare ${value} means ${plural(value, 'second')}; write ${value}m for ${plural(value, 'minute')} or ${value}s to keep seconds.`
}

function describeMs(ms: number): string {
  if (ms < 1000) return `${ms}ms`
  if (ms < 60_000) return `${ms / 1000}s`
  if (ms < 3_600_000) return `${ms / 60_000}m`
  return `${ms / 3_600_000}h`
}

/**
 * Checks a credential the run sends in an HTTP header (the API key, the GitHub token): white space or a character
 * outside printable ASCII cannot be sent there, and would fail as a "network error" after the run began. The message
 * never quotes the value, nor the character, which is part of the secret.
 */
export function checkCredential(name: string, value: string): void {
  if (/\s/.test(value)) throw new InputError(name, 'contains white space; copy it again, whole.')
  const at = value.search(/[^\x21-\x7e]/)
  if (at >= 0) {
    throw new InputError(
      name,
      `has a character at position ${at + 1} that is not printable ASCII, which an HTTP header cannot carry; copy it again, whole.`
    )
  }
}
