export const id = 182;
export const ids = [182];
export const modules = {

/***/ 9325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ readPaged),
/* harmony export */   v: () => (/* binding */ nextOffset)
/* harmony export */ });
/**
 * One pager for the report's paged exports (the views and visitors exports by offset, searches and assistant by
 * cursor): one request at a time, each page handed on as it comes, until the service says there is no more or a
 * stopping rule holds. It says why it stopped and leaves the words to the caller, whose reasons differ.
 */
/** Reads pages one request at a time; see PagerStop for every way it stops early. */
async function readPaged(opts) {
    const now = opts.now ?? Date.now;
    let at = opts.first;
    for (let pages = 0;;) {
        let page;
        try {
            page = await opts.get(at);
        }
        catch (error) {
            return { pages, stop: { kind: 'failed', error, at } };
        }
        pages++;
        opts.onPage(page);
        const following = opts.next(page, at);
        if (following === undefined)
            return { pages };
        if (opts.isEmpty(page) || following === at)
            return { pages, stop: { kind: 'empty', at } };
        if (pages >= opts.maxPages)
            return { pages, stop: { kind: 'max-pages' } };
        if (now() >= (opts.deadline ?? Infinity))
            return { pages, stop: { kind: 'deadline' } };
        at = following;
    }
}
/** The next offset of an export paged by offset: `limit` rows on, while the page says there are more. */
const nextOffset = (limit, hasMore) => (page, offset) => hasMore(page) ? offset + limit : undefined;


/***/ }),

/***/ 7377:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MIN_UNANSWERED: () => (/* binding */ MIN_UNANSWERED),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2814);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1146);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4215);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4040);
/**
 * The assistant section: assistant turns (cursor pages of up to 1,000, newest first) and the caller mix (web / api /
 * other, one request). Unanswered questions (the docs did not cover them) are grouped by the service's category, or
 * by their normalised text when it gives none; a group of two or more is a gap. Questions are reader text: shown only
 * through the reader view; a group's key is its category (a service label) or the hash of its text.
 */






const { rows: PAGE_LIMIT, requests: MAX_PAGES } = _registry_js__WEBPACK_IMPORTED_MODULE_2__/* .PAGING */ .rB.assistant;
/** A gap is at least this many unanswered questions of one category (or one text). */
const MIN_UNANSWERED = 2;
/** Distinct questions kept with a group as its reader text, and pages named per group. */
const QUESTIONS_PER_GROUP = 10;
const PAGES_PER_GROUP = 3;
const HEADING = (0,_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .sectionOf */ .ZE)('assistant').title;
/** The path of the page a question was asked on; nothing of the URL's query or fragment. */
function pathOf(url) {
    if (url === null)
        return undefined;
    try {
        const { pathname } = new URL(url);
        try {
            return decodeURIComponent(pathname);
        }
        catch {
            return pathname;
        }
    }
    catch {
        return undefined;
    }
}
function groupUnanswered(keys, turns) {
    const groups = new Map();
    for (const turn of turns) {
        const category = turn.queryCategory?.trim() || undefined;
        // Hashed like every key: the marker keeps only short plain keys, and a category is free text of the service.
        const key = keys.of('assistant', category !== undefined ? `category ${category}` : turn.query);
        const group = groups.get(key) ?? { category, turns: [] };
        group.turns.push(turn);
        groups.set(key, group);
    }
    return [...groups].map(([key, { category, turns }]) => {
        const questions = new Map();
        for (const turn of turns)
            if (!questions.has((0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .normalise */ .j7)(turn.query)))
                questions.set((0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .normalise */ .j7)(turn.query), turn.query);
        const pages = new Map();
        for (const turn of turns) {
            const path = pathOf(turn.pageUrl);
            if (path !== undefined)
                pages.set(path, (pages.get(path) ?? 0) + 1);
        }
        const topPages = [...pages].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, PAGES_PER_GROUP);
        return {
            key,
            category,
            questions: [...questions.values()].slice(0, QUESTIONS_PER_GROUP),
            count: turns.length,
            pages: topPages.map(([path]) => path)
        };
    });
}
const gapOf = (group) => group.count < MIN_UNANSWERED
    ? undefined
    : {
        key: group.key,
        section: 'assistant',
        weight: group.count,
        summary: group.category
            ? 'Assistant questions on this topic go unanswered: the docs do not cover them'
            : 'The same assistant question goes unanswered: the docs do not cover it',
        evidence: `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(group.count, 'unanswered assistant question')}`,
        pages: group.pages,
        ...(group.category ? { topic: group.category } : {}),
        readerText: group.questions
    };
async function run(run) {
    const { client, range, deadline, reader } = run;
    const limit = run.allowance.limit;
    // The caller mix gets its one request only when the plan gives more than the first page of questions.
    const [read, callers, paths] = await Promise.all([
        (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .readPages */ .n4)(run, limit >= 2 ? Math.min(MAX_PAGES, limit - 1) : 1, cursor => client.getAssistant({ ...range, limit: PAGE_LIMIT, cursor }, deadline), page => page.nextCursor ?? undefined, page => page.conversations.length === 0),
        limit >= 2
            ? (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .once */ .Oo)(() => client.getCallerStats(range, deadline))
            : Promise.resolve({ value: undefined, reason: 'the plan gave this section no request for it' }),
        run.pages
    ]);
    if (read.pages.length === 0 && !callers.value) {
        const reason = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .joinReasons */ .S$)([`questions: ${read.partial}`, `caller mix: ${callers.reason}`]);
        return (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .failedResult */ .Nq)(run, 'assistant', HEADING, reason);
    }
    const partial = (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .joinReasons */ .S$)([
        read.partial && `questions: ${read.partial}`,
        callers.reason && `caller mix not read: ${callers.reason}`
    ]);
    const turns = read.pages.flatMap(page => page.conversations);
    const unanswered = turns.filter(turn => turn.resolutionStatus === 'unanswered');
    const groups = groupUnanswered(run.keys, unanswered).sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
    const gaps = groups.flatMap(group => gapOf(group) ?? []);
    const requests = run.allowance.requests;
    const files = await (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .writeSectionFiles */ .YE)(run, 'assistant', {
        section: 'assistant',
        range,
        requests,
        partial: partial ?? null,
        readerTextShown: reader.shown,
        questions: read.pages.length > 0 ? turns.length : null,
        unanswered: read.pages.length > 0 ? unanswered.length : null,
        callers: callers.value ?? null,
        groups: groups.map(({ questions, ...group }) => ({
            ...group,
            pages: (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .filePages */ .L1)(paths, group.pages),
            gap: group.count >= MIN_UNANSWERED,
            questions: (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .fileTexts */ .XL)(reader, questions)
        }))
    }, ['key', 'category', 'unanswered', 'pages', 'example_question', 'gap'], groups.map(group => [
        group.key,
        group.category,
        group.count,
        (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .filePages */ .L1)(paths, group.pages).join(' '),
        (0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .fileText */ .CG)(reader, group.questions[0] ?? ''),
        group.count >= MIN_UNANSWERED
    ]));
    run.log(`Assistant: ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(turns.length, 'question')}, ${unanswered.length} unanswered, in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.length, 'gap')}${partial ? '; PARTIAL' : ''}.`);
    if (partial)
        run.warn(`Assistant: partial: ${partial}`);
    const intro = read.pages.length > 0
        ? `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(turns.length, 'assistant question')} ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .rangeText */ .lq)(run)}, read in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}: ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .number */ .ai)(unanswered.length)} unanswered (${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .K)(turns.length > 0 ? unanswered.length / turns.length : 0)}), the docs did not cover them. ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.length, 'topic')} with ${MIN_UNANSWERED} or more unanswered questions ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .looksLike */ ._4)(gaps.length, 'gap')}.${reader.shown ? '' : ' Questions are written by readers and are not shown here.'}`
        : `Assistant ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .rangeText */ .lq)(run)}: the questions could not be read, only the caller mix.`;
    const markdown = [
        `### ${HEADING}`,
        '',
        intro,
        '',
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e)(partial),
        ...(read.pages.length > 0
            ? ['#### Unanswered questions', '', ...groupTable(run, groups.slice(0, run.top), paths), '']
            : []),
        ...(callers.value ? ['#### Who asks', '', ...callerTable(callers.value), ''] : [])
    ].join('\n');
    return {
        section: 'assistant',
        requests,
        partial,
        gaps,
        markdown,
        outputs: {
            ...(read.pages.length > 0 ? { [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.AssistantUnanswered]: String(unanswered.length) } : {}),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.AssistantGaps]: String(gaps.length),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.AssistantFile]: files.json,
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.AssistantCsv]: files.csv
        },
        files,
        ...(read.pages.length > 0
            ? {
                figures: {
                    assistant: {
                        questions: turns.length,
                        unanswered: unanswered.length,
                        groups: groups.map(group => ({
                            key: group.key,
                            ...(group.category !== undefined ? { category: group.category } : {}),
                            ...(group.category === undefined && group.questions[0] !== undefined
                                ? { question: group.questions[0] }
                                : {}),
                            unanswered: group.count
                        }))
                    }
                }
            }
            : {})
    };
}
function groupTable(run, groups, paths) {
    if (groups.length === 0)
        return ['Every question was answered.'];
    const shown = run.reader.shown;
    const topic = (group) => (group.category ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(group.category) : 'no category');
    const pages = (group) => group.pages.map(path => paths.inline(path)).join(', ') || '—';
    return [
        shown ? '| # | Topic | Unanswered | Questions | Asked on |' : '| # | Topic | Unanswered | Asked on |',
        shown ? '|--:|---|--:|---|---|' : '|--:|---|--:|---|',
        ...groups.map((group, i) => {
            const questions = shown
                ? ` ${group.questions
                    .slice(0, 3)
                    .map(q => run.reader.inline(q, 80))
                    .join('; ')} |`
                : '';
            return `| ${i + 1} | ${topic(group)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .number */ .ai)(group.count)} |${questions} ${pages(group)} |`;
        })
    ];
}
function callerTable(callers) {
    const share = (n) => (0,_text_percent_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .K)(callers.total > 0 ? n / callers.total : 0);
    const rows = [
        ['Web (the docs site)', callers.web],
        ['API', callers.api],
        ['Other', callers.other]
    ];
    return [
        '| Caller | Questions | Share |',
        '|---|--:|--:|',
        ...rows.map(([name, n]) => `| ${name} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .number */ .ai)(n)} | ${share(n)} |`),
        `| Total | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_3__/* .number */ .ai)(callers.total)} | |`
    ];
}


