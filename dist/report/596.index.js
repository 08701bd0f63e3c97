export const id = 596;
export const ids = [596];
export const modules = {

/***/ 596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DataBranch: () => (/* binding */ DataBranch),
/* harmony export */   DataBranchError: () => (/* binding */ DataBranchError),
/* harmony export */   RETRY_BASE_MS: () => (/* binding */ RETRY_BASE_MS),
/* harmony export */   UnreadableFile: () => (/* binding */ UnreadableFile),
/* harmony export */   WRITE_ATTEMPTS: () => (/* binding */ WRITE_ATTEMPTS)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8055);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8592);
/* harmony import */ var _action_sleep_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4865);
/* harmony import */ var _request_guard_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8187);
/**
 * A branch of the user's repository kept as a small data store (the docs-health history: report/history/), read and
 * written through GitHub's REST API only: no checkout, no git. A read is the branch's head (`GET /git/ref/heads/…`)
 * and then files at that commit through the contents API (`GET /contents/{path}?ref=<sha>`: a folder's listing or a
 * file's base64 text, one request each, where the git data API would take a tree and a blob). A write is
 * read-modify-write on the head: its commit (for the tree), the files the change reads, a tree on `base_tree` with the
 * new texts inline, a commit with the head as parent, and the ref moved with `force: false`, or created for a branch
 * that does not exist yet (an orphan: no parent). When another run moved or created the ref first, GitHub refuses
 * (422 "Update is not a fast forward", "Reference already exists", or 409): the head is read again and the change
 * made again on it (a shared file such as index.json is merged anew), five attempts at most, a short jittered wait
 * between them that must end before the run's deadline and stops on cancel. Nothing is ever forced.
 *
 * Reads throw DataBranchError (`permission`, `skipped` or `failed`; UnreadableFile for a file GitHub gives no text of)
 * for anything but a branch or file that is not there. A write never throws for GitHub: `commit` returns
 * `{ written: false, reason }` (the 403's warning is the guard's, once per permission, as is a timeout's), and rejects
 * only with what `change` itself throws. Needs `contents: write` (reads: `contents: read`). May import action/ and
 * text/ only.
 */




/** Attempts of one write; and the first wait between two, doubled each time, jittered by ±50 %. */
const WRITE_ATTEMPTS = 5;
const RETRY_BASE_MS = 500;
/**
 * A read or a write step GitHub refused; `permission` when it was a missing permission, `skipped` when the request
 * timed out or was not sent after an earlier timeout (both already warned about by the guard).
 */
