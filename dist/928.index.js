export const id = 928;
export const ids = [928];
export const modules = {

/***/ 194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E0: () => (/* binding */ weeklyChart),
/* harmony export */   ir: () => (/* binding */ horizontalBarChart)
/* harmony export */ });
/* unused harmony exports mermaidLabel, axisEnd */
const LABEL_CHARS = 30;
/** Pixels per bar, and around them for the title and the axis: labels stay apart however many rows there are. */
const ROW_PX = 30;
const FRAME_PX = 110;
const MIN_HEIGHT_PX = 220;
/** A mid blue that reads on GitHub's light and dark themes (the default palette's lavender is faint on white). */
const BAR_COLOR = '#3b82c4';
/** The weekly chart's line: an orange apart from the blue, on both themes. */
const LINE_COLOR = '#e8710a';
const WEEKLY_HEIGHT_PX = 300;
/**
 * A label for Mermaid: no quotes, backticks, line breaks or markup characters; quoted; at most 30 characters, a longer
 * one cut in the middle (a path's end tells pages apart: `/api-reference/…/rotate-keys`).
 */
function mermaidLabel(text, max = LABEL_CHARS) {
    return `"${middleCut(clean(text) || '(blank)', max)}"`;
}
/** Labels for the rows, each different: Mermaid draws rows of the same label as one. */
function distinctLabels(texts) {
    const seen = new Set();
    return texts.map(text => {
        let label = mermaidLabel(text);
        for (let n = 2; seen.has(label); n++)
            label = `${mermaidLabel(text, LABEL_CHARS - 4).slice(0, -1)} (${n})"`;
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
    const values = rows.map(row => plotted(row.value));
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
        `    x-axis [${distinctLabels(rows.map(row => row.label)).join(', ')}]`,
        `    y-axis "${clean(axisLabel)}" 0 --> ${axisEnd(Math.max(...values))}`,
        `    bar [${values.join(', ')}]`,
        '```'
    ];
}
/**
 * A Mermaid xychart of columns, one per week, and at most one line over them; the value axis from 0 to a round number
 * at or above the largest value of either. Nothing for fewer than two weeks; a missing value is drawn as 0.
 */
function weeklyChart(chart) {
    if (chart.weeks.length < 2)
        return [];
    const values = (series) => chart.weeks.map((_, i) => plotted(series[i] ?? 0));
    const bars = values(chart.bars);
    const line = chart.line && values(chart.line);
    return [
        '```mermaid',
        '---',
        'config:',
        '  xyChart:',
        `    height: ${WEEKLY_HEIGHT_PX}`,
        '  themeVariables:',
        '    xyChart:',
        `      plotColorPalette: "${line ? `${BAR_COLOR}, ${LINE_COLOR}` : BAR_COLOR}"`,
        '---',
        'xychart-beta',
        `    title "${clean(chart.title)}"`,
        `    x-axis [${distinctLabels(chart.weeks).join(', ')}]`,
        `    y-axis "${clean(chart.axisLabel)}" 0 --> ${axisEnd(Math.max(...bars, ...(line ?? [])))}`,
        `    bar [${bars.join(', ')}]`,
        ...(line ? [`    line [${line.join(', ')}]`] : []),
        '```'
    ];
}
/** A value as drawn: a negative or non-finite one as 0. */
const plotted = (value) => (Number.isFinite(value) ? Math.max(0, value) : 0);
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


/***/ }),

/***/ 591:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ pageView),
/* harmony export */   C6: () => (/* binding */ readerPolicy),
/* harmony export */   GL: () => (/* binding */ escapeReaderText),
/* harmony export */   HX: () => (/* binding */ pagePath),
/* harmony export */   h1: () => (/* binding */ readerView),
/* harmony export */   qe: () => (/* binding */ inlineReaderText),
/* harmony export */   r6: () => (/* binding */ plainReaderText)
/* harmony export */ });
/* unused harmony export DEFAULT_INLINE_CHARS */
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3147);
/* harmony import */ var _text_hidden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4947);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);
/* harmony import */ var _text_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8615);




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
        const placeholder = `_(reader text hidden: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(reasonIfHidden)}; set reader-text: show)_`;
        return { shown, inline: () => placeholder };
    }
    return {
        shown,
        inline: (text, maxChars = DEFAULT_INLINE_CHARS) => inlineReaderText(text, maxChars),
        plain: (text, maxChars = 500) => plainReaderText(text, maxChars)
    };
}
const PATH_CHARS = 120;
const HIDDEN_PATH = '_(address hidden: not a page of the site)_';
/**
 * A page of the site for a table cell: redacted all the same, a code span nothing can break out of, cut; no `##[` in
 * it (a space breaks the runner's legacy match, as escapeReaderText does), for a path is anyone's (a history file's).
 */
