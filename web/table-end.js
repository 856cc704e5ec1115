// @ts-check
// A table's end: once the game is over, who won and why in words (the
// tie-break when scores tied), the scores with a few numbers per seat that
// the game counted, the ratings' changes at a rated table, the replay, the
// review, and what the table adds (a rematch).

import { html, seatDot } from "./board.js";
import { lang, t } from "./i18n.js";

/**
 * A game's explanation of its end (the server's engine.Summary).
 * @typedef {{decided: {en: string, ru: string}, tiebreak?: boolean,
 *   stats: {name: string, label: {en: string, ru: string}, values: number[]}[]}} Summary
 */

/**
 * drawEnd shows, once the game is over, the winners, why they won, the
 * scores and numbers per seat, the ratings' changes (table-ratings.js, at
 * a rated table), links to the replay and the review, and more (the
 * rematch, if any);
 * before that it hides.
 * @param {HTMLElement} endEl
 * @param {import("./table.js").TableState} s
 * @param {(seat: number) => string} nick
 * @param {HTMLElement | null} [more]
 * @param {HTMLElement | null} [ratings]
 */
export function drawEnd(endEl, s, nick, more = null, ratings = null) {
  if (!s.result) {
    endEl.replaceChildren();
    endEl.hidden = true;
    return;
  }
  const winners = s.result.winners || [];
  /** @type {Summary | undefined} */
  const sum = /** @type {any} */ (s.result).summary;
  const title =
    winners.length === 1
      ? t("table.winner", { nick: nick(winners[0]) })
      : t("table.winners", { nicks: winners.map(nick).join(", ") });
  const stats = sum?.stats || [];
  const l = lang();
  endEl.hidden = false;
  endEl.replaceChildren(
    html("h2", { class: "game-over" }, t("table.over"), " — ", title),
    ...(sum ? [html("p", { class: ["end-why", sum.tiebreak && "end-tiebreak"] }, sum.decided[l].replaceAll("{winners}", winners.map(nick).join(", ")))] : []),
    html(
      "div",
      { class: "scores-wrap" },
      html(
        "table",
        { class: "scores" },
        html("tr", { class: "scores-head" }, html("th", {}, ""), html("th", {}, t("table.score")), stats.map((st) => html("th", { class: "stat", "data-stat": st.name }, st.label[l]))),
        s.result.scores.map((sc, i) =>
          html(
            "tr",
            { class: winners.includes(i) ? "winner" : "" },
            html("td", {}, seatDot(i, "dot"), nick(i)),
            html("td", { class: "score" }, sc),
            stats.map((st) => html("td", { class: "stat", "data-stat": st.name, "data-label": st.label[l] }, st.values[i] ?? "")),
          ),
        ),
      ),
    ),
    ...(ratings ? [ratings] : []),
    html("div", { class: "end-actions" }, more, html("a", { class: "button", href: `#/r/${s.info.id}` }, t("table.replay")),
      html("a", { class: "button", href: `#/review/${s.info.id}`, "data-review": "", title: t("review.buttonTitle") }, t("review.button"))),
  );
}
