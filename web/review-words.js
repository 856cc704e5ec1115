// @ts-check
// A review's numbers and judgements in the reader's language: chances as
// percents, points of chance with the locale's decimal sign, luck signed.

import { lang, t } from "./i18n.js";

/**
 * percent is a chance (0–1) as a whole percent: "53%", "53 %".
 * @param {number} x
 */
export function percent(x) {
  return new Intl.NumberFormat(lang(), { style: "percent", maximumFractionDigits: 0 }).format(x);
}

/**
 * points is a chance (0–1) in points of chance to win, one decimal: "2.7", "2,7".
 * @param {number} x
 * @param {boolean} [signed]  with its sign, + or −, unless zero
 */
export function points(x, signed = false) {
  const f = new Intl.NumberFormat(lang(), { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: signed ? "exceptZero" : "auto" });
  return f.format(100 * x).replace("-", "−");
}

/**
 * pointsText is points with its unit: "2.7 points", "2,7 пункта" (a
 * number shown with a decimal takes the same form whatever its value).
 * @param {number} x
 * @param {boolean} [signed]
 */
export function pointsText(x, signed = false) {
  return t("review.points", { points: points(x, signed) });
}

/**
 * accuracy is an accuracy (0–100) with one decimal.
 * @param {number} a
 */
export function accuracy(a) {
  return new Intl.NumberFormat(lang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(a);
}

/**
 * judged tells whether a judgement is one of the mistakes listed:
 * an inaccuracy, a mistake or a blunder.
 * @param {string} judgement
 */
export function judged(judgement) {
  return judgement === "inaccuracy" || judgement === "mistake" || judgement === "blunder";
}

/**
 * judgementName is a judgement in words.
 * @param {string} judgement
 */
export function judgementName(judgement) {
  return t("review.judgement." + judgement);
}
