// @ts-check
// Cartagena's events in words, one sentence each, and a turn told for the
// log (tell): one line for each of its up to three actions.

import { byDecision, sentences } from "../../log-turns.js";
import { word } from "../shared.js";
import { fromText, symbolOfCard, toText } from "./view.js";

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