const pagePath = (path) => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(plainReaderText(path, PATH_CHARS).replace(/##\[/g, '## ['));
/**
 * Page paths as the report shows them: every one redacted, on one line, cut, in a code span; one that is not a page of
 * the site (`sitePages`) is reader text, and hidden (a placeholder) where reader text is.
 */
function pageView(shown, sitePages) {
    const known = (path) => sitePages.has(path);
    const plain = (path) => (shown || known(path) ? plainReaderText(path, PATH_CHARS) : undefined);
    return {
        known,
        plain,
        inline: path => (shown || known(path) ? pagePath(path) : HIDDEN_PATH)
    };
}
/** For the data files (JSON, CSV): the same redaction on one line, cut, but not markdown-escaped. */
function plainReaderText(text, maxChars = 500) {
    const { text: redacted } = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E)((0,_text_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .visiblePlainText */ .me)(text).text);
    return (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_3__/* .shorten */ .ml)(redacted.replace(/\s+/g, ' ').trim(), maxChars);
}
/**
 * Hidden characters go first, so a zero-width space cannot split an e-mail address past redaction (hidden removal
 * joins what it splits); then redaction, one line, the cut, and escaping.
 */
function inlineReaderText(text, maxChars = DEFAULT_INLINE_CHARS) {
    const visible = (0,_text_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .visiblePlainText */ .me)(text).text;
    const { text: redacted } = (0,_text_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E)(visible);
    return escapeReaderText((0,_text_cut_js__WEBPACK_IMPORTED_MODULE_3__/* .shorten */ .ml)(redacted.replace(/\s+/g, ' ').trim(), maxChars));
}
/**
 * escapeMarkdown's rules, plus: no `::` left to open a workflow command at a line's start (`:\:` renders the same),
 * and no `##[` in a code span, where a backslash would show (a space breaks the runner's legacy `##[` match).
 */
function escapeReaderText(text) {
    return text
        .split(/([^\s|]+)/u) // words, and between them white space and pipes, which are never linkable
        .map(part => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .isLinkable */ .n1)(part) ? (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(part.replace(/##\[/g, '## [')) : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(part).replace(/:(?=:)/g, ':\\'))
        .join('');
}


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

/***/ 6092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M0: () => (/* binding */ bar),
/* harmony export */   VP: () => (/* binding */ renderVisitorReport),
/* harmony export */   ai: () => (/* binding */ number)
/* harmony export */ });
/* unused harmony exports MAX_REPORT_CHARS, BAR_WIDTH, formatChange */
/* harmony import */ var _range_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6321);
/* harmony import */ var _chart_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(194);
/* harmony import */ var _reader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(591);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6590);
/* harmony import */ var _text_percent_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1146);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(573);






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
    return `${signed(delta)} (${delta > 0 ? '+' : MINUS}${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .percentChange */ .u)(Math.abs(delta) / previous)})`;
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
        lines.push('> [!WARNING]', `> Partial export: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)((meta.partialReason ?? 'the export stopped early').replace(/\.?$/, '.'))} The totals are the service's; the page tables may miss pages.`, '');
    }
    lines.push('### Totals', '', ...totalsTable(comparison), '');
    lines.push('Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.', '');
    if (totals.current.human + totals.current.ai > 0) {
        lines.push('```mermaid', 'pie title Human vs AI visitors');
        lines.push(`    "Human" : ${totals.current.human}`, `    "AI" : ${totals.current.ai}`, '```', '');
    }
    lines.push(`### Top ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(topPages.length, 'page')}`, '');
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
        lines.push(`Tables cut to ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .L)(limit, 'row')} to keep the report under ${number(MAX_REPORT_CHARS)} characters.`, '');
    }
    return lines.join('\n');
}
/** A range in words; escaped unless both bounds are plain date strings (as settings produce them). */
function range(r) {
    const plain = /^[0-9T:.Z+-]{1,40}$/i;
    return plain.test(r.dateFrom) && plain.test(r.dateTo) ? (0,_range_js__WEBPACK_IMPORTED_MODULE_4__/* .describeRange */ .pC)(r) : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)((0,_range_js__WEBPACK_IMPORTED_MODULE_4__/* .describeRange */ .pC)(r));
}
function intro(meta) {
    const parts = [
        `Unique visitors from ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(meta.dateFrom)} up to ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .cell */ .Hn)(meta.dateTo)} (\`date-to\` is exclusive; UTC).`
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
            `| AI share | ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .K)(totals.aiShare, 1)} |`
        ];
    }
    const shareDelta = (totals.aiShare - (previousAiShare ?? 0)) * 100;
    const shareChange = Math.abs(shareDelta) < 0.05 ? '0 pp' : `${shareDelta > 0 ? '+' : MINUS}${Math.abs(shareDelta).toFixed(1)} pp`;
    return [
        '| | This period | Previous period | Change |',
        '|---|--:|--:|--:|',
        ...metrics.map(([name, now, was]) => `| ${name} | ${number(now)} | ${number(was ?? 0)} | ${formatChange(now, was ?? 0)} |`),
        `| AI share | ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .K)(totals.aiShare, 1)} | ${(0,_text_percent_js__WEBPACK_IMPORTED_MODULE_2__/* .percent */ .K)(previousAiShare ?? 0, 1)} | ${shareChange} |`
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
            return `| ${i + 1} | ${(0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .pagePath */ .HX)(page.path)} | ${counts} |${change} ${bar(page.total, max)} |`;
        })
    ];
}
function moverTable(moves, none) {
    if (moves.length === 0)
        return [none];
    return [
        '| Page | Previous | Current | Change |',
        '|---|--:|--:|--:|',
        ...moves.map(move => `| ${(0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .pagePath */ .HX)(move.path)} | ${number(move.previous.total)} | ${number(move.current.total)} | ${formatChange(move.current.total, move.previous.total)} |`)
    ];
}
function barChart(pages) {
    const rows = pages.map(page => ({ label: (0,_reader_js__WEBPACK_IMPORTED_MODULE_0__/* .plainReaderText */ .r6)(page.path, 500), value: page.total }));
    return (0,_chart_js__WEBPACK_IMPORTED_MODULE_5__/* .horizontalBarChart */ .ir)('Top pages by unique visitors', 'Visitors', rows);
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

//# sourceMappingURL=928.index.js.map