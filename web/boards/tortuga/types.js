// @ts-check
// La Tortuga's JSON as the board reads it (docs/protocol.md, docs/tortuga.md):
// the view, the moves and the events. Types only.

/**
 * The table's settled options.
 * @typedef {object} Options
 * @property {boolean} eggs_as_dice  an egg card may stand for the 2nd or 3rd die
 * @property {boolean} [two_turtles]
 * @property {number[]} [deck]  egg cards showing 1…6 eggs
 * @property {number} first  the seat that plays first
 */

/**
 * The phase of a turn.
 * @typedef {"choose" | "first_die" | "decide" | "die" | "over"} Phase
 */

/**
 * Every seat's (and a spectator's) view: all is public but the order of the
 * egg cards below the face-up one.
 * @typedef {object} View
 * @property {"tortuga"} [game]
 * @property {number} players
 * @property {Options} options
 * @property {number[]} owners  each turtle's seat (turtle 2k and 2k+1 are seat k's with two each)
 * @property {number[][]} track  22 stacks: the raft (0), then spaces 1–21, each bottom to top
 * @property {number} turn  the turn owner
 * @property {number | "chance" | null} actor  who decides now
 * @property {Phase} phase
 * @property {number} mover  the turtle moving (-1: none chosen yet)
 * @property {number} second  the turn owner's other turtle still to move (-1: none)
 * @property {number[] | null} dice  the dice so far
 * @property {number} card_die  which die an egg card stood for (-1: none)
 * @property {boolean} card_used  an egg card was spent this turn
 * @property {number} face_up  the face-up egg card (0: the deck is empty, the 7-egg beach shows)
 * @property {number} deck_left  egg cards still to be laid
 * @property {number[][]} hands  per seat, its egg cards counted by value (index 0: one egg)
 * @property {number[]} spent  egg cards spent as dice, counted by value
 * @property {number} beach_by  who laid the 7 eggs (-1: nobody yet)
 * @property {number[]} scores  eggs per seat
 * @property {number[] | null} winners  the winners once over
 */

/**
 * A view as the board draws it: the dice and winners never null, and
 * whether each player races two turtles.
 * @typedef {View & {dice: number[], winners: number[], two: boolean}} Seen
 */

/**
 * A move of La Tortuga.
 * @typedef {{type: "choose", turtle: number}
 *   | {type: "roll"}
 *   | {type: "stop"}
 *   | {type: "card", value: number}
 *   | {type: "die", value: number}} Move
 */

/**
 * The turn's moving group and its decider (see view.js moving).
 * @typedef {object} Moving
 * @property {number} pos  where the group stands (0: the raft)
 * @property {number[]} group  the moving turtles, bottom first
 * @property {number} top  the topmost, whose owner decides
 * @property {number} decider
 * @property {number} sum  the dice's sum so far
 * @property {number} n  how far the group would go: sum × dice
 * @property {number} to  the space it would reach
 * @property {boolean} beach  whether it would reach the beach
 */

/**
 * An event of La Tortuga (docs/protocol.md).
 * @typedef {{type: "chosen", seat: number, turtle: number}
 *   | {type: "rolled", die: number, value: number, sum: number, card?: boolean, seat?: number}
 *   | {type: "roll" | "stop", seat: number, sum: number}
 *   | {type: "busted", sum: number, from: number, turtles: number[]}
 *   | {type: "moved", turtles: number[], from: number, to: number, spaces: number, multiplier: number}
 *   | {type: "laid", seat: number, turtle: number, eggs: number, beach?: boolean, face_up: number}
 *   | {type: "second_turtle", turtle: number}
 *   | {type: "turn", seat: number, turtle: number}
 *   | {type: "game_over", scores: number[], winners: number[]}} Event
 */

export {};
