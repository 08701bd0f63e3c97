export const id = 254;
export const ids = [254];
export const modules = {

/***/ 1254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderVisibleText: () => (/* binding */ renderVisibleText)
});

// EXTERNAL MODULE: ./node_modules/mdast-util-from-markdown/lib/index.js + 45 modules
var lib = __webpack_require__(6855);
// EXTERNAL MODULE: ./node_modules/mdast-util-gfm/lib/index.js + 6 modules
var mdast_util_gfm_lib = __webpack_require__(6552);
// EXTERNAL MODULE: ./node_modules/mdast-util-math/lib/index.js
var mdast_util_math_lib = __webpack_require__(3926);
// EXTERNAL MODULE: ./node_modules/mdast-util-newline-to-break/lib/index.js
var mdast_util_newline_to_break_lib = __webpack_require__(7880);
// EXTERNAL MODULE: ./node_modules/mdast-util-to-hast/lib/index.js + 30 modules
var mdast_util_to_hast_lib = __webpack_require__(7185);
// EXTERNAL MODULE: ./node_modules/hast-util-from-parse5/lib/index.js + 8 modules
var hast_util_from_parse5_lib = __webpack_require__(5115);
// EXTERNAL MODULE: ./node_modules/hast-util-sanitize/lib/schema.js
var schema = __webpack_require__(7377);
// EXTERNAL MODULE: ./node_modules/hast-util-sanitize/lib/index.js
var hast_util_sanitize_lib = __webpack_require__(7938);
// EXTERNAL MODULE: ./node_modules/hast-util-to-text/lib/index.js
var hast_util_to_text_lib = __webpack_require__(376);
// EXTERNAL MODULE: ./node_modules/micromark-extension-gfm/index.js + 7 modules
var micromark_extension_gfm = __webpack_require__(2297);
// EXTERNAL MODULE: ./node_modules/micromark-extension-math/lib/syntax.js + 2 modules
var syntax = __webpack_require__(1795);
// EXTERNAL MODULE: ./src/text/hidden.ts
var text_hidden = __webpack_require__(4947);
// EXTERNAL MODULE: ./node_modules/parse5/dist/index.js + 17 modules
var dist = __webpack_require__(3194);
// EXTERNAL MODULE: ./node_modules/property-information/lib/find.js
var find = __webpack_require__(7522);
// EXTERNAL MODULE: ./node_modules/property-information/index.js + 11 modules
var property_information = __webpack_require__(4278);
;// CONCATENATED MODULE: ./src/text/rendered-page.ts



