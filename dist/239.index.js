export const id = 239;
export const ids = [239];
export const modules = {

/***/ 8187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LY: () => (/* binding */ GitHubGuard),
  Wn: () => (/* binding */ GitHubUnavailableError),
  G1: () => (/* binding */ alreadyTold),
  O2: () => (/* binding */ waitRefusal)
});

// UNUSED EXPORTS: GITHUB_RETRIES, retryDelayMs

// EXTERNAL MODULE: ./src/action/duration.ts
var duration = __webpack_require__(8748);
// EXTERNAL MODULE: ./src/action/sleep.ts
var sleep = __webpack_require__(4865);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/summary-file.ts
var summary_file = __webpack_require__(2741);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/github/missing-permission.ts
/**
 * A GitHub refusal that one line of the workflow fixes: the job's `permissions:` lack a scope. GitHub answers 403
 * "Resource not accessible by integration" and, to fine-grained tokens such as the workflow's, lists the permission
 * sets that would do in `X-Accepted-GitHub-Permissions` (`issues=write; pull_requests=write`: any one set does).
 * Without the header, the route says which scope it is. The run warns once per missing permission, in the log and
 * in the job summary (request-guard.ts), and goes on: a refused comment never hides the job's result.
 */

const SCOPE = /^([a-z_]{1,40})=(read|write|admin)$/;
const NOT_ACCESSIBLE = /resource not accessible by integration/i;
/** What GitHub's 403 asks for, or undefined when the error is not a permission the workflow can grant. */
function missingPermission(error, method, path) {
    const { status, message, response } = (error ?? {});
    if (status !== 403)
        return undefined;
    const refused = `${method} ${path}`;
    const accepted = response?.headers?.['x-accepted-github-permissions'];
    const sets = typeof accepted === 'string' ? acceptedSets(accepted) : [];
    if (sets.length > 0)
        return { sets, refused };
    // No header (an older GitHub Enterprise Server): the route's scope, when the message says it is the token's.
    const scope = NOT_ACCESSIBLE.test(String(message)) ? scopeOfPath(path) : undefined;
    return scope ? { sets: [`${scope}: ${method === 'GET' ? 'read' : 'write'}`], refused } : undefined;
}
/** `issues=write; pull_requests=write` → `issues: write`, `pull-requests: write`; a set GitHub did not write as a
 *  scope and an access is dropped (the header is GitHub's text, and this goes to the log). */
function acceptedSets(header) {
    const sets = [];
    for (const set of header.split(';')) {
        const items = set.split(',').map(item => SCOPE.exec(item.trim()));
        if (items.every(m => m !== null))
            sets.push(items.map(m => `${String(m[1]).replace(/_/g, '-')}: ${m[2]}`).join(' and '));
    }
    return sets.slice(0, 4);
}
/** The scope of the routes this action uses, as a workflow names it. */
function scopeOfPath(path) {
    if (/^\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/.test(path))
        return 'pull-requests';
    if (/^\/repos\/[^/]+\/[^/]+\/(issues|labels)(\/|$)/.test(path))
        return 'issues';
    if (/^\/repos\/[^/]+\/[^/]+\/(contents|git)(\/|$)/.test(path))
        return 'contents';
    return undefined;
}
/** The one key per permission: the same sets refused on two routes are one warning. */
const permissionKey = (missing) => JSON.stringify(missing.sets);
/** The log's line: what was refused and the line to add. */
function permissionWarning({ sets, refused }) {
    const [first, ...others] = sets;
    const alternatives = others.length > 0 ? ` (or ${others.map(set => `"${set}"`).join(', or ')})` : '';
    return `The workflow's token lacks a permission: GitHub refused ${refused} (403). Add "${first}" to the job's "permissions:"${alternatives}. The run goes on; what it could not write there is in the outputs and the job summary.`;
}
/** The job summary's paragraph: the same, with the lines to add as code. */
function permissionSummary({ sets, refused }) {
    const [first = '', ...others] = sets;
    const alternatives = others.length > 0 ? ` (or ${others.map(markdown/* code */.aY).join(', or ')})` : '';
    return `⚠️ **The workflow's token lacks a permission.** GitHub refused ${(0,markdown/* code */.aY)(refused)}. Add ${(0,markdown/* code */.aY)(first)} to the job's ${(0,markdown/* code */.aY)('permissions:')}${alternatives}.`;
}

