package term

import (
	"errors"
	"fmt"
	"slices"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/games"
)

// reviewSeed draws the review's playouts: caribe review's default, so that
// the game's record saved and reviewed there reads the same.
const reviewSeed = 1

// gameRecord is the game's record so far: its set-up and the moves played.
func (l *local) gameRecord() engine.Record {
	l.mu.Lock()
	defer l.mu.Unlock()
	return engine.Record{Game: l.game, Players: l.players, Options: l.options, Seed: l.seed, Moves: slices.Clone(l.moves)}
}

// review reviews the game on this machine, in the background: its
// command answers with each move judged, then with the report; the game's
// stop ends it.
func (l *local) review() tea.Cmd {
	rec := l.gameRecord()
	g, ok := games.Reviewer(rec.Game)
	if !ok {
		return func() tea.Msg {
			return reviewMsg{err: errors.New(tr(l.lang, "reviewLocalFailed", fmt.Sprintf("no review of %q", rec.Game)))}
		}
	}
	// progress holds the latest progress not yet taken, ended the final
	// message; the review's goroutine alone sends.
	progress, ended := make(chan reviewMsg, 1), make(chan reviewMsg, 1)
	go func() {
		rep, err := g.Review(l.ctx, rec, reviewSeed, func(done, total int) {
			select {
			case <-progress:
			default:
			}
			progress <- reviewMsg{done: done, total: total}
		})
		if err != nil {
			err = errors.New(tr(l.lang, "reviewLocalFailed", err))
		}
		ended <- reviewMsg{report: rep, err: err}
	}()
	var wait tea.Cmd
	wait = func() tea.Msg {
		select {
		case msg := <-ended:
			return msg
		case msg := <-progress:
			msg.next = wait
			return msg
		case <-l.ctx.Done():
			return nil
		}
	}
	return wait
}
