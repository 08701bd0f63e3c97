/** Code units per String.fromCharCode call (its arguments go on the stack). */
const DECODE_CHUNK = 4096

/** FNV-1a (32 bit) over UTF-16 code units. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193)
  return h >>> 0
}

type Units = Uint8Array | Uint16Array

const grow = <T extends Units | Uint32Array>(array: T, needed: number, make: (length: number) => T): T => {
  if (needed <= array.length) return array
  const grown = make(Math.max(needed, array.length * 2))
  grown.set(array)
  return grown
}

/** Whether every code unit of `text` fits in a byte (Latin-1). */
const narrow = (text: string): boolean => !/[\u0100-\uffff]/.test(text)

/**
 * Distinct strings, numbered 0, 1, 2, … in the order they were added, kept outside the V8 heap: their UTF-16 code
 * units in one typed array (one byte each while every string added is Latin-1, as paths almost always are), found
 * again through an open-addressing hash table in another. A large export therefore leaves no string, array or map
 * entry per row for the garbage collector to copy and keep; a string is made again (a short-lived one) only when it
 * is read. Any string round-trips exactly, lone surrogates included.
 */
export class StringPool {
  private units: Units = new Uint8Array(8192)
  /** starts[i] … starts[i + 1]: the code units of string i. */
  private starts = new Uint32Array(257)
  private hashes = new Uint32Array(256)
  /** Open addressing, linear probing, at most half full: string index + 1, 0 for an empty slot. */
  private slots = new Int32Array(512)
  private count = 0

  get size(): number {
    return this.count
  }

  /** The index of `text`, or -1. */
  indexOf(text: string): number {
    return this.find(text, hash(text))
  }

  /** Adds `text` and returns its index; -1 (and nothing added) when it is there already. */
  add(text: string): number {
    const h = hash(text)
    if (this.find(text, h) >= 0) return -1
    const i = this.count
    const start = this.starts[i] as number
    const end = start + text.length
    if (end > 0xffffffff) throw new RangeError('StringPool: more than 2^32 - 1 code units')
    let units = this.units
    if (units instanceof Uint8Array && !narrow(text)) units = Uint16Array.from(units)
    this.units =
      units instanceof Uint8Array ? grow(units, end, n => new Uint8Array(n)) : grow(units, end, n => new Uint16Array(n))
    for (let k = 0; k < text.length; k++) this.units[start + k] = text.charCodeAt(k)
    this.starts = grow(this.starts, i + 2, n => new Uint32Array(n))
    this.starts[i + 1] = end
    this.hashes = grow(this.hashes, i + 1, n => new Uint32Array(n))
    this.hashes[i] = h
    this.count = i + 1
    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2)
    else this.place(i)
    return i
  }

  /** String i, made from its code units. */
  get(i: number): string {
    const start = this.starts[i] as number
    const end = this.starts[i + 1] as number
    let text = ''
    for (let k = start; k < end; k += DECODE_CHUNK) {
      const units = this.units.subarray(k, Math.min(end, k + DECODE_CHUNK))
      text += String.fromCharCode.apply(null, units as unknown as number[])
    }
    return text
  }

  /** Code-unit order of strings i and j (the order of `<` on strings): negative, 0 or positive. */
  compare(i: number, j: number): number {
    const units = this.units
    let a = this.starts[i] as number
    let b = this.starts[j] as number
    const endA = this.starts[i + 1] as number
    const endB = this.starts[j + 1] as number
    for (; a < endA && b < endB; a++, b++) {
      const d = (units[a] as number) - (units[b] as number)
      if (d !== 0) return d
    }
    return endA - a - (endB - b)
  }

  private find(text: string, h: number): number {
    const mask = this.slots.length - 1
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number
      if (entry === 0) return -1
      if (this.hashes[entry - 1] === h && this.equals(entry - 1, text)) return entry - 1
    }
  }

  private equals(i: number, text: string): boolean {
    const start = this.starts[i] as number
    if ((this.starts[i + 1] as number) - start !== text.length) return false
    for (let k = 0; k < text.length; k++) if (this.units[start + k] !== text.charCodeAt(k)) return false
    return true
  }

  private place(i: number): void {
    const mask = this.slots.length - 1
    let slot = (this.hashes[i] as number) & mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask
    this.slots[slot] = i + 1
  }

  private rehash(length: number): void {
    this.slots = new Int32Array(length)
    for (let i = 0; i < this.count; i++) this.place(i)
  }
}
