package term

import (
	"encoding/json"
	"fmt"
	"strings"
)

// tortugaEvent is any La Tortuga event, its fields merged.
type tortugaEvent struct {
	Type       string `json:"type"`
	Seat       *int   `json:"seat"`
	Turtle     int    `json:"turtle"`
	Die        int    `json:"die"`
	Value      int    `json:"value"`
	Sum        int    `json:"sum"`
	Card       bool   `json:"card"`
	Turtles    []int  `json:"turtles"`
	From       int    `json:"from"`
	To         int    `json:"to"`
	Spaces     int    `json:"spaces"`
	Multiplier int    `json:"multiplier"`
	Eggs       int    `json:"eggs"`
	Beach      bool   `json:"beach"`
	FaceUp     int    `json:"face_up"`
	Scores     []int  `json:"scores"`
	Winners    []int  `json:"winners"`
}

// Describe tells a move by its events, one sentence each.
func (tortugaUI) Describe(p Played, lang string) string {
	var evs []tortugaEvent
	if json.Unmarshal(p.Events, &evs) != nil {
		return string(p.Move)
	}
	t := tortugaWords[lang]
	var out []string
	for _, e := range evs {
		if s := tortugaSentence(e, t, lang); s != "" {
			out = append(out, s)
		}
	}
	return strings.Join(out, " ")
}

// tortugaSentence tells one event.
func tortugaSentence(e tortugaEvent, t map[string]string, lang string) string {
	seat := -1
	if e.Seat != nil {
		seat = *e.Seat
	}
	who := seatMark(seat)
	turtle := func(n int) string { return fmt.Sprintf(t["turtle"], n+1) }
	switch e.Type {
	case "chosen":
		return fmt.Sprintf(t["ev.chosen"], who, e.Turtle+1)
	case "rolled":
		if e.Card {
			return fmt.Sprintf(t["ev.card"], who, e.Value, e.Die, e.Sum)
		}
		return fmt.Sprintf(t["ev.rolled"], e.Die, e.Value, e.Sum)
	case "roll":
		return fmt.Sprintf(t["ev.roll"], who, e.Sum)
	case "stop":
		return fmt.Sprintf(t["ev.stop"], who, e.Sum)
	case "busted":
		names := make([]string, len(e.Turtles))
		for i, x := range e.Turtles {
			names[i] = turtle(x)
		}
		key := "ev.bust1"
		if len(names) > 1 {
			key = "ev.busted"
		}
		return fmt.Sprintf(t[key], e.Sum, listWords(names, t["and"]))
	case "moved":
		from := t["raftPlace"]
		if e.From > 0 {
			from = fmt.Sprintf(t["spaceN"], e.From)
		}
		mult := max(1, e.Multiplier)
		first := capital(turtle(e.Turtles[0]))
		if len(e.Turtles) > 1 {
			riders := make([]string, len(e.Turtles)-1)
			for i, x := range e.Turtles[1:] {
				riders[i] = turtle(x)
			}
			return fmt.Sprintf(t["ev.carry"], first, e.Spaces, e.Spaces/mult, mult, from, e.To, listWords(riders, t["and"]))
		}
		return fmt.Sprintf(t["ev.moved"], first, e.Spaces, e.Spaces/mult, mult, from, e.To)
	case "laid":
		if e.Beach {
			return fmt.Sprintf(t["ev.beach"], who)
		}
		s := fmt.Sprintf(t["ev.laid"], who, counted(e.Eggs, t["eggs"]))
		if e.FaceUp > 0 {
			return s + " " + fmt.Sprintf(t["ev.next"], counted(int(e.FaceUp), t["eggs"]))
		}
		return s + " " + t["ev.empty"]
	case "second_turtle":
		return fmt.Sprintf(t["ev.second"], e.Turtle+1)
	case "turn":
		if e.Turtle < 0 {
			return fmt.Sprintf(t["ev.turnCh"], who)
		}
		return fmt.Sprintf(t["ev.turn"], who, e.Turtle+1)
	case "game_over":
		return gameOver(e.Winners, e.Scores, t["ev.over"], t["ev.overAll"], t["and"], t["eggs"])
	}
	return ""
}

// gameOver tells who won with what score.
func gameOver(winners, scores []int, one, shared, and, eggs string) string {
	if len(winners) == 0 {
		return ""
	}
	names := make([]string, len(winners))
	for i, w := range winners {
		names[i] = seatMark(w)
	}
	key := one
	if len(winners) > 1 {
		key = shared
	}
	return fmt.Sprintf(key, listWords(names, and), counted(scoreOf(scores, winners[0]), eggs))
}

// listWords joins words: "A", "A and B", "A, B and C".
func listWords(words []string, and string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + and + " " + words[len(words)-1]
}

// capital writes a sentence's first letter in capitals.
func capital(s string) string {
	if s == "" {
		return s
	}
	r := []rune(s)
	return strings.ToUpper(string(r[0])) + string(r[1:])
}
