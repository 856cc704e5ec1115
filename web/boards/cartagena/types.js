// @ts-check
// Cartagena's JSON as the board reads it (docs/cartagena.md): the view (or,
// in a replay, the whole state), the moves and the events. Types only.

/**
 * A symbol of the tunnel and the cards.
 * @typedef {"flag" | "sabre" | "pistol" | "key" | "bottle" | "tricorn"} Sym
 */

/**
 * The table's settled options.
 * @typedef {object} Options
 * @property {"jamaica" | "tortuga" | "hispaniola"} variant
 * @property {string} tunnel  36 symbol letters (F, S, P, K, B, T), space 1 first
 * @property {number} first  the first seat
 */

/**
 * A hand: its size, and its cards (sorted letters) when the viewer may see them.
 * @typedef {{size: number, cards?: string}} Hand
 */

/**
 * A seat's view (seat -1: a spectator). In a replay the board may be given
 * the whole state instead, whose hands are letters and whose draw pile is
 * the cards in order.
 * @typedef {object} View
 * @property {"cartagena"} [game]
 * @property {number} [players]
 * @property {Options} [options]
 * @property {number} [seat]  whose view this is
 * @property {number[][]} pirates  per seat, its six pirates' positions (0 start, 1–36, 37 boat)
 * @property {(Hand | string)[]} [hands]
 * @property {number | string} [draw]  the draw pile's size (a view) or its cards (a state)
 * @property {string} [discard]  the discard pile, sorted letters
 * @property {string} [row]  the open row, in drawing order ("" in Jamaica)
 * @property {number} [turn]
 * @property {number} [actions]  actions taken this turn
 * @property {number | null} [actor]
 * @property {boolean} [over]
 * @property {number[]} [scores]  pirates in the boat per seat
 * @property {number[]} [winners]
 */

/**
 * A view as the board draws it, whatever it was given (see view.js normalize).
 * @typedef {object} Seen
 * @property {number} players
 * @property {(Sym | undefined)[]} tunnel  index 1–36: each space's symbol
 * @property {{size: number, cards: string | null}[]} hands
 * @property {number[][]} pirates
 * @property {number[]} scores
 * @property {boolean} over
 * @property {number[]} winners
 * @property {number | null} actor
 * @property {number} turn
 * @property {number} actions
 * @property {number} seat  whose view it is (-1: a spectator)
 * @property {string} variant
 * @property {number} draw
 * @property {string} discard
 * @property {string} row
 */

/**
 * A move of Cartagena; a card is its symbol's name or its letter.
 * @typedef {{type: "forward", from: number, card: string}
 *   | {type: "back", from: number}
 *   | {type: "end"}
 *   | {type: "pass"}} Move
 */

/**
 * An event of Cartagena (docs/cartagena.md); a card is its symbol's name
 * (or letter), a row its letters.
 * @typedef {{type: "forward", seat: number, card: string, from: number, to: number}
 *   | {type: "back", seat: number, from: number, to: number, draws: number}
 *   | {type: "draw", seat: number, card?: string}
 *   | {type: "reshuffle", cards: number}
 *   | {type: "row", cards: string}
 *   | {type: "end" | "pass" | "turn", seat: number}
 *   | {type: "game_over", reason: string, winners?: number[]}} Event
 */

export {};
