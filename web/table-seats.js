// @ts-check
// A table's seats: who sits where (and who decides), the host's offer of a
// bot for an open seat and invitation to a departed one, taking a seat
// (with every token this browser has for the table), the links and leaving.

import { api, resumeSeat, seats } from "./api.js";
import { html, seatDot } from "./board.js";
import { t } from "./i18n.js";
import { accountMark, copyButton, errorText, showError, toast, translateError } from "./common.js";
import { me } from "./account.js";

/** @typedef {import("./table.js").TableState} TableState */
/** @typedef {import("./wire.js").SeatInfo} SeatInfo */

/**
 * What the seats panel asks the table to do.
 * @typedef {object} SeatActions
 * @property {(seat: number) => string} nick
 * @property {(seat: number, level: string, host: string) => void} giveBot  the host gives an open seat to a bot
 * @property {(seat: number, host: string) => void} invite  the host invites someone to a departed seat
 * @property {(seat: number, nick: string) => void} take  the viewer takes an open seat
 * @property {() => void} leave  the viewer leaves the seat
 * @property {(seat: number) => void} resume  the signed-in viewer plays the account's seat from this device
 */

/**
 * seatActions are the seats' actions for table s, through the server's API;
 * afterwards the table redraws, or connects afresh when the viewer's seat
 * changed.
 * @param {TableState} s
 * @param {(seat: number) => string} nick
 * @param {() => void} redraw
 * @param {() => void} connect
 * @returns {SeatActions}
 */
export function seatActions(s, nick, redraw, connect) {
  /** @param {unknown} e */
  const fail = (e) => showError(translateError(errorText(e)));
  return {
    nick,
    async giveBot(i, level, host) {
      try {
        s.info = await api("POST", `/api/tables/${s.info.id}/seats/${i}/bot`, { bot: level }, host);
        redraw();
      } catch (e) {
        fail(e);
      }
    },
    async invite(i, host) {
      try {
        const invited = await api("POST", `/api/tables/${s.info.id}/seats/${i}/invite`, undefined, host);
        s.info = invited.table;
        s.invited = { seat: i, link: `${location.origin}/#/t/${s.info.id}?invite=${invited.invite}&seat=${i}` };
        redraw();
      } catch (e) {
        fail(e);
      }
    },
    async take(i, nickText) {
      try {
        // Every token this browser has here: the seat it left, the host's
        // invitation. The answer's token replaces them (they are spent).
        const joined = await api("POST", `/api/tables/${s.info.id}/seats/${i}`, { nick: nickText, tokens: seats.proofs(s.info.id) });
        seats.set(s.info.id, joined.seat, joined.token, nickText);
        seats.setInvitation(s.info.id, null);
        seats.setNick(nickText.trim());
        s.token = joined.token;
        s.info = joined.table;
        connect();
      } catch (e) {
        fail(e);
      }
    },
    async resume(i) {
      try {
        // A fresh token for the account's seat: the device that played it
        // before loses it.
        const joined = await resumeSeat(s.info.id, i);
        const nickText = joined.table.seats[joined.seat]?.nick || me()?.account.nick || "";
        seats.set(s.info.id, joined.seat, joined.token, nickText);
        s.token = joined.token;
        s.info = joined.table;
        s.moved = false;
        toast(t("rating.resumed"));
        connect();
      } catch (e) {
        fail(e);
      }
    },
    async leave() {
      if (!confirm(t("table.leaveConfirm"))) return;
      try {
        s.info = await api("POST", `/api/tables/${s.info.id}/leave`, undefined, s.token);
        // The token stays, marked left: it takes the seat back.
        seats.left(s.info.id);
        s.token = null;
        s.seat = -1;
        connect();
      } catch (e) {
        fail(e);
      }
    },
  };
}

/**
 * seatList lists the seats: colour, name, the mark of a signed-in player, presence, whether a bot plays
 * for its person while they are away, what more the table shows beside a
 * player (their clock), and the host's actions.
 * @param {TableState} s
 * @param {SeatActions} act
 * @param {(seat: number) => import("./board.js").Child} [more]
 */
export function seatList(s, act, more) {
  return html(
    "ul",
    { class: "seat-list" },
    s.info.seats.map((seat, i) =>
      html(
        "li",
        { class: ["seat", s.actor === i && "acting", i === s.seat && "me"], "data-seat": i },
        seatDot(i, "dot"),
        html("span", { class: "seat-name" }, act.nick(i)),
        seat.kind === "person" && seat.account ? accountMark() : null,
        i === s.seat ? html("span", { class: "you" }, t("seat.you")) : null,
        seat.kind === "person"
          ? html("span", { class: ["presence", seat.connected ? "on" : "off"], title: t(seat.connected ? "seat.connected" : "seat.offline") })
          : null,
        seat.away ? html("span", { class: "away-mark", title: t("away.markHelp") }, t("away.mark")) : null,
        seat.kind === "person" ? more?.(i) : null,
        hostActions(s, seat, i, act),
        s.invited?.seat === i && seat.departed ? invitedLink(s.invited.link, i) : null,
      ),
    ),
  );
}

