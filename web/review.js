// @ts-check
// A finished table's review (#/review/ID): while the server computes it,
// how far it has come, asked again every second; then each player's
// figures, the chart of each seat's chance to win over the game, the
// mistakes with the better move and the luckiest outcomes, each of them
// a way to see its position on the board beside them. A refusal (the
// game still in play, no such table, too many asks, a failed review) is
// said in the page's language.

import { api } from "./api.js";
import { html, seatDot } from "./board.js";
import { board as loadBoard } from "./boards/index.js";
import { t } from "./i18n.js";
import { errorText, seatLabel, translateError } from "./common.js";
import { chartPoints, PHONE_SCREEN, reviewChart } from "./review-chart.js";
import { ReviewBoard } from "./review-board.js";
import { extremes, luckList, mistakesList, playersTable } from "./review-lists.js";
import { judged, judgementName, percent, pointsText } from "./review-words.js";

/** @typedef {import("./wire.js").Review} Review */
/** @typedef {import("./wire.js").ReviewDecision} ReviewDecision */
/** @typedef {import("./board.js").Move} Move */

// pollEvery is how long the page waits between two asks while the review
// is computed, in ms (docs/api.md: ask again every second); lostWait the
// wait after an ask that found no server.
const pollEvery = 1000;
const lostWait = 2000;

// luckShown is how many of the luckiest and of the unluckiest outcomes are listed.
const luckShown = 3;

/**
 * showReview draws the review of table id into el and returns the page.
 * @param {HTMLElement} el
 * @param {string} id
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showReview(el, id) {
  const heading = html("h1", {}, t("review.title"));
  const status = html("div", { class: "review-status panel", role: "status", "aria-live": "polite" });
  const body = html("div", { class: "review-ready" });
  const links = html("nav", { class: "review-links" });
  const drawLinks = () => links.replaceChildren(
    html("a", { class: "button small", href: `#/r/${id}` }, t("review.replay")),
    html("a", { class: "button small", href: `#/t/${id}` }, t("review.back")));
  drawLinks();
  const root = html("div", { class: "review-page", "data-table": id }, html("div", { class: "table-head review-head" }, heading, links), status, body);
  el.append(root);
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let gone = false;
  /** @type {Ready | null} */
  let ready = null;
  // said redraws the status in the current language.
  /** @type {() => void} */
  let said = () => {};

  /** @param {() => HTMLElement[]} what */
  const say = (what) => {
    said = () => status.replaceChildren(...what());
    status.hidden = false;
    said();
  };

  async function ask() {
    /** @type {import("./wire.js").ReviewAnswer} */
    let ans;
    try {
      ans = await api("GET", `/api/tables/${id}/review`);
    } catch (e) {
      if (gone) return;
      refused(/** @type {import("./api.js").ApiError} */ (e));
      return;
    }
    if (gone) return;
    if (ans.status === "computing") {
      const { done, total } = ans;
      root.dataset.state = "computing";
      say(() => [
        html("p", {}, total ? t("review.computing", { done, total }) : t("review.starting")),
        html("progress", { class: "review-progress", max: Math.max(1, total), value: done, "aria-label": t("review.progress") }),
      ]);
      timer = setTimeout(ask, pollEvery);
      return;
    }
    ready = await Ready.load(id, ans.review, body);
    if (gone) return;
    root.dataset.state = "ready";
    status.hidden = true;
    said = () => {};
    heading.textContent = t("review.title") + " — " + t("game." + ready.info.game);
    ready.draw();
  }

  /**
   * refused says why the review could not be had, and asks again where
   * asking again may help (too many asks, a failed review, no server).
   * @param {import("./api.js").ApiError} e
   */
  function refused(e) {
    root.dataset.state = "refused";
    root.dataset.status = String(e.status ?? "");
    if (e.status === 0) {
      // The notice at the top of the page says the server is out of reach.
      timer = setTimeout(ask, lostWait);
      return;
    }
    if (e.status === 429) {
      const wait = Math.max(1, e.retryAfter || 1);
      say(() => [html("p", { class: "review-refused" }, translateError(errorText(e))), html("p", {}, t("review.again", { n: wait }))]);
      timer = setTimeout(ask, wait * 1000);
      return;
    }
    if (e.status >= 500) {
      say(() => [
        html("p", { class: "review-refused" }, t("review.failed", { error: translateError(e.message) })),
        html("button", { type: "button", class: "button small", "data-review-retry": "", onclick: () => ask() }, t("review.retry")),
      ]);
      return;
    }
    say(() => [html("p", { class: "review-refused" }, translateError(e.message))]);
  }

  await ask();
  return {
    destroy() {
      gone = true;
      clearTimeout(timer);
      ready?.destroy();
    },
    relabel() {
      drawLinks();
      said();
      if (!ready) {
        heading.textContent = t("review.title");
        return;
      }
      heading.textContent = t("review.title") + " — " + t("game." + ready.info.game);
      ready.draw();
      ready.board.remount();
    },
  };
}