;// CONCATENATED MODULE: ./src/github/request-guard.ts





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
/** The errors the guard warned about (a missing permission), for alreadyTold. */
const told = new WeakSet();
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
    /** The permissions already warned about: once per run, whatever the number of calls GitHub refused for it. */
    missing = new Set();
    /** A rate limit whose wait was refused: until then GitHub would refuse again, and asks not to be asked. */
    limitedUntil = 0;
    limitedWrites = false;
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
    /**
     * GitHub asked to wait and the wait was refused: its calls (only writes, for a secondary limit on content creation)
     * are skipped until the wait would have ended, rather than asked again and refused again.
     */
    holdOff(waitMs, writesOnly) {
        this.limitedUntil = Math.max(this.limitedUntil, this.now() + waitMs);
        this.limitedWrites = writesOnly;
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
                return unredirected(await this.abortable((async () => request(options))(), what), what);
            }
            catch (error) {
                await this.tellMissingPermission(error, what);
                const delay = retryDelayMs(error, attempt, retries);
                if (delay === undefined || this.refuseWait(delay))
                    throw error;
                (0,log/* debug */.Yz)(`${what} failed (status ${error.status}); retrying in ${delay} ms`);
                await (this.limits.sleep ?? sleep/* sleep */.y)(delay, this.limits.cancelSignal).catch(() => Promise.reject(error));
            }
        }
    }
    /** A 403 that a `permissions:` line fixes: one warning per permission, in the log and the job summary. */
    async tellMissingPermission(error, what) {
        const [method = '', path = ''] = what.split(' ');
        const missing = missingPermission(error, method, path);
        if (!missing)
            return;
        told.add(error); // a 403 with a status: an object
        const key = permissionKey(missing);
        if (this.missing.has(key))
            return;
        this.missing.add(key);
        (this.limits.warn ?? log/* warning */.$e)(permissionWarning(missing));
        await (this.limits.summarize ?? summary_file/* writeSummary */.S)(permissionSummary(missing));
    }
    check(what) {
        if (this.limits.signal.aborted)
            throw this.cancelled(what);
        if (this.now() < this.limitedUntil && (!this.limitedWrites || !what.startsWith('GET '))) {
            throw new GitHubUnavailableError(`${what} skipped: GitHub asked to wait and the wait would end too late`, 'skipped');
        }
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
            const warn = this.limits.warn ?? log/* warning */.$e;
            warn(`GitHub did not answer ${what} within ${this.timeoutText()} (request-timeout). The run's other GitHub calls are skipped: a GitHub that hangs would cost this again on every call. The job's result is in the outputs and the job summary.`);
        }
        return new GitHubUnavailableError(`GitHub did not answer ${what} within ${this.timeoutText()}`, 'timeout');
    }
    timeoutText() {
        return (0,duration/* formatDuration */.a)(this.limits.requestTimeoutMs);
    }
}
/**
 * fetch follows a redirect that says where to: a 3xx that reaches Octokit had no usable `Location`, and Octokit would
 * hand its body on as the answer ("page.data is not iterable"). One error naming the call instead, never retried.
 */
function unredirected(response, what) {
    const status = response?.status;
    if (typeof status !== 'number' || status < 300 || status >= 400)
        return response;
    const error = new Error(`GitHub answered ${what} with ${status}, a redirect without a Location to follow`);
    throw Object.assign(error, { name: 'HttpError', status });
}
/** The path of a request URL or route (`/repos/{owner}/{repo}/…`), for messages: never its query. */
function pathOf(url) {
    return URL.canParse(url) ? new URL(url).pathname : url.replace(/[?#].*$/s, '');
}
/** The guard warned about this error, or the one it wraps (a listing's), already (a missing permission): its catcher
 *  logs it at debug level only. A WeakSet answers false for what is no object. */
function alreadyTold(error) {
    const cause = error?.cause;
    return told.has(error) || told.has(cause);
}


/***/ }),

/***/ 7608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ inFlight),
/* harmony export */   YS: () => (/* binding */ jobSources),
/* harmony export */   d: () => (/* binding */ jobState),
/* harmony export */   wj: () => (/* binding */ followUpJob)
/* harmony export */ });
/* unused harmony export isJobOpen */
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8055);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8592);
/**
 * What became of a job the thread sent work to (report gaps, merged changes): still active, final with its pull
 * request open or closed, gone from the service, or not known; and whether the thread's job takes the next work as a
 * follow-up (one pull request for many requests). The service is asked through `getJob` and GitHub through the
 * thread's `pullState`, so this module imports neither the service nor a feature.
 */


/** Whether the job's gaps are still in flight. What cannot be told counts as in flight: better late than sent twice. */
function inFlight(state) {
    if (state === undefined)
        return true;
    switch (state.kind) {
        case 'active':
        case 'unknown':
            return true;
        case 'gone':
            return false;
        case 'final':
            return state.pr === 'open' || state.pr === 'unreadable';
    }
}
/** The sources of a run: the service client (until the run's deadline) and the thread's GitHub. */
function jobSources(client, deadline, thread) {
    return {
        getJob: jobId => client.getJob(jobId, deadline),
        pullState: thread && ((link, serverUrl) => thread.pullState(link, serverUrl))
    };
}
/**
 * The job that takes the report's gaps as a follow-up: the thread's job while it is active or its pull request open
 * (one pull request); undefined for a new job, also when that cannot be told (one warning). A cancel goes through.
 */
async function followUpJob(thread, sources, options = {}) {
    const jobId = thread?.ref?.marker.jobId;
    if (!thread || !jobId)
        return undefined;
    try {
        return (await isJobOpen(jobId, sources, options)) ? jobId : undefined;
    }
    catch (error) {
        // A cancelled run sends nothing more: no new job either.
        if (error instanceof _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw error;
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e)(`Could not read the state of the pull request on #${thread.issueNumber}: ${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}. The ${options.work ?? 'gaps'} go to a new job.`);
        return undefined;
    }
}
/**
 * Whether a job is still open for more work: active, or final with a pull request GitHub says is open (a follow-up
 * then lands in the same pull request). A job that cannot be read is not: a new job is safer. A pull request that
 * cannot be read is not either, unless `unreadableIsOpen`.
 */
