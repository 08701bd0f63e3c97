export const id = 546;
export const ids = [546];
export const modules = {

/***/ 5430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LY: () => (/* binding */ GitHubGuard),
/* harmony export */   Wn: () => (/* binding */ GitHubUnavailableError)
/* harmony export */ });
/* unused harmony exports GITHUB_RETRIES, retryDelayMs, waitRefusal */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7607);
/* harmony import */ var _sleep_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6972);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5625);



/**
 * GitHub did not answer in time, was skipped after an earlier timeout, or the run was cancelled. Named AbortError
 * because @octokit/request rethrows an AbortError as it is, where it turns any other fetch failure into a
 * RequestError with status 500, which rate-limit and retry logic would repeat: a hang does not heal.
 */
class GitHubUnavailableError extends Error {
    reason;
    constructor(message, reason) {
        super(message);
        this.reason = reason;
        this.name = 'AbortError';
    }
}
/** Attempts after the first, as plugin-retry makes them; `request: { retries }` of a call overrides it. */
const GITHUB_RETRIES = 3;
const NO_BODY = new Set([101, 204, 205, 304]);
/** plugin-retry's schedule (1 s, 4 s, 9 s), for a 5xx or a failed connection only; undefined: do not retry. */
function retryDelayMs(error, attempt, retries) {
    if (error instanceof GitHubUnavailableError || attempt >= retries)
        return undefined;
    const status = error?.status;
    return typeof status === 'number' && status >= 500 ? (attempt + 1) ** 2 * 1000 : undefined;
}
/** Why a wait of `waitMs` may not start now, or undefined when it may: it must end before the deadline. */
function waitRefusal(now, waitMs, deadline, cancelled) {
    if (cancelled)
        return 'the run was cancelled';
    if (now + waitMs > deadline)
        return "it would end after the run's timeout";
    return undefined;
}
/**
 * The one place every GitHub request passes: each attempt gets the request timeout and the run's signal (fetch), each
 * call is retried on 5xx only while the wait fits before the deadline (send), and after one timeout the run's other
 * GitHub calls are skipped with one warning, so a GitHub that hangs costs one request timeout, not one per call.
 */
