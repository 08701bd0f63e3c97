export const id = 683;
export const ids = [683];
export const modules = {

/***/ 3201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ derivedKey)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A key of its own for one use of the run's secrets (the API key, with the project id where it belongs): no HMAC is
 * made directly under the API key, and one use's key says nothing of another's. The same secrets give the same key
 * on every run of the repository; a new API key gives new keys. JSON keeps the parts apart; changing a use's name
 * changes its keys.
 */
function derivedKey(use, ...secrets) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(JSON.stringify([`docs-agent-action ${use}`, ...secrets]))
        .digest();
}


/***/ }),

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

/***/ 8708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P_: () => (/* binding */ gapKeys),
/* harmony export */   Zh: () => (/* binding */ sentKeys),
/* harmony export */   j7: () => (/* binding */ normalise)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _action_derived_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3201);
/**
 * Gap keys: what the public status comment's marker (and the report's files) keep of a gap, so the next week's report
 * knows it was sent. A key is an HMAC of the gap's normalised text under a secret derived from the API key and the
 * project id: the same gap gets the same key every run of the repository, and someone who reads the marker cannot
 * recompute keys to confirm a guessed search term. Keys written by earlier versions (an unkeyed sha256) are still
 * recognised, never written again (`former`), so the gaps they name are not sent twice after an upgrade.
 */


// Strings are hashed as UTF-8 (node:crypto's default for a string).
/** Reader text as the key compares it: NFKC, lower case, white space collapsed. */
const normalise = (text) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
/** Hex digits of a key: 64 bits, keyed. Earlier versions wrote 12 (48 bits, unkeyed). */
const KEY_DIGITS = 16;
const FORMER_DIGITS = 12;
function gapKeys(secret) {
    // `v2` names this way of keying: changing it changes every key.
    const hmacKey = (0,_action_derived_key_js__WEBPACK_IMPORTED_MODULE_1__/* .derivedKey */ .D)('gap keys v2', secret.projectId, secret.apiKey);
    const formers = new Map();
    return {
        of(section, text) {
            const normalised = normalise(text);
            const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', hmacKey).update(`${section}\0${normalised}`).digest('hex');
            const key = `${section}:${digest.slice(0, KEY_DIGITS)}`;
            formers.set(key, formerKey(section, normalised));
            return key;
        },
        former: key => formers.get(key) ?? key
    };
}
/** The unkeyed key earlier versions wrote (a sha256 of the normalised text): matched in their markers, never written. */
const formerKey = (section, normalised) => `${section}:${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(normalised).digest('hex').slice(0, FORMER_DIGITS)}`;
/**
 * The keys of a run's gaps that were already sent: those the marker holds, under this version's key or (from an
 * earlier version's marker) under the former one.
 */
function sentKeys(keys, gapKeysOfRun, inMarker) {
    return new Set(gapKeysOfRun.filter(key => inMarker.has(key) || inMarker.has(keys.former(key))));
}


/***/ }),

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

/***/ 6340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ renderHealthReport),
/* harmony export */   cY: () => (/* binding */ nested),
/* harmony export */   e4: () => (/* binding */ describeGap)
/* harmony export */ });
/* unused harmony exports MAX_HEALTH_CHARS, whatToFix */
/* harmony import */ var _text_cut_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3147);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6590);
/* harmony import */ var _text_plural_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(573);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
/* harmony import */ var _visitors_range_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6321);
/**
 * The docs-health report as markdown (pure): the range and what the run spent of its request budget, whether reader
 * text is shown, the sections that are partial, "What to fix", then every section's own part, cut to fit a comment.
 */





