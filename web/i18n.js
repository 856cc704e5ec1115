// @ts-check
// Texts in Russian and English. The language comes from the browser (or the
// choice stored by the switch) and can be changed at any time; boards add
// their own texts with addTexts.

/** @typedef {"ru" | "en"} Lang */
/** @typedef {import("./board.js").Texts} Texts */
/** @typedef {import("./board.js").Vars} Vars */

/** @type {Texts} */
const texts = { en: {}, ru: {} };
/** @type {Set<(code: Lang) => void>} */
const listeners = new Set();

/**
 * The languages the UI speaks.
 * @type {Lang[]}
 */
export const languages = ["ru", "en"];

let current = pickLanguage();

/**
 * isLang tells whether s is a language the UI speaks.
 * @param {unknown} s
 * @returns {s is Lang}
 */
function isLang(s) {
  return languages.includes(/** @type {Lang} */ (s));
}

/** @returns {Lang} */
function pickLanguage() {
  const saved = localStorage.getItem("caribe.lang");
  if (isLang(saved)) return saved;
  for (const l of navigator.languages || [navigator.language || "en"]) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return "en";
}

/** lang is the current language code. */
export function lang() {
  return current;
}

/**
 * setLang switches the language and tells every listener.
 * @param {string} code
 */
export function setLang(code) {
  if (!isLang(code) || code === current) return;
  current = code;
  localStorage.setItem("caribe.lang", code);
  document.documentElement.lang = code;
  for (const f of listeners) f(code);
}

/**
 * onLang calls f whenever the language changes; returns a function that stops it.
 * @param {(code: Lang) => void} f
 */
export function onLang(f) {
  listeners.add(f);
  return () => listeners.delete(f);
}

/**
 * addTexts merges texts: { en: {key: text}, ru: {key: text} }.
 * @param {Partial<Texts>} more
 */
export function addTexts(more) {
  for (const l of languages) Object.assign(texts[l], more[l] || {});
}

/**
 * t translates a key, filling {name} with vars.name and {name|one|few|many}
 * with the form that agrees with the number vars.name ("{n} {n|card is|cards
 * are}", "{n|перетасована|перетасованы|перетасовано} {n} ..."; English
 * gives two forms, Russian three). A key missing in the current language
 * falls back to English, then to the key itself.
 * @param {string} key
 * @param {Vars} [vars]
 * @returns {string}
 */
export function t(key, vars = {}) {
  const s = texts[current][key] ?? texts.en[key] ?? key;
  return s
    .replace(/\{(\w+)((?:\|[^{}|]*)+)\}/g, (m, k, forms) => (k in vars ? plural(Number(vars[k]), forms.slice(1).split("|")) : m))
    .replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/** @type {Map<string, Intl.PluralRules>} */
const rules = new Map();

// formIndex is where each plural category's form stands in a list of
// forms: one, few, many (Russian) or one, other (English); "other" (a
// fraction in Russian) takes the few form, as "2,5 карты" does.
const formIndex = { one: 0, two: 1, few: 1, many: 2, other: 1, zero: 2 };

/**
 * plural picks the plural form for n in the current language, by the
 * language's own rules (Intl.PluralRules): forms = [one, few, many] in
 * Russian, [one, other] (or [one, …, other]) in English.
 * @param {number} n
 * @param {string[]} forms
 */
export function plural(n, forms) {
  let r = rules.get(current);
  if (!r) rules.set(current, (r = new Intl.PluralRules(current)));
  const cat = r.select(n);
  if (current !== "ru") return cat === "one" ? forms[0] : forms[forms.length - 1];
  return forms[Math.min(formIndex[cat] ?? 2, forms.length - 1)];
}

document.documentElement.lang = current;