class DataBranchError extends Error {
    reason;
    constructor(message, reason) {
        super(message);
        this.reason = reason;
        this.name = 'DataBranchError';
    }
}
/** A file GitHub's contents API gives no text of (over 1 MB, a symlink, a submodule): not one this store wrote. */
class UnreadableFile extends DataBranchError {
    path;
    constructor(path) {
        super(`${path} has no text GitHub's contents API gives`, 'failed');
        this.path = path;
        this.name = 'UnreadableFile';
    }
}
/** GitHub's answers that mean another writer moved or created the ref first. */
const MOVED = /not a fast forward|reference already exists|reference does not exist/i;
class DataBranch {
    octokit;
    target;
    options;
    constructor(octokit, target, options) {
        this.octokit = octokit;
        this.target = target;
        this.options = options;
    }
    /** The files directly in `folder` at the head, name → blob sha, and the head's sha (undefined: no branch). */
    async readFolder(folder) {
        const head = await this.headSha();
        const files = new Map();
        if (head === undefined)
            return { head, files };
        const listing = await this.ask(`read ${folder}`, () => this.octokit.rest.repos.getContent({ ...this.repo(), path: folder, ref: head }));
        if (!Array.isArray(listing))
            return { head, files }; // no folder there (a file, or nothing)
        for (const item of listing)
            if (item.type === 'file')
                files.set(item.name, item.sha);
        return { head, files };
    }
    /** The text of `path` at commit `head` (from readFolder), or undefined when no file (a folder) is there. */
    async readText(path, head) {
        const file = await this.ask(`read ${path}`, () => this.octokit.rest.repos.getContent({ ...this.repo(), path, ref: head }));
        if (file === undefined || Array.isArray(file))
            return undefined;
        // A file over 1 MB comes without its text (`encoding: none`), a symlink or a submodule with none: not ours.
        const { encoding, content } = file;
        if (encoding !== 'base64')
            throw new UnreadableFile(path);
        return Buffer.from(String(content), 'base64').toString('utf8');
    }
    /**
     * Writes what `change` returns on the branch's head as one commit with `message`; when another run moved the branch
     * first, `change` is called again on the new head (its reader reads there). Never forced, never throws for GitHub.
     */
    async commit(message, change) {
        for (let attempts = 1;; attempts++) {
            let written;
            try {
                written = await this.attempt(message, change);
            }
            catch (error) {
                if (!(error instanceof DataBranchError))
                    throw error;
                return { written: false, reason: error.reason, message: error.message, attempts };
            }
            if (written === '')
                return { written: false, reason: 'empty', message: 'nothing to write', attempts };
            if (written !== undefined)
                return { written: true, commit: written, attempts };
            const refusal = attempts < WRITE_ATTEMPTS ? await this.pause(attempts) : `${attempts} attempts were made`;
            if (refusal) {
                const why = `Another run kept moving the branch ${this.target.branch}: not written (${refusal}).`;
                return { written: false, reason: 'conflict', message: why, attempts };
            }
        }
    }
    /** One read-modify-write: the new commit's sha, '' when there is nothing to write, undefined when the ref moved. */
    async attempt(message, change) {
        const head = await this.head();
        const read = this.reader(head?.commit);
        const tree = [];
        for (const [path, text] of Object.entries(await change(read, head?.commit))) {
            if (text !== null)
                tree.push({ path, mode: '100644', type: 'blob', content: text });
            else if ((await read(path)) !== undefined)
                tree.push({ path, mode: '100644', type: 'blob', sha: null });
        }
        if (tree.length === 0)
            return '';
        const made = await this.send('write a tree', () => this.octokit.rest.git.createTree({ ...this.repo(), tree, base_tree: head?.tree }));
        const parents = head ? [head.commit] : [];
        const { sha } = await this.send('write a commit', () => this.octokit.rest.git.createCommit({ ...this.repo(), message, tree: made.sha, parents }));
        const { branch } = this.target;
        try {
            if (head)
                await this.octokit.rest.git.updateRef({ ...this.repo(), ref: `heads/${branch}`, sha, force: false });
            else
                await this.octokit.rest.git.createRef({ ...this.repo(), ref: `refs/heads/${branch}`, sha });
            return sha;
        }
        catch (error) {
            const status = error.status;
            if (status === 409 || (status === 422 && MOVED.test((0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)))) {
                (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`The branch ${branch} moved while this run wrote it (${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}).`);
                return undefined;
            }
            throw refusal(`move ${branch}`, error);
        }
    }
    /** Waits before attempt `done + 1`; why it may not (the deadline, a cancel), or undefined once waited. */
    async pause(done) {
        const { deadline, signal, now = Date.now, sleep = _action_sleep_js__WEBPACK_IMPORTED_MODULE_2__/* .sleep */ .y, random = Math.random } = this.options;
        const ms = Math.round(RETRY_BASE_MS * 2 ** (done - 1) * (0.5 + random()));
        const refused = (0,_request_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .waitRefusal */ .O2)(now(), ms, deadline, signal?.aborted === true);
        if (refused)
            return refused;
        try {
            await sleep(ms, signal);
        }
        catch {
            return 'the run was cancelled';
        }
        return undefined;
    }
    /** The head's commit and tree, or undefined when the branch does not exist. */
    async head() {
        const commit = await this.headSha();
        if (commit === undefined)
            return undefined;
        const data = await this.send('read the head commit', () => this.octokit.rest.git.getCommit({ ...this.repo(), commit_sha: commit }));
        return { commit, tree: data.tree.sha };
    }
    async headSha() {
        const { branch } = this.target;
        const ref = await this.ask(`read the branch ${branch}`, () => this.octokit.rest.git.getRef({ ...this.repo(), ref: `heads/${branch}` }));
        return ref?.object.sha;
    }
    /** The files at commit `head`, each read once (none without a head). */
    reader(head) {
        const texts = new Map();
        return path => {
            if (head === undefined)
                return Promise.resolve(undefined);
            const text = texts.get(path) ?? this.readText(path, head);
            texts.set(path, text);
            return text;
        };
    }
    /** One read's data; undefined for a 404 (not there); any other failure a DataBranchError naming `what`. */
    async ask(what, request) {
        try {
            return (await request()).data;
        }
        catch (error) {
            if (error.status === 404)
                return undefined;
            throw refusal(what, error);
        }
    }
    /** One request's data; any failure (a 404 too) a DataBranchError naming `what`. */
    async send(what, request) {
        try {
            return (await request()).data;
        }
        catch (error) {
            throw refusal(what, error);
        }
    }
    repo() {
        return { owner: this.target.owner, repo: this.target.repo };
    }
}
function refusal(what, error) {
    // A request that timed out, and those skipped after it: the guard warned of the timeout once.
    const unanswered = error instanceof _request_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .GitHubUnavailableError */ .Wn && error.reason !== 'cancelled';
    const reason = (0,_request_guard_js__WEBPACK_IMPORTED_MODULE_3__/* .alreadyTold */ .G1)(error) ? 'permission' : unanswered ? 'skipped' : 'failed';
    return new DataBranchError(`GitHub did not let this run ${what}: ${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}`, reason);
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


/***/ })

};

//# sourceMappingURL=596.index.js.map