/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
const MAX_HEALTH_CHARS = 60_000;
/** The whole report; every section's markdown comes already escaped from the section. */
function renderHealthReport(results, gaps, meta) {
    const head = [
        `## Docs health: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)((0,_visitors_range_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRange */ .pC)(meta.range))}`,
        '',
        `Analytics from ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(meta.range.dateFrom)} up to ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(meta.range.dateTo)} (\`date-to\` is exclusive; UTC); ${usedLine(meta)}.`,
        ''
    ];
    if (!meta.reader.shown) {
        head.push(`Reader text (search terms, questions, comments) is not shown${meta.readerHiddenWhy ? `: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(meta.readerHiddenWhy)}` : ''}; counts, categories and the paths of the site's own pages are.`, '');
    }
    const partial = results.filter(result => result.partial);
    if (partial.length > 0) {
        head.push('> [!WARNING]');
        for (const result of partial) {
            head.push(`> **${(0,_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .sectionOf */ .ZE)(result.section).title}** ${result.failed ? 'failed' : 'is partial'}: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .cell */ .Hn)(result.partial ?? '')}  `);
        }
        head.push('');
    }
    head.push(...whatToFix(gaps, meta), '');
    if (meta.history && meta.history.length > 0)
        head.push(...meta.history, '');
    const foot = meta.runUrl
        ? [
            '',
            `Files (JSON and CSV per section) are in the ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('workflow run', meta.runUrl)}'s temp folder; upload them with actions/upload-artifact to keep them.`
        ]
        : [];
    const bodies = results.filter(result => !result.failed).map(result => result.markdown.trim());
    // Each section gets an equal share of what is left, so one long section cannot push the others out.
    // Less the blank line before the foot and the final newline.
    const room = MAX_HEALTH_CHARS - head.join('\n').length - foot.join('\n').length - 2;
    const share = Math.max(500, Math.floor(room / Math.max(1, bodies.length)) - 2);
    const sections = bodies.map(body => (0,_text_cut_js__WEBPACK_IMPORTED_MODULE_3__/* .cutWithNote */ .lX)(body, share, '\n\n_(section cut to fit the comment)_'));
    return [...head, ...sections.flatMap(section => [section, '']), ...foot].join('\n').trimEnd() + '\n';
}
/** A report of its own (the visitors report opens with `##`) becomes a section: every heading one level deeper. */
function nested(markdown) {
    if (!markdown.startsWith('## '))
        return markdown;
    let fenced = false;
    return markdown
        .split('\n')
        .map(line => {
        if (/^(```|~~~)/.test(line))
            fenced = !fenced;
        return !fenced && /^#{1,5} /.test(line) ? `#${line}` : line;
    })
        .join('\n');
}
function usedLine(meta) {
    return `used ${meta.used} of ${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(meta.plan.cap, 'analytics request')} (\`report-budget\`)`;
}
/** The numbered list of the worst gaps, each with its evidence and pages. */
function whatToFix(gaps, meta) {
    const lines = ['### What to fix', ''];
    const { held } = gaps;
    if (gaps.top.length === 0) {
        lines.push(held.length > 0
            ? 'Nothing new to send: every gap found is with the agent or held back below.'
            : gaps.inFlight.length > 0
                ? 'Nothing new: every gap found is already with the agent.'
                : 'No gaps found in the sections run.');
    }
    gaps.top.forEach((gap, i) => lines.push(`${i + 1}. ${describeGap(gap, meta.reader, meta.pages)}`));
    if (held.length > 0) {
        lines.push('', `**Held back** (${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(held.length, 'gap')} a merged fix was sent; not sent again as new):`, '');
        for (const { gap, note } of held)
            lines.push(`- ${describeGap(gap, meta.reader, meta.pages)} — ${note}`);
    }
    if (gaps.inFlight.length > 0) {
        lines.push('', `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.inFlight.length, 'gap')} already sent to the agent left out while its job or pull request is open (the status comment links it).`);
    }
    if (gaps.found > gaps.top.length + gaps.inFlight.length + held.length) {
        lines.push('', `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.found, 'gap')} found in all; the ${gaps.top.length} with the most readers affected are listed (\`gaps\`).`);
    }
    return lines;
}
/** One gap on one line: what, the numbers, the topic, the pages (as the view shows them), the reader text if shown. */
function describeGap(gap, reader, pages) {
    const parts = [
        `**${(0,_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .sectionOf */ .ZE)(gap.section).title}:** ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(gap.summary)} — ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(gap.evidence)}`
    ];
    if (gap.topic)
        parts.push(`topic ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .code */ .aY)(gap.topic)}`);
    if (gap.pages.length > 0)
        parts.push(`pages ${gap.pages
            .slice(0, 3)
            .map(page => pages.inline(page))
            .join(', ')}${gap.pages.length > 3 ? ` and ${gap.pages.length - 3} more` : ''}`);
    if (reader.shown && gap.readerText.length > 0)
        parts.push(`e.g. ${reader.inline(gap.readerText[0] ?? '', 80)}`);
    return parts.join('; ');
}


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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6264);
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
/* harmony import */ var _visitors_report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6092);
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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6264);
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

