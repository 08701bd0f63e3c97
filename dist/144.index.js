export const id = 144;
export const ids = [144,596];
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

/***/ 3144:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   json: () => (/* binding */ json),
/* harmony export */   readPast: () => (/* binding */ readPast),
/* harmony export */   writeLedger: () => (/* binding */ writeLedger),
/* harmony export */   writeWeek: () => (/* binding */ writeWeek)
/* harmony export */ });
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8592);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7911);
/* harmony import */ var _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(596);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5674);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3123);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(102);
/* harmony import */ var _rollup_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(535);
/* harmony import */ var _week_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6765);
/**
 * The project's history on the data branch (I/O): the past weeks and the fix ledger read before the report renders,
 * and the week, the ledger, the index and the roll-up written after it posts, as one commit that is made again on the
 * new head when another run moved the branch (github/data-branch.ts). A branch that exists must be the history's by
 * its marker (marker.ts, `branchClaim`: an index.json of `docs-health-index`), when it is read and again in each
 * write: the action never writes into another's branch (code, a Pages site with an index.json of its own), and its
 * first write, whatever it holds, makes a new branch the history's (index.json and README.md). A file it cannot read as
 * this version's (malformed, too large for the contents API) is skipped with one warning; one a later version wrote
 * is left as it is (a later index keeps this version off the branch). Never throws for GitHub: what could not be read
 * or written is one warning, and the report goes on.
 */








const WEEK_FILE = /^\d{4}-W\d{2}\.json$/;
/** Why the branch is not one the history may use: it exists without the history's marker (`why`). */
const NOT_HISTORY = (branch, why) => `The branch ${branch} exists and is not a docs-health history (${why}): the history is not read or written there. Name a branch of its own in history-branch.`;
/**
 * The `count` weeks before `week` (this run's, which it rewrites) and the ledger. Undefined, with the reason, when
 * the branch cannot be read, is not a history branch, or its index is of a later version; a file that cannot be read
 * as this version's is skipped, one warning each.
 */
async function readPast(branch, context) {
    const { project, warn } = context;
    try {
        const { head, files } = await branch.readFolder(_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.weeks(project));
        if (head === undefined)
            return { weeks: [] };
        const read = path => branch.readText(path, head);
        const claim = await claimOf(read);
        if (claim.owner === 'another') {
            warn(NOT_HISTORY(context.branchName, claim.reason));
            return undefined;
        }
        if (claim.owner === 'later') {
            warn(`History: ${LATER(_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index, claim.reason)}: this version neither reads nor writes the branch.`);
            return undefined;
        }
        // The history's by its marker; a field of it this version cannot read is the next write's to replace.
        const index = (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistoryIndex */ .iO)(claim.index);
        if (index.reason !== undefined)
            warn(`History: ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index} is skipped: ${index.reason}; the next write replaces it.`);
        // A folder lists its files by name (git's tree order), and a week's name sorts as its week does.
        const ids = [...files.keys()]
            .filter(name => WEEK_FILE.test(name))
            .map(name => name.slice(0, -'.json'.length))
            .filter(id => (0,_week_js__WEBPACK_IMPORTED_MODULE_7__/* .compareWeeks */ .hI)(id, context.week) < 0)
            .slice(-context.count);
        const weeks = [];
        for (const id of ids) {
            const path = _format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.week(project, id);
            const week = await readParsed(read, path, _parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWeekRecord */ .jj);
            if (week?.value && week.value.week === id)
                weeks.push(week.value);
            else
                warn(`History: ${path} is skipped: ${week?.reason ?? 'its week is another'}.`);
        }
        const ledger = await readParsed(read, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.fixes(project), _parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseFixLedger */ .Im);
        if (ledger?.reason !== undefined)
            warn(`History: ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.fixes(project)} is skipped: ${ledger.reason}${ledger.newer ? '; it is left as it is' : ''}.`);
        const rerun = files.has(`${context.week}.json`);
        return { weeks, ...(ledger?.value ? { ledger: ledger.value } : {}), ...(rerun ? { rerun } : {}) };
    }
    catch (error) {
        if (!(error instanceof _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__.DataBranchError))
            throw error;
        const why = `History: the branch ${context.branchName} could not be read: ${error.message}`;
        // A missing permission or a timeout: the guard warned of it once, naming the permission or the call.
        if (error.reason === 'skipped' || error.reason === 'permission')
            (0,_action_log_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz)(why);
        else
            warn(why);
        return undefined;
    }
}
/** A file read and parsed; undefined when it is not there. One GitHub gives no text of is read as malformed. */
async function readParsed(read, path, parse) {
    let text;
    try {
        text = await read(path);
    }
    catch (error) {
        if (error instanceof _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__.UnreadableFile)
            return { reason: TOO_LARGE, newer: false };
        throw error;
    }
    return text === undefined ? undefined : parse(text);
}
const TOO_LARGE = "GitHub's contents API gives no text of it (over 1 MB, or not a file)";
const LATER = (path, reason) => `${path} is of a later format (${reason})`;
/**
 * Writes the week, the ledger, the index and its README as one commit. Returns the warning, or undefined when written.
 * A re-run's week that a later version wrote is left as it is (one warning), and the rest written.
 */