async function isJobOpen(jobId, sources, options = {}) {
    const state = await jobState(jobId, sources, options);
    if (state.kind === 'active')
        return true;
    return (state.kind === 'final' && (state.pr === 'open' || (options.unreadableIsOpen === true && state.pr === 'unreadable')));
}
async function jobState(jobId, sources, options) {
    let job;
    try {
        job = await sources.getJob(jobId);
    }
    catch (error) {
        if (error instanceof _action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw error;
        if (error.status === 404)
            return { kind: 'gone' };
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`job ${jobId}, sent work earlier, could not be read (${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}): counted in flight`);
        return { kind: 'unknown' };
    }
    if (job.status === 'active')
        return { kind: 'active' };
    if (!job.prLink)
        return { kind: 'final' };
    if (sources.pullState)
        return { kind: 'final', pr: await sources.pullState(job.prLink, options.serverUrl) };
    // No GitHub to ask: a pull request we cannot read counts as open, its gaps not sent twice.
    (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`pull request ${job.prLink} cannot be read with this token: its gaps count as in flight`);
    return { kind: 'final', pr: 'unreadable' };
}


/***/ }),

/***/ 5689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ READ_LIMITS),
/* harmony export */   Ik: () => (/* binding */ object),
/* harmony export */   Jt: () => (/* binding */ flag),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   WQ: () => (/* binding */ whole),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   at: () => (/* binding */ at),
/* harmony export */   lq: () => (/* binding */ optional),
/* harmony export */   nM: () => (/* binding */ row),
/* harmony export */   p_: () => (/* binding */ list),
/* harmony export */   sG: () => (/* binding */ Malformed),
/* harmony export */   wC: () => (/* binding */ matching),
/* harmony export */   yL: () => (/* binding */ oneOf)
/* harmony export */ });
/**
 * The checks a history file read back from the data branch goes through (src/report/history/), field by field: anyone
 * with write access to the repository can edit the branch, and a later version of the action may have written it.
 * Each check returns the value as this version's type or throws `Malformed` naming the field (never its content: a
 * reason goes to the log). Nothing is clamped, trimmed or defaulted: a value is what the format says or the file is
 * refused. parse.ts catches `Malformed`; nothing else sees it. `READ_LIMITS` are the sizes a reader accepts. Pure.
 */
/** What a reader accepts beyond HISTORY_LIMITS: sizes no writer comes near, so that a hostile file stays small. */
const READ_LIMITS = {
    /** A whole file, in UTF-16 units: a full week's record is about 120,000 at most, a full ledger 1,400,000. */
    fileChars: 2_000_000,
    /** A page id: a path as a data file holds it (120 characters at most) or a feedback key. */
    id: 300,
    /** A gap's, term's or topic's key (`searches:` and 16 hex digits). */
    key: 100,
    /** A label: 80 characters, each up to 2 UTF-16 units. */
    label: 200,
    /** A job id, and a pull request's address. */
    job: 200,
    url: 500,
    /** Gaps one job carries (the report sends 20 at most), and pages named per gap. */
    gaps: 100,
    gapPages: 20,
    /** Changes one job carries (HISTORY_LIMITS.changes) and a change's key (`push-` and 12 hex digits). */
    changes: 100,
    changeKey: 20,
    /** Projects in one repository's index. */
    projects: 1000,
    /** A counting (COUNTING_CHANGES has one change so far). */
    counting: 1000
};
/** What is wrong with a file read back, and where: `pages[3][1]: not a whole number`. */
class Malformed extends Error {
    constructor(where, what) {
        super(where === '' ? what : `${where}: ${what}`);
    }
}
/** A JSON object (not an array, not null): its own fields only. */
function object(value, where) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Malformed(where, 'not an object');
    return value;
}
/** A field of an object: its own, never one inherited (`constructor`, `__proto__`). */
function field(record, name) {
    return Object.hasOwn(record, name) ? record[name] : undefined;
}
/** Where a field is: `range.dateTo`, `pages[3]`. */
function at(where, name) {
    if (typeof name === 'number')
        return `${where}[${name}]`;
    return where === '' ? name : `${where}.${name}`;
}
/** A string of at most `max` UTF-16 units; `min` 1 unless said otherwise. */
function text(value, where, max, min = 1) {
    if (typeof value !== 'string')
        throw new Malformed(where, 'not a string');
    if (value.length < min || value.length > max)
        throw new Malformed(where, `not ${min} to ${max} characters long`);
    return value;
}
/** A string of at most `max` units that passes `test` (the size checked first: no long text reaches the test). */
function matching(value, where, max, test, what) {
    const checked = text(value, where, max);
    if (!test(checked))
        throw new Malformed(where, `not ${what}`);
    return checked;
}
/** A whole number from `min` to `max`. */
function whole(value, where, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const number = Number.isInteger(value) ? value : Number.NaN;
    if (!(number >= min && number <= max))
        throw new Malformed(where, `not a whole number from ${min} to ${max}`);
    return number;
}
/** One of the words given. */
function oneOf(value, where, words) {
    if (!words.some(word => word === value))
        throw new Malformed(where, `not one of ${words.join(', ')}`);
    return value;
}
/** A boolean. */
function flag(value, where) {
    if (typeof value !== 'boolean')
        throw new Malformed(where, 'not true or false');
    return value;
}
/** An array of at most `max` items, each read by `item`. */
function list(value, where, max, item) {
    if (!Array.isArray(value))
        throw new Malformed(where, 'not a list');
    if (value.length > max)
        throw new Malformed(where, `more than ${max} items`);
    return value.map((entry, i) => item(entry, at(where, i)));
}
/** A field that may be absent (never `null`: nothing this version writes is null), read by `read` when present. */
function optional(record, name, where, read) {
    const value = field(record, name);
    return value === undefined ? undefined : read(value, at(where, name));
}
/**
 * A row written as a JSON array (PageCell, SearchCell, TopicCell): `fixed` cells always, then up to `extra` more.
 * Returns the array, its length checked.
 */