/***/ 3197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ VisitorTable),
  c: () => (/* binding */ comparePaths)
});

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


/***/ }),

/***/ 8615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ redact),
  i: () => (/* binding */ redactKeys)
});

;// CONCATENATED MODULE: ./src/text/fold.ts
/**
 * Folding for matching (pure): the text as redaction's patterns should see it, and where each folded character came
 * from, so a match can be cut out of the original and the rest shown as the reader wrote it. Per character: NFKC
 * (full-width forms ＠ ． ０–９ －, ligatures, mathematical letters and digits, small and circled forms), then what
 * NFKC leaves alone: decimal digits of every script to 0–9 (Arabic-Indic, Devanagari, Thai…), U+2212 and the other
 * dashes to `-`, ideographic full stops to `.`, and the Cyrillic and Greek letters that look like Latin ones to those.
 */
// Look-alikes: Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common part).
const PAIRS = 'аaсcԁdеeһhіiјjӏlоoрpԛqѕsԝwхxуyАAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXҮY' + 'αaοoνvρpτtυuιiκkΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧX';
const LOOK_ALIKES = new Map(Array.from({ length: PAIRS.length / 2 }, (_, i) => [PAIRS[2 * i], PAIRS[2 * i + 1]]));
// Dashes and minus signs (NFKC keeps them): hyphen, non-breaking hyphen, figure dash, en, em, horizontal bar, minus.
const DASH = /[\u2010-\u2015\u2212\u2796\ufe58]/u;
// Full stops NFKC keeps: ideographic (U+3002; NFKC maps the half-width U+FF61 and U+FE12 to it).
const STOP = /\u3002/u;
const DIGIT = /\p{Nd}/u;
const digitCache = new Map();
/** The ASCII digit of a decimal digit of any script: Unicode encodes each script's 0–9 in a row from its 0. */
function asciiDigit(codePoint) {
    const cached = digitCache.get(codePoint);
    if (cached !== undefined)
        return cached;
    let start = codePoint;
    while (DIGIT.test(String.fromCodePoint(start - 1)))
        start--;
    const digit = String((codePoint - start) % 10);
    digitCache.set(codePoint, digit);
    return digit;
}
/** One character as matching sees it. */
function foldChar(char) {
    const nfkc = char.normalize('NFKC');
    let out = '';
    for (const c of nfkc) {
        // NFKC gives ASCII digits back as they are (fold() never asks for ASCII), so a digit here is of another script.
        if (DIGIT.test(c))
            out += asciiDigit(c.codePointAt(0));
        else if (DASH.test(c))
            out += '-';
        else if (STOP.test(c))
            out += '.';
        else
            out += LOOK_ALIKES.get(c) ?? c;
    }
    return out;
}
/** The text folded for matching, with the way back to the original. ASCII text comes back as it is. */
function fold(original) {
    const from = [];
    const to = [];
    let text = '';
    let at = 0;
    for (const char of original) {
        const end = at + char.length;
        const folded = char.charCodeAt(0) < 0x80 ? char : foldChar(char);
        text += folded;
        for (let k = 0; k < folded.length; k++) {
            from.push(at);
            to.push(end);
        }
        at = end;
    }
    return { text, from, to };
}

