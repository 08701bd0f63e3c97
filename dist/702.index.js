export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6856);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5625);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7194);





/**
 * An Octokit that follows GitHub's guidance: throttled writes and secondary-rate-limit back-off (plugin-throttling),
 * retried 5xx (plugin-retry). A rate limit is waited out twice at most, then the request fails and the caller warns.
 */
function createOctokit(token) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        // Octokit's own warnings (deprecation headers, …) carry GitHub's text: they go through the log's one sink.
        log: { debug: _log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz, info: _log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz, warn: _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq, error: _log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq },
        throttle: {
            onRateLimit: (retryAfter, options, _o, retryCount) => {
                (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
                (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq)(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            }
        },
        retry: { doNotRetry: [400, 401, 403, 404, 422, 451] }
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_3__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_4__/* .throttling */ .A);
    scrubRequests(octokit);
    return octokit;
}
/** Every text sent to GitHub (comment bodies, reactions, queries) is scrubbed of the run's secrets, whoever sends it. */
function scrubRequests(octokit) {
    octokit.hook.before('request', options => {
        const params = options;
        for (const [name, value] of Object.entries(params)) {
            if (typeof value === 'string' && name !== 'method')
                params[name] = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .scrub */ ._I)(value);
        }
    });
}


/***/ })

};

//# sourceMappingURL=702.index.js.map