function row(value, where, fixed, extra) {
    if (!Array.isArray(value))
        throw new Malformed(where, 'not a list');
    if (value.length < fixed || value.length > fixed + extra)
        throw new Malformed(where, `not ${extra === 0 ? fixed : `${fixed} to ${fixed + extra}`} items`);
    return value;
}


/***/ }),

/***/ 6562:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ recordFix),
/* harmony export */   bx: () => (/* binding */ updateFixStates),
/* harmony export */   fA: () => (/* binding */ beforeFigures)
/* harmony export */ });
/* unused harmony exports MAX_FIXES, emptyLedger */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5674);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(102);
/**
 * The fix ledger (pure): every job the project's loop sent, with the gaps it carried and their figures that week
 * (`<project>/fixes.json`, format.ts), and what became of each job's pull request. score.ts compares those figures
 * with the weeks after a merge. Every function returns a new ledger and leaves the one it was given as it was.
 */


/** The most jobs a ledger keeps, the newest: a year of weekly reports and their follow-ups, several times over. */
const MAX_FIXES = 200;
/** An empty ledger for the project. */
const emptyLedger = (project) => ({
    format: 'docs-health-fixes',
    version: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_VERSION */ .g1,
    project,
    fixes: []
});
/**
 * The ledger with the job recorded: a job it has gets the gaps (and changes) it does not carry yet (a follow-up; the
 * figures of a gap sent before are those of the week it was first sent), a new one goes first, open. At most
 * MAX_FIXES jobs.
 */
function recordFix(ledger, fix, project) {
    const base = ledger ?? emptyLedger(project);
    // A job id the ledger's reader would refuse (parse.ts) would make the whole ledger unreadable: it is not kept.
    if (!(0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .isJobId */ .dW)(fix.job))
        return base;
    const known = base.fixes.find(record => record.job === fix.job);
    const fixes = known
        ? base.fixes.map(record => record === known
            ? { ...record, gaps: addGaps(record.gaps, fix.gaps), ...withChanges(record.changes, fix.changes) }
            : record)
        : [
            {
                job: fix.job,
                sent: fix.sent,
                week: fix.week,
                origin: fix.origin,
                state: 'open',
                gaps: addGaps([], fix.gaps),
                ...withChanges(undefined, fix.changes)
            },
            ...base.fixes
        ];
    return { ...base, project, fixes: fixes.slice(0, MAX_FIXES) };
}
/** The changes a job carries, then those of `more` it does not yet, at most HISTORY_LIMITS.changes; none: no field. */
function withChanges(changes = [], more = []) {
    const all = [...new Set([...changes, ...more])].slice(0, _format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_LIMITS */ .Aj.changes);
    return all.length > 0 ? { changes: all } : {};
}
/** The gaps, then those of `more` whose key is not among them yet. */
function addGaps(gaps, more) {
    const added = [...gaps];
    for (const gap of more)
        if (!added.some(g => g.key === gap.key))
            added.push(gap);
    return added;
}
/**
 * The id a week record files the gap under, and its figures in that week: a page's 👎 and ratings (feedback: its
 * path when the week lists the page under it, else the page's feedback key, which is the gap's key), a search term's
 * searches and click-through, an assistant topic's unanswered questions. No figures where the week did not read the
 * section or does not list the gap (its lists are the top ones).
 */
function beforeFigures(record, gap) {
    const read = record.sections[gap.section] === 'whole' || record.sections[gap.section] === 'partial';
    switch (gap.section) {
        case 'feedback': {
            const page = record.pages.find(([id]) => id === gap.pages[0] || id === gap.key);
            const subject = page?.[0] ?? gap.pages[0] ?? gap.key;
            if (!read || !page)
                return { subject };
            return { subject, before: { section: 'feedback', down: page[4], ratings: page[3] + page[4] } };
        }
        case 'searches': {
            const term = read ? record.terms.find(([key]) => key === gap.key) : undefined;
            return { subject: gap.key, ...(term && { before: { section: 'searches', hits: term[1], ctrPercent: term[2] } }) };
        }
        case 'assistant': {
            const topic = read ? record.topics.find(([key]) => key === gap.key) : undefined;
            return { subject: gap.key, ...(topic && { before: { section: 'assistant', unanswered: topic[1] } }) };
        }
        default:
            return { subject: gap.key };
    }
}
/**
 * The ledger with each job's state as `states` tells it. A merged job stays merged (the date it has kept, else the one
 * given), `unknown` (its state could not be read) leaves a job's state as it was, and a pull request link once known
 * is kept.
 */
function updateFixStates(ledger, states) {
    return {
        ...ledger,
        fixes: ledger.fixes.map(fix => {
            const update = states.get(fix.job);
            if (!update)
                return fix;
            const state = fix.state === 'merged' || update.state === 'unknown' ? fix.state : update.state;
            const pr = update.pr ?? fix.pr;
            const merged = state === 'merged' ? (fix.merged ?? update.merged) : undefined;
            const { pr: _pr, merged: _merged, ...rest } = fix;
            return { ...rest, state, ...(pr !== undefined && { pr }), ...(merged !== undefined && { merged }) };
        })
    };
}


