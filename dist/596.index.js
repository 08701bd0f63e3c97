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


/***/ })

};

//# sourceMappingURL=596.index.js.map