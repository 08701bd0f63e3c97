export const id = 896;
export const ids = [896,702,487];
export const modules = {

/***/ 3201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ derivedKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A key of its own for one use of the run's secrets (the API key, with the project id where it belongs): no HMAC is
 * made directly under the API key, and one use's key says nothing of another's. The same secrets give the same key
 * on every run of the repository; a new API key gives new keys. JSON keeps the parts apart; changing a use's name
 * changes its keys.
 */
function derivedKey(use, ...secrets) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([`docs-agent-action ${use}`, ...secrets]))
        .digest();
}


/***/ }),

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit),
/* harmony export */   loopbackGitHub: () => (/* binding */ loopbackGitHub)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6809);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6856);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8592);
/* harmony import */ var _action_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9297);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7911);
/* harmony import */ var _request_guard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8187);







/** Where Octokit's own lines go: its debug to debug, its warnings and errors to the log as plain lines. */
const OCTOKIT_LOG = { debug: _action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz, info: _action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .debug */ .Yz, warn: _action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq, error: _action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq };
/**
 * An Octokit that follows GitHub's guidance (throttled writes, rate limits waited out as GitHub asks: plugin-throttling)
 * within the run's bounds: every request goes through the guard (timeout, cancellation, 5xx retries that fit before
 * the deadline, in place of plugin-retry, whose waits no signal can stop), and a rate-limit wait is refused when it
 * would end after the run's timeout or the run is cancelled. A rate limit is waited out twice at most.
 */
function createOctokit(token, limits) {
    const guard = new _request_guard_js__WEBPACK_IMPORTED_MODULE_5__/* .GitHubGuard */ .LY(limits);
    const onLimit = (kind) => (retryAfter, options, _octokit, retryCount) => {
        const refusal = retryCount >= 2 ? 'it was waited out twice already' : guard.refuseWait(retryAfter * 1000);
        const where = `GitHub ${kind} on ${options.method} ${options.url}`;
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq)(refusal ? `${where}: not waiting ${retryAfter}s, ${refusal}.` : `${where}; retrying in ${retryAfter}s.`);
        // Not waiting is not asking again: until then GitHub would refuse (a secondary limit is on writes only).
        if (refusal)
            guard.holdOff(retryAfter * 1000, kind !== 'rate limit');
        return !refusal;
    };
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        // Read when the client is made, not when @actions/github loads: one process may serve runs on several (tests).
        // Unset or empty, Octokit's own default applies: https://api.github.com.
        baseUrl: process.env.GITHUB_API_URL,
        // @actions/github's proxy-aware fetch, under the request timeout and the run's signal. `log`: @octokit/request
        // warns of a deprecated endpoint through `request.log`, else console.warn, past the log's one sink.
        request: { fetch: guard.fetch(_actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request?.fetch ?? fetch), log: OCTOKIT_LOG },
        // Octokit's own warnings (plugins, deprecation headers) carry GitHub's text: they go through the log's one sink.
        log: OCTOKIT_LOG,
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...(loopbackGitHub() ? UNSPACED : {})
        }
    }, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_6__/* .throttling */ .A);
    octokit.hook.wrap('request', (request, options) => guard.send(request, options));
    scrubRequests(octokit);
    return octokit;
}
/**
 * plugin-throttling spaces writes 1 s apart and comment creations 3 s (GitHub's guidance against secondary limits).
 * Against a loopback GitHub (the tests' fake, like a loopback api-url for the service) they go unspaced: the end-to-end
 * runs spent most of their time there. Rate limits are still waited out as GitHub asks; real GitHub is never loopback.
 */
// The part of a Bottleneck group the plugin uses (group.key(id).schedule(options, job)), without a queue or spacing.
const unspaced = {
    key: () => ({ schedule: (_options, job) => job() })
};
const UNSPACED = { write: unspaced, notifications: unspaced };
/** Whether the GitHub API (`GITHUB_API_URL`, as getOctokit reads it) is on this machine. */
function loopbackGitHub(apiUrl = process.env.GITHUB_API_URL) {
    try {
        return (0,_action_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .isLoopbackHost */ .cW)(new URL(String(apiUrl)).hostname); // unset or empty: not a URL, so not loopback
    }
    catch {
        return false;
    }
}
/** Options that are not text for GitHub to keep: the token rides in `headers`, the transport in `request`. */
const NOT_TEXT = new Set(['method', 'headers', 'request', 'mediaType']);
/**
 * Every text sent to GitHub (comment bodies, reactions, queries, and the files of a tree, nested in `tree[].content`)
 * is scrubbed of the run's secrets, whoever sends it.
 */
