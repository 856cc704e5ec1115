// @ts-check
// The create form's option fields, built from the game's own declarations
// (GET /api/games; engine/options.go) in the reader's language: a checkbox,
// a select (of choices, seats or presets), a number, a row of numbers or a
// text. Options that do not apply to the player count are left out, the
// advanced ones folded under "More options"; a value equal to the default
// is not kept, so the server gets only what differs.

import { html } from "./board.js";
import { lang, t } from "./i18n.js";
import { valueOf } from "./common.js";

/** @typedef {import("./wire.js").OptionDecl} OptionDecl */
/** @typedef {import("./wire.js").Text} Text */

/**
 * What the option fields read and change in the form: the player count,
 * the values that differ from their defaults, and whether the advanced
 * options are unfolded.
 * @typedef {{players: number, options: Record<string, unknown>, more: boolean}} Chosen
 */

/**
 * optionsFieldset is the fieldset of the options that apply to f.players,
 * the advanced ones folded; null when there are none.
 * @param {OptionDecl[]} decls
 * @param {Chosen} f
 */
export function optionsFieldset(decls, f) {
  const shown = decls.filter((d) => applies(d, f.players));
  if (!shown.length) return null;
  const basic = shown.filter((d) => !d.advanced);
  const advanced = shown.filter((d) => d.advanced);
  const more = advanced.length
    ? html(
        "details",
        {
          class: "more-options",
          open: f.more || advanced.some((d) => d.name in f.options),
          ontoggle: (/** @type {Event} */ e) => (f.more = /** @type {HTMLDetailsElement} */ (e.currentTarget).open),
        },
        html("summary", {}, t("lobby.moreOptions")),
        html("div", { class: "more-fields" }, advanced.map((d) => field(d, f))),
      )
    : null;
  return html("fieldset", { class: "options" }, html("legend", {}, t("lobby.options")), basic.map((d) => field(d, f)), more);
}

/**
 * sentOptions is what the server is sent: the values that differ from
 * their defaults, of the options that apply to f.players.
 * @param {OptionDecl[]} decls
 * @param {Chosen} f
 * @returns {Record<string, unknown>}
 */
export function sentOptions(decls, f) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const d of decls) {
    if (d.name in f.options && applies(d, f.players)) out[d.name] = f.options[d.name];
  }
  return out;
}

/**
 * fitOptions forgets, after the player count changed, the seats chosen
 * that no longer exist.
 * @param {OptionDecl[]} decls
 * @param {Chosen} f
 */
export function fitOptions(decls, f) {
  for (const d of decls) {
    const v = f.options[d.name];
    if (d.kind === "seat" && typeof v === "number" && v >= f.players) delete f.options[d.name];
  }
}

/**
 * applies tells whether an option applies to a game of n players.
 * @param {OptionDecl} d
 * @param {number} n
 */
function applies(d, n) {
  return !d.players?.length || d.players.includes(n);
}

/**
 * tr is a declared text in the reader's language.
 * @param {Text | undefined} text
 */
function tr(text) {
  return text ? text[lang()] || text.en : "";
}

/**
 * same tells whether two option values are equal.
 * @param {unknown} a
 * @param {unknown} b
 */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * field is the field of one option: its label, its input, its help.
 * @param {OptionDecl} d
 * @param {Chosen} f
 */
function field(d, f) {
  const value = d.name in f.options ? f.options[d.name] : d.default;
  /** @param {unknown} v */
  const set = (v) => {
    if (same(v, d.default)) delete f.options[d.name];
    else f.options[d.name] = v;
  };
  const name = "opt-" + d.name;
  const input = inputOf(d, f, name, value, set);
  const group = d.kind === "ints" && !d.presets?.length;
  return html(
    group ? "div" : "label",
    { class: ["field", "option", d.kind === "bool" && "check"], "data-option": d.name, role: group ? "group" : null },
    html("span", {}, tr(d.label)),
    input,
    d.help ? html("small", { class: "help" }, tr(d.help)) : null,
  );
}

/**
 * inputOf is the input of one option, by its kind.
 * @param {OptionDecl} d
 * @param {Chosen} f
 * @param {string} name  the input's form name
 * @param {unknown} value  the value shown
 * @param {(v: unknown) => void} set
 */
