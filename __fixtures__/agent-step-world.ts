/**
 * The agent step's world for a test file (src/step/agent-step.ts in process): the simulator and the fake GitHub of each
 * test, threads on its issues, a service client, the step's context, and what was written to an issue's comments.
 */
import { afterEach, beforeEach, jest } from '@jest/globals'
import { getOctokit } from '@actions/github'
import { startFakeGitHub, type FakeGitHub } from './fake-github.js'
import { startSimulator, type Simulator } from '../sim/server.js'
import type { AgentStepContext, Ledger } from '../src/step/agent-step.js'
import { parseMarker } from '../src/thread/marker.js'
import { IssueThread } from '../src/thread/issue-thread.js'
import { createServiceClient } from '../src/service/client.js'

export const BOT = 'github-actions[bot]'
export const RUN_ID = 42

export function agentStepWorld() {
  let gh: FakeGitHub | undefined
  let sim: Simulator | undefined
  let octokit: ReturnType<typeof getOctokit> | undefined
  beforeEach(async () => {
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    gh = await startFakeGitHub()
    sim = await startSimulator({ job: { durationMs: 300 } })
    octokit = getOctokit('ghs_fake_token', { baseUrl: gh.url })
  })
  afterEach(async () => {
    jest.restoreAllMocks()
    await Promise.all([gh?.close(), sim?.close()])
  })
  const github = (): FakeGitHub => gh ?? fail('the fake GitHub starts before each test')
  const simulator = (): Simulator => sim ?? fail('the simulator starts before each test')
  const client = () =>
    createServiceClient(
      {
        baseUrl: simulator().url,
        apiKey: simulator().apiKey,
        requestTimeoutMs: 2000,
        backoff: { baseMs: 5, capMs: 20 }
      },
      simulator().projectId
    )
  /** A thread on an issue (or pull request); reactions on `triggerCommentId`, else on the issue itself. */
  const thread = (issueNumber: number, triggerCommentId?: number) =>
    new IssueThread(
      octokit ?? fail('the fake GitHub starts before each test'),
      { owner: github().owner, repo: github().repo, issueNumber },
      BOT,
      triggerCommentId
    )
  function context(
    over: {
      wait?: boolean
      sweepIntervalMs?: number
      issueThread?: IssueThread
      ledger?: Ledger
      /** The run's GitHub client as the step asks for it (connect.ts's `githubLater`); each ask is counted here. */
      github?: { asked: number }
    } = {}
  ): AgentStepContext {
    const { wait = true, sweepIntervalMs, issueThread, ledger, github: asks } = over
    const { owner, repo } = github()
    return {
      settings: { wait, pollIntervalMs: 50, failOnJobFailure: true, sweepIntervalMs, timeoutMs: 20_000 },
      event: {
        name: 'issue_comment',
        action: 'created',
        owner,
        repo,
        issueNumber: issueThread?.issueNumber,
        actor: 'octocat',
        actorType: 'User',
        runId: RUN_ID,
        runAttempt: 1,
        runUrl: `https://github.com/${owner}/${repo}/actions/runs/${RUN_ID}`
      },
      client: client(),
      signal: new AbortController().signal,
      issueThread,
      ledger,
      deadline: Date.now() + 20_000,
      ...(ledger ? { subject: 'change' as const } : {}),
      ...(asks && {
        github: async () => {
          asks.asked++
          return octokit
        }
      })
    }
  }
  /** Every body written to an issue's comments, in order. */
  const writesOn = (issue: number): string[] => {
    const ids = new Set(
      github()
        .commentsOn(issue)
        .map(c => c.id)
    )
    const on = (path: string): boolean => {
      const id = /\/issues\/comments\/(\d+)$/.exec(path)?.[1]
      return path.endsWith(`/issues/${issue}/comments`) || (id !== undefined && ids.has(Number(id)))
    }
    return github()
      .requests.filter(r => (r.route === 'createComment' || r.route === 'updateComment') && on(r.path))
      .map(r => String((r.body as { body?: string }).body))
  }
  /** The working state's writes: those whose marker holds this run with its job (a claim holds it pending). */
  const workingOn = (issue: number): string[] =>
    writesOn(issue).filter(
      body => body.includes('is working on') && parseMarker(body)?.runs.some(r => r.runId === RUN_ID && r.jobId)
    )
  /** Our status comment on an issue, as GitHub holds it now. */
  const ours = (issue: number) =>
    github()
      .commentsOn(issue)
      .find(c => c.user.login === BOT)
  return { github, simulator, client, thread, context, writesOn, workingOn, ours }
}

function fail(message: string): never {
  throw new Error(message)
}
