// Where a merged change goes (src/agent/change/route.ts), pure: a re-run attaches to the job the source's or the
// tracking issue's marker remembers for its run (and refuses when an earlier attempt's create may have reached the
// service without a known id), a change a job already carries is skipped, the open job takes a follow-up until it
// carries changes-per-job changes, else a new job.
import fc from 'fast-check'
import { routeChange, type Route, type RouteFacts } from '../../../src/agent/change/route.js'
import { marker, parseMarker, type StatusMarker } from '../../../src/thread/marker.js'

const RUN = 4242
const first = { runId: RUN, runAttempt: 1 }
const rerun = { runId: RUN, runAttempt: 2 }

/** A marker as a thread holds it: written, then read back (what routeChange is handed). */
function held(m: StatusMarker): StatusMarker {
  const read = parseMarker(marker(m))
  if (!read) throw new Error('marker not read back')
  return read
}

const facts = (fields: Partial<RouteFacts> = {}): RouteFacts => ({ keys: ['pr-12'], changesPerJob: 10, ...fields })
/** Where a route sends the change: the open job it follows up, 'new' for a new job, or the route's kind. */
const sentTo = (route: Route): string => (route.kind === 'send' ? (route.followUp ?? 'new') : route.kind)
const pulls = (from: number, count: number) => Array.from({ length: count }, (_, i) => `pr-${from + i}`)

describe('a re-run', () => {
  it('attaches to the job the source’s marker remembers for its run', () => {
    const source = held({ jobId: 'J1', runs: [{ runId: RUN, jobId: 'J1' }] })
    expect(routeChange(facts({ source, openJob: 'J9' }), rerun)).toEqual({
      kind: 'attach',
      jobId: 'J1',
      why: 're-run 2: attaching to job J1'
    })
  })

  it('attaches to the job the tracking issue’s marker remembers for its run, with or without a source marker', () => {
    const ledger = held({ jobId: 'L', runs: [{ runId: 7 }, { runId: RUN, jobId: 'J2' }] })
    const source = held({ jobId: 'S', runs: [{ runId: 8, jobId: 'S' }] })
    expect(routeChange(facts({ ledger }), { runId: RUN, runAttempt: 3 })).toEqual({
      kind: 'attach',
      jobId: 'J2',
      why: 're-run 3: attaching to job J2'
    })
    expect(routeChange(facts({ ledger, source }), rerun)).toMatchObject({ kind: 'attach', jobId: 'J2' })
  })

  it('attaches before anything else: even when the change is carried and the open job is full', () => {
    const ledger = held({
      jobId: 'J1',
      runs: [{ runId: RUN, jobId: 'J1' }],
      gaps: [{ jobId: 'J1', keys: ['pr-12', ...pulls(100, 9)] }]
    })
    expect(routeChange(facts({ ledger, openJob: 'J1' }), rerun)).toMatchObject({ kind: 'attach', jobId: 'J1' })
  })

  it('throws when an earlier attempt’s create may have reached the service and its job id is unknown', () => {
    const unknownJob = held({ runs: [{ runId: RUN }] })
    const claimed = held({ jobId: 'J0', runs: [], pending: RUN })
    const message = /Attempt 2 of run 4242: an earlier attempt's create request may have reached the service/
    expect(() => routeChange(facts({ source: unknownJob }), rerun)).toThrow(message)
    expect(() => routeChange(facts({ ledger: unknownJob }), rerun)).toThrow(message)
    expect(() => routeChange(facts({ ledger: claimed }), rerun)).toThrow(message)
    expect(() => routeChange(facts({ ledger: claimed, source: held({ runs: [] }) }), rerun)).toThrow(message)
  })

  it('of a run the markers do not remember routes as a first attempt would', () => {
    const ledger = held({ jobId: 'J1', runs: [{ runId: 1, jobId: 'J1' }], pending: 2 })
    expect(routeChange(facts({ ledger, openJob: 'J1' }), rerun)).toEqual(
      routeChange(facts({ ledger, openJob: 'J1' }), first)
    )
    expect(routeChange(facts({ ledger, openJob: 'J1' }), rerun)).toMatchObject({ kind: 'send', followUp: 'J1' })
    expect(sentTo(routeChange(facts(), rerun))).toBe('new')
  })

  it('a first attempt never attaches nor throws, whatever the markers say of its run', () => {
    const source = held({ jobId: 'J1', runs: [{ runId: RUN, jobId: 'J1' }] })
    const ledger = held({ runs: [{ runId: RUN }], pending: RUN })
    expect(routeChange(facts({ source, openJob: 'J1' }), first)).toMatchObject({ kind: 'send', followUp: 'J1' })
    expect(sentTo(routeChange(facts({ ledger }), first))).toBe('new')
  })
})

