/** Temporary folders named after their process (script/temp-folders.mjs): its types for the TypeScript that uses it. */
export function removeOrphans(prefix: string, dir?: string): string[]
export function ownTempFolder(prefix: string, dir?: string): string
