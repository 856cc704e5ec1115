// @ts-check
// A review's chart: each seat's chance to win over the game as an inline
// SVG, one line per seat in its colour and its own dash, over the number
// of moves played (0 to the record's last). Each decision is a point on
// its seat's line, a mistake a larger one in its judgement's colour; a
// click on the chart picks the nearest point, the keyboard steps between
// them (arrows, Home, End) and Enter or Space picks the one focused.

import { seatColor, svg } from "./board.js";
import { t } from "./i18n.js";
import { judged, percent } from "./review-words.js";

/**
 * One point of the chart: a decision (the position before it, after
 * number − 1 moves) or the end of the game (after every move).
 * @typedef {{x: number, decision: import("./wire.js").ReviewDecision | null, chances: number[], label: string}} Point
 */

// The chart's size in its own units on a wide screen and on a phone, and
// the room kept for the axes' labels. Its labels are sized in these units
// and scale with the chart: on a phone a chart as wide as a desktop's would
// shrink them to half their size.
const WIDE = { W: 640, H: 240 }, PHONE = { W: 360, H: 200 };
/** PHONE_SCREEN is the screens the chart is drawn narrower for. */
export const PHONE_SCREEN = "(max-width: 480px)";
const left = 40, right = 12, top = 10, bottom = 30;

// dashes tell the seats' lines apart without their colours.
const dashes = ["", "7 4", "2 3", "10 3 2 3", "4 2"];

/**
 * chartPoints are the points of a review: its decisions in order, each
 * at the position before it, then the end with each seat's share of the win.
 * @param {import("./wire.js").Review} rev
 * @param {number} total  the record's moves
 * @param {(d: import("./wire.js").ReviewDecision) => string} label  a decision in words
 * @param {(seat: number) => string} nick
 * @returns {Point[]}
 */
export function chartPoints(rev, total, label, nick) {
  /** @type {Point[]} */
  const pts = rev.decisions.map((d) => ({ x: d.number - 1, decision: d, chances: d.before, label: label(d) }));
  const chances = rev.final.map((share, seat) => `${nick(seat)} ${percent(share)}`).join(" · ");
  pts.push({ x: total, decision: null, chances: rev.final, label: t("review.pointEnd", { chances }) });
  return pts;
}

/**
 * reviewChart draws the points; pick is called with the index of the
 * point clicked or chosen by keyboard. It returns the chart and a way to
 * mark the point shown.
 * @param {Point[]} pts
 * @param {number} seats
 * @param {(i: number) => void} pick
 */
