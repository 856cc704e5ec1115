// @ts-check
// Cartagena's events in words, one sentence each, and a turn told for the
// log (tell): one line for each of its up to three actions; a hinted move
// in words (moveText).

import { byDecision, sentences } from "../../log-turns.js";
import { word } from "../shared.js";
import { BOAT } from "./geometry.js";
import { atText, backTo, forwardTo, fromText, normalize, symbolOfCard, toText } from "./view.js";

/**
 * describe puts one event into words.
 * @param {import("../../board.js").GameEvent} ev
 * @param {import("../../board.js").Ctx} ctx
 * @returns {string}
 */
export function describe(ev, ctx) {
  const e = /** @type {import("./types.js").Event} */ (ev);
  const t = ctx.t;
  /** @param {number} s */
  const name = (s) => ctx.nick(s);
  /** @param {string} c */
  const card = (c) => t("cartagena.acc." + symbolOfCard(c));
  switch (e.type) {
    case "forward":
      return t("cartagena.ev.forward", { name: name(e.seat), card: card(e.card), from: fromText(t, e.from), to: toText(t, e.to) });
    case "back":
      return t(e.draws === 1 ? "cartagena.ev.back1" : "cartagena.ev.back2", { name: name(e.seat), from: fromText(t, e.from), to: toText(t, e.to) });
    case "draw":
      return e.card ? t("cartagena.ev.drawRow", { name: name(e.seat), card: card(e.card) }) : t("cartagena.ev.draw", { name: name(e.seat) });
    case "reshuffle":
      return t("cartagena.ev.reshuffle", { n: e.cards, cards: word(t, "cartagena.cards", e.cards) });
    case "row": {
      const n = String(e.cards || "").length;
      return t("cartagena.ev.row", { n, cards: word(t, "cartagena.cards", n) });
    }
    case "end":
      return t("cartagena.ev.end", { name: name(e.seat) });
    case "pass":
      return t("cartagena.ev.pass", { name: name(e.seat) });
    case "turn":
      return t("cartagena.ev.turn", { name: name(e.seat) });
    case "game_over":
      if (e.reason === "boat" && e.winners?.length === 1) return t("cartagena.ev.overBoat", { name: name(e.winners[0]) });
      return t("cartagena.ev.overStalled", { names: (e.winners || []).map(name).join(", ") });
  }
  return ev.type;
}

/**
 * tell puts a turn into lines for the log, one for each action: a card
 * played, a pirate moved back (the cards it draws told with it), the end
 * of the turn.
 * @param {import("../../log-turns.js").Step[]} steps
 * @param {import("../../board.js").Ctx} ctx
 * @returns {import("../../log-turns.js").Line[]}
 */
export function tell(steps, ctx) {
  return byDecision(steps, (events) => {
    // A move back says already how many cards it draws from the deck.
    const back = events.some((e) => e.type === "back");
    return sentences(events.filter((e) => !(back && e.type === "draw" && !e.card)), (e) => describe(e, ctx));
  });
}

/**
 * moveText puts a move the viewer may make into words (a hint): the card
 * played and where the pirate goes, a move back, the end of the turn.
 * @param {import("../../board.js").Move} move
 * @param {import("../../board.js").Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {string}
 */
export function moveText(move, ctx, view) {
  const m = /** @type {import("./types.js").Move} */ (move);
  const t = ctx.t;
  const v = view ? normalize(view, { version: 0, actor: null, result: null, events: [], replay: false }, ctx.seat) : null;
  switch (m.type) {
    case "forward": {
      const sym = symbolOfCard(m.card);
      const to = v ? forwardTo(v, m.from, sym) : BOAT;
      return t("cartagena.move.forward", { card: t("cartagena.acc." + sym), at: atText(t, m.from), to: toText(t, to) });
    }
    case "back": {
      const to = v ? backTo(v, m.from)?.to : undefined;
      return t("cartagena.move.back", { at: atText(t, m.from), to: to ? toText(t, to) : "" });
    }
    case "end":
    case "pass":
      return t("cartagena.move." + m.type);
  }
  return move.type;
}
