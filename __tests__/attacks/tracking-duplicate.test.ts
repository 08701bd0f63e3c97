// Attack on the tracking issue of merged changes (issue 36), through the bundle: another run opens the tracking issue
// while this one opens its own, and GitHub refuses to close this run's duplicate (403, 404, 410, 422, 503). The run
// keeps the older issue it settled on whatever the close answers: the job is recorded there, and the next merge finds
// it and follows that job up instead of starting another. Until the fix, the refused close dropped the tracking issue:
// the job was recorded nowhere and the next merge started a second one.
import { docsPullOf, mergeIn, oursOn, runChange, startChangeWorld } from '../../__fixtures__/change-world.js'
import { runnerCommands } from '../../__fixtures__/runner-commands.js'
import { closeWorld, type World } from '../../__fixtures__/world.js'
import { GITHUB_RETRIES } from '../../src/github/request-guard.js'
import { TRACKING_LABEL } from '../../src/agent/change/tracking.js'
import type { ActionRun } from '../../script/local-runner.js'

let world: World
beforeEach(async () => {
  world = await startChangeWorld({ job: { durationMs: 200 } })
})
afterEach(() => closeWorld(world))

/** The other run's issue (#501, the change world's first free number) and this run's duplicate, opened after it. */
const [OTHER, DUPLICATE] = [501, 502]
/** GitHub's message refusing the close: the warning quotes it, its period once. */
const REFUSAL = 'The issue cannot be closed now.'
/** A 5xx close is tried GITHUB_RETRIES more times, 1 s, 4 s and 9 s apart: that run waits 14 s on purpose. */
const RETRIED_RUN_MS = 55_000

/** How many requests of this route the service received. */
const sent = (route: 'createJob' | 'sendMessage') => world.sim.requests.filter(r => r.route === route).length
const warnings = (run: ActionRun) =>
  runnerCommands(run.stdout)
    .filter(c => c.name === 'warning')
    .map(c => c.data)

describe('a duplicate tracking issue GitHub refuses to close', () => {
  it.each([403, 404, 410, 422, 503])(
    'answered %i: the job is recorded on the older issue, and the next merge follows it up',
    async status => {
      const { gh } = world
      // This run lists no tracking issue; just before its create lands, the other run's does (#501), so the create
      // makes #502, the listing after it shows both, and the run closes its own as the duplicate: GitHub refuses.
      gh.inject('createIssue', { kind: 'before', run: () => gh.label(OTHER, TRACKING_LABEL) })
      const attempts = status >= 500 ? GITHUB_RETRIES + 1 : 1
      gh.inject('updateIssue', { kind: 'status', status, body: { message: REFUSAL } }, attempts)

      const first = await runChange(world, mergeIn(world), 'pull_request', {}, {}, { watchdogMs: RETRIED_RUN_MS })
      expect(first.code).toBe(0)
      const closes = gh.requests.filter(r => r.route === 'updateIssue')
      expect(closes.map(r => [r.path, r.status])).toEqual(
        Array.from({ length: attempts }, () => [`/repos/acme/docs/issues/${DUPLICATE}`, status])
      )
      expect(gh.issue(DUPLICATE).state).toBe('open')
      // The job is recorded on the older issue, the one every run settles on.
      const jobId = first.outputs['job-id'] ?? ''
      expect(sent('createJob')).toBe(1)
      expect(jobId).toBe([...world.sim.jobs.keys()][0])
      const [ledger, ...more] = oursOn(world, OTHER)
      expect(more).toHaveLength(0)
      expect(ledger?.body).toContain(jobId)
      expect(ledger?.body).toContain('Merged changes this docs job carries: #101.')
      expect(oursOn(world, DUPLICATE)).toHaveLength(0)
      // One warning: which issue to close by hand, and which one stays; never "could not open the tracking issue".
      expect(warnings(first)).toEqual([
        `Could not close issue #${DUPLICATE}, which another run opened as the tracking issue at the same time: PATCH /repos/{owner}/{repo}/issues/{issue_number}: ${REFUSAL} #${OTHER} stays the tracking issue; close #${DUPLICATE} by hand.`
      ])

      // The next merge, while the job's docs pull request is open: it finds the job on #501 and follows it up.
      gh.setPull(docsPullOf(world.sim.jobs.get(jobId)?.prLink), 'open')
      const mark = gh.requests.length
      const second = await runChange(
        world,
        mergeIn(world, { number: 102, title: 'Add --verbose' }),
        'pull_request',
        {},
        { GITHUB_RUN_ID: '4243' }
      )
      expect(second.code).toBe(0)
      expect(sent('createJob')).toBe(1)
      expect(sent('sendMessage')).toBe(1)
      expect(world.sim.jobs.get(jobId)?.messages[0]).toContain('Add --verbose')
      expect(second.outputs).toMatchObject({ 'change-result': 'follow-up', 'job-id': jobId, 'source-prs': '101,102' })
      expect(oursOn(world, OTHER)[0]?.body).toContain('Merged changes this docs job carries: #101, #102.')
      expect(oursOn(world, DUPLICATE)).toHaveLength(0)
      // No issue opened or closed: the run found the tracking issue as it was.
      expect(gh.requestCounts(mark)).not.toHaveProperty('createIssue')
      expect(gh.requestCounts(mark)).not.toHaveProperty('updateIssue')
      expect(warnings(second)).toEqual([])
    },
    RETRIED_RUN_MS + 5_000
  )
})
