export const id = 963;
export const ids = [963];
export const modules = {

/***/ 6264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  rB: () => (/* reexport */ PAGING),
  dm: () => (/* reexport */ sectionNeeds),
  ZE: () => (/* binding */ sectionOf)
});

// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
;// CONCATENATED MODULE: ./src/report/needs.ts
/**
 * What each section of the docs-health report needs of the request budget, from the settings alone (pure): the
 * requests it cannot do without and the most it uses well. registry.ts gives them to the sections; the fleet's plan
 * (fleet/plan.ts) reads them without the registry, whose sections it never loads.
 */

/** Rows a request asks for (the service's most) and the most requests, of each section's export. */
const PAGING = {
    visitors: { rows: 250 },
    /** 2,500 paths: the rankings need every row (the service does not sort them), and most sites have fewer. */
    views: { rows: 250, requests: 10 },
    searches: { rows: 100, requests: 2 },
    /** Feedback by page is one request: the service shows only the first 100 pages. */
    feedback: { rows: 100 },
    /** Questions; one more request asks for the caller mix. */
    assistant: { rows: 1000, requests: 3 }
};
/** Each section's need of the budget. */
const NEEDS = {
    visitors: ({ visitors }) => {
        const periods = visitors.compare ? 2 : 1;
        return {
            min: periods,
            max: periods * visitors.maxPages,
            what: `up to ${(0,plural/* plural */.L)(visitors.maxPages, 'request')} of ${PAGING.visitors.rows} paths per period (max-pages), ${(0,plural/* plural */.L)(periods, 'period')}`
        };
    },
    views: () => ({
        min: 1,
        max: PAGING.views.requests,
        what: `up to ${PAGING.views.requests} requests of ${PAGING.views.rows} paths`
    }),
    searches: () => ({
        min: 1,
        max: PAGING.searches.requests,
        what: `up to ${PAGING.searches.requests} requests of ${PAGING.searches.rows} search terms, by hits`
    }),
    feedback: () => ({
        min: 1,
        max: 2,
        what: `1 request for feedback by page (the first ${PAGING.feedback.rows} pages), 1 for the latest comments`
    }),
    assistant: () => ({
        min: 1,
        max: PAGING.assistant.requests + 1,
        what: `up to ${PAGING.assistant.requests} requests of ${PAGING.assistant.rows} assistant questions, and 1 for the caller mix`
    })
};
/** Each chosen section's need of the budget, from the settings alone (so a budget too small is a bad input). */
function sectionNeeds(settings) {
    return settings.sections.map(name => [name, NEEDS[name](settings)]);
}

;// CONCATENATED MODULE: ./src/report/registry.ts
/**
 * Every section of the docs-health report (the report shows them in SECTION_NAMES' order): its name, its title,
 * what it needs of the request budget (needs.ts) and how it runs (section.ts has the contract). The settings read the
 * needs (a budget below the minimums is a bad input), so this file is on every run's start path: a section's code is
 * imported only when a report runs it, and a run without a report never loads it.
 */


const REGISTRY = {
    visitors: {
        name: 'visitors',
        title: 'Visitors',
        need: NEEDS.visitors,
        run: async (run, settings) => (await Promise.all(/* import() | report-sections */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 9686))).run(run, settings)
    },
    views: {
        name: 'views',
        title: 'Page views',
        need: NEEDS.views,
        listsSitePages: true,
        run: async (run) => (await Promise.all(/* import() | report-sections */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 7533))).run(run)
    },
    searches: {
        name: 'searches',
        title: 'Searches',
        need: NEEDS.searches,
        run: async (run) => (await Promise.all(/* import() | report-sections */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 5959))).run(run)
    },
    feedback: {
        name: 'feedback',
        title: 'Feedback',
        need: NEEDS.feedback,
        run: async (run) => (await Promise.all(/* import() | report-sections */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 3140))).run(run)
    },
    assistant: {
        name: 'assistant',
        title: 'Assistant',
        need: NEEDS.assistant,
        run: async (run) => (await Promise.all(/* import() | report-sections */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(182)]).then(__webpack_require__.bind(__webpack_require__, 7377))).run(run)
    }
};
/** One section by its name. */
const sectionOf = (name) => REGISTRY[name];


/***/ }),

/***/ 7101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $N: () => (/* binding */ CANCELLED_REASON),
/* harmony export */   KI: () => (/* binding */ BudgetSpent),
/* harmony export */   b9: () => (/* binding */ Allowance),
/* harmony export */   p3: () => (/* binding */ SECTION_NAMES)
/* harmony export */ });
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


/***/ }),

/***/ 6321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ shift),
/* harmony export */   EG: () => (/* binding */ startOfUtcDay),
/* harmony export */   QR: () => (/* binding */ makeRange),
/* harmony export */   R8: () => (/* binding */ previousQueryRange),
/* harmony export */   R9: () => (/* binding */ DEFAULT_SPAN_DAYS),
/* harmony export */   Sp: () => (/* binding */ formatBound),
/* harmony export */   V7: () => (/* binding */ defaultRange),
/* harmony export */   es: () => (/* binding */ MAX_SPAN_DAYS),
/* harmony export */   im: () => (/* binding */ formatDay),
/* harmony export */   pB: () => (/* binding */ ACCEPTED_FORMATS),
/* harmony export */   pC: () => (/* binding */ describeRange),
/* harmony export */   qE: () => (/* binding */ parseDateInput),
/* harmony export */   sO: () => (/* binding */ DAY_MS)
/* harmony export */ });
/* unused harmony exports isUtcMidnight, previousPeriod, describeSpan */
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(573);
/** Date math for the visitors export: parsing the date inputs, default and previous ranges. Pure, UTC throughout. */

