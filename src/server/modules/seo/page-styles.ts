import { LRUCache } from 'lru-cache';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

// The build's stylesheet is the whole site's (every dialog, form and private page): 58 KB, 11
// KB compressed, written into every page so that it paints without a second request. A page
// needs the rules of the classes and elements it has and the variables those read, about half
// of it; a page's HTML then fits in the first round trip of a new connection (14.6 KB,
// TCP's initial window) and the browser matches fewer rules before the first paint. The whole
// stylesheet follows once the page is painted (page-preloads.ts), for what the app draws later.

/** A rule that applies only if the page has every class and element one of its selectors names. */
interface ClassRule {
  kind: 'rule';
  text: string;
  /** Per selector of the rule, what it needs (requiredTokens). */
  needs: string[][];
  /** The custom properties the rule reads. */
  reads: string[];
}

/** A custom property declared for every element (Tailwind's theme and defaults): kept if read. */
interface VariableRule {
  kind: 'variables';
  selector: string;
  declarations: { name: string; text: string; reads: string[] }[];
}

/** `@property --name`: kept if the property is read. */
interface PropertyRule {
  kind: 'property';
  name: string;
  text: string;
}

interface Block {
  kind: 'block';
  /** The at-rule's head up to its `{`. */
  open: string;
  children: StyleNode[];
}

interface Verbatim {
  kind: 'verbatim';
  text: string;
}

type StyleNode = ClassRule | VariableRule | PropertyRule | Block | Verbatim;

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

function readsOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VAR_REFERENCE), (match) => match[1]!))];
}

/** A CSS identifier as the class attribute writes it: `md\:flex` is `md:flex`, `\31 0` is `10`. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}[ \t\n]?|[\s\S])/g, (_, sequence: string) =>
    /^[0-9a-fA-F]/.test(sequence) && /^[0-9a-fA-F]+\s?$/.test(sequence)
      ? String.fromCodePoint(Number.parseInt(sequence.trim(), 16))
      : sequence,
  );
}

const TYPE_START = /[a-zA-Z]/;

/** Where the escape starting at `at` (a backslash) ends: `\:`, or up to six hex digits and a space. */
function escapeEnd(selector: string, at: number): number {
  const hex = /^[0-9a-fA-F]{1,6}[ \t\n]?/.exec(selector.slice(at + 1, at + 8));
  return at + 1 + (hex ? hex[0].length : 1);
}

/**
 * What the page must contain for the selector to match anything in it: the classes (as `.name`)
 * and the elements (as `name`) written outside brackets and parentheses. A class or element
 * inside `:not()`, `:where()` or `:has()` may be absent while the selector matches (or its presence
 * cannot be told from the page's lists alone): not required, so the rule is kept when in doubt.
 */
export function requiredTokens(selector: string): string[] {
  const tokens: string[] = [];
  let depth = 0;
  // Where a compound selector starts, an identifier is an element's name.
  let compoundStart = true;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    const atStart = compoundStart;
    compoundStart = false;
    if (char === '\\') {
      i = escapeEnd(selector, i) - 1;
    } else if (char === '"' || char === "'") {
      i++;
      while (i < selector.length && selector[i] !== char) i += selector[i] === '\\' ? 2 : 1;
    } else if (char === '(' || char === '[') {
      depth++;
    } else if (char === ')' || char === ']') {
      depth--;
    } else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~' || char === ',')) {
      compoundStart = true;
    } else if (depth === 0 && (char === '.' || (atStart && TYPE_START.test(char)))) {
      const start = char === '.' ? i + 1 : i;
      let end = start;
      while (end < selector.length) {
        const next = selector[end]!;
        if (next === '\\') end = escapeEnd(selector, end);
        else if (/[\w-]/.test(next) || next.charCodeAt(0) > 127) end++;
        else break;
      }
      const name = unescapeIdentifier(selector.slice(start, end));
      tokens.push(char === '.' ? `.${name}` : name.toLowerCase());
      i = end - 1;
    }
  }
  return tokens;
}

function isVariableRule(rule: Rule): boolean {
  return rule.nodes.length > 0 && rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));
}

