export const id = 182;
export const ids = [182];
export const modules = {

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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9278);
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

/***/ 9686:
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

// EXTERNAL MODULE: ./src/report/visitors/report.ts
var report = __webpack_require__(6092);
// EXTERNAL MODULE: ./src/report/visitors/table.ts + 1 modules
var visitors_table = __webpack_require__(3197);
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
        return d > 0 || (d === 0 && (0,visitors_table/* comparePaths */.c)(path, other.path) < 0);
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
// EXTERNAL MODULE: ./src/report/registry.ts + 1 modules
var registry = __webpack_require__(6264);
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
    const table = new visitors_table/* VisitorTable */.F();
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
    return { markdown, outputs, current, previous, files };
}

;// CONCATENATED MODULE: ./src/report/visitors/section.ts
/**
 * The visitors section of the docs-health report: the visitors export and comparison (run.ts) on the allowance the
 * plan gives it, split between this period and the previous one. It finds no gaps: traffic says where readers go,
 * not where they fail. What it needs of the budget is in registry.ts.
 */






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
            files: { json: report.files.jsonPath, csv: report.files.csvPath },
            // The service's totals of this period, for the history.
            figures: { visitors: { ...report.current.totals } }
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


/***/ })

};

//# sourceMappingURL=182.index.js.map