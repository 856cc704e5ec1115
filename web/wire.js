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
 * @property {number} [number]  tells apart the bots of one level at the table: 1, 2, … ("Bot 1 (easy)")
 * @property {boolean} [departed]  an open seat whose player left
 * @property {boolean} connected
 * @property {string} [account]  the id of the signed-in account holding a person's seat
 * @property {boolean} [away]  a bot's seat that plays for a person (nick) whose time ran
 *   out or whom the others voted away: their own token takes it back
 */

/**
 * A table's clock as chosen at its creation: none; live, a time per move
 * (per_move, in seconds) and a reserve per seat (reserve, in seconds); or
 * turn-based, days per move.
 * @typedef {object} ClockSpec
 * @property {"none" | "live" | "turn"} kind
 * @property {number} [per_move]
 * @property {number} [reserve]
 * @property {number} [days]
 */

/**
 * A table's clock now: each seat's reserve left (ms), the seat whose time
 * runs (-1: none), when its time per move ends and when its time runs out,
 * and the server's time when the message was made.
 * @typedef {ClockSpec & {reserves: number[], seat: number, move_deadline?: string, deadline?: string, now: string}} ClockInfo
 */

/**
 * A seat of a table without a clock whose player has been silent long
 * enough to be voted to a bot: since when, from when votes are taken, and
 * the seats that voted.
 * @typedef {object} Silence
 * @property {number} seat
 * @property {string} since
 * @property {string} vote_from
 * @property {number[]} votes
 */

/**
 * A finished table's offer to play again: the new table, and each seat's
 * seat there (seats[old] = new).
 * @typedef {{table: string, seats: number[]}} Rematch
 */

/**
 * The server's hint: the move the hard bot would play at version.
 * @typedef {{version: number, move: import("./board.js").Move, level: string}} Hint
 */

/**
 * A seat handed to a bot or taken back, as an event of an update.
 * @typedef {{type: "handover", seat: number, to: "bot" | "person", why: "time" | "vote" | "host" | "back", nick?: string, bot?: string, level?: string}} Handover
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
 * @property {ClockInfo} [clock]  the table's clock now, absent for none
 * @property {boolean} [hints]  the table offers hints (POST …/hint)
 * @property {boolean} [rated]  the game's result moves its players' ratings
 * @property {Silence} [silence]
 * @property {Rematch} [rematch]  set once someone asked to play again
 */

/**
 * A join's answer (a rematch's too): the seat, the token that holds it
 * (shown once) and the table.
 * @typedef {{seat: number, token: string, table: TableInfo}} Joined
 */

/**
 * A page of the lobby (GET /api/tables): next is the cursor of the
 * following page, absent on the last.
 * @typedef {object} TableList
 * @property {TableInfo[]} tables
 * @property {string} [next]
 */

/**
 * An account as others may see it.
 * @typedef {{id: string, nick: string}} Account
 */

/**
 * The signed-in account (GET /api/accounts/me): its passkeys counted and
 * when the session ends.
 * @typedef {{account: Account, passkeys: number, expires: string}} Me
 */

/**
 * A WebAuthn ceremony begun: the options for the browser's passkey prompt
 * (binary fields in base64url) and the id to send back with the answer.
 * @typedef {{ceremony: string, options: Record<string, any>}} Ceremony
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
 * @property {boolean} [lab]  a design parameter a server refuses at any value but its default
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
 * @property {Record<string, Rating>} [level_ratings]  the levels' ratings, by level; a level not yet rated is absent
 * @property {OptionDecl[]} [options]
 */

/**
 * A rating in one game, on the scale where a newcomer stands at 1500:
 * value is the best estimate, [low, high] the interval (±3σ); mu and sigma
 * are the model's own figures; games counts the rated games, wins those won.
 * @typedef {object} Rating
 * @property {number} value
 * @property {number} low
 * @property {number} high
 * @property {number} mu
 * @property {number} sigma
 * @property {number} games
 * @property {number} wins
 */