function toNode(node: ChildNode): StyleNode | null {
  if (node.type === 'comment') return null;
  if (node.type === 'rule') {
    const selectors = node.selectors.map(requiredTokens);
    if (selectors.some((tokens) => tokens.length === 0)) {
      if (isVariableRule(node)) {
        return {
          kind: 'variables',
          selector: node.selector,
          declarations: node.nodes.map((decl) => {
            const text = decl.toString();
            return { name: (decl as postcss.Declaration).prop, text, reads: readsOf((decl as postcss.Declaration).value) };
          }),
        };
      }
      return { kind: 'verbatim', text: node.toString() };
    }
    const text = node.toString();
    return { kind: 'rule', text, needs: selectors, reads: readsOf(text) };
  }
  if (node.type === 'atrule') {
    if (node.name === 'property') return { kind: 'property', name: node.params.trim(), text: node.toString() };
    // Blocks of rules; @keyframes, @font-face and statements such as `@layer a, b;` as they are.
    if (node.nodes && ['media', 'supports', 'layer', 'container'].includes(node.name)) {
      return { kind: 'block', open: `@${node.name} ${node.params}{`, children: childrenOf(node) };
    }
    return { kind: 'verbatim', text: node.nodes ? node.toString() : `${node.toString()};` };
  }
  return { kind: 'verbatim', text: node.toString() };
}

function childrenOf(container: Container): StyleNode[] {
  return (container.nodes ?? []).map(toNode).filter((node): node is StyleNode => node !== null);
}

/** What a page's HTML is made of: its distinct `class` attributes and element names, and the custom properties its inline styles read. */
interface PageShape {
  classLists: Set<string>;
  elements: Set<string>;
  reads: string[];
}

const WHITESPACE = new Set([9, 10, 12, 13, 32]);

/** Whether a character code is one of an element name's after its first: `[\w-]` (NaN past the end is not). */
function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45 || code === 95;
}

/** Whether the character at `at` is an ASCII letter (an element's name starts with one). */
function isLetter(html: string, at: number): boolean {
  const code = html.charCodeAt(at) | 32;
  return code >= 97 && code <= 122;
}

/**
 * Distinct values first: a page repeats the same class lists (a list's rows), and each is split
 * once. Found with indexOf and character codes rather than regular expressions: a quarter less
 * time on a creative page's 80 KB with indexOf, where this scan was 5% of the server's time, and
 * half with codes (1.12 to 0.59 ms with the stylesheet's cut on a profile of 61 awards, 200 KB).
 */
function shapeOf(html: string): PageShape {
  const classLists = new Set<string>();
  for (let at = html.indexOf('class="'); at !== -1; at = html.indexOf('class="', at)) {
    const start = at + 'class="'.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    if (WHITESPACE.has(html.charCodeAt(at - 1))) classLists.add(html.slice(start, end));
    at = end + 1;
  }
  const elements = new Set<string>();
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (!isLetter(html, at + 1)) continue;
    let end = at + 2;
    while (isNameChar(html.charCodeAt(end))) end++;
    elements.add(html.slice(at + 1, end));
  }
  const reads = html.includes('var(') ? readsOf(html).sort() : [];
  return { classLists, elements, reads };
}

/** A class as requiredTokens names it: `.name`, as React writes it in an attribute (`&` as `&amp;`). */
function classToken(name: string): string {
  return `.${
    name.includes('&')
      ? name
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#x27;|&#39;/g, "'")
      : name
  }`;
}

function select(nodes: StyleNode[], tokens: Set<string>, reads: Set<string>): StyleNode[] {
  const kept: StyleNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule') {
      if (node.needs.some((needed) => needed.every((token) => tokens.has(token)))) {
        kept.push(node);
        for (const name of node.reads) reads.add(name);
      }
    } else if (node.kind === 'block') {
      const children = select(node.children, tokens, reads);
      if (children.length > 0) kept.push({ ...node, children });
    } else {
      if (node.kind === 'verbatim') for (const name of readsOf(node.text)) reads.add(name);
      kept.push(node);
    }
  }
  return kept;
}

/** Every variable declared for every element, by name: what each one's value reads. */
function declaredVariables(nodes: StyleNode[], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const node of nodes) {
    if (node.kind === 'variables') {
      for (const declaration of node.declarations)
        into.set(declaration.name, [...(into.get(declaration.name) ?? []), ...declaration.reads]);
    } else if (node.kind === 'block') {
      declaredVariables(node.children, into);
    }
  }
  return into;
}