function scrubRequests(octokit) {
    octokit.hook.before('request', options => {
        const params = options;
        for (const [name, value] of Object.entries(params))
            if (!NOT_TEXT.has(name))
                params[name] = (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .scrubJson */ .Kl)(value);
    });
}


/***/ }),

/***/ 1511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pg: () => (/* binding */ ListingError),
/* harmony export */   Y0: () => (/* binding */ MAX_PAGES),
/* harmony export */   pN: () => (/* binding */ listPages)
/* harmony export */ });
/* unused harmony export nextLink */
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8055);
/* harmony import */ var _request_guard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8187);
/**
 * Every page of a GitHub listing, following the `Link: rel="next"` GitHub answers, within bounds an answer cannot move:
 * a next page on another origin than the first is not requested (the token would go with it), a page already read is
 * not read again (a next link pointing back loops forever), and a listing stops at MAX_PAGES. An answer that is not a
 * list (a redirect without `Location`) is one clear error, and every failure names the call it comes from.
 */


/** 100 pages of 100: the most a listing reads (an issue's comments, the sweep's labelled threads). */
const MAX_PAGES = 100;
/** The listing could not be read whole: says which call, and why. `status` is GitHub's, when it answered one. */
class ListingError extends Error {
    status;
    constructor(message, status, 
    /** GitHub's own error, when it answered one: a missing permission was told by the guard (request-guard.ts). */
    cause) {
        super(message, { cause });
        this.status = status;
        this.name = 'ListingError';
    }
}
/** The `rel="next"` target of a Link header, resolved against the page it came with; undefined when there is none. */
function nextLink(link, current) {
    if (!link)
        return undefined;
    for (const match of link.matchAll(/<([^<>]*)>([^,<]*)/g)) {
        const [target, params] = [match[1], match[2]];
        const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(params)?.[1] ?? '';
        if (rel.toLowerCase().split(/\s+/).includes('next') && URL.canParse(target, current))
            return new URL(target, current).href;
    }
    return undefined;
}
/** Yields each page's items, oldest page first; throws a ListingError (or what the guard threw) when it cannot go on. */
async function* listPages(octokit, first) {
    const start = new URL(first.url);
    const what = `GET ${start.pathname}`;
    const seen = new Set();
    let url = start.href;
    for (let page = 1;; page++) {
        seen.add(url);
        let response;
        try {
            response = await octokit.request({ method: first.method, url, headers: first.headers });
        }
        catch (error) {
            // A stall, a skip or a cancel is the guard's, said once there: kept as it is.
            if (error instanceof _request_guard_js__WEBPACK_IMPORTED_MODULE_1__/* .GitHubUnavailableError */ .Wn)
                throw error;
            const status = error.status;
            throw new ListingError(`${what} (page ${page}): ${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}`, Number(status) || undefined, error);
        }
        if (!Array.isArray(response.data)) {
            throw new ListingError(`${what} (page ${page}): GitHub answered ${response.status} without a list`, response.status);
        }
        yield response.data;
        const next = nextLink(response.headers.link, url);
        if (next === undefined)
            return;
        const to = new URL(next);
        if (to.origin !== start.origin) {
            throw new ListingError(`${what}: the next page GitHub named is on ${to.origin}, not ${start.origin}; not followed, so the token does not go there`);
        }
        if (seen.has(to.href)) {
            throw new ListingError(`${what}: the next page GitHub named after page ${page} was already read; stopped there`);
        }
        if (page >= MAX_PAGES)
            throw new ListingError(`${what}: more than ${MAX_PAGES} pages; stopped there`);
        url = to.href;
    }
}


/***/ }),

/***/ 4487:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pullMerge: () => (/* binding */ pullMerge),
/* harmony export */   pullOf: () => (/* binding */ pullOf),
/* harmony export */   pullState: () => (/* binding */ pullState)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8055);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8592);
/**
 * What GitHub says of a pull request the agent opened (the report asks, report/gaps-in-flight.ts): open, closed, or
 * unreadable with this token; and for the history's fix ledger whether it was merged, and when. Never throws: what
 * cannot be read is said so, with a debug line.
 */


