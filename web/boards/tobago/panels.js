// @ts-check
// Tobago's panels in HTML, around the island: the status (phase, who
// decides, the hint), the buttons, the sharing in progress, each seat's
// roses, amulets, clue cards (backs) and treasure, and the decks.

import { html, markLegal, seatColor, seatDot, seatEmblem } from "../../board.js";
import { answer } from "../shared.js";
import { treasureBack, treasureCard } from "./cards.js";
import { buttons } from "./input.js";
import { amuletIcon, crownIcon, markerIcon, roseIcon, vehicleIcon } from "./pieces.js";
import { pl } from "./texts.js";
import { cardName, clueText, deciding } from "./view.js";

/** @typedef {import("./input.js").Act} Act */

/**
 * status fills el: the phase and who decides (or the winners), and a hint
 * for the viewer (what to do). At the table, whose turn it is and that the
 * game is over are the table's status line's and end panel's to say: the
 * board hides its own words for them, and shows only what those do not say
 * (a phase of set-up or sharing, what to click), or nothing.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function status(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  const actor = v.actor ?? v.turn;
  let head, tip = "";
  if (v.phase === "over") {
    const ws = v.winners || [];
    const names = ws.map((p) => ctx.nick(p)).join(", ");
    head = html("span", { class: "tb-status-over" }, t("tobago.phase.over"), ". ", t(ws.length > 1 ? "tobago.winnersTie" : "tobago.winners", { names }));
  } else if (v.phase === "offer" && v.sharing) {
    const asked = deciding(v);
    head = html("span", {}, seatDot(asked, "tb-dot"), t("tobago.offerTo", { card: cardName(t, v.sharing.card), name: ctx.nick(asked) }));
  } else {
    const vars = { name: ctx.nick(actor), map: v.restart ? t(`tobago.theMap.${v.restart.map}`) : "" };
    head = html("span", {}, seatDot(actor, "tb-dot"), t(`tobago.phase.${v.phase}`, vars));
  }
  if (b.L.any || b.sending) tip = hint(b);
  const said = !b.meta.replay && (v.phase === "over" || v.phase === "turn");
  el.replaceChildren(html("div", { class: "tb-status-head", hidden: said }, head));
  if (tip) el.append(html("div", { class: "tb-hint" }, tip));
  el.hidden = said && !tip;
}

/**
 * hint says what the viewer, who decides now, does next.
 * @param {Act} b
 */
export function hint(b) {
  const { v, sel: s, ctx } = b;
  const t = ctx.t;
  if (s?.kind === "card") return t("tobago.you.pickMap", { clue: clueText(t, s.clue) });
  if (s?.kind === "map") return t("tobago.you.pickDeckCard", { map: t(`tobago.theMap.${s.map}`) });
  if (s?.kind === "how") return t("tobago.you.pickHow", { clue: clueText(t, s.clue), map: t(`tobago.onMap.${s.map}`) });
  if (s?.kind === "marker") return t("tobago.you.pickMarker");
  if (s?.kind === "clear") return t("tobago.you.pickClear");
  if (s?.kind === "double") return t("tobago.you.pickDouble");
  if (s?.kind === "swap") return t(s.first ? "tobago.you.pickSwap2" : "tobago.you.pickSwap1");
  switch (v.phase) {
    case "place": return t("tobago.you.place");
    case "setup_clue": return t("tobago.you.setup_clue");
    case "restart": return t("tobago.you.restart", { map: t(`tobago.theMap.${v.restart?.map}`) });
    case "offer": return t("tobago.you.offer", { card: cardName(t, v.sharing?.card) });
  }
  const a = v.action || { taken: false, moving: "", steps: 0 };
  if (a.moving === "amulet") return t("tobago.you.amuletMoving", { k: a.steps + 1 });
  if (a.moving === "main") return t("tobago.you.moving", { k: a.steps + 1 });
  if (a.taken) return t("tobago.you.done");
  return t("tobago.you.turnStart");
}

