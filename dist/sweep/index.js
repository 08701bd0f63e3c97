// The sweep action (sweep/action.yml): the bundle of the four actions, told to run the sweep.
globalThis[Symbol.for("docs-agent-action.action")] = "sweep"
await import("../index.js")
