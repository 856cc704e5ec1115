// @ts-check
// A table's head, status line and end panel: what the table is, whose
// decision it is, and once over who won with what.

import { html, seatColor } from "./board.js";
import { t } from "./i18n.js";

/** @typedef {import("./table.js").TableState} TableState */

/**
 * drawHead fills the head: the game, the table's status, the connection and
 * the rules button.
 * @param {HTMLElement} head
 * @param {TableState} s
 * @param {() => void} showRules
 */
export function drawHead(head, s, showRules) {
  head.replaceChildren(
    html("h1", {}, t("game." + s.info.game)),
    html("span", { class: ["badge", "status-" + s.info.status] }, t("table.status." + s.info.status)),
    html(
      "span",
      { class: ["conn", "conn-" + s.conn] },
      s.conn === "open" ? t("table.connected") : s.conn === "closed" ? t("table.reconnecting") : t("table.connecting"),
    ),
    html("button", { class: "button small", "data-rules": "", onclick: showRules }, t("table.rules")),
  );
}

/**
 * drawStatus says whose decision it is, and sets the page's data
 * attributes (for scripts and browser tests: the version shown, who
 * decides, which seat is ours, the table's status).
 * @param {HTMLElement} root
 * @param {HTMLElement} status
 * @param {TableState} s
 * @param {(seat: number) => string} nick
 */
export function drawStatus(root, status, s, nick) {
  Object.assign(root.dataset, { version: s.version, actor: String(s.actor), seat: s.seat, status: s.info.status });
  let text, cls;
  if (s.result) {
    text = t("table.over");
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
  } else if (typeof s.actor === "number") {
    text = t("table.waitingFor", { nick: nick(s.actor) });
    cls = "waiting";
  } else {
    text = "";
  }
  status.className = "status-line " + (cls || "");
  status.replaceChildren(text);
  if (s.seat < 0) status.append(html("span", { class: "spectating" }, " · " + t("table.spectating")));
}

/**
 * drawEnd shows, once the game is over, the winners, the scores and a link
 * to the replay; before that it hides.
 * @param {HTMLElement} endEl
 * @param {TableState} s
 * @param {(seat: number) => string} nick
 */
export function drawEnd(endEl, s, nick) {
  if (!s.result) {
    endEl.replaceChildren();
    endEl.hidden = true;
    return;
  }
  const winners = s.result.winners || [];
  const title =
    winners.length === 1
      ? t("table.winner", { nick: nick(winners[0]) })
      : t("table.winners", { nicks: winners.map(nick).join(", ") });
  endEl.hidden = false;
  endEl.replaceChildren(
    html("h2", { class: "game-over" }, t("table.over"), " — ", title),
    html(
      "table",
      { class: "scores" },
      html("tr", {}, html("th", {}, ""), html("th", {}, t("table.score"))),
      s.result.scores.map((sc, i) =>
        html(
          "tr",
          { class: winners.includes(i) ? "winner" : "" },
          html("td", {}, html("span", { class: "dot", style: `background:${seatColor(i)}` }), nick(i)),
          html("td", {}, sc),
        ),
      ),
    ),
    html("a", { class: "button", href: `#/r/${s.info.id}` }, t("table.replay")),
  );
}
