// @ts-check
// The lobby: the tables (waiting, playing, finished) and the form that
// creates one (lobby-form.js).

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { errorText, seatLabel, showError, translateError } from "./common.js";
import { createPanel, defaultForm } from "./lobby-form.js";

/** @typedef {import("./wire.js").GameInfo} GameInfo */
/** @typedef {import("./lobby-form.js").Form} Form */

/**
 * showLobby draws the lobby into el and returns the page.
 * @param {HTMLElement} el
 * @returns {Promise<import("./app.js").Page>}
 */
export async function showLobby(el) {
  /** @type {GameInfo[]} */
  let serverGames = [];
  try {
    serverGames = await api("GET", "/api/games");
  } catch (e) {
    showError(translateError(errorText(e)));
  }
  /** @type {{tab: string, tables: import("./wire.js").TableInfo[], form: Form}} */
  const state = { tab: "open", tables: [], form: defaultForm(serverGames) };
  const root = html("div", { class: "lobby" });
  el.append(root);
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  /** @type {HTMLElement | null} */
  let tablesEl = null;
  /** @type {HTMLElement | null} */
  let formEl = null;

  // load refreshes the list of tables, leaving the form (and what is being
  // typed into it) alone.
  async function load() {
    try {
      state.tables = await api("GET", "/api/tables?status=" + state.tab);
    } catch (e) {
      showError(translateError(errorText(e)));
    }
    if (!tablesEl) return draw();
    const next = tablesPanel();
    tablesEl.replaceWith(next);
    tablesEl = next;
  }

  function draw() {
    tablesEl = tablesPanel();
    formEl = createPanel(state.form, serverGames, drawForm);
    root.replaceChildren(tablesEl, formEl);
  }

  function drawForm() {
    const next = createPanel(state.form, serverGames, drawForm);
    formEl?.replaceWith(next);
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

  /** @param {import("./wire.js").TableInfo} info */
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

  await load();
  timer = setInterval(load, 5000);
  return {
    destroy() {
      clearInterval(timer);
    },
    relabel: draw,
  };
}
