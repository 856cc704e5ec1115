// The Tobago board: the hex island with its terrains, landmarks, statues'
// gaze, markers, amulets and vehicles; the four treasure maps with their
// clue rows and roses; the sharing in progress; the viewer's clue hand; each
// seat's roses, amulets and treasure; the decks. Every move is played by
// clicking: hexes for placing and stepping, a card then a map for a clue,
// buttons for the rest, and amulet powers that need a target open a choice.

import { svg, html, markLegal, markRefused, movesOf, seatColor, setLegal } from "../board.js";
import { Island, R, center, hexPoints, key, sameHex } from "./tobago/island.js";
import * as D from "./tobago/draw.js";
import { texts, rules, pl } from "./tobago/texts.js";
import { describe, cardName, clueText, setIsland } from "./tobago/describe.js";

const ISLANDS = ["coral-cove", "pelican-key", "turtle-rock", "little-tobago",
  "great-tobago", "mangrove-reach", "emerald-isle", "buccaneer-bay"];

// Treasure decks: the box's 39 gold cards, or fewer for a shorter game.
const GOLD = { full: [9, 9, 8, 7, 6], half: [5, 5, 4, 3, 3], quick: [3, 3, 2, 2, 2] };

const options = [
  { key: "island", kind: "select", choices: ["", ...ISLANDS], default: "", label: "tobago.opt.island", help: "tobago.opt.island.help",
    choiceLabel: (v) => (v ? `tobago.island.${v}` : "tobago.opt.island.random") },
  { key: "gold", kind: "select", choices: Object.values(GOLD), default: GOLD.full, label: "tobago.opt.gold", help: "tobago.opt.gold.help",
    choiceLabel: (v) => `tobago.opt.gold.${Object.keys(GOLD).find((k) => String(GOLD[k]) === String(v))}` },
  { key: "curses", kind: "select", choices: [2, 1, 0], default: 2, label: "tobago.opt.curses", help: "tobago.opt.curses.help",
    choiceLabel: (v) => `tobago.opt.curses.${v}` },
  { key: "curse_rule", kind: "select", choices: ["stop", "continue", "amulets"], default: "stop", label: "tobago.opt.curse_rule",
    help: "tobago.opt.curse_rule.help", choiceLabel: (v) => `tobago.opt.curse_rule.${v}` },
  { key: "curse_depth", kind: "select", choices: [27, 21], default: 27, label: "tobago.opt.curse_depth", help: "tobago.opt.curse_depth.help",
    choiceLabel: (v) => `tobago.opt.curse_depth.${v}` },
  { key: "curse_returns", kind: "bool", default: false, label: "tobago.opt.curse_returns", help: "tobago.opt.curse_returns.help" },
];

export default {
  game: "tobago",
  texts,
  options,
  rules,
  mount(el, ctx) {
    return new Board(el, ctx);
  },
  describe,
};

/** index sorts the legal moves by what the player clicks to make them. */
function indexLegal(legal) {
  const ms = movesOf(legal);
  const L = {
    any: ms.length > 0, place: new Map(), step: new Map(), clue: [], raise: [], clear: [], marker: [],
    double: [], swap: [], stop: null, end: null, exchange: null, take: null, pass: null, amuletMove: null, amuletExchange: null,
  };
  for (const m of ms) {
    switch (m.type) {
      case "place": L.place.set(key(m.hex), m); break;
      case "step": L.step.set(key(m.hex), m); break;
      case "clue": L.clue.push({ clue: m.clue, map: m.map, move: m, amulet: false }); break;
      case "raise": L.raise.push(m); break;
      case "clear": L.clear.push(m); break;
      case "stop": L.stop = m; break;
      case "end": L.end = m; break;
      case "exchange": L.exchange = m; break;
      case "take": L.take = m; break;
      case "pass": L.pass = m; break;
      case "amulet":
        if (m.power === "clue") L.clue.push({ clue: m.clue, map: m.map, move: m, amulet: true });
        else if (m.power === "remove_marker") L.marker.push(m);
        else if (m.power === "move") L.amuletMove = m;
        else if (m.power === "exchange") L.amuletExchange = m;
        else if (m.power === "double") L.double.push(m);
        else if (m.power === "swap") L.swap.push(m);
        break;
    }
  }
  return L;
}

function sameClue(a, b) {
  return a.kind === b.kind && a.label === b.label;
}

