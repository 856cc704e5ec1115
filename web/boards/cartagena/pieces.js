// @ts-check
// Cartagena's pieces: the six symbols of the tunnel and the cards, the
// pirate figure, the small pictures of the boat and the cup in SVG, and
// the cards' faces and backs in HTML; each a function of its looks only.

import { html, svg } from "../../board.js";

/** @typedef {import("./types.js").Sym} Sym */

/**
 * symbols in the order the engine lists them.
 * @type {Sym[]}
 */
export const symbols = ["flag", "sabre", "pistol", "key", "bottle", "tricorn"];

/**
 * symbolOf turns a card letter into its symbol name.
 * @type {Record<string, Sym | undefined>}
 */
export const symbolOf = { F: "flag", S: "sabre", P: "pistol", K: "key", B: "bottle", T: "tricorn" };

/**
 * tints are the cards' background colours, symbol by symbol.
 * @type {Record<Sym, string>}
 */
export const tints = {
  flag: "#ece6da",
  sabre: "#dfe9f2",
  pistol: "#efe2d2",
  key: "#f7ebc6",
  bottle: "#dcefdf",
  tricorn: "#e9e0f1",
};

/**
 * Each symbol drawn in a 24 × 24 box.
 * @type {Record<Sym, () => SVGElement[]>}
 */
