package term

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"

	"caribe/bots"
	"caribe/engine"
	"caribe/games"
)

// LocalGame sets up a game on this machine against bots.
type LocalGame struct {
	// Game is the engine name: tortuga, cartagena or tobago.
	Game    string
	Players int
	// Options are the game's options as JSON (empty: the defaults).
	Options json.RawMessage
	Seed    uint64
	// Seat is the player's seat.
	Seat int
	// Bots name the bots of the other seats in order, a level ("hard")
	// or a bot spec ("mcts:2000"); a single one plays every other seat.
	Bots []string
	// Nick is the player's name in the log.
	Nick string
	// Hold is how long chance waits after a move that may be taken back
	// (La Tortuga's turtle, chosen before its die), so that it can be.
	Hold time.Duration
}

// takeBack is a move the player may still take back: its entry's number
// and the game before it.
type takeBack struct {
	entry  int
	move   json.RawMessage
	before engine.Session
	// played is how many moves the record held before it.
	played int
}

// local plays a game on this machine: the player's seat, the bots of the
// others, chance drawn from the game's generator.
type local struct {
	// mu guards the game and everything below it: the program's goroutine
	// and the commands' goroutines (bots, chance, hints, the review) share
	// them.
	mu      sync.Mutex
	sess    engine.Session
	seat    int
	bots    []bots.Spec
	names   []seatName
	advisor bots.Advisor
	seed    uint64
	hold    time.Duration
	// game, players and options are the game's set-up, and moves the
	// moves played (chance's outcomes included, those taken back left
	// out): its record, which a review replays.
	game    string
	players int
	options json.RawMessage
	moves   []json.RawMessage
	// lang is the language of the review's refusals.
	lang string
	// version counts the log's entries, undos included, as a server does.
	version int
	// open are the player's moves that may be taken back, oldest first.
	open []takeBack
	// scheduled is the version a bot's or chance's move is under way
	// for (-1: none).
	scheduled int
	ctx       context.Context
	cancel    context.CancelFunc
}

