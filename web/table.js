// A table: its board, seats, log and the controls around them, kept up to
// date over the table's WebSocket.

import { api, seats, TableSocket } from "./api.js";
import { html, seatColor } from "./board.js";
import { board as loadBoard } from "./boards/index.js";
import { lang, t } from "./i18n.js";
import { copyButton, dialog, seatLabel, showError, toast, translateError } from "./common.js";

const maxLog = 300;

// recentOnOpen is how many past moves a freshly opened page asks for, so
// that its log shows what just happened.
const recentOnOpen = 30;

/** showTable draws table id into el and returns the page. */
export async function showTable(el, id, params) {
  const token = params.get("token");
  if (token) {
    // A personal link: remember the seat's token, then drop it from the address bar.
    seats.set(id, -1, token, "");
    history.replaceState(null, "", `#/t/${id}`);
  }
  let info;
  try {
    info = await api("GET", `/api/tables/${id}`);
  } catch (e) {
    el.append(html("p", { class: "panel empty" }, e.status === 404 ? t("table.notFound") : translateError(e.message)));
    return {};
  }
  const module = await loadBoard(info.game);
  const mine = seats.get(id);
  const s = {
    info,
    seat: -1,
    token: mine?.token || null,
    version: 0,
    view: null,
    legal: [],
    actor: null,
    result: null,
    log: [],
    conn: "connecting",
    catchingUp: false,
  };

  const root = html("div", { class: ["table-page", "game-" + info.game] });
  const head = html("div", { class: "table-head" });
  const status = html("div", { class: "status-line", "aria-live": "polite" });
  const boardEl = html("div", { class: ["board", "board-" + info.game] });
  const endEl = html("div", { class: "end" });
  const side = html("aside", { class: "side" });
  const logList = html("ol", { class: "log-list" });
  root.append(head, html("div", { class: "table-body" }, html("div", { class: "board-area" }, status, endEl, boardEl), side));
  el.append(root);

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
  let boardView = module.mount(boardEl, ctx);

  function nick(seat) {
    const info = s.info.seats[seat];
    if (!info) return t("lobby.seat", { n: seat + 1 });
    if (info.kind === "open" && !info.departed) return t("lobby.seat", { n: seat + 1 });
    return seatLabel(info);
  }

  async function play(move) {
    if (!socket) throw new Error("not connected");
    try {
      return await socket.move(s.version, move);
    } catch (e) {
      showError(t("table.refused", { why: translateError(e.message) }));
      throw e;
    }
  }

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
      events: s.lastEvents || [],
      replay: false,
    });
  }

  function drawHead() {
    head.replaceChildren(
      html("h1", {}, t("game." + s.info.game)),
      html("span", { class: ["badge", "status-" + s.info.status] }, t("table.status." + s.info.status)),
      html(
        "span",
        { class: ["conn", "conn-" + s.conn] },
        s.conn === "open" ? t("table.connected") : s.conn === "closed" ? t("table.reconnecting") : t("table.connecting"),
      ),
      html("button", { class: "button small", "data-rules": "", onclick: showRules }, t("table.rules")),
    );
  }

  function drawStatus() {
    // State for scripts and browser tests: the version shown, who decides, which seat is ours.
    Object.assign(root.dataset, { version: s.version, actor: String(s.actor), seat: s.seat, status: s.info.status });
    let text, cls;
    if (s.result) {
      text = t("table.over");
      cls = "over";
    } else if (s.info.status === "open") {
      text = t("table.waitingPlayers");
      cls = "waiting";
    } else if (s.actor === "chance") {
      text = t("table.chance");
      cls = "waiting";
    } else if (s.actor === s.seat && s.seat >= 0) {
      text = t("table.yourMove");
      cls = "mine";
    } else if (typeof s.actor === "number") {
      text = t("table.waitingFor", { nick: nick(s.actor) });
      cls = "waiting";
    } else {
      text = "";
    }
    status.className = "status-line " + (cls || "");
    status.replaceChildren(text);
    if (s.seat < 0) status.append(html("span", { class: "spectating" }, " · " + t("table.spectating")));
  }

  function drawEnd() {
    if (!s.result) {
      endEl.replaceChildren();
      endEl.hidden = true;
      return;
    }
    const winners = s.result.winners || [];
    const title =
      winners.length === 1
        ? t("table.winner", { nick: nick(winners[0]) })
        : t("table.winners", { nicks: winners.map(nick).join(", ") });
    endEl.hidden = false;
    endEl.replaceChildren(
      html("h2", { class: "game-over" }, t("table.over"), " — ", title),
      html(
        "table",
        { class: "scores" },
        html("tr", {}, html("th", {}, ""), html("th", {}, t("table.score"))),
        s.result.scores.map((sc, i) =>
          html(
            "tr",
            { class: winners.includes(i) ? "winner" : "" },
            html("td", {}, html("span", { class: "dot", style: `background:${seatColor(i)}` }), nick(i)),
            html("td", {}, sc),
          ),
        ),
      ),
      html("a", { class: "button", href: `#/r/${s.info.id}` }, t("table.replay")),
    );
  }

  function drawSide() {
    const seatList = html(
      "ul",
      { class: "seat-list" },
      s.info.seats.map((seat, i) =>
        html(
          "li",
          { class: ["seat", s.actor === i && "acting", i === s.seat && "me"], "data-seat": i },
          html("span", { class: "dot", style: `background:${seatColor(i)}` }),
          html("span", { class: "seat-name" }, nick(i)),
          i === s.seat ? html("span", { class: "you" }, t("seat.you")) : null,
          seat.kind === "person"
            ? html("span", { class: ["presence", seat.connected ? "on" : "off"], title: t(seat.connected ? "seat.connected" : "seat.offline") })
            : null,
          seatActions(seat, i),
        ),
      ),
    );
    const parts = [seatList];
    if (s.seat < 0 && s.info.status !== "over" && s.info.seats.some((x) => x.kind === "open")) parts.push(joinPanel());
    const invite = `${location.origin}/#/t/${s.info.id}`;
    parts.push(html("div", { class: "invite" }, html("label", {}, t("table.invite")), html("div", { class: "copy-row" }, html("input", { readonly: true, value: invite }), copyButton(invite))));
    if (s.seat >= 0 && s.token) {
      const personal = `${location.origin}/#/t/${s.info.id}?token=${s.token}`;
      parts.push(
        html(
          "details",
          { class: "invite personal" },
          html("summary", {}, t("table.personal")),
          html("div", { class: "copy-row" }, html("input", { readonly: true, value: personal }), copyButton(personal)),
        ),
      );
    }
    parts.push(html("section", { class: "log" }, html("h3", {}, t("table.log")), logList));
    if (s.seat >= 0 && s.info.status !== "over") parts.push(html("button", { class: "button danger small", onclick: leave }, t("table.leave")));
    side.replaceChildren(...parts);
    drawLog();
  }

  function seatActions(seat, i) {
    const host = seats.host(s.info.id);
    if (!host || seat.kind !== "open" || s.info.status === "over") return null;
    const level = html("select", { class: "small" }, ["easy", "medium", "hard"].map((l) => html("option", { value: l }, t("level." + l))));
    return html(
      "span",
      { class: "host-actions" },
      level,
      html(
        "button",
        {
          class: "button small",
          onclick: async () => {
            try {
              s.info = await api("POST", `/api/tables/${s.info.id}/seats/${i}/bot`, { bot: level.value }, host);
              redraw();
            } catch (e) {
              showError(translateError(e.message));
            }
          },
        },
        t("table.giveBot", { n: i + 1 }),
      ),
    );
  }

  function joinPanel() {
    const input = html("input", { name: "nick", maxlength: 24, placeholder: t("lobby.nickPlaceholder"), value: seats.nick() });
    return html(
      "div",
      { class: "join" },
      html("label", { class: "field" }, html("span", {}, t("table.nickPrompt")), input),
      s.info.seats.map((seat, i) =>
        seat.kind === "open"
          ? html("button", { class: "button primary", "data-take": i, onclick: () => take(i, input.value) }, t("table.take", { n: i + 1 }))
          : null,
      ),
    );
  }

  async function take(i, nickText) {
    try {
      const joined = await api("POST", `/api/tables/${s.info.id}/seats/${i}`, { nick: nickText });
      seats.set(s.info.id, joined.seat, joined.token, nickText);
      seats.setNick(nickText.trim());
      s.token = joined.token;
      s.info = joined.table;
      connect();
    } catch (e) {
      showError(translateError(e.message));
    }
  }

  async function leave() {
    if (!confirm(t("table.leaveConfirm"))) return;
    try {
      s.info = await api("POST", `/api/tables/${s.info.id}/leave`, undefined, s.token);
      seats.forget(s.info.id);
      s.token = null;
      s.seat = -1;
      connect();
    } catch (e) {
      showError(translateError(e.message));
    }
  }

  function showRules() {
    const box = html("div", { class: "rules" });
    box.innerHTML = module.rules?.[lang()] || module.rules?.en || "";
    dialog(t("table.rules") + " — " + t("game." + s.info.game), box);
  }

  function addEvents(events) {
    s.log.push(...(events || []));
    if (s.log.length > maxLog) s.log.splice(0, s.log.length - maxLog);
  }

  // drawLog words the events afresh, so that the log follows the language
  // and the seats' current names; an event a board leaves unsaid is left out.
  function drawLog() {
    const lines = [];
    for (const ev of s.log) {
      const text = module.describe(ev, ctx);
      if (text) lines.push(html("li", { class: "log-line", "data-event": ev.type }, text));
    }
    logList.replaceChildren(...lines);
    logList.scrollTop = logList.scrollHeight;
  }

  function redraw() {
    drawHead();
    drawStatus();
    drawEnd();
    drawSide();
  }

  let socket = null;
  function connect() {
    socket?.close();
    s.view = null;
    s.log = [];
    socket = new TableSocket(s.info.id, s.token, {
      welcome(m) {
        s.info = m.table;
        s.seat = m.seat;
        if (s.token) {
          if (m.seat >= 0) seats.set(s.info.id, m.seat, s.token, nick(m.seat));
        }
        redraw();
      },
      state(m) {
        Object.assign(s, { version: m.version, view: m.view, legal: m.legal || [], actor: m.actor, result: m.result || null, lastEvents: [] });
        renderStill();
        redraw();
      },
      update(m) {
        s.version = m.version;
        addEvents(m.events);
        if (m.view) {
          Object.assign(s, { view: m.view, legal: m.legal || [], actor: m.actor, result: m.result || null, lastEvents: m.events || [] });
          renderBoard();
          drawStatus();
          drawEnd();
          drawSide();
        } else {
          drawLog();
        }
      },
      table(m) {
        s.info = m.table;
        redraw();
      },
      error(m) {
        showError(translateError(m.error));
        if (/holds no seat/.test(m.error)) {
          seats.forget(s.info.id);
          s.token = null;
        }
      },
      status(c) {
        s.conn = c;
        drawHead();
      },
    }, s.info.version > 0 ? Math.max(0, s.info.version - recentOnOpen) : null);
  }

  redraw();
  connect();
  return {
    destroy() {
      socket?.close();
      boardView.destroy?.();
    },
    relabel() {
      boardView.destroy?.();
      boardEl.replaceChildren();
      boardView = module.mount(boardEl, ctx);
      renderStill();
      redraw();
    },
  };
}