async function writeWeek(branch, branchName, project, write) {
    const { record } = write;
    const path = _format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.week(project, record.week);
    let later;
    const refused = await commit(branch, branchName, `docs-health: ${project} ${record.week}`, async (read, head) => {
        const index = await historyIndex(read, head, branchName);
        const current = await currentLedger(read, project);
        const week = write.rerun ? await readParsed(read, path, _parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseWeekRecord */ .jj) : undefined;
        later = week?.newer ? week.reason : undefined;
        // A ledger of a later version is left as it is (the read said so).
        const ledger = current === 'newer' ? undefined : write.ledger(current);
        const next = (0,_rollup_js__WEBPACK_IMPORTED_MODULE_6__/* .updateIndex */ .UB)(index, project, write.headline);
        return {
            ...(later === undefined ? { [path]: json(record) } : {}),
            ...(ledger ? { [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.fixes(project)]: json(ledger) } : {}),
            [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index]: json(next),
            [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.readme]: (0,_rollup_js__WEBPACK_IMPORTED_MODULE_6__/* .rollupMarkdown */ .C9)(next)
        };
    });
    return refused ?? (later === undefined ? undefined : `History: ${LATER(path, later)}: it is left as it is.`);
}
/**
 * Writes the ledger alone (a job the report just sent), as a change of the head's; on a new branch (the week's write
 * failed) with an index of no project and its README, so that the branch is a history branch. Nothing over a ledger of
 * a later version.
 */
async function writeLedger(branch, branchName, project, message, change) {
    return commit(branch, branchName, message, async (read, head) => {
        await historyIndex(read, head, branchName);
        const current = await currentLedger(read, project);
        if (current === 'newer')
            return {};
        const index = { format: 'docs-health-index', version: _format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_VERSION */ .g1, projects: {} };
        return {
            [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.fixes(project)]: json(change(current)),
            ...(head === undefined
                ? { [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index]: json(index), [_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.readme]: (0,_rollup_js__WEBPACK_IMPORTED_MODULE_6__/* .rollupMarkdown */ .C9)(index) }
                : {})
        };
    });
}
async function commit(branch, branchName, message, change) {
    const result = await branch.commit(message, change);
    // Empty: a ledger of a later version left as it is, with nothing else to write.
    if (result.written || result.reason === 'empty')
        return undefined;
    // A missing permission or a timeout: the guard warned of it once, naming the permission or the call.
    if (result.reason === 'skipped' || result.reason === 'permission') {
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz)(`History not written to ${branchName}: ${result.message}`);
        return undefined;
    }
    return `History not written to ${branchName}: ${result.message}`;
}
/**
 * The head's index; undefined on a new branch, or when a field of it cannot be read as this version's (the write
 * replaces it). A branch that exists without the history's marker is another's (it may have been made or replaced
 * since the read): the change is refused, as is one over a later version's index.
 */
