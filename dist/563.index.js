export const id = 563;
export const ids = [563];
export const modules = {

/***/ 6563:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  visitorsStep: () => (/* binding */ visitorsStep)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(8592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(8948);
// EXTERNAL MODULE: ./src/action/summary-file.ts
var summary_file = __webpack_require__(2741);
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

// EXTERNAL MODULE: ./src/action/errors.ts
var errors = __webpack_require__(8055);
// EXTERNAL MODULE: ./src/action/names.ts
var names = __webpack_require__(2814);
// EXTERNAL MODULE: ./src/report/visitors/range.ts
var visitors_range = __webpack_require__(6321);
// EXTERNAL MODULE: ./src/text/cut.ts
var text_cut = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
;// CONCATENATED MODULE: ./src/report/visitors/report.ts



/** Well under GitHub's 65,536-character comment limit, with room for what a caller puts around the report. */
const MAX_REPORT_CHARS = 50_000;
const BAR_WIDTH = 20;
const PATH_CHARS = 120;
const LABEL_CHARS = 30;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
const MINUS = '−';
const number = (n) => (n < 0 ? MINUS : '') + Math.abs(n).toLocaleString('en-US');
const signed = (n) => (n > 0 ? `+${number(n)}` : number(n));
const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
/** `+12 (+4.1%)`, `−3 (−0.5%)`, `0`, or `new` when the previous value is 0. */
function formatChange(current, previous) {
    const delta = current - previous;
    if (delta === 0)
        return '0';
    if (previous === 0)
        return 'new';
    const pct = ((Math.abs(delta) / previous) * 100).toFixed(1);
    return `${signed(delta)} (${delta > 0 ? '+' : MINUS}${pct}%)`;
}
/** A bar of block characters for value / max, at most `width` characters (eighths for the fraction). */
function bar(value, max, width = BAR_WIDTH) {
    if (!(value > 0) || !(max > 0))
        return '';
    const eighths = Math.max(1, Math.round((Math.min(value, max) / max) * width * 8));
    return '█'.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '');
}
/** A page path for a Mermaid label: no quotes, backticks, line breaks or markup characters; at most 30 characters. */
function mermaidLabel(path) {
    const clean = path
        .replace(/["`\r\n]/g, '')
        .replace(/[^\p{L}\p{N} /._~:?=+@()!$*'-]/gu, '')
        .trim();
    const cut = (0,text_cut/* shorten */.ml)(clean, LABEL_CHARS);
    return `"${cut || '(blank)'}"`;
}
/** A page path for a table cell: a code span that nothing can break out of, long paths shortened. */
function pagePath(path) {
    return (0,markdown/* code */.aY)((0,text_cut/* shorten */.ml)(path, PATH_CHARS));
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
        lines.push('> [!WARNING]', `> Partial export: ${(0,markdown/* cell */.Hn)((meta.partialReason ?? 'the export stopped early').replace(/\.?$/, '.'))} The totals are the service's; the page tables may miss pages.`, '');
    }
    lines.push('### Totals', '', ...totalsTable(comparison), '');
    lines.push('Total counts each visitor once across human and AI traffic, so it can be less than Human + AI.', '');
    if (totals.current.human + totals.current.ai > 0) {
        lines.push('```mermaid', 'pie title Human vs AI visitors');
        lines.push(`    "Human" : ${totals.current.human}`, `    "AI" : ${totals.current.ai}`, '```', '');
    }
    lines.push(`### Top ${topPages.length} pages`, '');
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
        lines.push(`Tables cut to ${limit} rows to keep the report under ${number(MAX_REPORT_CHARS)} characters.`, '');
    }
    return lines.join('\n');
}
/** A range in words; escaped unless both bounds are plain date strings (as settings produce them). */
function range(r) {
    const plain = /^[0-9T:.Z+-]{1,40}$/i;
    return plain.test(r.dateFrom) && plain.test(r.dateTo) ? (0,visitors_range/* describeRange */.pC)(r) : (0,markdown/* cell */.Hn)((0,visitors_range/* describeRange */.pC)(r));
}
function intro(meta) {
    const parts = [
        `Unique visitors from ${(0,markdown/* cell */.Hn)(meta.dateFrom)} up to ${(0,markdown/* cell */.Hn)(meta.dateTo)} (\`date-to\` is exclusive; UTC).`
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
            `| AI share | ${percent(totals.aiShare)} |`
        ];
    }
    const shareDelta = (totals.aiShare - (previousAiShare ?? 0)) * 100;
    const shareChange = Math.abs(shareDelta) < 0.05 ? '0 pp' : `${shareDelta > 0 ? '+' : MINUS}${Math.abs(shareDelta).toFixed(1)} pp`;
    return [
        '| | This period | Previous period | Change |',
        '|---|--:|--:|--:|',
        ...metrics.map(([name, now, was]) => `| ${name} | ${number(now)} | ${number(was ?? 0)} | ${formatChange(now, was ?? 0)} |`),
        `| AI share | ${percent(totals.aiShare)} | ${percent(previousAiShare ?? 0)} | ${shareChange} |`
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
            return `| ${i + 1} | ${pagePath(page.path)} | ${counts} |${change} ${bar(page.total, max)} |`;
        })
    ];
}
function moverTable(moves, none) {
    if (moves.length === 0)
        return [none];
    return [
        '| Page | Previous | Current | Change |',
        '|---|--:|--:|--:|',
        ...moves.map(move => `| ${pagePath(move.path)} | ${number(move.previous.total)} | ${number(move.current.total)} | ${formatChange(move.current.total, move.previous.total)} |`)
    ];
}
function barChart(pages) {
    return [
        '```mermaid',
        'xychart-beta',
        '    title "Top pages by unique visitors"',
        `    x-axis [${pages.map(page => mermaidLabel(page.path)).join(', ')}]`,
        '    y-axis "Visitors"',
        `    bar [${pages.map(page => page.total).join(', ')}]`,
        '```'
    ];
}

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
;// CONCATENATED MODULE: ./src/report/visitors/export.ts



