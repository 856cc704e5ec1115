// @ts-check
// La Tortuga's clicks: which turtle, button or egg card leads to a legal
// move now, and for everything else the reason it does not.

import { movesOf } from "../../board.js";
import { turtleName } from "./view.js";

/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Moving} Moving */
/** @typedef {import("./types.js").Move} Move */
/** @typedef {import("../shared.js").Answer} Answer */
/** @typedef {import("../../board.js").Ctx} Ctx */
/** @typedef {import("../../board.js").Meta} Meta */

/**
 * How each clickable thing answers a click now.
 * @typedef {object} Answers
 * @property {(turtle: number) => Answer} turtle  a turtle on the island
 * @property {(turtle: number) => Answer} choose  a turtle's button while its player chooses
 * @property {Answer} roll
 * @property {Answer} stop
 * @property {{value: number, answer: Answer}[]} cards  egg cards that may stand for the next die
 * @property {(value: number) => Answer | null} handCard  an egg card in the viewer's hand (null: not a button)
 */

/**
 * answers reads the legal moves into what each click does: play(move) for
 * a legal one, an explanation for the rest.
 * @param {Seen} v
 * @param {import("../../board.js").Legal<Move>[]} legal
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {Ctx} ctx
 * @param {(move: Move) => void} play
 * @returns {Answers}
 */
export function answers(v, legal, meta, mv, ctx, play) {
  const t = ctx.t;
  const chooses = movesOf(legal, "choose");
  const roll = movesOf(legal, "roll")[0];
  const stop = movesOf(legal, "stop")[0];
  const cards = movesOf(legal, "card");
  const general = whyNot(v, meta, mv, ctx);
  /** @param {() => string} why */
  const refuse = (why) => ({ refused: () => ctx.explain(why()) });
  /** @param {Move | undefined} m */
  const button = (m) => (m ? { legal: () => play(m) } : refuse(() => general || t("tortuga.why.pending")));
  const handCards = ctx.seat >= 0 && v.options?.eggs_as_dice && v.phase !== "over" && !meta.replay;
  return {
    turtle(x) {
      const m = chooses.find((c) => c.turtle === x);
      return m ? { legal: () => play(m) } : refuse(() => turtleWhy(v, meta, mv, ctx, x));
    },
    choose: (x) => button(chooses.find((c) => c.turtle === x)),
    roll: button(roll),
    stop: button(stop),
    cards: cards.map((m) => ({ value: m.value, answer: { legal: () => play(m) } })),
    handCard(value) {
      if (!handCards) return null;
      const m = cards.find((c) => c.value === value);
      return m ? { legal: () => play(m) } : refuse(() => cardWhy(v, meta, mv, ctx, value));
    },
  };
}

/**
 * whyNot explains why the viewer cannot act now, or returns "" when
 * nothing general stands in the way.
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {Ctx} ctx
 */
export function whyNot(v, meta, mv, ctx) {
  const t = ctx.t;
  if (meta.replay) return t("tortuga.why.replay");
  if (ctx.seat < 0) return t("tortuga.why.spectator");
  if (v.phase === "over") return t("tortuga.why.over");
  if (v.phase === "first_die" || v.phase === "die") return t("tortuga.why.rolling");
  if (v.phase === "choose" && v.turn !== ctx.seat) return t("tortuga.why.otherTurn", { name: ctx.nick(v.turn) });
  if (mv && mv.decider !== ctx.seat) return t("tortuga.why.otherDecides", { name: ctx.nick(mv.decider) });
  return "";
}

/**
 * turtleWhy explains why clicking turtle x does nothing.
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {Ctx} ctx
 * @param {number} x
 */
function turtleWhy(v, meta, mv, ctx, x) {
  const t = ctx.t;
  if (meta.replay) return t("tortuga.why.replay");
  if (ctx.seat < 0) return t("tortuga.why.spectator");
  if (v.phase === "over") return t("tortuga.why.over");
  if (v.phase === "choose") {
    if (v.turn !== ctx.seat) return t("tortuga.why.otherTurn", { name: ctx.nick(v.turn) });
    return t("tortuga.why.notYours", { name: ctx.nick(v.owners[x]) });
  }
  if (mv && mv.decider === ctx.seat) return t("tortuga.why.noChoiceYou");
  return t("tortuga.why.noChoice", { turtle: turtleName(ctx, v.owners, v.mover) });
}

/**
 * cardWhy explains why an egg card of the hand cannot stand for a die now.
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {Ctx} ctx
 * @param {number} value
 */
function cardWhy(v, meta, mv, ctx, value) {
  const t = ctx.t;
  const general = whyNot(v, meta, mv, ctx);
  if (general) return general;
  if (v.phase !== "decide" || !mv) return t("tortuga.why.cardNotNow");
  if (mv.decider !== ctx.seat) return t("tortuga.why.cardNotDecider", { name: ctx.nick(mv.decider) });
  if (v.card_used) return t("tortuga.why.cardUsed");
  if (mv.sum + value > 7) return t("tortuga.why.cardSum");
  return t("tortuga.why.cardNotNow");
}

/**
 * hintTargets are the selectors of what shows a hinted move: the turtle
 * and its button, the roll or stop button (and the space a stop reaches),
 * the egg card that stands for the next die.
 * @param {Move | null} move
 * @returns {string[]}
 */
export function hintTargets(move) {
  switch (move?.type) {
    case "choose":
      return [`[data-turtle="${move.turtle}"]`, `[data-choose="${move.turtle}"]`];
    case "roll":
      return ['[data-move="roll"]'];
    case "stop":
      return ['[data-move="stop"]', ".tt-target"];
    case "card":
      return [`[data-card-die="${move.value}"]`];
  }
  return [];
}