async function historyIndex(read, head, branchName) {
    // A new branch: this write makes it the history's.
    if (head === undefined)
        return undefined;
    const claim = await claimOf(read);
    if (claim.owner === 'another')
        throw new _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__.DataBranchError(NOT_HISTORY(branchName, claim.reason), 'failed');
    if (claim.owner === 'later')
        throw new _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__.DataBranchError(`its ${LATER(_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index, claim.reason)}`, 'failed');
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHistoryIndex */ .iO)(claim.index).value;
}
/** Whose the branch `read` reads at its head is, by its index.json (marker.ts). */
async function claimOf(read) {
    try {
        return (0,_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .branchClaim */ .Rt)(await read(_format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.index));
    }
    catch (error) {
        if (error instanceof _github_data_branch_js__WEBPACK_IMPORTED_MODULE_2__.UnreadableFile)
            return (0,_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .branchClaim */ .Rt)(_marker_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_TEXT */ .gd);
        throw error;
    }
}
/** The head's ledger: undefined when there is none or it cannot be read as this version's; `newer`: leave it be. */
async function currentLedger(read, project) {
    const ledger = await readParsed(read, _format_js__WEBPACK_IMPORTED_MODULE_3__/* .HISTORY_PATHS */ .q_.fixes(project), _parse_js__WEBPACK_IMPORTED_MODULE_5__/* .parseFixLedger */ .Im);
    return ledger?.newer ? 'newer' : ledger?.value;
}
/**
 * A history file's text: one field a line, and one item a line of a list or of an object of objects (a week's pages,
 * the ledger's jobs, the index's projects), so a diff of the branch shows what changed and a week stays small. Every
 * string is scrubbed of the run's secrets first (`***`), a name read from the branch too: the file stays JSON.
 */
function json(record) {
    const value = (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_1__/* .scrubJson */ .Kl)(record);
    const item = (inner) => `  ${JSON.stringify(inner)}`;
    const field = ([key, inner]) => {
        const name = JSON.stringify(key);
        if (Array.isArray(inner) && inner.length > 0)
            return `${name}: [\n${inner.map(item).join(',\n')}\n ]`;
        const entries = Object.entries(inner ?? {});
        if (entries.length > 1 && entries.every(([, v]) => v !== null && typeof v === 'object')) {
            return `${name}: {\n${entries.map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n }`;
        }
        return `${name}: ${JSON.stringify(inner)}`;
    };
    return `{\n ${Object.entries(value).map(field).join(',\n ')}\n}\n`;
}


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
/* harmony export */   iO: () => (/* binding */ parseHistoryIndex),
/* harmony export */   jj: () => (/* binding */ parseWeekRecord)
/* harmony export */ });
/* harmony import */ var _check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5689);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5674);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3123);
/* harmony import */ var _week_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6765);
/* harmony import */ var _github_change_change_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3910);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7101);
/* harmony import */ var _visitors_range_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6321);
/* harmony import */ var _service_job_id_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3020);
/**
 * Reading the docs-health history's files back from the data branch (src/report/history/): a week's record, the fix
 * ledger and the roll-up index, each checked whole against this version's format (format.ts) before anything uses
 * it. A file is read as absent, with the reason, when it is not JSON, is too large, has a field of the wrong type or
 * size, or was written by a later version of the format (`newer`: the writer must then leave it alone). Fields this
 * version does not know are dropped. Strings read back are still untrusted: whoever renders them escapes them. Pure;
 * never throws.
 */







 // a ledger's job id is one the service could have given
/**
 * Whether a name can be a project's folder on the data branch and a key of the index: 1 to 100 characters, no slash,
 * backslash, white space or control or format character, not `.` or `..`, and no name an object inherits
 * (`__proto__`, `constructor`).
 */
