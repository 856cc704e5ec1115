// @ts-check
// The seats' marks: a colour and a shape each. The colours stay apart under
// protanopia, deuteranopia and tritanopia and stand out 3:1 against the
// page's light panels (web/boards/seats_test.go checks both); the shape
// tells the seats apart without colour at all.

import { html, svg } from "../dom.js";

/** The players' colours, seat by seat. */
export const seatColors = ["#ce552e", "#5338ae", "#358f75", "#643706", "#7b76b5", "#12524e", "#120709"];

/** The players' shapes, seat by seat, as paths in a 20 × 20 box. */
const seatShapes = [
  "M10 1.5A8.5 8.5 0 1 1 9.99 1.5Z", // circle
  "M2.5 2.5H17.5V17.5H2.5Z", // square
  "M10 1.5L18.8 17.5H1.2Z", // triangle
  "M10 1L19 10L10 19L1 10Z", // diamond
  "M10 1.2L12.4 7.5L19.1 7.8L13.9 12.1L15.6 18.6L10 14.9L4.4 18.6L6.1 12.1L0.9 7.8L7.6 7.5Z", // star
  "M5.5 2.2H14.5L19 10L14.5 17.8H5.5L1 10Z", // hexagon
  "M7 1.5H13V7H18.5V13H13V18.5H7V13H1.5V7H7Z", // cross
];

/**
 * seatColor is a seat's colour.
 * @param {number} seat
 */
export function seatColor(seat) {
  return seatColors[seat % seatColors.length];
}

/**
 * seatShape is the path of a seat's shape in a 20 × 20 box.
 * @param {number} seat
 */
export function seatShape(seat) {
  return seatShapes[seat % seatShapes.length];
}

/**
 * seatEmblem is a seat's shape in white with a dark edge, size wide and
 * centred on x, y, for its pieces (pirates, turtles, vehicles).
 * @param {number} seat
 * @param {number} x
 * @param {number} y
 * @param {number} size
 */
export function seatEmblem(seat, x, y, size) {
  const s = size / 20;
  return svg("path", {
    class: "seat-emblem", "data-seat-mark": seat % seatShapes.length, d: seatShape(seat),
    transform: `translate(${x - size / 2} ${y - size / 2}) scale(${s})`,
    fill: "#fff", stroke: "#1b1b1b", "stroke-width": 0.7 / s, "stroke-linejoin": "round",
  });
}

/**
 * seatDot is a small mark of a seat: its shape in its colour.
 * @param {number} seat
 * @param {string} cls its class
 */
export function seatDot(seat, cls) {
  return html(
    "span",
    { class: [cls, "seat-mark"], "data-seat-mark": seat % seatShapes.length },
    svg("svg", { viewBox: "0 0 20 20", "aria-hidden": "true" }, svg("path", { d: seatShape(seat), fill: seatColor(seat) })),
  );
}
