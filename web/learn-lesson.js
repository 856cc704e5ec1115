// @ts-check
// A lesson's page: its intro, the real board drawn by the game's board
// module from the learner's view, and the task of the step reached. The
// learner plays on the board as at a table; the page asks the server to
// judge each move (POST /api/games/{game}/lessons/{id}/try: the browser
// holds no engine) and says the verdict: a miss is explained and tried
// again, a done step moves on, the last ends the lesson. A match lesson is
// started as a table (learn-match.js).

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { swap } from "./dom.js";
import { board as loadBoard } from "./boards/index.js";
import { t } from "./i18n.js";
import { errorText, showError, toast, translateError } from "./common.js";
import { markDone } from "./learn-progress.js";
import { said } from "./learn-course.js";
import { matchPanel } from "./learn-match.js";

/** @typedef {import("./learn-course.js").Course} Course */
/** @typedef {import("./learn-course.js").Lesson} Lesson */
/** @typedef {import("./board.js").Move} Move */
/** @typedef {import("./board.js").Legal} Legal */

/**
 * What a try answers (docs/api.md, Lessons).
 * @typedef {object} TryState
 * @property {number} step  the steps done
 * @property {number} steps
 * @property {Verdict} [verdict]  the verdict on the move tried
 * @property {boolean} finished
 * @property {any} view  the learner's view
 * @property {Legal[]} [legal]  the learner's legal moves while the learner decides
 */

/**
 * @typedef {object} Verdict
 * @property {boolean} legal
 * @property {string} [refusal]  the engine's reason, for a move the rules forbid
 * @property {boolean} done
 * @property {import("./wire.js").Text} why
 * @property {Move} [move]  the move as the engine writes it
 */

/**
 * showLesson draws lesson id of course c into el and returns the page.
 * @param {HTMLElement} el
 * @param {Course} c
 * @param {string} id
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showLesson(el, c, id) {
  const at = c.lessons.findIndex((l) => l.id === id);
  if (at < 0) {
    el.append(html("p", { class: "panel empty" }, t("learn.notFound")));
    return {};
  }
  const l = c.lessons[at];
  const next = c.lessons[at + 1];
  const root = html("div", { class: ["learn-page", "game-" + c.game], "data-lesson": l.id });
  const head = html("div", { class: "learn-head" });
  const intro = html("p", { class: "learn-intro" });
  root.append(head, intro);
  el.append(root);
  const words = () => {
    swap(
      head,
      html("a", { class: "learn-back", href: `#/learn/${c.game}` }, "← ", t("learn.back")),
      html("span", { class: "learn-number" }, t("learn.lesson", { n: at + 1, all: c.lessons.length })),
      html("h1", {}, said(l.title)),
    );
    intro.textContent = said(l.intro);
  };
  words();
  if (l.match) {
    const panel = html("section", { class: "panel learn-task" });
    root.append(panel);
    const draw = () => swap(panel, matchPanel(c, l));
    draw();
    return {
      relabel: () => {
        words();
        draw();
      },
    };
  }
  const lesson = new LessonBoard(root, c, l, next);
  try {
    await lesson.start();
  } catch (e) {
    root.append(html("p", { class: "panel empty" }, translateError(errorText(e))));
    return {};
  }
  return {
    destroy: () => lesson.destroy(),
    relabel: () => {
      words();
      lesson.relabel();
    },
  };
}

/** LessonBoard is a lesson's steps on the real board: all the lesson page's state. */
class LessonBoard {
  /**
   * @param {HTMLElement} root
   * @param {Course} c
   * @param {Lesson} l
   * @param {Lesson | undefined} next
   */
  constructor(root, c, l, next) {
    this.root = root;
    this.c = c;
    this.l = l;
    this.next = next;
    /** @type {unknown[]} the moves that did the steps so far, one a step */
    this.done = [];
    /** @type {TryState | null} the last answer */
    this.state = null;
    /** @type {Verdict | null} the verdict shown */
    this.verdict = null;
    // shown counts the views drawn: the board's version.
    this.shown = 0;
    this.trying = false;
    this.task = html("section", { class: "panel learn-task", "aria-live": "polite" });
    this.boardEl = html("div", { class: ["board", "board-" + c.game] });
    root.append(this.task, html("div", { class: "learn-board" }, this.boardEl));
    /** @type {import("./board.js").Ctx} */
    this.ctx = {
      seat: l.seat,
      players: l.setup.players,
      t,
      nick: (seat) => (seat === l.seat ? seats.nick() || t("learn.nick") : t("lobby.seat", { n: seat + 1 })),
      play: (move) => this.tryMove(move),
      explain: (text) => toast(text, "explain"),
      animate: true,
    };
    /** @type {import("./board.js").Board<any> | null} */
    this.board = null;
  }

  // start loads the board and the lesson's position.
  async start() {
    const module = await loadBoard(this.c.game);
    this.board = module.mount(this.boardEl, this.ctx);
    await this.ask(null);
  }

