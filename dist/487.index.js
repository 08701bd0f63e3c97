export const id = 487;
export const ids = [487];
export const modules = {

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


/***/ })

};

//# sourceMappingURL=487.index.js.map