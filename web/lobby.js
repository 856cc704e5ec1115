// @ts-check
// The lobby: the tables (waiting, playing, finished), a page at a time
// and of one game if asked, and the form that creates one (lobby-form.js).

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { lang, t } from "./i18n.js";
import { swap } from "./dom.js";
import { accountMark, errorText, seatLabel, showError, translateError } from "./common.js";
import { accountSeat } from "./account.js";
import { createPanel, defaultForm } from "./lobby-form.js";
import { MyTables } from "./lobby-mine.js";
import { clockLabel } from "./clock.js";
import { clockIcon } from "./table-clock.js";
import { ratedBadge } from "./rating.js";
import { learnBar } from "./learn-links.js";

/** @typedef {import("./wire.js").GameInfo} GameInfo */
/** @typedef {import("./lobby-form.js").Form} Form */

// pageSize is how many tables the lobby asks for at a time.
const pageSize = 20;

// mineEvery is how often the tables where this browser or the account holds a seat are looked up again, in ms.
const mineEvery = 10000;

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
  /**
   * The tab (a status), the game shown ("" for all), the tables shown and
   * the cursor of the page after them ("" at the end).
   * @type {{tab: string, game: string, tables: import("./wire.js").TableInfo[], next: string, form: Form}}
   */
  const state = { tab: "open", game: "", tables: [], next: "", form: defaultForm(serverGames) };
  const root = html("div", { class: "lobby" });
  el.append(root);
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let timer;
  /** @type {HTMLElement | null} */
  let tablesEl = null;
  /** @type {HTMLElement | null} */
  let formEl = null;
  const mine = new MyTables();

  /**
   * query asks for limit tables of the tab and game, after cursor.
   * @param {number} limit
   * @param {string} [cursor]
   */
  function query(limit, cursor) {
    const q = new URLSearchParams({ status: state.tab, limit: String(limit) });
    if (state.game) q.set("game", state.game);
    if (cursor) q.set("cursor", cursor);
    return "/api/tables?" + q;
  }

  // load refreshes the list of tables, as many as are shown, leaving the
  // form (and what is being typed into it) alone.
  async function load() {
    try {
      /** @type {import("./wire.js").TableList} */
      const page = await api("GET", query(Math.min(Math.max(pageSize, state.tables.length), 200)));
      state.tables = page.tables;
      state.next = page.next || "";
    } catch (e) {
      showError(translateError(errorText(e)));
    }
    redrawTables();
  }

  // more adds the next page of tables.
  async function more() {
    if (!state.next) return;
    try {
      /** @type {import("./wire.js").TableList} */
      const page = await api("GET", query(pageSize, state.next));
      const shown = new Set(state.tables.map((x) => x.id));
      state.tables.push(...page.tables.filter((x) => !shown.has(x.id)));
      state.next = page.next || "";
    } catch (e) {
      showError(translateError(errorText(e)));
    }
    redrawTables();
  }

  // redrawTables draws the tables afresh in their panel, keeping the focus
  // and what is chosen there (dom.js swap).
  function redrawTables() {
    if (!tablesEl) return draw();
    swap(tablesEl, ...tablesPanel().childNodes);
  }

  function draw() {
    tablesEl = tablesPanel();
    formEl = createPanel(state.form, serverGames, drawForm);
    mine.draw();
    root.replaceChildren(newTableBar(), mine.el, tablesEl, formEl);
  }

  // newTableBar is the lobby's top: "New table", one tap from the form
  // however long the lists above it grow (a phone shows the form last),
  // and "Learn to play" each game.
  function newTableBar() {
    return html(
      "div",
      { class: "lobby-top" },
      learnBar(serverGames.map((g) => g.name)),
      html("button", { type: "button", class: "button primary new-table", "data-new-table": "", onclick: toForm }, "+ ", t("lobby.create")),
    );
  }

  // toForm brings the create form into view and puts the focus on its first field.
  function toForm() {
    if (!formEl) return;
    formEl.scrollIntoView({ block: "start", behavior: "instant" });
    const first = formEl.querySelector("select, input");
    if (first instanceof HTMLElement) first.focus({ preventScroll: true });
  }

  function drawForm() {
    const next = createPanel(state.form, serverGames, drawForm);
    formEl?.replaceWith(next);
    formEl = next;
  }

  function tablesPanel() {
    const tabs = html(
      "div",
      { class: "tabs", role: "group", "aria-label": t("lobby.tables") },
      ["open", "running", "over"].map((tab) =>
        html(
          "button",
          {
            class: ["tab", state.tab === tab && "active"],
            "aria-pressed": String(state.tab === tab),
            "data-tab": tab,
            onclick: () => {
              state.tab = tab;
              state.tables = [];
              load();
            },
          },
          t("lobby." + tab),
        ),
      ),
      html("button", { class: "tab refresh", onclick: load, title: t("lobby.refresh"), "aria-label": t("lobby.refresh") }, "↻"),
    );
    const game = html(
      "select",
      {
        class: "small game-filter",
        name: "game-filter",
        "aria-label": t("lobby.game"),
        onchange: (/** @type {Event} */ e) => {
          state.game = /** @type {HTMLSelectElement} */ (e.currentTarget).value;
          state.tables = [];
          load();
        },
      },
      html("option", { value: "" }, t("lobby.allGames")),
      serverGames.map((g) => html("option", { value: g.name, selected: state.game === g.name }, t("game." + g.name))),
    );
    const list = state.tables.length
      ? html("ul", { class: "table-list" }, state.tables.map(tableRow))
      : html("p", { class: "empty" }, t("lobby.none"));
    const moreButton = state.next ? html("button", { class: "button more", name: "more", onclick: more }, t("lobby.more")) : null;
    return html("section", { class: "panel tables" }, html("h2", {}, t("lobby.tables")), html("div", { class: "lobby-filters" }, tabs, game), list, moreButton);
  }

  /**
   * result names a finished table's winners and says when it ended.
   * @param {import("./wire.js").TableInfo} info
   */
  function result(info) {
    if (info.status !== "over") return null;
    const names = (info.result?.winners || []).map((w) => (info.seats[w] ? seatLabel(info.seats[w]) : t("lobby.seat", { n: w + 1 })));
    const when = info.finished ? new Date(info.finished) : null;
    const date = when ? when.toLocaleString(lang(), { dateStyle: "medium", timeStyle: "short" }) : "";
    return html(
      "span",
      { class: "row-result" },
      names.length ? html("span", { class: "winners" }, t("lobby.won", { names: names.join(", ") })) : null,
      date ? html("time", { datetime: info.finished || "" }, t("lobby.finished", { date })) : null,
    );
  }

  /** @param {import("./wire.js").TableInfo} info */
  function tableRow(info) {
    const mine = seats.held(info.id) || accountSeat(info) >= 0;
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
      info.rated ? ratedBadge() : null,
      info.clock ? html("span", { class: "clock-kind" }, clockIcon(), " ", clockLabel(info.clock)) : null,
      html(
        "span",
        { class: "row-seats" },
        info.seats.map((s) => html("span", { class: ["seat-chip", s.kind] }, seatLabel(s), s.account ? accountMark() : null)),
      ),
      result(info),
      html("span", { class: "row-actions" }, actions),
    );
  }

  await Promise.all([load(), mine.load()]);
  timer = setInterval(load, 5000);
  const mineTimer = setInterval(() => mine.load(), mineEvery);
  return {
    destroy() {
      clearInterval(timer);
      clearInterval(mineTimer);
    },
    relabel: draw,
  };
}