// EXTERNAL MODULE: ./node_modules/libphonenumber-js/min/exports/findNumbers.js + 53 modules
var findNumbers = __webpack_require__(7038);
;// CONCATENATED MODULE: ./src/text/phone.ts
/**
 * Phone numbers in folded text (fold.ts: every script's digits are 0–9, dashes and minus signs `-`), as [start, end)
 * spans. Two ways, both erring wide: libphonenumber-js's finder (its small "min" metadata: lengths and leading digits
 * of every country) finds international numbers in any form it knows, "(+44) 20 7946 0958" or "+14155550134" after a
 * slash, and North American ones however written, ten digits in a row included only when they make a valid number (so
 * "1732550400", a timestamp, stays); a pattern finds the national forms of the rest of the world, which no finder can
 * judge without knowing the country: a trunk 0 and groups, "020 7946 0958", "06 12 34 56 78", "0612/345678".
 */

// Groups after the first need a separator, so a long digit run cannot be split many ways (no catastrophic backtracking).
const GROUP = String.raw `(?:\(\d{1,5}\)|\d{1,12})`;
// A separator: space, dot, hyphen or slash, also the no-break spaces (dashes are folded to a hyphen).
const S = String.raw `[ .\t/\u00a0\u2000-\u200a\u202f\u205f\u3000-]`;
/** International (+ or 00 and a country code), national with a trunk 0, US forms, a 0 and ten digits in a row. */
const PHONE = new RegExp(String.raw `(?:` +
    [
        // A + may follow anything but a digit or another +: "/call-+1 (415) 555-0134" goes whole.
        String.raw `(?<![\d+])\+\d{1,3}${S}?${GROUP}(?:(?:${S}|(?<=\)))${GROUP}){0,9}`,
        String.raw `(?<![\w+.-])\b00\d{1,3}${S}?${GROUP}(?:(?:${S}|(?<=\)))${GROUP}){0,9}`
    ].join('|') +
    String.raw `|(?<![\w+.-])(?:` +
    [
        String.raw `\(\d{2,5}\)${S}?\d{3,4}${S}?\d{3,4}`,
        String.raw `\b0\d(?:${S}\d{2}){4}`,
        String.raw `\b0\d{1,4}${S}\d{3,4}${S}?\d{3,4}`,
        String.raw `\b(?:1${S})?\d{3}(${S})\d{3}\1\d{4}`,
        String.raw `\b0\d{9,10}`
    ].join('|') +
    String.raw `))(?![\w]|[.-]\d|\)\d)`, 'g');
/**
 * 7 digits or more; a shorter match is a code or a count. More than E.164's 15 is numbers written one after another,
 * which the greedy international form ran together: it goes whole.
 */
function isPhone(match) {
    return match.replace(/\D/g, '').length >= 7;
}
/** What the finder sees as a phone number: international in any country's form, or North American. */
function foundPhones(text) {
    // Nothing with fewer than 7 digits can be a phone: most text never reaches the finder.
    if ((text.match(/\d/g) ?? []).length < 7)
        return [];
    const found = [...(0,findNumbers/* findNumbers */.Y)(text, { v2: true }), ...(0,findNumbers/* findNumbers */.Y)(text, { defaultCountry: 'US', v2: true })];
    return found.map(number => [number.startsAt, number.endsAt]);
}

;// CONCATENATED MODULE: ./src/text/redact.ts
/**
 * Redaction of what reader text must never show as is: e-mail addresses, phone numbers, URLs and key-like tokens
 * become `[email]`, `[phone]`, `[link]` and `[key]`. The patterns match the text folded (fold.ts: full-width forms,
 * digits of every script, minus signs, ideographic full stops, look-alike letters), and what they match is cut out of
 * the text as written, so the rest reads as the reader wrote it. Addresses may be internationalised (accented and
 * non-Latin local parts and domains, `xn--` labels) or spelled out (`jane [at] example [dot] com`, `jane at example
 * dot com`, `jane @ example . com`); phone numbers are found by libphonenumber-js's finder and a pattern (phone.ts).
 * It errs wide on personal data and narrow on ordinary questions: years, versions, ports, status codes, rates and
 * timestamps ("401", "v2.3.1", "100/h", "1732550400") stay. `redactKeys` takes the key-like tokens alone, for code and
 * commit messages. Pure; run it on text already stripped of hidden characters (hidden.ts), or a zero-width space could
 * split a match.
 */


