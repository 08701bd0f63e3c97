export const id = 702;
export const ids = [702];
export const modules = {

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
// EXTERNAL MODULE: ./src/action/summary-file.ts + 1 modules
var summary_file = __webpack_require__(6943);
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


/***/ })

};

//# sourceMappingURL=702.index.js.map