/**
 * actions fills el with the buttons of input.js buttons; a move's button
 * is disabled while a move is on its way.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function actions(el, b) {
  const out = buttons(b).map((x) => {
    const label = x.amulet ? [amuletIcon(15), " ", x.label] : x.label;
    const btn = html("button", { type: "button", class: ["tb-btn", ...[x.cls].flat()], disabled: x.move && b.sending, "data-move": x.type, "data-map": x.map, "data-amulet": x.amulet }, label);
    if (!x.move) btn.addEventListener("click", x.run);
    else if (!b.sending) markLegal(btn, x.run);
    return btn;
  });
  el.replaceChildren(...out);
  el.hidden = out.length === 0;
}

/**
 * sharing shows the sharing in progress: the cards revealed so far with who
 * took each, the card offered, the face-down pile, the roses from the
 * bottom up with the one asked, what the viewer drew.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function sharing(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  const sh = v.sharing;
  el.hidden = !sh;
  if (!sh) {
    el.replaceChildren();
    return;
  }
  const roses = html("ol", { class: "tb-share-roses" });
  sh.roses.forEach((p, i) => {
    roses.append(html("li", { class: ["tb-share-rose", i === sh.asking && "tb-asking"], title: ctx.nick(p) },
      roseIcon(seatColor(p), 20), html("span", {}, ctx.nick(p))));
  });
  const pile = html("div", { class: "tb-share-pile" });
  for (let i = 0; i < Math.min(sh.pile, 8); i++) pile.append(treasureBack(34));
  const parts = [
    html("div", { class: "tb-share-title" }, markerIcon(sh.map, 14), " ",
      t("tobago.sharing.title", { treasure: t(`tobago.treasure.${sh.map}`), name: ctx.nick(sh.finder) })),
    html("div", { class: "tb-share-body" },
      revealed(sh.offered || [], ctx),
      html("div", { class: "tb-share-offer" }, html("div", { class: "tb-small" }, t("tobago.sharing.offered")), treasureCard(sh.card, 64)),
      html("div", { class: "tb-share-rest" },
        html("div", { class: "tb-small" }, t("tobago.sharing.pile"), ": ", String(sh.pile)), pile),
      html("div", { class: "tb-share-who" }, html("div", { class: "tb-small" }, t("tobago.sharing.roses")), roses)),
  ];
  if (sh.drawn && sh.drawn.length) parts.push(html("div", { class: "tb-small" }, t("tobago.sharing.drawn", { cards: sh.drawn.map((c) => cardName(t, c)).join(", ") })));
  if (sh.final) parts.push(html("div", { class: "tb-small tb-warn" }, t("tobago.sharing.final")));
  if (sh.recycled) parts.push(html("div", { class: "tb-small" }, t("tobago.sharing.recycled")));
  el.replaceChildren(...parts);
}

/**
 * revealed shows the cards revealed so far in a sharing, in order, each
 * with the seat that took it, or how it left (discarded, or a curse that
 * struck); null before the first.
 * @param {import("./types.js").Offered[]} offered
 * @param {import("../../board.js").Ctx} ctx
 */
function revealed(offered, ctx) {
  if (!offered.length) return null;
  const t = ctx.t;
  const cards = offered.map((o) => {
    const who = o.seat != null ? ctx.nick(o.seat) : t(o.card === "curse" ? "tobago.sharing.struck" : "tobago.sharing.discarded");
    return html("li", { class: ["tb-offered", o.seat == null && "tb-offered-gone"], title: `${cardName(t, o.card)}: ${who}` },
      treasureCard(o.card, 40),
      html("span", { class: "tb-offered-who" }, o.seat != null ? seatDot(o.seat, "tb-dot") : null, who));
  });
  return html("div", { class: "tb-share-seen" },
    html("div", { class: "tb-small" }, t("tobago.sharing.revealed")),
    html("ol", { class: "tb-offered-list" }, cards));
}

