// @ts-check
// Tobago's pieces kept across renders, by key: statues (whose gaze arrow
// turns), the maps' markers, the amulets on the island and the vehicles
// (spread apart when they share a hex). New pieces fade in, moved ones
// glide, gone ones fade out.

import { seatColor, seatEmblem, svg } from "../../board.js";
import { center, key } from "./geometry.js";
import { MAP_FILL, MAP_LINE, MARKER_AT, amulet, gazeArrow, statueBody, vehicle } from "./pieces.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").Hex} Hex */
/** @typedef {import("./types.js").Colour} Colour */

/**
 * at places a piece by CSS transform, so that it glides.
 * @param {SVGElement} el
 * @param {number} x
 * @param {number} y
 */
function at(el, x, y) {
  el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
}

/** Pieces are the island's moving pieces of one board. */
export class Pieces {
  /**
   * @param {{statues: SVGGElement, markers: SVGGElement, amulets: SVGGElement, vehicles: SVGGElement}} layers
   */
  constructor(layers) {
    this.layers = layers;
    /** @type {Record<"statues" | "markers" | "amulets" | "vehicles", Map<string, SVGGElement>>} */
    this.stores = { statues: new Map(), markers: new Map(), amulets: new Map(), vehicles: new Map() };
  }

  /** clear forgets every piece: a new island is drawn. */
  clear() {
    for (const s of Object.values(this.stores)) s.clear();
  }

  /**
   * update draws the view's pieces; animate lets them fade and glide.
   * @param {View} v
   * @param {number} viewer  the viewer's seat, whose vehicle stands out
   * @param {boolean} animate
   */
  update(v, viewer, animate) {
    /** @type {Map<string, {at: Hex, facing: number}>} */
    const statues = new Map();
    (v.statues || []).forEach((s, i) => statues.set(String(i), s));
    this.keyed("statues", statues, animate, (s) => {
      const g = svg("g", { class: "tb-statue-piece" }, gazeArrow());
      g.append(statueBody({ x: 0, y: 0 }));
      g.dataset.angle = String(s.facing * 60);
      return g;
    }, (el, s) => {
      const c = center(s.at);
      let a = Number(el.dataset.angle);
      const want = s.facing * 60;
      a += (((want - a) % 360) + 360) % 360;
      el.dataset.angle = String(a);
      at(el, c.x, c.y);
      /** @type {SVGElement} */ (el.firstChild).style.transform = `rotate(${a}deg)`;
    });

    // Markers: each map's candidates once they are on the island.
    /** @type {Map<string, {h: Hex, colour: Colour, located: boolean}>} */
    const markers = new Map();
    for (const m of v.maps) {
      const sharing = v.sharing && v.sharing.map === m.colour;
      for (const h of m.markers || []) markers.set(m.colour + "@" + key(h), { h, colour: m.colour, located: !!m.located || !!sharing });
    }
    this.keyed("markers", markers, animate, (d) => svg("g", { class: ["tb-marker", `tb-marker-${d.colour}`] },
      svg("circle", { class: "tb-found-halo", r: 10 }),
      svg("circle", { class: "tb-marker-disc", r: 5, fill: MAP_FILL[d.colour], stroke: MAP_LINE[d.colour], "stroke-width": 1.6 }),
      svg("path", { class: "tb-found-x", d: "M-3.2 -3.2 L3.2 3.2 M3.2 -3.2 L-3.2 3.2", stroke: MAP_LINE[d.colour] }),
    ), (el, d) => {
      const c = center(d.h), [dx, dy] = MARKER_AT[d.colour];
      el.classList.toggle("tb-located", d.located);
      at(el, c.x + dx, c.y + dy);
    });

    // Amulets lying on the island.
    /** @type {Map<string, Hex>} */
    const amulets = new Map();
    for (const h of v.amulets?.on_island || []) amulets.set(key(h), h);
    this.keyed("amulets", amulets, animate, () => svg("g", { class: "tb-amulet" }, amulet(1)), (el, h) => {
      const c = center(h);
      at(el, c.x, c.y + 12);
    });

    // Vehicles, spread apart when they share a hex.
    /** @type {Map<string, number[]>} */
    const byHex = new Map();
    (v.vehicles || []).forEach((h, p) => {
      if (h) byHex.set(key(h), [...(byHex.get(key(h)) || []), p]);
    });
    /** @type {Map<string, {h: Hex, p: number, dx: number, dy: number}>} */
    const vehicles = new Map();
    (v.vehicles || []).forEach((h, p) => {
      if (!h) return;
      const group = byHex.get(key(h)) || [p];
      const i = group.indexOf(p), n = group.length;
      vehicles.set(String(p), { h, p, dx: n > 1 ? (i - (n - 1) / 2) * 13 : 0, dy: n > 1 ? (i % 2 ? 5 : -4) : -1 });
    });
    this.keyed("vehicles", vehicles, animate, (d) => {
      const g = svg("g", { class: "tb-vehicle" }, vehicle(seatColor(d.p), seatEmblem(d.p, -5.5, -0.5, 6)));
      if (d.p === viewer) g.classList.add("tb-mine");
      return g;
    }, (el, d) => {
      const c = center(d.h);
      el.classList.toggle("tb-active", v.phase === "turn" && v.turn === d.p);
      at(el, c.x + d.dx, c.y + d.dy);
    });
  }

  /**
   * keyed updates one layer's pieces by key: creates the new ones (fading
   * in), moves the others, and fades out those gone, removing them at the
   * next update so that the page changes only when the board is drawn.
   * @template D
   * @param {"statues" | "markers" | "amulets" | "vehicles"} name
   * @param {Map<string, D>} wanted
   * @param {boolean} animate
   * @param {(data: D) => SVGGElement} make
   * @param {(el: SVGGElement, data: D) => void} place
   */
  keyed(name, wanted, animate, make, place) {
    const store = this.stores[name];
    const parent = this.layers[name];
    for (const el of parent.querySelectorAll(":scope > .tb-gone")) el.remove();
    for (const [k, data] of wanted) {
      let el = store.get(k);
      if (!el) {
        el = make(data);
        el.classList.add("tb-piece");
        if (animate) el.classList.add("tb-new");
        parent.append(el);
        store.set(k, el);
      }
      place(el, data);
    }
    for (const [k, el] of store) {
      if (wanted.has(k)) continue;
      store.delete(k);
      if (animate) el.classList.add("tb-gone");
      else el.remove();
    }
  }
}
