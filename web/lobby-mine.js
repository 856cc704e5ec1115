// @ts-check
// The lobby's "my tables": the seats this browser holds, the tables where
// the seat must move first, marked.

import { api, seats } from "./api.js";
import { html } from "./board.js";
import { t } from "./i18n.js";
import { seatLabel } from "./common.js";

/** @typedef {import("./wire.js").TableInfo} TableInfo */
/** @typedef {import("./api.js").HeldSeat & {table: string}} Held */

// most is how many held seats are looked up, the latest taken first: the
// lobby asks for no more tables than that at a time.
const most = 12;

// order ranks a table: the seat's move first, then games in play, tables
// waiting for players, and finished ones.
/** @param {{mine: boolean, info: TableInfo}} r */
const order = (r) => (r.mine ? 0 : ["running", "open"].indexOf(r.info.status) + 1 || 3);

/** MyTables is the panel of the tables where this browser holds a seat. */
export class MyTables {
  constructor() {
    this.el = html("section", { class: "panel my-tables", hidden: true });
    /** @type {{held: Held, info: TableInfo, mine: boolean}[]} */
    this.rows = [];
  }

  /** load looks the held seats' tables up and redraws the panel. */
  async load() {
    const found = await Promise.all(
      seats.all().slice(0, most).map(async (held) => {
        try {
          /** @type {TableInfo} */
          const info = await api("GET", `/api/tables/${held.table}`);
          return { held, info, mine: info.status === "running" && info.actor === held.seat };
        } catch (e) {
          // A table this server does not have: its token opens nothing.
          if (/** @type {{status?: number}} */ (e).status === 404) seats.forget(held.table);
          return null;
        }
      }),
    );
    this.rows = found.filter((r) => r !== null).sort((a, b) => order(a) - order(b));
    this.draw();
  }

  /** draw draws the panel from the tables last looked up, hidden when there are none. */
  draw() {
    this.el.hidden = this.rows.length === 0;
    this.el.replaceChildren(html("h2", {}, t("lobby.mine")), html("ul", { class: "table-list" }, this.rows.map((r) => row(r.held, r.info, r.mine))));
  }
}

/**
 * row is one held seat's table: the game, who the seat is, what happens there.
 * @param {Held} held
 * @param {TableInfo} info
 * @param {boolean} mine  the seat must move now
 */
function row(held, info, mine) {
  const me = info.seats[held.seat];
  const actor = typeof info.actor === "number" ? info.seats[info.actor] : undefined;
  let what;
  if (mine) what = html("strong", { class: "my-turn" }, t("lobby.myTurn"));
  else if (info.status === "running" && actor) what = t("lobby.waitingFor", { nick: seatLabel(actor) });
  else what = t("table.status." + info.status);
  return html(
    "li",
    { class: ["table-row", "my-row", mine && "my-turn-row"], "data-table": info.id, "data-my-turn": mine ? "" : null },
    html("span", { class: ["game-badge", "game-" + info.game] }, t("game." + info.game)),
    html("span", { class: "row-seats" }, me ? t("lobby.mySeat", { nick: seatLabel(me) }) : null),
    html("span", { class: "my-status" }, what),
    html("span", { class: "row-actions" }, html("a", { class: ["button", mine && "primary"], href: `#/t/${info.id}` }, t("lobby.resume"))),
  );
}
