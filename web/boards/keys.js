// @ts-check
// The boards by keyboard: every element that leads towards a legal move
// ([data-legal]) is a focusable button, Enter and Space click it, and the
// focus comes back to the same place when a redraw replaces the element it
// was on. Its name is the board's: an aria-label, a title, its text, or an
// SVG element's <title> child.

/** Elements the browser already lets a keyboard press. */
const NATIVE = "button, a[href], input, select, textarea, summary";

/**
 * Keys keeps one board's targets reachable by keyboard. Call refresh after
 * every draw.
 */
export class Keys {
  /** @param {HTMLElement} root  the board's element */
  constructor(root) {
    this.root = root;
    /** @type {string} a selector of the element last focused in the board ("": focus went elsewhere) */
    this.last = "";
    root.addEventListener("keydown", (e) => {
      const el = /** @type {Element} */ (e.target);
      if (e.defaultPrevented || (e.key !== "Enter" && e.key !== " ") || el === root) return;
      if (el.getAttribute("role") !== "button" || el.matches(NATIVE)) return;
      e.preventDefault();
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
    });
    root.addEventListener("focusin", (e) => {
      this.last = selectorOf(/** @type {Element} */ (e.target)) || FIRST;
    });
    /** @param {Event} e */
    this.onAway = (e) => {
      if (!root.contains(/** @type {Node} */ (e.target))) this.last = "";
    };
    document.addEventListener("focusin", this.onAway);
    document.addEventListener("pointerdown", this.onAway);
  }

  /**
   * refresh makes every legal target focusable and named, takes the others
   * out of the tab order, and puts the focus back where it was if a redraw
   * took it away.
   */
  refresh() {
    for (const el of this.root.querySelectorAll("[data-kb]")) {
      if (!el.hasAttribute("data-legal")) el.setAttribute("tabindex", "-1");
    }
    // An element hidden from screen readers leaves its move to another
    // (Cartagena's pirates to their places).
    for (const el of this.root.querySelectorAll('[data-legal]:not([aria-hidden="true"])')) {
      if (el.matches(NATIVE)) continue;
      el.setAttribute("data-kb", "");
      el.setAttribute("tabindex", "0");
      if (!el.hasAttribute("role")) el.setAttribute("role", "button");
    }
    const active = document.activeElement;
    if (this.last && (!active || active === document.body)) {
      const again = /** @type {HTMLElement | SVGElement | null} */ (this.root.querySelector(this.last) || this.root.querySelector(FIRST));
      again?.focus({ preventScroll: true });
    }
  }

  destroy() {
    document.removeEventListener("focusin", this.onAway);
    document.removeEventListener("pointerdown", this.onAway);
  }
}

/** The first target of a board, where the focus goes when its element is gone. */
const FIRST = '[data-legal]:is([data-kb], button):not([aria-hidden="true"])';

/**
 * selectorOf finds an element again after a redraw: its tag and its data
 * attributes (but the ones that come and go with the legal moves); "" when
 * it has none to tell it apart.
 * @param {Element} el
 */
function selectorOf(el) {
  const data = [...el.attributes].filter((a) => a.name.startsWith("data-") && a.name !== "data-legal" && a.name !== "data-kb");
  if (!data.length) return "";
  return el.tagName.toLowerCase() + data.map((a) => `[${a.name}="${CSS.escape(a.value)}"]`).join("");
}
