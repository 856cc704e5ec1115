// @ts-check
// Cartagena's panels in HTML: the players' strip (pirates aboard, hands),
// the turn's controls (actions taken, hint, Back, Cancel, End or Pass), the
// viewer's hand and the piles on the table.

import { html, seatColor, seatDot } from "../../board.js";
import { answer, word } from "../shared.js";
import * as I from "./input.js";
import { back, boatIcon, card, symbolOf, symbolSvg, symbols, trophyIcon } from "./pieces.js";
import { backTo, countCards, toText } from "./view.js";

/** @typedef {import("./input.js").Act} Act */
/** @typedef {import("./types.js").Sym} Sym */
/** @typedef {import("../../board.js").Translate} Translate */

/**
 * controls draws the turn's actions (and, in a replay, whose turn it is),
 * the hint, and the buttons: Back for a chosen pirate, Cancel a half-made
 * choice, End or Pass.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function controls(el, b) {
  const { v, a, sel, ctx } = b;
  const t = ctx.t;
  // At the table the status line says whose turn it is and the end panel
  // that the game is over; a replay has neither, so the board says both.
  el.hidden = v.over && !b.replay;
  if (el.hidden) {
    el.replaceChildren();
    return;
  }
  const parts = [];
  const turnSeat = v.over ? null : v.turn;
  let title = null;
  if (v.over) title = t("cartagena.status.over");
  else if (b.replay) title = t("cartagena.status.theirs", { name: ctx.nick(v.turn) });
  const pips = [];
  if (!v.over) {
    for (let i = 0; i < 3; i++) pips.push(html("span", { class: ["cg-pip", i < v.actions && "done", i === v.actions && "now"] }));
  }
  parts.push(
    html(
      "div",
      { class: "cg-turn", style: turnSeat != null ? `--seat:${seatColor(turnSeat)}` : null },
      turnSeat != null ? seatDot(turnSeat, "cg-chip") : null,
      title ? html("b", {}, title) : null,
      v.over ? null : html("span", { class: "cg-action" }, t("cartagena.status.action", { n: Math.min(3, v.actions + 1) })),
      pips.length ? html("span", { class: "cg-pips", "aria-hidden": "true" }, pips) : null,
    ),
  );

  const hint = I.hint(b);
  if (hint) parts.push(html("p", { class: "cg-hint" }, hint));

  const buttons = [];
  const from = sel?.from;
  if (a.mine && from != null && a.back.has(from)) {
    const bt = backTo(v, from);
    const label = t("cartagena.back", { to: bt ? toText(t, bt.to) : "", n: bt?.draws ?? "?" });
    buttons.push(answer(html("button", { type: "button", class: "button small cg-back", "data-move": "back" }, label), { legal: () => b.send({ type: "back", from }) }));
  }
  if (a.mine && sel) {
    buttons.push(html("button", { type: "button", class: "button small cg-cancel", onclick: () => b.select(null) }, t("cartagena.cancel")));
  }
  if (a.mine && a.canPass) {
    buttons.push(answer(html("button", { type: "button", class: "button small primary", "data-move": "pass" }, t("cartagena.pass")), { legal: () => b.send({ type: "pass" }) }));
  } else if (a.mine && a.canEnd) {
    buttons.push(answer(html("button", { type: "button", class: "button small primary", "data-move": "end" }, t("cartagena.end")), { legal: () => b.send({ type: "end" }) }));
  } else if (a.mine) {
    buttons.push(answer(html("button", { type: "button", class: "button small cg-end-off", "data-move": "end", "aria-disabled": "true" }, t("cartagena.end")), { refused: () => ctx.explain(t("cartagena.why.endFirst")) }));
  }
  if (buttons.length) parts.push(html("div", { class: "cg-buttons" }, buttons));
  el.replaceChildren(...parts);
  el.classList.toggle("cg-mine", a.mine);
}

/**
 * face is a card's face with its name as a title.
 * @param {Translate} t
 * @param {Sym} sym
 * @param {number} n
 * @param {string} [cls]
 */
function face(t, sym, n, cls) {
  return card(sym, n, t("cartagena.sym." + sym), cls);
}

