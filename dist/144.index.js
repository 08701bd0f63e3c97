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