/***/ }),

/***/ 4040:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   CG: () => (/* binding */ fileText),
/* harmony export */   HX: () => (/* reexport safe */ _reader_js__WEBPACK_IMPORTED_MODULE_9__.HX),
/* harmony export */   L1: () => (/* binding */ filePages),
/* harmony export */   M0: () => (/* reexport safe */ _visitors_report_js__WEBPACK_IMPORTED_MODULE_8__.M0),
/* harmony export */   Nq: () => (/* binding */ failedResult),
/* harmony export */   Oo: () => (/* binding */ once),
/* harmony export */   S$: () => (/* binding */ joinReasons),
/* harmony export */   XL: () => (/* binding */ fileTexts),
/* harmony export */   YE: () => (/* binding */ writeSectionFiles),
/* harmony export */   _4: () => (/* binding */ looksLike),
/* harmony export */   ai: () => (/* reexport safe */ _visitors_report_js__WEBPACK_IMPORTED_MODULE_8__.ai),
/* harmony export */   j7: () => (/* reexport safe */ _gap_key_js__WEBPACK_IMPORTED_MODULE_10__.j7),
/* harmony export */   lq: () => (/* binding */ rangeText),
/* harmony export */   n4: () => (/* binding */ readPages)
/* harmony export */ });
/* unused harmony export failureReason */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _action_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8055);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7911);
/* harmony import */ var _service_http_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2638);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6590);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(573);
/* harmony import */ var _pager_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9325);
/* harmony import */ var _section_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7101);
/* harmony import */ var _visitors_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8043);
/* harmony import */ var _visitors_report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2758);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(591);
/* harmony import */ var _gap_key_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8708);
/**
 * What the report's sections share: reading pages within the section's allowance (a ServiceError, BudgetSpent or a
 * cancel becomes the reason the section is partial; bugs are thrown on), numbers in words, the partial warning, and
 * the section's JSON and CSV files (scrubbed, with reader text only where the view shows it).
 */













/**
 * Why a request gave nothing: the message of a ServiceError (a 429 included, never retried here) or of BudgetSpent, or
 * the run's cancel. Anything else (a bug) is thrown on: sections never throw for a service failure or a cancel.
 */
function failureReason(error) {
    if (error instanceof _service_http_js__WEBPACK_IMPORTED_MODULE_4__/* .ServiceError */ ._7 || error instanceof _section_js__WEBPACK_IMPORTED_MODULE_6__/* .BudgetSpent */ .KI)
        return error.message;
    if (error instanceof _action_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .CancelledError */ .cc)
        return _section_js__WEBPACK_IMPORTED_MODULE_6__/* .CANCELLED_REASON */ .$N;
    throw error;
}
/** One request: its answer, or why there is none. */
async function once(get) {
    try {
        return { value: await get() };
    }
    catch (error) {
        return { reason: failureReason(error) };
    }
}
/**
 * Reads pages one request at a time (pager.ts): `get(undefined)` first, then `get(next(page, at))` until `next` says
 * the end (undefined), `maxPages` are read, the deadline passes, a page is empty yet says more, or a request fails.
 * Every attempt is counted by the section's client, so the allowance is never exceeded whatever `maxPages` says.
 */
async function readPages(run, maxPages, get, next, isEmpty) {
    const pages = [];
    const read = await (0,_pager_js__WEBPACK_IMPORTED_MODULE_11__/* .readPaged */ .u)({
        first: undefined,
        get,
        next,
        isEmpty,
        onPage: page => pages.push(page),
        maxPages,
        deadline: run.deadline
    });
    return { pages, partial: read.stop && stopReason(read.stop, read.pages, maxPages) };
}
/** Why a section's paging stopped, in the report's words. */
function stopReason(stop, read, maxPages) {
    switch (stop.kind) {
        case 'failed': {
            const reason = failureReason(stop.error);
            return read === 0 ? reason : `stopped after ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_12__/* .plural */ .L)(read, 'complete request')}: ${reason}`;
        }
        case 'empty':
            return 'the service answered a page with no rows (or the same cursor) yet said there was more';
        case 'max-pages':
            return `the plan's share for this section (${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_12__/* .plural */ .L)(maxPages, 'request')}) ended before the last page`;
        case 'deadline':
            return 'the timeout was reached before the last page';
    }
}
/** The section's warning, or nothing when it is whole. The reason may hold the service's words: escaped. */
function warning(partial, failed = false) {
    if (partial === undefined)
        return [];
    const what = failed ? 'Nothing could be read' : 'Partial';
    return ['> [!WARNING]', `> ${what}: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .cell */ .Hn)(partial.replace(/\.?$/, '.'))}`, ''];
}
/** Several reasons as one (each part says what it is about), or undefined when there is none. */
const joinReasons = (reasons) => reasons.filter((r) => r !== undefined).join('; ') || undefined;
/** Reader text for a data file: only when the view shows it, and then as the view shows it (redacted). */
function fileText(reader, text) {
    if (!reader.shown)
        return undefined;
    return reader.plain ? reader.plain(text) : reader.inline(text);
}
/** Page paths for a data file, as the view shows them: none of those it hides (paths readers chose). */
const filePages = (view, pages) => pages.flatMap(page => view.plain(page) ?? []);
/** Reader texts for a data file: none at all when the view hides them (not a list of nulls). */
const fileTexts = (reader, texts) => texts.flatMap(text => fileText(reader, text) ?? []);
/** The verb of an intro's count: `1 term looks like a content gap`, `3 terms look like content gaps`. */
const looksLike = (count, gap) => count === 1 ? `looks like a ${gap}` : `look like ${gap}s`;
/** `docs-health-<section>.json` and `.csv` under the run's temporary folder, scrubbed of the run's secrets. */
async function writeSectionFiles(run, section, json, header, rows) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(run.tempDir, { recursive: true });
    const files = {
        json: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.tempDir, `docs-health-${section}.json`),
        csv: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.tempDir, `docs-health-${section}.csv`)
    };
    const line = (fields) => fields.map(f => (0,_visitors_files_js__WEBPACK_IMPORTED_MODULE_7__/* .csvField */ .XR)(typeof f === 'boolean' ? String(f) : (f ?? ''))).join(',');
    const csv = [header, ...rows].map(line).join('\r\n') + '\r\n';
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(files.json, (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .scrub */ ._I)(JSON.stringify(json, null, 2) + '\n'), { encoding: 'utf8', mode: 0o644 });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(files.csv, (0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_3__/* .scrub */ ._I)(csv), { encoding: 'utf8', mode: 0o644 });
    return files;
}
/** A section that read nothing: its heading and why, no numbers. */
function failedResult(run, section, heading, reason) {
    run.warn(`${heading}: nothing could be read: ${reason}`);
    return {
        section,
        requests: run.allowance.requests,
        partial: reason,
        failed: true,
        gaps: [],
        markdown: [`### ${heading}`, '', ...warning(reason, true)].join('\n'),
        outputs: {}
    };
}
/** The range in the intro: the settings' plain dates, escaped all the same. */
const rangeText = (run) => `from ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .cell */ .Hn)(run.range.dateFrom)} up to ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_5__/* .cell */ .Hn)(run.range.dateTo)} (exclusive; UTC)`;


/***/ }),

/***/ 3140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MIN_DOWN: () => (/* binding */ MIN_DOWN),
/* harmony export */   MIN_DOWN_SHARE: () => (/* binding */ MIN_DOWN_SHARE),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2814);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1146);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(573);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4215);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4040);
/**
 * The feedback section: thumbs up / down per page (`feedback/by-page`: one request, the first 100 pages by feedback —
 * the service offers no way past them) and the latest comments (`feedback`: one page of up to 100 entries, those with
 * a comment). A page with many thumbs-down that are a large share of its ratings is a gap; the comments left on it are
 * its reader text. A reader's contact email never gets here (the client keeps only `hasContact`) and is never shown.
 */