/**
 * players lists each seat: vehicle, name, coins, roses, amulets, clue
 * cards (backs for the others') and treasure cards.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function players(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  const rows = [];
  for (let p = 0; p < v.players; p++) {
    const colour = seatColor(p);
    const decides = v.phase === "offer" && v.sharing ? v.sharing.roses[v.sharing.asking] === p : v.actor === p;
    const winner = v.phase === "over" && (v.winners || []).includes(p);
    const cards = html("span", { class: "tb-tcards", title: t("tobago.treasureCards") });
    for (const c of v.treasure?.[p] || []) cards.append(treasureCard(c, 26));
    const hand = html("span", { class: "tb-backs", title: t("tobago.handSize") });
    const size = v.hands?.[p]?.size || 0;
    if (p !== ctx.seat) {
      for (let i = 0; i < size; i++) hand.append(html("span", { class: "tb-back card-back" }));
      answer(hand, { refused: () => ctx.explain(t("tobago.why.hidden")) });
    } else hand.append(html("span", { class: "tb-back tb-face" }));
    hand.append(html("span", { class: "tb-count" }, String(size)));
    const score = v.scores?.[p] ?? 0;
    rows.push(html("div", { class: ["tb-player", decides && "tb-decides", winner && "tb-winner", p === ctx.seat && "tb-me"], style: `--seat:${colour}` },
      html("div", { class: "tb-player-head" }, vehicleIcon(colour, seatEmblem(p, -5.5, -0.5, 6), 26),
        html("span", { class: "tb-nick" }, ctx.nick(p)),
        p === ctx.seat && !b.meta.review ? html("span", { class: "tb-you" }, t("tobago.you")) : null,
        winner ? crownIcon(18) : null,
        html("span", { class: "tb-score" }, t("tobago.score", { n: score, coins: pl(t, "tobago.coins", score) }))),
      html("div", { class: "tb-player-stuff" },
        html("span", { class: "tb-stat", title: t("tobago.roses") }, roseIcon(colour, 16), String(v.roses?.[p] ?? 0)),
        html("span", { class: "tb-stat", title: t("tobago.amulets") }, amuletIcon(16), String(v.amulets?.held?.[p] ?? 0)),
        hand, cards)));
  }
  el.replaceChildren(...rows);
}

/**
 * decks shows the clue deck and discard pile, the treasure deck and
 * discard pile (with the cards the table saw discarded face up), the
 * amulets left and the curses out of the game.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function decks(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  /**
   * @param {string} label
   * @param {number} value
   * @param {Node} icon
   */
  const item = (label, value, icon) => html("div", { class: "tb-deck", title: label }, icon, html("span", { class: "tb-deck-n" }, String(value)), html("span", { class: "tb-deck-label" }, label));
  const discard = (v.clue_discard || []).map((c) => clueText(t, c)).join(" · ");
  const seen = v.treasure_discard_seen || [];
  const items = [
    item(t("tobago.clueDeck"), v.clue_deck, html("span", { class: "tb-back card-back" })),
    item(t("tobago.clueDiscard"), (v.clue_discard || []).length, html("span", { class: "tb-back tb-face" })),
    item(t("tobago.treasureDeck"), v.treasure_deck, treasureBack(22)),
    item(t("tobago.treasureDiscard"), v.treasure_discard, treasureBack(22)),
    item(t("tobago.amuletSupply"), v.amulets?.supply ?? 0, amuletIcon(18)),
  ];
  if (discard) items[1].title = t("tobago.clueDiscard") + ": " + discard;
  if (seen.length) {
    items[3].title = t("tobago.discardSeen", { cards: seen.map((c) => cardName(t, c)).join(", "), n: v.treasure_discard - seen.length });
    items[3].append(seenCards(seen));
  }
  if (v.curses_out) items.push(item(t("tobago.cursesOut"), v.curses_out, treasureCard("curse", 22)));
  el.replaceChildren(...items);
}

/**
 * seenCards shows the treasure cards discarded face up, most valuable
 * first, each value once with its count.
 * @param {import("./types.js").TreasureCard[]} seen
 */
function seenCards(seen) {
  const out = html("span", { class: "tb-seen" });
  for (let i = 0; i < seen.length; ) {
    let n = 1;
    while (i + n < seen.length && seen[i + n] === seen[i]) n++;
    out.append(html("span", { class: "tb-seen-card" }, treasureCard(seen[i], 20), n > 1 ? html("span", { class: "tb-seen-n" }, "×" + n) : null));
    i += n;
  }
  return out;
}
