// @ts-check
// The replay of a finished table, move by move, seen from any seat: every
// hand is there to see once the game is over.

import { api } from "./api.js";
import { html } from "./board.js";
import { board as loadBoard } from "./boards/index.js";
import { t } from "./i18n.js";
import { errorText, seatLabel, showError, translateError, valueOf } from "./common.js";

/**
 * One frame of a replay (server/replay.go): the game after a number of moves.
 * @typedef {object} Frame
 * @property {number} version
 * @property {import("./board.js").GameEvent[]} [events]
 * @property {import("./board.js").Actor} actor
 * @property {any} state  the whole state, every hand and deck
 * @property {any[]} views  each seat's view
 * @property {any} public  a spectator's view
 * @property {import("./board.js").Result} result
 */

/**
 * showReplay draws the replay of table id into el and returns the page.
 * @param {HTMLElement} el
 * @param {string} id
 * @param {URLSearchParams} params
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showReplay(el, id, params) {
  /** @type {{table: import("./wire.js").TableInfo, moves: unknown[]}} */
  let rep;
  try {
    rep = await api("GET", `/api/tables/${id}/replay`);
  } catch (e) {
    el.append(html("p", { class: "panel empty" }, translateError(errorText(e))));
    return {};
  }
  const info = rep.table;
  const module = await loadBoard(info.game);
  const total = rep.moves.length;
  /** @type {{n: number, as: number, frame: Frame | null, playing: ReturnType<typeof setInterval> | null}} */
  const s = { n: Number(params.get("move")) || 0, as: 0, frame: null, playing: null };

  /** @param {number} seat */
  const nick = (seat) => {
    const x = info.seats[seat];
    return x ? (x.kind === "open" ? x.nick || t("lobby.seat", { n: seat + 1 }) : seatLabel(x)) : "";
  };
  /** @type {import("./board.js").Ctx} */
  const ctx = {
    get seat() {
      return s.as;
    },
    players: info.players,
    t,
    nick,
    play: () => Promise.reject(new Error("replay")),
    explain: () => {},
    animate: false,
  };
  const root = html("div", { class: ["replay-page", "table-page", "game-" + info.game] });
  const controls = html("div", { class: "replay-controls" });
  const caption = html("div", { class: "replay-caption", "aria-live": "polite" });
  const boardEl = html("div", { class: ["board", "board-" + info.game] });
  root.append(
    html("div", { class: "table-head" }, html("h1", {}, t("replay.title"), " — ", t("game." + info.game))),
    controls,
    caption,
    boardEl,
  );
  el.append(root);
  let view = module.mount(boardEl, ctx);

  // remount draws the frame on a fresh board: for another seat or language.
  function remount() {
    view.destroy?.();
    boardEl.replaceChildren();
    view = module.mount(boardEl, ctx);
    draw();
  }

  /** @param {number} n */
  async function go(n) {
    s.n = Math.max(0, Math.min(total, n));
    try {
      s.frame = await api("GET", `/api/tables/${id}/replay/${s.n}`);
    } catch (e) {
      showError(translateError(errorText(e)));
      return;
    }
    draw();
  }

  function draw() {
    const f = s.frame;
    if (!f) return;
    const seen = s.as >= 0 ? f.views[s.as] : f.public;
    view.render(seen, [], { version: f.version, actor: f.actor, result: f.result.over ? f.result : null, events: f.events || [], replay: true, state: f.state });
    drawControls();
    caption.replaceChildren(
      f.version === 0
        ? html("p", {}, t("replay.setup"))
        : html(
            "ul",
            { class: "replay-events" },
            (f.events || []).map((ev) => html("li", {}, module.describe(ev, ctx, seen))),
          ),
    );
  }

  function drawControls() {
    /**
     * @param {string} label
     * @param {number} n
     * @param {string} name
     */
    const button = (label, n, name) =>
      html("button", { class: "button small", "data-step": name, disabled: n < 0 || n > total || n === s.n, onclick: () => go(n) }, label);
    const slider = html("input", { type: "range", min: 0, max: total, value: s.n, onchange: (e) => go(Number(valueOf(e))) });
    const as = html(
      "select",
      {
        name: "as",
        onchange: (e) => {
          s.as = Number(valueOf(e));
          remount();
        },
      },
      html("option", { value: -1, selected: s.as === -1 }, t("replay.everyone")),
      info.seats.map((_, i) => html("option", { value: i, selected: s.as === i }, nick(i))),
    );
    controls.replaceChildren(
      button(t("replay.first"), 0, "first"),
      button(t("replay.prev"), s.n - 1, "prev"),
      html(
        "button",
        { class: "button small", "data-step": "play", onclick: togglePlay },
        s.playing ? t("replay.pause") : t("replay.play"),
      ),
      button(t("replay.next"), s.n + 1, "next"),
      button(t("replay.last"), total, "last"),
      slider,
      html("span", { class: "replay-count" }, t("replay.move", { n: s.n, of: total })),
      html("label", { class: "replay-as" }, t("replay.as"), " ", as),
      html("a", { class: "button small", href: `#/t/${id}` }, t("replay.back")),
    );
  }

  function togglePlay() {
    if (s.playing) {
      clearInterval(s.playing);
      s.playing = null;
    } else {
      s.playing = setInterval(() => {
        if (s.n >= total) {
          clearInterval(s.playing ?? undefined);
          s.playing = null;
          drawControls();
          return;
        }
        go(s.n + 1);
      }, 600);
    }
    drawControls();
  }

  await go(s.n);
  return {
    destroy() {
      clearInterval(s.playing ?? undefined);
      view.destroy?.();
    },
    relabel: remount,
  };
}