function isProjectFolder(name) {
    return /^[^\s\p{C}/\\]{1,100}$/u.test(name) && name !== '.' && name !== '..' && !(name in Object.prototype);
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
        job: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(item('job'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'job'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.job, _service_job_id_js__WEBPACK_IMPORTED_MODULE_6__/* .isJobId */ .d, 'a job id'),
        sent: instant(item('sent'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'sent')),
        week: weekId(item('week'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'week')),
        origin: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(item('origin'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'origin'), ['fix-gaps', 'change']),
        pr: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'pr', where, (value, at) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(value, at, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.url)),
        merged: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'merged', where, instant),
        state: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)(item('state'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'state'), ['open', 'merged', 'closed', 'no-pr', 'unknown']),
        gaps: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(item('gaps'), (0,_check_js__WEBPACK_IMPORTED_MODULE_0__.at)(where, 'gaps'), _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.gaps, gapOf),
        changes: (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .optional */ .lq)(fields, 'changes', where, (value, at) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .list */ .p_)(value, at, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.changes, (key, where) => (0,_check_js__WEBPACK_IMPORTED_MODULE_0__/* .matching */ .wC)(key, where, _check_js__WEBPACK_IMPORTED_MODULE_0__/* .READ_LIMITS */ .Cl.changeKey, _github_change_change_js__WEBPACK_IMPORTED_MODULE_7__/* .isChangeKey */ .wz, 'a change key')))
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

/***/ 535:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ rollupMarkdown),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   UB: () => (/* binding */ updateIndex)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5674);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(102);
/* harmony import */ var _week_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6765);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(591);
/* harmony import */ var _visitors_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6092);
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3147);
/* harmony import */ var _text_hidden_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4947);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1146);
/**
 * The roll-up of the docs-health history (src/report/history/): each project's latest week as a headline
 * (`ProjectHeadline`), the index of every project's (`index.json`, `HistoryIndex`), and the data branch's README.md,
 * one table across projects rendered from it. The index and the README are files anyone with write access can edit,
 * so every cell is escaped as untrusted text (no HTML, link, mention, table break or workflow command), numbers
 * included. Pure.
 */








/** The headline of a project's week, for the index: its totals, without its lists. */
function headline(record, extra) {
    const { views, visitors, searches, feedback, assistant } = record;
    return {
        week: record.week,
        range: { dateFrom: record.range.dateFrom, dateTo: record.range.dateTo },
        counting: record.counting,
        ...(views ? { viewsHuman: views.human, viewsAi: views.ai } : {}),
        ...(visitors ? { visitors: visitors.total } : {}),
        ...(searches ? { searches: searches.total, noClick: searches.noClick } : {}),
        ...(feedback ? { thumbsDown: feedback.down, ratings: feedback.up + feedback.down } : {}),
        ...(assistant ? { unanswered: assistant.unanswered } : {}),
        gaps: extra.gaps,
        fixesMerged: extra.fixesMerged,
        fixesStillThere: extra.fixesStillThere
    };
}
/**
 * The index with a project's headline: a new one, or the same week again (a re-run) replaces the project's; an older
 * week does not (a re-run of a past week leaves the newer headline). Projects in their folders' order, so the file
 * changes only where a project's does. Throws on a folder the format does not allow (isProjectFolder): readers would
 * refuse the whole index.
 */