// newLocal sets the game up, checking the seat and the bots.
func newLocal(g LocalGame, lang string) (*local, engine.Game, error) {
	game, ok := games.Lookup(g.Game)
	if !ok {
		return nil, nil, fmt.Errorf("no game %q (known: %s)", g.Game, strings.Join(games.Names(), ", "))
	}
	if _, ok := uis[g.Game]; !ok {
		return nil, nil, fmt.Errorf("the terminal cannot draw %s yet", game.Title())
	}
	bg, _ := games.Bots(g.Game)
	lo, hi := game.PlayerRange()
	if g.Players < lo || g.Players > hi {
		return nil, nil, fmt.Errorf("--players %d: %s is played by %d to %d players", g.Players, game.Title(), lo, hi)
	}
	if g.Seat < 0 || g.Seat >= g.Players {
		return nil, nil, fmt.Errorf("--seat %d: the seats are 1 to %d", g.Seat+1, g.Players)
	}
	names := g.Bots
	if len(names) == 1 {
		for len(names) < g.Players-1 {
			names = append(names, names[0])
		}
	}
	if len(names) != g.Players-1 {
		return nil, nil, fmt.Errorf("--bots names %s for the %s: name one per seat, or one for all", counted(len(names), "bot|bots"), counted(g.Players-1, "other seat|other seats"))
	}
	if err := engine.CheckDrawn(game.Options(), g.Options); err != nil {
		return nil, nil, err
	}
	sess, err := game.New(g.Players, g.Options, g.Seed)
	if err != nil {
		return nil, nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	l := &local{sess: sess, seat: g.Seat, bots: make([]bots.Spec, g.Players), names: make([]seatName, g.Players),
		advisor: bots.NewAdvisor(games.Bots), seed: g.Seed, hold: g.Hold, scheduled: -1, ctx: ctx, cancel: cancel,
		game: g.Game, players: g.Players, options: g.Options, lang: lang}
	nick := g.Nick
	if nick == "" {
		// Named in the third person, as the log's lines speak of every
		// seat; the seat's tag still says it is the player's.
		nick = tr(lang, "playerN", g.Seat+1)
	}
	l.names[g.Seat] = seatName{Name: nick}
	next := 0
	for s := range g.Players {
		if s == g.Seat {
			continue
		}
		spec, err := bots.ParseLevelSpec(bg, names[next])
		next++
		if err != nil {
			cancel()
			return nil, nil, fmt.Errorf("--bots: %w", err)
		}
		l.bots[s] = spec
		l.names[s] = seatName{Name: fmt.Sprintf("%s %d", strings.TrimSpace(names[next-1]), s+1), Bot: true}
	}
	return l, game, nil
}

func (l *local) start() tea.Cmd {
	l.mu.Lock()
	snap := l.snapshot()
	l.mu.Unlock()
	return func() tea.Msg { return updateMsg{snap: &snap} }
}

// snapshot is the game as the player sees it now. The caller holds l.mu.
func (l *local) snapshot() snapshot {
	view, _ := json.Marshal(l.sess.View(l.seat))
	s := snapshot{Version: l.version, Actor: l.sess.Actor(), View: view}
	if s.Actor == engine.Actor(l.seat) {
		for _, m := range l.sess.Legal() {
			s.Legal = append(s.Legal, m.Move)
		}
	}
	r := l.sess.Result()
	s.Result = &r
	s.Undo = len(l.open) > 0 && (s.Actor == engine.Actor(l.seat) || s.Actor == engine.Chance)
	return s
}

// listen is nil: a local game has no server to listen to.
func (l *local) listen() tea.Cmd { return nil }

func (l *local) next() tea.Cmd {
	l.mu.Lock()
	defer l.mu.Unlock()
	actor := l.sess.Actor()
	if actor == engine.Nobody || actor == engine.Actor(l.seat) || l.scheduled == l.version {
		return nil
	}
	l.scheduled = l.version
	v := l.version
	if actor == engine.Chance {
		var hold time.Duration
		if len(l.open) > 0 {
			hold = l.hold
		}
		return func() tea.Msg {
			select {
			case <-time.After(hold):
			case <-l.ctx.Done():
				return nil
			}
			return l.apply(v, actor, nil)
		}
	}
	seat, _ := actor.Seat()
	clone, spec, seed := l.sess.Clone(), l.bots[seat].String(), bots.SeedFor(l.seed, v)
	return func() tea.Msg {
		move, err := l.advisor.Advise(l.ctx, clone, spec, seed)
		if err != nil {
			if l.ctx.Err() != nil {
				return nil
			}
			return noticeMsg{text: fmt.Sprintf("%s: %v", l.names[seat].Name, err), log: true}
		}
		return l.apply(v, actor, move)
	}
}

// apply plays move (nil: chance's draw) for by if the game is still at
// version.
func (l *local) apply(version int, by engine.Actor, move json.RawMessage) tea.Msg {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.version != version || l.sess.Actor() != by {
		return nil
	}
	before := l.sess.Clone()
	var played engine.Played
	var err error
	if move == nil {
		played, err = l.sess.PlayChance()
	} else {
		played, err = l.sess.Play(move)
	}
	if err != nil {
		return noticeMsg{text: err.Error()}
	}
	l.version++
	l.record(by, before, played.Move)
	l.moves = append(l.moves, played.Move)
	events, _ := json.Marshal(played.Events)
	snap := l.snapshot()
	return updateMsg{played: &Played{Version: l.version, By: int(by), Move: played.Move, Events: events}, snap: &snap}
}

// record notes who played the last entry: the player's move that may be
// taken back joins those open, anything else closes them. The caller
// holds l.mu.
func (l *local) record(by engine.Actor, before engine.Session, move json.RawMessage) {
	seat, ok := by.Seat()
	if !ok || seat != l.seat || engine.CheckUndo(before, l.sess, move) != nil {
		l.open = l.open[:0]
		return
	}
	l.open = append(l.open, takeBack{entry: l.version, move: move, before: before, played: len(l.moves)})
}

func (l *local) play(version int, move json.RawMessage) tea.Cmd {
	return func() tea.Msg {
		msg := l.apply(version, engine.Actor(l.seat), move)
		if msg == nil {
			return noticeMsg{text: "the game moved on before this move"}
		}
		return msg
	}
}

func (l *local) undo(version int) tea.Cmd {
	return func() tea.Msg {
		l.mu.Lock()
		defer l.mu.Unlock()
		snap := l.snapshot()
		if !snap.Undo || version != l.version {
			return noticeMsg{text: "nothing to undo: no move of yours is left to take back"}
		}
		tb := l.open[len(l.open)-1]
		l.open = l.open[:len(l.open)-1]
		l.sess, l.moves = tb.before, l.moves[:tb.played]
		l.version++
		events, _ := json.Marshal([]engine.Undone{{Type: "undone", Seat: l.seat, Undoes: tb.entry, Move: tb.move}})
		snap = l.snapshot()
		return updateMsg{played: &Played{Version: l.version, By: l.seat, Move: engine.UndoEntry(tb.entry), Events: events}, snap: &snap}
	}
}

// hintLevel is the level whose move a hint shows.
const hintLevel = "hard"

func (l *local) hint(version int) tea.Cmd {
	l.mu.Lock()
	clone := l.sess.Clone()
	current := l.version
	l.mu.Unlock()
	return func() tea.Msg {
		if version != current || clone.Actor() != engine.Actor(l.seat) {
			return hintMsg{version: version, err: errors.New("no decision of yours to hint at")}
		}
		move, err := games.Advise(clone, hintLevel, "", bots.SeedFor(l.seed, version)^0x68696e74)
		return hintMsg{version: version, move: move, err: err}
	}
}

func (l *local) stop() { l.cancel() }