/** Ready is a review received, drawn with its board. */
class Ready {
  /**
   * load fetches what the review's page needs beside the review: the
   * table (its seats, its moves) and its game's board.
   * @param {string} id
   * @param {Review} rev
   * @param {HTMLElement} body
   */
  static async load(id, rev, body) {
    /** @type {{table: import("./wire.js").TableInfo, moves: unknown[]}} */
    const rep = await api("GET", `/api/tables/${id}/replay`);
    const module = await loadBoard(rep.table.game);
    return new Ready(id, rev, rep.table, rep.moves.length, module, body);
  }

  /**
   * @param {string} id
   * @param {Review} rev
   * @param {import("./wire.js").TableInfo} info
   * @param {number} total  the record's moves
   * @param {import("./board.js").BoardModule<any>} module
   * @param {HTMLElement} body
   */
  constructor(id, rev, info, total, module, body) {
    this.rev = rev;
    this.info = info;
    this.total = total;
    this.module = module;
    this.body = body;
    this.nick = /** @param {number} seat */ (seat) => {
      const x = info.seats[seat];
      return x ? (x.kind === "open" ? x.nick || t("lobby.seat", { n: seat + 1 }) : seatLabel(x)) : "";
    };
    this.board = new ReviewBoard(module, id, info.players, this.nick);
    /** @type {Map<number, any>} the view each decision was made from, once fetched, for its moves' words */
    this.views = new Map();
    /** the point of the chart shown (-1: none) */
    this.point = -1;
    /** @type {ReturnType<typeof reviewChart> | null} the chart drawn last */
    this.chart = null;
    // The chart is drawn for the screen's width: a window that narrows to
    // a phone's, or widens from it, draws it again.
    this.phone = matchMedia(PHONE_SCREEN);
    this.redraw = () => {
      if (this.body.isConnected) this.draw();
    };
    this.phone.addEventListener("change", this.redraw);
    this.fetchViews();
  }

  /**
   * words is a move of d's seat at d's position in words, by the board's
   * own words once that position's view is fetched (the server's English
   * words until then).
   * @param {Move} move
   * @param {ReviewDecision} d
   */
  words(move, d) {
    const view = this.views.get(d.number);
    const said = view === undefined ? "" : this.module.moveText?.(move, { ...this.board.ctx, seat: d.seat }, view);
    // A sentence's full stop would end the list's line too early.
    if (said) return said.replace(/\.$/, "");
    return move === d.best ? d.bestText : d.text;
  }

  /**
   * revealed is a move that revealed something (a card drawn), in words.
   * @param {ReviewDecision} d
   */
  revealed(d) {
    return t("review.revealed", { move: this.words(d.move, d) });
  }

