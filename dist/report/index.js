// The report action (report/action.yml): the bundle of the four actions, told to run the report.
globalThis[Symbol.for("docs-agent-action.action")] = "report"
await import("../index.js")