/** The most pages `feedback/by-page` answers, and the most entries a `feedback` page holds. */
const { rows: LIMIT } = _registry_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB.feedback;
/** A gap has at least this many thumbs-down… */
const MIN_DOWN = 3;
/** …that are at least this share of the page's ratings. */
const MIN_DOWN_SHARE = 0.4;
/** Comments kept with a gap as its reader text, latest first. */
const COMMENTS_PER_GAP = 5;
const HEADING = (0,_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .sectionOf */ .ZE)('feedback').title;
const ratings = (page) => page.thumbsUp + page.thumbsDown;
const downShare = (page) => (ratings(page) > 0 ? page.thumbsDown / ratings(page) : 0);
function gapOf(keys, page, comments) {
    if (page.thumbsDown < MIN_DOWN || downShare(page) < MIN_DOWN_SHARE)
        return undefined;
    return {
        key: keys.of('feedback', page.path), // a hash: paths may hold what a marker key may not
        section: 'feedback',
        weight: page.thumbsDown,
        summary: 'Readers rate this page unhelpful',
        evidence: `${page.thumbsDown} 👎 of ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(ratings(page), 'rating')} (${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .percent */ .K)(downShare(page))})`,
        pages: [page.path],
        readerText: comments
            .filter(entry => entry.path === page.path)
            .slice(0, COMMENTS_PER_GAP)
            .map(entry => entry.comment)
    };
}
async function run(run) {
    const { client, range, deadline, reader } = run;
    const [byPage, entries, paths] = await Promise.all([
        (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .once */ .Oo)(() => client.getFeedbackByPage({ ...range, limit: LIMIT }, deadline)),
        run.allowance.limit >= 2
            ? (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .once */ .Oo)(() => client.getFeedback({ ...range, limit: LIMIT }, deadline))
            : Promise.resolve({ value: undefined, reason: 'the plan gave this section no request for them' }),
        run.pages
    ]);
    if (!byPage.value && !entries.value) {
        const reason = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .joinReasons */ .S$)([`feedback by page: ${byPage.reason}`, `latest comments: ${entries.reason}`]);
        return (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .failedResult */ .Nq)(run, 'feedback', HEADING, reason);
    }
    const partial = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .joinReasons */ .S$)([
        byPage.reason && `feedback by page: ${byPage.reason}`,
        byPage.value?.hasMore ? `the service shows only the first ${LIMIT} pages with feedback` : undefined,
        entries.reason && `latest comments not read: ${entries.reason}`
    ]);
    const pages = [...(byPage.value?.feedback ?? [])].sort((a, b) => b.thumbsDown - a.thumbsDown || downShare(b) - downShare(a) || (a.path < b.path ? -1 : 1));
    const comments = (entries.value?.feedback ?? [])
        .filter(entry => (entry.comment ?? '').trim() !== '')
        .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
    // In the pages' order: most thumbs-down first, which is a gap's weight.
    const gaps = pages.flatMap(page => gapOf(run.keys, page, comments) ?? []);
    const down = pages.reduce((sum, page) => sum + page.thumbsDown, 0);
    const up = pages.reduce((sum, page) => sum + page.thumbsUp, 0);
    const requests = run.allowance.requests;
    const files = await (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSectionFiles */ .YE)(run, 'feedback', {
        section: 'feedback',
        range,
        requests,
        partial: partial ?? null,
        readerTextShown: reader.shown,
        hasMore: byPage.value?.hasMore ?? null,
        pages: byPage.value
            ? pages.map(page => ({ ...page, path: paths.plain(page.path) ?? null, downShare: downShare(page) }))
            : null,
        comments: entries.value
            ? comments.map(({ comment, ...entry }) => ({
                ...entry,
                path: paths.plain(entry.path) ?? null,
                comment: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .fileText */ .CG)(reader, comment)
            }))
            : null,
        gaps: gaps.map(gap => ({
            ...gap,
            pages: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .filePages */ .L1)(paths, gap.pages),
            readerText: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .fileTexts */ .XL)(reader, gap.readerText)
        }))
    }, ['path', 'thumbs_up', 'thumbs_down', 'down_share', 'code', 'total', 'gap'], pages.map(page => {
        const gap = gaps.some(g => g.pages[0] === page.path);
        return [paths.plain(page.path), page.thumbsUp, page.thumbsDown, downShare(page), page.code, page.total, gap];
    }));
    run.log(`Feedback: ${down} thumbs-down, ${up} thumbs-up on ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(pages.length, 'page')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(comments.length, 'comment')}, in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(requests, 'request')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(gaps.length, 'gap')}${partial ? '; PARTIAL' : ''}.`);
    if (partial)
        run.warn(`Feedback: partial: ${partial}`);
    const worst = pages.filter(page => page.thumbsDown > 0).slice(0, run.top);
    const intro = byPage.value
        ? `${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(down)} 👎 and ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(up)} 👍 on ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(pages.length, 'page')} ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .rangeText */ .lq)(run)}. ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(gaps.length, 'page')} ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .looksLike */ ._4)(gaps.length, 'gap')}: ${MIN_DOWN} 👎 or more, and at least ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .percent */ .K)(MIN_DOWN_SHARE)} of the page's ratings.`
        : `Feedback ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .rangeText */ .lq)(run)}: the counts per page could not be read, only the latest comments.`;
    const markdown = [
        `### ${HEADING}`,
        '',
        intro,
        '',
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e)(partial),
        ...(byPage.value ? ['#### Pages with the most thumbs-down', '', ...worstTable(worst, paths), ''] : []),
        ...(entries.value ? ['#### Latest comments', '', ...commentList(run, comments, paths), ''] : [])
    ].join('\n');
    return {
        section: 'feedback',
        requests,
        partial,
        gaps,
        markdown,
        outputs: {
            ...(byPage.value ? { [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.FeedbackThumbsDown]: String(down) } : {}),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.FeedbackGaps]: String(gaps.length),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.FeedbackFile]: files.json,
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.FeedbackCsv]: files.csv
        },
        files,
        ...(byPage.value ? { figures: { feedback: { pages: pageFigures(run.keys, pages, comments) } } } : {})
    };
}
/** Each page's thumbs and how many of the latest comments were left on it, for the history. */
function pageFigures(keys, pages, comments) {
    const left = new Map();
    for (const entry of comments)
        left.set(entry.path, (left.get(entry.path) ?? 0) + 1);
    return pages.map(page => ({
        key: keys.of('feedback', page.path),
        path: page.path,
        up: page.thumbsUp,
        down: page.thumbsDown,
        comments: left.get(page.path) ?? 0
    }));
}
function worstTable(pages, paths) {
    if (pages.length === 0)
        return ['No page got a thumbs-down in this range.'];
    return [
        '| # | Page | 👎 | 👍 | 👎 share | Code snippet feedback | All feedback |',
        '|--:|---|--:|--:|--:|--:|--:|',
        ...pages.map((page, i) => `| ${i + 1} | ${paths.inline(page.path)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(page.thumbsDown)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(page.thumbsUp)} | ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_4__/* .percent */ .K)(downShare(page))} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(page.code)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(page.total)} |`)
    ];
}
/** The latest comments with their page, or (reader text hidden) how many each page got. */
function commentList(run, comments, paths) {
    if (comments.length === 0)
        return ['No comment in the latest feedback.'];
    if (!run.reader.shown) {
        const perPage = new Map();
        for (const entry of comments)
            perPage.set(entry.path, (perPage.get(entry.path) ?? 0) + 1);
        const rows = [...perPage].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, run.top);
        return [
            `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(comments.length, 'comment')} in the latest feedback; comments are written by readers and are not shown here.`,
            '',
            '| Page | Comments |',
            '|---|--:|',
            ...rows.map(([path, count]) => `| ${paths.inline(path)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(count)} |`)
        ];
    }
    return comments.slice(0, run.top).map(entry => {
        const rating = entry.helpful === false ? ' 👎' : entry.helpful ? ' 👍' : '';
        // The day of a timestamp the service gave, nothing when it gave none or one that does not start with a date.
        const date = entry.createdAt?.match(/^\d{4}-\d{2}-\d{2}/)?.[0];
        const day = date ? ` ${date}` : '';
        return `- ${paths.inline(entry.path)}${rating}${day}: ${run.reader.inline(entry.comment)}`;
    });
}


/***/ }),

/***/ 5959:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOW_CTR: () => (/* binding */ LOW_CTR),
/* harmony export */   MIN_HITS: () => (/* binding */ MIN_HITS),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2814);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1146);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4215);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4040);
/**
 * The searches section: the most searched terms (cursor pages of 100, by hits; one page is the top terms, a second
 * reaches further down), `totalSearches`, and the content gaps: terms searched often whose searches rarely or never
 * lead to a clicked result. Terms are reader text: shown only through the reader view, keyed only by their hash.
 */