export function reviewChart(pts, seats, pick) {
  const { W, H } = matchMedia(PHONE_SCREEN).matches ? PHONE : WIDE;
  const last = Math.max(1, pts[pts.length - 1].x);
  const plotW = W - left - right, plotH = H - top - bottom;
  /** @param {number} n */
  const x = (n) => left + (n * plotW) / last;
  /** @param {number} v */
  const y = (v) => top + (1 - v) * plotH;
  const dots = pts.map((p, i) => {
    const seat = p.decision ? p.decision.seat : -1;
    const judgement = p.decision?.judgement || "end";
    const big = judged(judgement) || !p.decision;
    return svg("circle", {
      class: ["rv-point", "rv-" + judgement], cx: x(p.x), cy: y(seat >= 0 ? p.chances[seat] : Math.max(...p.chances)),
      r: big ? 5 : 2.4, fill: big ? null : seatColor(seat), tabindex: i === 0 ? 0 : -1, role: "button",
      "aria-label": p.label, "data-point": i, "data-number": p.decision ? p.decision.number : "end",
      onclick: () => pick(i),
    }, svg("title", {}, p.label));
  });
  const marker = svg("line", { class: "rv-marker", x1: 0, x2: 0, y1: top, y2: H - bottom, visibility: "hidden" });
  const hit = svg("rect", { class: "rv-hit", x: left, y: top, width: plotW, height: plotH, onclick: (e) => pick(nearest(e)) });
  const el = svg(
    "svg",
    { class: "review-chart", viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": t("review.chart"), onkeydown: key },
    svg("title", {}, t("review.chart")),
    [0, 0.25, 0.5, 0.75, 1].map((v) =>
      svg("g", { class: "chart-tick" },
        svg("line", { x1: left, x2: W - right, y1: y(v), y2: y(v), class: v === 0.5 ? "chart-grid rv-even" : "chart-grid" }),
        svg("text", { x: left - 6, y: y(v) + 4, "text-anchor": "end", class: "chart-label" }, percent(v)),
      ),
    ),
    svg("line", { x1: left, x2: left, y1: top, y2: H - bottom, class: "chart-axis" }),
    svg("line", { x1: left, x2: W - right, y1: H - bottom, y2: H - bottom, class: "chart-axis" }),
    xTicks(last).map((n) => svg("text", { x: x(n), y: H - bottom + 16, "text-anchor": n === 0 ? "start" : n === last ? "end" : "middle", class: "chart-label" }, String(n))),
    svg("text", { x: W - right, y: H - 2, "text-anchor": "end", class: "chart-label rv-axis-name" }, t("review.axisMoves")),
    hit,
    marker,
    Array.from({ length: seats }, (_, seat) =>
      svg("polyline", {
        class: "rv-line", "data-seat": seat, fill: "none", stroke: seatColor(seat), "stroke-dasharray": dashes[seat % dashes.length] || null,
        points: pts.map((p) => `${x(p.x)},${y(p.chances[seat] ?? 0)}`).join(" "),
      }),
    ),
    dots,
  );

  /**
   * nearest is the point nearest a click on the plot, by its number of moves.
   * @param {MouseEvent} e
   */
  function nearest(e) {
    const box = hit.getBoundingClientRect();
    const n = ((e.clientX - box.left) / Math.max(1, box.width)) * last;
    let best = 0;
    pts.forEach((p, i) => {
      if (Math.abs(p.x - n) < Math.abs(pts[best].x - n)) best = i;
    });
    return best;
  }

  /**
   * key steps between the points and picks the one focused.
   * @param {KeyboardEvent} e
   */
  function key(e) {
    const at = Number(/** @type {Element} */ (e.target).getAttribute("data-point"));
    if (Number.isNaN(at) || !(e.target instanceof SVGElement) || !e.target.matches(".rv-point")) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: pts.length - 1 }[e.key];
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      pick(at);
      return;
    }
    if (to === undefined) return;
    e.preventDefault();
    focus(Math.max(0, Math.min(pts.length - 1, to)));
  }

  /**
   * focus moves the keyboard's stop to point i and focuses it.
   * @param {number} i
   */
  function focus(i) {
    dots.forEach((d, j) => d.setAttribute("tabindex", j === i ? "0" : "-1"));
    dots[i].focus();
  }

  return {
    el,
    /**
     * show marks point i as the one shown (-1: none) and makes it the
     * keyboard's stop.
     * @param {number} i
     */
    show(i) {
      dots.forEach((d, j) => {
        d.classList.toggle("rv-shown", j === i);
        if (i >= 0) d.setAttribute("tabindex", j === i ? "0" : "-1");
      });
      if (i < 0) {
        marker.setAttribute("visibility", "hidden");
        return;
      }
      const at = String(x(pts[i].x));
      marker.setAttribute("x1", at);
      marker.setAttribute("x2", at);
      marker.setAttribute("visibility", "visible");
    },
  };
}

/**
 * xTicks are the numbers of moves labelled below the axis: 0, the last,
 * and round numbers between, at most six in all.
 * @param {number} last
 */
function xTicks(last) {
  const step = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => last / s <= 5) || 1000;
  const out = [];
  for (let n = 0; n < last; n += step) if (n === 0 || last - n >= step / 2) out.push(n);
  out.push(last);
  return out;
}
