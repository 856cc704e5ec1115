// @ts-check
// The viewer's turn, never missed: when it comes, the tab's title says so
// ("(1) Your move — caribe"), the favicon gets a mark, a short sound plays
// if the player turned it on, and while the tab is hidden a notification
// appears if the player asked for them ("notify me"). Both choices are
// kept in this browser.

import { html } from "./board.js";
import { t } from "./i18n.js";

// The sound of a turn coming: a short, soft chime.
const soundFile = "turn.wav";

// The mark drawn on the favicon: a red dot at its top right, as SVG text
// escaped for a data URL.
const mark = "%3Ccircle cx='12' cy='4' r='4' fill='%23e03131' stroke='white' stroke-width='1.2'/%3E";

/** @returns {HTMLLinkElement | null} */
function favicon() {
  return /** @type {HTMLLinkElement | null} */ (document.getElementById("favicon"));
}

/** soundOn tells whether the player wants the turn's sound (off until turned on). */
export function soundOn() {
  return localStorage.getItem("caribe.sound") === "on";
}

/** notifyOn tells whether the player asked for notifications and the browser allows them. */
function notifyOn() {
  return "Notification" in window && Notification.permission === "granted" && localStorage.getItem("caribe.notify") === "on";
}

/**
 * TurnNotice tells the viewer, by every means they allow, that their turn
 * has come, and takes the marks back once it is gone.
 */
export class TurnNotice {
  constructor() {
    this.mine = false;
    this.title = document.title;
    this.icon = favicon()?.getAttribute("href") || "";
    /** @type {Notification | null} */
    this.note = null;
  }

  /**
   * follow is told, after each change at the table, whether the viewer
   * must decide now; what names the table ("Cartagena") for the
   * notification.
   * @param {boolean} mine
   * @param {string} what
   */
  follow(mine, what) {
    if (mine === this.mine) return;
    this.mine = mine;
    this.mark();
    if (!mine) {
      this.note?.close();
      this.note = null;
      return;
    }
    if (soundOn()) new Audio(soundFile).play().catch(() => {});
    if (document.hidden && notifyOn()) {
      this.note = new Notification(t("notify.title"), { body: t("notify.body", { game: what }), tag: "caribe-turn" });
      this.note.onclick = () => window.focus();
    }
  }

  /** mark sets the title and favicon for the turn, or takes them back. */
  mark() {
    document.title = this.mine ? t("notify.title") : this.title;
    const link = favicon();
    if (!link) return;
    link.href = this.mine ? this.icon.replace(/%3C\/svg%3E$/i, mark + "%3C/svg%3E") : this.icon;
    link.toggleAttribute("data-turn", this.mine);
  }

  /** destroy takes the marks back: the table is left. */
  destroy() {
    this.mine = false;
    this.mark();
    this.note?.close();
  }
}

/**
 * noticeControls are the settings of the turn's notice: the sound's
 * switch, and the button that asks for notifications.
 * @returns {HTMLElement[]}
 */
export function noticeControls() {
  const sound = html("input", {
    type: "checkbox",
    name: "sound",
    checked: soundOn(),
    onchange: (/** @type {Event} */ e) => {
      const on = /** @type {HTMLInputElement} */ (e.currentTarget).checked;
      localStorage.setItem("caribe.sound", on ? "on" : "off");
      if (on) new Audio(soundFile).play().catch(() => {});
    },
  });
  /** @type {HTMLElement[]} */
  const out = [html("label", { class: "sound-setting" }, sound, " ", t("notify.sound"))];
  if ("Notification" in window) out.push(notifyButton());
  return out;
}

// notifyButton asks for notifications the first time, then turns them on
// and off; it says so when the browser blocks them.
function notifyButton() {
  const b = html("button", { class: "button small", type: "button", name: "notify" });
  const label = () => {
    const blocked = Notification.permission === "denied";
    b.textContent = blocked ? t("notify.blocked") : notifyOn() ? t("notify.on") : t("notify.ask");
    b.toggleAttribute("disabled", blocked);
    b.setAttribute("aria-pressed", String(notifyOn()));
  };
  b.addEventListener("click", async () => {
    if (notifyOn()) {
      localStorage.setItem("caribe.notify", "off");
    } else if ((await Notification.requestPermission()) === "granted") {
      localStorage.setItem("caribe.notify", "on");
    }
    label();
  });
  label();
  return b;
}