const DAY_MS = 86_400_000;
/** The span of the default range, and of a range of which only one bound is given. */
const DEFAULT_SPAN_DAYS = 7;
const MAX_SPAN_DAYS = 366;
const ACCEPTED_FORMATS = 'use YYYY-MM-DD (e.g. 2026-11-15) or ISO 8601 (e.g. 2026-11-15T00:00:00Z; a time without an offset is UTC)';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;
/** Parses `YYYY-MM-DD` (UTC midnight) or an ISO 8601 date-time; undefined when the text is neither or no real date. */
function parseDateInput(text) {
    const value = text.trim();
    const day = DATE.exec(value);
    if (day) {
        const date = utc(Number(day[1]), Number(day[2]), Number(day[3]), 0, 0, 0, 0);
        return date ? { date, kind: 'date' } : undefined;
    }
    const m = DATE_TIME.exec(value);
    if (!m)
        return undefined;
    const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
    const local = utc(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
    const offset = parseOffset(m[8]);
    if (!local || offset === undefined)
        return undefined;
    return { date: new Date(local.getTime() - offset), kind: 'iso' };
}
/**
 * A Date for these UTC fields, or undefined when one is out of range (2026-02-30, 24:00, …). Date.UTC rolls a field out
 * of range into the next; any but a minute or second of 60 moves the day or the month, which the last line sees.
 */
function utc(y, mo, d, h, mi, s, ms) {
    if (mi > 59 || s > 59)
        return undefined;
    const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s, ms));
    date.setUTCFullYear(y); // Date.UTC maps years 0..99 to 1900..1999
    return date.getUTCDate() === d && date.getUTCMonth() === mo - 1 ? date : undefined;
}
/** The offset in ms (east positive); 0 for `Z` or no offset; undefined when out of range. */
function parseOffset(text) {
    if (!text || text.toUpperCase() === 'Z')
        return 0;
    const digits = text.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2));
    if (hours > 23 || minutes > 59)
        return undefined;
    return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}
/** `YYYY-MM-DD` of the UTC day. */
function formatDay(date) {
    return date.toISOString().slice(0, 10);
}
const isUtcMidnight = (date) => date.getTime() % DAY_MS === 0;
/** As sent to the service: `YYYY-MM-DD` for a date at UTC midnight when dates were given, ISO 8601 otherwise. */
function formatBound(date, kind) {
    return kind === 'date' && isUtcMidnight(date) ? formatDay(date) : date.toISOString();
}
function startOfUtcDay(date) {
    return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}
function makeRange(from, to) {
    return {
        from: from.date,
        to: to.date,
        dateFrom: formatBound(from.date, from.kind),
        dateTo: formatBound(to.date, to.kind)
    };
}
/** The last complete UTC days: from `days` days before today 00:00 UTC up to (excluding) today 00:00 UTC. */
function defaultRange(now, days = DEFAULT_SPAN_DAYS) {
    const to = startOfUtcDay(now);
    return makeRange({ date: new Date(to.getTime() - days * DAY_MS), kind: 'date' }, { date: to, kind: 'date' });
}
/** A bound `days` days after (positive) or before (negative) the given one, of the same kind. */
function shift(bound, days) {
    return { date: new Date(bound.date.getTime() + days * DAY_MS), kind: bound.kind };
}
/** The period of the same length that ends where the range starts. */
function previousPeriod(range) {
    const length = range.to.getTime() - range.from.getTime();
    return { from: new Date(range.from.getTime() - length), to: new Date(range.from.getTime()) };
}
/** The previous period, as strings of the same kind as the range's. */
function previousQueryRange(range) {
    const { from, to } = previousPeriod(range);
    const kind = DATE.test(range.dateFrom) && DATE.test(range.dateTo) ? 'date' : 'iso';
    return { from, to, dateFrom: formatBound(from, kind), dateTo: formatBound(to, kind) };
}
/** `7 days`, `1 day`, `36 hours`, `90 minutes`: the length of a range in words. */
function describeSpan(ms) {
    if (ms % DAY_MS === 0)
        return (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(ms / DAY_MS, 'day');
    if (ms % 3_600_000 === 0)
        return (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(ms / 3_600_000, 'hour');
    return (0,_text_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .L)(Math.round(ms / 60_000), 'minute');
}
/**
 * A range for people: `2026-11-15 → 2026-11-21 (7 days)` shows the last included day when dates were given
 * (`dateTo` 2026-11-22 is exclusive); date-times show both bounds and say the end is exclusive.
 */
function describeRange(range) {
    const from = parseDateInput(range.dateFrom);
    const to = parseDateInput(range.dateTo);
    if (!from || !to)
        return `${range.dateFrom} → ${range.dateTo} (exclusive)`;
    const span = describeSpan(to.date.getTime() - from.date.getTime());
    if (from.kind === 'date' && to.kind === 'date') {
        const last = formatDay(new Date(to.date.getTime() - DAY_MS));
        return last === range.dateFrom ? `${range.dateFrom} (${span})` : `${range.dateFrom} → ${last} (${span})`;
    }
    return `${range.dateFrom} → ${range.dateTo} (exclusive; ${span})`;
}


/***/ }),

/***/ 7963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  deprecationWarning: () => (/* binding */ deprecationWarning),
  fixGapsConflict: () => (/* binding */ fixGapsConflict),
  readRootReportSettings: () => (/* binding */ readRootReportSettings),
  readRootSweepSettings: () => (/* binding */ readRootSweepSettings),
  runDeprecated: () => (/* binding */ runDeprecated)
});

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/input-parsers.ts
var input_parsers = __webpack_require__(115);
// EXTERNAL MODULE: ./src/action/names.ts
var action_names = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/action/settings.ts
var settings = __webpack_require__(9297);
// EXTERNAL MODULE: ./src/agent/publish.ts + 1 modules
var publish = __webpack_require__(6216);
// EXTERNAL MODULE: ./src/agent/said.ts + 1 modules
var agent_said = __webpack_require__(5456);
// EXTERNAL MODULE: ./src/github/event.ts
var github_event = __webpack_require__(5015);
// EXTERNAL MODULE: ./src/report/registry.ts + 1 modules
var registry = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/report/section.ts
var section = __webpack_require__(7101);
;// CONCATENATED MODULE: ./src/report/sections-input.ts
/**
 * The `report` input (pure): which sections of the docs-health report a run plans, in the report's order. Read by the
 * report's settings and by the fleet's, which plans the same sections for every project without loading them.
 */



