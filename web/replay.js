// The replay of a finished table, move by move, seen from any seat: every
// hand is there to see once the game is over.

import { api } from "./api.js";
import { html } from "./board.js";
import { board as loadBoard } from "./boards/index.js";
import { t } from "./i18n.js";
import { seatLabel, showError, translateError } from "./common.js";

/** showReplay draws the replay of table id into el and returns the page. */
export async function showReplay(el, id, params) {
  let rep;
  try {
    rep = await api("GET", `/api/tables/${id}/replay`);
  } catch (e) {
    el.append(html("p", { class: "panel empty" }, translateError(e.message)));
    return {};
  }
  const info = rep.table;
  const module = await loadBoard(info.game);
  const total = rep.moves.length;
  const s = { n: Number(params.get("move")) || 0, as: 0, frame: null, playing: null };

  const nick = (seat) => {
    const x = info.seats[seat];
    return x ? (x.kind === "open" ? x.nick || t("lobby.seat", { n: seat + 1 }) : seatLabel(x)) : "";
  };
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

  async function go(n) {
    s.n = Math.max(0, Math.min(total, n));
    try {
      s.frame = await api("GET", `/api/tables/${id}/replay/${s.n}`);
    } catch (e) {
      showError(translateError(e.message));
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
            (f.events || []).map((ev) => html("li", {}, module.describe(ev, ctx))),
          ),
    );
  }

  function drawControls() {
    const button = (label, n, name) =>
      html("button", { class: "button small", "data-step": name, disabled: n < 0 || n > total || n === s.n, onclick: () => go(n) }, label);
    const slider = html("input", { type: "range", min: 0, max: total, value: s.n, onchange: (e) => go(Number(e.target.value)) });
    const as = html(
      "select",
      {
        name: "as",
        onchange: (e) => {
          s.as = Number(e.target.value);
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
          clearInterval(s.playing);
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
      clearInterval(s.playing);
      view.destroy?.();
    },
    relabel: remount,
  };
}
