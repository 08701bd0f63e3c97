export const id = 369;
export const ids = [369];
export const modules = {

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACTIONS_BOT: () => (/* binding */ ACTIONS_BOT),
/* harmony export */   tokenLogin: () => (/* binding */ tokenLogin)
/* harmony export */ });
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8055);
/* harmony import */ var _action_log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8592);


/** GITHUB_TOKEN writes as this login; also what we assume when the token's identity cannot be asked. */
const ACTIONS_BOT = 'github-actions[bot]';
/** The login the token writes as: GraphQL `viewer` works for GITHUB_TOKEN (REST /user does not) and for PATs. */
async function tokenLogin(octokit) {
    try {
        const data = await octokit.graphql('query { viewer { login } }');
        const login = data.viewer.login;
        // GraphQL names GITHUB_TOKEN's app 'github-actions'; REST comment authors are 'github-actions[bot]'.
        return login === 'github-actions' ? ACTIONS_BOT : login;
    }
    catch (error) {
        (0,_action_log_js__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz)(`viewer query failed (${(0,_action_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .getErrorMessage */ .u1)(error)}); assuming ${ACTIONS_BOT}`);
        return ACTIONS_BOT;
    }
}


/***/ })

};

//# sourceMappingURL=369.index.js.map