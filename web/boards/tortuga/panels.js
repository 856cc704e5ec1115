// @ts-check
// La Tortuga's panels beside the island, in HTML: the status (who does
// what, then which turtle, the last move), the controls (choose a turtle;
// roll, stop or play an egg card) and the seats with their eggs and cards.

import { html, seatColor, seatDot, seatEmblem } from "../../board.js";
import { answer, counted } from "../shared.js";
import * as P from "./pieces.js";
import { badge, listNames, placeName, turtleName, whereAll } from "./view.js";

/** @typedef {import("./types.js").Seen} Seen */
/** @typedef {import("./types.js").Moving} Moving */
/** @typedef {import("./input.js").Answers} Answers */
/** @typedef {import("../../board.js").Ctx} Ctx */
/** @typedef {import("../../board.js").Meta} Meta */

/**
 * status fills el: whose decision it is and what about, the turtle moving
 * next, and the last move in short; once the game is over, who won, which
 * at the table is the end panel's to say (the board's words hide there).
 * @param {HTMLElement} el
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {string | null} summary  the last move in short
 * @param {boolean} mine  the viewer decides now
 * @param {Ctx} ctx
 */
export function status(el, v, meta, mv, summary, mine, ctx) {
  const t = ctx.t;
  el.replaceChildren();
  el.className = "tt-status";
  let text;
  let who = null;
  if (v.phase === "over") {
    const ws = v.winners;
    const names = listNames(ctx, ws.map((s) => ctx.nick(s)));
    const score = ws.length ? v.scores[ws[0]] : 0;
    text = t(ws.length > 1 ? "tortuga.status.overShared" : "tortuga.status.over", { who: names, score });
    el.classList.add("tt-status-over");
    who = ws[0];
  } else if (v.phase === "choose") {
    who = v.turn;
    text = ctx.seat === v.turn && !meta.replay ? t("tortuga.status.chooseYou") : t("tortuga.status.choose", { name: ctx.nick(v.turn) });
  } else if (v.phase === "decide" && mv) {
    who = mv.decider;
    const turtle = turtleName(ctx, v.owners, v.mover);
    const ride = v.owners[v.mover] !== mv.decider;
    const n = counted(t, "tortuga.spaces", mv.n);
    if (mv.decider === ctx.seat && !meta.replay) {
      text = t(ride ? "tortuga.status.decideYouRide" : "tortuga.status.decideYou", { sum: mv.sum, n, turtle });
    } else {
      text = t(ride ? "tortuga.status.decideRide" : "tortuga.status.decide", { name: ctx.nick(mv.decider), turtle, sum: mv.sum });
    }
  } else {
    who = v.turn;
    text = t("tortuga.status.rolling", { turtle: turtleName(ctx, v.owners, v.mover) });
  }
  if (who != null && who >= 0) el.append(seatDot(who, "tt-dot"));
  const lines = html("span", { class: "tt-lines" }, html("span", { class: "tt-now" }, text));
  if (v.second >= 0 && v.phase !== "over") {
    lines.append(html("span", { class: "tt-then" }, t("tortuga.status.next", { turtle: turtleName(ctx, v.owners, v.second) })));
  }
  if (summary && v.phase !== "over") lines.append(html("span", { class: "tt-last" }, t("tortuga.lastMove", { text: summary })));
  el.append(lines);
  if (mine && !meta.replay) el.classList.add("tt-status-you");
  // At the table the end panel says who won; a replay has none.
  el.hidden = v.phase === "over" && !meta.replay;
}

/**
 * controls are the viewer's buttons: a button per own turtle while choosing,
 * else roll and stop with what each leads to, and the egg cards that may
 * stand for the next die; null for a spectator, a replay or the end.
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Moving | null} mv
 * @param {Answers} a
 * @param {Ctx} ctx
 */
