// @ts-check
// What the boards share beyond the DOM helpers of ../board.js: sending a
// move while nothing else may be clicked, persistent elements whose click
// follows the latest render, a half-made choice that Escape cancels, and
// counted nouns.

import { markLegal, markRefused, setLegal } from "../board.js";
import { plural } from "../i18n.js";

/** @typedef {import("../board.js").Ctx} Ctx */
/** @typedef {import("../board.js").Move} Move */
/** @typedef {import("../board.js").Translate} Translate */

/**
 * Sender sends one move at a time. While a move is on its way, pending is
 * true and the board offers nothing; a refused move (the server's reason is
 * already shown) gives the board back to the player.
 */
export class Sender {
  /**
   * @param {Ctx} ctx
   * @param {(pending: boolean) => void} changed  called when a move leaves and when it is refused
   */
  constructor(ctx, changed) {
    this.ctx = ctx;
    this.changed = changed;
    this.pending = false;
  }

  /**
   * send plays move unless one is already on its way; false if it was.
   * @param {Move} move
   */
  send(move) {
    if (this.pending) return false;
    this.pending = true;
    this.changed(true);
    this.ctx.play(move).then(
      () => {
        this.pending = false;
      },
      () => {
        this.pending = false;
        this.changed(false);
      },
    );
    return true;
  }

  /** settle forgets a move on its way: a new view has come. */
  settle() {
    this.pending = false;
  }
}

/**
 * How a persistent element answers a click now: legal (highlighted, towards
 * a move), refused (explains why not), or plain (neither, e.g. a selected
 * piece whose click cancels the choice).
 * @typedef {{legal?: () => void, refused?: () => void, plain?: () => void}} Answer
 */

/**
 * Targets are elements kept across renders (turtles, pirates, hexes) whose
 * click does what the latest render said. Each board instance has its own.
 */
export class Targets {
  constructor() {
    /** @type {WeakMap<Element, (() => void) | null>} */
    this.answers = new WeakMap();
  }

  /**
   * arm sets how el answers a click from now on, and marks it legal or refused.
   * @param {Element} el
   * @param {Answer} answer
   */
  arm(el, answer) {
    if (!this.answers.has(el)) {
      el.addEventListener("click", (e) => {
        e.stopPropagation();
        this.answers.get(el)?.();
      });
    }
    this.answers.set(el, answer.legal || answer.refused || answer.plain || null);
    setLegal(el, !!answer.legal);
    el.classList.toggle("refused", !answer.legal && !!answer.refused);
  }
}

/**
 * Selection is a half-made choice (a card picked, its target not yet): what
 * is chosen, or null. Escape cancels it.
 * @template S
 */
export class Selection {
  /** @param {() => void} changed  called after the choice changes */
  constructor(changed) {
    /** @type {S | null} */
    this.sel = null;
    this.changed = changed;
    /** @param {KeyboardEvent} e */
    this.onKey = (e) => {
      if (e.key === "Escape" && this.sel) this.set(null);
    };
    document.addEventListener("keydown", this.onKey);
  }

  /**
   * set makes s the choice (null cancels it) and redraws.
   * @param {S | null} s
   */
  set(s) {
    this.sel = s;
    this.changed();
  }

  /** clear forgets the choice without redrawing. */
  clear() {
    this.sel = null;
  }

  destroy() {
    document.removeEventListener("keydown", this.onKey);
  }
}

/**
 * counted is n with its noun from three texts: base "tortuga.eggs" reads
 * tortuga.eggs.one, .few and .many ("1 egg", "5 eggs"; Russian has all three).
 * @param {Translate} t
 * @param {string} base
 * @param {number} n
 */
export function counted(t, base, n) {
  return t(plural(n, ["one", "few", "many"].map((f) => `${base}.${f}`)), { n });
}

/**
 * word is the noun alone for n, from the same three texts as counted.
 * @param {Translate} t
 * @param {string} base
 * @param {number} n
 */
export function word(t, base, n) {
  return plural(n, [t(`${base}.one`), t(`${base}.few`), t(`${base}.many`)]);
}

/**
 * answer makes a freshly drawn element answer a click: legal (highlighted,
 * towards a move), refused (explains why not), plain (neither), or, with
 * no answer, nothing.
 * @template {Element} E
 * @param {E} el
 * @param {Answer | null | undefined} a
 * @returns {E}
 */
export function answer(el, a) {
  if (a?.legal) markLegal(el, a.legal);
  else if (a?.refused) markRefused(el, a.refused);
  else if (a?.plain) el.addEventListener("click", a.plain);
  return el;
}

/**
 * markHint gives the class "hinted" to the first element under root that
 * matches each selector, and takes it from every other: a hinted move's
 * pieces, buttons and places.
 * @param {Element} root
 * @param {string[]} selectors
 */
export function markHint(root, selectors) {
  for (const e of root.querySelectorAll(".hinted")) e.classList.remove("hinted");
  for (const sel of selectors) root.querySelector(sel)?.classList.add("hinted");
}
