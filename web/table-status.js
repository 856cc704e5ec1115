// @ts-check
// A table's head and status line: what the table is and whose decision it
// is (said once, in the status line). The end is table-end.js's.

import { html, seatDot } from "./board.js";
import { t } from "./i18n.js";
import { swap } from "./dom.js";
import { canTake } from "./table-seats.js";
import { clockLabel } from "./clock.js";
import { clockIcon } from "./table-clock.js";
import { ratedBadge } from "./rating.js";
import { learnLink } from "./learn-links.js";

/** @typedef {import("./table.js").TableState} TableState */

/**
 * drawHead fills the head: the game, whether it is rated, its clock, the
 * connection, the rules button and the link to the game's lessons.
 * What happens at the table is the status line's to say, once.
 * @param {HTMLElement} head
 * @param {TableState} s
 * @param {() => void} showRules
 */
export function drawHead(head, s, showRules) {
  swap(
    head,
    html("h1", {}, t("game." + s.info.game)),
    ...(s.info.rated ? [ratedBadge()] : []),
    ...(s.info.clock ? [html("span", { class: "clock-kind", title: t("clock.kind") }, clockIcon(), " ", clockLabel(s.info.clock))] : []),
    html(
      "span",
      { class: ["conn", "conn-" + s.conn] },
      s.conn === "open" ? t("table.connected") : s.conn === "closed" ? t("table.reconnecting") : t("table.connecting"),
    ),
    html("button", { class: "button small", "data-rules": "", onclick: showRules }, t("table.rules")),
    learnLink(s.info.game),
  );
}

/**
 * drawStatus says, in the table's one status line, whose decision it is,
 * with their colour, and sets the page's data attributes (for scripts and
 * browser tests: the version shown, who decides, which seat is ours, the
 * table's status). Once the game is over the line hides: the end panel
 * says it. A spectator who may take a seat is offered one above it
 * (table-seats.js joinPanel) rather than told they are watching. The clock
 * of the seat that decides stands in the line too (clock): the line stays
 * in view as the page scrolls.
 * @param {HTMLElement} root
 * @param {HTMLElement} status
 * @param {TableState} s
 * @param {(seat: number) => string} nick
 * @param {(seat: number) => HTMLElement | null} [clock]
 */
export function drawStatus(root, status, s, nick, clock) {
  Object.assign(root.dataset, { version: s.version, actor: String(s.actor), seat: s.seat, status: s.info.status });
  let text = "", cls = "";
  /** @type {number | null} */
  let who = null;
  if (s.result) {
    cls = "over";
  } else if (s.info.status === "open") {
    text = t("table.waitingPlayers");
    cls = "waiting";
  } else if (s.actor === "chance") {
    text = t("table.chance");
    cls = "waiting";
  } else if (s.actor === s.seat && s.seat >= 0) {
    text = t("table.yourMove");
    cls = "mine";
    who = s.seat;
  } else if (typeof s.actor === "number") {
    text = t("table.waitingFor", { nick: nick(s.actor) });
    cls = "waiting";
    who = s.actor;
  }
  status.className = "status-line " + cls;
  status.hidden = !text;
  status.replaceChildren(who === null ? "" : seatDot(who, "dot"), text);
  if (s.seat < 0 && text && !canTake(s)) status.append(html("span", { class: "spectating" }, " · " + t("table.spectating")));
  const running = who === null || s.info.status !== "running" ? null : clock?.(who);
  if (running) status.append(running);
}
