// @ts-check
// A review's board: the position of a point of the review, a frame of the
// finished table's replay (GET /api/tables/{id}/replay/{n}), seen by the
// seat that decided there (the player saw no more), with a move drawn on
// it as the table draws a hint, and a caption in words. Frames fetched
// once are kept.

import { api } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";

/** @typedef {import("./replay.js").Frame} Frame */

/** ReviewBoard shows positions of a finished table on one board. */
export class ReviewBoard {
  /**
   * @param {import("./board.js").BoardModule<any>} module
   * @param {string} id  the table
   * @param {number} players
   * @param {(seat: number) => string} nick
   */
  constructor(module, id, players, nick) {
    this.module = module;
    this.id = id;
    /** @type {Map<number, Promise<Frame>>} */
    this.frames = new Map();
    /** the seat the board is mounted for: -1, a spectator */
    this.seat = -1;
    const self = this;
    /** @type {import("./board.js").Ctx} */
    this.ctx = {
      get seat() {
        return self.seat;
      },
      players,
      t,
      nick,
      play: () => Promise.reject(new Error("review")),
      explain: () => {},
      animate: false,
    };
    this.caption = html("div", { class: "review-caption", "aria-live": "polite" }, html("p", {}, t("review.boardEmpty")));
    // The board is hidden until a position is shown: mounted but never
    // rendered, a board is its empty panels.
    this.boardEl = html("div", { class: ["board", "board-" + module.game], hidden: true });
    this.el = html("section", { class: "review-board board-area" }, this.caption, this.boardEl);
    this.view = module.mount(this.boardEl, this.ctx);
    /** @type {{n: number, seat: number, hint: import("./board.js").Move | null, words: () => HTMLElement[]} | null} */
    this.shown = null;
    // asked counts the positions asked for: a frame that arrives after a
    // later one was asked is not drawn.
    this.asked = 0;
  }

  /**
   * frame fetches the frame after n moves, once.
   * @param {number} n
   * @returns {Promise<Frame>}
   */
  frame(n) {
    let f = this.frames.get(n);
    if (!f) {
      f = api("GET", `/api/tables/${this.id}/replay/${n}`);
      this.frames.set(n, f);
      f.catch(() => this.frames.delete(n));
    }
    return f;
  }

  /**
   * show draws the position after n moves as seat sees it (-1: as a
   * spectator), the hinted move drawn on it (null: none), and the caption
   * words gives (called again when the language changes).
   * @param {number} n
   * @param {number} seat
   * @param {import("./board.js").Move | null} hint
   * @param {() => HTMLElement[]} words
   */
  async show(n, seat, hint, words) {
    const asked = ++this.asked;
    const f = await this.frame(n);
    if (asked !== this.asked) return;
    this.shown = { n, seat, hint, words };
    if (seat !== this.seat) {
      this.seat = seat;
      this.remount();
      return;
    }
    this.draw(f);
  }

  /** remount draws the position shown on a fresh board: for another seat or language. */
  async remount() {
    this.view.destroy?.();
    this.boardEl.replaceChildren();
    this.view = this.module.mount(this.boardEl, this.ctx);
    if (!this.shown) {
      this.caption.replaceChildren(html("p", {}, t("review.boardEmpty")));
      return;
    }
    this.draw(await this.frame(this.shown.n));
  }

  /**
   * draw renders frame f with the hinted move and the caption. A hinted
   * move is drawn as if the seat were to decide there (its buttons shown,
   * none of them playable); a position with none is drawn as the replay does.
   * @param {Frame} f
   */
  draw(f) {
    const shown = this.shown;
    if (!shown) return;
    const seen = shown.seat >= 0 ? f.views[shown.seat] : f.public;
    this.el.dataset.version = String(f.version);
    this.boardEl.hidden = false;
    this.view.render(seen, [], { version: f.version, actor: f.actor, result: f.result.over ? f.result : null, events: [], replay: !shown.hint, review: true, state: f.state });
    this.view.hint?.(shown.hint);
    this.caption.replaceChildren(...shown.words());
  }

  /**
   * viewAt is the view of the position after n moves as seat sees it,
   * for the words of a move played there.
   * @param {number} n
   * @param {number} seat
   */
  async viewAt(n, seat) {
    const f = await this.frame(n);
    return seat >= 0 ? f.views[seat] : f.public;
  }

  destroy() {
    this.view.destroy?.();
  }
}