/** The sections `report` lists, in SECTION_NAMES' order; an unknown name, or a list of none (blank, or commas), is a problem. */
function readSections(read, problems) {
    const listed = problems.check(() => sectionsInput(read), undefined);
    if (listed?.length === 0) {
        const names = `${section/* SECTION_NAMES */.p3.join(', ')}, or all`;
        problems.add(new errors/* InputError */.dz(action_names/* ReportInputs */.it.Report, `lists no section: list any of ${names}.`));
    }
    return section/* SECTION_NAMES */.p3.filter(name => listed?.includes(name));
}
/** `report`: section names separated by commas, spaces or lines, or `all`. */
function sectionsInput(read) {
    const words = read(action_names/* ReportInputs */.it.Report).toLowerCase().split(/[\s,]/).filter(Boolean);
    if (words.length === 1 && words[0] === 'all')
        return [...section/* SECTION_NAMES */.p3];
    const unknown = words.filter(word => !section/* SECTION_NAMES */.p3.includes(word));
    if (unknown.length > 0) {
        throw new errors/* InputError */.dz(action_names/* ReportInputs */.it.Report, `'${unknown.join(', ')}' ${unknown.length === 1 ? 'is not a section' : 'are not sections'}; use any of ${section/* SECTION_NAMES */.p3.join(', ')}, or all.`);
    }
    return words;
}

// EXTERNAL MODULE: ./src/report/visitors/range.ts
var visitors_range = __webpack_require__(6321);
;// CONCATENATED MODULE: ./src/report/visitors/settings.ts




const DEFAULT_MAX_PAGES = 20;
const MAX_MAX_PAGES = 400;
const DEFAULT_TOP = 10;
const MAX_TOP = 100;
/**
 * Reads the visitors inputs (the range serves every section) into `problems`; what does not stop the run goes to
 * `run.warnings`. They are read whatever sections run: a typo in a range is never ignored.
 */
function readVisitorSettings(read, problems, run) {
    const range = problems.check(() => rangeInput(read, run.now, run.warnings), (0,visitors_range/* defaultRange */.V7)(run.now));
    const maxPages = problems.check(() => (0,input_parsers/* integerInput */.$A)(read, action_names/* VisitorInputs */.U5.MaxPages, DEFAULT_MAX_PAGES, 1, MAX_MAX_PAGES), DEFAULT_MAX_PAGES);
    const compare = (0,input_parsers/* flagInput */.tc)(read, problems, action_names/* VisitorInputs */.U5.Compare, true);
    const top = problems.check(() => (0,input_parsers/* integerInput */.$A)(read, action_names/* VisitorInputs */.U5.Top, DEFAULT_TOP, 1, MAX_TOP), DEFAULT_TOP);
    return { ...rangeFields(range), maxPages, compare, top };
}
const rangeFields = (range) => ({
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    from: range.from,
    to: range.to
});
/**
 * date-from and date-to, a missing one derived from the other with a 7-day span, both missing: the last 7 days. A range
 * that would end after now ends at today 00:00 UTC instead (with a warning): a day not yet over would be compared with
 * whole days of the previous period. A range that starts today keeps its end, with a warning that it is partial.
 */
function rangeInput(read, now, warnings) {
    const fromText = read(action_names/* VisitorInputs */.U5.DateFrom).trim();
    const toText = read(action_names/* VisitorInputs */.U5.DateTo).trim();
    const problems = new input_parsers/* InputProblems */.Nh();
    const parse = (name, text) => {
        if (text === '')
            return undefined;
        const parsed = (0,visitors_range/* parseDateInput */.qE)(text);
        if (!parsed)
            problems.add(new errors/* InputError */.dz(name, `'${text}' is not a date; ${visitors_range/* ACCEPTED_FORMATS */.pB}.`));
        return parsed;
    };
    const given = { from: parse(action_names/* VisitorInputs */.U5.DateFrom, fromText), to: parse(action_names/* VisitorInputs */.U5.DateTo, toText) };
    problems.throwIfAny();
    if (!given.from && !given.to)
        return (0,visitors_range/* defaultRange */.V7)(now);
    const from = given.from ?? (0,visitors_range/* shift */.BN)(given.to, -visitors_range/* DEFAULT_SPAN_DAYS */.R9);
    const to = given.to ?? (0,visitors_range/* shift */.BN)(from, visitors_range/* DEFAULT_SPAN_DAYS */.R9);
    const derived = !given.from ? ` (${visitors_range/* DEFAULT_SPAN_DAYS */.R9} days before 'date-to', as 'date-from' is empty)` : '';
    const show = (bound) => (0,visitors_range/* formatBound */.Sp)(bound.date, bound.kind);
    if (from.date.getTime() >= to.date.getTime()) {
        throw new errors/* InputError */.dz(action_names/* VisitorInputs */.U5.DateFrom, `${show(from)} is not before 'date-to' ${show(to)}; 'date-to' is exclusive: for the single day D use date-from D and date-to D+1.`);
    }
    if (from.date.getTime() > now.getTime()) {
        throw new errors/* InputError */.dz(action_names/* VisitorInputs */.U5.DateFrom, `${show(from)}${derived} is in the future (now is ${now.toISOString()}); the range must start in the past.`);
    }
    const days = (to.date.getTime() - from.date.getTime()) / visitors_range/* DAY_MS */.sO;
    if (days > visitors_range/* MAX_SPAN_DAYS */.es) {
        throw new errors/* InputError */.dz(action_names/* VisitorInputs */.U5.DateTo, `makes the range ${Math.ceil(days)} days long (from ${show(from)} to ${show(to)}); the longest range is ${visitors_range/* MAX_SPAN_DAYS */.es} days.`);
    }
    return (0,visitors_range/* makeRange */.QR)(from, endOfWholeDays(from, to, now, given.to === undefined, warnings));
}
/** The range's end, moved back to today 00:00 UTC when it is after now, so both periods hold only whole days. */
function endOfWholeDays(from, to, now, derived, warnings) {
    if (to.date.getTime() <= now.getTime())
        return to;
    const today = (0,visitors_range/* startOfUtcDay */.EG)(now);
    const show = (bound) => (0,visitors_range/* formatBound */.Sp)(bound.date, bound.kind);
    const shown = `${show(to)}${derived ? ` (${visitors_range/* DEFAULT_SPAN_DAYS */.R9} days after 'date-from', as 'date-to' is empty)` : ''}`;
    if (from.date.getTime() >= today.getTime()) {
        // No whole day to end at: the range stays as given, and the report is known to be partial.
        warnings.push(`Input '${action_names/* VisitorInputs */.U5.DateTo}' ${shown} is in the future and the range starts today (now is ${now.toISOString()}): it holds only the part of today that is over, and the comparison with the previous period is uneven.`);
        return to;
    }
    const end = { date: today, kind: to.kind };
    warnings.push(`Input '${action_names/* VisitorInputs */.U5.DateTo}' ${shown} is in the future (now is ${now.toISOString()}): the range ends at today 00:00 UTC, ${show(end)}, so that no partial day is compared with whole ones.`);
    return end;
}