/**
 * hand draws the viewer's hand, one button per symbol held, or hides.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function hand(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  if (v.seat < 0 || !v.hands[v.seat]) {
    el.replaceChildren();
    el.hidden = true;
    return;
  }
  el.hidden = false;
  const h = v.hands[v.seat];
  const counts = countCards(h.cards);
  const cards = [];
  for (const sym of symbols) {
    if (!counts[sym]) continue;
    const c = I.card(b, sym);
    const button = html(
      "button",
      { type: "button", class: ["cg-hand-card", c.selected && "cg-selected", c.playable && "cg-playable"], "data-zone": "hand", "data-card": sym },
      face(t, sym, counts[sym]),
      html("span", { class: "cg-card-name" }, t("cartagena.sym." + sym)),
    );
    if (c.to != null) button.title = `${t("cartagena.sym." + sym)} → ${toText(t, c.to)}`;
    cards.push(answer(button, c.answer));
  }
  const title = html(
    "h3",
    { class: "cg-title" },
    b.replay || b.review ? t("cartagena.handOf", { name: ctx.nick(v.seat) }) : t("cartagena.hand"),
    html("span", { class: "cg-size" }, String(h.size)),
  );
  if (cards.length) el.replaceChildren(title, html("div", { class: "cg-cards" }, cards));
  else if (v.over || b.replay) el.replaceChildren(title);
  else el.replaceChildren(title, html("p", { class: "cg-empty" }, t("cartagena.handEmpty")));
}

/**
 * table draws the piles: the draw pile (backs only), the discard pile
 * counted by symbol, and the open row in Tortuga and Hispaniola.
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function table(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  /** @param {string} key */
  const explain = (key) => ({ refused: () => ctx.explain(t(key)) });
  const deck = answer(
    html(
      "div",
      { class: "cg-pile cg-deck", "data-pile": "draw" },
      html("span", { class: "cg-pile-cards" }, v.draw > 0 ? back("cg-pile-top") : html("span", { class: "cg-card cg-none" })),
      html("span", { class: "cg-pile-label" }, t("cartagena.deck")),
      html("b", { class: "cg-pile-size" }, String(v.draw)),
    ),
    explain("cartagena.why.deck"),
  );
  const counts = countCards(v.discard);
  const discard = answer(
    html(
      "div",
      { class: "cg-pile cg-discard", "data-pile": "discard" },
      html(
        "span",
        { class: "cg-discard-counts" },
        symbols.map((s) => html("span", { class: ["cg-dc", !counts[s] && "zero"], title: t("cartagena.sym." + s) }, symbolSvg(s), html("b", {}, String(counts[s])))),
      ),
      html("span", { class: "cg-pile-label" }, t("cartagena.discard")),
      html("b", { class: "cg-pile-size" }, String(v.discard.length)),
    ),
    explain("cartagena.why.discard"),
  );
  const parts = [deck, discard];
  if (v.variant !== "jamaica") {
    const row = [...v.row].flatMap((c, i) => {
      const sym = symbolOf[c];
      return sym ? [face(t, sym, 1, i === 0 ? "cg-next" : "")] : [];
    });
    parts.push(
      answer(
        html(
          "div",
          { class: "cg-row", "data-pile": "row" },
          html("span", { class: "cg-pile-label" }, t("cartagena.row")),
          html("div", { class: "cg-row-cards" }, row.length ? row : html("span", { class: "cg-empty" }, t("cartagena.rowEmpty"))),
        ),
        explain("cartagena.why.row"),
      ),
    );
  }
  el.replaceChildren(...parts);
}

/**
 * players draws the strip of seats: colour, name, pirates in the boat, and
 * each other hand as backs (or faces where hands are open).
 * @param {HTMLElement} el
 * @param {Act} b
 */
export function players(el, b) {
  const { v, ctx } = b;
  const t = ctx.t;
  const out = [];
  for (let s = 0; s < v.players; s++) {
    const h = v.hands[s] || { size: 0, cards: null };
    let cards;
    if (s === v.seat) {
      cards = null;
    } else if (h.cards != null) {
      const counts = countCards(h.cards);
      cards = symbols.filter((x) => counts[x]).map((x) => face(t, x, counts[x], "cg-mini"));
    } else {
      cards = Array.from({ length: Math.min(h.size, 10) }, () => back("cg-mini"));
    }
    const hand = html(
      "span",
      { class: "cg-player-hand", "data-zone": "hand", title: t("cartagena.handSize", { n: h.size, cards: word(t, "cartagena.cards", h.size) }) },
      cards,
      html("b", { class: "cg-hand-size" }, String(h.size)),
    );
    if (s !== v.seat) {
      answer(hand, { refused: () => ctx.explain(h.cards != null ? t("cartagena.why.otherHand", { name: ctx.nick(s) }) : t("cartagena.why.hidden")) });
    }
    const won = v.over && v.winners.includes(s);
    out.push(
      html(
        "div",
        {
          class: ["cg-player", s === v.turn && !v.over && "cg-turn-now", s === v.seat && "cg-me", won && "cg-won"],
          "data-seat": s,
          style: `--seat:${seatColor(s)}`,
        },
        seatDot(s, "cg-chip"),
        html("span", { class: "cg-name" }, ctx.nick(s), s === v.seat && !b.replay && !b.review ? html("small", {}, ` (${t("cartagena.you")})`) : null),
        won ? html("span", { class: "cg-crown", title: t("cartagena.winner") }, trophyIcon()) : null,
        html("span", { class: "cg-score", title: t("cartagena.inBoat", { n: v.scores[s] ?? 0 }) }, boatIcon(), html("b", {}, `${v.scores[s] ?? 0}/6`)),
        hand,
      ),
    );
  }
  el.replaceChildren(...out);
}
