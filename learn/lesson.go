// Package learn holds the lessons that teach each game by playing: a real
// position set up through the engine, a few sentences in the rulebook's
// terms, and a task the learner does on the board, the move checked by the
// engine and judged by the lesson. The lessons are data (lessons/*.json,
// embedded), served as they are to every client (GET
// /api/games/{game}/lessons), so a browser, the terminal client or another
// program teaches the same lessons the same way.
package learn

import (
	"encoding/json"

	"caribe/engine"
)

// Course is one game's lessons and the rules they teach.
type Course struct {
	// Game is the game's name ("tortuga").
	Game string `json:"game"`
	// Rules lists every rule of the rulebook the course teaches, each
	// named as the rulebook names it; every one is taught by a lesson.
	Rules []Rule `json:"rules"`
	// Lessons are in the order they are taken; the last is a short game
	// against the easy bot with hints on.
	Lessons []Lesson `json:"lessons"`
}

// Rule is one rule of a rulebook, as a lesson refers to it.
type Rule struct {
	ID   string      `json:"id"`
	Name engine.Text `json:"name"`
}

// Lesson is one short lesson: one rule or idea, a position, and either
// tasks done in it or a short game.
type Lesson struct {
	// ID names the lesson within its game ("ride").
	ID    string      `json:"id"`
	Title engine.Text `json:"title"`
	// Rules are the IDs of the rules the lesson teaches.
	Rules []string `json:"rules"`
	// Intro explains the rule or idea in a few sentences.
	Intro engine.Text `json:"intro"`
	// Setup is the lesson's position.
	Setup Setup `json:"setup"`
	// Seat is the learner's seat.
	Seat int `json:"seat"`
	// Steps are the tasks, in order; none for a game lesson.
	Steps []Step `json:"steps,omitempty"`
	// Match makes the lesson a short game from Setup against bots.
	Match *Match `json:"match,omitempty"`
}

// Setup is how a lesson's position is reached: the game set up from its
// players, options and seed, then Moves played in order (chance outcomes
// among them, as a game record holds them), or a saved State instead.
type Setup struct {
	Players int               `json:"players"`
	Options json.RawMessage   `json:"options,omitempty"`
	Seed    uint64            `json:"seed"`
	Moves   []json.RawMessage `json:"moves,omitempty"`
	// State, when given, is a whole saved state (as the engine writes it)
	// used instead of Players, Options, Seed and Moves.
	State json.RawMessage `json:"state,omitempty"`
}

// Step is one task of a lesson, done with one move of the learner's seat.
type Step struct {
	// Task says what to do.
	Task engine.Text `json:"task"`
	// Goal lists the moves that do it; any one will do.
	Goal []json.RawMessage `json:"goal"`
	// Wrong explains legal moves that miss the task, by the better idea.
	Wrong []Wrong `json:"wrong,omitempty"`
	// Otherwise explains any other legal move that misses the task.
	Otherwise engine.Text `json:"otherwise"`
	// Illegal is said, beside the engine's refusal, of a move the rules
	// forbid here: the rule it breaks.
	Illegal engine.Text `json:"illegal"`
	// Done is said when the task is done.
	Done engine.Text `json:"done"`
	// Then are moves played after the task is done, before the next step
	// (other seats' moves, chance outcomes).
	Then []json.RawMessage `json:"then,omitempty"`
}

// Wrong is a legal move that misses a task, and why.
type Wrong struct {
	Move json.RawMessage `json:"move"`
	Why  engine.Text     `json:"why"`
}

// Match is a short game that ends a course: the learner's seat against
// bots, with hints offered.
type Match struct {
	// Bots play the other seats, one level or bot name each ("easy").
	Bots  []string `json:"bots"`
	Hints bool     `json:"hints"`
}