;// CONCATENATED MODULE: ./src/report/settings.ts
/**
 * The docs-health report's inputs, validated: which sections, the request budget, whether reader text is shown, how
 * many gaps "What to fix" lists and whether they go to the agent; the date range and table sizes are the visitors
 * inputs (visitors/settings.ts), which every section shares.
 */






const DEFAULT_BUDGET = 40;
/** The service's hourly analytics budget for the whole organisation: no run may plan more. */
const MAX_BUDGET = 100;
const DEFAULT_GAPS = 5;
const MAX_GAPS = 20;
const READER_TEXT = ['auto', 'show', 'hide'];
/**
 * Reads the report inputs into `problems`, warnings into `run.warnings`. `report: visitors` alone is the visitors
 * report (the document of visitor-summary before the docs-health report), which max-pages per period budgets.
 */
function settings_readReportSettings(read, problems, run) {
    const sections = readSections(read, problems);
    const enabled = sections.length > 0;
    const visitors = readVisitorSettings(read, problems, run);
    const visitorsOnly = sections.length === 1 && sections[0] === 'visitors';
    const fallback = visitorsOnly ? visitors.maxPages * (visitors.compare ? 2 : 1) : DEFAULT_BUDGET;
    const budget = problems.check(() => (0,input_parsers/* integerInput */.$A)(read, action_names/* ReportInputs */.it.Budget, fallback, 1, MAX_BUDGET), fallback);
    const readerText = problems.check(() => readerTextInput(read), 'auto');
    const gaps = problems.check(() => (0,input_parsers/* integerInput */.$A)(read, action_names/* ReportInputs */.it.Gaps, DEFAULT_GAPS, 1, MAX_GAPS), DEFAULT_GAPS);
    const fixGaps = (0,input_parsers/* flagInput */.tc)(read, problems, action_names/* ReportInputs */.it.FixGaps, false);
    if (fixGaps && enabled && sections.every(name => name === 'visitors' || name === 'views')) {
        problems.add(new errors/* InputError */.dz(action_names/* ReportInputs */.it.FixGaps, `is true, but the report's sections (${sections.join(', ')}) find no gaps to fix; add searches, feedback or assistant to '${action_names/* ReportInputs */.it.Report}'.`));
    }
    const least = leastRequests(sections, { visitors });
    if (enabled && budget < least) {
        problems.add(new errors/* InputError */.dz(action_names/* ReportInputs */.it.Budget, `${budget} is too small: the sections chosen need at least ${least} requests (${sections.map(name => `${name} ${leastRequests([name], { visitors })}`).join(', ')}). Raise it, or list fewer sections in '${action_names/* ReportInputs */.it.Report}'.`));
    }
    return {
        sections,
        visitorsOnly,
        budget,
        readerText,
        gaps,
        fixGaps,
        visitors
    };
}
/**
 * The fewest requests the sections can report with: the sum of their needs' minimums (registry.ts). Known from the
 * inputs, so a budget below it fails before any request.
 */
function leastRequests(sections, settings) {
    return (0,registry/* sectionNeeds */.dm)({ ...settings, sections }).reduce((sum, [, need]) => sum + need.min, 0);
}
function readerTextInput(read) {
    const text = read(action_names/* ReportInputs */.it.ReaderText).trim().toLowerCase();
    if (text === '')
        return 'auto';
    if (READER_TEXT.includes(text))
        return text;
    throw new errors/* InputError */.dz(action_names/* ReportInputs */.it.ReaderText, `'${text}' is not one of ${READER_TEXT.join(', ')}; auto shows reader text (redacted) only in a private repository.`);
}

// EXTERNAL MODULE: ./src/run/agent.ts + 1 modules
var agent = __webpack_require__(9335);
// EXTERNAL MODULE: ./src/run/deprecated-use.ts
var deprecated_use = __webpack_require__(698);
// EXTERNAL MODULE: ./src/run/frame.ts + 1 modules
var run_frame = __webpack_require__(815);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/agent/decide.ts
var decide = __webpack_require__(7961);
// EXTERNAL MODULE: ./src/agent/step.ts + 3 modules
var agent_step = __webpack_require__(2971);
// EXTERNAL MODULE: ./src/github/connect.ts
var connect = __webpack_require__(7441);
// EXTERNAL MODULE: ./src/text/plural.ts
var plural = __webpack_require__(573);
// EXTERNAL MODULE: ./src/agent/settings.ts + 1 modules
var agent_settings = __webpack_require__(4731);
// EXTERNAL MODULE: ./src/github/settings.ts
var github_settings = __webpack_require__(9518);
// EXTERNAL MODULE: ./src/github/branch-name.ts
var branch_name = __webpack_require__(2335);
;// CONCATENATED MODULE: ./src/report/history/settings.ts
/**
 * The history's inputs (report/action.yml): `history-branch` turns it on and names the data branch the weeks are
 * kept on; `history-weeks` is how many weeks the report's "Over time" part shows. Validated before any request.
 */



const DEFAULT_HISTORY_WEEKS = 8;
const MIN_HISTORY_WEEKS = 2;
/** A year: the trend reads one file per week, so this bounds the requests a run adds. */
const MAX_HISTORY_WEEKS = 52;
/** Undefined when `history-branch` is empty: the history is opt-in. */
function settings_readHistorySettings(read, problems) {
    const weeks = problems.check(() => integerInput(read, ReportInputs.HistoryWeeks, DEFAULT_HISTORY_WEEKS, MIN_HISTORY_WEEKS, MAX_HISTORY_WEEKS), DEFAULT_HISTORY_WEEKS);
    const branch = readDataBranch(read, problems, ReportInputs.HistoryBranch);
    return branch === undefined ? undefined : { branch, weeks };
}