class Board {
  constructor(el, ctx) {
    this.el = el;
    this.ctx = ctx;
    this.t = ctx.t;
    this.sel = null;
    this.hover = null;
    this.pieces = { vehicles: new Map(), markers: new Map(), amulets: new Map(), arrows: new Map() };
    this.root = html("div", { class: "tb-root" });
    this.statusEl = html("div", { class: "tb-status", "aria-live": "polite" });
    this.actionsEl = html("div", { class: "tb-actions" });
    this.sharingEl = html("div", { class: "tb-sharing" });
    this.islandEl = html("div", { class: "tb-island-wrap" });
    this.handEl = html("div", { class: "tb-hand" });
    this.mapsEl = html("div", { class: "tb-maps" });
    this.playersEl = html("div", { class: "tb-players" });
    this.decksEl = html("div", { class: "tb-decks" });
    this.root.append(
      html("div", { class: "tb-left" }, this.statusEl, this.actionsEl, this.sharingEl, this.islandEl, this.handEl),
      html("div", { class: "tb-right" }, this.mapsEl, this.playersEl, this.decksEl),
    );
    el.append(this.root);
    this.onKey = (e) => {
      if (e.key === "Escape" && this.sel) this.cancel();
    };
    document.addEventListener("keydown", this.onKey);
  }

  destroy() {
    document.removeEventListener("keydown", this.onKey);
    this.root.remove();
  }

  render(view, legal, meta) {
    if (!this.meta || this.meta.version !== (meta || {}).version) this.sel = null;
    this.sending = false;
    this.view = view;
    this.legal = legal || [];
    this.meta = meta || {};
    this.followTrail(this.meta.events || []);
    if (!this.island || this.island.text !== view.island) {
      this.island = new Island(view.island);
      this.buildIsland();
    }
    setIsland(this.island);
    this.draw();
  }

  /** followTrail keeps the steps of the turn in progress, to draw the way each vehicle went. */
  followTrail(events) {
    if (this.meta.replay || !this.trail) this.trail = [];
    for (const ev of events) {
      if (ev.type === "turn") this.trail = [];
      if (ev.type === "step") this.trail.push(ev);
    }
  }

  drawTrail() {
    this.gTrail.replaceChildren();
    for (const ev of this.trail) {
      const a = center(ev.from), b = center(ev.to);
      const colour = seatColor(ev.seat);
      const ang = Math.atan2(b.y - a.y, b.x - a.x);
      const tip = { x: b.x - Math.cos(ang) * 9, y: b.y - Math.sin(ang) * 9 };
      const wing = (d) => `${(tip.x - Math.cos(ang + d) * 7).toFixed(1)},${(tip.y - Math.sin(ang + d) * 7).toFixed(1)}`;
      this.gTrail.append(svg("g", { class: "tb-trail", stroke: colour },
        svg("line", { x1: a.x, y1: a.y, x2: tip.x, y2: tip.y }),
        svg("circle", { cx: a.x, cy: a.y, r: 2.6, fill: colour }),
        svg("path", { d: `M${tip.x.toFixed(1)},${tip.y.toFixed(1)} L${wing(0.5)} M${tip.x.toFixed(1)},${tip.y.toFixed(1)} L${wing(-0.5)}` })));
    }
  }

  nick(seat) {
    return this.ctx.nick(seat);
  }

  cancel() {
    this.sel = null;
    this.draw();
  }

  select(sel) {
    this.sel = sel;
    this.draw();
  }

  /** play sends a move; until the server answers nothing more can be clicked. */
  play(move) {
    this.sel = null;
    this.sending = true;
    this.draw();
    this.ctx.play(move).catch(() => {
      this.sending = false;
      this.draw();
    });
  }

  /** mine tells whether the viewer decides now. */
  mine() {
    return this.L.any;
  }

  /** why is the reason a click does nothing now, or "" when the viewer decides. */
  why() {
    const v = this.view;
    if (this.meta.replay) return this.t("tobago.why.replay");
    if (this.sending) return "";
    if (v.phase === "over" || this.meta.result?.over) return this.t("tobago.why.over");
    if (this.mine()) return this.sel ? this.t("tobago.why.finishChoice") : "";
    if (this.ctx.seat < 0) return this.t("tobago.why.spectator");
    if (v.phase === "offer" && v.sharing) {
      return this.t("tobago.why.notOffered", { name: this.nick(v.sharing.roses[v.sharing.asking]) });
    }
    return this.t("tobago.why.notYourTurn", { name: this.nick(v.actor ?? v.turn) });
  }

  explain(text) {
    if (text) this.ctx.explain(text);
  }

  draw() {
    this.L = indexLegal(this.sending ? [] : this.legal);
    this.root.classList.toggle("tb-still", !this.ctx.animate);
    this.root.classList.toggle("tb-deciding", this.mine() || this.sending);
    this.drawStatus();
    this.drawActions();
    this.drawSharing();
    this.drawTrail();
    this.drawPieces();
    this.drawHits();
    this.drawHand();
    this.drawMaps();
    this.drawPlayers();
    this.drawDecks();
    this.drawShade();
  }

  // ----- the island -----