const shapes = {
  flag: () => [
    svg("rect", { x: 3.4, y: 1.8, width: 1.9, height: 20.6, rx: 0.9, fill: "#7a5230" }),
    svg("path", {
      d: "M5.3 3C9 1.5 12 4.5 15.5 3C17.5 2.2 19.5 2.6 21.2 3L21.2 13.6C19.5 13.2 17.5 12.8 15.5 13.6C12 15 9 12 5.3 13.6Z",
      fill: "#1d1d1f",
    }),
    svg("line", { x1: 9.9, y1: 9.6, x2: 16.5, y2: 12.3, stroke: "#fff", "stroke-width": 1.1, "stroke-linecap": "round" }),
    svg("line", { x1: 16.5, y1: 9.6, x2: 9.9, y2: 12.3, stroke: "#fff", "stroke-width": 1.1, "stroke-linecap": "round" }),
    svg("circle", { cx: 13.2, cy: 7, r: 2.7, fill: "#fff" }),
    svg("rect", { x: 11.9, y: 8.4, width: 2.6, height: 1.9, rx: 0.4, fill: "#fff" }),
    svg("circle", { cx: 12.2, cy: 6.9, r: 0.7, fill: "#1d1d1f" }),
    svg("circle", { cx: 14.2, cy: 6.9, r: 0.7, fill: "#1d1d1f" }),
  ],
  sabre: () => [
    svg("path", {
      d: "M5.8 18.2C10.4 15.3 16.2 9.8 20 2.4C20.7 4.6 20 7.8 17.8 11C15 15 10.4 18.1 7.3 19.9Z",
      fill: "#e4ebf2",
      stroke: "#4a5868",
      "stroke-width": 0.9,
      "stroke-linejoin": "round",
    }),
    svg("path", { d: "M3.4 15.4C5 17.6 6.8 19.4 9.2 20.8", fill: "none", stroke: "#c99a1c", "stroke-width": 2.2, "stroke-linecap": "round" }),
    svg("line", { x1: 5.8, y1: 18.6, x2: 2.8, y2: 21.6, stroke: "#5c3a1c", "stroke-width": 2.6, "stroke-linecap": "round" }),
    svg("circle", { cx: 2.5, cy: 21.9, r: 1.3, fill: "#c99a1c" }),
  ],
  pistol: () => [
    svg("path", { d: "M8.6 6.4L7.6 3.6L9.8 3.4L10.6 6.4Z", fill: "#3b434b" }),
    svg("rect", { x: 7, y: 6.4, width: 14.6, height: 3.8, rx: 1, fill: "#5d6772", stroke: "#2e353c", "stroke-width": 0.7 }),
    svg("rect", { x: 20.4, y: 5.8, width: 2, height: 5, rx: 0.6, fill: "#3b434b" }),
    svg("path", {
      d: "M3 8.2C3 7 4 6.3 5.5 6.3L10 6.3L10.8 11C9.4 12.6 9 15.5 9.5 19.5C9.6 20.6 8.9 21.4 7.9 21.4L4.7 21.4C3.6 21.4 3 20.6 3.2 19.6C4 16 5.2 13 6.5 10.8Z",
      fill: "#8f5c31",
      stroke: "#4a2e18",
      "stroke-width": 0.8,
      "stroke-linejoin": "round",
    }),
    svg("path", { d: "M10.8 10.6C11.2 13.8 14 14 14.5 10.6", fill: "none", stroke: "#2e353c", "stroke-width": 1.1 }),
  ],
  key: () => [
    svg("circle", { cx: 6.6, cy: 12, r: 4.1, fill: "none", stroke: "#b07f0c", "stroke-width": 2.8 }),
    svg("rect", { x: 10.2, y: 10.7, width: 12, height: 2.6, rx: 1, fill: "#b07f0c" }),
    svg("rect", { x: 16.2, y: 12.6, width: 2.1, height: 4.6, rx: 0.4, fill: "#b07f0c" }),
    svg("rect", { x: 19.6, y: 12.6, width: 2.1, height: 3.4, rx: 0.4, fill: "#b07f0c" }),
    svg("circle", { cx: 6.6, cy: 12, r: 4.1, fill: "none", stroke: "#f0cf6a", "stroke-width": 0.8 }),
  ],
  bottle: () => [
    svg("rect", { x: 10.1, y: 1.4, width: 3.8, height: 2.8, rx: 0.6, fill: "#a8743f" }),
    svg("path", {
      d: "M10.4 4L13.6 4L13.6 7.6C13.6 8.6 17.2 9.6 17.2 13L17.2 20.6C17.2 21.6 16.4 22.4 15.4 22.4L8.6 22.4C7.6 22.4 6.8 21.6 6.8 20.6L6.8 13C6.8 9.6 10.4 8.6 10.4 7.6Z",
      fill: "#2f8a4e",
      stroke: "#1b5230",
      "stroke-width": 0.9,
      "stroke-linejoin": "round",
    }),
    svg("rect", { x: 8.5, y: 14, width: 7, height: 4.6, rx: 0.6, fill: "#f4e6c0" }),
    svg("line", { x1: 8.9, y1: 11.2, x2: 8.9, y2: 12.8, stroke: "#bfe8cb", "stroke-width": 1.1, "stroke-linecap": "round" }),
  ],
  tricorn: () => [
    svg("path", { d: "M6.6 11.2C7.4 6.4 9.6 4.4 12 4.4C14.4 4.4 16.6 6.4 17.4 11.2Z", fill: "#3c2f57" }),
    svg("path", {
      d: "M1.4 14.6C4 9.2 7.6 8.2 12 8.2C16.4 8.2 20 9.2 22.6 14.6C19 12.8 16 13.4 12 16.8C8 13.4 5 12.8 1.4 14.6Z",
      fill: "#2d2342",
      stroke: "#d2a62a",
      "stroke-width": 1.1,
      "stroke-linejoin": "round",
    }),
    svg("circle", { cx: 12, cy: 12.4, r: 1.5, fill: "#d2a62a" }),
  ],
};

/**
 * symbolIcon draws a symbol of size s with its top left corner at x, y.
 * @param {Sym} sym
 * @param {number} s
 * @param {number} [x]
 * @param {number} [y]
 * @param {import("../../board.js").Attrs} [attrs]
 */
export function symbolIcon(sym, s, x = 0, y = 0, attrs = {}) {
  const draw = shapes[sym];
  return svg("g", { class: "cg-symbol", "data-symbol": sym, transform: `translate(${x} ${y}) scale(${s / 24})`, ...attrs }, draw ? draw() : []);
}

