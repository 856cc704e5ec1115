package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"os/signal"
	"sort"
	"text/tabwriter"

	"caribe/engine"
	"caribe/games"
	"caribe/review"
	"caribe/term"
)

// ReviewCmd reviews a finished game's record.
type ReviewCmd struct {
	Record string `arg:"" help:"${help_record}" type:"existingfile_or_dash"`
	JSON   bool   `name:"json" help:"${help_review_json}"`
	Seed   uint64 `default:"1" help:"${help_review_seed}"`
}

// Run replays the record, reviews it and prints the review.
func (c ReviewCmd) Run() error {
	rec, err := loadRecord(c.Record)
	if err != nil {
		return err
	}
	g, ok := games.Reviewer(rec.Game)
	if !ok {
		return fmt.Errorf("record %s: unknown game %q (known: %v)", c.Record, rec.Game, games.Names())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rep, err := g.Review(ctx, rec, c.Seed, nil)
	if err != nil {
		return fmt.Errorf("record %s: %w", c.Record, err)
	}
	if c.JSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", " ")
		return enc.Encode(rep)
	}
	lang := language(os.Args[1:])
	printReview(os.Stdout, rep, lang, moveNamer(rec, lang))
	return nil
}

// moveNamer names a move of rec's game in lang by the terminal client's
// words, with the view of the game's start for what never changes in it
// (Tobago's island); a move it cannot name keeps the review's own text.
func moveNamer(rec engine.Record, lang string) func(move json.RawMessage, text string) string {
	var view json.RawMessage
	if g, ok := games.Lookup(rec.Game); ok {
		if sess, err := g.New(rec.Players, rec.Options, rec.Seed); err == nil {
			view, _ = json.Marshal(sess.View(-1))
		}
	}
	return func(move json.RawMessage, text string) string {
		if w, ok := term.MoveWords(rec.Game, move, view, lang); ok && w != "" {
			return w
		}
		return text
	}
}

// reviewWords are the words of the review's text in each language.
var reviewWords = map[string]map[string]string{
	"en": {
		"head":     "%s, %d players: each decision against %s (%d playouts, horizon %d)",
		"columns":  "seat\taccuracy\tlost\tluck\tinaccuracies\tmistakes\tblunders\tresult",
		"won":      "won",
		"lost":     "lost",
		"shared":   "shared the win",
		"mistakes": "Mistakes (chance to win lost against the best move):",
		"none":     "No mistakes: every move within %.0f points of the best.",
		"line":     "  move %d, seat %d: %s; best %s: −%.1f points (%s), chances %s → %s",
		"rolls":    "The luckiest and unluckiest chance outcomes, for the seat each moved most (*: what the move revealed, a card drawn or turned up):",
		"roll":     "  move %d: %s: %+.1f points for seat %d",
		"notes":    "Accuracy: 100 for the best moves, lower by the chance lost (lichess's curve). Lost and luck: points of chance to win over the game.",
	},
	"ru": {
		"head":     "%s, игроков: %d; каждое решение сравнено с %s (розыгрышей: %d, горизонт %d)",
		"columns":  "место\tточность\tпотеряно\tвезение\tнеточности\tошибки\tгрубые ошибки\tитог",
		"won":      "победа",
		"lost":     "поражение",
		"shared":   "победа поровну",
		"mistakes": "Ошибки (шанс на победу, потерянный против лучшего хода):",
		"none":     "Ошибок нет: каждый ход не хуже лучшего больше чем на %.0f пункта.",
		"line":     "  ход %d, место %d: %s; лучше %s: −%.1f пункта (%s), шансы %s → %s",
		"rolls":    "Самые удачные и неудачные исходы случая, для места, чьи шансы каждый изменил больше всего (*: что открыл ход — взятая или открытая карта):",
		"roll":     "  ход %d: %s: %+.1f пункта для места %d",
		"notes":    "Точность: 100 за лучшие ходы, меньше — по потерянному шансу (кривая lichess). Потеряно и везение — пункты шанса на победу за партию.",
	},
}

// judgementWords name the judgements in Russian.
var judgementWords = map[review.Judgement]string{
	review.Inaccuracy: "неточность", review.Mistake: "ошибка", review.Blunder: "грубая ошибка",
}

// printReview writes the review as text in lang, each move named by
// name (from the move, or else its text).
func printReview(w io.Writer, rep *review.Report, lang string, name func(move json.RawMessage, text string) string) {
	words, ok := reviewWords[lang]
	if !ok {
		words = reviewWords["en"]
	}
	fmt.Fprintf(w, words["head"]+"\n\n", rep.Title, rep.Players, rep.Bot, rep.Playouts, rep.Horizon)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, words["columns"])
	for _, s := range rep.Seats {
		result := words["lost"]
		switch share := rep.Final[s.Seat]; {
		case share == 1:
			result = words["won"]
		case share > 0:
			result = words["shared"]
		}
		fmt.Fprintf(tw, "%d\t%.1f\t%.1f\t%+.1f\t%d\t%d\t%d\t%s\n", s.Seat, s.Accuracy, 100*s.Lost, 100*s.Luck,
			s.Inaccuracies, s.Mistakes, s.Blunders, result)
	}
	tw.Flush()
	fmt.Fprintln(w)
	var bad []review.Decision
	for _, d := range rep.Decisions {
		if d.Judgement == review.Inaccuracy || d.Judgement == review.Mistake || d.Judgement == review.Blunder {
			bad = append(bad, d)
		}
	}
	if len(bad) == 0 {
		fmt.Fprintf(w, words["none"]+"\n", 100*review.InaccuracyLoss)
	} else {
		fmt.Fprintln(w, words["mistakes"])
		for _, d := range bad {
			j := string(d.Judgement)
			if lang == "ru" {
				j = judgementWords[d.Judgement]
			}
			fmt.Fprintf(w, words["line"]+"\n", d.Number, d.Seat, name(d.Move, d.Text), name(d.Best, d.BestText), 100*d.Lost, j,
				percents(d.Before), percents(d.After))
		}
	}
	if rolls := extremeRolls(rep, 3, name); len(rolls) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, words["rolls"])
		for _, r := range rolls {
			fmt.Fprintf(w, words["roll"]+"\n", r.number, r.text, 100*r.luck, r.seat)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, words["notes"])
}

// percents writes chances as whole percents, one per seat.
func percents(v []float64) string {
	s := "["
	for i, x := range v {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%.0f%%", 100*x)
	}
	return s + "]"
}

// rated is a chance outcome, or a move that revealed something, with the
// luck it gave the seat it mattered to.
type rated struct {
	number int
	text   string
	seat   int
	luck   float64
}

// extremeRolls are the n luckiest and the n unluckiest chance outcomes
// and reveals, each for the seat it favoured or hurt most, luckiest first;
// each is named by name (from the move, or else its text).
func extremeRolls(rep *review.Report, n int, name func(move json.RawMessage, text string) string) []rated {
	var all []rated
	note := func(number int, text string, luck []float64) {
		best := rated{number: number, text: text}
		for seat, l := range luck {
			if math.Abs(l) > math.Abs(best.luck) {
				best.seat, best.luck = seat, l
			}
		}
		if best.luck != 0 {
			all = append(all, best)
		}
	}
	for _, r := range rep.Rolls {
		note(r.Number, name(r.Outcome, r.Text), r.Luck)
	}
	for _, d := range rep.Decisions {
		note(d.Number, name(d.Move, d.Text)+"*", d.Luck)
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].luck > all[j].luck })
	if len(all) <= 2*n {
		return all
	}
	return append(all[:n:n], all[len(all)-n:]...)
}