  buildIsland() {
    const is = this.island;
    const b = is.bounds(R * 1.25);
    this.svg = svg("svg", { class: "tb-island", viewBox: `${b.x} ${b.y} ${b.w} ${b.h}`, role: "img", "aria-label": "Tobago" });
    this.svg.append(D.defs());
    const sea = svg("rect", { class: "tb-sea", x: b.x, y: b.y, width: b.w, height: b.h, fill: "url(#tb-sea)" });
    markRefused(sea, () => this.explain(this.why() || (this.L.step.size || this.L.place.size ? this.t("tobago.why.ocean") : "")));
    this.svg.append(sea);
    this.svg.append(D.terrainLayer(is));
    this.gShade = svg("g", { class: "tb-shade" });
    this.gGaze = svg("g", { class: "tb-gazes" });
    this.svg.append(this.gShade, this.gGaze, D.landmarkLayer(is));
    this.gTrail = svg("g", { class: "tb-trails" });
    this.gStatues = svg("g", { class: "tb-statues" });
    this.gMarkers = svg("g", { class: "tb-markers" });
    this.gAmulets = svg("g", { class: "tb-amulets" });
    this.gVehicles = svg("g", { class: "tb-vehicles" });
    this.gHits = svg("g", { class: "tb-hits" });
    this.gPicks = svg("g", { class: "tb-picks" });
    this.svg.append(this.gTrail, this.gStatues, this.gMarkers, this.gAmulets, this.gVehicles, this.gHits, this.gPicks);
    // One hit area per land hex, kept for the island's life; a click plays
    // the move drawHits last found for the hex, or explains why there is none.
    this.hits = new Map();
    this.hitMoves = new Map();
    for (const h of is.land) {
      const k = key(h);
      const title = svg("title", {});
      const poly = svg("polygon", { class: "tb-hit refused", points: hexPoints(center(h), 0.96) }, title);
      poly.addEventListener("click", (e) => {
        e.stopPropagation();
        const move = this.hitMoves.get(k);
        if (move) this.play(move);
        else this.explain(this.hexWhy());
      });
      this.hits.set(k, { h, poly, title });
      this.gHits.append(poly);
    }
    for (const p of Object.values(this.pieces)) p.clear();
    this.islandEl.replaceChildren(this.svg);
  }

  /**
   * keyed updates SVG pieces by key: creates the new ones (fading in), moves
   * the others, and fades out those gone, removing them at the next update
   * so that the page changes only when the board is drawn.
   */
  keyed(store, parent, wanted, make, place) {
    for (const el of parent.querySelectorAll(":scope > .tb-gone")) el.remove();
    const seen = new Set();
    for (const [k, data] of wanted) {
      seen.add(k);
      let el = store.get(k);
      if (!el) {
        el = make(data);
        el.classList.add("tb-piece");
        if (this.ctx.animate) el.classList.add("tb-new");
        parent.append(el);
        store.set(k, el);
      }
      place(el, data);
    }
    for (const [k, el] of store) {
      if (seen.has(k)) continue;
      store.delete(k);
      if (this.ctx.animate) el.classList.add("tb-gone");
      else el.remove();
    }
  }

