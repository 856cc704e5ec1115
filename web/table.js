// @ts-check
// A table: its board, seats, log and the controls around them, kept up to
// date over the table's WebSocket. The parts are drawn by table-status.js
// (head, status line, end), table-seats.js (seats, joining, links),
// table-clock.js (the seats' clocks), table-away.js (players away or
// silent), table-resume.js (the account's seat played here), table-rematch.js
// (playing again), table-ratings.js (a rated game's rating changes),
// table-hint.js (the hint) and table-log.js (the events in words); this
// module holds the table's state and wires them.

import { api, seats, TableSocket, transportError } from "./api.js";
import { html } from "./board.js";
import { swap } from "./dom.js";
import { board as loadBoard } from "./boards/index.js";
import { lang, t } from "./i18n.js";
import { dialog, errorText, seatLabel, showError, toast, translateError } from "./common.js";
import { drawHead, drawStatus } from "./table-status.js";
import { drawEnd } from "./table-end.js";
import { drawUndo } from "./table-undo.js";
import { invites, joinPanel, leaveButton, seatActions, seatList } from "./table-seats.js";
import { TableLog } from "./table-log.js";
import { Pacer, paceControl } from "./pacing.js";
import { TurnNotice, noticeControls } from "./notify.js";
import { ClockTicker } from "./table-clock.js";
import { drawAway } from "./table-away.js";
import { Rematch } from "./table-rematch.js";
import { Hinter } from "./table-hint.js";
import { RatingChanges } from "./table-ratings.js";
import { resumePanel } from "./table-resume.js";
import { me } from "./account.js";

/**
 * What the page knows of its table.
 * @typedef {object} TableState
 * @property {import("./wire.js").TableInfo} info
 * @property {number} seat  the viewer's seat, -1 for a spectator
 * @property {string | null} token  the viewer's seat token
 * @property {number} version
 * @property {unknown} view  the viewer's view of the game, null before the first
 * @property {import("./board.js").Legal[]} legal
 * @property {import("./board.js").Actor} actor
 * @property {import("./board.js").Result | null} result
 * @property {boolean} [undo]  the viewer may take its last move back now
 * @property {import("./board.js").GameEvent[]} lastEvents  the events of the view shown
 * @property {"connecting" | "open" | "closed"} conn
 * @property {{seat: number, link: string} | null} [invited]  the host's last invitation link, to show
 * @property {boolean} [moved]  the account's seat was taken to another device, or its token here refused
 */

// recentOnOpen is how many past moves a freshly opened page asks for, so
// that its log shows what just happened.
const recentOnOpen = 30;