  destroy() {
    this.board?.destroy();
    this.board = null;
  }

  relabel() {
    this.drawTask();
    this.draw(false);
  }

  // again starts the lesson afresh from its position.
  async again() {
    this.done = [];
    this.verdict = null;
    await this.ask(null);
  }

  /**
   * tryMove sends the learner's move to be judged; it settles once the
   * verdict is shown, and rejects when the server refused it outright.
   * @param {Move} move
   */
  async tryMove(move) {
    if (this.trying || this.state?.finished) throw new Error("not now");
    try {
      await this.ask(move);
    } catch (e) {
      showError(translateError(errorText(e)));
      throw e;
    }
  }

  /**
   * ask sends the steps done and a move to try (null: only the position)
   * and shows the answer.
   * @param {Move | null} move
   */
  async ask(move) {
    this.trying = true;
    this.root.dataset.trying = "1";
    try {
      /** @type {TryState} */
      const st = await api("POST", `/api/games/${this.c.game}/lessons/${this.l.id}/try`, move ? { done: this.done, move } : { done: this.done });
      this.verdict = st.verdict || null;
      if (st.verdict?.done && st.verdict.move) this.done.push(st.verdict.move);
      if (st.verdict?.done) this.board?.hint?.(null);
      if (st.finished) markDone(this.c.game, this.l.id);
      this.state = st;
    } finally {
      this.trying = false;
      delete this.root.dataset.trying;
    }
    this.drawTask();
    this.draw(true);
    // The verdict stands above the board: a learner who played far below
    // it (a phone) is brought back to read it.
    if (move && this.task.getBoundingClientRect().top < 0) this.task.scrollIntoView({ block: "start" });
  }

  /**
   * legal is what the learner may play at the step reached: the server's
   * list, every move the rules allow there.
   * @returns {Legal[]}
   */
  legal() {
    const st = this.state;
    return !st || st.finished ? [] : st.legal || [];
  }

  /** @param {boolean} animate */
  draw(animate) {
    if (!this.state || !this.board) return;
    this.ctx.animate = animate;
    // For scripts and browser tests: the views shown and the step reached.
    Object.assign(this.root.dataset, { shown: this.shown + 1, step: this.state.step, lessonDone: this.state.finished ? "1" : "0" });
    this.board.render(this.state.view, this.legal(), {
      version: ++this.shown,
      actor: this.state.finished ? null : this.l.seat,
      result: null,
      events: [],
      replay: false,
    });
    this.ctx.animate = true;
  }

  // drawTask says the step reached, its task, the last verdict and what
  // may be done next.
  drawTask() {
    const st = this.state;
    if (!st) return;
    const v = this.verdict;
    const step = this.l.steps?.[st.step];
    /** @type {Node[]} */
    const parts = [];
    if (v) {
      parts.push(
        html(
          "div",
          { class: ["learn-verdict", v.done ? "yes" : "miss"], "data-verdict": v.done ? "done" : v.legal ? "miss" : "illegal" },
          html("strong", {}, v.done ? t("learn.yes") : v.legal ? t("learn.miss") : t("learn.illegal")),
          " ",
          html("span", { "data-why": "" }, said(v.why)),
          v.refusal ? html("span", { class: "learn-refusal", "data-refusal": "" }, " ", t("learn.refusal", { why: translateError(v.refusal) })) : null,
        ),
      );
    }
    if (st.finished) {
      parts.push(this.finishedParts());
    } else if (step) {
      parts.push(
        html("div", { class: "learn-step", "data-step": st.step }, t("learn.step", { n: st.step + 1, all: st.steps })),
        html("p", { class: "learn-task-text", "data-task": "" }, html("strong", {}, t("learn.task"), ": "), said(step.task)),
        html(
          "div",
          { class: "learn-actions" },
          html("button", { type: "button", class: "button small", "data-learn-show": "", onclick: () => this.board?.hint?.(step.goal[0]) }, t("learn.show")),
          st.step > 0 || v ? html("button", { type: "button", class: "button small", "data-learn-again": "", onclick: () => this.again() }, t("learn.again")) : null,
        ),
      );
    }
    swap(this.task, ...parts);
  }

  // finishedParts end a lesson: it is done, and the next lesson follows.
  finishedParts() {
    const next = this.next;
    return html(
      "div",
      { class: "learn-finished", "data-finished": "" },
      html("h2", {}, t("learn.finished")),
      html(
        "div",
        { class: "learn-actions" },
        next
          ? html("a", { class: "button primary", href: `#/learn/${this.c.game}/${next.id}`, "data-learn-next": "" }, t("learn.next"), ": ", said(next.title))
          : html("p", {}, t("learn.all")),
        html("button", { type: "button", class: "button small", "data-learn-again": "", onclick: () => this.again() }, t("learn.again")),
        html("a", { class: "button small", href: `#/learn/${this.c.game}` }, t("learn.back")),
      ),
    );
  }
}
