// @ts-check
// A La Tortuga view into SVG: the dice tray (or the results once over), the
// egg cards and the nest, the target of the move being decided, and the
// brief effects of a bust or a laying. Each function returns new elements
// for one layer; the turtles, which glide from place to place, are kept by
// mount.js.

import { seatColor, svg } from "../../board.js";
import * as G from "./geometry.js";
import * as P from "./pieces.js";

/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Moving} Moving */
/** @typedef {import("./types.js").Event} Event */
/** @typedef {import("../../board.js").Translate} Translate */

/**
 * tray draws the dice of the turn: those rolled (new ones marked to show
 * them landing), the one in the air, and the empty slots; under them the
 * sum and how far it takes the group.
 * @param {Seen} v
 * @param {Moving | null} mv
 * @param {Event[]} events  the events that led to v
 * @param {boolean} animate
 * @param {Translate} t
 */
export function tray(v, mv, events, animate, t) {
  const rolledNow = new Set(events.flatMap((e) => (e.type === "rolled" ? [e.die - 1] : [])));
  /** @type {SVGElement[]} */
  const out = [
    svg("rect", { class: "tt-tray-bed", x: -112, y: -60, width: 224, height: 140, rx: 18 }),
    svg("text", { class: "tt-tray-title", x: 0, y: -40 }, t("tortuga.dice")),
  ];
  const rolling = v.phase === "first_die" || v.phase === "die";
  for (let i = 0; i < 3; i++) {
    const slot = svg("g", { transform: `translate(${(i - 1) * 66},4)` });
    if (i < v.dice.length) {
      const inner = v.card_die === i ? P.eggCard(v.dice[i], 34) : P.die(v.dice[i]);
      if (animate && rolledNow.has(i)) inner.classList.add("tt-new");
      slot.append(inner);
    } else if (i === v.dice.length && rolling) {
      slot.append(P.rollingDie());
    } else {
      slot.append(
        svg("rect", { class: "tt-slot", x: -23, y: -23, width: 46, height: 46, rx: 9 }),
        svg("text", { class: "tt-slot-num", x: 0, y: 7 }, String(i + 1)),
      );
    }
    out.push(slot);
  }
  let line = "";
  if (mv && v.dice.length > 1) {
    line = `${v.dice.join(" + ")} = ${mv.sum}   × ${v.dice.length} = ${mv.n}`;
  } else if (mv && v.dice.length) {
    line = String(mv.sum);
  } else if (rolling) {
    line = t("tortuga.rolling");
  }
  out.push(svg("text", { class: "tt-tray-sum", x: 0, y: 62 }, line));
  return out;
}

/**
 * results draws, in the tray's place once the game is over, the seats by
 * eggs laid, the winners crowned.
 * @param {Seen} v
 * @param {Translate} t
 * @param {(seat: number) => string} nick
 */
export function results(v, t, nick) {
  const order = [...Array(v.players).keys()].sort((a, b) => v.scores[b] - v.scores[a] || a - b);
  const rowH = 22;
  const top = -60;
  /** @type {SVGElement[]} */
  const out = [
    svg("rect", { class: "tt-tray-bed", x: -112, y: top, width: 224, height: 44 + rowH * v.players, rx: 18 }),
    svg("text", { class: "tt-tray-title", x: 0, y: top + 22 }, t("tortuga.results")),
  ];
  order.forEach((s, i) => {
    const y = top + 46 + i * rowH;
    const name = nick(s);
    const win = v.winners.includes(s);
    out.push(
      svg("circle", { cx: -92, cy: y - 5, r: 6, fill: seatColor(s), stroke: "#fff", "stroke-width": 1.5 }),
      svg("text", { class: win ? "tt-res tt-res-win" : "tt-res", x: -80, y }, (win ? "♛ " : "") + (name.length > 16 ? name.slice(0, 15) + "…" : name)),
      svg("text", { class: win ? "tt-res tt-res-win tt-res-score" : "tt-res tt-res-score", x: 96, y }, String(v.scores[s])),
    );
  });
  return out;
}

/**
 * marks rings the space the moving group would reach if its decider stopped.
 * @param {Seen} v
 * @param {Moving | null} mv
 */
export function marks(v, mv) {
  if (!mv || v.phase !== "decide" || !mv.n) return [];
  const s = G.spaces[mv.to];
  return [
    svg("ellipse", {
      class: mv.beach ? "tt-target tt-target-beach" : "tt-target",
      cx: s.x, cy: s.y + 6, rx: 29, ry: 18, stroke: seatColor(mv.decider),
    }),
  ];
}

/**
 * deck draws the nest of the 7-egg beach, the egg cards left face down with
 * the face-up one on top, and a label saying how many are left.
 * @param {Seen} v
 * @param {Translate} t
 * @param {(seat: number) => string} nick
 */
export function deck(v, t, nick) {
  const over = v.beach_by >= 0;
  const n = P.nest();
  n.setAttribute("transform", "translate(0,10)");
  n.classList.toggle("tt-nest-open", v.deck_left === 0 && !over);
  n.classList.toggle("tt-nest-taken", over);
  /** @type {SVGElement[]} */
  const out = [n];
  if (v.deck_left > 0) {
    const backs = Math.min(v.deck_left - 1, 5);
    for (let i = backs; i >= 1; i--) {
      const b = P.cardBack(44);
      b.setAttribute("transform", `translate(${i * 2.5},${-i * 2.5})`);
      out.push(b);
    }
    const c = P.eggCard(v.face_up, 44);
    c.classList.add("tt-faceup");
    out.push(c);
  }
  let label;
  if (over) label = t("tortuga.beachTaken", { name: nick(v.beach_by) });
  else if (v.deck_left === 0) label = t("tortuga.deckEmpty");
  else if (v.deck_left === 1) label = t("tortuga.deckOne");
  else label = t("tortuga.deckLeft", { n: v.deck_left });
  out.push(svg("text", { class: "tt-deck-label", x: 0, y: 56 }, label));
  return out;
}

/**
 * effects are the brief marks of an update: "Bust!" where a group went
 * bust, the eggs a player laid rising from the deck; each with how long
 * it shows, in ms.
 * @param {Event[]} events
 * @param {Translate} t
 * @returns {{el: SVGElement, ms: number}[]}
 */
export function effects(events, t) {
  const out = [];
  for (const e of events) {
    if (e.type === "busted") {
      const at = e.from === 0 ? G.RAFT : G.spaces[e.from];
      const fx = svg("text", { class: "tt-fx-bust", x: Math.max(80, Math.min(G.W - 80, at.x)), y: Math.max(40, at.y - 40) }, t("tortuga.bust"));
      out.push({ el: fx, ms: 1800 });
    }
    if (e.type === "laid") {
      const fx = svg("g", { class: "tt-fx-laid", transform: `translate(${G.DECK.x + 8},${G.DECK.y - 52})` },
        svg("text", { class: "tt-fx-eggs", x: 0, y: 0, fill: seatColor(e.seat) }, `+${e.eggs}`),
        svg("ellipse", { class: "tt-egg", cx: 24, cy: -7, rx: 6, ry: 8 }),
      );
      out.push({ el: fx, ms: 2200 });
    }
  }
  return out;
}