/** A pull request GitHub's API can be asked about: a link on the server the token talks to (github.com by default). */
function pullOf(link, serverUrl = 'https://github.com') {
    let server;
    let url;
    try {
        server = new URL(serverUrl);
        url = new URL(link);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'https:' || url.host.toLowerCase() !== server.host.toLowerCase())
        return undefined;
    const match = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/pull\/([1-9][0-9]{0,9})$/.exec(url.pathname);
    if (!match?.[1] || !match[2] || !match[3] || url.search || url.hash)
        return undefined;
    return { owner: match[1], repo: match[2], number: Number(match[3]) };
}
/** The state of the pull request at `link`; one on another host, without a token or access, is 'unreadable'. */
async function pullState(octokit, link, serverUrl) {
    const data = await readPull(octokit, link, serverUrl, 'its gaps count as in flight');
    return data ? (data.state === 'open' ? 'open' : 'closed') : 'unreadable';
}
/** Whether the pull request at `link` was merged, and when (one `GET /pulls/{n}`); unreadable as for pullState. */
async function pullMerge(octokit, link, serverUrl) {
    const data = await readPull(octokit, link, serverUrl, 'its merge is unknown');
    if (!data)
        return { state: 'unreadable' };
    if (data.merged_at)
        return { state: 'merged', mergedAt: data.merged_at };
    return { state: data.state === 'open' ? 'open' : 'closed' };
}
/** The pull request at `link`, or undefined (with a debug line ending in `then`) when it cannot be read. */
async function readPull(octokit, link, serverUrl, then) {
    const pull = pullOf(link, serverUrl);
    if (!pull || !octokit) {
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`pull request ${link} cannot be read with this token: ${then}`);
        return undefined;
    }
    try {
        const { data } = await octokit.rest.pulls.get({ owner: pull.owner, repo: pull.repo, pull_number: pull.number });
        return data;
    }
    catch (error) {
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`pull request ${link} could not be read (${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}): ${then}`);
        return undefined;
    }
}


/***/ }),

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

/***/ 1896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IssueThread: () => (/* binding */ IssueThread),
  listLabelled: () => (/* reexport */ listLabelled)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/sleep.ts
var sleep = __webpack_require__(4865);
// EXTERNAL MODULE: ./src/github/octokit.ts
var octokit = __webpack_require__(6702);
// EXTERNAL MODULE: ./src/github/pages.ts
var pages = __webpack_require__(1511);
;// CONCATENATED MODULE: ./src/github/thread/our-comments.ts



/** How long a contended write settles before it is read back: longer than another run's read-to-write gap. */
const SETTLE_MS = 2000;
/** The same against a loopback GitHub (the tests' fake), whose gap is a few milliseconds. */
const LOOPBACK_SETTLE_MS = 300;
/** Looks at a listing for a create GitHub may have made: the first at once, each next one a settle later. */
const LOOKS_AFTER_5XX = 4;
const settleMs = () => ((0,octokit.loopbackGitHub)() ? LOOPBACK_SETTLE_MS : SETTLE_MS);
/**
 * After a create GitHub answered 5xx, which it may have made all the same: a listing can lag behind a create
 * (read-after-write), so "not there" is believed only after LOOKS_AFTER_5XX looks a settle apart (6 s against GitHub).
 */
async function findAfterSettling(find) {
    for (let look = 1;; look++) {
        const found = await find();
        if (found !== undefined || look >= LOOKS_AFTER_5XX)
            return found;
        await (0,sleep/* sleep */.y)(settleMs());
    }
}
/**
 * Comments written by the token's own login whose body `read` recognises (a marker), oldest first as GitHub lists an
 * issue's comments (it offers no other order), looking through every page (pages.ts bounds them). A marker in someone
 * else's comment is never trusted: anyone can write one. A comment GitHub names no author of (`user: null`, as for a
 * deleted account) is no one's, unless `authorless` vouches for its body (the marker's seal, seal.ts).
 */
async function listOurComments(octokit, thread, login, read, authorless) {
    const found = [];
    const first = octokit.rest.issues.listComments.endpoint({
        owner: thread.owner,
        repo: thread.repo,
        issue_number: thread.issueNumber,
        per_page: 100
    });
    for await (const page of (0,pages/* listPages */.pN)(octokit, first)) {
        for (const comment of page) {
            if (!comment.body || !isOurs(comment, login, authorless))
                continue;
            const value = read(comment.body);
            if (value !== undefined)
                found.push({
                    id: comment.id,
                    url: comment.html_url,
                    updatedAt: comment.updated_at,
                    body: comment.body,
                    found: value
                });
        }
    }
    return found;
}
/** Written by `login`, or by an author GitHub no longer names where `authorless` vouches for the body. */
function isOurs(comment, login, authorless) {
    if (comment.user === null)
        return Boolean(comment.body && authorless?.(comment.body));
    return comment.user?.login === login;
}
const statusOf = (error) => error.status ?? 0;

// EXTERNAL MODULE: ./src/github/pulls.ts
var pulls = __webpack_require__(4487);
;// CONCATENATED MODULE: ./src/github/labels.ts
/**
 * The sweep's mark on a thread: a label the action manages, so the sweep lists the threads with open jobs in one
 * request per 100 of them (`GET /repos/{owner}/{repo}/issues?labels=…`) instead of reading every thread's comments.
 * The status comment's marker stays the truth (its `sweep` field); the label is only the index a listing can filter on.
 */