class GitHubGuard {
    limits;
    stalledOn;
    now;
    constructor(limits) {
        this.limits = limits;
        this.now = limits.now ?? Date.now;
    }
    /** Why a rate-limit or retry wait of waitMs may not start now; undefined when it may. */
    refuseWait(waitMs) {
        const { deadline, cancelSignal, signal } = this.limits;
        return waitRefusal(this.now(), waitMs, deadline, cancelSignal.aborted || signal.aborted);
    }
    /** Wraps the transport: one attempt, headers and body, within the request timeout and the run's signal. */
    fetch(inner) {
        return async (url, init = {}) => {
            const what = `${init.method ?? 'GET'} ${pathOf(url)}`;
            this.check(what);
            const timeout = AbortSignal.timeout(this.limits.requestTimeoutMs);
            const signals = [this.limits.signal, timeout, ...(init.signal ? [init.signal] : [])];
            try {
                const response = await inner(url, { ...init, signal: AbortSignal.any(signals) });
                // Read the body here, under the same signal: Octokit would take a body cut off by the timeout for an empty one.
                const body = NO_BODY.has(response.status) ? null : await response.arrayBuffer();
                const copy = new Response(body, { status: response.status, statusText: response.statusText });
                response.headers.forEach((value, name) => copy.headers.append(name, value));
                return Object.defineProperty(copy, 'url', { value: response.url });
            }
            catch (error) {
                if (this.limits.signal.aborted)
                    throw this.cancelled(what);
                if (timeout.aborted)
                    throw this.stall(what);
                throw error;
            }
        };
    }
    /** Wraps a whole Octokit call (its rate-limit waits too): retries, and no waiting past the run's end. */
    async send(request, options) {
        const what = `${options.method ?? 'GET'} ${pathOf(options.url ?? '')}`;
        const retries = options.request?.retries ?? GITHUB_RETRIES;
        for (let attempt = 0;; attempt++) {
            this.check(what);
            try {
                return await this.abortable((async () => request(options))(), what);
            }
            catch (error) {
                const delay = retryDelayMs(error, attempt, retries);
                if (delay === undefined || this.refuseWait(delay))
                    throw error;
                (0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz)(`${what} failed (status ${error.status}); retrying in ${delay} ms`);
                await (this.limits.sleep ?? _sleep_js__WEBPACK_IMPORTED_MODULE_1__/* .sleep */ .y)(delay, this.limits.cancelSignal).catch(() => Promise.reject(error));
            }
        }
    }
    check(what) {
        if (this.limits.signal.aborted)
            throw this.cancelled(what);
        if (this.stalledOn) {
            throw new GitHubUnavailableError(`${what} skipped: GitHub did not answer ${this.stalledOn} within ${this.timeoutText()}`, 'skipped');
        }
    }
    /** Ends the caller's wait when the run's signal aborts, even inside a rate-limit wait that cannot be stopped. */
    abortable(promise, what) {
        const { signal } = this.limits;
        let onAbort = () => undefined;
        const aborted = new Promise((_, reject) => {
            onAbort = () => reject(this.cancelled(what));
            signal.addEventListener('abort', onAbort, { once: true });
        });
        return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
    }
    cancelled(what) {
        return new GitHubUnavailableError(`${what} not answered: the run was cancelled`, 'cancelled');
    }
    stall(what) {
        if (!this.stalledOn) {
            this.stalledOn = what;
            const warn = this.limits.warn ?? _log_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e;
            warn(`GitHub did not answer ${what} within ${this.timeoutText()} (request-timeout). The run's other GitHub calls are skipped: a GitHub that hangs would cost this again on every call. The job's result is in the outputs and the job summary.`);
        }
        return new GitHubUnavailableError(`GitHub did not answer ${what} within ${this.timeoutText()}`, 'timeout');
    }
    timeoutText() {
        return (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a)(this.limits.requestTimeoutMs);
    }
}
/** The path of a request URL or route (`/repos/{owner}/{repo}/…`), for messages: never its query. */
function pathOf(url) {
    return URL.canParse(url) ? new URL(url).pathname : url.replace(/[?#].*$/s, '');
}


/***/ }),

/***/ 2546:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ThreadReporter: () => (/* binding */ ThreadReporter)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/log.ts
var log = __webpack_require__(5625);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/render/status-comment.ts

