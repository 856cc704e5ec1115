// @ts-check
// A table's undo: a button shown while the viewer may take its last move
// back (the server says so with each view), until anything random or
// hidden is revealed, another player decides, or the turn ends.

import { html } from "./board.js";
import { t } from "./i18n.js";

/**
 * drawUndo fills el with the undo button while s.undo holds, and hides it
 * otherwise.
 * @param {HTMLElement} el
 * @param {import("./table.js").TableState} s
 * @param {() => void} takeBack  asks the server to take the move back
 */
export function drawUndo(el, s, takeBack) {
  const on = !!s.undo && s.seat >= 0 && !s.result;
  el.hidden = !on;
  el.replaceChildren(
    ...(on ? [html("button", { class: "button small undo-button", type: "button", "data-undo": "", title: t("table.undoHelp"), onclick: takeBack }, "↶ ", t("table.undo"))] : []),
  );
}
