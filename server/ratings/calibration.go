package ratings

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"

	"caribe/rating"
	"caribe/server/levels"
	"caribe/store"
)

// The bot levels stand on the ladders from the start: each game's levels
// were rated against each other by `caribe sim ladder` (a Bradley–Terry
// fit on the Elo scale), and the ladder's first bot, its anchor, is
// placed where a newcomer starts. A level that has a rating already
// keeps it: calibration only seeds the ladder (store.Ratings.Seed).

// calibrationFiles are the ladders the server ships: calibration/GAME.json,
// as `caribe sim ladder --bots easy,medium,hard --games 100` wrote them.
//
//go:embed calibration/*.json
var calibrationFiles embed.FS

// BotLadder is one game's calibration, a ladder.json of `caribe sim
// ladder`: its bots by spec, with their Elo and its 95% interval, the
// first the anchor.
type BotLadder struct {
	Game string          `json:"game"`
	Bots []CalibratedBot `json:"bots"`
}

// CalibratedBot is a bot of a BotLadder.
type CalibratedBot struct {
	Spec   string  `json:"spec"`
	Rating float64 `json:"rating"`
	Low    float64 `json:"low"`
	High   float64 `json:"high"`
}

// ReadBotLadder reads a ladder.json.
func ReadBotLadder(data []byte) (BotLadder, error) {
	var l BotLadder
	if err := json.Unmarshal(data, &l); err != nil {
		return BotLadder{}, fmt.Errorf("a ladder.json: %w", err)
	}
	if l.Game == "" || len(l.Bots) == 0 {
		return BotLadder{}, fmt.Errorf("a ladder.json names a game and its bots, this one does not")
	}
	return l, nil
}

// DefaultBotLadders are the calibrations the server ships.
func DefaultBotLadders() []BotLadder {
	files, err := fs.Glob(calibrationFiles, "calibration/*.json")
	if err != nil {
		panic(err)
	}
	ladders := make([]BotLadder, 0, len(files))
	for _, f := range files {
		data, err := calibrationFiles.ReadFile(f)
		if err != nil {
			panic(err)
		}
		l, err := ReadBotLadder(data)
		if err != nil {
			panic(fmt.Sprintf("%s: %v", f, err))
		}
		ladders = append(ladders, l)
	}
	return ladders
}

// z95 is the half-width of a 95% interval in standard errors.
const z95 = 1.959964

// Calibrate puts the bot levels on the ladders of the games served, from
// the calibrations, unless they stand there already.
func (r *Recorder) Calibrate(ctx context.Context, ladders []BotLadder, served []string) error {
	model := rating.DefaultPlackettLuce()
	now := r.cfg.Now().UTC()
	for _, l := range ladders {
		if !slices.Contains(served, l.Game) {
			continue
		}
		anchor := l.Bots[0].Rating
		for _, b := range l.Bots {
			level := levels.NameOf(r.cfg.Levels, l.Game, b.Spec)
			if level == "" {
				continue
			}
			rt := model.FromElo(b.Rating-anchor, (b.High-b.Low)/(2*z95), model.Sigma/4)
			st := store.Standing{Game: l.Game, Player: store.BotPlayer(level), Mu: rt.Mu, Sigma: rt.Sigma, Updated: now}
			seeded, err := r.cfg.Store.Seed(ctx, st)
			if err != nil {
				return fmt.Errorf("calibrating the %s bot of %s: %w", level, l.Game, err)
			}
			if seeded {
				r.log.Info("bot level calibrated", "game", l.Game, "level", level, "mu", rt.Mu, "sigma", rt.Sigma)
			}
		}
	}
	return nil
}
