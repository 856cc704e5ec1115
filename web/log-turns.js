// @ts-check
// A game's moves grouped as a person reads them: one block per turn, headed
// by the seat whose turn it is, and in it one line per decision, the chance
// outcomes (dice) folded into the decision they follow. Pure: no DOM.
//
// A board words a turn with the tell function its describe.js exports,
// tell(steps, ctx, view) -> Line[]; a board without one gets a line per
// decision (byDecision), its events told one by one.

/** @typedef {import("./board.js").GameEvent} GameEvent */
/** @typedef {import("./board.js").Actor} Actor */
/** @typedef {import("./board.js").Ctx} Ctx */

/**
 * A stored move as the log knows it: its version, who played it (a seat or
 * "chance") and the events it led to.
 * @typedef {{version: number, by: Actor, events: GameEvent[]}} Step
 */

/**
 * A line of the log: a decision in words, the versions it covers (its
 * chance outcomes included), the event that names it, and the places on
 * the board it is about (a board's own values, e.g. Tobago's hexes).
 * @typedef {{text: string, from: number, to: number, event: string, places?: unknown[]}} Line
 */

/**
 * A turn of the game: the seat whose turn it is (-1 when unknown), its
 * number counted from the start (0 when the steps do not start the game),
 * and its steps. The end of the game is a turn of its own, with end set.
 * @typedef {{seat: number, n: number, end: boolean, steps: Step[]}} Turn
 */

/**
 * A board's telling of a turn.
 * @typedef {(steps: Step[], ctx: Ctx, view: any) => Line[]} Tell
 */

/**
 * turns splits steps (in order, without gaps) into turns. A turn begins at
 * a "turn" event, which names its seat; a step whose events hold one is
 * split there. Before the first one, when the steps start the game, a new
 * turn begins whenever the deciding seat changes (a set-up played seat
 * after seat). The "game_over" event ends the last turn and is a turn of
 * its own.
 * @param {Step[]} steps
 * @returns {Turn[]}
 */
export function turns(steps) {
  const fromStart = steps.length > 0 && steps[0].version === 1;
  /** @type {Turn[]} */
  const out = [];
  let started = false; // a "turn" event has been seen
  /** @type {Turn} */
  let cur = { seat: -1, n: 0, end: false, steps: [] };
  /**
   * @param {number} seat
   * @param {boolean} end
   */
  const begin = (seat, end) => {
    cur = { seat, n: 0, end, steps: [] };
    out.push(cur);
  };
  for (const s of steps) {
    if (!out.length) begin(-1, false);
    if (typeof s.by === "number") {
      if (cur.seat < 0 && !cur.end) cur.seat = s.by;
      else if (fromStart && !started && cur.seat !== s.by) begin(s.by, false);
    }
    /** @type {GameEvent[]} */
    let part = [];
    let put = false;
    for (const ev of s.events || []) {
      if (ev.type !== "turn" && ev.type !== "game_over") {
        part.push(ev);
        continue;
      }
      if (part.length) {
        cur.steps.push({ version: s.version, by: s.by, events: part });
        put = true;
        part = [];
      }
      if (ev.type === "turn") {
        started = true;
        begin(Number(ev.seat ?? -1), false);
      } else {
        begin(-1, true);
        part.push(ev);
      }
    }
    if (part.length || !put) cur.steps.push({ version: s.version, by: s.by, events: part });
  }
  const kept = out.filter((t) => t.steps.length > 0);
  if (fromStart) kept.filter((t) => !t.end).forEach((t, i) => (t.n = i + 1));
  return kept;
}

/**
 * byDecision is a turn told one decision a line: each decision with the
 * chance outcomes that follow it (those before the turn's first decision
 * join that one), in the words say gives its events. A decision say leaves
 * unsaid ("") joins the line before it.
 * @param {Step[]} steps
 * @param {(events: GameEvent[], steps: Step[]) => string} say
 * @param {(events: GameEvent[]) => unknown[]} [places]  the board places a line is about
 * @returns {Line[]}
 */
export function byDecision(steps, say, places) {
  /** @type {Step[][]} */
  const groups = [];
  /** @type {Step[]} */
  let lead = [];
  for (const s of steps) {
    if (typeof s.by === "number") groups.push([...lead, s]), (lead = []);
    else if (groups.length) groups[groups.length - 1].push(s);
    else lead.push(s);
  }
  if (lead.length) groups.push(lead);
  /** @type {Line[]} */
  const lines = [];
  for (const g of groups) {
    const events = g.flatMap((s) => s.events);
    const text = say(events, g);
    const from = g[0].version, to = g[g.length - 1].version;
    const last = lines[lines.length - 1];
    if (!text) {
      if (last) last.to = Math.max(last.to, to);
      continue;
    }
    /** @type {Line} */
    const line = { text, from, to, event: mainEvent(events) };
    const at = places?.(events);
    if (at && at.length) line.places = at;
    lines.push(line);
  }
  return lines;
}

/**
 * mainEvent is the type of the event that names a line: the first one
 * told by the player, else the first.
 * @param {GameEvent[]} events
 */
export function mainEvent(events) {
  return (events.find((e) => e.seat != null) || events[0] || { type: "" }).type;
}

/**
 * sentences tells each event with describe and joins the sentences.
 * @param {GameEvent[]} events
 * @param {(ev: GameEvent) => string} describe
 */
export function sentences(events, describe) {
  return events.map(describe).filter(Boolean).join(" ");
}

// tableEvents are the events the table adds to a game's, which the log
// words itself (log-undo.js, log-handover.js): no board tells them.
const tableEvents = new Set(["undone", "handover"]);

/**
 * boardSteps are steps with the table's own events left out, for a board
 * to tell.
 * @param {Step[]} steps
 * @returns {Step[]}
 */
export function boardSteps(steps) {
  return steps.map((s) => ((s.events || []).some((e) => tableEvents.has(e.type)) ? { ...s, events: s.events.filter((e) => !tableEvents.has(e.type)) } : s));
}