/**
 * invitedLink shows the host the link to a departed seat, to copy.
 * @param {string} link
 * @param {number} i
 */
function invitedLink(link, i) {
  return html(
    "div",
    { class: "invite seat-invite" },
    html("label", {}, t("table.inviteLink", { n: i + 1 })),
    html("div", { class: "copy-row" }, html("input", { readonly: true, value: link, "data-invite-link": i, "aria-label": t("table.inviteLink", { n: i + 1 }) }), copyButton(link)),
  );
}

/**
 * hostActions offers the host a bot, of a level, for an open seat, and an
 * invitation to a seat its player left; none for a seat of a running rated
 * table bound to an account, which only that account or the table's own
 * bot plays.
 * @param {TableState} s
 * @param {SeatInfo} seat
 * @param {number} i
 * @param {SeatActions} act
 */
function hostActions(s, seat, i, act) {
  const host = seats.host(s.info.id);
  if (!host || seat.kind !== "open" || s.info.status === "over") return null;
  if (s.info.rated && seat.account && s.info.status !== "open") return null;
  const level = html("select", { class: "small", name: "bot-level-" + i, "aria-label": t("table.giveBot", { n: i + 1 }) }, ["easy", "medium", "hard"].map((l) => html("option", { value: l }, t("level." + l))));
  return html(
    "span",
    { class: "host-actions" },
    level,
    html("button", { class: "button small", onclick: () => act.giveBot(i, level.value, host) }, t("table.giveBot", { n: i + 1 })),
    seat.departed ? html("button", { class: "button small", "data-invite": i, onclick: () => act.invite(i, host) }, t("table.inviteSeat", { n: i + 1 })) : null,
  );
}

/**
 * canTake tells whether the viewer, a spectator, may take a seat: the
 * table is not over and a seat is open.
 * @param {TableState} s
 */
export function canTake(s) {
  return s.seat < 0 && s.info.status !== "over" && s.info.seats.some((x) => x.kind === "open");
}

/**
 * joinPanel lets a spectator take an open seat under a nickname (at a
 * rated table, signed in, under the account's), or null when there is none
 * to take. The table shows it first, above the status
 * line and the board, so that a friend opening an invitation on a phone
 * sees it without scrolling.
 * @param {TableState} s
 * @param {SeatActions} act
 */
export function joinPanel(s, act) {
  if (!canTake(s)) return null;
  if (s.info.rated && !me()) {
    return html("div", { class: "join" }, html("h2", { class: "join-title" }, t("table.takeTitle")), html("p", { class: "join-rated" }, t("rating.joinSignIn")));
  }
  // At a rated table a player plays under the account's nickname.
  const input = html("input", { name: "nick", maxlength: 24, placeholder: t("lobby.nickPlaceholder"), value: me()?.account.nick || seats.nick(), readonly: !!s.info.rated });
  return html(
    "div",
    { class: "join" },
    html("h2", { class: "join-title" }, t("table.takeTitle")),
    html("label", { class: "field" }, html("span", {}, t("table.nickPrompt")), input),
    html(
      "div",
      { class: "join-buttons" },
      s.info.seats.map((seat, i) =>
        seat.kind === "open"
          ? html("button", { class: "button primary", "data-take": i, onclick: () => act.take(i, input.value) }, t(takeLabel(s.info.id, i), { n: i + 1 }))
          : null,
      ),
    ),
  );
}

/**
 * takeLabel names the taking of seat i: back, for the seat this browser
 * left; by invitation, for the seat it was invited to.
 * @param {string} table
 * @param {number} i
 */
function takeLabel(table, i) {
  const mine = seats.get(table);
  if (mine?.left && mine.seat === i) return "table.takeBack";
  if (seats.invitation(table)?.seat === i) return "table.takeInvited";
  return "table.take";
}

/**
 * invites are the table's link to share and, for a seated player, the
 * personal link that gives the seat back on another device.
 * @param {TableState} s
 */
export function invites(s) {
  const invite = `${location.origin}/#/t/${s.info.id}`;
  /** @type {HTMLElement[]} */
  const parts = [
    html("div", { class: "invite" }, html("label", {}, t("table.invite")), html("div", { class: "copy-row" }, html("input", { readonly: true, value: invite, name: "invite", "aria-label": t("table.invite") }), copyButton(invite))),
  ];
  if (s.seat >= 0 && s.token) {
    const personal = `${location.origin}/#/t/${s.info.id}?token=${s.token}`;
    parts.push(
      html(
        "details",
        { class: "invite personal" },
        html("summary", {}, t("table.personal")),
        html("div", { class: "copy-row" }, html("input", { readonly: true, value: personal, name: "personal", "aria-label": t("table.personal") }), copyButton(personal)),
      ),
    );
  }
  return parts;
}

/**
 * leaveButton lets a seated player leave while the game goes on, or null.
 * @param {TableState} s
 * @param {SeatActions} act
 */
export function leaveButton(s, act) {
  if (s.seat < 0 || s.info.status === "over") return null;
  return html("button", { class: "button danger small", onclick: act.leave }, t("table.leave"));
}
