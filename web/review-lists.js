// @ts-check
// A review's tables and lists: each player's figures (accuracy, luck,
// chance lost, mistakes by kind, result), the mistakes as a list of
// buttons that show their positions, and the luckiest and unluckiest
// outcomes of chance, as buttons too.

import { html, seatDot } from "./board.js";
import { t } from "./i18n.js";
import { accuracy, judged, judgementName, percent, points, pointsText } from "./review-words.js";

/** @typedef {import("./wire.js").Review} Review */
/** @typedef {import("./wire.js").ReviewDecision} ReviewDecision */

/**
 * playersTable is each player's figures for the game.
 * @param {Review} rev
 * @param {(seat: number) => string} nick
 */
export function playersTable(rev, nick) {
  const cols = ["accuracy", "luck", "lost", "inaccuracies", "mistakes", "blunders", "result"];
  return html("section", { class: "review-players panel" },
    html("h2", {}, t("review.players")),
    html("div", { class: "scores-wrap" },
      html("table", { class: "scores review-figures" },
        html("tr", {}, html("th", {}, t("review.player")), cols.map((c) => html("th", { "data-col": c }, t("review." + c)))),
        rev.seats.map((s) => {
          const share = rev.final[s.seat] ?? 0;
          const result = share === 1 ? "won" : share > 0 ? "shared" : "defeated";
          /** @type {Record<string, string | number>} */
          const cells = {
            accuracy: accuracy(s.accuracy), luck: points(s.luck, true), lost: points(s.lost),
            inaccuracies: s.inaccuracies, mistakes: s.mistakes, blunders: s.blunders, result: t("review." + result),
          };
          return html("tr", { class: share > 0 ? "winner" : "", "data-seat": s.seat },
            html("td", {}, seatDot(s.seat, "dot"), nick(s.seat)),
            cols.map((c) => html("td", { "data-col": c, "data-label": t("review." + c) }, cells[c])));
        }),
      ),
    ),
    html("p", { class: "review-help" }, t("review.figuresHelp")),
  );
}

/**
 * mistakesList lists the inaccuracies, mistakes and blunders, each a
 * button that calls pick with it.
 * @param {Review} rev
 * @param {(seat: number) => string} nick
 * @param {(move: import("./board.js").Move, d: ReviewDecision) => string} words  a move of d's seat at d, in words
 * @param {(d: ReviewDecision) => void} pick
 */
export function mistakesList(rev, nick, words, pick) {
  const bad = rev.decisions.filter((d) => judged(d.judgement));
  return html("section", { class: "review-mistakes panel" },
    html("h2", {}, t("review.mistakeList")),
    bad.length
      ? html("ul", { class: "review-list" }, bad.map((d) =>
        html("li", {}, html("button", { type: "button", class: ["review-item", "rv-" + d.judgement], "data-mistake": d.number, onclick: () => pick(d) },
          html("span", { class: "rv-head" }, html("b", {}, t("review.move", { n: d.number })), " ", seatDot(d.seat, "dot"), nick(d.seat),
            " · ", html("span", { class: "rv-judgement" }, judgementName(d.judgement)), " · ", html("span", { class: "rv-lost" }, pointsText(-d.lost, true))),
          html("span", { class: "rv-moves" }, t("review.played", { move: words(d.move, d) }), "; ", t("review.better", { move: words(d.best, d) })),
          html("span", { class: "rv-chances" }, t("review.chances", { before: percent(d.before[d.seat]), after: percent(d.after[d.seat]) })),
        ))))
      : html("p", { class: "review-none" }, t("review.noMistakes")),
  );
}

/**
 * An outcome of chance, or a move that revealed something, with the luck
 * it gave the seat it moved most.
 * @typedef {{number: number, what: string, seat: number, luck: number}} Lucky
 */

/**
 * extremes are the n luckiest and the n unluckiest outcomes and reveals,
 * each for the seat it favoured or hurt most, luckiest first (as caribe
 * review prints them).
 * @param {Review} rev
 * @param {(d: ReviewDecision) => string} revealed  a move that revealed something, in words
 * @param {number} n
 * @returns {Lucky[]}
 */
export function extremes(rev, revealed, n) {
  /** @type {Lucky[]} */
  const all = [];
  /**
   * @param {number} number
   * @param {() => string} what
   * @param {number[]} luck
   */
  const note = (number, what, luck) => {
    let seat = 0;
    luck.forEach((l, i) => {
      if (Math.abs(l) > Math.abs(luck[seat])) seat = i;
    });
    if (luck[seat]) all.push({ number, what: what(), seat, luck: luck[seat] });
  };
  // Only games with dice have rolls: the server sends null for the others.
  for (const r of rev.rolls ?? []) note(r.number, () => (r.outcome.type === "die" ? t("review.die", { value: r.outcome.value }) : r.text), r.luck);
  for (const d of rev.decisions) note(d.number, () => revealed(d), d.luck || []);
  all.sort((a, b) => b.luck - a.luck);
  return all.length <= 2 * n ? all : [...all.slice(0, n), ...all.slice(all.length - n)];
}

/**
 * luckList lists the luckiest and unluckiest outcomes, each a button that
 * calls pick with it.
 * @param {Lucky[]} lucky
 * @param {(seat: number) => string} nick
 * @param {(l: Lucky) => void} pick
 */
export function luckList(lucky, nick, pick) {
  return html("section", { class: "review-luck panel" },
    html("h2", {}, t("review.luckList")),
    lucky.length
      ? html("ul", { class: "review-list" }, lucky.map((l) =>
        html("li", {}, html("button", { type: "button", class: ["review-item", l.luck > 0 ? "rv-lucky" : "rv-unlucky"], "data-luck": l.number, onclick: () => pick(l) },
          html("span", { class: "rv-head" }, html("b", {}, t("review.move", { n: l.number })), " · ", l.what),
          html("span", {}, seatDot(l.seat, "dot"), t("review.luckItem", { points: pointsText(l.luck, true), name: nick(l.seat) })),
        ))))
      : html("p", { class: "review-none" }, t("review.noLuck")),
  );
}