/**
 * symbolSvg is a standalone <svg> of a symbol, for HTML cards.
 * @param {Sym} sym
 * @param {string} [cls]
 */
export function symbolSvg(sym, cls = "cg-icon") {
  return svg("svg", { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true" }, shapes[sym] ? shapes[sym]() : []);
}

/**
 * pirateFigure draws a pirate standing on (0, 0): 18 wide, 28 tall, in its
 * seat's colour with its seat's emblem on the chest, with a hit area a
 * little larger than the figure.
 * @param {string} color
 * @param {SVGElement} emblem  drawn for a box centred on (0, -9.5), 7 wide
 */
export function pirateFigure(color, emblem) {
  return svg(
    "g",
    { class: "cg-fig" },
    svg("ellipse", { class: "cg-shadow", cx: 0, cy: 0, rx: 8.5, ry: 2.4 }),
    svg("path", {
      class: "cg-body",
      d: "M-8.4 0C-8.6-5-7.2-10.4-3.6-13.4L3.6-13.4C7.2-10.4 8.6-5 8.4 0Z",
      fill: color,
    }),
    svg("path", { class: "cg-belt", d: "M-7.4-5.6L7.4-5.6" }),
    emblem,
    svg("circle", { class: "cg-head", cx: 0, cy: -18.6, r: 5.6, fill: color }),
    svg("path", { class: "cg-bandana", d: "M-5.7-19.4C-5.2-25.4 5.2-25.4 5.7-19.4C2.4-21.2-2.4-21.2-5.7-19.4Z" }),
    svg("rect", { class: "cg-hit", x: -9, y: -26, width: 18, height: 28 }),
  );
}

/** boatIcon is a small boat for the score of a seat. */
export function boatIcon() {
  return svg(
    "svg",
    { class: "cg-boat-icon", viewBox: "0 0 24 24", "aria-hidden": "true" },
    svg("path", { d: "M12 2L12 15", stroke: "#5c3a1c", "stroke-width": 1.6 }),
    svg("path", { d: "M12.8 3L19.5 13L12.8 13Z", fill: "#f4ecd8", stroke: "#8a6a3a", "stroke-width": 0.7 }),
    svg("path", { d: "M2 15L22 15L18.5 20.5L5.5 20.5Z", fill: "#8a5a34", stroke: "#4a2e18", "stroke-width": 0.9 }),
  );
}

/** trophyIcon is a small gold cup for a winner. */
export function trophyIcon() {
  return svg(
    "svg",
    { class: "cg-trophy", viewBox: "0 0 24 24", "aria-hidden": "true" },
    svg("path", { d: "M7 3H17V9C17 12 15 14 12 14C9 14 7 12 7 9Z", fill: "#e8b520", stroke: "#8a6410", "stroke-width": 1 }),
    svg("path", { d: "M7 5H3.5C3.5 9 5.5 10.5 7.6 10.8M17 5H20.5C20.5 9 18.5 10.5 16.4 10.8", fill: "none", stroke: "#8a6410", "stroke-width": 1.4 }),
    svg("path", { d: "M10.5 14H13.5L14 18H10Z", fill: "#d29c12" }),
    svg("rect", { x: 7.5, y: 18, width: 9, height: 3, rx: 0.8, fill: "#8a6410" }),
  );
}

/**
 * card draws one card face; n > 1 adds a count.
 * @param {Sym} sym
 * @param {number} n
 * @param {string} title  the symbol's name
 * @param {string} [cls]
 */
export function card(sym, n, title, cls = "") {
  return html(
    "span",
    { class: ["cg-card", "cg-face", cls], "data-symbol": sym, style: `--tint:${tints[sym]}`, title },
    symbolSvg(sym),
    n > 1 ? html("span", { class: "cg-count" }, `×${n}`) : null,
  );
}

/**
 * back draws a face-down card.
 * @param {string} [cls]
 */
export function back(cls = "") {
  return html("span", { class: ["cg-card", "card-back", cls] });
}
