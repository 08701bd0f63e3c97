/**
 * GitHub-like frames for the README's pictures (script/screenshots.ts): an issue page with its timeline, and a workflow
 * run's job summary. Markdown is rendered with marked; the frame's own text is escaped. The look follows GitHub's
 * light theme (Primer colours, system font stack); no network is used, so avatars are drawn, not loaded.
 */
import { marked } from 'marked'

const esc = (text: string): string =>
  text.replace(/[&<>"]/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

const FONT =
  '-apple-system,BlinkMacSystemFont,"Segoe UI","Noto Sans",Helvetica,Arial,sans-serif,"Apple Color Emoji","Noto Color Emoji"'
const MONO = 'ui-monospace,SFMono-Regular,"SF Mono",Menlo,Consolas,"Liberation Mono","DejaVu Sans Mono",monospace'

/** GitHub's markdown body, then the frame's parts. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#fff;color:#1f2328;font:14px/1.5 ${FONT};padding:24px 32px;width:fit-content}
a{color:#0969da;text-decoration:none}
.md{font-size:14px;line-height:1.5;word-wrap:break-word}
.md>*:first-child{margin-top:0}.md>*:last-child{margin-bottom:0}
.md p,.md ul,.md ol,.md table,.md blockquote,.md pre{margin:0 0 16px}
.md h2{font-size:1.5em;font-weight:600;margin:24px 0 16px;padding-bottom:.3em;border-bottom:1px solid #d1d9e0b3}
.md h3{font-size:1.25em;font-weight:600;margin:24px 0 16px}
.md h4{font-size:1em;font-weight:600;margin:24px 0 16px}
.md code{font:85% ${MONO};background:#818b981f;padding:.2em .4em;border-radius:6px;white-space:nowrap}
.md blockquote{padding:0 1em;color:#59636e;border-left:.25em solid #d1d9e0}
.md ul,.md ol{padding-left:2em}.md li+li{margin-top:.25em}
.md table{border-spacing:0;border-collapse:collapse;display:block;width:max-content;max-width:100%;overflow:auto}
.md th{font-weight:600}
.md td,.md th{padding:6px 13px;border:1px solid #d1d9e0;white-space:nowrap}
.md tr{background:#fff;border-top:1px solid #d1d9e0b3}.md tr:nth-child(2n){background:#f6f8fa}
.label{display:inline-block;padding:0 7px;font-size:12px;font-weight:500;line-height:18px;border-radius:2em;border:1px solid transparent}
.muted{color:#59636e}
`

/** A round avatar with an initial, as GitHub draws a user without a picture (identicon-like colour). */
const userAvatar = (login: string, size = 40): string =>
  `<div style="width:${size}px;height:${size}px;border-radius:50%;background:#bf8700;color:#fff;display:flex;` +
  `align-items:center;justify-content:center;font-weight:600;font-size:${size / 2}px;flex:none;` +
  `box-shadow:0 0 0 1px #1f232826">${esc(login.slice(0, 1).toUpperCase())}</div>`

/** GitHub Actions' avatar: a bot's square with round corners, blue, with the play mark. */
const actionsAvatar = (size = 40): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 40 40" style="flex:none;border-radius:6px">` +
  `<rect width="40" height="40" fill="#2088ff"/><circle cx="20" cy="20" r="11" fill="none" stroke="#fff" stroke-width="2.5"/>` +
  `<path d="M17 14.5v11l9-5.5z" fill="#fff"/></svg>`

function comment(avatar: string, header: string, bodyHtml: string, footer = '', own = false): string {
  const border = own ? '#54aeff66' : '#d1d9e0'
  const head = own ? '#ddf4ff' : '#f6f8fa'
  return `<div style="display:flex;gap:16px;margin-bottom:16px">${avatar}
<div style="flex:1;border:1px solid ${border};border-radius:6px;min-width:0">
<div style="background:${head};border-bottom:1px solid ${border};border-radius:6px 6px 0 0;padding:8px 16px;display:flex;justify-content:space-between">${header}</div>
<div class="md" style="padding:16px">${bodyHtml}</div>${footer}</div></div>`
}

export interface IssuePage {
  repository: string
  number: number
  title: string
  author: string
  /** The issue's opening markdown. */
  body: string
  label: string
  /** Reactions on the issue (GitHub's names: eyes, rocket, …). */
  reactions: string[]
  /** The bot's comment, markdown as it was sent. */
  botComment: string
  width: number
}

const EMOJI: Record<string, string> = { eyes: '👀', rocket: '🚀', '+1': '👍', confused: '😕', hooray: '🎉' }

/** An issue as GitHub shows it: title, state, the opening comment with its reactions, the label event, the bot's comment. */
export function issuePage(page: IssuePage): string {
  const reactions = page.reactions
    .map(
      name =>
        `<span style="display:inline-flex;align-items:center;gap:4px;padding:0 8px;height:26px;border:1px solid #d1d9e0;` +
        `border-radius:100px;font-size:12px;color:#59636e">${EMOJI[name] ?? esc(name)} <b style="font-weight:500">1</b></span>`
    )
    .join(' ')
  const opening = comment(
    userAvatar(page.author),
    `<span><b>${esc(page.author)}</b> <span class="muted">opened 4 minutes ago</span></span><span class="label" style="border-color:#d1d9e0;color:#59636e">Member</span>`,
    marked.parse(page.body) as string,
    `<div style="padding:0 16px 16px;display:flex;gap:6px">${reactions}</div>`,
    true
  )
  const labelEvent =
    `<div style="margin:-16px 0 0 72px;border-left:2px solid #d1d9e0;padding:20px 0 20px 28px;position:relative;` +
    `display:flex;align-items:center;gap:6px;color:#59636e">` +
    `<span style="position:absolute;left:-17px;width:32px;height:32px;border-radius:50%;background:#f6f8fa;` +
    `border:2px solid #fff;display:flex;align-items:center;justify-content:center">` +
    `<svg width="16" height="16" viewBox="0 0 16 16" fill="#59636e"><path d="M1 7.8V2.5A1.5 1.5 0 0 1 2.5 1h5.3c.4 0 .8.2 1.1.4l6.2 6.3a1.5 1.5 0 0 1 0 2.1l-5.3 5.3a1.5 1.5 0 0 1-2.1 0L1.4 8.9A1.5 1.5 0 0 1 1 7.8ZM5 6a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"/></svg></span>` +
    `${userAvatar(page.author, 20)}<b style="color:#1f2328">${esc(page.author)}</b> added the ` +
    `<span class="label" style="background:#0e8a16;color:#fff">${esc(page.label)}</span> label 4 minutes ago</div>`
  const bot = comment(
    actionsAvatar(),
    `<span><b>github-actions</b> <span class="label" style="border-color:#d1d9e0;color:#59636e">bot</span> <span class="muted">commented 3 minutes ago · edited</span></span><span class="muted">···</span>`,
    marked.parse(page.botComment) as string
  )
  return `<!doctype html><meta charset="utf-8"><style>${STYLE}</style>
<div style="width:${page.width}px">
<div class="muted" style="font-size:14px;margin-bottom:8px">${esc(page.repository)} · Issues</div>
<h1 style="font-size:26px;font-weight:400;margin:0 0 8px">${esc(page.title)} <span class="muted" style="font-weight:300">#${page.number}</span></h1>
<div style="display:flex;align-items:center;gap:8px;padding-bottom:16px;margin-bottom:24px;border-bottom:1px solid #d1d9e0">
<span style="background:#1f883d;color:#fff;border-radius:2em;padding:5px 12px;font-weight:500">● Open</span>
<span class="muted"><b style="color:#59636e">${esc(page.author)}</b> opened this issue 4 minutes ago · 1 comment</span></div>
${opening}${labelEvent}${bot}</div>`
}

export interface SummaryPage {
  workflow: string
  /** e.g. "on: schedule" */
  trigger: string
  job: string
  markdown: string
  width: number
}

/** A workflow run's summary page: the run's title, then the job's summary card. */
export function summaryPage(page: SummaryPage): string {
  return `<!doctype html><meta charset="utf-8"><style>${STYLE}body{background:#f6f8fa}</style>
<div style="width:${page.width}px">
<div style="display:flex;align-items:center;gap:8px;margin-bottom:4px">
<svg width="20" height="20" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#1f883d"/><path d="M4.5 8.2 7 10.5l4.5-5" stroke="#fff" stroke-width="1.6" fill="none"/></svg>
<span style="font-size:20px;font-weight:600">${esc(page.workflow)}</span></div>
<div class="muted" style="margin:0 0 16px 28px">${esc(page.trigger)} · acme/docs-site · Summary</div>
<div style="background:#fff;border:1px solid #d1d9e0;border-radius:6px">
<div style="padding:12px 16px;border-bottom:1px solid #d1d9e0;font-weight:600">${esc(page.job)} summary</div>
<div class="md" style="padding:16px 24px 24px">${marked.parse(page.markdown) as string}</div></div></div>`
}