const { rows: PAGE_LIMIT, requests: MAX_PAGES } = _registry_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB.searches;
/** A gap is searched at least this often: fewer searches are noise, however few clicks they got. */
const MIN_HITS = 10;
/** Under this share of searches clicking a result, readers do not find what they look for. */
const LOW_CTR = 0.1;
const HEADING = (0,_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .sectionOf */ .ZE)('searches').title;
function mergeTerms(run, rows) {
    const terms = new Map();
    for (const row of rows) {
        const key = run.keys.of('searches', row.searchQuery);
        const ctr = Math.min(row.ctr, 1);
        const term = terms.get(key);
        if (!term) {
            terms.set(key, {
                key,
                text: row.searchQuery,
                hits: row.hits,
                ctr,
                topClickedPage: row.topClickedPage,
                clicks: row.hits * ctr
            });
            continue;
        }
        term.hits += row.hits;
        term.clicks += row.hits * ctr;
        term.ctr = term.hits > 0 ? term.clicks / term.hits : 0;
        term.topClickedPage ??= row.topClickedPage;
    }
    return [...terms.values()].sort((a, b) => b.hits - a.hits);
}
function gapOf(term) {
    const nothing = term.topClickedPage === null;
    if (term.hits < MIN_HITS || !(nothing || term.ctr < LOW_CTR))
        return undefined;
    const clicked = term.ctr > 0 ? `${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .K)(term.ctr)} clicked a result` : 'no result clicked';
    return {
        key: term.key,
        section: 'searches',
        weight: Math.round(term.hits * (1 - term.ctr) * 10) / 10,
        summary: nothing
            ? 'Readers search for this and click no result'
            : 'Readers search for this and rarely click a result',
        evidence: `searched ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(term.hits, 'time')}, ${clicked}`,
        pages: term.topClickedPage === null ? [] : [term.topClickedPage],
        readerText: [term.text]
    };
}
async function run(run) {
    const read = await (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .readPages */ .n4)(run, Math.min(MAX_PAGES, run.allowance.limit), cursor => run.client.getSearches({ ...run.range, limit: PAGE_LIMIT, cursor }, run.deadline), page => page.nextCursor ?? undefined, page => page.searches.length === 0);
    const first = read.pages[0];
    if (!first)
        return (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .failedResult */ .Nq)(run, 'searches', HEADING, read.partial ?? 'no page was read');
    const paths = await run.pages;
    const rows = read.pages.flatMap(page => page.searches);
    const terms = mergeTerms(run, rows);
    const gaps = terms.flatMap(term => gapOf(term) ?? []).sort((a, b) => b.weight - a.weight);
    const total = first.totalSearches;
    const requests = run.allowance.requests;
    const reader = run.reader;
    const files = await (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSectionFiles */ .YE)(run, 'searches', {
        section: 'searches',
        range: run.range,
        requests,
        partial: read.partial ?? null,
        readerTextShown: reader.shown,
        totalSearches: total,
        terms: rows.map(({ searchQuery, ...numbers }) => ({
            key: run.keys.of('searches', searchQuery),
            term: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .fileText */ .CG)(reader, searchQuery),
            ...numbers,
            topClickedPage: numbers.topClickedPage === null ? null : (paths.plain(numbers.topClickedPage) ?? null)
        })),
        gaps: gaps.map(gap => ({
            ...gap,
            pages: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .filePages */ .L1)(paths, gap.pages),
            readerText: (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .fileTexts */ .XL)(reader, gap.readerText)
        }))
    }, ['key', 'term', 'hits', 'ctr', 'top_clicked_page', 'last_searched_at', 'gap'], rows.map(row => {
        const key = run.keys.of('searches', row.searchQuery);
        const term = (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .fileText */ .CG)(reader, row.searchQuery);
        const clicked = row.topClickedPage === null ? null : paths.plain(row.topClickedPage);
        return [key, term, row.hits, row.ctr, clicked, row.lastSearchedAt, gaps.some(gap => gap.key === key)];
    }));
    run.log(`Searches: ${total} searches, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(terms.length, 'term')} read in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}, ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.length, 'content gap')}${read.partial ? '; PARTIAL' : ''}.`);
    if (read.partial)
        run.warn(`Searches: partial: ${read.partial}`);
    const markdown = [
        `### ${HEADING}`,
        '',
        `${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(total)} searches ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .rangeText */ .lq)(run)}; the ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(terms.length, 'most searched term')} read in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}. ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.length, 'term')} ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .looksLike */ ._4)(gaps.length, 'content gap')}: searched ${MIN_HITS} times or more, with under ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .K)(LOW_CTR)} of searches clicking a result, or none.${reader.shown ? '' : ' Search terms are written by readers and are not shown here.'}`,
        '',
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e)(read.partial),
        '#### Content gaps',
        '',
        ...(gaps.length === 0
            ? ['No term looks like a content gap.']
            : table(run, gaps.map(gap => terms.find(t => t.key === gap.key)), paths)),
        '',
        `#### Top ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(Math.min(run.top, terms.length), 'term')}`,
        '',
        ...(terms.length === 0 ? ['Nobody searched in this range.'] : table(run, terms.slice(0, run.top), paths)),
        ''
    ].join('\n');
    return {
        section: 'searches',
        requests,
        partial: read.partial,
        gaps,
        markdown,
        outputs: {
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.SearchesTotal]: String(total),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.SearchesGaps]: String(gaps.length),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.SearchesFile]: files.json,
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.SearchesCsv]: files.csv
        },
        files,
        figures: {
            searches: { total, terms: terms.map(({ key, text, hits, ctr }) => ({ key, text, hits, ctr })) }
        }
    };
}
/** Terms with their numbers; the term column only when reader text is shown. */
function table(run, terms, paths) {
    const shown = run.reader.shown;
    const clicked = (term) => (term.ctr > 0 ? (0,_text_percent_js__WEBPACK_IMPORTED_MODULE_3__/* .percent */ .K)(term.ctr) : 'none');
    const result = (term) => (term.topClickedPage === null ? '—' : paths.inline(term.topClickedPage));
    return [
        shown
            ? '| # | Term | Searches | Clicked | Most clicked result |'
            : '| # | Searches | Clicked | Most clicked result |',
        shown ? '|--:|---|--:|--:|---|' : '|--:|--:|--:|---|',
        ...terms.map((term, i) => {
            const text = shown ? ` ${run.reader.inline(term.text)} |` : '';
            return `| ${i + 1} |${text} ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(term.hits)} | ${clicked(term)} | ${result(term)} |`;
        })
    ];
}


/***/ }),

/***/ 7533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _action_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2814);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1146);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _pager_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9325);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4215);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4040);
/**
 * The views section: page views per page (human / AI) and the site's totals, 250 paths a request within the section's
 * allowance; the top pages by views and the pages AI agents read most. It finds no gaps: views alone do not say that
 * a page fails its readers (a page may be read much because it is good), so any gap here would be a guess. Views per
 * visitor is not computed: visitors are the visitors section's numbers, read on its own allowance.
 */






const { rows: PAGE_LIMIT } = _registry_js__WEBPACK_IMPORTED_MODULE_1__/* .PAGING */ .rB.views;
const HEADING = (0,_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .sectionOf */ .ZE)('views').title;
const following = (0,_pager_js__WEBPACK_IMPORTED_MODULE_3__/* .nextOffset */ .v)(PAGE_LIMIT, (page) => page.hasMore);
/** The result's `sitePages` are every path the export lists: the pages the site has (reader.ts's pageView). */
async function run(run) {
    const read = await (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .readPages */ .n4)(run, run.allowance.limit, (offset = 0) => run.client.getViews({ ...run.range, limit: PAGE_LIMIT, offset }, run.deadline), (page, offset = 0) => following(page, offset), page => page.views.length === 0);
    const first = read.pages[0];
    if (!first)
        return (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .failedResult */ .Nq)(run, 'views', HEADING, read.partial ?? 'no page was read');
    const byPath = new Map();
    for (const page of read.pages)
        for (const row of page.views)
            if (!byPath.has(row.path))
                byPath.set(row.path, row);
    const rows = [...byPath.values()].sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : 1));
    const byAi = rows.filter(row => row.ai > 0).sort((a, b) => b.ai - a.ai || (a.path < b.path ? -1 : 1));
    const { totals } = first;
    const requests = run.allowance.requests;
    const files = await (0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .writeSectionFiles */ .YE)(run, 'views', { section: 'views', range: run.range, requests, partial: read.partial ?? null, totals, rows }, ['path', 'human', 'ai', 'total'], rows.map(row => [row.path, row.human, row.ai, row.total]));
    run.log(`Views: ${totals.total} (${totals.human} human, ${totals.ai} AI) over ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(rows.length, 'page')} in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}${read.partial ? '; PARTIAL' : ''}.`);
    if (read.partial)
        run.warn(`Views: partial: ${read.partial}`);
    const top = rows.slice(0, run.top);
    const topAi = byAi.slice(0, run.top);
    const max = Math.max(0, ...top.map(row => row.total));
    const markdown = [
        `### ${HEADING}`,
        '',
        `${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(totals.total)} page views ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .rangeText */ .lq)(run)}: ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(totals.human)} by people, ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(totals.ai)} by AI agents (${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .K)(totals.total > 0 ? totals.ai / totals.total : 0)}). ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(rows.length, 'page')} read in ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(requests, 'request')}. A view counts every page load, so one reader can count many times.`,
        '',
        ...(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e)(read.partial),
        `#### Top ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(top.length, 'page')} by views`,
        '',
        ...(top.length === 0
            ? ['No page was viewed in this range.']
            : [
                '| # | Page | Human | AI | Total | |',
                '|--:|---|--:|--:|--:|---|',
                ...top.map((row, i) => `| ${i + 1} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePath */ .HX)(row.path)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(row.human)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(row.ai)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(row.total)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .bar */ .M0)(row.total, max)} |`)
            ]),
        '',
        '#### Pages AI agents read most',
        '',
        ...(topAi.length === 0
            ? ['No page was read by an AI agent in this range.']
            : [
                '| # | Page | AI views | Share of the page’s views |',
                '|--:|---|--:|--:|',
                ...topAi.map((row, i) => `| ${i + 1} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .pagePath */ .HX)(row.path)} | ${(0,_common_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai)(row.ai)} | ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .K)(row.total > 0 ? row.ai / row.total : 0)} |`)
            ]),
        ''
    ].join('\n');
    return {
        section: 'views',
        requests,
        partial: read.partial,
        gaps: [],
        markdown,
        outputs: {
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.ViewsHuman]: String(totals.human),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.ViewsAi]: String(totals.ai),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.ViewsTotal]: String(totals.total),
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.ViewsFile]: files.json,
            [_action_names_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportOutputs */ .Xs.ViewsCsv]: files.csv
        },
        files,
        sitePages: new Set(byPath.keys()),
        figures: { views: { ...totals, pages: rows.map(({ path, human, ai }) => ({ path, human, ai })) } }
    };
}


