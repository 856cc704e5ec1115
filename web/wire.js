// @ts-check
// The JSON the server speaks to the pages (docs/api.md): tables, seats and
// a table's WebSocket messages. Types only.

/**
 * One seat as anyone may see it.
 * @typedef {object} SeatInfo
 * @property {number} seat
 * @property {"open" | "person" | "bot"} kind
 * @property {string} [nick]
 * @property {string} [bot]  the bot's spec ("casual", "mcts:1000/250ms", "expecti2")
 * @property {string} [level]  the level that bot plays ("easy", "medium", "hard"), if it is one
 * @property {boolean} [departed]  an open seat whose player left
 * @property {boolean} connected
 */

/**
 * A table as anyone may see it.
 * @typedef {object} TableInfo
 * @property {string} id
 * @property {string} game
 * @property {string} title
 * @property {number} players
 * @property {Record<string, unknown>} options
 * @property {SeatInfo[]} seats
 * @property {"open" | "running" | "over" | "expired"} status
 * @property {number} version
 * @property {import("./board.js").Actor} actor
 * @property {import("./board.js").Result} [result]
 * @property {string} created
 * @property {string} updated
 * @property {string} [finished]  when the game ended, once it is over
 */

/**
 * A page of the lobby (GET /api/tables): next is the cursor of the
 * following page, absent on the last.
 * @typedef {object} TableList
 * @property {TableInfo[]} tables
 * @property {string} [next]
 */

/**
 * A text in both languages the UI speaks.
 * @typedef {{en: string, ru: string}} Text
 */

/**
 * One option of a game as the game declares it (engine/options.go,
 * OptionDecl): the lobby builds its form from these. Default is the value
 * used when the option is left out, null when the game settles it itself
 * (default_text says how); players lists the player counts it applies to
 * (absent: all); advanced options are folded away.
 * @typedef {object} OptionDecl
 * @property {string} name
 * @property {"bool" | "int" | "choice" | "text" | "ints" | "seat"} kind
 * @property {Text} label
 * @property {{value: string, text: Text}[]} [choices]
 * @property {{value: unknown, text: Text}[]} [presets]
 * @property {number} [min]
 * @property {number} [max]
 * @property {number} [len]  the number of entries of ints
 * @property {unknown} default
 * @property {Text} [default_text]
 * @property {number[]} [players]
 * @property {Text} help
 * @property {"rulebook" | "variant" | "design"} origin
 * @property {boolean} [advanced]
 */

/**
 * A game the server offers (GET /api/games): its player counts, its bot
 * levels and its options.
 * @typedef {object} GameInfo
 * @property {string} name
 * @property {string} title
 * @property {number} min_players
 * @property {number} max_players
 * @property {string[]} [levels]
 * @property {OptionDecl[]} [options]
 */

/**
 * A message of a table's WebSocket; type says
 * which fields are set.
 * @typedef {object} Message
 * @property {"welcome" | "update" | "state" | "table" | "error"} type
 * @property {number} [seat]
 * @property {TableInfo} [table]
 * @property {number} version
 * @property {import("./board.js").Actor} [by]  who made an update's move
 * @property {import("./board.js").GameEvent[]} [events]
 * @property {import("./board.js").Actor} [actor]
 * @property {any} [view]
 * @property {import("./board.js").Legal[]} [legal]
 * @property {import("./board.js").Result} [result]
 * @property {boolean} [undo]  the seat may take its last move back now
 * @property {string} [error]
 * @property {string} [ref]
 */

export {};