// EXTERNAL MODULE: ./src/run/settings.ts + 1 modules
var run_settings = __webpack_require__(6208);
;// CONCATENATED MODULE: ./src/run/report-settings.ts
/**
 * The report action's settings (report/action.yml): the shared ones, the report's, and the wait of its fix-gaps job,
 * read into one problem list as every action's are (settings.ts).
 */







function report_settings_readReportActionSettings(read = readActionInput, context = {}) {
    const now = context.now ?? new Date();
    const settings = readAction(read, (run, problems, agent) => ({
        ...readWaitSettings(read, problems, agent),
        github: readThreadSettings(read, problems),
        report: readReportSettings(read, problems, { now, warnings: run.warnings }),
        history: readHistorySettings(read, problems)
    }));
    return withReportWarnings(settings);
}
/** The warnings of a run that reports: waiting only matters for a fix-gaps job; fix-gaps without a tracking issue. */
function withReportWarnings(settings) {
    // Only a fix-gaps job is waited for: without it, wait, poll-interval and sweep-interval have nothing to follow.
    if (settings.report.fixGaps)
        settings.warnings.push(...(0,run_settings/* waitWarnings */.HP)(settings));
    settings.warnings.push(...fixGapsWarnings(settings.report, settings.github));
    return settings;
}
/**
 * fix-gaps remembers the gaps it sent in the marker of the tracking issue's status comment, and leaves them out while
 * their job or pull request is open; without issue-number there is no such issue, so every run sends the same gaps again.
 */
function fixGapsWarnings(report, github) {
    if (!report.fixGaps)
        return [];
    const again = 'so every run sends the same gaps again (a new job and pull request each time)';
    if (github.issueNumber === undefined) {
        return [
            `Input '${action_names/* ReportInputs */.it.FixGaps}' is true without '${action_names/* Inputs */.G0.IssueNumber}': the gaps sent are remembered only on a tracking issue, ${again}. Set '${action_names/* Inputs */.G0.IssueNumber}' to an issue that tracks the docs' health.`
        ];
    }
    if (!github.comment) {
        return [
            `Input '${action_names/* ReportInputs */.it.FixGaps}' is true with '${action_names/* Inputs */.G0.Comment}: false': the gaps sent are remembered only in the tracking issue's status comment, ${again}. Leave '${action_names/* Inputs */.G0.Comment}' at true.`
        ];
    }
    return [];
}

;// CONCATENATED MODULE: ./src/run/report.ts
/**
 * The report action's story (report/action.yml): the visitors and docs-health report; with fix-gaps, its top gaps then
 * go to the agent as one request on the tracking issue (a new job, or a follow-up to the job still open there), sent
 * and followed as the agent action's are. Gaps that job or its pull request already has are left out.
 */








async function run() {
    await runStory(readReportActionSettings, async (settings, frame) => reportStory(settings, frame, readEvent()));
}
async function reportStory(settings, frame, event, 
/** The root's deprecated report beside an agent job shares its connection (deprecated.ts). */
connected) {
    // The report's code is a chunk of its own, loaded when a run reports (the root's v1 path shares this story).
    const { reportStep } = await Promise.all(/* import() */[__webpack_require__.e(38), __webpack_require__.e(683), __webpack_require__.e(144), __webpack_require__.e(731), __webpack_require__.e(67)]).then(__webpack_require__.bind(__webpack_require__, 5067));
    const github = connected ?? (await (0,connect/* connectGitHub */.UY)(settings.github, event, frame.limits, settings.apiKey));
    const issueThread = github?.issueThread;
    const history = await historyContext(settings, event, frame, github?.octokit);
    // The report tells which gaps the tracking issue's jobs still work on, and which open job takes the next ones.
    const end = await reportStep({
        settings,
        event,
        clientWith: frame.clientWith,
        issueThread,
        deadline: frame.deadline,
        signal: frame.signal,
        ...(history ? { history } : {})
    });
    if (!end.fix)
        return;
    const { followUp, sent: record, ...sent } = end.fix;
    (0,log/* info */.pq)(`Docs agent: the report's top ${(0,plural/* plural */.L)(sent.gapKeys.length, 'gap')} ${followUp ? `as a follow-up to job ${followUp}, still open on the thread` : 'as a new job'}.`);
    const context = { settings, event, client: frame.clientWith(), ...frame, issueThread };
    const step = await (0,agent_step/* agentStep */.M)((0,decide/* promptRequest */.cx)(sent, followUp), context);
    // The fix ledger remembers the job (new or followed up) before the step ends, whatever its end.
    if (record && step.jobId)
        await record(step.jobId);
    await (0,run_frame/* endStep */.Cs)(step);
}
/**
 * With history-branch: the data branch on the run's repository, the project's folder, and how the fixes' jobs and pull
 * requests are asked about. Without a token or a repository there is none, with one warning.
 */
async function historyContext(settings, event, frame, connected) {
    const history = settings.history;
    if (!history)
        return undefined;
    const token = settings.github.token;
    if (!token || !event.owner || !event.repo) {
        (0,log/* warning */.$e)(`The history is not kept: ${!token ? 'github-token is empty' : 'the run names no repository (GITHUB_REPOSITORY)'}. The report goes on without it.`);
        return undefined;
    }
    const [{ createOctokit }, { DataBranch }, { pullMerge }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(14), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702)),
        __webpack_require__.e(/* import() */ 215).then(__webpack_require__.bind(__webpack_require__, 596)),
        __webpack_require__.e(/* import() */ 487).then(__webpack_require__.bind(__webpack_require__, 4487))
    ]);
    const octokit = connected ?? createOctokit(token, frame.limits);
    const serverUrl = new URL(event.runUrl).origin;
    const client = frame.clientWith({});
    return {
        settings: history,
        project: settings.projectId,
        branch: new DataBranch(octokit, { owner: event.owner, repo: event.repo, branch: history.branch }, { deadline: frame.deadline, signal: frame.signal }),
        fixSources: {
            getJob: jobId => client.getJob(jobId, frame.deadline),
            pullMerge: link => pullMerge(octokit, link, serverUrl)
        },
        serverUrl,
        repositoryPrivate: event.repositoryPrivate,
        now: () => new Date(),
        warn: line => (0,log/* warning */.$e)(line)
    };
}