  /**
   * fetchViews fetches the positions of the mistakes and of the moves
   * with luck, a few at a time, and words their moves anew once all are in.
   */
  async fetchViews() {
    const wanted = this.rev.decisions.filter((d) => judged(d.judgement) || (d.luck || []).some((l) => l !== 0));
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const d = wanted[next++];
        try {
          this.views.set(d.number, await this.board.viewAt(d.number - 1, d.seat));
        } catch {
          // The server's words stay.
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    if (this.body.isConnected) this.draw();
  }

  /** draw draws the review afresh (in the current language), keeping what the board shows. */
  draw() {
    const rev = this.rev;
    const focused = document.activeElement;
    const again = focused instanceof Element && this.body.contains(focused) ? focusKey(focused) : "";
    const pts = chartPoints(rev, this.total, (d) => this.pointLabel(d), this.nick);
    this.chart = reviewChart(pts, rev.players, (i) => this.pick(i));
    const lucky = extremes(rev, (d) => this.revealed(d), luckShown);
    this.body.replaceChildren(
      html("p", { class: "review-judged" }, t("review.judgedBy", { bot: rev.bot, playouts: rev.playouts, horizon: rev.horizon })),
      playersTable(rev, this.nick),
      html("div", { class: "review-body" },
        html("section", { class: "review-chart-box panel" },
          html("h2", {}, t("review.chart")),
          html("ul", { class: "review-legend" }, rev.final.map((_, seat) => html("li", { "data-seat": seat }, seatDot(seat, "dot"), this.nick(seat)))),
          this.chart.el,
          html("p", { class: "review-help" }, t("review.chartHelp"))),
        this.board.el,
        html("div", { class: "review-lists" },
          mistakesList(rev, this.nick, (m, d) => this.words(m, d), (d) => this.showDecision(d, true)),
          luckList(lucky, this.nick, (l) => this.showLuck(l))),
      ),
    );
    this.mark();
    if (again) /** @type {HTMLElement | SVGElement | null} */ (this.body.querySelector(again))?.focus();
  }

  /**
   * pointLabel is a decision's point in words.
   * @param {ReviewDecision} d
   */
  pointLabel(d) {
    const said = t("review.point", { n: d.number, name: this.nick(d.seat), move: this.words(d.move, d), before: percent(d.before[d.seat]), after: percent(d.after[d.seat]) });
    return judged(d.judgement) ? `${said}; ${judgementName(d.judgement)}` : said;
  }

  /**
   * pick shows the position of the chart's point i.
   * @param {number} i
   */
  pick(i) {
    const d = this.rev.decisions[i];
    if (d) {
      this.showDecision(d, false);
      return;
    }
    this.point = i;
    this.mark();
    this.board.show(this.total, -1, null, () => [html("p", { class: "rv-shown-what" }, t("review.shownEnd"))]);
  }

  /**
   * showDecision shows the position where d was decided, as its seat saw
   * it: a mistake's better move drawn on the board, else the move played;
   * the caption names both.
   * @param {ReviewDecision} d
   * @param {boolean} fromList  chosen in the list of mistakes: the board is brought into sight
   */
  showDecision(d, fromList) {
    this.point = this.rev.decisions.indexOf(d);
    this.mark();
    const bad = judged(d.judgement);
    const same = JSON.stringify(d.move) === JSON.stringify(d.best);
    this.board.show(d.number - 1, d.seat, bad ? d.best : d.move, () => [
      html("p", { class: "rv-shown-what", "data-shown": d.number }, t("review.shownMove", { n: d.number, name: this.nick(d.seat), move: this.words(d.move, d) }),
        bad ? html("span", { class: ["rv-judgement", "rv-" + d.judgement] }, " · ", judgementName(d.judgement), " · ", pointsText(-d.lost, true)) : null),
      html("p", { class: "rv-shown-best" }, bad || !same ? t("review.shownBetter", { move: this.words(d.best, d) }) : t("review.shownSame")),
    ]);
    if (fromList) this.bringBoard();
  }

  /**
   * showLuck shows the position after an outcome of chance (or a move
   * that revealed something) in the list of luck.
   * @param {import("./review-lists.js").Lucky} l
   */
  showLuck(l) {
    this.point = -1;
    this.mark();
    this.board.show(l.number, -1, null, () => [html("p", { class: "rv-shown-what", "data-shown": l.number }, t("review.shownRoll", { n: l.number, what: l.what }))]);
    this.bringBoard();
  }

  /** mark marks the chart's point and the list's item shown. */
  mark() {
    this.chart?.show(this.point);
    const number = this.rev.decisions[this.point]?.number;
    for (const b of this.body.querySelectorAll(".review-item")) {
      const on = b instanceof HTMLElement && Number(b.dataset.mistake) === number;
      b.classList.toggle("rv-chosen", on);
      b.setAttribute("aria-pressed", String(on));
    }
  }

  /** bringBoard scrolls the board into sight when it is out of it (a phone's screen shows the lists below it). */
  bringBoard() {
    const box = this.board.el.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight * 0.5) this.board.el.scrollIntoView({ block: "start" });
  }

  destroy() {
    this.phone.removeEventListener("change", this.redraw);
    this.board.destroy();
  }
}

/**
 * focusKey is a selector that finds a focused element of the review again
 * once it is drawn afresh.
 * @param {Element} e
 */
function focusKey(e) {
  for (const name of ["data-point", "data-mistake", "data-luck"]) {
    const v = e.getAttribute(name);
    if (v !== null) return `[${name}="${v}"]`;
  }
  return "";
}
