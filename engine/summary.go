package engine

import "errors"

// Summarizer is met by the state of a game that explains its end: why the
// winners won, in words, and a few numbers per seat that its players care
// about, counted from the game's events.
type Summarizer interface {
	// Summary explains the game that is over in this state; events are
	// every event of the game, in order.
	Summary(events []Event) Summary
}

// Summary explains a finished game.
type Summary struct {
	// Decided says why the winners won, in English and Russian: the rule
	// that told them apart when scores tied. "{winners}" stands for the
	// winners' names, which the client knows.
	Decided Text `json:"decided"`
	// Tiebreak is set when the best scores were tied: a rule beyond the
	// score decided, or the win is shared.
	Tiebreak bool `json:"tiebreak,omitempty"`
	// Stats are a few numbers per seat.
	Stats []Stat `json:"stats"`
}

// Stat is one number per seat: Values[i] is seat i's.
type Stat struct {
	// Name is the number's key ("busts").
	Name   string `json:"name"`
	Label  Text   `json:"label"`
	Values []int  `json:"values"`
}

// ErrNoSummary: the game does not explain its end.
var ErrNoSummary = errors.New("this game does not explain its end")

// Summarize replays a finished game's record (undone moves left out) and
// asks its last state to explain it: ErrNoSummary for a game that does not.
func Summarize(g Game, r Record) (Summary, error) {
	var events []Event
	s, err := replay(g, r, func(p Played) { events = append(events, p.Events...) })
	if err != nil {
		return Summary{}, err
	}
	if s.Actor() != Nobody {
		return Summary{}, errors.New("the game is not over")
	}
	sum, ok := s.(summarizer)
	if !ok {
		return Summary{}, ErrNoSummary
	}
	return sum.summary(events)
}

// summarizer is met by the engine's sessions.
type summarizer interface {
	summary(events []Event) (Summary, error)
}

func (x *session[S, M]) summary(events []Event) (Summary, error) {
	s, ok := any(x.s).(Summarizer)
	if !ok {
		return Summary{}, ErrNoSummary
	}
	return s.Summary(events), nil
}

// Tally adds up, per seat of a game of players, what each event of type T
// counts for: of says whose it is and how much (a seat out of range counts
// for nobody).
func Tally[T Event](events []Event, players int, of func(T) (seat, n int)) []int {
	out := make([]int, players)
	for _, e := range events {
		if v, ok := e.(T); ok {
			if p, n := of(v); p >= 0 && p < players {
				out[p] += n
			}
		}
	}
	return out
}