/** The most rows the service gives per page; every page is one request of the shared analytics budget. */
const PAGE_LIMIT = 250;
/** The published analytics API documentation (rate limits): 100 requests per organisation per hour, shared by all analytics endpoints. */
const ANALYTICS_BUDGET = 'analytics requests share a budget of 100 per organisation per hour';
/**
 * Exports one period completely: `limit` 250, `offset` += 250 while `hasMore`, one request at a time. Stops safely
 * (partial) on an empty page that claims more, at `maxPages`, at the deadline, and when a later page fails; a failure
 * of the first page is thrown, as there is nothing to report without the totals.
 */
async function exportVisitors(client, range, opts) {
    const now = opts.now ?? Date.now;
    const maxPages = Math.max(1, Math.floor(opts.maxPages));
    const table = new VisitorTable();
    let duplicates = 0;
    let firstDuplicate = '';
    let totals;
    let pages = 0;
    let partialReason;
    for (let offset = 0;; offset += PAGE_LIMIT) {
        if (totals && opts.deadline !== undefined && now() >= opts.deadline) {
            partialReason = `the timeout was reached after ${(0,plural/* plural */.L)(pages, 'request')} (${(0,plural/* plural */.L)(table.size, 'page')}); the rest was not requested.`;
            break;
        }
        let page;
        try {
            page = await client.getVisitors({ dateFrom: range.dateFrom, dateTo: range.dateTo, limit: PAGE_LIMIT, offset }, opts.deadline);
        }
        catch (error) {
            if (!totals || !(error instanceof http/* ServiceError */._7))
                throw explain(error, range, offset);
            partialReason = `request ${pages + 1} (offset ${offset}) failed after ${(0,plural/* plural */.L)(pages, 'complete request')}: ${error.message}`;
            break;
        }
        pages++;
        totals ??= { ...page.totals };
        for (const row of page.visitors) {
            if (!table.add(row.path, row) && duplicates++ === 0)
                firstDuplicate = row.path;
        }
        if (!page.hasMore)
            break;
        if (page.visitors.length === 0) {
            partialReason = `the service answered the request at offset ${offset} with no rows, yet said hasMore; stopped there to avoid an endless export.`;
            break;
        }
        if (pages >= maxPages) {
            partialReason = `stopped at max-pages (${(0,plural/* plural */.L)(maxPages, 'request')} of up to ${PAGE_LIMIT} pages each) while the service had more; ${ANALYTICS_BUDGET}, so raise max-pages only if the budget allows.`;
            break;
        }
    }
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
/** The error of the first page, with the range and offset; ServiceError properties kept. */
function explain(error, range, offset) {
    if (!(error instanceof http/* ServiceError */._7))
        return error;
    const where = `Visitors export ${range.dateFrom} to ${range.dateTo} (offset ${offset})`;
    return new http/* ServiceError */._7(`${where}: ${error.message}`, error.endpoint, error.kind, error.status);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./src/action/secrets.ts
var secrets = __webpack_require__(7911);
;// CONCATENATED MODULE: ./src/report/visitors/files.ts





const CSV_HEADER = ['path', 'human', 'ai', 'total', 'previous_human', 'previous_ai', 'previous_total'];
/** Rows per write: bounded memory, few syscalls. */
const CHUNK_ROWS = 1000;
/**
 * Writes the export as JSON (range, totals, every row, the previous period) and CSV (one row per path) into a new
 * folder under `dir`, so runs sharing RUNNER_TEMP never overwrite each other. Rows are written in chunks.
 */
async function writeVisitorFiles(dir, data) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)(dir, 'visitors-'));
    const jsonPath = (0,external_node_path_.join)(folder, 'visitors.json');
    const csvPath = (0,external_node_path_.join)(folder, 'visitors.csv');
    await writeChunks(jsonPath, jsonChunks(data));
    await writeChunks(csvPath, csvChunks(data));
    return { jsonPath, csvPath };
}
async function writeChunks(path, chunks) {
    const stream = (0,external_node_fs_.createWriteStream)(path, { encoding: 'utf8', mode: 0o644 });
    const failed = (0,external_node_events_.once)(stream, 'error').then(([error]) => Promise.reject(error));
    failed.catch(() => undefined);
    for (const chunk of chunks) {
        if (!stream.write((0,secrets/* scrub */._I)(chunk)))
            await Promise.race([(0,external_node_events_.once)(stream, 'drain'), failed]);
    }
    stream.end();
    await Promise.race([(0,external_node_events_.once)(stream, 'finish'), failed]);
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
/** A CSV field (RFC 4180), with spreadsheet formulas neutralised: `=`, `+`, `-`, `@`, tab, CR first get a `'`. */
function csvField(value) {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text))
        text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
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
    else if (previousResult.reason instanceof errors/* CancelledError */.cc)
        throw previousResult.reason;
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
    const markdown = renderVisitorReport(comparison, {
        ...range,
        previous: previous ? previousRange : undefined,
        requests,
        partial,
        partialReason: reasons.join('; ') || undefined,
        rows: current.table.size
    });
    const files = await writeVisitorFiles(opts.tempDir, {
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

;// CONCATENATED MODULE: ./src/report/visitors/step.ts
/**
 * The visitors feature (src/visitors/): exports the visitors analytics for a date range and the period before it
 * (export.ts, table.ts, string-pool.ts), compares them (compare.ts), writes the JSON and CSV files (files.ts), renders
 * the visitors report (report.ts) and publishes it: outputs, job summary and a comment (this file, the only one that
 * sets its outputs). It may import github/, service/, action/ and text/, never agent/ or main.
 */






/** Exports and reports visitors: outputs, the job summary, and a comment on the issue/PR when there is one. */
async function visitorsStep(context) {
    keepYoungGenerationSmall();
    const report = await runVisitorReport(context.client, context.settings.visitors, {
        deadline: context.deadline,
        tempDir: process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        log: log/* info */.pq,
        warn: line => (0,log/* warning */.$e)(line)
    });
    for (const [name, value] of Object.entries(report.outputs))
        (0,outputs/* setOutput */.u)(name, value);
    await (0,summary_file/* writeSummary */.S)(report.markdown);
    // A scheduled run with issue-number appends one report comment a run to its tracking issue.
    await context.issueThread?.post(report.markdown);
}


/***/ })

};

//# sourceMappingURL=563.index.js.map