// The void elements the markdown renderer writes (a line break, a rule, an image, a task box): no end tag.
const VOID = new Set(['br', 'hr', 'img', 'input']);
/** The page as HTML: raw HTML as written, text and attribute values escaped as cmark-gfm does (`& < > "`). */
function writePage(tree) {
    let html = '';
    const raws = [];
    const write = (node) => {
        if (node.type === 'raw') {
            raws.push({ start: html.length, end: html.length + node.value.length, node });
            html += node.value;
        }
        else if (node.type === 'text') {
            html += rendered_page_escape(node.value);
        }
        else if (node.type === 'element') {
            html += `<${node.tagName}${attributes(node.properties)}>`;
            node.children.forEach(write);
            if (!VOID.has(node.tagName))
                html += `</${node.tagName}>`;
        }
        else if (node.type === 'root') {
            node.children.forEach(write);
        } // the renderer writes no comment, doctype or other node
    };
    write(tree);
    return { html, raws };
}
function attributes(properties) {
    let written = '';
    for (const [key, value] of Object.entries(properties)) {
        if (value === undefined || value === null || value === false)
            continue;
        const info = (0,find/* find */.I)(property_information/* html */.qy, key);
        const text = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value === true ? '' : value;
        written += ` ${info.attribute}="${rendered_page_escape(String(text))}"`;
    }
    return written;
}
function rendered_page_escape(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
/**
 * The page parsed once, in a `div` as GitHub shows a comment, with what in the parse is in doubt. Scripting off, as a
 * sanitiser on a server parses (what follows a `<noscript>` is in doubt either way).
 */
function parsePage(page) {
    const context = dist/* defaultTreeAdapter */.jh.createElement('div', dist/* html.NS */.qy.NS.HTML, []);
    const fragment = (0,dist/* parseFragment */.oH)(context, page.html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
    const end = page.html.length;
    // A comment the page's end closes is located one past it: every token ends within the page.
    const tokens = tokensOf(fragment.childNodes, page.html)
        .map(token => ({ ...token, end: Math.min(token.end, end) }))
        .sort((a, b) => a.start - b.start);
    let doubtFrom = end;
    const pieceAt = (offset) => {
        const raw = page.raws[lastStartingBy(page.raws, offset)];
        return raw && offset < raw.end ? raw : undefined;
    };
    for (const token of tokens) {
        const piece = pieceAt(token.start);
        // A real comment ends only at `-->` or the page's end: running to the end, it hides what GitHub hides; ending in a
        // later piece of raw HTML, it ends there only if that piece is raw HTML on GitHub too, which is not known for
        // certain. A tag or a bogus comment (`<?`, `<!x`) ends at the next `>` or quote, which may be the renderer's own
        // markup, and this renderer's markup is not GitHub's. (Text read up to an end tag, `<script>` or `<textarea>`,
        // hides nothing on GitHub: cmark-gfm's tagfilter writes their start tags as text, `&lt;script>`.)
        const runsToEnd = token.kind === 'comment' && token.end === end;
        // Text runs on over the renderer's markup as it does on GitHub: escaped, it changes nothing of the parse.
        const spills = token.kind !== 'text' && piece !== undefined && token.end > piece.end;
        if (spills && !runsToEnd)
            doubtFrom = Math.min(doubtFrom, token.start);
        // A browser reads what follows `<noscript>` as text up to `</noscript>`, a sanitiser on a server as markup (a
        // comment opened in it runs on): which of the two GitHub's page follows is not known for certain.
        if (token.kind === 'noscript')
            doubtFrom = Math.min(doubtFrom, token.start);
    }
    const bounds = new Set([0, end, ...tokens.flatMap(token => [token.start, token.end])]);
    const carried = tokens.filter(token => token.kind === 'text' || token.kind === 'comment');
    for (const raw of page.raws) {
        // A piece that ends inside a token the parser keeps no trace of (an end tag with attributes, a doctype) left the
        // tokenizer where this page's next characters may not be GitHub's. Text and comments never overlap: the last one
        // starting before the piece's end is the only one that can hold it.
        const holder = carried[lastStartingBy(carried, raw.end - 1)];
        const inside = holder !== undefined && raw.end < holder.end;
        if (!inside && !bounds.has(raw.end))
            doubtFrom = Math.min(doubtFrom, raw.start);
    }
    const wholeComments = new Set(page.raws.filter(raw => oneComment(raw.node.value) && unseenWhole(raw, tokens)));
    let commentText = 0;
    for (const token of tokens) {
        if (token.data === undefined)
            continue;
        const piece = pieceAt(token.start);
        if (piece && wholeComments.has(piece))
            continue;
        commentText += piece && token.end > piece.end ? textOf(token.data) : (0,text_hidden/* codePoints */.BH)(token.data);
    }
    return { fragment, doubtFrom, commentText, wholeComments };
}
/**
 * HTML that is one comment (closed, or running to the end as `<!-->` and `<!--->` do too), processing instruction,
 * declaration or CDATA section, as written.
 */
function oneComment(html) {
    return /^(?:<!--[\s\S]*?-->|<!--(?![\s\S]*-->)[\s\S]*|<\?[\s\S]*?\?>|<![A-Za-z][^>]*>|<!\[CDATA\[[\s\S]*?\]\]>)$/.test(html);
}
/**
 * A piece nothing of which is shown: only comments (or what the parser ignores, a doctype) start in it, none runs out
 * of it, and nothing but text around it (which the parser joins across an ignored doctype) runs into it.
 */
function unseenWhole(raw, tokens) {
    const before = tokens[lastStartingBy(tokens, raw.start - 1)];
    if (before && before.end > raw.start && before.kind !== 'text')
        return false;
    for (let i = lastStartingBy(tokens, raw.start - 1) + 1; i < tokens.length && tokens[i].start < raw.end; i++) {
        if (tokens[i].data === undefined || tokens[i].end > raw.end)
            return false;
    }
    return true;
}
/** The index of the last of `sorted` (by start) that starts at or before `offset`; -1 when none does. */
function lastStartingBy(sorted, offset) {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (sorted[middle].start <= offset)
            low = middle + 1;
        else
            high = middle;
    }
    return low - 1;
}
/** Every token the parse kept a trace of, where it is in the page. */
function tokensOf(nodes, html) {
    const tokens = [];
    const visit = (children) => {
        for (const node of children) {
            const at = node.sourceCodeLocation;
            if ('tagName' in node) {
                // An element the parser made up (an implied tbody) has no tags of its own, only children.
                const { startTag, endTag } = node.sourceCodeLocation ?? {};
                if (startTag)
                    tokens.push({ start: startTag.startOffset, end: startTag.endOffset, kind: 'tag' });
                // Read as text (a browser) or as markup (a sanitiser on a server), a noscript of text alone ends at its own end
                // tag either way; any other is in doubt.
                const plain = endTag && node.childNodes.every(child => child.nodeName === '#text');
                if (startTag && node.tagName === 'noscript' && !plain)
                    tokens.push({ start: startTag.startOffset, end: startTag.endOffset, kind: 'noscript' });
                if (endTag)
                    tokens.push({ start: endTag.startOffset, end: endTag.endOffset, kind: 'tag' });
                visit(node.childNodes);
                if (node.nodeName === 'template')
                    visit(node.content.childNodes);
            }
            else if (at && node.nodeName === '#text') {
                tokens.push({ start: at.startOffset, end: at.endOffset, kind: 'text' });
            }
            else if (at && node.nodeName === '#comment') {
                const real = html.startsWith('<!--', at.startOffset);
                tokens.push({ start: at.startOffset, end: at.endOffset, kind: real ? 'comment' : 'bogus', data: node.data });
            }
        }
    };
    visit(nodes);
    return tokens;
}
/** Drops every text node that reaches past `offset` of the page: from there on, the text is in doubt. */
function dropTextFrom(fragment, offset) {
    const visit = (parent) => {
        parent.childNodes = parent.childNodes.filter(node => {
            if (!('tagName' in node))
                return node.nodeName !== '#text' || (node.sourceCodeLocation?.endOffset ?? 0) <= offset;
            visit(node);
            if (node.nodeName === 'template')
                visit(node.content);
            return true;
        });
    };
    visit(fragment);
}
/** The text a comment's HTML would show: a comment running over the page holds the renderer's tags. */
function textOf(html) {
    const context = dist/* defaultTreeAdapter */.jh.createElement('div', dist/* html.NS */.qy.NS.HTML, []);
    let count = 0;
    const visit = (nodes) => {
        for (const node of nodes) {
            if ('tagName' in node)
                visit(node.childNodes);
            else if (node.nodeName === '#text')
                count += (0,text_hidden/* codePoints */.BH)(node.value);
        }
    };
    visit((0,dist/* parseFragment */.oH)(context, html, { scriptingEnabled: false }).childNodes);
    return count;
}

;// CONCATENATED MODULE: ./src/text/visible-markdown.ts












// The rules are functions, not module constants: a rule is then read by every render that needs it (and every test
// that renders reaches it), while the module is loaded once, lazily.
/**
 * GitHub's sanitiser schema, with the elements whose content GitHub does not show as text removed with their content
 * instead of unwrapped (the Sanitize gem removes these contents; `rp` is the parenthesis a browser with ruby hides;
 * a `template`'s content is not its children, so unwrapping it leaves nothing).
 */
function visible_markdown_schema() {
    const strip = ['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'svg', 'math'];
    strip.push('xmp', 'textarea', 'title', 'object', 'select', 'option', 'rp');
    return { ...schema/* defaultSchema */.j, tagNames: (schema/* defaultSchema */.j.tagNames ?? []).filter(name => name !== 'rp'), strip };
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
            return { text: '', removed: (0,text_hidden/* codePoints */.BH)(markdown) };
        throw error;
    }
}
function render(markdown) {
    const tree = (0,lib/* fromMarkdown */.Y)(markdown, {
        extensions: [(0,micromark_extension_gfm/* gfm */.T)(), (0,syntax/* math */.D)()],
        mdastExtensions: [(0,mdast_util_gfm_lib/* gfmFromMarkdown */.C)(), (0,mdast_util_math_lib/* mathFromMarkdown */.c)()]
    });
    let hidden = hideInMarkdown(tree, markdown);
    (0,mdast_util_newline_to_break_lib/* newlineToBreak */.H)(tree); // GitHub shows a line break in an issue or comment as one
    // The whole page, parsed once: raw HTML left open in a list item or a quote runs on over the rest, as on GitHub.
    const page = parsePage(writePage((0,mdast_util_to_hast_lib/* toHast */._)(tree, { allowDangerousHtml: true })));
    for (const piece of page.wholeComments)
        hidden += (0,text_hidden/* codePoints */.BH)(sourceOf(piece.node, markdown));
    hidden += page.commentText;
    const parsed = (0,hast_util_from_parse5_lib/* fromParse5 */.D)(page.fragment);
    const before = textLength(parsed);
    dropTextFrom(page.fragment, page.doubtFrom); // what GitHub shows from there on is not known for certain
    const html = withoutComments((0,hast_util_from_parse5_lib/* fromParse5 */.D)(page.fragment));
    hidden += before - textLength(html) + wordCharacters(html);
    const shown = (0,hast_util_sanitize_lib/* sanitize */.a)(html, visible_markdown_schema());
    hidden += Math.max(0, textLength(html) - textLength(shown));
    hidden += removeInvisibleText(shown);
    const visible = layout((0,hast_util_to_text_lib/* toText */.f)(decorate(shown)));
    return { text: visible, removed: hidden };
}
/** Drops, in the markdown tree, what GitHub parses but does not show; returns how many characters that was. */
function hideInMarkdown(tree, source) {
    let hidden = 0;
    const visit = (parent) => {
        parent.children = parent.children.filter(child => {
            const unseen = unseenCharacters(child);
            if (unseen === 'all') {
                hidden += (0,text_hidden/* codePoints */.BH)(sourceOf(child, source));
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
            let unseen = (0,text_hidden/* codePoints */.BH)(node.meta ?? '');
            if (lang === 'mermaid') {
                const drawn = mermaidDrawn(node.value);
                unseen += (0,text_hidden/* codePoints */.BH)(node.value) - (0,text_hidden/* codePoints */.BH)(drawn);
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
 * Characters in the attributes that hold an author's words (alt, title, name, srcset, …), none of which is text.
 * Attributes the renderer itself sets (a task box's type, a table's align, a class) are not counted.
 */
function wordCharacters(node) {
    if (!('children' in node))
        return 0;
    let sum = 0;
    if (node.type === 'element') {
        for (const [name, value] of Object.entries(node.properties)) {
            if (holdsWords(name))
                sum += (0,text_hidden/* codePoints */.BH)(String(value));
        }
    }
    return node.children.reduce((total, child) => total + wordCharacters(child), sum);
}
/** Removes invisible characters from every text node (before the layout, which could drop some uncounted). */
function removeInvisibleText(node) {
    if (node.type === 'text') {
        const visible = (0,text_hidden/* removeInvisible */.i)(node.value);
        const removed = (0,text_hidden/* codePoints */.BH)(node.value) - (0,text_hidden/* codePoints */.BH)(visible);
        node.value = visible;
        return removed;
    }
    if (!('children' in node))
        return 0;
    return node.children.reduce((sum, child) => sum + removeInvisibleText(child), 0);
}
/** Without its comments (counted already), the text on both sides of one joined: its white space is one run. */
function withoutComments(node) {
    const children = [];
    for (const child of node.children) {
        const last = children[children.length - 1];
        if (child.type === 'comment')
            continue;
        if (child.type === 'text' && last?.type === 'text')
            last.value += child.value;
        else
            children.push(child.type === 'element' ? withoutComments(child) : child);
    }
    node.children = children;
    return node;
}
function textLength(node) {
    if (node.type === 'text')
        return (0,text_hidden/* codePoints */.BH)(node.value);
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
                return [visible_markdown_text(child.value.replace(/^[ \t\n]+/, ''))];
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
                line.children.unshift(visible_markdown_text(bullet));
            }
            else if (tagName === 'input') {
                // GitHub's schema keeps an input only as a disabled checkbox.
                return [visible_markdown_text(child.properties.checked ? '[x]' : '[ ]')];
            }
            else if (/^h[1-6]$/.test(tagName)) {
                child.children.unshift(visible_markdown_text(`${'#'.repeat(Number(tagName[1]))} `));
            }
            else if (tagName === 'pre') {
                const code = (0,hast_util_to_text_lib/* toText */.f)(child);
                if (!code.trim())
                    return [];
                child.children = [visible_markdown_text('```\n'), ...child.children, visible_markdown_text(code.endsWith('\n') ? '```' : '\n```')];
            }
            else if (tagName === 'code' && !(node.type === 'element' && node.tagName === 'pre')) {
                child.children = [visible_markdown_text('`'), ...child.children, visible_markdown_text('`')];
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
function visible_markdown_text(value) {
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

//# sourceMappingURL=254.index.js.map