export function controls(v, meta, mv, a, ctx) {
  const t = ctx.t;
  if (meta.replay || ctx.seat < 0 || v.phase === "over") return null;
  const box = html("div", { class: "tt-controls" });
  if (v.phase === "choose") {
    if (v.turn !== ctx.seat) return null;
    box.append(html("p", { class: "tt-hint" }, t("tortuga.chooseHint")));
    const row = html("div", { class: "tt-buttons" });
    const where = whereAll(v.track);
    v.owners.forEach((seat, x) => {
      if (seat !== ctx.seat) return;
      const pos = where.get(x)?.pos ?? 0;
      row.append(answer(html("button", { type: "button", class: "tt-btn tt-btn-choose", "data-choose": x },
        P.miniTurtle(seatColor(seat), badge(v.two, x), seatEmblem(seat, 0, -17, 7)),
        html("span", {}, html("b", {}, t("tortuga.turtleShort", { n: (x % 2) + 1 })), html("small", {}, placeName(ctx, pos))),
      ), a.choose(x)));
    });
    box.append(row);
    return box;
  }
  const nd = v.dice.length;
  const rollB = html("button", { type: "button", class: "tt-btn tt-btn-roll", "data-move": "roll" },
    html("b", {}, t("tortuga.btn.roll", { n: Math.min(nd + 1, 3) })),
    mv && nd ? html("small", {}, t("tortuga.btn.risk", { k: Math.min(6, Math.max(0, mv.sum - 1)) })) : null,
  );
  const stopB = html("button", { type: "button", class: "tt-btn tt-btn-stop", "data-move": "stop" },
    html("b", {}, t("tortuga.btn.stop")),
    mv && nd
      ? html("small", {}, t(mv.beach ? "tortuga.btn.stopBeach" : "tortuga.btn.stopTo", { n: mv.n, place: placeName(ctx, mv.to) }))
      : null,
  );
  box.append(html("div", { class: "tt-buttons" }, answer(rollB, a.roll), answer(stopB, a.stop)));
  if (a.cards.length && mv) {
    box.append(html("p", { class: "tt-hint" }, t("tortuga.cardsAsDice", { n: nd + 1 })));
    const crow = html("div", { class: "tt-buttons tt-card-buttons" });
    for (const c of a.cards) {
      const sum = mv.sum + c.value;
      const b = html("button", { type: "button", class: "tt-btn tt-btn-card", "data-card-die": c.value, title: t("tortuga.btn.card", { v: c.value, n: nd + 1 }) },
        P.htmlCard(c.value),
        html("small", {}, t("tortuga.btn.cardSum", { sum, mult: nd + 1, n: sum * (nd + 1) })),
      );
      crow.append(answer(b, c.answer));
    }
    box.append(crow);
  }
  return box;
}

/**
 * seats lists each seat: its turtles, name, eggs, tags (whose turn, who
 * decides, the winner) and egg cards, the viewer's playable in the variant.
 * @param {Seen} v
 * @param {Meta} meta
 * @param {Answers} a
 * @param {Ctx} ctx
 */
export function seats(v, meta, a, ctx) {
  const t = ctx.t;
  const box = html("div", { class: "tt-seats" }, html("h4", {}, t("tortuga.seats")));
  const spent = (v.spent || []).reduce((x, k) => x + k, 0);
  if (v.options?.eggs_as_dice) box.append(html("p", { class: "tt-spent" }, t("tortuga.spent", { n: spent })));
  const over = v.phase === "over";
  for (let s = 0; s < v.players; s++) {
    const mine = s === ctx.seat;
    const tags = [];
    if (over && v.winners.includes(s)) tags.push(html("span", { class: "tt-tag tt-tag-win" }, "♛ " + t("tortuga.tag.winner")));
    if (!over && v.turn === s) tags.push(html("span", { class: "tt-tag" }, t("tortuga.tag.turn")));
    if (!over && v.actor === s) tags.push(html("span", { class: "tt-tag tt-tag-act" }, t("tortuga.tag.decides")));
    /** @type {SVGSVGElement[]} */
    const icons = [];
    v.owners.forEach((o, x) => { if (o === s) icons.push(P.miniTurtle(seatColor(s), badge(v.two, x), seatEmblem(s, 0, -17, 7))); });
    const hand = html("div", { class: "tt-hand" });
    const counts = v.hands?.[s] || [];
    let any = false;
    counts.forEach((k, i) => {
      for (let j = 0; j < k; j++) {
        any = true;
        hand.append(answer(P.htmlCard(i + 1), mine ? a.handCard(i + 1) : null));
      }
    });
    if (v.beach_by === s) {
      any = true;
      hand.append(html("span", { class: "tt-hcard tt-hcard-beach" }, html("b", {}, "7"), html("i", { class: "tt-hegg" })));
    }
    if (!any) hand.append(html("span", { class: "tt-none" }, t("tortuga.noCards")));
    box.append(html("div", {
      class: ["tt-seat", mine && "tt-seat-me", v.actor === s && !over && "tt-seat-act", over && v.winners.includes(s) && "tt-seat-win"],
      style: `--seat:${seatColor(s)}`,
    },
      html("div", { class: "tt-seat-head" },
        html("span", { class: "tt-icons" }, icons),
        html("span", { class: "tt-nick" }, ctx.nick(s), mine && !meta.replay && !meta.review ? html("em", {}, " (" + t("tortuga.you") + ")") : null),
        html("span", { class: "tt-score", title: t("tortuga.eggsTotal", { n: v.scores[s] }) }, String(v.scores[s]), html("i", { class: "tt-hegg" })),
      ),
      tags.length ? html("div", { class: "tt-tags" }, tags) : null,
      hand,
    ));
  }
  return box;
}