/***/ }),

/***/ 5674:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aj: () => (/* binding */ HISTORY_LIMITS),
/* harmony export */   Iy: () => (/* binding */ COUNTING_CHANGES),
/* harmony export */   g1: () => (/* binding */ HISTORY_VERSION),
/* harmony export */   q_: () => (/* binding */ HISTORY_PATHS)
/* harmony export */ });
/** The version of every history file this code writes; a file of a later version is read as absent, with a warning. */
const HISTORY_VERSION = 1;
/**
 * What a week file keeps at most: a 5,000-page site's year stays small (the bench measures it). `fixes`: the jobs a
 * fix ledger keeps, newest first; its writer drops the oldest past it (readers refuse a longer ledger).
 */
const HISTORY_LIMITS = { pages: 500, terms: 200, topics: 100, fixes: 200, changes: 100 };
/** The service's changes of counting, oldest first; a week's `counting` is 1 + the number in effect by its last day. */
const COUNTING_CHANGES = [
    {
        from: '2026-07-31',
        what: 'Markdown views became AI traffic, and search terms are grouped case-insensitively'
    }
];
/** Paths on the data branch. */
const HISTORY_PATHS = {
    index: 'index.json',
    readme: 'README.md',
    week: (project, week) => `${project}/weeks/${week}.json`,
    weeks: (project) => `${project}/weeks`,
    fixes: (project) => `${project}/fixes.json`
};


/***/ }),

/***/ 3123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rt: () => (/* binding */ branchClaim),
/* harmony export */   gd: () => (/* binding */ NO_TEXT),
/* harmony export */   t7: () => (/* binding */ readMarker)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5689);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5674);
/**
 * The history's format marker (src/report/history/), and whose a branch is by it. Every file the history writes is a
 * JSON object that names its kind (`"format"`: `docs-health-week`, `docs-health-fixes`, `docs-health-index`) and the
 * version of the format (`"version"`, a whole number): `readMarker` reads that pair before any other field (parse.ts
 * then reads the fields). `branchClaim` is the ownership rule both writers of the branch follow (keep.ts, for the
 * report and for the agent action's ledger): a branch that exists is the history's only when its index.json carries
 * the index's marker; one that does not exist is made the history's by the first write. A file that merely exists is
 * no claim: a Pages site's index.json, a README, an empty branch or a branch of code is another's, never read as a
 * history nor written. Pure.
 */


/**
 * The marker of a file's text, read as `format`: the file must be a JSON object (of at most READ_LIMITS.fileChars)
 * whose `format` is `format` and whose `version` is HISTORY_VERSION, or a whole number above it (a later version).
 */
function readMarker(text, format) {
    if (text.length > _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.fileChars)
        return none(`larger than ${_check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.fileChars} characters`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return none('not JSON');
    }
    try {
        const file = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, '');
        if ((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'format') !== format)
            throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG('format', `not ${format}`);
        const version = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'version');
        if (Number.isInteger(version) && version > _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1) {
            return {
                version: 'later',
                reason: `format version ${version}, newer than this action reads (${_format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1})`
            };
        }
        (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(version, 'version', _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1, _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1);
        return { version: 'this', file };
    }
    catch (error) {
        return none(error.message);
    }
}
const none = (reason) => ({ version: 'none', reason });
/** index.json is on the branch, but GitHub's contents API gives no text of it (over 1 MB, a folder, a symlink). */
const NO_TEXT = Symbol('no text');
/**
 * The ownership rule: whose a branch that exists is, by `index`, the text of its index.json at its head (undefined: no
 * such file, the branch may even be empty; NO_TEXT: a file GitHub gives no text of).
 */
function branchClaim(index) {
    if (index === undefined)
        return { owner: 'another', reason: 'it has no index.json' };
    if (index === NO_TEXT)
        return { owner: 'another', reason: 'its index.json is not a file GitHub gives the text of' };
    const marker = readMarker(index, 'docs-health-index');
    if (marker.version === 'this')
        return { owner: 'history', index };
    if (marker.version === 'later')
        return { owner: 'later', reason: marker.reason };
    return { owner: 'another', reason: `its index.json is not the history's: ${marker.reason}` };
}


/***/ }),

/***/ 102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Im: () => (/* binding */ parseFixLedger),
/* harmony export */   UA: () => (/* binding */ isProjectFolder),
/* harmony export */   dW: () => (/* binding */ isJobId),
/* harmony export */   iO: () => (/* binding */ parseHistoryIndex),
/* harmony export */   jj: () => (/* binding */ parseWeekRecord)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5689);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5674);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3123);
/* harmony import */ var _week_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6765);
/* harmony import */ var _github_change_change_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3910);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7101);
/* harmony import */ var _visitors_range_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6321);
/**
 * Reading the docs-health history's files back from the data branch (src/report/history/): a week's record, the fix
 * ledger and the roll-up index, each checked whole against this version's format (format.ts) before anything uses
 * it. A file is read as absent, with the reason, when it is not JSON, is too large, has a field of the wrong type or
 * size, or was written by a later version of the format (`newer`: the writer must then leave it alone). Fields this
 * version does not know are dropped. Strings read back are still untrusted: whoever renders them escapes them. Pure;
 * never throws.
 */







