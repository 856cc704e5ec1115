// @ts-check
// Tobago's clue cards in HTML: the viewer's hand, the deck's cards to
// choose from at set-up (grouped by kind; folded for those who wait), and
// the four treasure maps with their clue rows and roses.

import { html, seatColor } from "../../board.js";
import { answer } from "../shared.js";
import { clueArt } from "./cards.js";
import { clueRow, deckCards, handCard, mapChoice } from "./choose.js";
import { deckChoice } from "./input.js";
import { markerIcon, roseIcon } from "./pieces.js";
import { placeName } from "./places.js";
import { LABELS, pl } from "./texts.js";
import { KINDS, clueKey, clueText } from "./view.js";

/** @typedef {import("./input.js").Act} Act */
/** @typedef {import("./types.js").Clue} Clue */
/** @typedef {import("./types.js").Colour} Colour */
/** @typedef {import("./types.js").TreasureMap} TreasureMap */

/**
 * pressable lets Enter and Space click an element that acts as a button.
 * @template {HTMLElement} E
 * @param {E} el
 * @returns {E}
 */
function pressable(el) {
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      el.click();
    }
  });
  return el;
}

/**
 * hand shows the viewer's clue cards (a seat's own only), or hides.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function hand(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  const me = ctx.seat;
  const cards = me >= 0 ? v.hands?.[me]?.cards : null;
  if (!cards) {
    el.hidden = true;
    el.replaceChildren();
    return;
  }
  el.hidden = false;
  const row = html("div", { class: "tb-cards" });
  let shown = false;
  for (const clue of cards) {
    const card = pressable(html("div", { class: "tb-card", role: "button", tabindex: "0", title: clueText(t, clue), "data-clue": clueKey(clue) },
      clueArt(clue, 64), html("div", { class: "tb-card-text" }, clueText(t, clue))));
    const c = handCard(b, clue, !shown);
    if (c.selected) {
      shown = true;
      card.classList.add("tb-selected");
    }
    row.append(answer(card, c.answer));
  }
  if (!cards.length) row.append(html("div", { class: "tb-small" }, t("tobago.noHand")));
  el.replaceChildren(html("div", { class: "tb-section-title" }, b.meta.review ? t("tobago.handOf", { name: ctx.nick(me) }) : t("tobago.hand")), row);
}

/**
 * chooser shows, while the viewer picks a set-up clue, every distinct clue
 * card of the deck that starts an empty map, grouped by kind; to the others
 * during set-up, the deck's cards, folded; else hides.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function chooser(el, b) {
  if (!deckChoice(b)) {
    setupDeck(el, b);
    return;
  }
  const t = b.ctx.t;
  el.hidden = false;
  const groups = deckCards(b).map((g) =>
    html("div", { class: "tb-choice-group", "data-kind": g.kind },
      html("div", { class: "tb-choice-kind" }, t(`tobago.kind.${g.kind}`)),
      html("div", { class: "tb-choices" }, g.cards.map((c) => {
        const tile = pressable(html("div", { class: ["tb-choice-card", c.selected && "tb-selected"], role: "button", tabindex: "0", title: clueText(t, c.clue), "data-clue": clueKey(c.clue) },
          clueArt(c.clue, 40), html("span", { class: "tb-choice-text" }, clueText(t, c.clue))));
        return answer(tile, c.answer);
      }))));
  el.replaceChildren(
    html("div", { class: "tb-section-title" }, t("tobago.deckChoice")),
    html("div", { class: "tb-small tb-choice-help" }, t("tobago.deckChoice.help")),
    ...groups,
  );
}

/**
 * setupDeck shows, during set-up, the deck's cards that lie face up for
 * the set-up clues, each distinct card once with its count, grouped by
 * kind and folded (kept open across renders once opened); else hides.
 * @param {HTMLElement} el
 * @param {Act} b
 */