/***/ }),

/***/ 8043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V6: () => (/* binding */ writeVisitorFiles),
/* harmony export */   XR: () => (/* binding */ csvField)
/* harmony export */ });
/* unused harmony export CSV_HEADER */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _action_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7911);





const CSV_HEADER = ['path', 'human', 'ai', 'total', 'previous_human', 'previous_ai', 'previous_total'];
/** Rows per write: bounded memory, few syscalls. */
const CHUNK_ROWS = 1000;
/**
 * Writes the export as JSON (range, totals, every row, the previous period) and CSV (one row per path) into a new
 * folder under `dir`, so runs sharing RUNNER_TEMP never overwrite each other. Rows are written in chunks.
 */
async function writeVisitorFiles(dir, data) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
    const folder = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'visitors-'));
    const jsonPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'visitors.json');
    const csvPath = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(folder, 'visitors.csv');
    await writeChunks(jsonPath, jsonChunks(data));
    await writeChunks(csvPath, csvChunks(data));
    return { jsonPath, csvPath };
}
async function writeChunks(path, chunks) {
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(path, { encoding: 'utf8', mode: 0o644 });
    const failed = (0,node_events__WEBPACK_IMPORTED_MODULE_3__.once)(stream, 'error').then(([error]) => Promise.reject(error));
    failed.catch(() => undefined);
    for (const chunk of chunks) {
        if (!stream.write((0,_action_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .scrub */ ._I)(chunk)))
            await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_3__.once)(stream, 'drain'), failed]);
    }
    stream.end();
    await Promise.race([(0,node_events__WEBPACK_IMPORTED_MODULE_3__.once)(stream, 'finish'), failed]);
}
/** One line per row, CHUNK_ROWS lines per string; `rows` is the row indexes in order, or a count for 0..count-1. */
function* inChunks(rows, line, separator = '') {
    const count = typeof rows === 'number' ? rows : rows.length;
    const at = typeof rows === 'number' ? (k) => k : (k) => rows[k];
    for (let start = 0; start < count; start += CHUNK_ROWS) {
        const lines = [];
        for (let k = start; k < Math.min(count, start + CHUNK_ROWS); k++)
            lines.push(line(at(k)));
        yield (start > 0 ? separator : '') + lines.join(separator);
    }
}
/** The JSON of one row, as JSON.stringify({ path, human, ai, total }) would write it. */
const rowJson = (t, i) => `{"path":${JSON.stringify(t.path(i))},"human":${t.human(i)},"ai":${t.ai(i)},"total":${t.total(i)}}`;
/** The fields of one period (no braces): range, totals, requests, partial, rows. */
function* periodJson(range, period) {
    const head = {
        range: { dateFrom: range.dateFrom, dateTo: range.dateTo, dateToExclusive: true },
        totals: period.totals,
        requests: period.requests,
        partial: period.partial,
        ...(period.partialReason ? { partialReason: period.partialReason } : {}),
        rowCount: period.table.size
    };
    yield `${JSON.stringify(head).slice(1, -1)},"rows":[\n`;
    yield* inChunks(period.table.size, i => rowJson(period.table, i), ',\n');
    yield '\n]';
}
function* jsonChunks(data) {
    yield '{';
    yield* periodJson(data.range, data.current);
    if (data.previous && data.previousRange) {
        yield ',\n"previous":{';
        yield* periodJson(data.previousRange, data.previous);
        yield '}';
    }
    yield '}\n';
}
/**
 * A CSV field (RFC 4180), with spreadsheet formulas neutralised: `=`, `+`, `-`, `@`, tab, CR first get a `'`. A field
 * holding a separator of either kind is quoted: `,`, and `;`, the list separator where a spreadsheet opens the file in
 * much of Europe. There a quote protects only the line's first field (the others start after a `,`, mid-cell), so a
 * cell may also start after any `;` or line break inside a field: such a start gets its `'` too, before `"` as well
 * (a cell that starts with `"` is read quoted).
 */
function csvField(value) {
    let text = String(value);
    if (typeof value === 'string')
        text = text.replace(CELL_START, "$1'");
    return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
// Where a spreadsheet may start a cell inside a field, before what it would read as a formula or a quoted cell
// (at a field's end, the closing quote would open one).
const CELL_START = /(^(?=[=+\-@\t\r])|[;\r\n](?=[=+\-@\t\r"]|$))/g;
function* csvChunks(data) {
    yield CSV_HEADER.join(',') + '\r\n';
    const now = data.current.table;
    const before = data.previous?.table;
    const line = (fields) => fields.map(field => csvField(field)).join(',') + '\r\n';
    const previousOf = (path) => {
        if (!before)
            return ['', '', ''];
        const i = before.indexOf(path);
        return i < 0 ? [0, 0, 0] : [before.human(i), before.ai(i), before.total(i)];
    };
    yield* inChunks(now.byTotal(), i => line([now.path(i), now.human(i), now.ai(i), now.total(i), ...previousOf(now.path(i))]));
    if (!before)
        return;
    // Pages of the previous period only, in the same order (its own sorted index, filtered)
    const gone = before.byTotal().filter(i => now.indexOf(before.path(i)) < 0);
    yield* inChunks(gone, i => line([before.path(i), 0, 0, 0, before.human(i), before.ai(i), before.total(i)]));
}


/***/ }),

/***/ 2758:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M0: () => (/* binding */ bar),
  ai: () => (/* binding */ number),
  VP: () => (/* binding */ renderVisitorReport)
});

// UNUSED EXPORTS: BAR_WIDTH, MAX_REPORT_CHARS, formatChange

// EXTERNAL MODULE: ./src/report/visitors/range.ts
var range = __webpack_require__(6321);
;// CONCATENATED MODULE: ./src/report/chart.ts
const LABEL_CHARS = 30;
/** Pixels per bar, and around them for the title and the axis: labels stay apart however many rows there are. */
const ROW_PX = 30;
const FRAME_PX = 110;
const MIN_HEIGHT_PX = 220;
/** A mid blue that reads on GitHub's light and dark themes (the default palette's lavender is faint on white). */
const BAR_COLOR = '#3b82c4';
/**
 * A label for Mermaid: no quotes, backticks, line breaks or markup characters; quoted; at most 30 characters, a longer
 * one cut in the middle (a path's end tells pages apart: `/api-reference/…/rotate-keys`).
 */
