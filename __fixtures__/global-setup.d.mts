/** Jest's global setup (__fixtures__/global-setup.mjs): its types for the tests of it. */
export default function globalSetup(globalConfig: unknown): void
export function bundleTestSelected(globalConfig: { testPathPatterns?: unknown }): boolean
