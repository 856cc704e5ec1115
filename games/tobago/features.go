package tobago

import "math"

// Features is the number of features per seat that Forecast weighs
// (ForecastFeatures).
const Features = 20

// ForecastFeatures appends, for each seat in turn, the Features numbers
// that Forecast's model weighs. Every one is read from what the whole
// table sees (the coins on the treasure cards, the roses on the maps and
// in the sharing, the candidates, the vehicles, the amulets, the counts of
// the decks), never from a hand or a deck's order, so that a spectator
// computes the same. With done the share of the treasure deck drawn, avg
// the mean worth of the gold no view places, and a map's nearness 1 over
// its candidates (1 once located, and for the map being shared), they are:
//
//  0. the seat's coins, /10;
//  1. the same times done (coins count for more as the gold runs out);
//  2. its lead: its coins less the best other seat's, /10;
//  3. the same times done;
//  4. its stake: its roses on the maps, each times its map's nearness
//     and avg/10 (the coins a rose draws when its map is raised);
//  5. its roses on the maps, /5, whatever their maps' nearness;
//  6. its part of each map's roses, times the map's nearness, summed;
//  7. the maps whose last clue (the first rose offered a card, after
//     the finder's) is its own, times their nearness;
//  8. the located treasures it would reach first, counting the turns
//     it waits and its steps (three a turn), each times avg/10 and the
//     roses the sharing would have (one of them the finder's);
//  9. 1/(1+turns) to reach the nearest located treasure, 0 if none is;
//  10. its amulets, /3;
//  11. what a curse would cost it: with no amulet, its best card /6
//     times the curses not yet struck, times done (the curses lie in
//     the bottom of the deck);
//  12. the seats that move before it, /players;
//  13. its roses still in the sharing in progress, times avg/10;
//  14. the card on offer, /6, if it is the seat asked (a curse 0);
//  15. its roses left in supply, /15 (a seat without one plays no clue);
//  16. feature 4 times done (a stake is most of what is left to win);
//  17. its lead over the gold no view places: lead/(unseen gold + 10);
//  18. feature 0 times done³ and
//  19. feature 2 times done³: the last cards seldom overturn a lead.
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
	total := s.cfg.goldCards() + int(s.cfg.curses)
	done := 1 - float64(s.ntdeck)/float64(total)
	ng, gold := s.unseenGold()
	avg := 4.0
	if ng > 0 {
		avg = float64(gold) / float64(ng)
	}
	var coins [MaxPlayers]float64
	for p := range n {
		coins[p] = float64(s.coins(p))
	}
	var st stakes
	s.mapStakes(&st, avg)
	curses := float64(s.cfg.curses - s.tout[Curse])
	for p := range n {
		other := math.Inf(-1)
		for o := range n {
			if o != p {
				other = max(other, coins[o])
			}
		}
		lead := coins[p] - other
		x := &f[p]
		x[0] = coins[p] / 10
		x[1] = x[0] * done
		x[2] = lead / 10
		x[3] = x[2] * done
		x[4] = st.stake[p]
		x[5] = st.roses[p] / 5
		x[6] = st.part[p]
		x[7] = st.bottom[p]
		x[8] = st.first[p]
		x[9] = st.near[p]
		x[10] = float64(s.amulets[p]) / 3
		if c, ok := s.best(p); ok && s.amulets[p] == 0 {
			x[11] = float64(c) / 6 * curses * done
		}
		x[12] = float64(s.wait(p)) / float64(n)
		x[13] = st.sharing[p]
		if s.phase == phaseOffer && s.sh.roses[s.sh.asking] == p {
			x[14] = float64(s.sh.card) / 6
		}
		x[15] = float64(s.roses[p]) / RosesEach
		x[16] = st.stake[p] * done
		x[17] = lead / float64(gold+10)
		late := done * done * done
		x[18] = x[0] * late
		x[19] = x[2] * late
	}
}

// stakes is what each seat has at stake on the maps (features).
type stakes struct {
	stake, roses, part, bottom, first, near, sharing [MaxPlayers]float64
}

// mapStakes fills st from the maps, the vehicles and the sharing in
// progress: everything there lies open on the table.
func (s *State) mapStakes(st *stakes, avg float64) {
	n := s.cfg.players
	for m := range int8(Maps) {
		mp := &s.maps[m]
		if mp.n == 0 || (s.phase == phaseOffer && s.sh.m == m) {
			continue
		}
		near := 1 / float64(max(mp.ncand, 1))
		var mine [MaxPlayers]float64
		all := 0.0
		for k, p := range mp.owner[:mp.n] {
			r := float64(mp.roses[k])
			mine[p] += r
			all += r
		}
		for p := range n {
			st.stake[p] += mine[p] * near * avg / 10
			st.roses[p] += mine[p]
			if all > 0 {
				st.part[p] += mine[p] / all * near
			}
		}
		if mp.roses[mp.n-1] > 0 {
			st.bottom[mp.owner[mp.n-1]] += near
		}
		if h, ok := mp.located(); ok {
			s.race(st, h, (all+1)*avg/10)
		}
	}
	if s.phase == phaseOffer {
		for _, p := range s.sh.roses[:s.sh.nroses] {
			st.sharing[p] += avg / 10
		}
	}
}

// race credits worth to the seats that would reach the located treasure at
// grid index h first (split among equals), and gives every seat its
// nearness to the nearest located treasure.
func (s *State) race(st *stakes, h int16, worth float64) {
	n := s.cfg.players
	var when [MaxPlayers]int
	best, ties := -1, 0
	for p := range n {
		when[p] = -1
		if s.at[p] == noCell {
			continue
		}
		d := s.b.stepsBetween(s.at[p], h)
		if d < 0 {
			continue
		}
		turns := (d + Steps - 1) / Steps
		st.near[p] = max(st.near[p], 1/float64(1+turns))
		when[p] = s.wait(p) + int(n)*max(turns-1, 0)
		switch {
		case best < 0 || when[p] < best:
			best, ties = when[p], 1
		case when[p] == best:
			ties++
		}
	}
	for p := range n {
		if when[p] == best && best >= 0 {
			st.first[p] += worth / float64(ties)
		}
	}
}

// wait is how many seats' turns come before seat p's next turn (0 when it
// is p's turn).
func (s *State) wait(p int8) int {
	n := s.cfg.players
	return int((p - s.turn + n) % n)
}