/**
 * Whether a name can be a project's folder on the data branch and a key of the index: 1 to 100 characters, no slash,
 * backslash, white space or control or format character, not `.` or `..`, and no name an object inherits
 * (`__proto__`, `constructor`).
 */
function isProjectFolder(name) {
    return /^[^\s\p{C}/\\]{1,100}$/u.test(name) && name !== '.' && name !== '..' && !(name in Object.prototype);
}
/**
 * Whether a ledger's job id is one the service could have given, to be asked about at `…/job/{id}`: no slash,
 * backslash, white space or control character (as the job-id input), and not `.` or `..`, which a URL resolves as a
 * path segment (`…/job/..` is `…/{project}/`) whatever the encoding: an id from the branch never changes the route.
 */
function isJobId(id) {
    return /^[^\s/\\\p{Cc}]+$/u.test(id) && id !== '.' && id !== '..';
}
function parseWeekRecord(text) {
    return parse(text, 'docs-health-week', weekRecordOf);
}
function parseFixLedger(text) {
    return parse(text, 'docs-health-fixes', file => ({
        format: 'docs-health-fixes',
        version: _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1,
        project: project((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'project'), 'project'),
        fixes: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'fixes'), 'fixes', _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_LIMITS */ .Aj.fixes, fixOf)
    }));
}
function parseHistoryIndex(text) {
    return parse(text, 'docs-health-index', file => ({
        format: 'docs-health-index',
        version: _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1,
        projects: projectsOf((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'projects'), 'projects')
    }));
}
function parse(json, format, build) {
    const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .readMarker */ .t7)(json, format);
    if (marker.version !== 'this')
        return { reason: marker.reason, newer: marker.version === 'later' };
    try {
        return { value: build(marker.file) };
    }
    catch (error) {
        return { reason: error.message, newer: false };
    }
}
/** An object without the fields whose value is undefined (a file read back has no such fields either). */
function defined(value) {
    return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}
