export const id = 79;
export const ids = [79];
export const modules = {

/***/ 6079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderVisibleText: () => (/* binding */ renderVisibleText)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6855);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6552);
/* harmony import */ var mdast_util_math__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3926);
/* harmony import */ var mdast_util_newline_to_break__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7880);
/* harmony import */ var mdast_util_to_hast__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6334);
/* harmony import */ var hast_util_raw__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8661);
/* harmony import */ var hast_util_sanitize__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7377);
/* harmony import */ var hast_util_sanitize__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7938);
/* harmony import */ var hast_util_to_text__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(376);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2297);
/* harmony import */ var micromark_extension_math__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1795);
/* harmony import */ var _hidden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4947);











// The rules are functions, not module constants: a rule is then read by every render that needs it (and every test
// that renders reaches it), while the module is loaded once, lazily.
/**
 * GitHub's sanitiser schema, with the elements whose content GitHub does not show as text removed with their content
 * instead of unwrapped (the Sanitize gem removes these contents; `rp` is the parenthesis a browser with ruby hides;
 * a `template`'s content is not its children, so unwrapping it leaves nothing).
 */
function schema() {
    const strip = ['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'math'];
    strip.push('xmp', 'textarea', 'title', 'object', 'select', 'option', 'rp');
    return { ...hast_util_sanitize__WEBPACK_IMPORTED_MODULE_1__/* .defaultSchema */ .j, tagNames: (hast_util_sanitize__WEBPACK_IMPORTED_MODULE_1__/* .defaultSchema */ .j.tagNames ?? []).filter(name => name !== 'rp'), strip };
}
/**
 * HTML that is one comment (closed, or running to the end as `<!-->` and `<!--->` do too), processing instruction,
 * declaration or CDATA section: nothing of it is shown. Inside other HTML these become comments, counted by their text (unseenHtmlCharacters).
 */
function whollyUnseen(html) {
    return /^(?:<!--[\s\S]*?-->|<!--(?![\s\S]*-->)[\s\S]*|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>)$/.test(html);
}
/** Code blocks GitHub draws as a map or a 3D model: their text is not shown. */
function drawnAsPicture(lang) {
    return ['geojson', 'topojson', 'stl'].includes(lang);
}
/** Mermaid without its comments, directives and accessibility text, which are not drawn (accDescr can be a block). */
function mermaidDrawn(diagram) {
    return diagram
        .replace(/^[ \t]*(?:%%.*|acc(?:Title|Descr)[ \t]*:.*|accDescr[ \t]*\{[\s\S]*?\})(?:\n|$)/gm, '')
        .replace(/\n$/, '');
}
/** Mermaid that can colour a label away or hide it in a tooltip: the diagram is dropped whole. */
function mermaidStyled(diagram) {
    return /^[ \t]*(?:style|classDef|class|linkStyle|click|%%\{)\b|:::/m.test(diagram);
}
/** TeX that can hide or shrink text away (MathJax): math holding any of these is dropped whole. */
function texHides(tex) {
    return /\\(?:[hv]?phantom|smash|color|textcolor|colorbox|fcolorbox|style|class|cssId|href|mathchoice|[lrc]lap|math[lrc]lap|raise|lower|moveleft|moveright|kern|mkern|hskip|mskip|hspace|tiny|scriptsize|scriptstyle|scriptscriptstyle|require|unicode|hidden|html[A-Za-z]*|bbox|mmlToken|toggle|texttip|mathtip)(?![a-zA-Z])/.test(tex ?? '');
}
/** Attributes that hold an author's words (alt, title, name, srcset, …), as hast names them. */
function holdsWords(attribute) {
    return ['alt', 'title', 'name', 'srcSet', 'value', 'label', 'summary', 'abbr', 'content', 'placeholder'].includes(attribute);
}
/**
 * The visible text of `markdown`, and how many characters of it were hidden. Markup nested a few thousand deep (`<b>`
 * 4,000 times fits in an issue or pull request body) overflows the stack of the tree walks: what GitHub shows of it is
 * not known for certain, so none of that text is sent, as for any text whose rendering is in doubt.
 */
function renderVisibleText(markdown) {
    try {
        return render(markdown);
    }
    catch (error) {
        if (error instanceof RangeError && /call stack/i.test(error.message))
            return { text: '', removed: (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(markdown) };
        throw error;
    }
}
function render(markdown) {
    const tree = (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_2__/* .fromMarkdown */ .Y)(markdown, {
        extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfm */ .T)(), (0,micromark_extension_math__WEBPACK_IMPORTED_MODULE_4__/* .math */ .D)()],
        mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_5__/* .gfmFromMarkdown */ .C)(), (0,mdast_util_math__WEBPACK_IMPORTED_MODULE_6__/* .mathFromMarkdown */ .c)()]
    });
    let hidden = hideInMarkdown(tree, markdown);
    (0,mdast_util_newline_to_break__WEBPACK_IMPORTED_MODULE_7__/* .newlineToBreak */ .H)(tree); // GitHub shows a line break in an issue or comment as one
    const html = (0,hast_util_raw__WEBPACK_IMPORTED_MODULE_8__/* .raw */ .l)((0,mdast_util_to_hast__WEBPACK_IMPORTED_MODULE_9__/* .toHast */ ._)(tree, { allowDangerousHtml: true }));
    const before = textLength(html);
    hidden += unseenHtmlCharacters(html);
    const shown = (0,hast_util_sanitize__WEBPACK_IMPORTED_MODULE_10__/* .sanitize */ .a)(html, schema());
    hidden += Math.max(0, before - textLength(shown));
    hidden += removeInvisibleText(shown);
    const visible = layout((0,hast_util_to_text__WEBPACK_IMPORTED_MODULE_11__/* .toText */ .f)(decorate(shown)));
    return { text: visible, removed: hidden };
}
/** Drops, in the markdown tree, what GitHub parses but does not show; returns how many characters that was. */
function hideInMarkdown(tree, source) {
    let hidden = 0;
    const visit = (parent) => {
        parent.children = parent.children.filter(child => {
            const unseen = unseenCharacters(child);
            if (unseen === 'all') {
                hidden += (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(sourceOf(child, source));
                return false;
            }
            hidden += unseen;
            if ('children' in child)
                visit(child);
            return true;
        });
    };
    visit(tree);
    return hidden;
}
/** 'all' for a node nothing of which is shown, else the count of its characters that are not shown. */
function unseenCharacters(node) {
    switch (node.type) {
        case 'definition':
            return 'all';
        case 'html':
            return whollyUnseen(node.value) ? 'all' : 0;
        case 'text': // TeX that GitHub may render as math where this parser sees none ("$$" mid-paragraph) goes too
        case 'inlineMath':
        case 'math': // a block's first line ($$ \color…) is its meta
            return texHides(node.value) || ('meta' in node && texHides(node.meta)) ? 'all' : 0;
        case 'code': {
            const lang = node.lang?.toLowerCase() ?? '';
            const hides = drawnAsPicture(lang) ||
                (lang === 'math' && (texHides(node.value) || texHides(node.meta))) ||
                (lang === 'mermaid' && mermaidStyled(node.value));
            if (hides)
                return 'all';
            // The info string after the language is not shown.
            let unseen = (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(node.meta ?? '');
            if (lang === 'mermaid') {
                const drawn = mermaidDrawn(node.value);
                unseen += (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(node.value) - (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(drawn);
                node.value = drawn;
            }
            return unseen;
        }
        default:
            return 0;
    }
}
/** The markdown a node was parsed from (the parser always records where). */
function sourceOf(node, source) {
    const { start, end } = node.position;
    return source.slice(start.offset, end.offset);
}
/**
 * Characters in HTML comments (processing instructions and CDATA parse as comments too) and in the attributes that
 * hold an author's words (alt, title, name, srcset, …), none of which is text. Attributes the renderer itself sets
 * (a task box's type, a table's align, a class) are not counted.
 */
function unseenHtmlCharacters(node) {
    if (node.type === 'comment')
        return (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(node.value);
    if (!('children' in node))
        return 0;
    let sum = 0;
    if (node.type === 'element') {
        for (const [name, value] of Object.entries(node.properties)) {
            if (holdsWords(name))
                sum += (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(String(value));
        }
    }
    return node.children.reduce((total, child) => total + unseenHtmlCharacters(child), sum);
}
/** Removes invisible characters from every text node (before the layout, which could drop some uncounted). */
function removeInvisibleText(node) {
    if (node.type === 'text') {
        const visible = (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .removeInvisible */ .i)(node.value);
        const removed = (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(node.value) - (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(visible);
        node.value = visible;
        return removed;
    }
    if (!('children' in node))
        return 0;
    return node.children.reduce((sum, child) => sum + removeInvisibleText(child), 0);
}
function textLength(node) {
    if (node.type === 'text')
        return (0,_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .codePoints */ .BH)(node.value);
    if (!('children' in node))
        return 0;
    const content = node.type === 'element' && node.content ? textLength(node.content) : 0; // a template's
    return node.children.reduce((sum, child) => sum + textLength(child), content);
}
/** Marks kept as text so the agent reads the structure: list bullets, task boxes, headings, code. */
function decorate(tree) {
    const visit = (node) => {
        let item = 0;
        let afterBreak = false;
        node.children = node.children.flatMap((child) => {
            const breakBefore = afterBreak;
            afterBreak = child.type === 'element' && child.tagName === 'br';
            // The line end after a <br> would read as a space at the next line's start.
            if (child.type === 'text' && breakBefore)
                return [text(child.value.replace(/^[ \t\n]+/, ''))];
            if (child.type !== 'element')
                return [child];
            visit(child);
            const { tagName } = child;
            if (tagName === 'li') {
                item++;
                const start = Number(node.type === 'element' && node.properties.start) || 1;
                const bullet = node.type === 'element' && node.tagName === 'ol' ? `${start + item - 1}. ` : '- ';
                // In a loose list the item's text is in a paragraph: the bullet goes on its line.
                const first = child.children.find(c => c.type === 'element' || c.value.trim());
                const line = first?.type === 'element' && first.tagName === 'p' ? first : child;
                line.children.unshift(text(bullet));
            }
            else if (tagName === 'input') {
                // GitHub's schema keeps an input only as a disabled checkbox.
                return [text(child.properties.checked ? '[x]' : '[ ]')];
            }
            else if (/^h[1-6]$/.test(tagName)) {
                child.children.unshift(text(`${'#'.repeat(Number(tagName[1]))} `));
            }
            else if (tagName === 'pre') {
                const code = (0,hast_util_to_text__WEBPACK_IMPORTED_MODULE_11__/* .toText */ .f)(child);
                if (!code.trim())
                    return [];
                child.children = [text('```\n'), ...child.children, text(code.endsWith('\n') ? '```' : '\n```')];
            }
            else if (tagName === 'code' && !(node.type === 'element' && node.tagName === 'pre')) {
                child.children = [text('`'), ...child.children, text('`')];
            }
            else if (tagName === 'summary') {
                child.children.push({ type: 'element', tagName: 'br', properties: {}, children: [] });
            }
            return [child];
        });
    };
    visit(tree);
    return tree;
}
function text(value) {
    return { type: 'text', value };
}
/** Lines without the white space the layout leaves at their ends, and at most one blank line in a row. */
function layout(rendered) {
    return rendered
        .split('\n')
        .map(line => line.trimEnd())
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}


/***/ })

};

//# sourceMappingURL=79.index.js.map