// @ts-check
// The lobby's "my tables": the seats this browser holds and, for a
// signed-in person, the account's tables on any device; the tables where
// the seat must move first, marked. A guest's seat held here may be kept
// in the account.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { swap } from "./dom.js";
import { accountMark, errorText, seatLabel, showError, toast, translateError } from "./common.js";
import { accountSeat, accountTables, claim, loadAccount, me } from "./account.js";
import { ratedBadge } from "./rating.js";

/** @typedef {import("./wire.js").TableInfo} TableInfo */

/**
 * One row: the table, the seat held there, whether it must move now, and
 * the token of a seat this browser holds that the account may keep ("":
 * nothing to keep).
 * @typedef {{info: TableInfo, seat: number, mine: boolean, keep: string}} Row
 */

// most is how many held seats are looked up, the latest taken first: the
// lobby asks for no more tables than that at a time.
const most = 12;

// order ranks a table: the seat's move first, then games in play, tables
// waiting for players, and finished ones.
/** @param {Row} r */
const order = (r) => (r.mine ? 0 : ["running", "open"].indexOf(r.info.status) + 1 || 3);

/** MyTables is the panel of the tables where this browser or the account holds a seat. */
export class MyTables {
  constructor() {
    this.el = html("section", { class: "panel my-tables", hidden: true });
    /** @type {Row[]} */
    this.rows = [];
  }

  /** load looks the held seats' tables up and redraws the panel. */
  async load() {
    const [held, owned] = await Promise.all([heldTables(), ownedTables()]);
    /** @type {Map<string, Row>} */
    const byTable = new Map();
    for (const info of owned) byTable.set(info.id, rowOf(info, accountSeat(info), ""));
    for (const { info, seat, token } of held) {
      if (byTable.has(info.id)) continue;
      const keep = me() && info.status !== "over" && !info.seats[seat]?.account ? token : "";
      byTable.set(info.id, rowOf(info, seat, keep));
    }
    this.rows = [...byTable.values()].sort((a, b) => order(a) - order(b));
    this.draw();
  }

  /** draw draws the panel from the tables last looked up, hidden when there are none. */
  draw() {
    this.el.hidden = this.rows.length === 0;
    swap(
      this.el,
      html("h2", {}, t("lobby.mine"), " ", html("span", { class: "mine-where" }, t(me() ? "account.onDevices" : "account.thisBrowser"))),
      html("ul", { class: "table-list" }, this.rows.map((r) => this.row(r))),
    );
  }

  /**
   * row is one table: the game, who the seat is, what happens there, and
   * the way back to it (and to keep it in the account).
   * @param {Row} r
   */
  row(r) {
    const { info, mine } = r;
    const seat = info.seats[r.seat];
    const actor = typeof info.actor === "number" ? info.seats[info.actor] : undefined;
    let what;
    if (mine) what = html("strong", { class: "my-turn" }, t("lobby.myTurn"));
    else if (info.status === "running" && actor) what = t("lobby.waitingFor", { nick: seatLabel(actor) });
    else what = t("table.status." + info.status);
    return html(
      "li",
      { class: ["table-row", "my-row", mine && "my-turn-row"], "data-table": info.id, "data-my-turn": mine ? "" : null },
      html("span", { class: ["game-badge", "game-" + info.game] }, t("game." + info.game)),
      info.rated ? ratedBadge() : null,
      html("span", { class: "row-seats" }, seat ? t("lobby.mySeat", { nick: seatLabel(seat) }) : null, seat?.account ? accountMark() : null),
      html("span", { class: "my-status" }, what),
      html(
        "span",
        { class: "row-actions" },
        r.keep ? html("button", { class: "button small keep", "data-keep": info.id, title: t("account.keepHelp"), onclick: () => this.keep(info.id, r.keep) }, t("account.keep")) : null,
        html("a", { class: ["button", mine && "primary"], href: `#/t/${info.id}` }, t("lobby.resume")),
      ),
    );
  }

  /**
   * keep binds a guest seat this browser holds to the account.
   * @param {string} table
   * @param {string} token
   */
  async keep(table, token) {
    try {
      const joined = await claim(table, token);
      const held = seats.get(table);
      seats.set(table, joined.seat, joined.token || token, held?.nick || "");
      toast(t("account.kept"));
    } catch (e) {
      showError(translateError(errorText(e)));
    }
    await this.load();
  }
}

/**
 * rowOf is a table's row with the seat held there.
 * @param {TableInfo} info
 * @param {number} seat
 * @param {string} keep
 * @returns {Row}
 */
function rowOf(info, seat, keep) {
  return { info, seat, mine: info.status === "running" && seat >= 0 && info.actor === seat, keep };
}

/**
 * heldTables looks up the tables of the seats this browser holds,
 * forgetting those the server does not have.
 * @returns {Promise<{info: TableInfo, seat: number, token: string}[]>}
 */
async function heldTables() {
  const found = await Promise.all(
    seats.all().slice(0, most).map(async (held) => {
      try {
        /** @type {TableInfo} */
        const info = await api("GET", `/api/tables/${held.table}`);
        return { info, seat: held.seat, token: held.token };
      } catch (e) {
        // A table this server does not have: its token opens nothing.
        if (/** @type {{status?: number}} */ (e).status === 404) seats.forget(held.table);
        return null;
      }
    }),
  );
  return found.filter((r) => r !== null);
}

/**
 * ownedTables are the signed-in account's tables, none for a guest.
 * @returns {Promise<TableInfo[]>}
 */
async function ownedTables() {
  if (!me()) return [];
  try {
    return await accountTables();
  } catch (e) {
    // A session that ended meanwhile signs the page out; anything else
    // is said.
    if (/** @type {{status?: number}} */ (e).status === 401) loadAccount(true);
    else showError(translateError(errorText(e)));
    return [];
  }
}