function project(value, where) {
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(value, where, 100, isProjectFolder, 'a project folder');
}
/** An ISO 8601 date or date-time. */
function instant(value, where) {
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(value, where, 40, date => (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_5__/* .parseDateInput */ .qE)(date) !== undefined, 'a date');
}
function weekId(value, where) {
    return (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(value, where, 8, _week_js__WEBPACK_IMPORTED_MODULE_3__/* .isWeek */ .rr, 'an ISO week');
}
/** A range, its dates in order, and the week it is filed under. */
function rangeAndWeek(file, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'range'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'range'));
    const range = {
        dateFrom: instant((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'dateFrom'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'range'), 'dateFrom')),
        dateTo: instant((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'dateTo'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'range'), 'dateTo'))
    };
    const time = (date) => (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_5__/* .parseDateInput */ .qE)(date).date.getTime(); // checked by instant()
    if (time(range.dateFrom) >= time(range.dateTo))
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'range'), 'not a range forward in time');
    const week = weekId((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'week'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'week'));
    if (week !== (0,_week_js__WEBPACK_IMPORTED_MODULE_3__/* .weekOf */ .gx)(range))
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'week'), 'not the week of its range');
    return { range, week };
}
function totals(value, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    return {
        human: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'human'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'human')),
        ai: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'ai'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'ai')),
        total: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'total'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'total'))
    };
}
/** An object of whole numbers, each field named. */
function counts(value, where, names) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    return Object.fromEntries(names.map(name => [name, (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, name), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, name))]));
}
function pageCell(value, where) {
    const cells = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .row */ .nM)(value, where, 6, 0);
    const number = (i) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(cells[i], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, i));
    return [(0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(cells[0], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 0), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.id), number(1), number(2), number(3), number(4), number(5)];
}
/** A label is allowed where reader text is kept, or always (a topic's category). */
function label(cells, i, where, allowed) {
    if (cells.length <= i)
        return [];
    if (!allowed)
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, i), 'reader text in a record that keeps none');
    return [(0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(cells[i], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, i), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.label)];
}
function weekRecordOf(file) {
    const readerText = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .flag */ .Jt)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'readerText'), 'readerText');
    const states = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'sections'), 'sections');
    const sections = Object.fromEntries(Object.entries(states).map(([name, state], i) => [
        (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(name, `sections, field ${i + 1}`, _section_js__WEBPACK_IMPORTED_MODULE_4__/* .SECTION_NAMES */ .p3),
        (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(state, `sections, field ${i + 1}`, ['whole', 'partial', 'failed'])
    ]));
    const searchCell = (value, where) => {
        const cells = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .row */ .nM)(value, where, 3, 1);
        const key = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(cells[0], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 0), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.key);
        return [
            key,
            (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(cells[1], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 1)),
            (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(cells[2], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 2), 0, 100),
            ...label(cells, 3, where, readerText)
        ];
    };
    const topicCell = (value, where) => {
        const cells = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .row */ .nM)(value, where, 2, 1);
        return [
            (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(cells[0], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 0), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.key),
            (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(cells[1], (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 1)),
            ...label(cells, 2, where, true)
        ];
    };
    const { week, range } = rangeAndWeek(file, '');
    return defined({
        format: 'docs-health-week',
        version: _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_VERSION */ .g1,
        project: project((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'project'), 'project'),
        week,
        range,
        counting: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'counting'), 'counting', 1, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.counting),
        written: instant((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'written'), 'written'),
        readerText,
        sections,
        visitors: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'visitors', '', totals),
        views: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'views', '', totals),
        searches: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'searches', '', (value, where) => counts(value, where, ['total', 'noClick'])),
        feedback: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'feedback', '', (value, where) => counts(value, where, ['up', 'down', 'comments'])),
        assistant: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'assistant', '', (value, where) => counts(value, where, ['questions', 'unanswered'])),
        pages: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'pages'), 'pages', _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_LIMITS */ .Aj.pages, pageCell),
        terms: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'terms'), 'terms', _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_LIMITS */ .Aj.terms, searchCell),
        topics: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(file, 'topics'), 'topics', _format_js__WEBPACK_IMPORTED_MODULE_1__/* .HISTORY_LIMITS */ .Aj.topics, topicCell),
        omitted: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(file, 'omitted', '', omittedOf)
    });
}
function omittedOf(value, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    return defined({
        pages: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'pages', where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ),
        terms: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'terms', where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ),
        topics: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'topics', where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)
    });
}
function fixOf(value, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    const item = (name) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, name);
    return defined({
        job: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(item('job'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'job'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.job, isJobId, 'a job id'),
        sent: instant(item('sent'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'sent')),
        week: weekId(item('week'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'week')),
        origin: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(item('origin'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'origin'), ['fix-gaps', 'change']),
        pr: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'pr', where, (value, at) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value, at, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.url)),
        merged: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'merged', where, instant),
        state: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(item('state'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'state'), ['open', 'merged', 'closed', 'no-pr', 'unknown']),
        gaps: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(item('gaps'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'gaps'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.gaps, gapOf),
        changes: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'changes', where, (value, at) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(value, at, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.changes, (key, where) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(key, where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.changeKey, _github_change_change_js__WEBPACK_IMPORTED_MODULE_6__/* .isChangeKey */ .wz, 'a change key')))
    });
}
function gapOf(value, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    const section = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'section'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'section'), _section_js__WEBPACK_IMPORTED_MODULE_4__/* .SECTION_NAMES */ .p3);
    return defined({
        key: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'key'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'key'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.key),
        section,
        subject: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'subject'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'subject'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.id),
        pages: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'pages'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'pages'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.gapPages, (value, at) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value, at, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.id)),
        before: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'before', where, (value, at) => gapFigures(value, at, section))
    });
}
/** A gap's figures, of the gap's own section. */
function gapFigures(value, where, section) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    const of = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'section'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'section'), [section]);
    if (of === 'feedback')
        return { section: of, ...counts(fields, where, ['down', 'ratings']) };
    if (of === 'searches') {
        const { hits, ctrPercent } = counts(fields, where, ['hits', 'ctrPercent']);
        return { section: of, hits, ctrPercent: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)(ctrPercent, (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'ctrPercent'), 0, 100) };
    }
    if (of === 'assistant')
        return { section: of, ...counts(fields, where, ['unanswered']) };
    throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'section'), 'a section whose gaps have no figures');
}
function projectsOf(value, where) {
    const entries = Object.entries((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where));
    if (entries.length > _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.projects)
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG(where, `more than ${_check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.projects} projects`);
    return Object.fromEntries(entries.map(([name, headline], i) => {
        if (!isProjectFolder(name))
            throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG(`${where}, field ${i + 1}`, 'a name that is not a project folder');
        return [name, headlineOf(headline, `${where}, field ${i + 1}`)];
    }));
}
function headlineOf(value, where) {
    const fields = (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)(value, where);
    const count = (name) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, name), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, name));
    const maybe = (name) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, name, where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ);
    const { week, range } = rangeAndWeek(fields, where);
    const headline = defined({
        week,
        range,
        counting: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .whole */ .WQ)((0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .field */ .ZZ)(fields, 'counting'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'counting'), 1, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.counting),
        viewsHuman: maybe('viewsHuman'),
        viewsAi: maybe('viewsAi'),
        visitors: maybe('visitors'),
        searches: maybe('searches'),
        noClick: maybe('noClick'),
        thumbsDown: maybe('thumbsDown'),
        ratings: maybe('ratings'),
        unanswered: maybe('unanswered'),
        gaps: count('gaps'),
        fixesMerged: count('fixesMerged'),
        fixesStillThere: count('fixesStillThere')
    });
    if (headline.fixesStillThere > headline.fixesMerged)
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'fixesStillThere'), 'more than the fixes merged');
    if ((headline.thumbsDown ?? 0) > (headline.ratings ?? 0))
        throw new _check_js__WEBPACK_IMPORTED_MODULE_0__/* .Malformed */ .sG((0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'thumbsDown'), 'more than the ratings');
    return headline;
}


/***/ }),

