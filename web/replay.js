// @ts-check
// The replay of a finished table, seen from any seat: every hand is there
// to see once the game is over. It steps by the players' decisions, each
// with the chance outcomes (dice) that follow it; a turn list jumps to any
// turn, and the game's log sits beside the board, its line of the decision
// shown marked, each line a way to jump there; a link opens its review.

import { api } from "./api.js";
import { html } from "./board.js";
import { board as loadBoard } from "./boards/index.js";
import { t } from "./i18n.js";
import { errorText, seatLabel, showError, translateError, valueOf } from "./common.js";
import { TableLog } from "./table-log.js";

/**
 * One frame of a replay (server/replay.go): the game after a number of moves.
 * @typedef {object} Frame
 * @property {number} version
 * @property {import("./board.js").Actor} actor
 * @property {any} state  the whole state, every hand and deck
 * @property {any[]} views  each seat's view
 * @property {any} public  a spectator's view
 * @property {import("./board.js").Result} result
 */

/**
 * showReplay draws the replay of table id into el and returns the page;
 * ?move=N opens it after the Nth decision.
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
  const s = { n: 0, as: 0, frame: null, playing: null };

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
  const side = html("aside", { class: "side replay-side" });
  root.append(
    html("div", { class: "table-head" }, html("h1", {}, t("replay.title"), " — ", t("game." + info.game))),
    controls,
    html("div", { class: "table-body" }, html("div", { class: "board-area" }, caption, boardEl), side),
  );
  el.append(root);
  let view = module.mount(boardEl, ctx);

  const log = new TableLog(module, ctx, { table: id, game: info.game, board: boardEl, numbered: true, pick: (line) => go(stepOf(line.to)) });
  try {
    await log.all(total);
  } catch (e) {
    showError(translateError(errorText(e)));
  }
  const known = log.known();
  // decisions are the versions of the players' moves; step k shows the
  // game after k of them and the chance outcomes that follow.
  const decisions = known.filter((x) => typeof x.by === "number").map((x) => x.version);
  const steps = decisions.length;
  const turnList = log.turns().filter((x) => !x.end).map((x) => {
    const first = x.steps.find((st) => typeof st.by === "number");
    return { n: x.n, seat: x.seat, step: first ? decisions.indexOf(first.version) : stepOf(x.steps[0].version) };
  });
  s.n = Math.max(0, Math.min(steps, Number(params.get("move")) || 0));

  /**
   * frameOf is the version step k shows.
   * @param {number} k
   */
  function frameOf(k) {
    if (k >= steps) return total;
    return decisions[k] - 1;
  }

  /**
   * stepOf is the step that shows the game just after version v.
   * @param {number} v
   */
  function stepOf(v) {
    let k = 0;
    while (k < steps && decisions[k] <= v) k++;
    return k;
  }

  /** turnNow is the turn whose decision comes next (the last one at the end). */
  function turnNow() {
    let now = turnList[0];
    for (const x of turnList) if (x.step <= s.n) now = x;
    return now;
  }

  // remount draws the frame on a fresh board: for another seat or language.
  function remount() {
    view.destroy?.();
    boardEl.replaceChildren();
    view = module.mount(boardEl, ctx);
    draw();
  }

  /** @param {number} k */
  async function go(k) {
    s.n = Math.max(0, Math.min(steps, k));
    try {
      s.frame = await api("GET", `/api/tables/${id}/replay/${frameOf(s.n)}`);
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
    root.dataset.version = String(f.version);
    const from = s.n > 0 ? frameOf(s.n - 1) : 0;
    // The board animates nothing in a replay, but reads what led here.
    const events = known.filter((x) => x.version > from && x.version <= f.version).flatMap((x) => x.events);
    view.render(seen, [], { version: f.version, actor: f.actor, result: f.result.over ? f.result : null, events, replay: true, state: f.state });
    drawControls();
    log.draw(seen);
    log.highlight(s.n > 0 ? decisions[s.n - 1] : null);
    const now = turnNow();
    // The lines of the decision last made.
    const last = s.n > 0 ? decisions[s.n - 1] : 0;
    const lines = [...log.el.querySelectorAll(".log-line")]
      .filter((l) => l instanceof HTMLElement && Number(l.dataset.from) <= last && last <= Number(l.dataset.to))
      .map((l) => html("li", {}, l.textContent));
    caption.replaceChildren(
      s.n === 0
        ? html("p", {}, t("replay.setup"))
        : html("p", { class: "replay-turn-now" }, now ? t("log.turn", { n: now.n }) + " · " + nick(now.seat) : ""),
      lines.length ? html("span", { class: "replay-last" }, t("replay.lastMove")) : "",
      html("ul", { class: "replay-events" }, lines),
    );
  }

  function drawControls() {
    /**
     * @param {string} label
     * @param {number} n
     * @param {string} name
     * @param {string} title
     */
    const button = (label, n, name, title) =>
      html("button", { class: "button small", "data-step": name, title, "aria-label": title, disabled: n < 0 || n > steps || n === s.n, onclick: () => go(n) }, label);
    const slider = html("input", { type: "range", min: 0, max: steps, value: s.n, "aria-label": t("replay.slider"), onchange: (e) => go(Number(valueOf(e))) });
    const now = turnNow();
    const turns = html(
      "select",
      { name: "turn", class: "replay-turn", "aria-label": t("replay.turn"), onchange: (e) => go(Number(valueOf(e))) },
      turnList.map((x) => html("option", { value: x.step, selected: x === now, "data-turn": x.n }, t("replay.turnOption", { n: x.n, name: nick(x.seat) }))),
    );
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
      html("div", { class: "replay-steps" },
        button(t("replay.first"), 0, "first", t("replay.firstTitle")),
        button(t("replay.prev"), s.n - 1, "prev", t("replay.prevTitle")),
        html("button", { class: "button small", "data-step": "play", onclick: togglePlay }, s.playing ? t("replay.pause") : t("replay.play")),
        button(t("replay.next"), s.n + 1, "next", t("replay.nextTitle")),
        button(t("replay.last"), steps, "last", t("replay.lastTitle")),
        html("span", { class: "replay-count" }, t("replay.move", { n: s.n, of: steps }))),
      slider,
      html("label", { class: "replay-turns" }, t("replay.turn"), " ", turns),
      html("label", { class: "replay-as" }, t("replay.as"), " ", as),
      html("a", { class: "button small", href: `#/review/${id}`, "data-review": "", title: t("review.buttonTitle") }, t("review.button")),
      html("a", { class: "button small", href: `#/t/${id}` }, t("replay.back")),
    );
  }

  function togglePlay() {
    if (s.playing) {
      clearInterval(s.playing);
      s.playing = null;
    } else {
      s.playing = setInterval(() => {
        if (s.n >= steps) {
          clearInterval(s.playing ?? undefined);
          s.playing = null;
          drawControls();
          return;
        }
        go(s.n + 1);
      }, 900);
    }
    drawControls();
  }

  side.append(log.section());
  await go(s.n);
  return {
    destroy() {
      clearInterval(s.playing ?? undefined);
      view.destroy?.();
    },
    relabel: remount,
  };
}
