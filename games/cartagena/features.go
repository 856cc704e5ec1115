package cartagena

import "math/bits"

// Features is the number of features per seat that Forecast weighs
// (ForecastFeatures).
const Features = 16

// ForecastFeatures appends, for each seat in turn, the Features numbers
// that Forecast's model weighs, read only from what every seat sees (the
// board, the hand sizes, whose turn it is: never a hand's cards nor the
// draw pile's order):
//
//  0. progress: its pirates' ground, the start 0 and the boat one past the
//     last space, over the whole way of all six;
//  1. its pirates in the boat, over six;
//  2. its rearmost pirate's ground, over the whole way;
//  3. its pirates still at the start, over six;
//  4. its cards, over six;
//  5. its cards times the stage (the best seat's progress: how far the
//     game has gone);
//  6. how many seats move before it, over the number of seats (0 its turn);
//  7. on its turn, the share of the turn's actions still to take;
//  8. its lead in progress over the best other seat;
//  9. that lead times the stage;
//  10. its lead in pirates in the boat over the best other seat, over six;
//  11. its pirates a single card would send into the boat: for each pirate
//     out of it, the share of the symbols whose next free space ahead is
//     none, over six;
//  12. whether it could end the game in one turn: with as many cards as
//     pirates out of the boat and actions enough, the chance, symbol by
//     symbol, that each of those pirates boards on one card;
//  13. that chance again on its own turn (it moves now);
//  14. the most cards a pirate of its can draw by moving back (one or two),
//     over two;
//  15. its progress times the stage.
//
// scripts/forecastfit records them to fit the model.
func (s *State) ForecastFeatures(buf []float64) []float64 {
	var f [MaxPlayers][Features]float64
	s.features(&f)
	for seat := range s.cfg.players {
		buf = append(buf, f[seat][:]...)
	}
	return buf
}

// features fills f with each seat's features (ForecastFeatures).
func (s *State) features(f *[MaxPlayers][Features]float64) {
	n := s.cfg.players
	end := float64(s.cfg.spaces) + 1
	var prog, boat, rear, reach, finish, draws [MaxPlayers]float64
	stage := 0.0
	for p := range n {
		sum, least, all := 0.0, end, 1.0
		for m := s.ownMask[p]; m != 0; m &= m - 1 {
			pos := int8(bits.TrailingZeros64(m))
			k := float64(s.own[p][pos])
			if pos == Boat {
				sum += k * end
				continue
			}
			sum += k * float64(pos)
			least = min(least, float64(pos))
			aboard := s.boards(pos)
			reach[p] += k * aboard
			for range s.own[p][pos] {
				all *= aboard
			}
		}
		boat[p] = float64(s.own[p][Boat])
		out := PiratesEach - s.own[p][Boat]
		if s.held[p] >= out && s.cfg.actions >= out {
			finish[p] = all
		}
		prog[p] = sum / (PiratesEach * end)
		rear[p] = least / end
		stage = max(stage, prog[p])
		for m := s.goingBack(p) &^ (1 << Boat); m != 0; m &= m - 1 {
			d, _ := s.backGain(int8(bits.TrailingZeros64(m)))
			draws[p] = max(draws[p], float64(d))
		}
	}
	for p := range n {
		other, otherBoat := 0.0, 0.0
		for o := range n {
			if o != p {
				other, otherBoat = max(other, prog[o]), max(otherBoat, boat[o])
			}
		}
		d := (p - s.turn + n) % n
		held := float64(s.held[p]) / PiratesEach
		x := &f[p]
		x[0] = prog[p]
		x[1] = boat[p] / PiratesEach
		x[2] = rear[p]
		x[3] = float64(s.own[p][Start]) / PiratesEach
		x[4] = held
		x[5] = held * stage
		x[6] = float64(d) / float64(n)
		if d == 0 {
			x[7] = float64(s.cfg.actions-s.actions) / float64(s.cfg.actions)
			x[13] = finish[p]
		}
		x[8] = prog[p] - other
		x[9] = x[8] * stage
		x[10] = (boat[p] - otherBoat) / PiratesEach
		x[11] = reach[p] / PiratesEach
		x[12] = finish[p]
		x[14] = draws[p] / 2
		x[15] = prog[p] * stage
	}
}

// boards is the share of the symbols on which a pirate at pos goes
// straight into the boat: those with no free space of theirs ahead.
func (s *State) boards(pos int8) float64 {
	k := 0
	for c := range Symbol(Symbols) {
		if s.forwardTarget(pos, c) == Boat {
			k++
		}
	}
	return float64(k) / Symbols
}