/**
 * Someone on a ladder: an account (its id and nickname) or a bot level.
 * @typedef {{account?: string, nick?: string, level?: string}} Player
 */

/**
 * One place of a ladder.
 * @typedef {{place: number, player: Player, rating: Rating}} LadderEntry
 */

/**
 * A game's ladder (GET /api/ladder/{game}), the best first.
 * @typedef {{game: string, entries: LadderEntry[]}} Ladder
 */

/**
 * A rating after one rated game.
 * @typedef {{at: string, table: string, value: number, low: number, high: number}} RatingPoint
 */

/**
 * An account's record in one game: tables finished, won and rated; the
 * rating once a rated game was played, and its history, oldest first.
 * @typedef {object} GameStats
 * @property {string} game
 * @property {number} played
 * @property {number} won
 * @property {number} rated
 * @property {Rating} [rating]
 * @property {RatingPoint[]} history
 */

/**
 * A table a player finished: the seat, the place (1 for a winner) among
 * players, and for a rated table the rating before and after.
 * @typedef {object} Finished
 * @property {string} table
 * @property {string} game
 * @property {string} at
 * @property {number} seat
 * @property {number} place
 * @property {number} players
 * @property {boolean} rated
 * @property {Rating} [before]
 * @property {Rating} [after]
 */

/**
 * What anyone may see of an account (GET /api/players/{nick}): its games
 * and its latest finished tables, newest first.
 * @typedef {{account: Account, created: string, games: GameStats[], recent: Finished[]}} Profile
 */

/**
 * One seat's player, place and rating before and after a rated game.
 * @typedef {{seat: number, player: Player, place: number, before: Rating, after: Rating}} SeatRating
 */

/**
 * What a finished table did to its players' ratings (GET
 * /api/tables/{id}/ratings): seats is empty until the result is recorded,
 * and for a table that is not rated.
 * @typedef {{table: string, rated: boolean, seats: SeatRating[]}} TableRatings
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

/**
 * A decision of a reviewed game (docs/review.md, review.Decision): the
 * record's move number (from 1, chance outcomes counted), the seat, the
 * move played and the hard bot's with their English names, each seat's
 * chance before and after (0–1, seen from the deciding seat), the
 * deciding seat's chance after the move played and after the best, the
 * chance lost, the judgement, and what the move revealed was worth to
 * each seat.
 * @typedef {object} ReviewDecision
 * @property {number} number
 * @property {number} seat
 * @property {import("./board.js").Move} move
 * @property {import("./board.js").Move} best
 * @property {string} text
 * @property {string} bestText
 * @property {number} options
 * @property {number[]} before
 * @property {number[]} after
 * @property {number} played
 * @property {number} better
 * @property {number} lost
 * @property {"forced" | "best" | "inaccuracy" | "mistake" | "blunder"} judgement
 * @property {number[]} luck
 */

/**
 * A chance outcome of a reviewed game (review.Roll) and its luck: each
 * seat's chance after it less the mean over every outcome that could have come.
 * @typedef {{number: number, outcome: {type: string, [field: string]: any}, text: string,
 *   before: number[], expected: number[], after: number[], luck: number[]}} ReviewRoll
 */

/**
 * One player's figures for a reviewed game (review.Seat): accuracy from 0
 * to 100, the chance lost and the luck in all (0–1, luck signed).
 * @typedef {{seat: number, decisions: number, accuracy: number, lost: number, luck: number,
 *   inaccuracies: number, mistakes: number, blunders: number}} ReviewSeat
 */

/**
 * A game's review (review.Report); final is each seat's share of the win.
 * @typedef {{game: string, title: string, players: number, bot: string, playouts: number, horizon: number,
 *   decisions: ReviewDecision[], rolls: ReviewRoll[] | null, seats: ReviewSeat[], final: number[]}} Review
 */

/**
 * GET /api/tables/{id}/review's answer: ready with the review, or
 * computing with the moves judged so far of the record's moves.
 * @typedef {{status: "ready", review: Review} | {status: "computing", done: number, total: number}} ReviewAnswer
 */

export {};
