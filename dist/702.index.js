export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOctokit: () => (/* binding */ createOctokit)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5049);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1758);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6856);




/**
 * An Octokit that follows GitHub's guidance: throttled writes and secondary-rate-limit back-off (plugin-throttling),
 * retried 5xx (plugin-retry). A rate limit is waited out twice at most, then the request fails and the caller warns.
 */
function createOctokit(token) {
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token, {
        throttle: {
            onRateLimit: (retryAfter, options, _o, retryCount) => {
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`GitHub rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            },
            onSecondaryRateLimit: (retryAfter, options, _o, retryCount) => {
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`GitHub secondary rate limit on ${options.method} ${options.url}; retrying in ${retryAfter}s.`);
                return retryCount < 2;
            }
        },
        retry: { doNotRetry: [400, 401, 403, 404, 422, 451] }
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_3__/* .throttling */ .A);
}


/***/ })

};

//# sourceMappingURL=702.index.js.map