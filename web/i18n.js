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
 * t translates a key, filling {name} with vars.name. A key missing in the
 * current language falls back to English, then to the key itself.
 * @param {string} key
 * @param {Vars} [vars]
 * @returns {string}
 */
export function t(key, vars = {}) {
  const s = texts[current][key] ?? texts.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/**
 * plural picks the Russian or English plural form for n: forms = [one, few, many].
 * @param {number} n
 * @param {string[]} forms
 */
export function plural(n, forms) {
  if (current !== "ru") return n === 1 ? forms[0] : forms[forms.length - 1];
  const m10 = n % 10, m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return forms[0];
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return forms[1];
  return forms[2];
}

document.documentElement.lang = current;
