export const id = 414;
export const ids = [414];
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

/***/ 1712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HX: () => (/* binding */ pagePath),
  $q: () => (/* binding */ pageView),
  r6: () => (/* binding */ plainReaderText),
  C6: () => (/* binding */ readerPolicy),
  h1: () => (/* binding */ readerView)
});

// UNUSED EXPORTS: DEFAULT_INLINE_CHARS, inlineReaderText

// EXTERNAL MODULE: ./src/text/cut.ts
var cut = __webpack_require__(3147);
// EXTERNAL MODULE: ./src/text/hidden.ts
var text_hidden = __webpack_require__(4947);
// EXTERNAL MODULE: ./src/text/markdown.ts
var markdown = __webpack_require__(6590);
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

;// CONCATENATED MODULE: ./src/report/reader.ts




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
        const placeholder = `_(reader text hidden: ${(0,markdown/* escapeMarkdown */.FV)(reasonIfHidden)}; set reader-text: show)_`;
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
/** A page of the site for a table cell: redacted all the same, a code span nothing can break out of, cut. */
const pagePath = (path) => (0,markdown/* code */.aY)(plainReaderText(path, PATH_CHARS));
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
    const { text: redacted } = redact((0,text_hidden/* visiblePlainText */.me)(text).text);
    return (0,cut/* shorten */.ml)(redacted.replace(/\s+/g, ' ').trim(), maxChars);
}
/**
 * Hidden characters go first, so a zero-width space cannot split an e-mail address past redaction (hidden removal
 * joins what it splits); then redaction, one line, the cut, and escaping.
 */
function inlineReaderText(text, maxChars = DEFAULT_INLINE_CHARS) {
    const visible = (0,text_hidden/* visiblePlainText */.me)(text).text;
    const { text: redacted } = redact(visible);
    return escapeReaderText((0,cut/* shorten */.ml)(redacted.replace(/\s+/g, ' ').trim(), maxChars));
}
/**
 * escapeMarkdown's rules, plus: no `::` left to open a workflow command at a line's start (`:\:` renders the same),
 * and no `##[` in a code span, where a backslash would show (a space breaks the runner's legacy `##[` match).
 */
function escapeReaderText(text) {
    return text
        .split(/([^\s|]+)/u) // words, and between them white space and pipes, which are never linkable
        .map(part => (0,markdown/* isLinkable */.n1)(part) ? (0,markdown/* code */.aY)(part.replace(/##\[/g, '## [')) : (0,markdown/* escapeMarkdown */.FV)(part).replace(/:(?=:)/g, ':\\'))
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
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4215);
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
    if (gaps.top.length === 0) {
        lines.push(gaps.inFlight.length > 0
            ? 'Nothing new: every gap found is already with the agent.'
            : 'No gaps found in the sections run.');
    }
    gaps.top.forEach((gap, i) => lines.push(`${i + 1}. ${describeGap(gap, meta.reader, meta.pages)}`));
    if (gaps.inFlight.length > 0) {
        lines.push('', `${(0,_text_plural_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .L)(gaps.inFlight.length, 'gap')} already sent to the agent left out while its job or pull request is open (the status comment links it).`);
    }
    if (gaps.found > gaps.top.length + gaps.inFlight.length) {
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


/***/ })

};

//# sourceMappingURL=414.index.js.map