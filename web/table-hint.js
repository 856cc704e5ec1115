// @ts-check
// A table's hint: while it is the viewer's decision at a table that offers
// hints, a button asks the server what its hard bot would play; the move is
// drawn on the board (the board's hint) and said in words beside it, until
// the table's version changes.

import { api } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { errorText, showError, translateError } from "./common.js";

/** @typedef {import("./table.js").TableState} TableState */
/** @typedef {import("./wire.js").Hint} Hint */

/** Hinter asks for hints and keeps the one for the version shown. */
export class Hinter {
  /**
   * @param {TableState} s
   * @param {import("./board.js").BoardModule<any>} module  the game's board module, which words the move
   * @param {import("./board.js").Ctx} ctx
   * @param {() => import("./board.js").Board<any>} board  the board mounted now
   * @param {() => void} redraw  draws the side panel afresh
   */
  constructor(s, module, ctx, board, redraw) {
    this.s = s;
    this.module = module;
    this.ctx = ctx;
    this.board = board;
    this.redraw = redraw;
    /** @type {Hint | null} */
    this.hint = null;
    this.asking = false;
  }

  /** offered tells whether the viewer may ask for a hint now. */
  offered() {
    const s = this.s;
    return !!s.info.hints && s.seat >= 0 && !!s.token && s.actor === s.seat && !s.result && s.info.status === "running";
  }

  /** current is the hint of the version shown, or null. */
  current() {
    return this.hint && this.hint.version === this.s.version && this.offered() ? this.hint : null;
  }

  /** show draws the current hint on the board, or takes the last one away. */
  show() {
    this.board().hint?.(this.current()?.move || null);
  }

  /**
   * section is the hint's part of the side panel: the button and the
   * hinted move in words; null when no hint is offered.
   * @returns {HTMLElement | null}
   */
  section() {
    if (!this.offered()) return null;
    const h = this.current();
    const said = h ? this.module.moveText?.(h.move, this.ctx, this.s.view) || JSON.stringify(h.move) : "";
    return html("section", { class: "hint-box" },
      html("button", {
        class: "button small hint-ask", type: "button", "data-hint-ask": "", disabled: this.asking || !!h, title: t("hint.help"),
        onclick: () => this.ask(),
      }, this.asking ? t("hint.asking") : t("hint.ask")),
      h ? html("p", { class: "hint-text", "data-hint-text": "" }, html("b", {}, t("hint.says", { level: t("level." + h.level) })), " ", said) : null,
    );
  }

  /** ask asks the server for the hint at the version shown. */
  async ask() {
    const s = this.s;
    if (this.asking || !this.offered()) return;
    this.asking = true;
    this.redraw();
    try {
      /** @type {Hint} */
      const h = await api("POST", `/api/tables/${s.info.id}/hint`, { version: s.version }, s.token);
      if (h.version === s.version) this.hint = h;
    } catch (e) {
      showError(translateError(errorText(e)));
    } finally {
      this.asking = false;
    }
    this.show();
    this.redraw();
  }
}
