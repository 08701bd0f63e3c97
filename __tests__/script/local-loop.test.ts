// The local loop's checks before `npm run local-action` (script/local-loop.ts): a settings file that is not there,
// and an event that talks to GitHub without GITHUB_API_URL, are each refused in one line naming what to do.
import { envFileMissing, githubFakeNeeded } from '../../script/local-loop.js'

describe('githubFakeNeeded', () => {
  it.each(['issues', 'issue_comment', 'pull_request', 'pull_request_target', 'push'])(
    "a '%s' event without GITHUB_API_URL: one line naming the event and the command",
    event => {
      expect(githubFakeNeeded({ GITHUB_EVENT_NAME: event })).toBe(
        `A '${event}' event talks to GitHub, and GITHUB_API_URL is not set, so the run would call api.github.com: start \`npm run github-fake -- --port 4011\` beside the simulator and copy the lines it prints into .env.`
      )
    }
  )

  it('runs with GITHUB_API_URL set, or for a dispatch (the default event) or a schedule', () => {
    expect(githubFakeNeeded({ GITHUB_EVENT_NAME: 'issues', GITHUB_API_URL: 'http://127.0.0.1:4011' })).toBeUndefined()
    expect(githubFakeNeeded({})).toBeUndefined()
    expect(githubFakeNeeded({ GITHUB_EVENT_NAME: 'workflow_dispatch' })).toBeUndefined()
    expect(githubFakeNeeded({ GITHUB_EVENT_NAME: 'schedule' })).toBeUndefined()
  })
})

describe('envFileMissing', () => {
  it('names the copy to make when the file is not there, and says nothing when it is', () => {
    expect(envFileMissing('.env', () => false)).toBe(
      '.env does not exist: cp .env.example .env (its INPUT_* lines point at npm run sim; CONTRIBUTING.md, "The local loop").'
    )
    const asked: string[] = []
    expect(envFileMissing('local.env', path => (asked.push(path), true))).toBeUndefined()
    expect(asked).toStrictEqual(['local.env'])
  })
})