function mermaidLabel(text, max = LABEL_CHARS) {
    return `"${middleCut(clean(text) || '(blank)', max)}"`;
}
/** Labels for the rows, each different: Mermaid draws rows of the same label as one. */
function distinctLabels(rows) {
    const seen = new Set();
    return rows.map(row => {
        let label = mermaidLabel(row.label);
        for (let n = 2; seen.has(label); n++)
            label = `${mermaidLabel(row.label, LABEL_CHARS - 4).slice(0, -1)} (${n})"`;
        seen.add(label);
        return label;
    });
}
function middleCut(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const head = Math.floor((max - 1) * 0.4);
    return `${chars.slice(0, head).join('')}…${chars.slice(chars.length - (max - 1 - head)).join('')}`;
}
/** A Mermaid xychart of horizontal bars, value axis from 0 to a round number at or above the largest value. */
function horizontalBarChart(title, axisLabel, rows) {
    if (rows.length === 0)
        return [];
    const values = rows.map(row => (Number.isFinite(row.value) ? Math.max(0, row.value) : 0));
    const height = Math.max(MIN_HEIGHT_PX, FRAME_PX + ROW_PX * rows.length);
    return [
        '```mermaid',
        '---',
        'config:',
        '  xyChart:',
        `    height: ${height}`,
        '    showDataLabel: true',
        '  themeVariables:',
        '    xyChart:',
        `      plotColorPalette: "${BAR_COLOR}"`,
        '---',
        'xychart-beta horizontal',
        `    title "${clean(title)}"`,
        `    x-axis [${distinctLabels(rows).join(', ')}]`,
        `    y-axis "${clean(axisLabel)}" 0 --> ${axisEnd(Math.max(...values))}`,
        `    bar [${values.join(', ')}]`,
        '```'
    ];
}
/** The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) at or above max; 1 for an empty chart. */
function axisEnd(max) {
    if (!(max > 0))
        return 1;
    const power = 10 ** Math.floor(Math.log10(max));
    const step = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find(s => s * power >= max) ?? 10;
    return Math.round(step * power * 1000) / 1000;
}
function clean(text) {
    return text
        .replace(/["`\r\n]/g, '')
        .replace(/[^\p{L}\p{N} /._~:?=+@()!$*'-]/gu, '')
        .trim();
}

// EXTERNAL MODULE: ./src/report/reader.ts
var reader = __webpack_require__(591);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
// EXTERNAL MODULE: ./src/text/percent.ts
var percent = __webpack_require__(1146);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
;// CONCATENATED MODULE: ./src/report/visitors/report.ts






/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
const MAX_REPORT_CHARS = 50_000;
const BAR_WIDTH = 20;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
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
    return `${signed(delta)} (${delta > 0 ? '+' : MINUS}${(0,percent/* percentChange */.u)(Math.abs(delta) / previous)})`;
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
    const lines = [`## Docs visitors: ${report_range(meta)}`, '', intro(meta), ''];
    if (meta.partial) {
        lines.push('> [!WARNING]', `> Partial export: ${(0,markdown/* cell */.Hn)((meta.partialReason ?? 'the export stopped early').replace(/\.?$/, '.'))} The totals are the service's; the page tables may miss pages.`, '');
    }
    lines.push('### Totals', '', ...totalsTable(comparison), '');
    lines.push('Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.', '');
    if (totals.current.human + totals.current.ai > 0) {
        lines.push('```mermaid', 'pie title Human vs AI visitors');
        lines.push(`    "Human" : ${totals.current.human}`, `    "AI" : ${totals.current.ai}`, '```', '');
    }
    lines.push(`### Top ${(0,plural/* plural */.L)(topPages.length, 'page')}`, '');
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
        lines.push(`Tables cut to ${(0,plural/* plural */.L)(limit, 'row')} to keep the report under ${number(MAX_REPORT_CHARS)} characters.`, '');
    }
    return lines.join('\n');
}
/** A range in words; escaped unless both bounds are plain date strings (as settings produce them). */
function report_range(r) {
    const plain = /^[0-9T:.Z+-]{1,40}$/i;
    return plain.test(r.dateFrom) && plain.test(r.dateTo) ? (0,range/* describeRange */.pC)(r) : (0,markdown/* cell */.Hn)((0,range/* describeRange */.pC)(r));
}
function intro(meta) {
    const parts = [
        `Unique visitors from ${(0,markdown/* cell */.Hn)(meta.dateFrom)} up to ${(0,markdown/* cell */.Hn)(meta.dateTo)} (\`date-to\` is exclusive; UTC).`
    ];
    if (meta.previous)
        parts.push(`Compared with the previous period, ${report_range(meta.previous)}.`);
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
            `| AI share | ${(0,percent/* percent */.K)(totals.aiShare, 1)} |`
        ];
    }
    const shareDelta = (totals.aiShare - (previousAiShare ?? 0)) * 100;
    const shareChange = Math.abs(shareDelta) < 0.05 ? '0 pp' : `${shareDelta > 0 ? '+' : MINUS}${Math.abs(shareDelta).toFixed(1)} pp`;
    return [
        '| | This period | Previous period | Change |',
        '|---|--:|--:|--:|',
        ...metrics.map(([name, now, was]) => `| ${name} | ${number(now)} | ${number(was ?? 0)} | ${formatChange(now, was ?? 0)} |`),
        `| AI share | ${(0,percent/* percent */.K)(totals.aiShare, 1)} | ${(0,percent/* percent */.K)(previousAiShare ?? 0, 1)} | ${shareChange} |`
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
            return `| ${i + 1} | ${(0,reader/* pagePath */.HX)(page.path)} | ${counts} |${change} ${bar(page.total, max)} |`;
        })
    ];
}
function moverTable(moves, none) {
    if (moves.length === 0)
        return [none];
    return [
        '| Page | Previous | Current | Change |',
        '|---|--:|--:|--:|',
        ...moves.map(move => `| ${(0,reader/* pagePath */.HX)(move.path)} | ${number(move.previous.total)} | ${number(move.current.total)} | ${formatChange(move.current.total, move.previous.total)} |`)
    ];
}
function barChart(pages) {
    const rows = pages.map(page => ({ label: (0,reader/* plainReaderText */.r6)(page.path, 500), value: page.total }));
    return horizontalBarChart('Top pages by unique visitors', 'Visitors', rows);
}


/***/ }),

/***/ 2570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/names.ts
var names = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/report/render.ts
var render = __webpack_require__(6340);
// EXTERNAL MODULE: ./src/report/section.ts
var report_section = __webpack_require__(7101);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./src/report/visitors/heap.ts

/**
 * Stops V8 from doubling its young generation while a large visitors export keeps many small strings alive: every
 * string that survives counts towards growth, and at 100,000 rows V8 grew the young generation to 64 MB of touched
 * memory (docs/performance.md, finding 2). An action cannot pass `--max-semi-space-size` to node, but V8 reads
 * `--semi-space-growth-factor` each time it grows, so a factor of 1 keeps the young generation at its current size
 * (1–4 MB). Costs more frequent, equally cheap scavenges; measured no slower. Applied on V8 13 and 14 only (Node 24
 * and 26), where the flag is known to exist, so a newer V8 never prints "unrecognized flag".
 */
function keepYoungGenerationSmall(v8Version = process.versions.v8) {
    const major = Number(v8Version.split('.')[0]);
    if (major !== 13 && major !== 14)
        return false;
    (0,external_node_v8_.setFlagsFromString)('--semi-space-growth-factor=1');
    return true;
}

// EXTERNAL MODULE: ./src/report/visitors/report.ts + 1 modules
var report = __webpack_require__(2758);
;// CONCATENATED MODULE: ./src/report/visitors/string-pool.ts
/** Code units per String.fromCharCode call (its arguments go on the stack). */
const DECODE_CHUNK = 4096;
/** FNV-1a (32 bit) over UTF-16 code units. */
function hash(text) {
    let h = 0x811c9dc5;
    for (let k = 0; k < text.length; k++)
        h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
    return h >>> 0;
}
const grow = (array, needed, make) => {
    if (needed <= array.length)
        return array;
    const grown = make(Math.max(needed, array.length * 2));
    grown.set(array);
    return grown;
};
/** Whether every code unit of `text` fits in a byte (Latin-1). */
const narrow = (text) => !/[\u0100-\uffff]/.test(text);
/**
 * Distinct strings, numbered 0, 1, 2, … in the order they were added, kept outside the V8 heap: their UTF-16 code
 * units in one typed array (one byte each while every string added is Latin-1, as paths almost always are), found
 * again through an open-addressing hash table in another. A large export therefore leaves no string, array or map
 * entry per row for the garbage collector to copy and keep; a string is made again (a short-lived one) only when it
 * is read. Any string round-trips exactly, lone surrogates included.
 */
class StringPool {
    units = new Uint8Array(8192);
    /** starts[i] … starts[i + 1]: the code units of string i. */
    starts = new Uint32Array(257);
    hashes = new Uint32Array(256);
    /** Open addressing, linear probing, at most half full: string index + 1, 0 for an empty slot. */
    slots = new Int32Array(512);
    count = 0;
    get size() {
        return this.count;
    }
    /** The index of `text`, or -1. */
    indexOf(text) {
        return this.find(text, hash(text));
    }
    /** Adds `text` and returns its index; -1 (and nothing added) when it is there already. */
    add(text) {
        const h = hash(text);
        if (this.find(text, h) >= 0)
            return -1;
        const i = this.count;
        const start = this.starts[i];
        const end = start + text.length;
        if (end > 0xffffffff)
            throw new RangeError('StringPool: more than 2^32 - 1 code units');
        let units = this.units;
        if (units instanceof Uint8Array && !narrow(text))
            units = Uint16Array.from(units);
        this.units =
            units instanceof Uint8Array ? grow(units, end, n => new Uint8Array(n)) : grow(units, end, n => new Uint16Array(n));
        for (let k = 0; k < text.length; k++)
            this.units[start + k] = text.charCodeAt(k);
        this.starts = grow(this.starts, i + 2, n => new Uint32Array(n));
        this.starts[i + 1] = end;
        this.hashes = grow(this.hashes, i + 1, n => new Uint32Array(n));
        this.hashes[i] = h;
        this.count = i + 1;
        if (this.count * 2 > this.slots.length)
            this.rehash(this.slots.length * 2);
        else
            this.place(i);
        return i;
    }
    /** String i, made from its code units. */
    get(i) {
        const start = this.starts[i];
        const end = this.starts[i + 1];
        let text = '';
        for (let k = start; k < end; k += DECODE_CHUNK) {
            const units = this.units.subarray(k, Math.min(end, k + DECODE_CHUNK));
            text += String.fromCharCode.apply(null, units);
        }
        return text;
    }
    /** Code-unit order of strings i and j (the order of `<` on strings): negative, 0 or positive. */
    compare(i, j) {
        const units = this.units;
        let a = this.starts[i];
        let b = this.starts[j];
        const endA = this.starts[i + 1];
        const endB = this.starts[j + 1];
        for (; a < endA && b < endB; a++, b++) {
            const d = units[a] - units[b];
            if (d !== 0)
                return d;
        }
        return endA - a - (endB - b);
    }
    find(text, h) {
        const mask = this.slots.length - 1;
        for (let slot = h & mask;; slot = (slot + 1) & mask) {
            const entry = this.slots[slot];
            if (entry === 0)
                return -1;
            if (this.hashes[entry - 1] === h && this.equals(entry - 1, text))
                return entry - 1;
        }
    }
    equals(i, text) {
        const start = this.starts[i];
        if (this.starts[i + 1] - start !== text.length)
            return false;
        for (let k = 0; k < text.length; k++)
            if (this.units[start + k] !== text.charCodeAt(k))
                return false;
        return true;
    }
    place(i) {
        const mask = this.slots.length - 1;
        let slot = this.hashes[i] & mask;
        while (this.slots[slot] !== 0)
            slot = (slot + 1) & mask;
        this.slots[slot] = i + 1;
    }
    rehash(length) {
        this.slots = new Int32Array(length);
        for (let i = 0; i < this.count; i++)
            this.place(i);
    }
}

