// @ts-check
// La Tortuga's events in words, one sentence each, and a turn told for the
// log (tell): one line for each turtle's move, its dice folded into it.

import { addTexts } from "../../i18n.js";
import { mainEvent } from "../../log-turns.js";
import { counted } from "../shared.js";
import { texts } from "./log-texts.js";
import { cap, listNames, owners as ownersOf, placeName, turtleName } from "./view.js";

addTexts(texts);

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

/**
 * A turtle's move being told: its dice, who decided, and what came of it.
 * @typedef {object} Run
 * @property {string[]} dice
 * @property {number} sum
 * @property {number} decider  -1 until someone decided
 * @property {boolean} stopped
 * @property {string[]} after  the sentences of the move's end (moved or bust, eggs laid)
 * @property {import("../../board.js").GameEvent[]} events
 * @property {number} from
 * @property {number} to
 */

/**
 * tell puts a turn into lines for the log: a line for each turtle's move,
 * "Anna rolls 4 + 2 and stops." with its move or its bust and the
 * eggs laid, and a line for the choice of turtle.
 * @param {import("../../log-turns.js").Step[]} steps
 * @param {Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {import("../../log-turns.js").Line[]}
 */
export function tell(steps, ctx, view) {
  /** @type {import("../../log-turns.js").Line[]} */
  const lines = [];
  /** @type {Run | null} */
  let run = null;
  const turnSeat = steps.find((s) => typeof s.by === "number")?.by;
  const close = () => {
    if (!run) return;
    const r = run;
    run = null;
    const seat = r.decider >= 0 ? r.decider : typeof turnSeat === "number" ? turnSeat : typeof view?.actor === "number" ? view.actor : view?.turn ?? 0;
    const vars = { name: ctx.nick(seat), dice: r.dice.join(" + "), sum: r.sum };
    const key = r.after.length ? (r.stopped ? "tortuga.log.stops" : "tortuga.log.rolls") : r.dice.length > 1 ? "tortuga.log.rolling" : "tortuga.log.rollingOne";
    const text = [r.dice.length ? ctx.t(key, vars) : "", ...r.after].filter(Boolean).join(" ");
    if (text) lines.push({ text, from: r.from, to: r.to, event: mainEvent(r.events) });
  };
  for (const step of steps) {
    for (const ev of step.events) {
      const e = /** @type {import("./types.js").Event} */ (ev);
      if (e.type === "rolled" || e.type === "second_turtle" || e.type === "chosen") {
        if (run?.after.length || e.type !== "rolled") close();
      }
      if (e.type === "second_turtle") continue;
      if (e.type === "chosen" || e.type === "game_over" || (e.type === "laid" && !run)) {
        lines.push({ text: describe(ev, ctx, view), from: step.version, to: step.version, event: e.type });
        continue;
      }
      if (!run) run = { dice: [], sum: 0, decider: -1, stopped: false, after: [], events: [], from: step.version, to: step.version };
      run.to = step.version;
      run.events.push(ev);
      switch (e.type) {
        case "rolled":
          run.dice.push(e.card ? ctx.t("tortuga.log.card", { value: e.value }) : String(e.value));
          run.sum = e.sum;
          if (e.card && e.seat != null) run.decider = e.seat;
          break;
        case "roll":
          run.decider = e.seat;
          break;
        case "stop":
          run.decider = e.seat;
          run.stopped = true;
          break;
        default:
          run.after.push(describe(ev, ctx, view));
      }
    }
    if (run) run.to = step.version;
  }
  close();
  return lines;
}

/**
 * moveText puts a move the viewer may make into words (a hint); view tells
 * whose turtles are whose.
 * @param {import("../../board.js").Move} move
 * @param {Ctx} ctx
 * @param {import("./types.js").View | null} view
 * @returns {string}
 */
export function moveText(move, ctx, view) {
  const m = /** @type {import("./types.js").Move} */ (move);
  switch (m.type) {
    case "choose":
      return ctx.t("tortuga.move.choose", { turtle: turtleName(ctx, ownersOf(view, ctx.players), m.turtle) });
    case "roll":
    case "stop":
      return ctx.t("tortuga.move." + m.type);
    case "card":
      return ctx.t("tortuga.move.card", { value: m.value });
  }
  return move.type;
}
