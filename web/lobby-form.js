// @ts-check
// The lobby's form that creates a table.

import { api, seats } from "./api.js";
import { me } from "./account.js";
import { html } from "./board.js";
import { games } from "./boards/index.js";
import { t } from "./i18n.js";
import { errorText, showError, translateError, valueOf } from "./common.js";
import { fitOptions, optionsFieldset, sentOptions } from "./lobby-options.js";
import { clockFieldset, hintsByDefault, sentClock } from "./lobby-clock.js";
import { levelLabel, levelTaken, ratedField, readMyRatings } from "./lobby-rated.js";

/** @typedef {import("./wire.js").GameInfo} GameInfo */

/**
 * The create form's choices: the game, the player count, the options that
 * differ from their defaults (and whether the advanced ones are unfolded),
 * each seat's kind ("you", "person", "bot:easy"…), the creator's nickname,
 * the clock (lobby-clock.js), the hints and whether the table is rated
 * (lobby-rated.js).
 * @typedef {{game: string, players: number, options: Record<string, unknown>, more: boolean, seats: string[], nick: string,
 *   clock: string, perMove: number, reserve: number, hints: boolean | null, rated: boolean}} Form
 */

/**
 * createPanel is the form that creates a table: the game, the player count,
 * the game's options as it declares them, each seat's kind, whether it is
 * rated, the clock, the hints and the creator's nickname; redraw draws it
 * afresh when a choice changes what it offers.
 * @param {Form} f
 * @param {GameInfo[]} serverGames
 * @param {() => void} redraw
 */
export function createPanel(f, serverGames, redraw) {
  const g = serverGames.find((x) => x.name === f.game);
  // A design parameter (lab) is for caribe sim and the engine protocol:
  // a server refuses a table that sets it, so the form does not offer it.
  const decls = (g?.options || []).filter((d) => !d.lab);
  const gameSelect = html(
    "select",
    {
      name: "game",
      onchange: (e) => {
        f.game = valueOf(e);
        Object.assign(f, gameDefaults(serverGames, f.game));
        redraw();
      },
    },
    serverGames
      .filter((x) => games.includes(x.name))
      .map((x) => html("option", { value: x.name, selected: x.name === f.game }, gameTitle(x))),
  );
  const players = html(
    "select",
    {
      name: "players",
      onchange: (e) => {
        f.players = Number(valueOf(e));
        f.seats = resize(f.seats, f.players, botKind(g));
        fitOptions(decls, f);
        redraw();
      },
    },
    g ? range(g.min_players, g.max_players).map((n) => html("option", { value: n, selected: n === f.players }, n)) : [],
  );
  const levels = g?.levels || [];
  readMyRatings(redraw);
  const rated = ratedField(f, redraw);
  const clock = clockFieldset(f, redraw);
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
            f.seats[i] = valueOf(e);
            if (f.rated) redraw();
            else clock.hints.checked = f.hints ?? hintsByDefault(f);
          },
        },
        i === 0 ? html("option", { value: "you", selected: kind === "you" }, t("lobby.you")) : null,
        html("option", { value: "person", selected: kind === "person" }, t("lobby.person")),
        levels.map((l) =>
          html("option", { value: "bot:" + l, selected: kind === "bot:" + l, disabled: levelTaken(f, i, l) }, t("lobby.bot", { level: levelLabel(g, l) })),
        ),
      ),
    ),
  );
  const nick = html("input", {
    name: "nick",
    maxlength: 24,
    placeholder: t("lobby.nickPlaceholder"),
    value: f.rated ? me()?.account.nick || f.nick : f.nick,
    readonly: f.rated,
    oninput: (e) => (f.nick = valueOf(e)),
  });
  const form = html(
    "form",
    {
      class: "create",
      onsubmit: (e) => {
        e.preventDefault();
        create(f, decls);
      },
    },
    html("label", { class: "field" }, html("span", {}, t("lobby.game")), gameSelect),
    html("label", { class: "field" }, html("span", {}, t("lobby.players")), players),
    optionsFieldset(decls, f),
    html("fieldset", { class: "seats" }, html("legend", {}, t("lobby.seats")), seatRows),
    rated,
    clock.el,
    html("label", { class: "field" }, html("span", {}, t("lobby.nick")), nick),
    html("button", { type: "submit", class: "button primary", name: "create" }, t("lobby.createButton")),
  );
  return html("section", { class: "panel create-panel" }, html("h2", {}, t("lobby.create")), form);
}

/**
 * gameTitle is a game's name in the reader's language, or the server's.
 * @param {GameInfo} g
 */
function gameTitle(g) {
  const key = "game." + g.name;
  const s = t(key);
  return s === key ? g.title : s;
}

/**
 * create asks the server for the table the form describes, then opens it.
 * @param {Form} f
 * @param {import("./wire.js").OptionDecl[]} decls  the game's options
 */
async function create(f, decls) {
  const nick = (f.rated && me()?.account.nick) || f.nick.trim();
  /** @type {{game: string, players: number, options: Record<string, unknown>, seats: unknown[], join?: {seat: number, nick: string}, clock?: import("./wire.js").ClockSpec, hints: boolean, rated?: boolean}} */
  const body = {
    game: f.game,
    players: f.players,
    options: sentOptions(decls, f),
    seats: f.seats.map((k) => (k.startsWith("bot:") ? { kind: "bot", bot: k.slice(4) } : { kind: "person" })),
    hints: !f.rated && (f.hints ?? hintsByDefault(f)),
  };
  if (f.rated) body.rated = true;
  const clock = sentClock(f);
  if (clock) body.clock = clock;
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
    showError(translateError(errorText(e)));
  }
}

/**
 * defaultForm is the form as it opens: the first game, with its defaults,
 * and the account's nickname (or the one last typed here).
 * @param {GameInfo[]} serverGames
 * @returns {Form}
 */
export function defaultForm(serverGames) {
  const game = serverGames.find((x) => games.includes(x.name))?.name || "tortuga";
  return { game, nick: me()?.account.nick || seats.nick(), clock: "none", perMove: 45, reserve: 8, hints: null, rated: false, ...gameDefaults(serverGames, game) };
}

/**
 * gameDefaults are a game's defaults: the fewest players, no option set
 * (all folded), the creator and bots of the middle level.
 * @param {GameInfo[]} serverGames
 * @param {string} game
 */
function gameDefaults(serverGames, game) {
  const g = serverGames.find((x) => x.name === game);
  const players = g ? g.min_players : 2;
  /** @type {Record<string, unknown>} */
  const options = {};
  return { players, options, more: false, seats: resize(["you"], players, botKind(g)) };
}

/**
 * botKind is the seat kind added for a new seat: a bot of the game's
 * middle level, or a person when the server offers no bot.
 * @param {GameInfo | undefined} g
 */
function botKind(g) {
  const levels = g?.levels || [];
  return levels.length ? "bot:" + levels[Math.floor((levels.length - 1) / 2)] : "person";
}

/**
 * resize fits a list of seat kinds to n seats, adding seats of kind add.
 * @param {string[]} list
 * @param {number} n
 * @param {string} add
 */
function resize(list, n, add) {
  const out = list.slice(0, n);
  while (out.length < n) out.push(add);
  return out;
}

/**
 * range lists the integers from a to b.
 * @param {number} a
 * @param {number} b
 */
function range(a, b) {
  const out = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
