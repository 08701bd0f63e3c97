export const id = 107;
export const ids = [107,596];
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

/***/ 4107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  json: () => (/* binding */ json),
  readPast: () => (/* binding */ readPast),
  writeLedger: () => (/* binding */ writeLedger),
  writeWeek: () => (/* binding */ writeWeek)
});

// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/github/data-branch.ts
var data_branch = __webpack_require__(596);
// EXTERNAL MODULE: ./src/report/history/format.ts
var history_format = __webpack_require__(5674);
;// CONCATENATED MODULE: ./src/report/history/check.ts
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
function check_text(value, where, max, min = 1) {
    if (typeof value !== 'string')
        throw new Malformed(where, 'not a string');
    if (value.length < min || value.length > max)
        throw new Malformed(where, `not ${min} to ${max} characters long`);
    return value;
}
/** A string of at most `max` units that passes `test` (the size checked first: no long text reaches the test). */
function matching(value, where, max, test, what) {
    const checked = check_text(value, where, max);
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

;// CONCATENATED MODULE: ./src/report/history/marker.ts
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
    if (text.length > READ_LIMITS.fileChars)
        return none(`larger than ${READ_LIMITS.fileChars} characters`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return none('not JSON');
    }
    try {
        const file = object(value, '');
        if (field(file, 'format') !== format)
            throw new Malformed('format', `not ${format}`);
        const version = field(file, 'version');
        if (Number.isInteger(version) && version > history_format/* HISTORY_VERSION */.g1) {
            return {
                version: 'later',
                reason: `format version ${version}, newer than this action reads (${history_format/* HISTORY_VERSION */.g1})`
            };
        }
        whole(version, 'version', history_format/* HISTORY_VERSION */.g1, history_format/* HISTORY_VERSION */.g1);
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

// EXTERNAL MODULE: ./src/report/history/week.ts
var history_week = __webpack_require__(6765);
// EXTERNAL MODULE: ./src/github/change/change.ts
var change = __webpack_require__(3910);
;// CONCATENATED MODULE: ./src/report/section.ts
const SECTION_NAMES = ['visitors', 'views', 'searches', 'feedback', 'assistant'];
/** Counts a section's HTTP attempts against what the plan gave it; `take` throws once it is spent. */
class Allowance {
    limit;
    used = 0;
    constructor(limit) {
        this.limit = limit;
    }
    get requests() {
        return this.used;
    }
    /** Before every HTTP attempt (retries included): throws BudgetSpent when the plan gave no more. */
    take(endpoint) {
        if (this.used >= this.limit)
            throw new BudgetSpent(endpoint, this.limit);
        this.used++;
    }
}
/** Why a section stopped where the run was cancelled: what it read by then is kept, marked partial. */
const CANCELLED_REASON = 'the run was cancelled';
class BudgetSpent extends Error {
    constructor(endpoint, limit) {
        super(`${endpoint}: the request plan gave this section ${limit === 1 ? '1 request' : `${limit} requests`}, all used`);
        this.name = 'BudgetSpent';
    }
}

// EXTERNAL MODULE: ./src/report/visitors/range.ts
var visitors_range = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/service/job-id.ts
var job_id = __webpack_require__(3020);
;// CONCATENATED MODULE: ./src/report/history/parse.ts
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
        version: history_format/* HISTORY_VERSION */.g1,
        project: project(field(file, 'project'), 'project'),
        fixes: list(field(file, 'fixes'), 'fixes', history_format/* HISTORY_LIMITS */.Aj.fixes, fixOf)
    }));
}
function parseHistoryIndex(text) {
    return parse(text, 'docs-health-index', file => ({
        format: 'docs-health-index',
        version: history_format/* HISTORY_VERSION */.g1,
        projects: projectsOf(field(file, 'projects'), 'projects')
    }));
}
function parse(json, format, build) {
    const marker = readMarker(json, format);
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
    return matching(value, where, 100, isProjectFolder, 'a project folder');
}
/** An ISO 8601 date or date-time. */
function instant(value, where) {
    return matching(value, where, 40, date => (0,visitors_range/* parseDateInput */.qE)(date) !== undefined, 'a date');
}
function weekId(value, where) {
    return matching(value, where, 8, history_week/* isWeek */.rr, 'an ISO week');
}
/** A range, its dates in order, and the week it is filed under. */
function rangeAndWeek(file, where) {
    const fields = object(field(file, 'range'), at(where, 'range'));
    const range = {
        dateFrom: instant(field(fields, 'dateFrom'), at(at(where, 'range'), 'dateFrom')),
        dateTo: instant(field(fields, 'dateTo'), at(at(where, 'range'), 'dateTo'))
    };
    const time = (date) => (0,visitors_range/* parseDateInput */.qE)(date).date.getTime(); // checked by instant()
    if (time(range.dateFrom) >= time(range.dateTo))
        throw new Malformed(at(where, 'range'), 'not a range forward in time');
    const week = weekId(field(file, 'week'), at(where, 'week'));
    if (week !== (0,history_week/* weekOf */.gx)(range))
        throw new Malformed(at(where, 'week'), 'not the week of its range');
    return { range, week };
}
function totals(value, where) {
    const fields = object(value, where);
    return {
        human: whole(field(fields, 'human'), at(where, 'human')),
        ai: whole(field(fields, 'ai'), at(where, 'ai')),
        total: whole(field(fields, 'total'), at(where, 'total'))
    };
}
/** An object of whole numbers, each field named. */
function counts(value, where, names) {
    const fields = object(value, where);
    return Object.fromEntries(names.map(name => [name, whole(field(fields, name), at(where, name))]));
}
function pageCell(value, where) {
    const cells = row(value, where, 6, 0);
    const number = (i) => whole(cells[i], at(where, i));
    return [check_text(cells[0], at(where, 0), READ_LIMITS.id), number(1), number(2), number(3), number(4), number(5)];
}
/** A label is allowed where reader text is kept, or always (a topic's category). */
function label(cells, i, where, allowed) {
    if (cells.length <= i)
        return [];
    if (!allowed)
        throw new Malformed(at(where, i), 'reader text in a record that keeps none');
    return [check_text(cells[i], at(where, i), READ_LIMITS.label)];
}
function weekRecordOf(file) {
    const readerText = flag(field(file, 'readerText'), 'readerText');
    const states = object(field(file, 'sections'), 'sections');
    const sections = Object.fromEntries(Object.entries(states).map(([name, state], i) => [
        oneOf(name, `sections, field ${i + 1}`, SECTION_NAMES),
        oneOf(state, `sections, field ${i + 1}`, ['whole', 'partial', 'failed'])
    ]));
    const searchCell = (value, where) => {
        const cells = row(value, where, 3, 1);
        const key = check_text(cells[0], at(where, 0), READ_LIMITS.key);
        return [
            key,
            whole(cells[1], at(where, 1)),
            whole(cells[2], at(where, 2), 0, 100),
            ...label(cells, 3, where, readerText)
        ];
    };
    const topicCell = (value, where) => {
        const cells = row(value, where, 2, 1);
        return [
            check_text(cells[0], at(where, 0), READ_LIMITS.key),
            whole(cells[1], at(where, 1)),
            ...label(cells, 2, where, true)
        ];
    };
    const { week, range } = rangeAndWeek(file, '');
    return defined({
        format: 'docs-health-week',
        version: history_format/* HISTORY_VERSION */.g1,
        project: project(field(file, 'project'), 'project'),
        week,
        range,
        counting: whole(field(file, 'counting'), 'counting', 1, READ_LIMITS.counting),
        written: instant(field(file, 'written'), 'written'),
        readerText,
        sections,
        visitors: optional(file, 'visitors', '', totals),
        views: optional(file, 'views', '', totals),
        searches: optional(file, 'searches', '', (value, where) => counts(value, where, ['total', 'noClick'])),
        feedback: optional(file, 'feedback', '', (value, where) => counts(value, where, ['up', 'down', 'comments'])),
        assistant: optional(file, 'assistant', '', (value, where) => counts(value, where, ['questions', 'unanswered'])),
        pages: list(field(file, 'pages'), 'pages', history_format/* HISTORY_LIMITS */.Aj.pages, pageCell),
        terms: list(field(file, 'terms'), 'terms', history_format/* HISTORY_LIMITS */.Aj.terms, searchCell),
        topics: list(field(file, 'topics'), 'topics', history_format/* HISTORY_LIMITS */.Aj.topics, topicCell),
        omitted: optional(file, 'omitted', '', omittedOf)
    });
}
function omittedOf(value, where) {
    const fields = object(value, where);
    return defined({
        pages: optional(fields, 'pages', where, whole),
        terms: optional(fields, 'terms', where, whole),
        topics: optional(fields, 'topics', where, whole)
    });
}
function fixOf(value, where) {
    const fields = object(value, where);
    const item = (name) => field(fields, name);
    return defined({
        job: matching(item('job'), at(where, 'job'), READ_LIMITS.job, job_id/* isJobId */.d, 'a job id'),
        sent: instant(item('sent'), at(where, 'sent')),
        week: weekId(item('week'), at(where, 'week')),
        origin: oneOf(item('origin'), at(where, 'origin'), ['fix-gaps', 'change']),
        pr: optional(fields, 'pr', where, (value, at) => check_text(value, at, READ_LIMITS.url)),
        merged: optional(fields, 'merged', where, instant),
        state: oneOf(item('state'), at(where, 'state'), ['open', 'merged', 'closed', 'no-pr', 'unknown']),
        gaps: list(item('gaps'), at(where, 'gaps'), READ_LIMITS.gaps, gapOf),
        changes: optional(fields, 'changes', where, (value, at) => list(value, at, READ_LIMITS.changes, (key, where) => matching(key, where, READ_LIMITS.changeKey, change/* isChangeKey */.wz, 'a change key')))
    });
}
function gapOf(value, where) {
    const fields = object(value, where);
    const section = oneOf(field(fields, 'section'), at(where, 'section'), SECTION_NAMES);
    return defined({
        key: check_text(field(fields, 'key'), at(where, 'key'), READ_LIMITS.key),
        section,
        subject: check_text(field(fields, 'subject'), at(where, 'subject'), READ_LIMITS.id),
        pages: list(field(fields, 'pages'), at(where, 'pages'), READ_LIMITS.gapPages, (value, at) => check_text(value, at, READ_LIMITS.id)),
        before: optional(fields, 'before', where, (value, at) => gapFigures(value, at, section))
    });
}
/** A gap's figures, of the gap's own section. */
function gapFigures(value, where, section) {
    const fields = object(value, where);
    const of = oneOf(field(fields, 'section'), at(where, 'section'), [section]);
    if (of === 'feedback')
        return { section: of, ...counts(fields, where, ['down', 'ratings']) };
    if (of === 'searches') {
        const { hits, ctrPercent } = counts(fields, where, ['hits', 'ctrPercent']);
        return { section: of, hits, ctrPercent: whole(ctrPercent, at(where, 'ctrPercent'), 0, 100) };
    }
    if (of === 'assistant')
        return { section: of, ...counts(fields, where, ['unanswered']) };
    throw new Malformed(at(where, 'section'), 'a section whose gaps have no figures');
}
function projectsOf(value, where) {
    const entries = Object.entries(object(value, where));
    if (entries.length > READ_LIMITS.projects)
        throw new Malformed(where, `more than ${READ_LIMITS.projects} projects`);
    return Object.fromEntries(entries.map(([name, headline], i) => {
        if (!isProjectFolder(name))
            throw new Malformed(`${where}, field ${i + 1}`, 'a name that is not a project folder');
        return [name, headlineOf(headline, `${where}, field ${i + 1}`)];
    }));
}
function headlineOf(value, where) {
    const fields = object(value, where);
    const count = (name) => whole(field(fields, name), at(where, name));
    const maybe = (name) => optional(fields, name, where, whole);
    const { week, range } = rangeAndWeek(fields, where);
    const headline = defined({
        week,
        range,
        counting: whole(field(fields, 'counting'), at(where, 'counting'), 1, READ_LIMITS.counting),
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
        throw new Malformed(at(where, 'fixesStillThere'), 'more than the fixes merged');
    if ((headline.thumbsDown ?? 0) > (headline.ratings ?? 0))
        throw new Malformed(at(where, 'thumbsDown'), 'more than the ratings');
    return headline;
}

// EXTERNAL MODULE: ./src/text/hidden.ts
var text_hidden = __webpack_require__(4947);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/text/redact.ts + 2 modules
var text_redact = __webpack_require__(8615);
;// CONCATENATED MODULE: ./src/report/reader.ts




/** `auto` shows reader text only when the event says the repository is private; unknown counts as public. */
function readerPolicy(setting, repositoryPrivate) {
    if (setting === 'show')
        return { shown: true, reason: 'reader-text: show' };
    if (setting === 'hide')
        return { shown: false, reason: 'reader-text: hide' };
    if (repositoryPrivate === true)
        return { shown: true, reason: 'private repository' };
    return { shown: false, reason: repositoryPrivate === false ? 'public repository' : 'repository visibility unknown' };
}
const DEFAULT_INLINE_CHARS = 120;
/** The view sections render reader text through; hidden, every piece is the same placeholder saying why. */
function readerView(shown, reasonIfHidden) {
    if (!shown) {
        const placeholder = `_(reader text hidden: ${escapeMarkdown(reasonIfHidden)}; set reader-text: show)_`;
        return { shown, inline: () => placeholder };
    }
    return {
        shown,
        inline: (text, maxChars = DEFAULT_INLINE_CHARS) => inlineReaderText(text, maxChars),
        plain: (text, maxChars = 500) => reader_plainReaderText(text, maxChars)
    };
}
const PATH_CHARS = 120;
const HIDDEN_PATH = '_(address hidden: not a page of the site)_';
/**
 * A page of the site for a table cell: redacted all the same, a code span nothing can break out of, cut; no `##[` in
 * it (a space breaks the runner's legacy match, as escapeReaderText does), for a path is anyone's (a history file's).
 */
const reader_pagePath = (path) => code(reader_plainReaderText(path, PATH_CHARS).replace(/##\[/g, '## ['));
/**
 * Page paths as the report shows them: every one redacted, on one line, cut, in a code span; one that is not a page of
 * the site (`sitePages`) is reader text, and hidden (a placeholder) where reader text is.
 */
function pageView(shown, sitePages) {
    const known = (path) => sitePages.has(path);
    const plain = (path) => (shown || known(path) ? reader_plainReaderText(path, PATH_CHARS) : undefined);
    return {
        known,
        plain,
        inline: path => (shown || known(path) ? reader_pagePath(path) : HIDDEN_PATH)
    };
}
/** For the data files (JSON, CSV): the same redaction on one line, cut, but not markdown-escaped. */
function reader_plainReaderText(text, maxChars = 500) {
    const { text: redacted } = redact(visiblePlainText(text).text);
    return shorten(redacted.replace(/\s+/g, ' ').trim(), maxChars);
}
/**
 * Hidden characters go first, so a zero-width space cannot split an e-mail address past redaction (hidden removal
 * joins what it splits); then redaction, one line, the cut, and escaping.
 */
function inlineReaderText(text, maxChars = DEFAULT_INLINE_CHARS) {
    const visible = visiblePlainText(text).text;
    const { text: redacted } = redact(visible);
    return escapeReaderText(shorten(redacted.replace(/\s+/g, ' ').trim(), maxChars));
}
/**
 * escapeMarkdown's rules, plus: no `::` left to open a workflow command at a line's start (`:\:` renders the same),
 * and no `##[` in a code span, where a backslash would show (a space breaks the runner's legacy `##[` match).
 */
function escapeReaderText(text) {
    return text
        .split(/([^\s|]+)/u) // words, and between them white space and pipes, which are never linkable
        .map(part => (0,markdown/* isLinkable */.n1)(part) ? (0,markdown/* code */.aY)(part.replace(/##\[/g, '## [')) : (0,markdown/* escapeMarkdown */.FV)(part).replace(/:(?=:)/g, ':\\'))
        .join('');
}

;// CONCATENATED MODULE: ./src/report/visitors/report.ts






/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
const MAX_REPORT_CHARS = 50_000;
const BAR_WIDTH = 20;
const EIGHTHS = (/* unused pure expression or super */ null && (['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']));
const MINUS = '−';
const number = (n) => (n < 0 ? MINUS : '') + Math.abs(n).toLocaleString('en-US');
const signed = (n) => (n > 0 ? `+${number(n)}` : number(n));
/** `+12 (+4.1 %)`, `−3 (−0.5 %)`, `0`, or `new` when the previous value is 0. */
function formatChange(current, previous) {
    const delta = current - previous;
    if (delta === 0)
        return '0';
    if (previous === 0)
        return 'new';
    return `${signed(delta)} (${delta > 0 ? '+' : MINUS}${percentChange(Math.abs(delta) / previous)})`;
}
/** A bar of block characters for value / max, at most `width` characters (eighths for the fraction). */
function bar(value, max, width = BAR_WIDTH) {
    if (!(value > 0) || !(max > 0))
        return '';
    const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8));
    return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '');
}
/** The visitors report (markdown) for a job summary or a comment; every page path is escaped. */
function renderVisitorReport(comparison, meta) {
    let limit = Math.max(comparison.topPages.length, comparison.risers.length, comparison.fallers.length);
    for (;;) {
        const report = render(comparison, meta, limit);
        if (report.length <= MAX_REPORT_CHARS || limit <= 1)
            return report;
        limit = Math.floor(limit / 2);
    }
}
function render(comparison, meta, limit) {
    const { totals } = comparison;
    const compared = totals.previous !== undefined;
    const topPages = comparison.topPages.slice(0, limit);
    const lines = [`## Docs visitors: ${range(meta)}`, '', intro(meta), ''];
    if (meta.partial) {
        lines.push('> [!WARNING]', `> Partial export: ${cell((meta.partialReason ?? 'the export stopped early').replace(/\.?$/, '.'))} The totals are the service's; the page tables may miss pages.`, '');
    }
    lines.push('### Totals', '', ...totalsTable(comparison), '');
    lines.push('Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.', '');
    if (totals.current.human + totals.current.ai > 0) {
        lines.push('```mermaid', 'pie title Human vs AI visitors');
        lines.push(`    "Human" : ${totals.current.human}`, `    "AI" : ${totals.current.ai}`, '```', '');
    }
    lines.push(`### Top ${plural(topPages.length, 'page')}`, '');
    if (topPages.length === 0)
        lines.push('No page had visitors in this range.', '');
    else
        lines.push(...topTable(topPages, compared), '', ...barChart(topPages), '');
    if (compared) {
        lines.push('### Biggest movers up', '', ...moverTable(comparison.risers.slice(0, limit), 'No page gained visitors.'));
        lines.push('', '### Biggest movers down', '');
        lines.push(...moverTable(comparison.fallers.slice(0, limit), 'No page lost visitors.'), '');
    }
    if (limit < comparison.topPages.length || limit < comparison.risers.length || limit < comparison.fallers.length) {
        lines.push(`Tables cut to ${plural(limit, 'row')} to keep the report under ${number(MAX_REPORT_CHARS)} characters.`, '');
    }
    return lines.join('\n');
}
/** A range in words; escaped unless both bounds are plain date strings (as settings produce them). */
function range(r) {
    const plain = /^[0-9T:.Z+-]{1,40}$/i;
    return plain.test(r.dateFrom) && plain.test(r.dateTo) ? describeRange(r) : cell(describeRange(r));
}
function intro(meta) {
    const parts = [
        `Unique visitors from ${cell(meta.dateFrom)} up to ${cell(meta.dateTo)} (\`date-to\` is exclusive; UTC).`
    ];
    if (meta.previous)
        parts.push(`Compared with the previous period, ${range(meta.previous)}.`);
    const requests = `${number(meta.requests)} request${meta.requests === 1 ? '' : 's'}`;
    parts.push(`${number(meta.rows)} page${meta.rows === 1 ? '' : 's'} exported in ${requests}.`);
    return parts.join(' ');
}
function totalsTable({ totals }) {
    const { current, previous, previousAiShare } = totals;
    const metrics = [
        ['Human', current.human, previous?.human],
        ['AI', current.ai, previous?.ai],
        ['Total', current.total, previous?.total]
    ];
    if (!previous) {
        return [
            '| | This period |',
            '|---|--:|',
            ...metrics.map(([name, now]) => `| ${name} | ${number(now)} |`),
            `| AI share | ${percent(totals.aiShare, 1)} |`
        ];
    }
    const shareDelta = (totals.aiShare - (previousAiShare ?? 0)) * 100;
    const shareChange = Math.abs(shareDelta) < 0.05 ? '0 pp' : `${shareDelta > 0 ? '+' : MINUS}${Math.abs(shareDelta).toFixed(1)} pp`;
    return [
        '| | This period | Previous period | Change |',
        '|---|--:|--:|--:|',
        ...metrics.map(([name, now, was]) => `| ${name} | ${number(now)} | ${number(was ?? 0)} | ${formatChange(now, was ?? 0)} |`),
        `| AI share | ${percent(totals.aiShare, 1)} | ${percent(previousAiShare ?? 0, 1)} | ${shareChange} |`
    ];
}
function topTable(pages, compared) {
    const max = Math.max(0, ...pages.map(page => page.total));
    const head = compared
        ? ['| # | Page | Human | AI | Total | Change | |', '|--:|---|--:|--:|--:|--:|---|']
        : ['| # | Page | Human | AI | Total | |', '|--:|---|--:|--:|--:|---|'];
    return [
        ...head,
        ...pages.map((page, i) => {
            const counts = `${number(page.human)} | ${number(page.ai)} | ${number(page.total)}`;
            const change = compared ? ` ${formatChange(page.total, page.previous?.total ?? 0)} |` : '';
            return `| ${i + 1} | ${pagePath(page.path)} | ${counts} |${change} ${bar(page.total, max)} |`;
        })
    ];
}
function moverTable(moves, none) {
    if (moves.length === 0)
        return [none];
    return [
        '| Page | Previous | Current | Change |',
        '|---|--:|--:|--:|',
        ...moves.map(move => `| ${pagePath(move.path)} | ${number(move.previous.total)} | ${number(move.current.total)} | ${formatChange(move.current.total, move.previous.total)} |`)
    ];
}
function barChart(pages) {
    const rows = pages.map(page => ({ label: plainReaderText(page.path, 500), value: page.total }));
    return horizontalBarChart('Top pages by unique visitors', 'Visitors', rows);
}

// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __webpack_require__(3147);
;// CONCATENATED MODULE: ./src/text/percent.ts
/**
 * Percentages in the house style (pure): a space between the number and the sign, `12 %`, `31.5 %`, as every report
 * of this action writes them (the docs-health sections and the visitors report alike).
 */
/**
 * A share of a whole (0 to 1) in percent with `digits` decimals: `2 %`, `31.5 %`. Never 0 for something that happened
 * (`<1 %`, `<0.1 %`) and never over 100 %; `0 %` (`0.0 %`) for nothing, a negative ratio or no number at all.
 */
function percent_percent(share, digits = 0) {
    if (!(share > 0))
        return percent_signed((0).toFixed(digits));
    const scale = 10 ** digits;
    const rounded = Math.round(Math.min(share, 1) * 100 * scale) / scale;
    return rounded === 0 ? percent_signed(`<${(1 / scale).toFixed(digits)}`) : percent_signed(rounded.toFixed(digits));
}
/** A change as a percentage of what it was, one decimal, unbounded and unsigned: `4.1 %`, `250.0 %`. */
function percent_percentChange(ratio) {
    return percent_signed((ratio * 100).toFixed(1));
}
/** The number, a space, the sign. */
function percent_signed(number) {
    return `${number} %`;
}

;// CONCATENATED MODULE: ./src/report/history/rollup.ts
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
    if (!isProjectFolder(folder))
        throw new RangeError(`not a project folder: ${JSON.stringify(folder)}`);
    const projects = new Map(Object.entries(current?.projects ?? {}));
    const kept = projects.get(folder);
    projects.set(folder, kept !== undefined && (0,history_week/* compareWeeks */.hI)(kept.week, latest.week) > 0 ? kept : latest);
    return {
        format: 'docs-health-index',
        version: history_format/* HISTORY_VERSION */.g1,
        // sort() without a comparer orders by UTF-16 code units: the same on every machine.
        projects: Object.fromEntries([...projects.keys()].sort().map(name => [name, projects.get(name)]))
    };
}
/** Text from a file as one table cell: visible characters only, one line, cut, escaped. */
function cellText(text) {
    return escapeReaderText((0,cut/* shorten */.ml)((0,text_hidden/* visiblePlainText */.me)(text).text.replace(/\s+/g, ' ').trim(), 100));
}
/** A count from a file as a cell; a dash when absent. */
function count(value) {
    return value === undefined ? '—' : cellText(number(value));
}
/** Marks a week counted before one of the service's changes of counting. */
const OLDER = '†';
/** One project's row. */
function projectRow(folder, project, latest) {
    const { viewsHuman, viewsAi, searches, noClick, thumbsDown } = project;
    const views = viewsHuman === undefined && viewsAi === undefined ? '—' : `${count(viewsHuman)} / ${count(viewsAi)}`;
    const share = searches !== undefined && noClick !== undefined ? ` (${cellText(percent_percent(noClick / searches))})` : '';
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
function rollupMarkdown(index, changes = history_format/* COUNTING_CHANGES */.Iy) {
    const latest = (0,history_week/* latestCounting */.Rr)(changes);
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
        `The report's runs write it through the GitHub API, one commit per run. Do not edit it by hand: the next run would refuse a file it cannot read. Format: docs-health history, version ${history_format/* HISTORY_VERSION */.g1}; docs/history-format.md in the action's repository describes it.`,
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

;// CONCATENATED MODULE: ./src/report/history/keep.ts
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
        const { head, files } = await branch.readFolder(history_format/* HISTORY_PATHS */.q_.weeks(project));
        if (head === undefined)
            return { weeks: [] };
        const read = path => branch.readText(path, head);
        const claim = await claimOf(read);
        if (claim.owner === 'another') {
            warn(NOT_HISTORY(context.branchName, claim.reason));
            return undefined;
        }
        if (claim.owner === 'later') {
            warn(`History: ${LATER(history_format/* HISTORY_PATHS */.q_.index, claim.reason)}: this version neither reads nor writes the branch.`);
            return undefined;
        }
        // The history's by its marker; a field of it this version cannot read is the next write's to replace.
        const index = parseHistoryIndex(claim.index);
        if (index.reason !== undefined)
            warn(`History: ${history_format/* HISTORY_PATHS */.q_.index} is skipped: ${index.reason}; the next write replaces it.`);
        // A folder lists its files by name (git's tree order), and a week's name sorts as its week does.
        const ids = [...files.keys()]
            .filter(name => WEEK_FILE.test(name))
            .map(name => name.slice(0, -'.json'.length))
            .filter(id => (0,history_week/* compareWeeks */.hI)(id, context.week) < 0)
            .slice(-context.count);
        const weeks = [];
        for (const id of ids) {
            const path = history_format/* HISTORY_PATHS */.q_.week(project, id);
            const week = await readParsed(read, path, parseWeekRecord);
            if (week?.value && week.value.week === id)
                weeks.push(week.value);
            else
                warn(`History: ${path} is skipped: ${week?.reason ?? 'its week is another'}.`);
        }
        const ledger = await readParsed(read, history_format/* HISTORY_PATHS */.q_.fixes(project), parseFixLedger);
        if (ledger?.reason !== undefined)
            warn(`History: ${history_format/* HISTORY_PATHS */.q_.fixes(project)} is skipped: ${ledger.reason}${ledger.newer ? '; it is left as it is' : ''}.`);
        const rerun = files.has(`${context.week}.json`);
        return { weeks, ...(ledger?.value ? { ledger: ledger.value } : {}), ...(rerun ? { rerun } : {}) };
    }
    catch (error) {
        if (!(error instanceof data_branch.DataBranchError))
            throw error;
        const why = `History: the branch ${context.branchName} could not be read: ${error.message}`;
        // A missing permission or a timeout: the guard warned of it once, naming the permission or the call.
        if (error.reason === 'skipped' || error.reason === 'permission')
            (0,log/* debug */.Yz)(why);
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
        if (error instanceof data_branch.UnreadableFile)
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
    const path = history_format/* HISTORY_PATHS */.q_.week(project, record.week);
    let later;
    const refused = await commit(branch, branchName, `docs-health: ${project} ${record.week}`, async (read, head) => {
        const index = await historyIndex(read, head, branchName);
        const current = await currentLedger(read, project);
        const week = write.rerun ? await readParsed(read, path, parseWeekRecord) : undefined;
        later = week?.newer ? week.reason : undefined;
        // A ledger of a later version is left as it is (the read said so).
        const ledger = current === 'newer' ? undefined : write.ledger(current);
        const next = updateIndex(index, project, write.headline);
        return {
            ...(later === undefined ? { [path]: json(record) } : {}),
            ...(ledger ? { [history_format/* HISTORY_PATHS */.q_.fixes(project)]: json(ledger) } : {}),
            [history_format/* HISTORY_PATHS */.q_.index]: json(next),
            [history_format/* HISTORY_PATHS */.q_.readme]: rollupMarkdown(next)
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
        const index = { format: 'docs-health-index', version: history_format/* HISTORY_VERSION */.g1, projects: {} };
        return {
            [history_format/* HISTORY_PATHS */.q_.fixes(project)]: json(change(current)),
            ...(head === undefined
                ? { [history_format/* HISTORY_PATHS */.q_.index]: json(index), [history_format/* HISTORY_PATHS */.q_.readme]: rollupMarkdown(index) }
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
        (0,log/* debug */.Yz)(`History not written to ${branchName}: ${result.message}`);
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
        throw new data_branch.DataBranchError(NOT_HISTORY(branchName, claim.reason), 'failed');
    if (claim.owner === 'later')
        throw new data_branch.DataBranchError(`its ${LATER(history_format/* HISTORY_PATHS */.q_.index, claim.reason)}`, 'failed');
    return parseHistoryIndex(claim.index).value;
}
/** Whose the branch `read` reads at its head is, by its index.json (marker.ts). */
async function claimOf(read) {
    try {
        return branchClaim(await read(history_format/* HISTORY_PATHS */.q_.index));
    }
    catch (error) {
        if (error instanceof data_branch.UnreadableFile)
            return branchClaim(NO_TEXT);
        throw error;
    }
}
/** The head's ledger: undefined when there is none or it cannot be read as this version's; `newer`: leave it be. */
async function currentLedger(read, project) {
    const ledger = await readParsed(read, history_format/* HISTORY_PATHS */.q_.fixes(project), parseFixLedger);
    return ledger?.newer ? 'newer' : ledger?.value;
}
/**
 * A history file's text: one field a line, and one item a line of a list or of an object of objects (a week's pages,
 * the ledger's jobs, the index's projects), so a diff of the branch shows what changed and a week stays small. Every
 * string is scrubbed of the run's secrets first (`***`), a name read from the branch too: the file stays JSON.
 */
function json(record) {
    const value = (0,secrets/* scrubJson */.Kl)(record);
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


/***/ })

};

//# sourceMappingURL=107.index.js.map