function updateIndex(current, folder, latest) {
    if (!(0,_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .isProjectFolder */ .UA)(folder))
        throw new RangeError(`not a project folder: ${JSON.stringify(folder)}`);
    const projects = new Map(Object.entries(current?.projects ?? {}));
    const kept = projects.get(folder);
    projects.set(folder, kept !== undefined && (0,_week_js__WEBPACK_IMPORTED_MODULE_2__/* .compareWeeks */ .hI)(kept.week, latest.week) > 0 ? kept : latest);
    return {
        format: 'docs-health-index',
        version: _format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_VERSION */ .g1,
        // sort() without a comparer orders by UTF-16 code units: the same on every machine.
        projects: Object.fromEntries([...projects.keys()].sort().map(name => [name, projects.get(name)]))
    };
}
/** Text from a file as one table cell: visible characters only, one line, cut, escaped. */
function cellText(text) {
    return (0,_reader_js__WEBPACK_IMPORTED_MODULE_3__/* .escapeReaderText */ .GL)((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_6__/* .shorten */ .ml)((0,_text_hidden_js__WEBPACK_IMPORTED_MODULE_5__/* .visiblePlainText */ .me)(text).text.replace(/\s+/g, ' ').trim(), 100));
}
/** A count from a file as a cell; a dash when absent. */
function count(value) {
    return value === undefined ? '—' : cellText((0,_visitors_report_js__WEBPACK_IMPORTED_MODULE_4__/* .number */ .ai)(value));
}
/** Marks a week counted before one of the service's changes of counting. */
const OLDER = '†';
/** One project's row. */
function projectRow(folder, project, latest) {
    const { viewsHuman, viewsAi, searches, noClick, thumbsDown } = project;
    const views = viewsHuman === undefined && viewsAi === undefined ? '—' : `${count(viewsHuman)} / ${count(viewsAi)}`;
    const share = searches !== undefined && noClick !== undefined ? ` (${cellText((0,_text_percent_js__WEBPACK_IMPORTED_MODULE_7__/* .percent */ .K)(noClick / searches))})` : '';
    const down = thumbsDown === undefined ? '—' : `${count(thumbsDown)} of ${count(project.ratings ?? 0)}`;
    const week = `${cellText(project.week)}${project.counting < latest ? ` ${OLDER}` : ''}`;
    const fixes = `${count(project.fixesMerged)} (${count(project.fixesStillThere)})`;
    const cells = [cellText(folder), week, views, `${count(searches)}${share}`, down, count(project.unanswered)];
    return `| ${[...cells, count(project.gaps), fixes].join(' | ')} |`;
}
/**
 * The data branch's README.md: what the branch is, and each project's latest week; a week of an older counting is
 * marked, and the changes since the oldest such are named.
 */
function rollupMarkdown(index, changes = _format_js__WEBPACK_IMPORTED_MODULE_0__/* .COUNTING_CHANGES */ .Iy) {
    const latest = (0,_week_js__WEBPACK_IMPORTED_MODULE_2__/* .latestCounting */ .Rr)(changes);
    const projects = Object.keys(index.projects)
        .sort()
        .map(name => [name, index.projects[name]]);
    const older = projects.map(([, project]) => project.counting).filter(counting => counting < latest);
    const table = projects.length === 0
        ? ['No project has written a week yet.']
        : [
            '| Project | Week | Views (human / AI) | Searches (no click) | 👎 of ratings | Unanswered questions | Gaps | Fixes merged (still a gap) |',
            '|---|---|--:|--:|--:|--:|--:|--:|',
            ...projects.map(([folder, project]) => projectRow(folder, project, latest))
        ];
    const since = changes.slice(Math.min(...older) - 1).map(change => `${change.from}: ${change.what}`);
    return [
        '# Docs-health history',
        '',
        "This branch holds the history of the docs-health report of docs-agent-action: one file per ISO week per project (`<project>/weeks/<YYYY-Www>.json`), each project's agent jobs and what became of them (`<project>/fixes.json`), and `index.json`, each project's latest week, which the table below shows.",
        '',
        `The report's runs write it through the GitHub API, one commit per run. Do not edit it by hand: the next run would refuse a file it cannot read. Format: docs-health history, version ${_format_js__WEBPACK_IMPORTED_MODULE_0__/* .HISTORY_VERSION */ .g1}; docs/history-format.md in the action's repository describes it.`,
        '',
        ...table,
        ...(older.length > 0
            ? [
                '',
                `${OLDER} A week counted before the service changed how it counts (${since.join('; ')}): its figures are not comparable with the others.`
            ]
            : []),
        ''
    ].join('\n');
}


/***/ })

};

//# sourceMappingURL=144.index.js.map