  drawPieces() {
    const v = this.view;
    const at = (el, x, y) => { el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`; };

    // Statues: the figure, the turning arrow of the gaze and the ray to the coast.
    this.gGaze.replaceChildren();
    const statues = new Map();
    (v.statues || []).forEach((s, i) => {
      statues.set(String(i), s);
      this.gGaze.append(D.gazeLine(s.at, this.island.gaze(s.at, s.facing)));
    });
    this.keyed(this.pieces.arrows, this.gStatues, statues, (s) => {
      const g = svg("g", { class: "tb-statue-piece" }, D.gazeArrow());
      g.append(D.statueBody({ x: 0, y: 0 }));
      g.dataset.angle = String(s.facing * 60);
      return g;
    }, (el, s) => {
      const c = center(s.at);
      let a = Number(el.dataset.angle);
      const want = s.facing * 60;
      a += (((want - a) % 360) + 360) % 360;
      el.dataset.angle = String(a);
      at(el, c.x, c.y);
      el.firstChild.style.transform = `rotate(${a}deg)`;
    });

    // Markers: each map's candidates once they are on the island.
    const markers = new Map();
    for (const m of v.maps) {
      const sharing = v.sharing && v.sharing.map === m.colour;
      for (const h of m.markers || []) markers.set(m.colour + "@" + key(h), { h, colour: m.colour, located: !!m.located || sharing });
    }
    this.keyed(this.pieces.markers, this.gMarkers, markers, (d) => {
      const g = svg("g", { class: ["tb-marker", `tb-marker-${d.colour}`] });
      g.append(svg("circle", { class: "tb-found-halo", r: 10 }));
      g.append(svg("circle", { class: "tb-marker-disc", r: 5, fill: D.MAP_FILL[d.colour], stroke: D.MAP_LINE[d.colour], "stroke-width": 1.6 }));
      g.append(svg("path", { class: "tb-found-x", d: "M-3.2 -3.2 L3.2 3.2 M3.2 -3.2 L-3.2 3.2", stroke: D.MAP_LINE[d.colour] }));
      return g;
    }, (el, d) => {
      const c = center(d.h), [dx, dy] = D.MARKER_AT[d.colour];
      el.classList.toggle("tb-located", d.located);
      at(el, c.x + dx, c.y + dy);
    });

    // Amulets lying on the island.
    const amulets = new Map();
    for (const h of v.amulets?.on_island || []) amulets.set(key(h), h);
    this.keyed(this.pieces.amulets, this.gAmulets, amulets, () => svg("g", { class: "tb-amulet" }, D.amulet(1)), (el, h) => {
      const c = center(h);
      at(el, c.x, c.y + 12);
    });

    // Vehicles, spread apart when they share a hex.
    const vehicles = new Map();
    const byHex = new Map();
    (v.vehicles || []).forEach((h, p) => {
      if (!h) return;
      const k = key(h);
      byHex.set(k, [...(byHex.get(k) || []), p]);
    });
    (v.vehicles || []).forEach((h, p) => {
      if (!h) return;
      const group = byHex.get(key(h));
      const i = group.indexOf(p), n = group.length;
      vehicles.set(String(p), { h, p, dx: n > 1 ? (i - (n - 1) / 2) * 13 : 0, dy: n > 1 ? (i % 2 ? 5 : -4) : -1 });
    });
    this.keyed(this.pieces.vehicles, this.gVehicles, vehicles, (d) => {
      const g = svg("g", { class: "tb-vehicle" }, D.vehicle(seatColor(d.p)));
      if (d.p === this.ctx.seat) g.classList.add("tb-mine");
      return g;
    }, (el, d) => {
      const c = center(d.h);
      el.classList.toggle("tb-active", this.view.phase === "turn" && this.view.turn === d.p);
      at(el, c.x + d.dx, c.y + d.dy);
    });
  }

  /** hexTitle names what lies on a hex, for its tooltip. */
  hexTitle(h) {
    const v = this.view;
    const parts = [this.t(`tobago.terrain.${h.terrain}`) + ` (${h.q},${h.r})`];
    if (h.mark) parts.push(this.t(`tobago.mark.${h.mark}`));
    const st = (v.statues || []).find((s) => sameHex(s.at, h));
    if (st) parts.push(this.t("tobago.statueGaze", { dir: this.t(`tobago.dir.${st.facing}`) }));
    if ((v.amulets?.on_island || []).some((a) => sameHex(a, h))) parts.push(this.t("tobago.amuletHere"));
    (v.vehicles || []).forEach((vh, p) => { if (sameHex(vh, h)) parts.push(this.t("tobago.vehicle", { name: this.nick(p) })); });
    for (const m of v.maps) if ((m.markers || []).some((x) => sameHex(x, h))) parts.push(this.t(`tobago.map.${m.colour}`));
    return parts.join(" · ");
  }

  /** hexWhy explains a click on a hex that is no move now. */
  hexWhy() {
    const w = this.why();
    if (w) return w;
    const v = this.view, L = this.L;
    if (v.phase === "turn") {
      if (!L.step.size) return this.t("tobago.why.noSteps");
      return this.t("tobago.why.notStep");
    }
    if (v.phase === "offer") return this.t("tobago.you.offer", { card: cardName(this.t, v.sharing.card) });
    if (v.phase === "setup_clue" || v.phase === "restart") return this.t("tobago.why.pickCard");
    return "";
  }

  drawHits() {
    const L = this.L;
    this.gPicks.replaceChildren();
    const free = !this.sel;
    this.hitMoves.clear();
    for (const [k, { h, poly, title }] of this.hits) {
      const move = free ? L.place.get(k) || L.step.get(k) : null;
      if (move) this.hitMoves.set(k, move);
      setLegal(poly, !!move);
      poly.classList.toggle("refused", !move);
      title.textContent = this.hexTitle(h);
    }
    // Targets of a marker removal or a dead end's clearing sit on the markers' places.
    const picks = this.sel?.kind === "marker" ? L.marker : this.sel?.kind === "clear" ? L.clear : [];
    for (const m of picks) {
      const c = center(m.hex), [dx, dy] = D.MARKER_AT[m.map];
      const pick = svg("g", { class: ["tb-pick", `tb-pick-${m.map}`], transform: `translate(${(c.x + dx).toFixed(1)} ${(c.y + dy).toFixed(1)})` },
        svg("circle", { r: 8.5, class: "tb-pick-ring" }),
        svg("circle", { r: 5, fill: D.MAP_FILL[m.map], stroke: D.MAP_LINE[m.map], "stroke-width": 1.6 }),
        svg("title", {}, this.t(`tobago.map.${m.map}`) + ` (${m.hex.q},${m.hex.r})`));
      markLegal(pick, () => this.play(m));
      this.gPicks.append(pick);
    }
  }

  /** drawShade shows where the hovered map's treasure may lie (after the chosen clue, if any). */
  drawShade() {
    this.gShade.replaceChildren();
    const m = this.view.maps.find((x) => x.colour === this.hover);
    if (!m) return;
    const set = this.candidatesOf(m, this.sel?.kind === "card" ? this.sel.clue : null);
    if (!set) return;
    for (const c of this.island.land) {
      const inside = set.has(key(c));
      this.gShade.append(svg("polygon", {
        class: inside ? "tb-shade-in" : "tb-shade-out", points: hexPoints(center(c), inside ? 0.86 : 1),
        stroke: inside ? D.MAP_FILL[m.colour] : "none",
      }));
    }
  }

  /** candidatesOf is the set of a map's possible hexes (with one more clue), or null if the board cannot tell. */
  candidatesOf(m, extra) {
    if (this.view.sharing && this.view.sharing.map === m.colour) return null;
    const clues = m.clues.map((c) => c.clue);
    let base;
    if (m.markers && m.markers.length) base = new Set(m.markers.map(key));
    else {
      base = this.island.candidates(clues);
      if (base.size !== m.candidates) return null;
    }
    if (!extra) return base;
    const s = this.island.clueSet(extra);
    return new Set([...base].filter((k) => s.has(k)));
  }

  // ----- status and buttons -----

  drawStatus() {
    const v = this.view, t = this.t;
    const actor = v.actor ?? v.turn;
    const dot = (p) => html("span", { class: "tb-dot", style: `background:${seatColor(p)}` });
    let head, hint = "";
    if (v.phase === "over") {
      const names = (v.winners || []).map((p) => this.nick(p)).join(", ");
      head = html("span", { class: "tb-status-over" }, t("tobago.phase.over"), ". ",
        t((v.winners || []).length > 1 ? "tobago.winnersTie" : "tobago.winners", { names }));
    } else if (v.phase === "offer" && v.sharing) {
      const sh = v.sharing, asked = sh.roses[sh.asking];
      head = html("span", {}, dot(asked), t("tobago.offerTo", { card: cardName(t, sh.card), name: this.nick(asked) }));
    } else {
      const vars = { name: this.nick(actor), map: v.restart ? t(`tobago.theMap.${v.restart.map}`) : "" };
      head = html("span", {}, dot(actor), t(`tobago.phase.${v.phase}`, vars));
    }
    if (this.mine() || this.sending) hint = this.hint();
    else if (v.phase !== "over" && !this.meta.replay && this.ctx.seat >= 0) hint = t("tobago.waiting", { name: this.nick(v.phase === "offer" && v.sharing ? v.sharing.roses[v.sharing.asking] : actor) });
    this.statusEl.replaceChildren(html("div", { class: "tb-status-head" }, head));
    if (hint) this.statusEl.append(html("div", { class: "tb-hint" }, hint));
  }

  hint() {
    const v = this.view, t = this.t, s = this.sel;
    if (s?.kind === "card") return t("tobago.you.pickMap", { clue: clueText(t, s.clue) });
    if (s?.kind === "how") return t("tobago.you.pickHow", { clue: clueText(t, s.clue), map: t(`tobago.onMap.${s.map}`) });
    if (s?.kind === "marker") return t("tobago.you.pickMarker");
    if (s?.kind === "clear") return t("tobago.you.pickClear");
    if (s?.kind === "double") return t("tobago.you.pickDouble");
    if (s?.kind === "swap") return t(s.first ? "tobago.you.pickSwap2" : "tobago.you.pickSwap1");
    switch (v.phase) {
      case "place": return t("tobago.you.place");
      case "setup_clue": return t("tobago.you.setup_clue");
      case "restart": return t("tobago.you.restart", { map: t(`tobago.theMap.${v.restart?.map}`) });
      case "offer": return t("tobago.you.offer", { card: cardName(t, v.sharing.card) });
    }
    const a = v.action || {};
    if (a.moving === "amulet") return t("tobago.you.amuletMoving", { k: a.steps + 1 });
    if (a.moving === "main") return t("tobago.you.moving", { k: a.steps + 1 });
    if (a.taken) return t("tobago.you.done");
    return t("tobago.you.turnStart");
  }

  /**
   * button makes an action button: a step towards a legal move, or (legal
   * false) a plain one such as cancel. While a move is being sent the move
   * buttons stay in place, disabled, so that nothing jumps.
   */
  button(label, cls, onClick, legal = true) {
    const b = html("button", { type: "button", class: ["tb-btn", ...[cls].flat()], disabled: legal && this.sending }, label);
    if (!legal) b.addEventListener("click", onClick);
    else if (!this.sending) markLegal(b, onClick);
    return b;
  }

  drawActions() {
    const L = this.sending ? indexLegal(this.legal) : this.L, t = this.t, s = this.sel;
    const out = [];
    if (s) {
      if (s.kind === "how") {
        for (const o of s.options) {
          out.push(this.button(t(o.amulet ? "tobago.btn.withAmulet" : "tobago.btn.asAction"), o.amulet ? "tb-btn-amulet" : "tb-btn-main", () => this.play(o.move)));
        }
      }
      out.push(this.button(t("tobago.btn.cancel"), "tb-btn-cancel", () => this.cancel(), false));
    } else if (L.any) {
      if (L.take) out.push(this.button(t("tobago.btn.take", { card: cardName(t, this.view.sharing?.card) }), "tb-btn-main", () => this.play(L.take)));
      if (L.pass) out.push(this.button(t("tobago.btn.pass"), "tb-btn-plain", () => this.play(L.pass)));
      for (const m of L.raise) out.push(this.button(t("tobago.btn.raise", { treasure: t(`tobago.treasure.${m.map}`) }), ["tb-btn-main", "tb-btn-raise"], () => this.play(m)));
      if (L.stop) out.push(this.button(t("tobago.btn.stop"), "tb-btn-plain", () => this.play(L.stop)));
      if (L.end) out.push(this.button(t("tobago.btn.end"), ["tb-btn-plain", "tb-btn-end"], () => this.play(L.end)));
      if (L.exchange) out.push(this.button(t("tobago.btn.exchange"), "tb-btn-plain", () => this.play(L.exchange)));
      if (L.clear.length) out.push(this.button(t("tobago.btn.clear"), "tb-btn-plain", () => this.select({ kind: "clear" })));
      const am = (k, f) => out.push(this.button([D.amuletIcon(15), " ", t(`tobago.btn.amulet.${k}`)], "tb-btn-amulet", f));
      if (L.marker.length) am("remove_marker", () => this.select({ kind: "marker" }));
      if (L.amuletMove) am("move", () => this.play(L.amuletMove));
      if (L.amuletExchange) am("exchange", () => this.play(L.amuletExchange));
      if (L.double.length) am("double", () => this.select({ kind: "double" }));
      if (L.swap.length) am("swap", () => this.select({ kind: "swap" }));
    }
    this.actionsEl.replaceChildren(...out);
    this.actionsEl.hidden = out.length === 0;
  }

  // ----- the sharing -----

  drawSharing() {
    const v = this.view, sh = v.sharing, t = this.t;
    this.sharingEl.hidden = !sh;
    if (!sh) {
      this.sharingEl.replaceChildren();
      return;
    }
    const roses = html("ol", { class: "tb-share-roses" });
    sh.roses.forEach((p, i) => {
      roses.append(html("li", { class: ["tb-share-rose", i === sh.asking && "tb-asking"], title: this.nick(p) },
        D.roseIcon(seatColor(p), 20), html("span", {}, this.nick(p))));
    });
    const pile = html("div", { class: "tb-share-pile" });
    for (let i = 0; i < Math.min(sh.pile, 8); i++) pile.append(D.treasureBack(34));
    const parts = [
      html("div", { class: "tb-share-title" }, D.markerIcon(sh.map, 14), " ",
        t("tobago.sharing.title", { treasure: t(`tobago.treasure.${sh.map}`), name: this.nick(sh.finder) })),
      html("div", { class: "tb-share-body" },
        html("div", { class: "tb-share-offer" }, html("div", { class: "tb-small" }, t("tobago.sharing.offered")), D.treasureCard(sh.card, 64)),
        html("div", { class: "tb-share-rest" },
          html("div", { class: "tb-small" }, t("tobago.sharing.pile"), ": ", String(sh.pile)), pile),
        html("div", { class: "tb-share-who" }, html("div", { class: "tb-small" }, t("tobago.sharing.roses")), roses)),
    ];
    if (sh.drawn && sh.drawn.length) parts.push(html("div", { class: "tb-small" }, t("tobago.sharing.drawn", { cards: sh.drawn.map((c) => cardName(t, c)).join(", ") })));
    if (sh.final) parts.push(html("div", { class: "tb-small tb-warn" }, t("tobago.sharing.final")));
    if (sh.recycled) parts.push(html("div", { class: "tb-small" }, t("tobago.sharing.recycled")));
    this.sharingEl.replaceChildren(...parts);
  }

  // ----- the hand -----

  /** clueOptions lists where a clue of the hand may go: [{map, move, amulet}]. */
  clueOptions(clue) {
    return this.L.clue.filter((o) => sameClue(o.clue, clue));
  }

  cardWhy(clue) {
    const w = this.why();
    if (w && !this.mine()) return w;
    const v = this.view;
    if (v.phase === "place" || v.phase === "offer") return this.t("tobago.why.noClueNow");
    if (v.phase === "turn" && v.action?.taken) return this.t("tobago.why.actionTaken");
    return this.t("tobago.why.clueNowhere", { clue: clueText(this.t, clue) });
  }

  drawHand() {
    const v = this.view, t = this.t, me = this.ctx.seat;
    const hand = me >= 0 ? v.hands?.[me] : null;
    if (!hand || !hand.cards) {
      this.handEl.hidden = true;
      this.handEl.replaceChildren();
      return;
    }
    this.handEl.hidden = false;
    const row = html("div", { class: "tb-cards" });
    const chosen = this.sel?.kind === "card" || this.sel?.kind === "how" ? this.sel.clue : null;
    let shown = false;
    for (const clue of hand.cards) {
      const card = html("div", { class: "tb-card", role: "button", tabindex: "0", title: clueText(t, clue), "data-clue": `${clue.kind}/${clue.label}` },
        D.clueArt(clue, 64), html("div", { class: "tb-card-text" }, clueText(t, clue)));
      card.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          card.click();
        }
      });
      const opts = this.clueOptions(clue);
      if (chosen && !shown && sameClue(chosen, clue)) {
        shown = true;
        card.classList.add("tb-selected");
        card.addEventListener("click", () => this.cancel());
      } else if (opts.length && (!this.sel || this.sel.kind === "card")) {
        markLegal(card, () => this.select({ kind: "card", clue }));
      } else {
        markRefused(card, () => this.explain(this.sel ? this.t("tobago.why.finishChoice") : this.cardWhy(clue)));
      }
      row.append(card);
    }
    if (!hand.cards.length) row.append(html("div", { class: "tb-small" }, t("tobago.noHand")));
    this.handEl.replaceChildren(html("div", { class: "tb-section-title" }, t("tobago.hand")), row);
  }

  // ----- the maps -----

  drawMaps() {
    this.mapsEl.replaceChildren(...this.view.maps.map((m) => this.mapPanel(m)));
  }

  mapPanel(m) {
    const v = this.view, t = this.t, s = this.sel;
    const sharing = v.sharing && v.sharing.map === m.colour;
    let status;
    if (sharing) status = t("tobago.sharingHere");
    else if (m.located) status = t("tobago.located") + ` (${m.located.q},${m.located.r})`;
    else if (!m.clues.length) status = "";
    else status = t("tobago.candidates", { n: m.candidates, hexes: pl(t, "tobago.hexes", m.candidates) });
    const chosen = s?.kind === "how" && s.map === m.colour;
    const panel = html("div", { class: ["tb-map", `tb-map-${m.colour}`, m.located && "tb-map-located", sharing && "tb-map-sharing", chosen && "tb-selected"] });
    const head = html("div", { class: "tb-map-head" }, D.markerIcon(m.colour, 16),
      html("span", { class: "tb-map-name" }, t(`tobago.map.${m.colour}`)),
      html("span", { class: "tb-map-status" }, status),
      m.dead_end ? html("span", { class: "tb-badge" }, t("tobago.deadEnd")) : null);
    panel.append(head);
    const list = html("ol", { class: "tb-map-clues" });
    m.clues.forEach((c, i) => list.append(this.clueRow(m, c, i)));
    if (!m.clues.length) list.append(html("li", { class: "tb-map-empty" }, t("tobago.emptyMap")));
    panel.append(list);

    // Choosing a map for the selected card.
    if (s?.kind === "card") {
      const opts = this.clueOptions(s.clue).filter((o) => o.map === m.colour);
      if (opts.length) {
        const after = this.candidatesOf(m, s.clue);
        if (after) head.append(html("span", { class: "tb-after" }, "→ " + after.size));
        markLegal(panel, () => {
          if (opts.length === 1) this.play(opts[0].move);
          else this.select({ kind: "how", clue: s.clue, map: m.colour, options: opts });
        });
      } else {
        markRefused(panel, () => this.explain(this.t("tobago.why.mapNo", { clue: clueText(t, s.clue), map: t(`tobago.onMap.${m.colour}`) })));
      }
    } else if (!s && this.L.clue.length) {
      markRefused(panel, () => this.explain(this.t("tobago.why.pickCard")));
    }
    panel.addEventListener("mouseenter", () => {
      this.hover = m.colour;
      this.drawShade();
    });
    panel.addEventListener("mouseleave", () => {
      this.hover = null;
      this.drawShade();
    });
    return panel;
  }

  clueRow(m, c, i) {
    const t = this.t, s = this.sel;
    const roses = html("span", { class: "tb-row-roses" });
    for (let k = 0; k < c.roses; k++) roses.append(D.roseIcon(seatColor(c.seat), 15));
    const row = html("li", { class: "tb-clue-row", title: this.nick(c.seat) },
      D.clueArt(c.clue, 34), html("span", { class: "tb-row-text" }, clueText(t, c.clue)), roses);
    if (s?.kind === "double") {
      const mv = this.L.double.find((d) => d.map === m.colour && d.at === i);
      if (mv) markLegal(row, () => this.play(mv));
    } else if (s?.kind === "swap") {
      if (!s.first) {
        if (this.L.swap.some((w) => w.map === m.colour && (w.at === i || w.with === i))) {
          markLegal(row, () => this.select({ kind: "swap", first: { map: m.colour, at: i } }));
        }
      } else if (s.first.map === m.colour && s.first.at === i) {
        row.classList.add("tb-selected");
      } else if (s.first.map === m.colour) {
        const lo = Math.min(i, s.first.at), hi = Math.max(i, s.first.at);
        const mv = this.L.swap.find((w) => w.map === m.colour && w.at === lo && w.with === hi);
        if (mv) markLegal(row, () => this.play(mv));
      }
    }
    return row;
  }

  // ----- the players and the decks -----

  drawPlayers() {
    const v = this.view, t = this.t;
    const rows = [];
    for (let p = 0; p < v.players; p++) {
      const colour = seatColor(p);
      const decides = v.phase === "offer" && v.sharing ? v.sharing.roses[v.sharing.asking] === p : v.actor === p;
      const winner = v.phase === "over" && (v.winners || []).includes(p);
      const cards = html("span", { class: "tb-tcards", title: t("tobago.treasureCards") });
      for (const c of v.treasure?.[p] || []) cards.append(D.treasureCard(c, 26));
      const hand = html("span", { class: "tb-backs", title: t("tobago.handSize") });
      const size = v.hands?.[p]?.size || 0;
      if (p !== this.ctx.seat) {
        for (let i = 0; i < size; i++) hand.append(html("span", { class: "tb-back card-back" }));
        markRefused(hand, () => this.explain(t("tobago.why.hidden")));
      } else hand.append(html("span", { class: "tb-back tb-face" }));
      hand.append(html("span", { class: "tb-count" }, String(size)));
      rows.push(html("div", { class: ["tb-player", decides && "tb-decides", winner && "tb-winner", p === this.ctx.seat && "tb-me"], style: `--seat:${colour}` },
        html("div", { class: "tb-player-head" }, D.vehicleIcon(colour, 26),
          html("span", { class: "tb-nick" }, this.nick(p)),
          p === this.ctx.seat ? html("span", { class: "tb-you" }, t("tobago.you")) : null,
          winner ? D.crownIcon(18) : null,
          html("span", { class: "tb-score" }, t("tobago.score", { n: v.scores?.[p] ?? 0, coins: pl(t, "tobago.coins", v.scores?.[p] ?? 0) }))),
        html("div", { class: "tb-player-stuff" },
          html("span", { class: "tb-stat", title: t("tobago.roses") }, D.roseIcon(colour, 16), String(v.roses?.[p] ?? 0)),
          html("span", { class: "tb-stat", title: t("tobago.amulets") }, D.amuletIcon(16), String(v.amulets?.held?.[p] ?? 0)),
          hand, cards)));
    }
    this.playersEl.replaceChildren(...rows);
  }

  drawDecks() {
    const v = this.view, t = this.t;
    const item = (label, value, icon) => html("div", { class: "tb-deck", title: label }, icon, html("span", { class: "tb-deck-n" }, String(value)), html("span", { class: "tb-deck-label" }, label));
    const discard = (v.clue_discard || []).map((c) => clueText(t, c)).join(" · ");
    const items = [
      item(t("tobago.clueDeck"), v.clue_deck, html("span", { class: "tb-back card-back" })),
      item(t("tobago.clueDiscard"), (v.clue_discard || []).length, html("span", { class: "tb-back tb-face" })),
      item(t("tobago.treasureDeck"), v.treasure_deck, D.treasureBack(22)),
      item(t("tobago.treasureDiscard"), v.treasure_discard, D.treasureBack(22)),
      item(t("tobago.amuletSupply"), v.amulets?.supply ?? 0, D.amuletIcon(18)),
    ];
    if (discard) items[1].title = t("tobago.clueDiscard") + ": " + discard;
    if (v.curses_out) items.push(item(t("tobago.cursesOut"), v.curses_out, D.treasureCard("curse", 22)));
    this.decksEl.replaceChildren(...items);
  }
}