function setupDeck(el, b) {
  const deck = b.v.setup_deck || [];
  const open = !!el.querySelector("details")?.open;
  el.hidden = !deck.length;
  if (!deck.length) {
    el.replaceChildren();
    return;
  }
  const t = b.ctx.t;
  /** @type {Map<string, {clue: Clue, n: number}>} */
  const counts = new Map();
  for (const clue of deck) {
    const c = counts.get(clueKey(clue));
    if (c) c.n++;
    else counts.set(clueKey(clue), { clue, n: 1 });
  }
  const all = [...counts.values()];
  const groups = KINDS.map((kind) => all.filter((c) => c.clue.kind === kind)).filter((g) => g.length).map((g) =>
    html("div", { class: "tb-choice-group", "data-kind": g[0].clue.kind },
      html("div", { class: "tb-choice-kind" }, t(`tobago.kind.${g[0].clue.kind}`)),
      html("div", { class: "tb-choices" }, g.sort((x, y) => LABELS.indexOf(x.clue.label) - LABELS.indexOf(y.clue.label)).map((c) =>
        html("span", { class: "tb-deck-card", title: clueText(t, c.clue), "data-clue": clueKey(c.clue) }, clueArt(c.clue, 30), clueText(t, c.clue),
          c.n > 1 ? html("span", { class: "tb-deck-card-n" }, "×" + c.n) : null)))));
  el.replaceChildren(html("details", { class: "tb-setup-deck", open },
    html("summary", { class: "tb-section-title" }, t("tobago.setupDeck", { n: deck.length })), groups));
}

/**
 * maps draws the four treasure maps: status, clue rows with their roses,
 * and what a click does during a clue's choice; hovering a map calls hover
 * with its colour (null on leaving), to show where its treasure may lie.
 * @param {HTMLElement} el
 * @param {Act} b
 * @param {(colour: Colour | null) => void} hover
 */
export function maps(el, b, hover) {
  el.replaceChildren(...b.v.maps.map((m) => mapPanel(b, m, hover)));
}

/**
 * @param {Act} b
 * @param {TreasureMap} m
 * @param {(colour: Colour | null) => void} hover
 */
function mapPanel(b, m, hover) {
  const { v, ctx } = b;
  const t = ctx.t;
  const sharing = v.sharing && v.sharing.map === m.colour;
  let status;
  if (sharing) status = t("tobago.sharingHere");
  else if (m.located) status = t("tobago.located") + ": " + placeName(t, v.island, m.located);
  else if (!m.clues.length) status = "";
  else status = t("tobago.candidates", { n: m.candidates, hexes: pl(t, "tobago.hexes", m.candidates) });
  const choice = mapChoice(b, m);
  const panel = html("div", { class: ["tb-map", `tb-map-${m.colour}`, m.located && "tb-map-located", sharing && "tb-map-sharing", choice.selected && "tb-selected"] });
  const head = html("div", { class: "tb-map-head" }, markerIcon(m.colour, 16),
    html("span", { class: "tb-map-name" }, t(`tobago.map.${m.colour}`)),
    html("span", { class: "tb-map-status" }, status),
    m.dead_end ? html("span", { class: "tb-badge" }, t("tobago.deadEnd")) : null);
  panel.append(head);
  if (choice.after !== null) {
    // How far the chosen clue would narrow this map, said in words: a bare
    // number beside the hexes left reads as a riddle.
    panel.append(html("div", { class: "tb-after" }, "→ ", t("tobago.after", { n: choice.after, hexes: pl(t, "tobago.hexes", choice.after) })));
  }
  const list = html("ol", { class: "tb-map-clues" });
  m.clues.forEach((c, i) => {
    const roses = html("span", { class: "tb-row-roses" });
    for (let k = 0; k < c.roses; k++) roses.append(roseIcon(seatColor(c.seat), 15));
    const r = clueRow(b, m, i);
    const row = html("li", { class: ["tb-clue-row", r.selected && "tb-selected"], title: ctx.nick(c.seat) },
      clueArt(c.clue, 34), html("span", { class: "tb-row-text" }, clueText(t, c.clue)), roses);
    list.append(answer(row, r.answer));
  });
  if (!m.clues.length) list.append(html("li", { class: "tb-map-empty" }, t("tobago.emptyMap")));
  panel.append(list);
  answer(panel, choice.answer);
  panel.addEventListener("mouseenter", () => hover(m.colour));
  panel.addEventListener("mouseleave", () => hover(null));
  return panel;
}
