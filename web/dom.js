// @ts-check
// Small DOM helpers: elements made with their attributes and children,
// legal and refused marks on what a player may click.

/** @typedef {import("./board.js").Move} Move */

/**
 * One child of an element: a node, or text; null and false are left out.
 * @typedef {Node | string | number | null | undefined | false} Leaf
 */

/** @typedef {Leaf | Leaf[]} Child */

/**
 * An element's attributes: on* functions become listeners, class may be a
 * list (falsy entries left out), true is an empty attribute, null and false
 * leave the attribute out.
 * @typedef {{
 *   onclick?: (e: MouseEvent) => void,
 *   onchange?: (e: Event) => void,
 *   oninput?: (e: Event) => void,
 *   onsubmit?: (e: SubmitEvent) => void,
 *   class?: string | (string | false | null | undefined)[],
 *   [name: string]: unknown,
 * }} Attrs
 */

const NS = "http://www.w3.org/2000/svg";

/**
 * svg makes an SVG element with attributes and children.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export function svg(tag, attrs = {}, ...children) {
  return fill(/** @type {SVGElementTagNameMap[K]} */ (document.createElementNS(NS, tag)), attrs, children);
}

/**
 * html makes an HTML element with attributes and children.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function html(tag, attrs = {}, ...children) {
  return fill(document.createElement(tag), attrs, children);
}

/**
 * fill sets el's attributes and appends its children: nodes, or strings and
 * numbers as text; null and false are left out.
 * @template {Element} E
 * @param {E} el
 * @param {Attrs} attrs
 * @param {Child[]} children
 * @returns {E}
 */
function fill(el, attrs, children) {
  setAttrs(el, attrs);
  for (const c of children.flat()) {
    if (c == null || c === false) continue;
    el.append(typeof c === "string" || typeof c === "number" ? document.createTextNode(String(c)) : c);
  }
  return el;
}

/**
 * @param {Element} el
 * @param {Attrs} attrs
 */
function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v == null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), /** @type {EventListener} */ (v));
    } else if (k === "class") {
      el.setAttribute("class", Array.isArray(v) ? v.filter(Boolean).join(" ") : String(v));
    } else {
      el.setAttribute(k, v === true ? "" : String(v));
    }
  }
}

/**
 * markLegal makes el clickable towards a legal move.
 * @template {Element} E
 * @param {E} el
 * @param {(e: Event) => void} onClick
 * @returns {E}
 */
export function markLegal(el, onClick) {
  el.setAttribute("data-legal", "");
  el.classList.add("legal");
  el.addEventListener("click", (e) => {
    e.stopPropagation();
    onClick(e);
  });
  return el;
}

/**
 * setLegal marks or unmarks a persistent element (one kept across renders,
 * whose click handler follows the latest render) as clickable towards a
 * legal move.
 * @template {Element} E
 * @param {E} el
 * @param {boolean} on
 * @returns {E}
 */
export function setLegal(el, on) {
  el.toggleAttribute("data-legal", on);
  el.classList.toggle("legal", on);
  return el;
}

/**
 * markRefused makes el explain, when clicked, why it cannot be played.
 * @template {Element} E
 * @param {E} el
 * @param {(e: Event) => void} why
 * @returns {E}
 */
export function markRefused(el, why) {
  el.classList.add("refused");
  el.addEventListener("click", (e) => {
    e.stopPropagation();
    why(e);
  });
  return el;
}

/**
 * movesOf lists the legal moves' objects, optionally of one type.
 * @template {Move} M
 * @template {M["type"]} K
 * @param {import("./board.js").Legal<M>[] | null | undefined} legal
 * @param {K} [type]
 * @returns {Extract<M, {type: K}>[]}
 */
export function movesOf(legal, type) {
  const ms = (legal || []).map((l) => l.move);
  return /** @type {Extract<M, {type: K}>[]} */ (type ? ms.filter((m) => m.type === type) : ms);
}

/**
 * swap replaces el's children with fresh ones as replaceChildren does, but
 * keeps what a person was doing there: what they typed or chose in a
 * field the fresh children draw again (found by its tag, name and data
 * attributes), the field or button that had the focus (with the text's
 * selection), and which details were open. A redraw never takes away what
 * is being typed, nor where the focus is.
 * @param {Element} el
 * @param {...(Node | string)} children
 */
export function swap(el, ...children) {
  const before = keys(el);
  const focused = document.activeElement;
  /** @type {{key: string, start: number | null, end: number | null} | null} */
  let focus = null;
  for (const [key, old] of before) {
    if (old !== focused) continue;
    const text = textField(old);
    focus = { key, start: text ? text.selectionStart : null, end: text ? text.selectionEnd : null };
  }
  el.replaceChildren(...children);
  const after = keys(el);
  for (const [key, old] of before) {
    const now = after.get(key);
    if (!now || now.tagName !== old.tagName) continue;
    if (old instanceof HTMLDetailsElement && now instanceof HTMLDetailsElement) now.open = old.open;
    keepValue(old, now);
  }
  const now = focus && after.get(focus.key);
  if (!focus || !(now instanceof HTMLElement)) return;
  now.focus({ preventScroll: true });
  const text = textField(now);
  if (text && focus.start !== null) text.setSelectionRange(focus.start, focus.end);
}

/**
 * keys names every field, button and details under el by its tag, name
 * and data attributes, numbered among those of one name.
 * @param {Element} el
 * @returns {Map<string, Element>}
 */
function keys(el) {
  /** @type {Map<string, Element>} */
  const out = new Map();
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const x of el.querySelectorAll("input, select, textarea, button, details, a[href], [tabindex]")) {
    const data = [...x.attributes].filter((a) => a.name === "name" || a.name.startsWith("data-") && a.name !== "data-legal").map((a) => `${a.name}=${a.value}`);
    const base = [x.tagName, ...data].join("|");
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    out.set(`${base}#${n}`, x);
  }
  return out;
}

/**
 * keepValue carries what a person typed or chose in old over to now, the
 * same field drawn afresh; a field nobody changed takes its fresh value.
 * @param {Element} old
 * @param {Element} now
 */
function keepValue(old, now) {
  if (old instanceof HTMLInputElement && now instanceof HTMLInputElement) {
    if (now.readOnly || old.type !== now.type) return;
    if (old.type === "checkbox" || old.type === "radio") {
      if (old.checked !== old.defaultChecked) now.checked = old.checked;
    } else if (old.value !== old.defaultValue) {
      now.value = old.value;
    }
  } else if (old instanceof HTMLTextAreaElement && now instanceof HTMLTextAreaElement) {
    if (old.value !== old.defaultValue) now.value = old.value;
  } else if (old instanceof HTMLSelectElement && now instanceof HTMLSelectElement) {
    const chosen = [...old.options].some((o) => o.selected !== o.defaultSelected);
    if (chosen && [...now.options].some((o) => o.value === old.value)) now.value = old.value;
  }
}

/**
 * textField is el when it holds text with a selection, else null.
 * @param {Element} el
 * @returns {HTMLInputElement | HTMLTextAreaElement | null}
 */
function textField(el) {
  if (el instanceof HTMLTextAreaElement) return el;
  if (el instanceof HTMLInputElement && /^(text|search|url|tel|password|email)$/.test(el.type)) return el;
  return null;
}