describe('a change already carried', () => {
  const skipped = (jobId: string) => ({
    kind: 'skip',
    reason: `This change was already sent to the docs agent's job ${jobId} (an earlier run, or another workflow on the same merge): not sent again.`
  })

  it('in the source’s marker is skipped, naming the job', () => {
    const source = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: ['pr-12'] }] })
    expect(routeChange(facts({ source, openJob: 'J2' }), first)).toEqual(skipped('J1'))
  })

  it('in the tracking issue’s marker is skipped, naming the job that carries it', () => {
    const ledger = held({
      jobId: 'J2',
      runs: [],
      gaps: [
        { jobId: 'J2', keys: ['pr-20'] },
        { jobId: 'J1', keys: ['pr-11', 'pr-12'] }
      ]
    })
    expect(routeChange(facts({ ledger, openJob: 'J2' }), first)).toEqual(skipped('J1'))
    expect(routeChange(facts({ ledger, source: held({ runs: [] }) }), rerun)).toEqual(skipped('J1'))
  })

  it('a batch is skipped only when one job carries every change of it', () => {
    const ledger = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: ['pr-11', 'pr-12'] }] })
    expect(routeChange(facts({ ledger, keys: ['pr-12', 'pr-11'] }), first)).toEqual(skipped('J1'))
    expect(routeChange(facts({ ledger, keys: ['pr-12', 'pr-13'], openJob: 'J1' }), first)).toMatchObject({
      kind: 'send',
      followUp: 'J1'
    })
  })

  it('a key another job carries among report gaps’ keys is still that job’s', () => {
    const ledger = held({ runs: [], gaps: [{ jobId: 'R', keys: ['3f9a1c2b', 'push-6113728f27ae'] }] })
    expect(routeChange(facts({ ledger, keys: ['push-6113728f27ae'] }), first)).toEqual(skipped('R'))
  })
})

describe('the open docs job', () => {
  it('none: a new job', () => {
    expect(routeChange(facts(), first)).toEqual({ kind: 'send', why: 'a new docs job' })
    const ledger = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: ['pr-11'] }] })
    expect(routeChange(facts({ ledger }), first)).toEqual({ kind: 'send', why: 'a new docs job' })
  })

  it('under the cap takes a follow-up', () => {
    const ledger = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: pulls(100, 9) }] })
    expect(routeChange(facts({ ledger, openJob: 'J1' }), first)).toEqual({
      kind: 'send',
      followUp: 'J1',
      why: 'a follow-up to the open docs job J1, one pull request for many merges'
    })
  })

  it('a follow-up even when the tracking issue has no marker yet', () => {
    expect(routeChange(facts({ openJob: 'J1' }), first)).toMatchObject({ kind: 'send', followUp: 'J1' })
  })

  it('at the cap: a new job, saying why', () => {
    const ledger = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: pulls(100, 10) }] })
    expect(routeChange(facts({ ledger, openJob: 'J1' }), first)).toEqual({
      kind: 'send',
      why: 'the open docs job J1 already carries 10 changes (changes-per-job: 10): a new job'
    })
    expect(routeChange(facts({ ledger, openJob: 'J1', changesPerJob: 11 }), first)).toMatchObject({ followUp: 'J1' })
  })

  it('counts only the change keys the tracking issue remembers for the open job', () => {
    const ledger = held({
      jobId: 'J1',
      runs: [],
      gaps: [
        { jobId: 'J1', keys: ['pr-1', '3f9a1c2b', 'searches:77aa'] },
        { jobId: 'J0', keys: pulls(100, 5) }
      ]
    })
    // The source's marker names the job too, but only the ledger counts what the job carries.
    const source = held({ jobId: 'J1', runs: [], gaps: [{ jobId: 'J1', keys: ['pr-2', 'pr-3'] }] })
    expect(routeChange(facts({ ledger, source, openJob: 'J1', changesPerJob: 2 }), first)).toMatchObject({
      followUp: 'J1'
    })
    expect(routeChange(facts({ ledger, openJob: 'J1', changesPerJob: 1 }), first)).toEqual({
      kind: 'send',
      why: 'the open docs job J1 already carries 1 changes (changes-per-job: 1): a new job'
    })
  })

  it('any count against any cap: a follow-up exactly while the job carries fewer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 50 }), (count, cap) => {
        const ledger = held({ runs: [], ...(count ? { gaps: [{ jobId: 'J1', keys: pulls(1000, count) }] } : {}) })
        const route = routeChange(facts({ keys: ['pr-1'], ledger, openJob: 'J1', changesPerJob: cap }), first)
        expect(sentTo(route)).toBe(count < cap ? 'J1' : 'new')
      })
    )
  })
})