function write(nodes: StyleNode[], reads: Set<string>): string {
  let css = '';
  for (const node of nodes) {
    if (node.kind === 'rule' || node.kind === 'verbatim') {
      css += node.text;
    } else if (node.kind === 'property') {
      if (reads.has(node.name)) css += node.text;
    } else if (node.kind === 'variables') {
      const declarations = node.declarations.filter((declaration) => reads.has(declaration.name)).map((declaration) => declaration.text);
      if (declarations.length > 0) css += `${node.selector}{${declarations.join(';')}}`;
    } else {
      const inner = write(node.children, reads);
      if (inner) css += `${node.open}${inner}}`;
    }
  }
  return css;
}

/** Every class and element some rule needs, numbered: what a page has of these decides its cut, nothing else. */
function neededTokens(nodes: StyleNode[], into = new Map<string, number>()): Map<string, number> {
  for (const node of nodes) {
    if (node.kind === 'rule') {
      for (const token of node.needs.flat()) if (!into.has(token)) into.set(token, into.size);
    } else if (node.kind === 'block') {
      neededTokens(node.children, into);
    }
  }
  return into;
}

/** A page's cut as its head carries it: the rules' text, and the `<style>` element encoded once. */
export interface PageStyles {
  css: string;
  tag: Buffer;
}

/**
 * The stylesheet cut down to what a rendered page uses: every rule one of whose selectors needs
 * only classes and elements the page's HTML has (rules that name neither, always), and
 * the custom properties and `@property` rules those rules (and the page's inline styles) read,
 * with what the properties themselves read. A rule cut out cannot match an element of the page.
 */
export function pageStylesheet(css: string): (html: string) => PageStyles {
  const tree = childrenOf(postcss.parse(css));
  const variables = declaredVariables(tree);
  const numbers = neededTokens(tree);
  const alwaysThere = ['html', 'head', 'body'].flatMap((element) => numbers.get(element) ?? []);
  // A class list's tokens some rule needs, by the list as the HTML writes it: lists come from the
  // components, so the same few hundred recur on every page.
  const listNumbers = new LRUCache<string, number[]>({ max: 5000 });
  const numbersOfList = (list: string): number[] => {
    let found = listNumbers.get(list);
    if (found === undefined) {
      found = list.split(/\s+/).flatMap((name) => (name ? (numbers.get(classToken(name)) ?? []) : []));
      listNumbers.set(list, found);
    }
    return found;
  };
  // Keyed by which needed tokens the page has (a bit each) and what its inline styles read: pages
  // of a kind differ in their class lists far more than in the tokens rules need (400 creative
  // pages at 1M creatives had 265 shapes but 86 sets of classes). Keyed by the sorted lists, then
  // by the sorted tokens, the cut took 0.27 ms of a creative page (300 pages at 1M), 0.19 now.
  const byKey = new LRUCache<string, PageStyles>({ max: 500 });
  return (html) => {
    const shape = shapeOf(html);
    const bits = new Uint16Array(Math.ceil(numbers.size / 16) || 1);
    const mark = (number: number) => {
      bits[number >>> 4]! |= 1 << (number & 15);
    };
    alwaysThere.forEach(mark);
    for (const list of shape.classLists) numbersOfList(list).forEach(mark);
    for (const element of shape.elements) {
      const number = numbers.get(element.toLowerCase());
      if (number !== undefined) mark(number);
    }
    const key = `${String.fromCharCode(...bits)}\n${shape.reads.join(' ')}`;
    let styles = byKey.get(key);
    if (styles === undefined) {
      const tokens = new Set([...numbers].filter(([, number]) => bits[number >>> 4]! & (1 << (number & 15))).map(([token]) => token));
      const reads = new Set(shape.reads);
      const kept = select(tree, tokens, reads);
      for (const name of reads) for (const read of variables.get(name) ?? []) reads.add(read);
      const text = write(kept, reads);
      styles = { css: text, tag: Buffer.from(`<style>${text}</style>`) };
      byKey.set(key, styles);
    }
    return styles;
  };
}