/***/ 6765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ counting),
/* harmony export */   Rr: () => (/* binding */ latestCounting),
/* harmony export */   gx: () => (/* binding */ weekOf),
/* harmony export */   hI: () => (/* binding */ compareWeeks),
/* harmony export */   mB: () => (/* binding */ weekOfDay),
/* harmony export */   rr: () => (/* binding */ isWeek),
/* harmony export */   to: () => (/* binding */ countingOn)
/* harmony export */ });
/* unused harmony exports lastDay, weekMonday, addWeeks, breaksWithin */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5674);
/* harmony import */ var _visitors_range_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6321);
/**
 * The weeks of the docs-health history (src/report/history/): which ISO week a report's range is filed under, how the
 * service counted in it, and the small arithmetic of week ids (`2026-W47`) the trends need. Pure, UTC throughout.
 *
 * A range is filed under the ISO week of its last day. `dateTo` is exclusive, so the last day is the UTC day of the
 * instant just before it: `2026-11-23` (midnight) gives 2026-11-22, a Sunday, hence `2026-W47`; a range ending
 * mid-day ends on that day. The ISO week-year is the year of the week's Thursday, so 2026-12-31 and 2027-01-01 both
 * fall in `2026-W53`, and 2029-12-31 in `2030-W01`.
 */


const WEEK_ID = /^(\d{4})-W(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** UTC midnight of `YYYY-MM-DD`; throws on anything else (a range reaches here checked by the settings). */
function dayDate(day) {
    const parsed = DAY.test(day) ? (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDateInput */ .qE)(day) : undefined;
    if (!parsed)
        throw new RangeError(`not a day: ${JSON.stringify(day)}`);
    return parsed.date;
}
/** The last day a range counts, `YYYY-MM-DD` (UTC): the day of the instant before its exclusive `dateTo`. */
function lastDay(range) {
    const end = (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDateInput */ .qE)(range.dateTo);
    if (!end)
        throw new RangeError(`not a date: ${JSON.stringify(range.dateTo)}`);
    return (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDay */ .im)(new Date(end.date.getTime() - 1));
}
/** Monday 1, …, Sunday 7. */
function isoWeekday(date) {
    return ((date.getUTCDay() + 6) % 7) + 1;
}
/** The ISO week of a day `YYYY-MM-DD`: `2026-W47`. */
function weekOfDay(day) {
    const date = dayDate(day);
    const thursday = new Date(date.getTime() + (4 - isoWeekday(date)) * _visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO);
    const year = thursday.getUTCFullYear();
    const ordinal = Math.floor((thursday.getTime() - yearStart(year).getTime()) / _visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO);
    const week = Math.floor(ordinal / 7) + 1;
    return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}
/** UTC midnight of a year's January 1 (any year: Date.UTC would read 0–99 as 1900–1999). */
function yearStart(year) {
    const date = new Date(0);
    date.setUTCFullYear(year, 0, 1);
    return date;
}
/** The ISO week a range is filed under: that of its last day. */
function weekOf(range) {
    return weekOfDay(lastDay(range));
}
/** Whether the text is an ISO week id that exists: `2026-W53` does, `2027-W53` does not. */
function isWeek(text) {
    const match = WEEK_ID.exec(text);
    // Week 0, 54 or 53 of a year of 52 starts in another week, whose id is not this one.
    return match !== null && weekOfDay(mondayOf(Number(match[1]), Number(match[2]))) === text;
}
/** The Monday of week `week` of ISO year `year`, `YYYY-MM-DD`: week 1 is the week of January 4. */
function mondayOf(year, week) {
    const january4 = yearStart(year);
    january4.setUTCDate(4);
    const monday = january4.getTime() - (isoWeekday(january4) - 1) * _visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO + (week - 1) * 7 * _visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .DAY_MS */ .sO;
    return (0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDay */ .im)(new Date(monday));
}
/** The Monday a week id starts on, `YYYY-MM-DD`; throws on a week that does not exist. */
function weekMonday(week) {
    if (!isWeek(week))
        throw new RangeError(`not an ISO week: ${JSON.stringify(week)}`);
    const [year, number] = week.split('-W').map(Number);
    return mondayOf(year, number);
}
/** The week `count` weeks after (before, when negative) a week id. */
function addWeeks(week, count) {
    const monday = dayDate(weekMonday(week));
    return weekOfDay(formatDay(new Date(monday.getTime() + count * 7 * DAY_MS)));
}
/** Orders week ids oldest first (for `sort`): ids of 4-digit years order as text. */
function compareWeeks(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** How the service counted on a day (`YYYY-MM-DD`): 1 + the number of changes in effect by then. */
function countingOn(day, changes = _format_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNTING_CHANGES */ .Iy) {
    return 1 + changes.filter(change => change.from <= day).length;
}
/** How the service counted a range: as on its last day (a week that a change falls in counts the new way). */
function counting(range, changes = _format_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNTING_CHANGES */ .Iy) {
    return countingOn(lastDay(range), changes);
}
/** How the service counts now: the counting of any range ending after the last change. */
function latestCounting(changes = _format_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNTING_CHANGES */ .Iy) {
    return changes.length + 1;
}
/**
 * The counting changes that fall inside a list of weeks (in any order): those with a week of the list counted before
 * them and one after, each marked at the first week after. A week counts as its Sunday does, as a Monday-to-Sunday
 * range filed under it. For the trend's break marks: figures on either side of one are not a trend.
 */
function breaksWithin(weeks, changes = COUNTING_CHANGES) {
    const sorted = [...weeks].sort(compareWeeks);
    const sunday = (week) => formatDay(new Date(dayDate(weekMonday(week)).getTime() + 6 * DAY_MS));
    return changes.flatMap(change => {
        const after = sorted.findIndex(week => sunday(week) >= change.from);
        return after > 0 ? [{ week: sorted[after], change }] : [];
    });
}


/***/ })

};

//# sourceMappingURL=239.index.js.map