/**
 * showTable draws table id into el and returns the page.
 * @param {HTMLElement} el
 * @param {string} id
 * @param {URLSearchParams} params
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showTable(el, id, params) {
  const token = params.get("token");
  if (token) {
    // A personal link: remember the seat's token, then drop it from the address bar.
    seats.set(id, -1, token, "");
    history.replaceState(null, "", `#/t/${id}`);
  }
  const invite = params.get("invite");
  if (invite) {
    // The host's invitation to a departed seat: kept, and sent with the join.
    seats.setInvitation(id, { seat: Number(params.get("seat") ?? -1), code: invite });
    history.replaceState(null, "", `#/t/${id}`);
  }
  /** @type {import("./wire.js").TableInfo} */
  let info;
  try {
    info = await api("GET", `/api/tables/${id}`);
  } catch (e) {
    const status = /** @type {{status?: number}} */ (e).status;
    el.append(html("p", { class: "panel empty" }, status === 404 ? t("table.notFound") : translateError(errorText(e))));
    return {};
  }
  const module = await loadBoard(info.game);
  const mine = seats.held(id);
  /** @type {TableState} */
  const s = {
    info,
    seat: -1,
    token: mine?.token || null,
    version: 0,
    view: null,
    legal: [],
    actor: null,
    result: null,
    lastEvents: [],
    conn: "connecting",
  };

  const root = html("div", { class: ["table-page", "game-" + info.game] });
  const head = html("div", { class: "table-head" });
  const joinEl = html("div", { class: "join-slot" });
  const awayEl = html("div", { class: "away-slot", "aria-live": "polite" });
  const status = html("div", { class: "status-line", "aria-live": "polite" });
  const undoEl = html("div", { class: "undo-bar" });
  const boardEl = html("div", { class: ["board", "board-" + info.game] });
  const endEl = html("div", { class: "end" });
  const side = html("aside", { class: "side" });
  // The status line, with the clock of the seat that decides, stays in
  // view however far the page scrolls (style.css: sticky).
  root.append(head, joinEl, status, html("div", { class: "table-body" }, html("div", { class: "board-area" }, awayEl, undoEl, endEl, boardEl), side));
  el.append(root);

  /** @type {import("./board.js").Ctx} */
  const ctx = {
    get seat() {
      return s.seat;
    },
    get players() {
      return s.info.players;
    },
    t,
    nick,
    play,
    explain: (text) => toast(text, "explain"),
    animate: true,
  };
  const log = new TableLog(module, ctx, { table: info.id, game: info.game, board: boardEl });
  let boardView = module.mount(boardEl, ctx);
  // Others' moves are shown one at a time (pacing.js); the viewer's turn is
  // announced (notify.js).
  const pacer = new Pacer((m, animate) => showUpdate(m, animate), boardEl, log);
  const turn = new TurnNotice();
  const clocks = new ClockTicker(root);
  const rematch = new Rematch(s, nick, () => end());
  const ratings = new RatingChanges(s, () => end());
  const hinter = new Hinter(s, module, ctx, () => boardView, () => drawSide());
  let settings = settingsPanel();
  // ownMove is set when the last update was the viewer's move or a chance
  // outcome that followed it: shown at once, not paced.
  let ownMove = false;

  /** @param {number} seat */
  function nick(seat) {
    const info = s.info.seats[seat];
    if (!info) return t("lobby.seat", { n: seat + 1 });
    if (info.kind === "open" && !info.departed) return t("lobby.seat", { n: seat + 1 });
    return seatLabel(info);
  }

  /** @param {import("./board.js").Move} move */
  async function play(move) {
    if (!socket) throw new Error("not connected");
    try {
      return await socket.move(s.version, move);
    } catch (e) {
      if (transportError(errorText(e))) toast(t("table.reconnecting"));
      else showError(t("table.refused", { why: translateError(errorText(e)) }));
      throw e;
    }
  }

  const actions = seatActions(s, nick, () => redraw(), () => connect());

  // renderStill draws the board without animation: a fresh state or a new language.
  function renderStill() {
    ctx.animate = false;
    renderBoard();
    ctx.animate = true;
  }

  function renderBoard() {
    if (!s.view) return;
    boardView.render(s.view, s.seat >= 0 && s.actor === s.seat ? s.legal : [], {
      version: s.version,
      actor: s.actor,
      result: s.result,
      events: s.lastEvents,
      replay: false,
    });
    hinter.show();
  }

  // settingsPanel holds the table's small settings: the pace and, for a
  // player, the turn's sound and notifications.
  function settingsPanel() {
    return html("section", { class: "table-settings" }, paceControl(), ...(s.seat >= 0 ? noticeControls() : []));
  }

  // notice tells the turn's notice whether the viewer must decide now. A
  // die rolled or a card turned within a turn (chance decides) neither ends
  // the turn nor begins a new one: the notice keeps what it knew.
  function notice() {
    if (s.actor === "chance" && !s.result && s.info.status === "running") return;
    turn.follow(s.seat >= 0 && s.actor === s.seat && !s.result && s.info.status === "running", t("game." + s.info.game));
  }

  // drawLine draws the status line, the deciding seat's clock in it.
  function drawLine() {
    drawStatus(root, status, s, nick, (i) => clocks.badge(i, "status-clock"));
  }

  /**
   * showUpdate shows one update: its events in the log and, if it carries
   * the view, the board (animated unless the page jumps to now).
   * @param {import("./wire.js").Message} m
   * @param {boolean} animate
   */
  function showUpdate(m, animate) {
    s.version = m.version;
    log.add(m.events, m.version, m.by);
    // Only a reconnect's missed updates come without the view, and the
    // newest of them carries it: the log is drawn once, with that one.
    if (!m.view) return;
    Object.assign(s, { view: m.view, legal: m.legal || [], actor: m.actor, result: m.result || null, lastEvents: m.events || [], undo: !!m.undo });
    ctx.animate = animate;
    renderBoard();
    ctx.animate = true;
    drawLine();
    drawUndo(undoEl, s, takeBack);
    end();
    drawAway(awayEl, s, actions, clocks, redraw);
    drawSide();
    notice();
  }

  // end draws the end, once the game is over.
  function end() {
    drawEnd(endEl, s, nick, rematch.part(), ratings.part());
  }

  // takeBack asks the server to take the viewer's last move back.
  async function takeBack() {
    if (!socket) return;
    try {
      await socket.undo(s.version);
    } catch (e) {
      if (transportError(errorText(e))) toast(t("table.reconnecting"));
      else showError(translateError(errorText(e)).replace(/^./, (c) => c.toUpperCase()));
    }
  }

  function showRules() {
    const box = html("div", { class: "rules" });
    box.innerHTML = module.rules?.[lang()] || module.rules?.en || "";
    dialog(t("table.rules") + " — " + t("game." + s.info.game), box);
  }

  function drawSide() {
    const join = resumePanel(s, actions) || joinPanel(s, actions);
    swap(joinEl, ...(join ? [join] : []));
    joinEl.hidden = !join;
    swap(side, ...[seatList(s, actions, (i) => (s.info.status === "running" ? clocks.badge(i) : null)), hinter.section(), ...invites(s), settings, log.section(), leaveButton(s, actions)].filter((x) => x !== null));
    log.draw(s.view);
  }

  function redraw() {
    clocks.note(s.info);
    drawHead(head, s, showRules);
    drawLine();
    drawUndo(undoEl, s, takeBack);
    end();
    drawAway(awayEl, s, actions, clocks, redraw);
    drawSide();
    notice();
  }

  /** @type {TableSocket | null} */
  let socket = null;
  function connect() {
    socket?.close();
    s.view = null;
    socket = new TableSocket(s.info.id, s.token, {
      welcome(m) {
        pacer.flush();
        if (m.table) s.info = m.table;
        clocks.note(s.info);
        s.seat = m.seat ?? -1;
        clocks.mine = s.seat;
        settings = settingsPanel();
        if (s.token && s.seat >= 0) seats.set(s.info.id, s.seat, s.token, nick(s.seat));
        redraw();
      },
      state(m) {
        pacer.flush();
        Object.assign(s, { version: m.version, view: m.view, legal: m.legal || [], actor: m.actor, result: m.result || null, lastEvents: [], undo: !!m.undo });
        log.seen(m.version);
        renderStill();
        redraw();
      },
      update(m) {
        ownMove = s.seat >= 0 && (m.by === s.seat || (m.by === "chance" && ownMove));
        if (ownMove) pacer.now(m);
        else pacer.push(m);
      },
      table(m) {
        if (m.table) s.info = m.table;
        clocks.note(s.info);
        redraw();
      },
      error(m) {
        const err = m.error || "";
        const left = /^this token's player left seat (\d+)|^a bot plays seat (\d+) while this token's player is away/.exec(err);
        if (left) {
          // A token of a seat its player left, or that a bot plays while
          // they are away: keep it as the way back, and watch until it is
          // used (table-away.js offers the seat back).
          const held = seats.get(s.info.id);
          if (held) seats.set(s.info.id, Number(left[1] ?? left[2]), held.token, held.nick);
          seats.left(s.info.id);
          s.token = null;
          connect();
          return;
        }
        if (/holds no seat/.test(err)) {
          // A token that no longer holds its seat: for the account's own
          // seat, played from another device now, "Play here" takes it back.
          const held = seats.get(s.info.id);
          s.moved = !!held && held.seat >= 0 && !!me() && s.info.seats[held.seat]?.account === me()?.account.id;
          if (!s.moved) showError(translateError(err));
          seats.forget(s.info.id);
          s.token = null;
          connect();
          return;
        }
        showError(translateError(err));
      },
      moved() {
        seats.forget(s.info.id);
        s.token = null;
        s.seat = -1;
        clocks.mine = -1;
        s.moved = true;
        connect();
        redraw();
      },
      status(c) {
        s.conn = c;
        drawHead(head, s, showRules);
      },
    }, s.info.version > 0 ? Math.max(0, s.info.version - recentOnOpen) : null);
  }

  redraw();
  connect();
  return {
    destroy() {
      socket?.close();
      ratings.stop();
      pacer.destroy();
      turn.destroy();
      clocks.destroy();
      boardView.destroy?.();
    },
    relabel() {
      boardView.destroy?.();
      boardEl.replaceChildren();
      boardView = module.mount(boardEl, ctx);
      settings = settingsPanel();
      turn.mark();
      renderStill();
      redraw();
    },
  };
}