;// CONCATENATED MODULE: ./src/report/visitors/table.ts

/** Code-unit order: stable across locales and runs. */
const comparePaths = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const HUMAN = 0;
const AI = 1;
const TOTAL = 2;
const FIELDS = 3;
/**
 * One period's pages, stored outside the V8 heap: the paths in a StringPool (row i is string i) and the counts in one
 * Float64Array (human, ai, total per row; the service's counts are only checked to be finite and >= 0, so Uint32 could
 * corrupt them). An object, string and map entry per row is what made V8 grow its young generation at 100,000 rows
 * (docs/performance.md, finding 2). Rows keep the order they were added in; a path is stored once (the first wins).
 */
class VisitorTable {
    paths = new StringPool();
    counts = new Float64Array(FIELDS * 256);
    sorted;
    static from(rows) {
        const table = new VisitorTable();
        for (const row of rows)
            table.add(row.path, row);
        return table;
    }
    get size() {
        return this.paths.size;
    }
    /** Adds a row; false (and nothing stored) when the path is already there. */
    add(path, counts) {
        const i = this.paths.add(path);
        if (i < 0)
            return false;
        if ((i + 1) * FIELDS > this.counts.length) {
            const grown = new Float64Array(this.counts.length * 2);
            grown.set(this.counts);
            this.counts = grown;
        }
        this.counts[i * FIELDS + HUMAN] = counts.human;
        this.counts[i * FIELDS + AI] = counts.ai;
        this.counts[i * FIELDS + TOTAL] = counts.total;
        this.sorted = undefined;
        return true;
    }
    /** A new string each time (made from the pool's code units). */
    path(i) {
        return this.paths.get(i);
    }
    human(i) {
        return this.counts[i * FIELDS + HUMAN];
    }
    ai(i) {
        return this.counts[i * FIELDS + AI];
    }
    total(i) {
        return this.counts[i * FIELDS + TOTAL];
    }
    /** The row of `path`, or -1. */
    indexOf(path) {
        return this.paths.indexOf(path);
    }
    /** A new counts object for row i (for the few rows a report shows). */
    countsAt(i) {
        return { human: this.human(i), ai: this.ai(i), total: this.total(i) };
    }
    /** Counts of `path`, zeros when the period has no such page. */
    countsOf(path) {
        const i = this.indexOf(path);
        return i < 0 ? { human: 0, ai: 0, total: 0 } : this.countsAt(i);
    }
    /** Row indexes by total descending, then path ascending; sorted once and shared (compare and files use it). */
    byTotal() {
        if (!this.sorted) {
            const order = new Uint32Array(this.size);
            for (let i = 0; i < order.length; i++)
                order[i] = i;
            this.sorted = order.sort((a, b) => this.total(b) - this.total(a) || this.paths.compare(a, b));
        }
        return this.sorted;
    }
}

;// CONCATENATED MODULE: ./src/report/visitors/compare.ts

const ZERO = Object.freeze({ human: 0, ai: 0, total: 0 });
const aiShare = (counts) => counts.human + counts.ai === 0 ? 0 : counts.ai / (counts.human + counts.ai);
const minus = (a, b) => ({
    human: a.human - b.human,
    ai: a.ai - b.ai,
    total: a.total - b.total
});
const counts = (row) => ({ human: row.human, ai: row.ai, total: row.total });
/**
 * The `limit` biggest moves in one direction, kept while scanning (sign 1: rises, -1: falls; ties by path), so a
 * comparison of 100,000 pages allocates only for the pages that can still make the table.
 */
class Leaders {
    limit;
    sign;
    items = [];
    constructor(limit, sign) {
        this.limit = limit;
        this.sign = sign;
    }
    ranksBefore(delta, path, other) {
        const d = this.sign * (delta - other.delta);
        return d > 0 || (d === 0 && comparePaths(path, other.path) < 0);
    }
    offer(path, delta, current, previous) {
        const items = this.items;
        const last = items[items.length - 1];
        if (this.limit === 0 || (last && items.length >= this.limit && !this.ranksBefore(delta, path, last)))
            return;
        let at = items.length;
        while (at > 0 && this.ranksBefore(delta, path, items[at - 1]))
            at--;
        items.splice(at, 0, { path, delta, current, previous });
        if (items.length > this.limit)
            items.pop();
    }
}
/**
 * Compares the current period with the previous one. Totals are the service's (never sums of rows); pages are sorted
 * here, as the service's order is not documented. O(n log n) in the number of rows, one pass for the movers.
 */
function compareVisitors(current, previous, top = 10) {
    const limit = Math.max(0, Math.floor(top));
    const totals = { current: counts(current.totals), aiShare: aiShare(current.totals) };
    if (previous) {
        totals.previous = counts(previous.totals);
        totals.delta = minus(current.totals, previous.totals);
        totals.previousAiShare = aiShare(previous.totals);
    }
    const now = current.table;
    const before = previous?.table;
    const topPages = Array.from(now.byTotal().subarray(0, limit), i => {
        const page = { path: now.path(i), ...now.countsAt(i) };
        if (before) {
            page.previous = before.countsOf(page.path);
            page.delta = page.total - page.previous.total;
        }
        return page;
    });
    if (!before)
        return { totals, topPages, risers: [], fallers: [] };
    const risers = new Leaders(limit, 1);
    const fallers = new Leaders(limit, -1);
    for (let i = 0; i < now.size; i++) {
        const path = now.path(i);
        const was = before.indexOf(path);
        const delta = now.total(i) - (was < 0 ? 0 : before.total(was));
        if (delta > 0)
            risers.offer(path, delta, i, was);
        else if (delta < 0)
            fallers.offer(path, delta, i, was);
    }
    for (let i = 0; i < before.size; i++) {
        const path = before.path(i);
        if (before.total(i) !== 0 && now.indexOf(path) < 0)
            fallers.offer(path, -before.total(i), -1, i);
    }
    const move = (c) => ({
        path: c.path,
        current: c.current < 0 ? { ...ZERO } : now.countsAt(c.current),
        previous: c.previous < 0 ? { ...ZERO } : before.countsAt(c.previous),
        delta: c.delta
    });
    return { totals, topPages, risers: risers.items.map(move), fallers: fallers.items.map(move) };
}

// EXTERNAL MODULE: ./src/service/http.ts + 6 modules
var http = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/report/pager.ts
var pager = __webpack_require__(9325);
// EXTERNAL MODULE: ./src/report/registry.ts
var registry = __webpack_require__(4215);
;// CONCATENATED MODULE: ./src/report/visitors/export.ts







/** The most rows the service gives per page; every page is one request of the shared analytics budget. */
const PAGE_LIMIT = registry/* PAGING */.rB.visitors.rows;
/** The published analytics API documentation (rate limits): 100 requests per organisation per hour, shared by all analytics endpoints. */
const ANALYTICS_BUDGET = 'analytics requests share a budget of 100 per organisation per hour';
/**
 * Exports one period completely: `limit` 250, `offset` += 250 while `hasMore`, one request at a time (pager.ts).
 * Stops safely (partial) on an empty page that claims more, at `maxPages`, at the deadline, and when a later page
 * fails; a failure of the first page is thrown, as there is nothing to report without the totals.
 */
async function exportVisitors(client, range, opts) {
    const maxPages = Math.max(1, Math.floor(opts.maxPages));
    const table = new VisitorTable();
    let duplicates = 0;
    let firstDuplicate = '';
    let totals;
    const read = await (0,pager/* readPaged */.u)({
        first: 0,
        get: offset => client.getVisitors({ dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset }, opts.deadline),
        next: (0,pager/* nextOffset */.v)(PAGE_LIMIT, page => page.hasMore),
        isEmpty: page => page.visitors.length === 0,
        onPage: page => {
            totals ??= { ...page.totals };
            for (const row of page.visitors) {
                if (!table.add(row.path, row) && duplicates++ === 0)
                    firstDuplicate = row.path;
            }
        },
        maxPages,
        deadline: opts.deadline,
        now: opts.now
    });
    const pages = read.pages;
    const partialReason = read.stop && stopReason(read.stop, { pages, rows: table.size, maxPages, range });
    if (duplicates > 0) {
        opts.onWarning?.(`The service sent ${(0,plural/* plural */.L)(duplicates, 'row')} for a path already seen in an earlier answer (first: ${JSON.stringify(firstDuplicate.slice(0, 200))}); kept the first of each. The data may have changed while paging.`);
    }
    return {
        totals: totals,
        table,
        requests: pages,
        partial: partialReason !== undefined,
        partialReason
    };
}
/**
 * Why the export stopped early, in the visitors report's words. A failure of the first page is thrown (there is
 * nothing to report without the totals), as is anything but the service, the plan's allowance or a cancel (a bug).
 */
