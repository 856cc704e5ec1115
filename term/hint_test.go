package term

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/games"
	"caribe/term/termtest"
)

// recorder is a source that keeps the moves played and sends nothing.
type recorder struct {
	quiet
	played []json.RawMessage
}

func (r *recorder) play(version int, move json.RawMessage) tea.Cmd {
	r.played = append(r.played, move)
	return nil
}

// TestHintLeadsThroughEveryStep: in every game, a hinted move is played
// by Enter alone, at each step the cursor on the hint's next choice,
// though that choice is not the first offered. Cartagena's and Tobago's
// moves checked include ones made in steps whose later step is not the
// first choice; La Tortuga's decisions are each one step.
func TestHintLeadsThroughEveryStep(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		game, options string
		steps         bool
	}{
		{"tortuga", `{}`, false}, {"cartagena", `{"variant":"jamaica"}`, true}, {"tobago", `{}`, true},
	} {
		t.Run(c.game, func(t *testing.T) {
			t.Parallel()
			checked, later := 0, 0
			hintPositions(t, c.game, c.options, func(sess engine.Session, seat int, snap *snapshot) {
				for _, move := range snap.Legal {
					first, after := notFirst(c.game, seat, snap, move)
					if !first && !after {
						continue
					}
					if got := playHintByEnter(t, c.game, seat, snap, move); !sameJSON(got, move) {
						t.Errorf("the hint is %s, Enter alone plays %s", move, got)
					}
					checked++
					if after {
						later++
					}
				}
			})
			if checked < 5 || c.steps && later < 5 {
				t.Errorf("only %d hinted moves off the first choice, %d of them at a later step", checked, later)
			}
		})
	}
}

// hintPositions plays random two-player games of game, calling each with
// the snapshots of seat 0's decisions.
func hintPositions(t *testing.T, game, options string, each func(engine.Session, int, *snapshot)) {
	t.Helper()
	g, _ := games.Lookup(game)
	r := rand.New(rand.NewPCG(35, 1))
	for seed := uint64(1); seed <= 2; seed++ {
		sess, err := g.New(2, json.RawMessage(options), seed)
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; n < 300 && sess.Actor() != engine.Nobody; n++ {
			if sess.Actor() == engine.Chance {
				if _, err := sess.PlayChance(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := sess.Legal()
			if seat, _ := sess.Actor().Seat(); seat == 0 && n%3 == 0 {
				view, _ := json.Marshal(sess.View(0))
				snap := &snapshot{Version: n + 1, Actor: sess.Actor(), View: view}
				for _, l := range legal {
					snap.Legal = append(snap.Legal, l.Move)
				}
				each(sess, 0, snap)
			}
			if _, err := sess.Play(legal[r.IntN(len(legal))].Move); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// notFirst reports whether move's first step is not the first choice
// offered, and whether a later step is not: a hint that set only the
// first step's cursor would then play another move.
func notFirst(game string, seat int, snap *snapshot, move json.RawMessage) (first, later bool) {
	ui := uis[game]
	in := BoardInput{View: snap.View, Legal: snap.Legal, Seat: seat, Lang: "en", Width: 80, Height: 24}
	steps := ui.Steps(move, in)
	for k := range steps {
		if k > 0 {
			in.Chosen = append(in.Chosen, steps[k-1].Key)
		}
		if opts := options(ui, in, "en"); len(opts) > 1 && opts[0].Step.Key != steps[k].Key {
			if k == 0 {
				first = true
			} else {
				later = true
			}
		}
	}
	return first, later
}

// playHintByEnter shows a client move as the hint at snap and presses
// Enter until a move is played: the move played.
func playHintByEnter(t *testing.T, game string, seat int, snap *snapshot, move json.RawMessage) json.RawMessage {
	t.Helper()
	rec := &recorder{}
	m := newModel(Config{Lang: "en"}, game, game, rec, seat)
	m.Update(updateMsg{snap: snap})
	m.Update(hintMsg{version: snap.Version, move: move})
	for range 8 {
		m.Update(termtest.Key("enter"))
		if len(rec.played) > 0 {
			return rec.played[0]
		}
	}
	t.Fatalf("eight Enters after the hint %s play nothing", move)
	return nil
}