// Separators inside a prefixed key, also as the reader may have pasted them escaped or encoded (`mint\_…`, `mint%5F…`).
const SEP = String.raw `(?:[_-]|\\[_-]|%5[Ff]|%2[Dd]|&#0*95;|&#x0*5[Ff];|&lowbar;|&#0*45;|&hyphen;|\\u005[Ff]|\\x5[Ff])`;
const TAIL = String.raw `(?:[A-Za-z0-9]|${SEP})`;
// Vendor prefixes: the service's own keys, OpenAI-style, GitHub, Slack, GitLab, AWS, Stripe-style.
const PREFIXED_KEY = new RegExp(String.raw `(?<![A-Za-z0-9])(?:mint|sk|pk|rk|gh[pousr]|github${SEP}pat|xox[abprs]|glpat)${SEP}${TAIL}{10,}|(?<![A-Za-z0-9])AKIA[0-9A-Z]{16}`, 'g');
// A JWT: three base64url parts, the first a JSON object ({"…" is eyJ in base64).
const JWT = /(?<![\w-])eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g;
// Anything that names a scheme, then to the next white space (trailing punctuation is given back below).
const SCHEME_URL = /(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}:\/\/[^\s<>"'`\0]+/gi;
// The local part is RFC 5322's atext in any script (so `o'brien+docs@…` and `josé@…` go whole).
const LOCAL = String.raw `[\p{L}\p{M}\p{N}_.!#$%&'*+/=?^\x60{|}~-]`;
const LOCAL_END = String.raw `[\p{L}\p{M}\p{N}_!#$%&'*+/=?^\x60{|}~-]`;
const LABEL = String.raw `[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?`;
// A top-level domain: letters of any script, or an internationalised one as sent (xn--p1ai).
const TLD = String.raw `(?:xn--[a-z0-9-]{1,59}|\p{L}[\p{L}\p{M}]{1,62})(?![\p{L}\p{M}\p{N}_-])`;
const AT_SIGN = String.raw `[ \t]*(?:@|&#0*64;|&#x0*40;|&commat;|%40)[ \t]*`;
const BRACKETED = (word) => String.raw `\s*[[({]\s*${word}\s*[\])}]\s*`;
// A full stop inside an address, also spaced on both sides (a sentence's ". " is not) or spelled.
const WEAK_DOT = String.raw `(?:[ \t]+\.[ \t]+|${BRACKETED('dot')}|[ \t]+dot[ \t]+)`;
const DOT = String.raw `(?:\.|${WEAK_DOT})`;
// A local part may spell its full stops too (`jane dot doe at example dot com`; three at most, so a long text of "a dot
// a dot …" costs no more than a line).
const address = (at, dot) => new RegExp(String.raw `(?<!${LOCAL})(?:${LOCAL}+${WEAK_DOT}){0,3}${LOCAL}*${LOCAL_END}${at}${LABEL}(?:${dot}${LABEL})*${dot}${TLD}`, 'giu');
// With @ (or [at]): any full stop. Spelled "at": only spelled or spaced ones, or "error at main.ts" would be an address.
const EMAIL = address(String.raw `(?:${AT_SIGN}|${BRACKETED('at')})`, DOT);
const SPELLED_EMAIL = address(String.raw `[ \t]+at[ \t]+`, WEAK_DOT);
// www. anything, or a bare domain followed by a path.
const BARE_URL = /(?<![\w.@/-])(?:www\.[^\s<>"'`\0]+|(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d{1,5})?\/[^\s<>"'`\0]*)/gi;
// A long run of base64/hex/base64url characters: a key when it mixes letters and digits and is not words (see isKey).
const TOKEN = /[A-Za-z0-9+/_-]{24,}={0,2}/g;
/**
 * Runs rules over the text folded and rebuilds it. What is left to match is the folded text, each piece already taken
 * blanked out with NULs (same length, so offsets hold): no pattern matches a NUL, so pieces never overlap.
 */
function redactWith(text, rules) {
    const folded = fold(text);
    let left = folded.text;
    const spans = [];
    const take = (start, end, label) => {
        spans.push({ start, end, label });
        left = left.slice(0, start) + '\0'.repeat(end - start) + left.slice(end);
    };
    rules({
        replace: (pattern, label, accept = () => true) => {
            for (const match of [...left.matchAll(pattern)]) {
                if (!accept(match[0]))
                    continue;
                // A link gives back its trailing punctuation: "see https://x.example/a." keeps its full stop.
                const kept = label === '[link]' ? (/[.,;:!?)\]}]+$/.exec(match[0])?.[0].length ?? 0) : 0;
                take(match.index, match.index + match[0].length - kept, label);
            }
        },
        left: () => left,
        take,
        separate: (pattern, within) => {
            left = left.replace(pattern, found => found.replace(within, '\0'));
        }
    });
    return { text: rebuild(text, folded, spans), count: spans.length };
}
/** The key rules both redactions share: vendor prefixes (a word-like one counts from 30 characters) and JWTs. */
function prefixedKeys({ replace }) {
    replace(PREFIXED_KEY, '[key]', key => /\d/.test(key) || key.length >= 30);
    replace(JWT, '[key]');
}
/** Text with personal data and key-like tokens replaced, and how many were. */
function redact(text) {
    return redactWith(text, redaction => {
        const { replace, left, take } = redaction;
        prefixedKeys(redaction);
        replace(SCHEME_URL, '[link]');
        replace(EMAIL, '[email]');
        replace(SPELLED_EMAIL, '[email]');
        replace(BARE_URL, '[link]');
        replace(TOKEN, '[key]', isKey);
        replace(PHONE, '[phone]', isPhone);
        // Both finders may find one number: the second finds it blanked out.
        for (const [start, end] of foundPhones(left()))
            if (!left().slice(start, end).includes('\0'))
                take(start, end, '[phone]');
    });
}
/**
 * Text with only its key-like tokens replaced by `[key]` (prefixed keys, JWTs, long runs that are keys by isKey), and
 * how many were: for code and commit messages, which are full of addresses, links and numbers that are no one's
 * personal data. A link stays, but a key in it goes: its slashes part runs there, so the path of a link
 * (`github.com/acme/app/compare/0123456789ab`) is no key, while a key in its query or in one of its segments is.
 */
