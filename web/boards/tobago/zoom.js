// @ts-check
// Tobago's island under a finger: on a phone its hexes are smaller than a
// fingertip, so a touch on the island while a hex may be chosen first
// enlarges the island around the touch (until each hex is at least 44 CSS
// px), and the next touch chooses. While it is enlarged a finger drags it
// to another part of the island (a drag chooses nothing). The island comes
// back whole with the next move, Escape, or the button that says so.

import { html } from "../../board.js";

/** The smallest touch target, in CSS pixels. */
const TARGET = 44;

/** How far, in CSS pixels, a finger moves before its touch is a drag and no choice. */
const DRAG = 8;

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
    /**
     * The drag under way on the enlarged island: where the finger went down
     * and the view then, and whether it has moved far enough to be a drag.
     * @type {{id: number, x: number, y: number, box: number[], moved: boolean} | null}
     */
    this.drag = null;
    /** true from a drag's end until the click it would otherwise make */
    this.dragged = false;
    this.button = html("button", { type: "button", class: "tb-btn tb-zoom-out", hidden: true, onclick: () => this.reset() }, t("tobago.wholeIsland"));
    wrap.addEventListener("pointerdown", (e) => {
      this.armed = e.pointerType === "touch" && !this.zoomed && this.small();
      this.dragged = false;
      const box = this.svg?.getAttribute("viewBox");
      this.drag = this.zoomed && box ? { id: e.pointerId, x: e.clientX, y: e.clientY, box: box.split(/\s+/).map(Number), moved: false } : null;
    });
    wrap.addEventListener("pointermove", (e) => this.pan(e));
    for (const end of ["pointerup", "pointercancel"]) {
      wrap.addEventListener(end, () => {
        this.dragged = !!this.drag?.moved;
        this.drag = null;
      });
    }
    wrap.addEventListener("click", (e) => {
      if (this.dragged) {
        // The end of a drag is not a choice.
        this.dragged = false;
        e.stopPropagation();
        e.preventDefault();
        return;
      }
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
    // The finger drags the island now, not the page.
    svg.style.touchAction = "none";
    this.zoomed = true;
    this.button.hidden = false;
  }

  /**
   * pan moves the enlarged view with the finger of the drag under way,
   * within the whole island.
   * @param {PointerEvent} e
   */
  pan(e) {
    const d = this.drag;
    const m = this.svg?.getScreenCTM();
    if (!d || d.id !== e.pointerId || !this.svg || !m) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < DRAG) return;
    d.moved = true;
    const [bx, by, bw, bh] = this.whole.split(/\s+/).map(Number);
    const [left, top, w, h] = d.box;
    // m.a and m.d are the screen pixels of one unit of the island.
    const x = Math.min(Math.max(left - dx / m.a, bx), bx + bw - w);
    const y = Math.min(Math.max(top - dy / m.d, by), by + bh - h);
    this.svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  }

  /** reset shows the whole island again. */
  reset() {
    if (!this.svg || !this.zoomed) return;
    this.svg.setAttribute("viewBox", this.whole);
    this.svg.style.touchAction = "";
    this.zoomed = false;
    this.button.hidden = true;
  }

  destroy() {
    document.removeEventListener("keydown", this.onKey);
  }
}
