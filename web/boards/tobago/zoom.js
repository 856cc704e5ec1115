// @ts-check
// Tobago's island under a finger: on a phone its hexes are smaller than a
// fingertip, so a touch on the island while a hex may be chosen first
// enlarges the island around the touch (until each hex is at least 44 CSS
// px), and the next touch chooses. The island comes back whole with the
// next move, Escape, or the button that says so.

import { html } from "../../board.js";

/** The smallest touch target, in CSS pixels. */
const TARGET = 44;

/** Zoom enlarges one island's SVG by narrowing its viewBox. */
export class Zoom {
  /**
   * @param {HTMLElement} wrap  the island's box
   * @param {import("../../board.js").Translate} t
   */
  constructor(wrap, t) {
    this.wrap = wrap;
    /** @type {SVGSVGElement | null} */
    this.svg = null;
    this.whole = "";
    this.zoomed = false;
    /** true from a touch that is to enlarge the island to its click */
    this.armed = false;
    this.button = html("button", { type: "button", class: "tb-btn tb-zoom-out", hidden: true, onclick: () => this.reset() }, t("tobago.wholeIsland"));
    wrap.addEventListener("pointerdown", (e) => {
      this.armed = e.pointerType === "touch" && !this.zoomed && this.small();
    });
    wrap.addEventListener("click", (e) => {
      if (!this.armed || !this.svg) return;
      this.armed = false;
      e.stopPropagation();
      e.preventDefault();
      this.enlarge(e.clientX, e.clientY);
    }, true);
    /** @param {KeyboardEvent} e */
    this.onKey = (e) => {
      if (e.key === "Escape" && this.zoomed) this.reset();
    };
    document.addEventListener("keydown", this.onKey);
  }

  /**
   * show takes a new island's SVG, whole.
   * @param {SVGSVGElement} svg
   */
  show(svg) {
    this.svg = svg;
    this.whole = svg.getAttribute("viewBox") || "";
    this.zoomed = false;
    this.button.hidden = true;
  }

  /** small tells whether a hex that may be chosen is under TARGET px on the screen. */
  small() {
    const hex = this.svg?.querySelector(".tb-hit.legal");
    if (!hex) return false;
    const r = hex.getBoundingClientRect();
    return r.width < TARGET || r.height < TARGET;
  }

  /**
   * enlarge narrows the view round the screen point x, y until the hexes
   * are TARGET px (at most three times larger).
   * @param {number} x
   * @param {number} y
   */
  enlarge(x, y) {
    const svg = this.svg;
    const hex = svg?.querySelector(".tb-hit.legal");
    const m = svg?.getScreenCTM();
    if (!svg || !hex || !m) return;
    const r = hex.getBoundingClientRect();
    const k = Math.min(3, (TARGET * 1.1) / Math.min(r.width, r.height));
    const [bx, by, bw, bh] = this.whole.split(/\s+/).map(Number);
    const p = new DOMPoint(x, y).matrixTransform(m.inverse());
    const w = bw / k;
    const h = bh / k;
    const left = Math.min(Math.max(p.x - w / 2, bx), bx + bw - w);
    const top = Math.min(Math.max(p.y - h / 2, by), by + bh - h);
    svg.setAttribute("viewBox", `${left} ${top} ${w} ${h}`);
    this.zoomed = true;
    this.button.hidden = false;
  }

  /** reset shows the whole island again. */
  reset() {
    if (!this.svg || !this.zoomed) return;
    this.svg.setAttribute("viewBox", this.whole);
    this.zoomed = false;
    this.button.hidden = true;
  }

  destroy() {
    document.removeEventListener("keydown", this.onKey);
  }
}
