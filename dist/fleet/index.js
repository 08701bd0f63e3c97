// The fleet action (fleet/action.yml): the bundle of the four actions, told to run the fleet.
globalThis[Symbol.for("docs-agent-action.action")] = "fleet"
await import("../index.js")
