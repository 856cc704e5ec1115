// @ts-check
// La Tortuga's events in words, one sentence each.

import { counted } from "../shared.js";
import { cap, listNames, owners as ownersOf, placeName, turtleName } from "./view.js";

/** @typedef {import("../../board.js").Ctx} Ctx */

/**
 * describe puts one event into words; view (the one shown, if any) tells
 * whose turtles are whose.
 * @param {import("../../board.js").GameEvent} ev
 * @param {Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {string}
 */
export function describe(ev, ctx, view) {
  const e = /** @type {import("./types.js").Event} */ (ev);
  const owners = ownersOf(view, ctx.players);
  /** @param {number} t */
  const tn = (t) => turtleName(ctx, owners, t);
  /** @param {number} n */
  const eggs = (n) => counted(ctx.t, "tortuga.eggs", n);
  switch (e.type) {
    case "chosen":
      return ctx.t("tortuga.ev.chosen", { name: ctx.nick(e.seat), n: (e.turtle % 2) + 1 });
    case "rolled":
      if (e.card) return ctx.t("tortuga.ev.rolledCard", { name: ctx.nick(e.seat ?? -1), value: e.value, die: e.die, sum: e.sum });
      return ctx.t("tortuga.ev.rolled", { die: e.die, value: e.value, sum: e.sum });
    case "roll":
      return ctx.t("tortuga.ev.roll", { name: ctx.nick(e.seat), sum: e.sum });
    case "stop":
      return ctx.t("tortuga.ev.stop", { name: ctx.nick(e.seat), sum: e.sum });
    case "busted": {
      const turtles = listNames(ctx, e.turtles.map(tn));
      return ctx.t(e.turtles.length > 1 ? "tortuga.ev.busted" : "tortuga.ev.bustedOne", { sum: e.sum, turtles });
    }
    case "moved": {
      const vars = {
        spaces: counted(ctx.t, "tortuga.spaces", e.spaces), sum: e.spaces / e.multiplier, mult: e.multiplier,
        from: placeName(ctx, e.from), to: e.to,
      };
      if (e.turtles.length > 1) {
        const turtle = tn(e.turtles[0]);
        const riders = listNames(ctx, e.turtles.slice(1).map(tn));
        const key = e.turtles.length > 2 ? "tortuga.ev.movedRiders" : "tortuga.ev.movedRide";
        return ctx.t(key, { ...vars, turtle, Turtle: cap(turtle), riders });
      }
      const turtles = tn(e.turtles[0]);
      return ctx.t("tortuga.ev.moved", { ...vars, turtles, Turtles: cap(turtles) });
    }
    case "laid": {
      if (e.beach) return ctx.t("tortuga.ev.laidBeach", { name: ctx.nick(e.seat) });
      const first = ctx.t("tortuga.ev.laid", { name: ctx.nick(e.seat), eggs: eggs(e.eggs) });
      const next = e.face_up ? ctx.t("tortuga.ev.nextCard", { eggs: eggs(e.face_up) }) : ctx.t("tortuga.ev.deckEmpty");
      return first + " " + next;
    }
    case "second_turtle":
      return ctx.t("tortuga.ev.second", { turtle: tn(e.turtle) });
    case "turn":
      if (e.turtle < 0) return ctx.t("tortuga.ev.turnChoose", { name: ctx.nick(e.seat) });
      return ctx.t("tortuga.ev.turn", { name: ctx.nick(e.seat), turtle: tn(e.turtle) });
    case "game_over": {
      const who = listNames(ctx, e.winners.map((s) => ctx.nick(s)));
      const score = e.winners.length ? e.scores[e.winners[0]] : 0;
      return ctx.t(e.winners.length > 1 ? "tortuga.ev.overShared" : "tortuga.ev.over", { who, score });
    }
  }
  return ev.type;
}