/** GitHub refuses comment bodies over 65,536 characters; stay below with room to spare. */
const COMMENT_LIMIT = 65_000;
const MARKER_PREFIX = '<!-- docs-agent-action:status';
/** The hidden marker that finds the status comment again; it carries the job id and the run that started it. */
function marker(m) {
    const job = m.jobId ? ` job=${encodeURIComponent(m.jobId)}` : '';
    const run = m.runId !== undefined ? ` run=${m.runId}` : '';
    return `${MARKER_PREFIX}${job}${run} -->`;
}
/** Reads the marker at the start of a comment body; undefined when the body has none. */
function parseMarker(body) {
    const match = /^<!-- docs-agent-action:status((?: [a-z]+=[^\s>]*)*) -->/.exec(body);
    if (!match)
        return undefined;
    const fields = Object.fromEntries((match[1] ?? '')
        .trim()
        .split(' ')
        .filter(Boolean)
        .map(kv => kv.split('=')));
    const jobId = fields.job ? safeDecode(fields.job) : undefined;
    const runId = fields.run && /^\d+$/.test(fields.run) ? Number(fields.run) : undefined;
    return { jobId, runId };
}
function safeDecode(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return undefined;
    }
}
const ICON = { success: '✅', notice: 'ℹ️', warning: '⚠️', failure: '❌' };
/** The whole status comment: marker first (so truncation can never cut it), then what a person needs to know. */
function renderStatusComment(view) {
    const jobId = view.state === 'final' ? view.job.id : view.jobId;
    const head = marker({ jobId, runId: view.runId });
    const runLink = (0,markdown/* link */.nf)('workflow run', view.runUrl);
    let body;
    switch (view.state) {
        case 'working': {
            const what = view.followUp ? 'is working on your follow-up' : 'is working on it';
            const job = view.jobId ? ` — job ${(0,markdown/* code */.aY)(view.jobId)}` : '';
            const prompt = view.prompt ? `\n\n> ${(0,markdown/* escapeMarkdown */.FV)(view.prompt)}` : '';
            body = `⏳ **The docs agent ${what}**${job}. Follow along in the ${runLink}.${prompt}`;
            break;
        }
        case 'final':
            body = renderFinal(view.job, view.outcome, runLink);
            break;
        case 'error':
            body = `❌ **The docs agent run failed**${view.jobId ? ` (job ${(0,markdown/* code */.aY)(view.jobId)})` : ''}: ${(0,markdown/* escapeMarkdown */.FV)(view.error)}\n\nSee the ${runLink}.`;
    }
    return truncate(`${head}\n${body}\n`, COMMENT_LIMIT);
}
function renderFinal(job, outcome, runLink) {
    const id = (0,markdown/* code */.aY)(job.id);
    const icon = ICON[outcome.level];
    switch (outcome.kind) {
        case 'pr-opened':
            return `${icon} **Docs pull request opened:** ${(0,markdown/* link */.nf)(job.prLink ?? '', job.prLink)}\n\nJob ${id} completed (${runLink}).`;
        case 'no-changes':
            return `${icon} **No files changed.** Job ${id} completed without opening a pull request (${runLink}).`;
        case 'timed-out':
            return `⏱️ **Still running** — job ${id} is ${(0,markdown/* code */.aY)(job.status)} after the timeout. It keeps running on the service; re-run the workflow or dispatch it with ${(0,markdown/* code */.aY)(`job-id: ${job.id}`)} to pick it up (${runLink}).`;
        case 'cancelled':
            return `🛑 **Cancelled** — job ${id} keeps running on the service; re-run or dispatch with ${(0,markdown/* code */.aY)(`job-id: ${job.id}`)} to pick it up (${runLink}).`;
        default:
            return `${icon} **${(0,markdown/* escapeMarkdown */.FV)(outcome.title)}** — ${(0,markdown/* escapeMarkdown */.FV)(outcome.message)} (${runLink})`;
    }
}
/** Cuts to max characters without splitting a surrogate pair, saying that it was cut. */
function truncate(text, max) {
    if (text.length <= max)
        return text;
    const note = '\n\n…(cut to fit GitHub’s comment size limit)\n';
    let end = max - note.length;
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--; // do not leave half a surrogate pair
    return text.slice(0, end) + note;
}

// EXTERNAL MODULE: ./src/github/request-guard.ts
var request_guard = __webpack_require__(5430);
;// CONCATENATED MODULE: ./src/github/status-comment.ts



/**
 * The one status comment of an issue or PR: found by its marker *and* by being written by the token's own login
 * (a marker in someone else's comment is never trusted), created once, then edited in place.
 */
