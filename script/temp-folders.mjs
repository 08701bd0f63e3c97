// The temporary folders a process makes are named after it (`<prefix><pid>-XXXXXX`), so what a run could not remove
// itself — killed, crashed, Ctrl-C on Jest — is an orphan the next run finds and removes: a folder whose process is gone.
// Plain ESM: Jest's global setup loads it natively, TypeScript with the types of temp-folders.d.mts.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Whether a process of this id still runs (EPERM: it runs, as another user). */
function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error?.code === 'EPERM'
  }
}

/** Removes the folders `<prefix><pid>-…` in `dir` whose process has ended; returns their names. */
export function removeOrphans(prefix, dir = tmpdir()) {
  const removed = []
  for (const name of readdirSync(dir)) {
    const pid = name.startsWith(prefix) ? /^(\d+)-/.exec(name.slice(prefix.length))?.[1] : undefined
    if (pid === undefined || Number(pid) === process.pid || alive(Number(pid))) continue
    rmSync(path.join(dir, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}

/** A new folder `<prefix><this pid>-XXXXXX` in `dir`, after removing the orphans of that prefix there. */
export function ownTempFolder(prefix, dir = tmpdir()) {
  removeOrphans(prefix, dir)
  return mkdtempSync(path.join(dir, `${prefix}${process.pid}-`))
}
