// @ts-check
// The contract between the table page and a game's board, and (from
// dom.js) the small DOM helpers every page and board uses.
//
// A board (web/boards/<game>/index.js) default-exports a BoardModule:
//
//   {
//     game: "tortuga",                 // the server's game name
//     texts: { en: {...}, ru: {...} }, // its words, keys prefixed "<game>."
//     rules: { en: "<html>", ru: "<html>" }, // a short rules summary
//     mount(el, ctx) -> Board,         // draws into el (an empty <div>)
//     describe(event, ctx, view) -> string, // one event of an update in words
//     moveText(move, ctx, view) -> string,  // a move the viewer may make, in words
//   }
//
// A Board may show a hinted move (hint(move)): the pieces, buttons and
// places of the move get the class "hinted", never data-legal.
//
// describe is given the view last shown on the page (null before the first),
// for what an event leaves unsaid (whose turtles, which terrain); it keeps
// nothing between calls: a board module holds no state of its own, all of it
// lives in the Board that mount returns.
//
// The table options are not a board's: the lobby builds its form from the
// options each game declares in Go (GET /api/games, lobby-options.js).
//
// Every element a player may click to progress towards a legal move (a
// turtle, a card, a hex, a button) carries the attribute data-legal and the
// class "legal" (highlighted); clicking anything else that looks clickable
// calls ctx.explain with the reason. Browser tests play whole games by
// clicking [data-legal] elements at random, so every legal move must be
// reachable that way, and a click on [data-legal] must never be a dead end.
// The keyboard reaches the same elements: after each draw a board calls
// Keys.refresh (boards/keys.js), which makes every [data-legal] a focusable
// button that Enter and Space press; each needs a name (an aria-label, a
// title, its text, or an SVG <title> child). A [data-legal] element hidden
// from screen readers (aria-hidden) leaves its move to a larger target that
// does the same (Cartagena's pirates to the spaces they stand on). On a
// phone every target is at least 44 × 44 CSS px. A seat is shown by its
// colour and its shape together (boards/seats.js), never by colour alone.
// Hidden information: draw only what the view holds; a card the viewer may
// not see is drawn face down with the class "card-back".
//
// Each board is the same modules in web/boards/<game>/:
//
//   index.js     the BoardModule: texts, rules, mount, describe
//   types.js     the game's JSON (view, moves, events) as JSDoc types
//   geometry.js  where things are drawn, pure
//   view.js      what a view means beyond its fields (derived facts, names)
//   pieces.js    the pieces' art (SVG), each a function of its looks
//   draw.js      a view into SVG layers, no state and no rules
//   panels.js    a view into the HTML panels around the board
//   input.js     the legal moves into clickable targets, the half-made
//                choice, and the reason for every refusal
//   motion.js    the pieces kept across renders, which glide and fade
//   mount.js     the Board: all its state, wiring the others
//   texts.js, describe.js   its words, and its events in words
//
// A board may split one of these in two when it grows (Tobago: island.js
// beside geometry.js, cards.js beside pieces.js, choose.js beside input.js,
// clues.js beside panels.js, texts-en.js and texts-ru.js under texts.js);
// web/boards/shared.js holds what the boards share.

/**
 * A move as the server speaks it: `{"type":"roll"}`, `{"type":"choose","turtle":3}`.
 * @typedef {{type: string}} Move
 */

/**
 * One entry of the legal moves a seat is sent.
 * @template {Move} [M=Move]
 * @typedef {{move: M}} Legal
 */

/**
 * One event of an update (docs/protocol.md): its type and the game's fields.
 * @typedef {{type: string, [field: string]: any}} GameEvent
 */

/**
 * A finished game's result.
 * @typedef {{over?: boolean, scores: number[], winners: number[]}} Result
 */

/**
 * Who decides now: a seat, "chance", or null once the game is over.
 * @typedef {number | "chance" | null} Actor
 */

/**
 * What the page tells a board along with a view.
 * @typedef {object} Meta
 * @property {number} version  the table's version shown
 * @property {Actor} actor
 * @property {Result | null} result  set once the game is over
 * @property {GameEvent[]} events  the events that led to this view ([] for a fresh state)
 * @property {boolean} replay  true in a replay: nothing may be played
 * @property {boolean} [review]  true in a game's review: the seat is the
 *   player who decided there, seen over their shoulder, not the viewer
 * @property {any} [state]  in a replay, the game's whole state (decks in order, every hand)
 */

/**
 * Values to fill a text's {name} placeholders with.
 * @typedef {Record<string, string | number | null | undefined>} Vars
 */

/**
 * A translation function: a text key ("tortuga.roll") and its fills.
 * @typedef {(key: string, vars?: Vars) => string} Translate
 */

/**
 * What a board is given by the page it sits on.
 * @typedef {object} Ctx
 * @property {number} seat  the viewer's seat, -1 for a spectator
 * @property {number} players  the player count
 * @property {Translate} t
 * @property {(seat: number) => string} nick  a seat's display name ("Anna", "Bot (hard)")
 * @property {(move: Move) => Promise<unknown>} play  sends a move; rejects with the
 *   server's refusal, already shown to the player
 * @property {(text: string) => void} explain  shows the player why a click did nothing
 * @property {boolean} animate  false when updates should not animate (catching up, replay)
 */

/**
 * A mounted board.
 * @template V
 * @typedef {object} Board
 * @property {(view: V, legal: Legal<any>[], meta: Meta) => void} render  draws the view;
 *   legal lists the legal moves when this seat must decide, else []
 * @property {() => void} destroy
 * @property {(move: Move | null) => void} [hint]  shows a hinted move on the board, the
 *   way a legal move or the last move is marked (null: none); it stays across renders
 *   until the next call
 */

/**
 * Texts by language, then by key.
 * @typedef {{en: Record<string, string>, ru: Record<string, string>}} Texts
 */

/**
 * What a board module default-exports.
 * @template V
 * @typedef {object} BoardModule
 * @property {string} game
 * @property {Texts} texts
 * @property {{en: string, ru: string}} rules
 * @property {(el: HTMLElement, ctx: Ctx) => Board<V>} mount
 * @property {(event: GameEvent, ctx: Ctx, view: V | null) => string} describe
 * @property {(move: Move, ctx: Ctx, view: V | null) => string} [moveText]  a move the
 *   viewer may make, in words (a hint)
 */

export { html, markLegal, markRefused, movesOf, setLegal, svg } from "./dom.js";
export { seatColor, seatDot, seatEmblem, seatShape } from "./boards/seats.js";

/** @typedef {import("./dom.js").Attrs} Attrs */
/** @typedef {import("./dom.js").Child} Child */