function redactKeys(text) {
    return redactWith(text, redaction => {
        prefixedKeys(redaction);
        redaction.separate(SCHEME_URL, /\//g);
        redaction.separate(BARE_URL, /\//g);
        redaction.replace(TOKEN, '[key]', isKey);
    });
}
/** The original text with each span (in folded offsets, none overlapping) replaced by its label. */
function rebuild(text, folded, spans) {
    let out = '';
    let at = 0;
    for (const span of [...spans].sort((a, b) => a.start - b.start)) {
        // Two spans in one original character (a ligature folded to two letters) share it: the first takes it.
        out += text.slice(at, Math.max(at, folded.from[span.start])) + span.label;
        at = Math.max(at, folded.to[span.end - 1]);
    }
    return out + text.slice(at);
}
/** A long run is a key when it mixes letters and digits and is not made of words, a path or a slug ("oauth2-setup"). */
function isKey(run) {
    if (!/[A-Za-z]/.test(run) || !/\d/.test(run))
        return false;
    const wordy = (piece) => piece.length < 16 && (/^\d{1,4}$/.test(piece) || (piece.match(/\d/g) ?? []).length <= 2);
    return !run.split(/[-_/+=.]/).every(wordy);
}


/***/ })

};

//# sourceMappingURL=683.index.js.map