function stopReason(stop, at) {
    switch (stop.kind) {
        case 'failed': {
            const { error } = stop;
            // A later page that fails, or that the report's request plan has no room for, leaves the export partial.
            // A cancel, too: what was read is kept.
            if (at.pages === 0 ||
                !(error instanceof http/* ServiceError */._7 || error instanceof report_section/* BudgetSpent */.KI || error instanceof errors/* CancelledError */.cc))
                throw explain(error, at.range, stop.at);
            const why = error instanceof errors/* CancelledError */.cc ? report_section/* CANCELLED_REASON */.$N : error.message;
            return `request ${at.pages + 1} (offset ${stop.at}) failed after ${(0,plural/* plural */.L)(at.pages, 'complete request')}: ${why}`;
        }
        case 'empty':
            return `the service answered the request at offset ${stop.at} with no rows, yet said hasMore; stopped there to avoid an endless export.`;
        case 'max-pages':
            return `stopped at max-pages (${(0,plural/* plural */.L)(at.maxPages, 'request')} of up to ${PAGE_LIMIT} pages each) while the service had more; ${ANALYTICS_BUDGET}, so raise max-pages only if the budget allows.`;
        case 'deadline':
            return `the timeout was reached after ${(0,plural/* plural */.L)(at.pages, 'request')} (${(0,plural/* plural */.L)(at.rows, 'page')}); the rest was not requested.`;
    }
}
/** The error of the first page, with the range and offset; ServiceError properties kept. */
function explain(error, range, offset) {
    if (!(error instanceof http/* ServiceError */._7))
        return error;
    const where = `Visitors export ${range.dateFrom} to ${range.dateTo} (offset ${offset})`;
    return new http/* ServiceError */._7(`${where}: ${error.message}`, error.endpoint, error.kind, error.status);
}

// EXTERNAL MODULE: ./src/report/visitors/files.ts
var visitors_files = __webpack_require__(8043);
// EXTERNAL MODULE: ./src/report/visitors/range.ts
var visitors_range = __webpack_require__(6321);
;// CONCATENATED MODULE: ./src/report/visitors/run.ts








/**
 * Exports the range (and, with `compare`, the previous period of equal length, concurrently), compares, writes the
 * files and renders the report. A failure of the current period is thrown; a failure of the previous period only
 * drops the comparison, with a warning.
 */
async function runVisitorReport(client, settings, opts) {
    const log = opts.log ?? (() => undefined);
    const warn = opts.warn ?? (() => undefined);
    const range = { dateFrom: settings.dateFrom, dateTo: settings.dateTo };
    const wanted = settings.compare ? (0,visitors_range/* previousQueryRange */.R8)(settings) : undefined;
    const previousRange = wanted ? { dateFrom: wanted.dateFrom, dateTo: wanted.dateTo } : undefined;
    log(`Exporting visitors for ${(0,visitors_range/* describeRange */.pC)(range)}${previousRange ? ` and the previous period ${(0,visitors_range/* describeRange */.pC)(previousRange)}` : ''} (at most ${(0,plural/* plural */.L)(settings.maxPages, 'request')} per period, up to 250 pages each).`);
    const exportOf = (period, label) => exportVisitors(client, period, {
        maxPages: settings.maxPages,
        deadline: opts.deadline,
        onWarning: message => warn(`Visitors (${label}): ${message}`)
    });
    const [currentResult, previousResult] = await Promise.allSettled([
        exportOf(range, 'this period'),
        previousRange ? exportOf(previousRange, 'previous period') : Promise.resolve(undefined)
    ]);
    if (currentResult.status === 'rejected')
        throw currentResult.reason;
    const current = currentResult.value;
    let previous;
    if (previousResult.status === 'fulfilled')
        previous = previousResult.value;
    else
        warn(`Visitors: the previous period could not be exported, so there is no comparison: ${(0,errors/* getErrorMessage */.u1)(previousResult.reason)}`);
    const reasons = [];
    if (current.partial)
        reasons.push(`this period: ${current.partialReason ?? 'stopped early'}`);
    if (previous?.partial)
        reasons.push(`previous period: ${previous.partialReason ?? 'stopped early'}`);
    for (const reason of reasons)
        warn(`Visitors export is partial (${reason})`);
    const partial = reasons.length > 0;
    const comparison = compareVisitors(current, previous, settings.top);
    const requests = current.requests + (previous?.requests ?? 0);
    const markdown = (0,report/* renderVisitorReport */.VP)(comparison, {
        ...range,
        previous: previous ? previousRange : undefined,
        requests,
        partial,
        partialReason: reasons.join('; ') || undefined,
        rows: current.table.size
    });
    const files = await (0,visitors_files/* writeVisitorFiles */.V6)(opts.tempDir, {
        range,
        previousRange: previous ? previousRange : undefined,
        current,
        previous
    });
    const { human, ai, total } = current.totals;
    log(`Visitors ${(0,visitors_range/* describeRange */.pC)(range)}: ${human} human, ${ai} AI, ${total} total (the service's totals); ${(0,plural/* plural */.L)(current.table.size, 'page')} in ${(0,plural/* plural */.L)(requests, 'request')}${partial ? '; PARTIAL' : ''}.`);
    log(`Visitors files: ${files.jsonPath}, ${files.csvPath}`);
    const outputs = {
        [names/* VisitorOutputs */.X7.Human]: String(human),
        [names/* VisitorOutputs */.X7.Ai]: String(ai),
        [names/* VisitorOutputs */.X7.Total]: String(total),
        [names/* VisitorOutputs */.X7.Pages]: String(current.table.size),
        [names/* VisitorOutputs */.X7.Partial]: String(partial),
        [names/* VisitorOutputs */.X7.File]: files.jsonPath,
        [names/* VisitorOutputs */.X7.Csv]: files.csvPath
    };
    return { markdown, outputs, current, previous };
}

;// CONCATENATED MODULE: ./src/report/visitors/section.ts
/**
 * The visitors section of the docs-health report: the visitors export and comparison (run.ts) on the allowance the
 * plan gives it, split between this period and the previous one. It finds no gaps: traffic says where readers go,
 * not where they fail. What it needs of the budget is in registry.ts.
 */






/** The service's totals, as the outputs give them. */
const totalsOf = (outputs) => ({
    human: Number(outputs[names/* VisitorOutputs */.X7.Human] ?? 0),
    ai: Number(outputs[names/* VisitorOutputs */.X7.Ai] ?? 0),
    total: Number(outputs[names/* VisitorOutputs */.X7.Total] ?? 0)
});
/** Runs the visitors report within the allowance; a failure of this period fails only this section. */
async function run(section, { visitors: settings }) {
    keepYoungGenerationSmall();
    const periods = settings.compare ? 2 : 1;
    const maxPages = Math.max(1, Math.min(settings.maxPages, Math.floor(section.allowance.limit / periods)));
    try {
        const report = await runVisitorReport(section.client, { ...settings, maxPages }, { deadline: section.deadline, tempDir: section.tempDir, log: section.log, warn: section.warn });
        return {
            section: 'visitors',
            requests: section.allowance.requests,
            partial: report.outputs[names/* VisitorOutputs */.X7.Partial] === 'true' ? 'the visitors export stopped early (see above)' : undefined,
            gaps: [],
            // Inside the docs-health report its headings go one level down, under the report's own `##`.
            markdown: (0,render/* nested */.cY)(report.markdown),
            document: report.markdown,
            outputs: report.outputs,
            files: { json: report.outputs[names/* VisitorOutputs */.X7.File] ?? '', csv: report.outputs[names/* VisitorOutputs */.X7.Csv] ?? '' },
            figures: { visitors: totalsOf(report.outputs) }
        };
    }
    catch (error) {
        return {
            section: 'visitors',
            requests: section.allowance.requests,
            partial: error instanceof errors/* CancelledError */.cc ? report_section/* CANCELLED_REASON */.$N : (0,errors/* getErrorMessage */.u1)(error),
            failed: true,
            gaps: [],
            markdown: '',
            outputs: {}
        };
    }
}


/***/ }),

/***/ 1146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ percent),
/* harmony export */   u: () => (/* binding */ percentChange)
/* harmony export */ });
/**
 * Percentages in the house style (pure): a space between the number and the sign, `12 %`, `31.5 %`, as every report
 * of this action writes them (the docs-health sections and the visitors report alike).
 */
/**
 * A share of a whole (0 to 1) in percent with `digits` decimals: `2 %`, `31.5 %`. Never 0 for something that happened
 * (`<1 %`, `<0.1 %`) and never over 100 %; `0 %` (`0.0 %`) for nothing, a negative ratio or no number at all.
 */
function percent(share, digits = 0) {
    if (!(share > 0))
        return signed((0).toFixed(digits));
    const scale = 10 ** digits;
    const rounded = Math.round(Math.min(share, 1) * 100 * scale) / scale;
    return rounded === 0 ? signed(`<${(1 / scale).toFixed(digits)}`) : signed(rounded.toFixed(digits));
}
/** A change as a percentage of what it was, one decimal, unbounded and unsigned: `4.1 %`, `250.0 %`. */
function percentChange(ratio) {
    return signed((ratio * 100).toFixed(1));
}
/** The number, a space, the sign. */
function signed(number) {
    return `${number} %`;
}


/***/ })

};

//# sourceMappingURL=182.index.js.map