// EXTERNAL MODULE: ./src/action/summary-file.ts
var summary_file = __webpack_require__(2741);
// EXTERNAL MODULE: ./src/service/client.ts + 2 modules
var client = __webpack_require__(5912);
// EXTERNAL MODULE: ./src/service/http.ts + 6 modules
var http = __webpack_require__(2638);
// EXTERNAL MODULE: ./src/agent/outcome.ts
var agent_outcome = __webpack_require__(7453);
// EXTERNAL MODULE: ./src/agent/status-body.ts
var status_body = __webpack_require__(5564);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/agent/sweep-report.ts



const VERDICT_TEXT = {
    ended: 'finished',
    working: 'still working',
    gone: 'closed out (job not found)',
    unfollowed: 'label removed (nothing to follow)',
    left: 'left for the next sweep'
};
/**
 * The sweep's line and summary. A halt (`cancelled`, or an error every job would meet) fails the step and says that
 * the threads not reached keep their comments and labels; threads left for the next sweep only warn.
 */
function sweepEnd(total, swept, halt) {
    const count = (verdict) => swept.filter(s => s.verdict === verdict).length;
    const parts = [
        [count('ended'), 'ended (comment finished)'],
        [count('working'), 'still working'],
        [count('gone'), 'not found (closed out)'],
        [count('unfollowed'), 'with nothing to follow'],
        [count('left'), 'left for the next sweep']
    ];
    const done = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
    const head = total === 0
        ? 'Sweep: no labelled thread, nothing to check.'
        : `Sweep of ${(0,plural/* plural */.L)(total, 'labelled thread')}: ${done.join(', ') || 'none checked'}.`;
    const notReached = total - swept.length;
    const untouched = notReached > 0 ? ` ${(0,plural/* plural */.L)(notReached, 'thread')} not reached keep their comment and label.` : '';
    let level = count('left') > 0 ? 'warning' : 'success';
    let message = head;
    if (halt === 'cancelled') {
        level = 'failure';
        message = `The sweep was cancelled. ${head}${untouched}`;
    }
    else if (halt !== undefined) {
        level = 'failure';
        message = `The sweep stopped: ${(0,errors/* getErrorMessage */.u1)(halt)} ${head}${untouched}`;
    }
    return { level, message, summary: renderSummary(message, swept) };
}
function renderSummary(message, swept) {
    const rows = [...swept]
        .sort((a, b) => a.issue - b.issue)
        .map(s => {
        const job = s.jobId ? (0,markdown/* code */.aY)(s.jobId) : '—';
        const status = s.status ? (0,markdown/* code */.aY)(s.status) : '—';
        const pr = s.prLink ? (0,markdown/* link */.nf)(s.prLink, s.prLink) : '—';
        return `| #${s.issue} | ${job} | ${status} | ${pr} | ${VERDICT_TEXT[s.verdict]} |`;
    });
    const table = rows.length
        ? ['', '| Thread | Job | Status | Pull request | Sweep |', '|---|---|---|---|---|', ...rows]
        : [];
    return [`## 🧹 Docs agent sweep`, '', (0,markdown/* cell */.Hn)(message), ...table, ''].join('\n');
}

;// CONCATENATED MODULE: ./src/agent/sweep.ts
/**
 * The sweep (`sweep: true`, on a schedule): finishes the story of short runs. A short run (wait: false with
 * sweep-interval, on an issue or pull request) starts the job or sends the follow-up, leaves a working status comment
 * whose marker names the triggers waiting for the end, labels the thread (github/labels.ts), and ends in seconds. The
 * sweep lists the labelled threads, reads each one's status comment (by marker and our login, as every run does),
 * polls its job once with a GET, and for a job that has ended writes the final state with the waiting run's renderer
 * (status-body.ts) and its reactions (publish.ts), then takes the label off; an active job gets "still working, last
 * checked …"; a job the service does not know (404) is closed out. Nothing is retried past the run: what one sweep
 * could not check, the next one does, and every step leaves the comment in a state a later sweep can finish.
 */