/** The label of threads whose job the sweep follows. No comma: the listing's `labels` filter is comma-separated. */
const SWEEP_LABEL = 'docs-agent: working';
const LABEL_COLOR = 'fbca04';
const LABEL_DESCRIPTION = 'docs-agent-action: an agent job the scheduled sweep follows (removed when it ends)';
/**
 * The numbers of every issue and pull request carrying the label, open or closed (an issue closed while its job runs
 * still gets its comment finished), through every page, oldest first. Listed whole before any is swept: unlabelling
 * threads while paging would shift the later pages and skip some.
 */
async function listLabelled(octokit, repo) {
    const numbers = new Set();
    const first = octokit.rest.issues.listForRepo.endpoint({
        ...repo,
        labels: SWEEP_LABEL,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100
    });
    try {
        for await (const page of (0,pages/* listPages */.pN)(octokit, first))
            for (const issue of page)
                numbers.add(issue.number);
    }
    catch (error) {
        if (!(error instanceof pages/* ListingError */.Pg))
            throw error;
        throw new pages/* ListingError */.Pg(`Could not list the issues labelled '${SWEEP_LABEL}': ${error.message}`, error.status);
    }
    return [...numbers];
}
/**
 * Labels the thread. GitHub creates a label that does not exist yet when it is added (without a description); where
 * it refuses instead (404 or 422: an older GitHub Enterprise Server), the label is created, then added again.
 */
async function addLabel(octokit, thread) {
    const { owner, repo, issueNumber } = thread;
    const add = () => octokit.rest.issues.addLabels({ owner, repo, issue_number: issueNumber, labels: [SWEEP_LABEL] });
    try {
        await add();
    }
    catch (error) {
        const status = statusOf(error);
        if (status !== 404 && status !== 422)
            throw error;
        (0,log/* debug */.Yz)(`adding the label ${SWEEP_LABEL} answered ${status}: creating the label first`);
        await createLabel(octokit, thread);
        await add();
    }
}
/** Removes the label; a thread without it (another sweep removed it) is fine. */
async function removeLabel(octokit, thread) {
    const { owner, repo, issueNumber } = thread;
    try {
        await octokit.rest.issues.removeLabel({ owner, repo, issue_number: issueNumber, name: SWEEP_LABEL });
    }
    catch (error) {
        if (statusOf(error) !== 404)
            throw error;
    }
}
async function createLabel(octokit, thread) {
    const { owner, repo } = thread;
    try {
        await octokit.rest.issues.createLabel({
            owner,
            repo,
            name: SWEEP_LABEL,
            color: LABEL_COLOR,
            description: LABEL_DESCRIPTION
        });
    }
    catch (error) {
        // 422 already_exists: another run created it in between.
        if (statusOf(error) !== 422)
            throw error;
    }
}

// EXTERNAL MODULE: ./src/text/uri.ts
var uri = __webpack_require__(6133);
// EXTERNAL MODULE: ./src/github/thread/comment-size.ts
var comment_size = __webpack_require__(9867);
// EXTERNAL MODULE: ./src/github/request-guard.ts + 1 modules
var request_guard = __webpack_require__(8187);
;// CONCATENATED MODULE: ./src/github/thread/marked-comment.ts
/**
 * Writing a comment found again by its hidden marker, for both of ours (the status comment, status-comment.ts; the
 * report's comment on the tracking issue, report-comment.ts): one create that is never retried blindly, an edit, and
 * the deletion of duplicates. Finding ours is our-comments.ts; the body's size limit, comment-size.ts.
 */




/**
 * Creates the comment once. A create is not retried blindly: a 5xx may come after GitHub created it, so on a failure
 * whose outcome is unknown `lookAgain` runs first, again after a settle while the listing may lag the create
 * (findAfterSettling), and only when it finds nothing is the body posted again; three attempts at most. A 4xx, a
 * request the guard skipped, timed out or cancelled (GitHub did not get it, or will not answer) is thrown at once.
 */
async function createOnce(octokit, thread, what, body, lookAgain) {
    for (let attempt = 1;; attempt++) {
        try {
            const { data } = await octokit.rest.issues.createComment({
                owner: thread.owner,
                repo: thread.repo,
                issue_number: thread.issueNumber,
                body,
                request: { retries: 0 }
            });
            return { created: { id: data.id, url: data.html_url, updatedAt: data.updated_at } };
        }
        catch (error) {
            const status = statusOf(error);
            if (attempt >= 3 || (status > 0 && status < 500) || error instanceof request_guard/* GitHubUnavailableError */.Wn)
                throw error;
            (0,log/* debug */.Yz)(`creating the ${what} failed (${(0,errors/* getErrorMessage */.u1)(error)}); checking whether it exists`);
            const found = await findAfterSettling(lookAgain);
            if (found !== undefined)
                return { found };
        }
    }
}
/**
 * Edits a comment of ours; false when it is gone (404: deleted since it was found, by a person or another run), for
 * the caller to look again, unless this was its `last` try: then GitHub's answer is thrown.
 */
