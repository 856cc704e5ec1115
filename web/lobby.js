// The lobby: the tables (waiting, playing, finished) and the form that
// creates one.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { allBoards, games } from "./boards/index.js";
import { t } from "./i18n.js";
import { seatLabel, showError, translateError } from "./common.js";

const levels = ["easy", "medium", "hard"];

/** showLobby draws the lobby into el and returns the page. */
export async function showLobby(el) {
  const boards = await allBoards();
  let serverGames = [];
  try {
    serverGames = await api("GET", "/api/games");
  } catch (e) {
    showError(translateError(e.message));
  }
  const state = { tab: "open", tables: [], form: defaultForm(serverGames) };
  const root = html("div", { class: "lobby" });
  el.append(root);
  let timer = null;
  let tablesEl = null;
  let formEl = null;

  // load refreshes the list of tables, leaving the form (and what is being
  // typed into it) alone.
  async function load() {
    try {
      state.tables = await api("GET", "/api/tables?status=" + state.tab);
    } catch (e) {
      showError(translateError(e.message));
    }
    if (!tablesEl) return draw();
    const next = tablesPanel();
    tablesEl.replaceWith(next);
    tablesEl = next;
  }

  function draw() {
    tablesEl = tablesPanel();
    formEl = createPanel();
    root.replaceChildren(tablesEl, formEl);
  }

  function drawForm() {
    const next = createPanel();
    formEl.replaceWith(next);
    formEl = next;
  }

  function tablesPanel() {
    const tabs = html(
      "div",
      { class: "tabs", role: "tablist" },
      ["open", "running", "over"].map((tab) =>
        html(
          "button",
          {
            class: ["tab", state.tab === tab && "active"],
            role: "tab",
            "data-tab": tab,
            onclick: () => {
              state.tab = tab;
              load();
            },
          },
          t("lobby." + tab),
        ),
      ),
      html("button", { class: "tab refresh", onclick: load, title: t("lobby.refresh") }, "↻"),
    );
    const list = state.tables.length
      ? html("ul", { class: "table-list" }, state.tables.map(tableRow))
      : html("p", { class: "empty" }, t("lobby.none"));
    return html("section", { class: "panel tables" }, html("h2", {}, t("lobby.tables")), tabs, list);
  }

  function tableRow(info) {
    const mine = seats.get(info.id);
    const actions = [];
    if (mine) {
      actions.push(html("a", { class: "button primary", href: `#/t/${info.id}` }, t("lobby.resume")));
    } else if (info.status !== "over" && info.seats.some((s) => s.kind === "open")) {
      actions.push(html("a", { class: "button primary", href: `#/t/${info.id}`, "data-join": info.id }, t("lobby.join")));
    }
    if (info.status === "over") {
      actions.push(html("a", { class: "button", href: `#/r/${info.id}` }, t("lobby.replay")));
    } else if (!mine) {
      actions.push(html("a", { class: "button", href: `#/t/${info.id}?watch=1` }, t("lobby.watch")));
    }
    return html(
      "li",
      { class: "table-row", "data-table": info.id },
      html("span", { class: ["game-badge", "game-" + info.game] }, t("game." + info.game)),
      html(
        "span",
        { class: "row-seats" },
        info.seats.map((s) => html("span", { class: ["seat-chip", s.kind] }, seatLabel(s))),
      ),
      html("span", { class: "row-actions" }, actions),
    );
  }

  function createPanel() {
    const f = state.form;
    const g = serverGames.find((x) => x.name === f.game);
    const b = boards[f.game];
    const gameSelect = html(
      "select",
      {
        name: "game",
        onchange: (e) => {
          f.game = e.target.value;
          Object.assign(f, gameDefaults(serverGames, f.game));
          drawForm();
        },
      },
      serverGames
        .filter((x) => games.includes(x.name))
        .map((x) => html("option", { value: x.name, selected: x.name === f.game }, t("game." + x.name))),
    );
    const players = html(
      "select",
      {
        name: "players",
        onchange: (e) => {
          f.players = Number(e.target.value);
          f.seats = resize(f.seats, f.players);
          for (const o of b?.options || []) {
            // A choice that depends on the player count may no longer exist.
            if (typeof o.choices === "function" && o.key in f.options && !o.choices(f.players).includes(f.options[o.key])) {
              delete f.options[o.key];
            }
          }
          drawForm();
        },
      },
      g ? range(g.min_players, g.max_players).map((n) => html("option", { value: n, selected: n === f.players }, n)) : [],
    );
    const options = (b?.options || []).map((o) => optionField(o, f));
    const seatRows = f.seats.map((kind, i) =>
      html(
        "label",
        { class: "field seat-field" },
        html("span", {}, t("lobby.seat", { n: i + 1 })),
        html(
          "select",
          {
            name: "seat" + i,
            onchange: (e) => {
              f.seats[i] = e.target.value;
            },
          },
          i === 0 ? html("option", { value: "you", selected: kind === "you" }, t("lobby.you")) : null,
          html("option", { value: "person", selected: kind === "person" }, t("lobby.person")),
          levels.map((l) => html("option", { value: "bot:" + l, selected: kind === "bot:" + l }, t("lobby.bot", { level: t("level." + l) }))),
        ),
      ),
    );
    const nick = html("input", {
      name: "nick",
      maxlength: 24,
      placeholder: t("lobby.nickPlaceholder"),
      value: f.nick,
      oninput: (e) => (f.nick = e.target.value),
    });
    const form = html(
      "form",
      {
        class: "create",
        onsubmit: (e) => {
          e.preventDefault();
          create();
        },
      },
      html("label", { class: "field" }, html("span", {}, t("lobby.game")), gameSelect),
      html("label", { class: "field" }, html("span", {}, t("lobby.players")), players),
      options.length ? html("fieldset", { class: "options" }, html("legend", {}, t("lobby.options")), options) : null,
      html("fieldset", { class: "seats" }, html("legend", {}, t("lobby.seats")), seatRows),
      html("label", { class: "field" }, html("span", {}, t("lobby.nick")), nick),
      html("button", { type: "submit", class: "button primary", name: "create" }, t("lobby.createButton")),
    );
    return html("section", { class: "panel create-panel" }, html("h2", {}, t("lobby.create")), form);
  }

  function optionField(o, f) {
    const value = f.options[o.key] ?? o.default;
    let input;
    const set = (v) => {
      if (JSON.stringify(v) === JSON.stringify(o.default)) delete f.options[o.key];
      else f.options[o.key] = v;
    };
    if (o.kind === "bool") {
      input = html("input", { type: "checkbox", name: "opt-" + o.key, checked: !!value, onchange: (e) => set(e.target.checked) });
    } else if (o.kind === "number") {
      input = html("input", {
        type: "number",
        name: "opt-" + o.key,
        min: o.min,
        max: o.max,
        value,
        onchange: (e) => set(Number(e.target.value)),
      });
    } else {
      input = html(
        "select",
        { name: "opt-" + o.key, onchange: (e) => set(JSON.parse(e.target.value)) },
        (typeof o.choices === "function" ? o.choices(f.players) : o.choices).map((c) =>
          html("option", { value: JSON.stringify(c), selected: JSON.stringify(c) === JSON.stringify(value) }, o.choiceLabel ? t(o.choiceLabel(c)) : c === null ? t("lobby.default") : String(c)),
        ),
      );
    }
    return html(
      "label",
      { class: ["field", "option", o.kind === "bool" && "check"] },
      html("span", {}, t(o.label)),
      input,
      o.help ? html("small", { class: "help" }, t(o.help)) : null,
    );
  }

  async function create() {
    const f = state.form;
    const nick = f.nick.trim();
    const body = {
      game: f.game,
      players: f.players,
      options: f.options,
      seats: f.seats.map((k) => (k.startsWith("bot:") ? { kind: "bot", bot: k.slice(4) } : { kind: "person" })),
    };
    if (f.seats[0] === "you") body.join = { seat: 0, nick };
    try {
      const created = await api("POST", "/api/tables", body);
      seats.setHost(created.table.id, created.host_token);
      if (created.joined) {
        seats.set(created.table.id, created.joined.seat, created.joined.token, nick);
        seats.setNick(nick);
      }
      location.hash = `#/t/${created.table.id}`;
    } catch (e) {
      showError(translateError(e.message));
    }
  }

  await load();
  timer = setInterval(load, 5000);
  return {
    destroy() {
      clearInterval(timer);
    },
    relabel: draw,
  };
}

function defaultForm(serverGames) {
  const game = serverGames[0]?.name || "tortuga";
  return { game, nick: seats.nick(), ...gameDefaults(serverGames, game) };
}

function gameDefaults(serverGames, game) {
  const g = serverGames.find((x) => x.name === game);
  const players = g ? g.min_players : 2;
  return { players, options: {}, seats: resize(["you", "bot:medium"], players) };
}

function resize(list, n) {
  const out = list.slice(0, n);
  while (out.length < n) out.push("bot:medium");
  return out;
}

function range(a, b) {
  const out = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