/** Threads swept at once: GitHub spaces writes anyway (plugin-throttling); reads and the service's GETs overlap. */
const SWEEP_CONCURRENCY = 4;
/** Sweeps every labelled thread; the step's line and summary come from sweep-report.ts. */
async function sweepStep(context) {
    const threads = await context.threads();
    (0,log/* info */.pq)(threads.length === 0
        ? 'Sweep: no issue or pull request is labelled for the sweep; nothing to check.'
        : `Sweep: ${threads.length} labelled thread(s): #${threads.map(t => t.issueNumber).join(', #')}.`);
    const swept = [];
    let halt;
    let next = 0;
    const worker = async () => {
        while (halt === undefined && !context.signal.aborted && next < threads.length) {
            const thread = threads[next++];
            try {
                const result = await sweepThread(thread, context);
                swept.push(result);
                (0,log/* info */.pq)(`#${result.issue}: ${result.said}`);
            }
            catch (error) {
                halt ??= error;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(SWEEP_CONCURRENCY, threads.length) }, worker));
    const cancelled = context.signal.aborted || halt instanceof errors/* CancelledError */.cc;
    const end = sweepEnd(threads.length, swept, cancelled ? 'cancelled' : halt);
    await (0,summary_file/* writeSummary */.S)(end.summary);
    return { level: end.level, message: end.message, thread: async () => undefined };
}
/** One thread: read its comment, poll its job once, write what that says. Throws only what halts the sweep. */
async function sweepThread(thread, context) {
    const issue = thread.issueNumber;
    const left = (said, jobId) => ({ issue, jobId, verdict: 'left', said });
    const found = await thread.findStatus();
    if (!found)
        return left('GitHub could not list its comments; left for the next sweep.');
    const { ref } = found;
    const jobId = ref?.marker.jobId;
    if (!ref || jobId === undefined || !ref.marker.sweep) {
        // A waiting run saw the job end, or a sweep was stopped before it took the label off: nothing to poll.
        const off = await thread.unmark();
        return off
            ? { issue, jobId, verdict: 'unfollowed', said: 'no job left to follow here; label removed.' }
            : left('no job left to follow, but the label could not be removed.', jobId);
    }
    let job;
    try {
        job = await context.client.getJob(jobId, context.deadline);
    }
    catch (error) {
        if (error instanceof http/* ServiceError */._7 && error.status === 404 && error.missing === 'job') {
            return closeOut(thread, ref, jobId, context);
        }
        if (halts(error))
            throw error;
        return left(`job ${jobId} could not be checked: ${(0,errors/* getErrorMessage */.u1)(error)} Left for the next sweep.`, jobId);
    }
    const view = { runId: context.event.runId, runUrl: context.event.runUrl, about: ref.marker.about };
    if (!(0,client/* isFinal */.dR)(job.status)) {
        const intervalMs = context.settings.sweepIntervalMs;
        const checked = {
            ...view,
            state: 'working',
            jobId,
            quoted: ref.marker.quote,
            followUp: false,
            sweep: { kind: 'checked', checkedAt: Date.now(), ...(intervalMs ? { intervalMs } : {}) }
        };
        const written = await thread.show((0,status_body/* statusWrite */.kk)(checked));
        if (!written)
            return left(`job ${jobId} is ${job.status}, but its status comment could not be edited.`, jobId);
        return { issue, jobId, status: job.status, verdict: 'working', said: `job ${jobId} is still ${job.status}.` };
    }
    return finish(thread, ref, job, view, context);
}
/**
 * The job has ended: the reactions first (they repeat harmlessly), then the final state, then the label. Cut off
 * anywhere, a later sweep finishes: a label without the marker's `sweep` field is taken off without a service request.
 */
async function finish(thread, ref, job, view, context) {
    const issue = thread.issueNumber;
    // A short run may have sent a follow-up since the GET: then the job runs again, and the next sweep sees it.
    const fresh = await thread.read(ref.id);
    const before = new Set(ref.marker.sweep);
    if (!fresh?.marker.sweep || fresh.marker.jobId !== job.id || fresh.marker.sweep.some(t => !before.has(t))) {
        const said = `job ${job.id} is ${job.status}, but the thread changed while it was checked; left for the next sweep.`;
        return { issue, jobId: job.id, verdict: 'left', said };
    }
    const outcome = (0,agent_outcome/* describeOutcome */.SS)({ mode: 'attach', job, end: 'final', elapsedMs: 0 }, context.settings.failOnJobFailure, context.settings.timeoutMs);
    const reaction = publish/* REACTION */.GL[outcome.level];
    await Promise.all(fresh.marker.sweep.map(target => thread.react(reaction, target)));
    const written = await thread.show((0,status_body/* statusWrite */.kk)({ ...view, state: 'final', job, outcome, swept: true }));
    if (!written) {
        const said = `job ${job.id} is ${job.status}, but its status comment could not be edited; left for the next sweep.`;
        return { issue, jobId: job.id, verdict: 'left', said };
    }
    await unmarkAndRecheck(thread, written.id);
    const pr = job.prLink ? ` (pull request ${job.prLink})` : '';
    const said = `job ${job.id} is ${job.status}${pr}: status comment finished, label removed.`;
    return { issue, jobId: job.id, status: job.status, prLink: job.prLink ?? undefined, verdict: 'ended', said };
}
/** The job is not on the service (404 "Job not found"): said on the thread, which forgets it, and unlabelled. */
async function closeOut(thread, ref, jobId, context) {
    const issue = thread.issueNumber;
    const { runId, runUrl } = context.event;
    await Promise.all((ref.marker.sweep ?? []).map(target => thread.react('confused', target)));
    const about = ref.marker.about;
    const written = await thread.show((0,status_body/* statusWrite */.kk)({ state: 'gone', jobId, runId, runUrl, about }));
    if (!written)
        return {
            issue,
            jobId,
            verdict: 'left',
            said: `job ${jobId} is not on the service, but the comment could not be edited.`
        };
    await unmarkAndRecheck(thread, written.id);
    return { issue, jobId, verdict: 'gone', said: `job ${jobId} is not on the service (404): closed out, label removed.` };
}
/** Takes the label off; a short run that labelled the thread since the edit gets its label back. */
async function unmarkAndRecheck(thread, commentId) {
    if (!(await thread.unmark()))
        return;
    const after = await thread.read(commentId);
    if (after?.marker.sweep)
        await thread.mark();
}
/**
 * Errors that would fail the same way for every job: a cancel, the key or project refused (401, 403, a 404 that is
 * not the job's), the service's rate limit (429: the next sweep comes soon enough), an api-url that redirects.
 */
function halts(error) {
    if (error instanceof errors/* CancelledError */.cc)
        return true;
    if (!(error instanceof http/* ServiceError */._7))
        return false;
    if (error.kind === 'redirect')
        return true;
    const status = error.status ?? 0;
    return status === 401 || status === 403 || status === 404 || status === 429;
}

;// CONCATENATED MODULE: ./src/run/sweep.ts
/**
 * The sweep action's story (sweep/action.yml), on a schedule: every thread a short run labelled, its job polled once,
 * its status comment finished when the job ended (agent/sweep.ts).
 */





async function sweep_run() {
    await runStory(readSweepActionSettings, sweepStory);
}
async function sweepStory(settings, frame) {
    const event = (0,github_event/* readEvent */.j)();
    const threads = () => (0,connect/* labelledThreads */.XI)(settings.github, event, frame.limits, settings.apiKey);
    // A 429 is not waited out: the next sweep comes soon, and a runner paid to wait is what the sweep is for.
    const client = frame.clientWith({ retryRateLimited: false });
    await sweepStep({ settings, event, client, signal: frame.signal, deadline: frame.deadline, threads }).then(run_frame/* endStep */.Cs);
}