function inputOf(d, f, name, value, set) {
  switch (d.kind) {
    case "bool":
      return html("input", { type: "checkbox", name, checked: !!value, onchange: (e) => set(/** @type {HTMLInputElement} */ (e.currentTarget).checked) });
    case "choice":
      return select(name, entries(d, (d.choices || []).map((c) => [c.value, tr(c.text)])), value, set);
    case "seat":
      return select(name, entries(d, range(f.players).map((i) => [i, t("lobby.seat", { n: i + 1 })])), value, set);
    case "int":
    case "ints":
      if (d.presets?.length) return select(name, entries(d, d.presets.map((p) => [p.value, tr(p.text)])), value, set);
      return d.kind === "int" ? number(d, name, value, set) : numbers(d, name, value, set);
    case "text":
      return html(
        "textarea",
        { name, class: "opt-text", rows: 1, spellcheck: "false", placeholder: placeholder(d), oninput: (e) => set(valueOf(e) === "" ? d.default : valueOf(e)) },
        typeof value === "string" ? value : Array.isArray(value) ? value.join("\n") : "",
      );
  }
  return null;
}

/**
 * entries are a select's values and texts: the declared ones, after an
 * entry for the default when the list lacks it (the game's own way when
 * the default is null).
 * @param {OptionDecl} d
 * @param {[unknown, string][]} list
 * @returns {[unknown, string][]}
 */
function entries(d, list) {
  if (list.some(([v]) => same(v, d.default))) return list;
  const text = d.default === null ? tr(d.default_text) || t("lobby.default") : Array.isArray(d.default) ? d.default.join(" ") : String(d.default);
  return [[d.default, text], ...list];
}

/**
 * select is a select of entries; each option's value is the entry's JSON.
 * @param {string} name
 * @param {[unknown, string][]} list
 * @param {unknown} value  the entry selected
 * @param {(v: unknown) => void} set
 */
function select(name, list, value, set) {
  return html(
    "select",
    { name, onchange: (e) => set(JSON.parse(valueOf(e))) },
    list.map(([v, text]) => html("option", { value: JSON.stringify(v), selected: same(v, value) }, text)),
  );
}

/**
 * number is the input of a whole number within the option's range; left
 * empty, the default.
 * @param {OptionDecl} d
 * @param {string} name
 * @param {unknown} value
 * @param {(v: unknown) => void} set
 */
function number(d, name, value, set) {
  return html("input", {
    type: "number",
    name,
    inputmode: "numeric",
    min: d.min ?? 0,
    max: Math.min(d.max ?? 0, Number.MAX_SAFE_INTEGER),
    step: 1,
    value: typeof value === "number" ? value : null,
    placeholder: placeholder(d),
    oninput: (e) => set(valueOf(e) === "" ? d.default : Number(valueOf(e))),
  });
}

/**
 * numbers is a row of len whole numbers within the option's range (counts
 * of cards by value), named name-0, name-1…
 * @param {OptionDecl} d
 * @param {string} name
 * @param {unknown} value
 * @param {(v: unknown) => void} set
 */
function numbers(d, name, value, set) {
  const len = d.len || (Array.isArray(value) ? value.length : 0);
  /** @type {number[]} */
  const list = range(len).map((i) => (Array.isArray(value) && typeof value[i] === "number" ? value[i] : d.min ?? 0));
  return html(
    "span",
    { class: "opt-ints" },
    list.map((n, i) =>
      html("input", {
        type: "number",
        name: `${name}-${i}`,
        inputmode: "numeric",
        required: true,
        min: d.min ?? 0,
        max: d.max ?? 0,
        step: 1,
        value: n,
        "aria-label": `${tr(d.label)} ${i + 1}`,
        oninput: (e) => {
          list[i] = Number(valueOf(e));
          set([...list]);
        },
      }),
    ),
  );
}

/**
 * placeholder says, in an empty input, what leaving it empty means.
 * @param {OptionDecl} d
 */
function placeholder(d) {
  return d.default === null ? tr(d.default_text) || t("lobby.default") : null;
}

/**
 * range lists 0 … n−1.
 * @param {number} n
 */
function range(n) {
  return [...Array(Math.max(0, n)).keys()];
}
