// @ts-check
// Tobago's JSON as the board reads it (docs/tobago.md, docs/tobago-island.md):
// the view, the moves and the events. Types only.

/**
 * A hex in axial coordinates.
 * @typedef {{q: number, r: number}} Hex
 */

/**
 * A treasure map's colour.
 * @typedef {"white" | "grey" | "brown" | "black"} Colour
 */

/**
 * A clue card, named by kind and label: `{"kind":"next_to","label":"palm"}`.
 * Kinds: in, next_to, within_sight, not_in, not_next_to, out_of_sight.
 * Labels: a terrain, big_<terrain>, hut, palm, statue or ocean.
 * @typedef {{kind: string, label: string}} Clue
 */

/**
 * A treasure card: its coins (2–6), "curse", or null face down.
 * @typedef {number | "curse" | null} TreasureCard
 */

/**
 * The set-up, turn, sharing and end phases.
 * @typedef {"place" | "setup_clue" | "turn" | "offer" | "restart" | "over"} Phase
 */

/**
 * A treasure map: its clues with the roses on them, how many hexes it
 * leaves, the markers on the island (17 or fewer), the treasure's hex once
 * located, and whether it leads nowhere.
 * @typedef {object} TreasureMap
 * @property {Colour} colour
 * @property {{clue: Clue, seat: number, roses: number}[]} clues
 * @property {number} candidates
 * @property {Hex[] | null} [markers]
 * @property {Hex | null} [located]
 * @property {boolean} [dead_end]
 */

/**
 * A treasure card revealed in a sharing, with the seat that took it; null:
 * passed by every rose and discarded face up, or a curse, which struck.
 * @typedef {{card: TreasureCard, seat: number | null}} Offered
 */

/**
 * The sharing of a raised treasure: whose roses, bottom first; which is
 * asked (`asking`) about the face-up `card`; the cards revealed before it
 * (`offered`, in order); the face-down `pile`; what the viewer drew.
 * @typedef {object} Sharing
 * @property {Colour} map
 * @property {number} finder
 * @property {number[]} roses
 * @property {number} asking
 * @property {TreasureCard} card
 * @property {Offered[]} [offered]
 * @property {number} pile
 * @property {TreasureCard[]} [drawn]
 * @property {number} [last_taker]
 * @property {boolean} [final]
 * @property {boolean} [recycled]
 */

/**
 * A seat's view (seat -1: a spectator).
 * @typedef {object} View
 * @property {"tobago"} [game]
 * @property {number} players
 * @property {Record<string, unknown>} [options]
 * @property {number} [seat]
 * @property {string} island  the island's text map
 * @property {Phase} phase
 * @property {number} turn  the turn owner (or the seat placing or starting a map at set-up)
 * @property {number | null} actor  who decides now (null once over)
 * @property {{taken: boolean, moving: "" | "main" | "amulet", steps: number}} [action]
 * @property {(Hex | null)[]} [vehicles]
 * @property {{at: Hex, facing: number}[]} [statues]
 * @property {{supply: number, on_island: Hex[], held: number[]}} [amulets]
 * @property {number[]} [roses]  each seat's roses in its supply
 * @property {TreasureMap[]} maps
 * @property {{size: number, cards?: Clue[] | null}[]} [hands]  cards only in the owner's view
 * @property {number} clue_deck
 * @property {Clue[]} [setup_deck]  during set-up, the deck's cards, face up for the set-up clues
 * @property {Clue[]} [clue_discard]
 * @property {number} treasure_deck
 * @property {number} treasure_discard  the whole pile, face up and face down
 * @property {TreasureCard[]} [treasure_discard_seen]  the pile's cards discarded face up, most valuable first
 * @property {number} [curses_out]
 * @property {TreasureCard[][]} [treasure]  each seat's cards, most valuable first
 * @property {Sharing | null} [sharing]
 * @property {{seat: number, map: Colour} | null} [restart]
 * @property {number[]} [scores]
 * @property {number[]} [winners]
 */

/**
 * A move of Tobago.
 * @typedef {{type: "place" | "step", hex: Hex}
 *   | {type: "clue", map: Colour, clue: Clue}
 *   | {type: "raise", map: Colour}
 *   | {type: "clear", map: Colour, hex: Hex}
 *   | {type: "stop" | "end" | "exchange" | "take" | "pass"}
 *   | {type: "amulet", power: "clue", map: Colour, clue: Clue}
 *   | {type: "amulet", power: "remove_marker", map: Colour, hex: Hex}
 *   | {type: "amulet", power: "move" | "exchange"}
 *   | {type: "amulet", power: "double", map: Colour, at: number}
 *   | {type: "amulet", power: "swap", map: Colour, at: number, with: number}} Move
 */

/**
 * An event of Tobago (docs/tobago.md); each has a type, and most a seat.
 * @typedef {object} Event
 * @property {string} type
 * @property {number} [seat]
 * @property {Colour} [map]
 * @property {Hex} [hex]
 * @property {Hex} [from]
 * @property {Hex} [to]
 * @property {Clue} [clue]
 * @property {string} [why]
 * @property {string} [reason]
 * @property {string} [power]
 * @property {number} [candidates]
 * @property {Hex} [located]
 * @property {number} [cards]
 * @property {number} [step]
 * @property {number} [steps]
 * @property {boolean} [amulet]
 * @property {number} [at]
 * @property {number} [with]
 * @property {number | number[]} [roses]  a count (rose_added) or seats (raised, sharing_ended)
 * @property {boolean} [added]
 * @property {number} [deck_left]
 * @property {TreasureCard} [card]
 * @property {boolean | number} [discarded]  whether (passed) or how many (sharing_ended)
 * @property {{seat: number, amulet: boolean, card?: TreasureCard, out?: boolean}[]} [losses]
 * @property {string} [next]
 * @property {number[]} [scores]
 * @property {number[]} [winners]
 */

export {};