;// CONCATENATED MODULE: ./src/run/deprecated.ts
/**
 * The root action's sweep and report inputs, kept through v1 (action.yml marks them with deprecationMessage): a run
 * that uses them warns once, naming the sub-action, and is handed to that sub-action's story with the same inputs.
 * `visitor-summary: true` is `report: visitors`. A root run may still report beside an agent job, as it did, and the
 * checks that only such a mix needs (the sweep alone; fix-gaps as the one agent request) live here. Delete in v2.
 */















/** Runs the sub-action's story for a root run that uses its inputs, with one warning first. */
async function runDeprecated(sub, read = settings/* readActionInput */.LJ) {
    if (sub === 'sweep') {
        await (0,run_frame/* runStory */.ZN)(() => withDeprecation(readRootSweepSettings(read), deprecationWarning(sub, read)), async (settings, frame) => {
            (0,publish/* setSkippedOutput */._Y)(false);
            await sweepStory(settings, frame);
        });
        return;
    }
    await (0,run_frame/* runStory */.ZN)(() => withDeprecation(readRootReportSettings(read), deprecationWarning(sub, read)), async (settings, frame) => {
        const event = (0,github_event/* readEvent */.j)();
        const said = await (0,agent_said/* readSaid */.y)(settings.promptInput, event, settings.github.triggerPhrase);
        const conflict = settings.report.fixGaps ? fixGapsConflict(settings, said, event) : undefined;
        if (conflict)
            throw conflict;
        // As before the split: the agent's decision first (a refused trigger skips the report too), the report beside.
        await (0,agent/* agentStory */.h)(settings, frame, event, said, github => reportStory(settings, frame, event, github));
    });
}
/** The one warning, before the settings' own. */
function withDeprecation(settings, warning) {
    settings.warnings.unshift(warning);
    return settings;
}
/** The one warning of a root run on the v1 path: the inputs that put it there, and the sub-action that replaces them. */
function deprecationWarning(sub, read = settings/* readActionInput */.LJ) {
    const used = sub === 'sweep'
        ? [action_names/* Inputs */.G0.Sweep]
        : [action_names/* ReportInputs */.it.Report, action_names/* VisitorInputs */.U5.VisitorSummary, action_names/* ReportInputs */.it.FixGaps].filter(name => name === action_names/* ReportInputs */.it.Report ? read(name).trim() !== '' : (0,deprecated_use/* isOn */.M)(read, name));
    const summary = used.includes(action_names/* VisitorInputs */.U5.VisitorSummary)
        ? ` (${action_names/* VisitorInputs */.U5.VisitorSummary}: true is ${action_names/* ReportInputs */.it.Report}: visitors there)`
        : '';
    const how = sub === 'sweep' ? 'which is the sweep, with the same other inputs' : `with the same inputs${summary}`;
    return `The root action's ${sub} inputs (${used.join(', ')}) are deprecated: use ${(0,action_names/* subActionRef */.y0)(sub)}, ${how}. They keep working through v1.`;
}
/** The sweep ran alone: a root run that also asks for a job, a report or no comments is a bad input, as it was. */
function readRootSweepSettings(read) {
    const alone = (input, what) => new errors/* InputError */.dz(action_names/* Inputs */.G0.Sweep, `is true together with '${input}': the sweep only checks jobs already started (from threads labelled by short runs) and ${what}. Run it alone on a schedule (${(0,action_names/* subActionRef */.y0)('sweep')}); start or resume jobs from another workflow.`);
    return (0,run_settings/* readAction */.f0)(read, (_run, problems, agent) => {
        if (read(action_names/* Inputs */.G0.Prompt).trim())
            problems.add(alone(action_names/* Inputs */.G0.Prompt, 'starts none'));
        if (read(action_names/* Inputs */.G0.JobId).trim())
            problems.add(alone(action_names/* Inputs */.G0.JobId, 'follows every labelled thread, not one job'));
        if (read(action_names/* ReportInputs */.it.Report).trim() !== '' || (0,deprecated_use/* isOn */.M)(read, action_names/* VisitorInputs */.U5.VisitorSummary))
            problems.add(alone(action_names/* ReportInputs */.it.Report, 'writes no report'));
        if (read(action_names/* Inputs */.G0.Comment).trim().toLowerCase() === 'false')
            problems.add(alone(action_names/* Inputs */.G0.Comment, 'its work is the status comments'));
        (0,input_parsers/* flagInput */.tc)(read, problems, action_names/* Inputs */.G0.Sweep, true);
        return (0,run_settings/* readSweepParts */.dd)(read, problems, agent);
    });
}
/** The agent's inputs and the report's, read together into one problem list; visitor-summary joins the sections. */
function readRootReportSettings(read) {
    const settings = (0,run_settings/* readAction */.f0)(read, (run, problems, agent) => {
        const summary = problems.check(() => (0,input_parsers/* booleanInput */.tE)(read, action_names/* VisitorInputs */.U5.VisitorSummary, false), true);
        const sections = name => name === action_names/* ReportInputs */.it.Report && summary ? `${read(name)} visitors` : read(name);
        return {
            ...(0,run_settings/* readAgentParts */.GQ)(read, problems, agent),
            report: settings_readReportSettings(sections, problems, { now: new Date(), warnings: run.warnings })
        };
    });
    return withReportWarnings(settings);
}
/**
 * `fix-gaps: true` makes the report's top gaps the run's one agent request. A root run that also has a prompt of its
 * own (the input, job-id, or an issue or `/docs` comment) would send a second request — two jobs on one thread — so
 * it is a bad input, found before any request.
 */
function fixGapsConflict(settings, said, event) {
    const own = said.input
        ? `'${action_names/* Inputs */.G0.Prompt}'`
        : settings.jobId
            ? `'${action_names/* Inputs */.G0.JobId}'`
            : said.event.kind === 'prompt'
                ? `the ${event.name} event's prompt`
                : undefined;
    if (own === undefined)
        return undefined;
    return new errors/* InputError */.dz(action_names/* ReportInputs */.it.FixGaps, `is true, and the run also has ${own}: the report's gaps and that prompt would go to the agent as two requests (two jobs on one thread). Run the report with fix-gaps in a workflow of its own (${(0,action_names/* subActionRef */.y0)('report')}, on a schedule), or set fix-gaps: false.`);
}


/***/ })

};

//# sourceMappingURL=963.index.js.map