async function editComment(octokit, thread, id, body, last = false) {
    try {
        await octokit.rest.issues.updateComment({ owner: thread.owner, repo: thread.repo, comment_id: id, body });
        return true;
    }
    catch (error) {
        if (statusOf(error) !== 404 || last)
            throw error;
        return false;
    }
}
/** Deletes duplicates of ours; one already gone (another run deleted it) is fine, one that cannot be is a debug line. */
async function deleteComments(octokit, thread, what, ids) {
    for (const id of ids) {
        try {
            await octokit.rest.issues.deleteComment({ owner: thread.owner, repo: thread.repo, comment_id: id });
        }
        catch (error) {
            if (statusOf(error) !== 404)
                (0,log/* debug */.Yz)(`could not delete duplicate ${what} ${id}: ${(0,errors/* getErrorMessage */.u1)(error)}`);
        }
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/action/derived-key.ts
var derived_key = __webpack_require__(3201);
;// CONCATENATED MODULE: ./src/github/thread/seal.ts
/**
 * The seal of our markers (the status marker, and the report's marker of a range): an HMAC of the marker line and the
 * thread it is on, keyed by a secret of the run that stays the same from run to run (a key derived from the service's
 * API key, action/derived-key.ts), a key and a message of its own for each kind of marker. GitHub answers
 * `user: null` for a comment whose author it no longer names; such a comment is trusted as ours only when its seal
 * holds. An outsider can write a marker, and then delete the account that wrote it, but cannot seal one: a marker
 * changed by a character, copied to another thread, or of another kind, does not hold. The one thing a seal cannot
 * tell is a copy of one of our own markers on the same thread: that copy says only what our comment said.
 */


/** ` seal=<32 hex>` as the marker's last field; older readers of the status marker ignore a field they do not know. */
const SEAL = / seal=([0-9a-f]{32})(?= -->)/;
const FIRST_LINE = {
    status: /^<!-- docs-agent-action:status[^\n]*? -->/,
    report: /^<!-- docs-agent-action:report [^\n]*? -->/
};
/** The status seal's bytes are those of the first sealed markers (`status seal`), so existing comments still hold. */
function digest(kind, key, thread, markerLine) {
    const where = `${thread.owner}/${thread.repo}#${thread.issueNumber}`.toLowerCase();
    return (0,external_node_crypto_.createHmac)('sha256', (0,derived_key/* derivedKey */.D)(`${kind} seal`, key))
        .update(`docs-agent-action ${kind} seal\0${where}\0${markerLine}`, 'utf8')
        .digest('hex')
        .slice(0, 32);
}
/** Seals the `kind` marker at the start of each body written to `thread`; a body without one is left as it is. */
function sealer(kind, key, thread) {
    return body => {
        const first = FIRST_LINE[kind].exec(body)?.[0];
        if (first === undefined || !key)
            return body;
        const line = first.replace(SEAL, '');
        return `${line.slice(0, -' -->'.length)} seal=${digest(kind, key, thread, line)} -->${body.slice(first.length)}`;
    };
}
/**
 * Whether the body's `kind` marker carries a seal made with `key` (never an empty one) for `thread` over exactly this
 * marker.
 */
function sealChecker(kind, key, thread) {
    return body => {
        const [first] = FIRST_LINE[kind].exec(body) ?? [''];
        const seal = SEAL.exec(first)?.[1];
        if (!key || seal === undefined)
            return false;
        return (0,external_node_crypto_.timingSafeEqual)(Buffer.from(seal), Buffer.from(digest(kind, key, thread, first.replace(SEAL, ''))));
    };
}

;// CONCATENATED MODULE: ./src/github/thread/report-comment.ts






/**
 * The report's comment on the tracking issue: one per report range, found again by its marker (which holds the range)
 * and by being ours (written by the token's login, or named with no author by GitHub and sealed by us, seal.ts),
 * edited in place on a re-run for the same range, created otherwise.
 */
const REPORT_PREFIX = '<!-- docs-agent-action:report ';
/** `<!-- docs-agent-action:report 2026-11-16..2026-11-23 -->`: the range URI-encoded, so it cannot end the comment. */
function reportMarker(rangeKey) {
    return `${REPORT_PREFIX}${encodeURIComponent(rangeKey)} -->`;
}
/**
 * The range of a report comment's marker at the start of a body; undefined when the body has none. Fields after the
 * range (` seal=…`, and any a later version adds) are passed over: the range alone names the comment.
 */
function parseReportMarker(body) {
    const match = /^<!-- docs-agent-action:report ([^\s>]+)(?: [a-z]+=[^\s>]*)* -->/.exec(body);
    return match?.[1] ? (0,uri/* decodeComponent */.u)(match[1]) : undefined;
}
/**
 * Writes the report for `rangeKey`: edits our oldest comment for that range, else creates one (marked-comment.ts: a
 * create whose outcome is unknown looks for the range first, again after a settle while the listing may lag the
 * create). After a create, and a settle, the range is looked for again: two runs at once converge on the oldest
 * comment, this run's report in it, the later ones deleted. Throws what GitHub answered; IssueThread turns that into
 * one warning. `sealKey`, the run's stable secret, seals the marker; a comment GitHub names no author of is ours for
 * the range only when its seal holds (seal.ts); without a key the marker goes unsealed and no such comment is ours.
 */
async function writeReportComment(octokit, thread, login, rangeKey, markdown, sealKey = '') {
    const body = (0,comment_size/* truncate */.xv)(`${sealer('report', sealKey, thread)(reportMarker(rangeKey))}\n${markdown}`, comment_size/* COMMENT_LIMIT */.W$);
    const vouch = sealChecker('report', sealKey, thread);
    const find = async () => listOurComments(octokit, thread, login, text => (parseReportMarker(text) === rangeKey ? true : undefined), vouch);
    const drop = (comments) => deleteComments(octokit, thread, 'report comment', comments.map(c => c.id));
    /** Edits the oldest comment for the range to hold this report, and deletes the others; false when it is gone. */
    const edit = async ([oldest, ...others], last) => {
        if (!oldest || !(await editComment(octokit, thread, oldest.id, body, last)))
            return false;
        await drop(others);
        return { id: oldest.id, url: oldest.url, created: false };
    };
    for (let attempt = 1;; attempt++) {
        const listed = nonEmpty(await find());
        const made = listed ? { found: listed } : await createOnce(octokit, thread, 'report comment', body, findSome);
        if ('found' in made) {
            const edited = await edit(made.found, attempt >= 3);
            if (edited)
                return edited;
            continue; // 404 on the edit: deleted since the listing (by a person, or a run that kept another): look again
        }
        const created = { id: made.created.id, url: made.created.url, created: true };
        await (0,sleep/* sleep */.y)(settleMs());
        // Where another run's comment for the range is older, this report goes there and ours is deleted.
        const [oldest, ...later] = await find();
        const others = later.filter(c => c.id !== created.id);
        if (!oldest || oldest.id === created.id) {
            await drop(others);
            return created;
        }
        return (await edit([oldest, ...others, created], false)) || created; // the older one deleted in between: ours stays
    }
    async function findSome() {
        return nonEmpty(await find());
    }
}
const nonEmpty = (list) => (list.length > 0 ? list : undefined);

// EXTERNAL MODULE: ./src/github/thread/marker.ts + 1 modules
var thread_marker = __webpack_require__(2317);
;// CONCATENATED MODULE: ./src/github/thread/status-comment.ts




/**
 * The one status comment of an issue or PR: found by its marker *and* by being written by the token's own login
 * (a marker in someone else's comment is never trusted), created once, then edited in place. Where two exist (a
 * create GitHub answered 5xx, two runs at once), all runs settle on the oldest and our later ones are deleted.
 */
class StatusComment {
    octokit;
    thread;
    login;
    current;
    duplicates = new Set();
    seal;
    vouch;
    /** `sealKey`: the run's stable secret. The marker is sealed with it; an author-less comment whose seal holds is ours. */
    constructor(octokit, thread, login, sealKey) {
        this.octokit = octokit;
        this.thread = thread;
        this.login = login;
        this.seal = sealKey ? sealer('status', sealKey, thread) : body => body;
        this.vouch = sealKey ? sealChecker('status', sealKey, thread) : undefined;
    }
    get ref() {
        return this.current;
    }
    /** Finds our status comment, looking through every page: the oldest of ours, the one every run settles on. */
    async find() {
        const [oldest] = await this.listOurs();
        this.current = oldest ?? this.current;
        return oldest;
    }
    /** One comment's marker afresh (another run may be writing it); undefined when it is gone or not ours. */
    async read(id) {
        try {
            const { data } = await this.octokit.rest.issues.getComment({ ...this.repo(), comment_id: id });
            const marker = data.body && isOurs(data, this.login, this.vouch) ? (0,thread_marker/* parseMarker */.gY)(data.body) : undefined;
            const fresh = marker && { id: data.id, url: data.html_url, marker, updatedAt: data.updated_at, body: data.body };
            if (fresh && this.current?.id === id)
                this.current = fresh; // the next write builds on what is there now
            return fresh;
        }
        catch (error) {
            if (statusOf(error) === 404)
                return undefined;
            throw error;
        }
    }
    /**
     * Settles on the oldest of our status comments, merging what ours remembers into it; later ones become duplicates
     * to drop. Returns true when the comment this run wrote so far is not the one kept.
     */
    async converge() {
        const ours = await this.listOurs();
        const [oldest, ...later] = ours;
        if (!oldest)
            return false; // a listing that lags behind a create shows nothing yet: keep what we have
        const mine = this.current;
        for (const c of later)
            this.duplicates.add(c.id);
        const moved = mine !== undefined && mine.id !== oldest.id;
        if (moved)
            this.duplicates.add(mine.id);
        this.current = { ...oldest, marker: mine ? (0,thread_marker/* mergeMarkers */.WP)(mine.marker, oldest.marker) : oldest.marker };
        return moved;
    }
    /** Deletes the duplicates converge() found; one already gone (another run deleted it) is fine. */
    async dropDuplicates() {
        const ids = [...this.duplicates].filter(id => id !== this.current?.id);
        this.duplicates.clear();
        await deleteComments(this.octokit, this.thread, 'comment', ids);
    }
    /**
     * Writes the body: edits our comment when there is one, else creates it without ever creating two (a create whose
     * outcome is unknown looks for our marker first, marked-comment.ts). `moved` is true when a create found an older
     * comment of ours, which is now the one (the body just written is a duplicate).
     */
    async write(render, tries = 3) {
        if (this.current) {
            const body = this.seal(render(this.current.marker));
            if (await editComment(this.octokit, this.thread, this.current.id, body, tries <= 1)) {
                this.current = { ...this.current, marker: (0,thread_marker/* parseMarker */.gY)(body) ?? this.current.marker, body };
                return { ref: this.current, moved: false };
            }
            // 404: a concurrent run deleted it as a later duplicate; write to the one that remains.
            this.current = undefined;
            await this.find();
            return this.write(render, tries - 1);
        }
        const body = this.seal(render(undefined));
        const made = await createOnce(this.octokit, this.thread, 'status comment', body, () => this.find());
        let written;
        if ('found' in made) {
            // Our own create went through after all when the marker is the one we sent; else it is another comment.
            if (JSON.stringify(made.found.marker) !== JSON.stringify((0,thread_marker/* parseMarker */.gY)(body)))
                return { ref: made.found, moved: true };
            written = made.found;
        }
        else {
            const { id, url, updatedAt } = made.created;
            written = this.current = { id, url, marker: (0,thread_marker/* parseMarker */.gY)(body) ?? { runs: [] }, body, updatedAt };
        }
        const moved = await this.converge();
        return { ref: this.current ?? written, moved };
    }
    /** Our status comments, oldest first (comment ids only grow). */
    async listOurs() {
        const ours = await listOurComments(this.octokit, this.thread, this.login, thread_marker/* parseMarker */.gY, this.vouch);
        return ours.map(({ id, url, found, updatedAt, body }) => ({ id, url, marker: found, updatedAt, body }));
    }
    repo() {
        return { owner: this.thread.owner, repo: this.thread.repo };
    }
}

;// CONCATENATED MODULE: ./src/github/thread/issue-thread.ts






// The sweep's listing comes with the thread (connect.ts loads this module on demand): one chunk holds both.




/**
 * Reports to an issue or PR: the living status comment and reactions. Never throws: a comment that cannot be written
 * (fork PRs: "Resource not accessible by integration") gives one warning, and the run's result is kept regardless.
 */
class IssueThread {
    octokit;
    thread;
    login;
    triggerCommentId;
    sealKey;
    warned = false;
    comment;
    constructor(octokit, thread, login, 
    /** The comment that triggered the run, for reactions; else reactions go on the issue itself. */
    triggerCommentId, 
    /** The run's stable secret that seals our markers, the status comment's and the report's (seal.ts). */
    sealKey) {
        this.octokit = octokit;
        this.thread = thread;
        this.login = login;
        this.triggerCommentId = triggerCommentId;
        this.sealKey = sealKey;
        this.comment = new StatusComment(octokit, thread, login, sealKey);
    }
    /** Our existing status comment on the thread, if any (it holds the job id of an earlier run). */
    async existing() {
        return this.safely('find the status comment', () => this.comment.find());
    }
    get ref() {
        return this.comment.ref;
    }
    get issueNumber() {
        return this.thread.issueNumber;
    }
    /** Where this run's reactions go: the triggering comment's id, or 0 for the issue itself. */
    get target() {
        return this.triggerCommentId ?? 0;
    }
    /** The status comment looked up afresh: `{ ref: undefined }` when there is none, undefined when GitHub could not say. */
    async findStatus() {
        return this.safely('find the status comment', async () => ({ ref: await this.comment.find() }));
    }
    /**
     * Writes the status comment. The last word (final, error) first settles on one comment: a listing
     * that lagged behind a create may have hidden a duplicate until now.
     */
    async show(write) {
        return this.safely('write the status comment', async () => {
            const { render } = write;
            if (write.phase === 'last' && this.comment.ref)
                await this.comment.converge();
            const written = await this.comment.write(render);
            let ref = written.ref;
            // Moved to an older comment: a claim stays out of it (that run holds it); anything else is written there.
            if (written.moved && write.phase !== 'claim') {
                ref = (await this.comment.write(render)).ref;
            }
            await this.comment.dropDuplicates();
            return ref;
        });
    }
    /**
     * Writes the status comment where other runs may write it at the same moment (a burst of short runs): reads it
     * afresh first, then, after a settle longer than another run's read-to-write gap, reads it back and writes again
     * when a write made from an older read dropped what `holds` checks (GitHub has no conditional update). Every run
     * doing so, the marker ends up holding each one's part; three rounds at most.
     */
    async showSettled(write, holds) {
        let written;
        for (let round = 1; round <= 3; round++) {
            const id = (written ?? this.ref)?.id;
            if (id !== undefined)
                await this.read(id);
            written = await this.show(write);
            if (!written)
                return undefined;
            await (0,sleep/* sleep */.y)(settleMs());
            const after = await this.read(written.id);
            if (!after || holds(after.marker))
                return written;
            (0,log/* debug */.Yz)(`another run's write dropped this run's part of the status marker; writing it again (round ${round})`);
        }
        return written;
    }
    /** One status comment read afresh, for a claim another run is resolving. */
    async read(id) {
        return this.safely('read the status comment', () => this.comment.read(id));
    }
    /** Reacts to the triggering comment, or to `target` (a comment id; 0: the issue itself). */
    async react(content, target = this.target) {
        const { owner, repo, issueNumber } = this.thread;
        await this.safely(`add the ${content} reaction`, () => target
            ? this.octokit.rest.reactions.createForIssueComment({ owner, repo, comment_id: target, content })
            : this.octokit.rest.reactions.createForIssue({ owner, repo, issue_number: issueNumber, content }));
    }
    /** Labels the thread for the sweep (github/labels.ts); false when GitHub refused. */
    async mark() {
        return ((await this.safely('add the sweep label', async () => (await addLabel(this.octokit, this.thread), true))) ?? false);
    }
    /** Takes the sweep's label off; false when GitHub refused. */
    async unmark() {
        return ((await this.safely('remove the sweep label', async () => (await removeLabel(this.octokit, this.thread), true))) ??
            false);
    }
    /**
     * The report for one range (`2026-11-16..2026-11-23`): our comment for that range edited in place, or created when
     * there is none, so re-runs for a range leave one comment and each new range adds one.
     */
    async postReport(rangeKey, markdown) {
        return this.safely('write the report comment', () => writeReportComment(this.octokit, this.thread, this.login, rangeKey, markdown, this.sealKey));
    }
    /**
     * The report gaps the thread's jobs were sent, from our status comment's marker (the report asks the service which
     * are still in flight, report/gaps-in-flight.ts). Undefined when GitHub could not be asked (one warning).
     */
    async sentGaps() {
        return this.safely('read the gaps already sent', async () => {
            const marker = (this.comment.ref ?? (await this.comment.find()))?.marker;
            return marker?.gaps ?? [];
        });
    }
    /** What GitHub says of the pull request at `link` (github/pulls.ts); never throws. */
    async pullState(link, serverUrl) {
        return (0,pulls.pullState)(this.octokit, link, serverUrl);
    }
    /** Posts a separate comment (why a run was refused). */
    async post(body) {
        const { owner, repo, issueNumber } = this.thread;
        await this.safely('post a comment', () => this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }));
    }
    async safely(what, action) {
        try {
            return await action();
        }
        catch (error) {
            const message = `Could not ${what} on #${this.thread.issueNumber}: ${(0,errors/* getErrorMessage */.u1)(error)}. The run's results are still in the outputs and the job summary.`;
            // A timeout and a missing permission were warned about once by the guard; what it skipped, and what cancelling
            // cut short, is no news.
            if (this.warned || error instanceof request_guard/* GitHubUnavailableError */.Wn || (0,request_guard/* alreadyTold */.G1)(error)) {
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

//# sourceMappingURL=896.index.js.map