class StatusComment {
    octokit;
    thread;
    login;
    current;
    constructor(octokit, thread, login) {
        this.octokit = octokit;
        this.thread = thread;
        this.login = login;
    }
    get ref() {
        return this.current;
    }
    /** Looks through every page of comments for ours; the newest one wins. */
    async find() {
        const { owner, repo, issueNumber } = this.thread;
        let found;
        const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
            owner,
            repo,
            issue_number: issueNumber,
            per_page: 100
        });
        for await (const page of pages) {
            for (const comment of page.data) {
                if (comment.user?.login !== this.login || !comment.body)
                    continue;
                const marker = parseMarker(comment.body);
                if (marker)
                    found = { id: comment.id, url: comment.html_url, marker };
            }
        }
        this.current = found ?? this.current;
        return found;
    }
    /** Writes the body: edits our comment when there is one, else creates it without ever creating two. */
    async write(body) {
        if (this.current) {
            await this.octokit.rest.issues.updateComment({ ...this.repo(), comment_id: this.current.id, body });
            this.current = { ...this.current, marker: parseMarker(body) ?? this.current.marker };
            return this.current;
        }
        return this.create(body);
    }
    /**
     * Creating is not retried blindly: a 5xx may come after GitHub created the comment, so on failure we look for our
     * marker first and only post again when it is not there.
     */
    async create(body) {
        const { issueNumber } = this.thread;
        for (let attempt = 1;; attempt++) {
            try {
                const { data } = await this.octokit.rest.issues.createComment({
                    ...this.repo(),
                    issue_number: issueNumber,
                    body,
                    request: { retries: 0 }
                });
                this.current = { id: data.id, url: data.html_url, marker: parseMarker(body) ?? {} };
                return this.current;
            }
            catch (error) {
                const status = error.status ?? 0;
                if (attempt >= 3 || (status > 0 && status < 500))
                    throw error;
                (0,log/* debug */.Yz)(`creating the status comment failed (${(0,errors/* getErrorMessage */.u1)(error)}); checking whether it exists`);
                const existing = await this.find();
                if (existing)
                    return this.write(body);
            }
        }
    }
    repo() {
        return { owner: this.thread.owner, repo: this.thread.repo };
    }
}

;// CONCATENATED MODULE: ./src/github/thread-reporter.ts





/**
 * Reports to an issue or PR: the living status comment and reactions. Never throws: a comment that cannot be written
 * (fork PRs: "Resource not accessible by integration") gives one warning, and the run's result is kept regardless.
 */
class ThreadReporter {
    octokit;
    thread;
    triggerCommentId;
    warned = false;
    comment;
    constructor(octokit, thread, login, 
    /** The comment that triggered the run, for reactions; else reactions go on the issue itself. */
    triggerCommentId) {
        this.octokit = octokit;
        this.thread = thread;
        this.triggerCommentId = triggerCommentId;
        this.comment = new StatusComment(octokit, thread, login);
    }
    /** Our existing status comment on the thread, if any (it holds the job id of an earlier run). */
    async existing() {
        return this.safely('find the status comment', () => this.comment.find());
    }
    get ref() {
        return this.comment.ref;
    }
    async show(view) {
        return this.safely('write the status comment', () => this.comment.write(renderStatusComment(view)));
    }
    async react(content) {
        const { owner, repo, issueNumber } = this.thread;
        await this.safely(`add the ${content} reaction`, () => this.triggerCommentId
            ? this.octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: this.triggerCommentId, content })
            : this.octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issueNumber, content }));
    }
    /** Posts a separate comment (why a run was refused, a visitors report). */
    async post(body) {
        const { owner, repo, issueNumber } = this.thread;
        await this.safely('post a comment', () => this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }));
    }
    async safely(what, action) {
        try {
            return await action();
        }
        catch (error) {
            const message = `Could not ${what} on #${this.thread.issueNumber}: ${(0,errors/* getErrorMessage */.u1)(error)}. The job's result is still in the outputs and the job summary.`;
            // A timeout was warned about once by the guard; what it skipped, and what cancelling cut short, is no news.
            if (this.warned || error instanceof request_guard/* GitHubUnavailableError */.Wn) {
                (0,log/* debug */.Yz)(message);
            }
            else {
                (0,log/* warning */.$e)(message);
                this.warned = true;
            }
            return undefined;
        }
    }
}


/***/ })

};

//# sourceMappingURL=546.index.js.map