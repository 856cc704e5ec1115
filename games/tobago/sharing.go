package tobago

import "caribe/engine"

// raise raises map m's treasure under the turn owner's vehicle and begins
// the sharing: the finder's rose goes below the last clue, each rose holder
// draws one card per rose, the finder adds one unseen, the cards are
// shuffled and the first is revealed.
func (s *State) raise(m int8, log *[]engine.Event) {
	p := s.turn
	s.idle = 0
	if s.seg != segNone {
		s.endMove("raised", log)
	}
	mp := &s.maps[m]
	at, _ := mp.located()
	sh := &s.sh
	*sh = sharing{m: m, finder: p, lastTaker: -1}
	if s.roses[p] > 0 {
		s.roses[p]--
		sh.roses[sh.nroses] = p
		sh.nroses++
	}
	for k := mp.n - 1; k >= 0; k-- {
		for range mp.roses[k] {
			sh.roses[sh.nroses] = mp.owner[k]
			sh.nroses++
		}
		mp.roses[k] = 0
	}
	if log != nil {
		*log = append(*log, Raised{Type: "raised", Seat: p, Map: Colours[m], Hex: hexOf(at), Roses: append([]int8(nil), sh.roses[:sh.nroses]...)})
	}
	var drew [MaxPlayers]int8
	for _, seat := range sh.roses[:sh.nroses] {
		c, ok := s.drawTreasure()
		if !ok {
			break
		}
		sh.pile[sh.npile] = c
		sh.npile++
		sh.drawn[seat][c]++
		drew[seat]++
	}
	if log != nil {
		for k := range s.cfg.players {
			if seat := (p + k) % s.cfg.players; drew[seat] > 0 {
				*log = append(*log, TreasureDrawn{Type: "treasure_drawn", Seat: seat, Cards: drew[seat]})
			}
		}
	}
	c, added := s.drawTreasure()
	if added {
		sh.pile[sh.npile] = c
		sh.npile++
	}
	sh.final = s.ntdeck == 0
	s.shuffleCards(sh.pile[:sh.npile])
	engine.Emit(log, ExtraCard{Type: "extra_card", Seat: p, Added: added, Cards: sh.npile, DeckLeft: s.ntdeck})
	s.offerNext(log)
}

// offerNext reveals the next card when none is on offer and settles who
// is asked, striking curses and ending the sharing when the roses or the
// cards run out.
func (s *State) offerNext(log *[]engine.Event) {
	sh := &s.sh
	for {
		if sh.nroses == 0 {
			s.endSharing(log)
			return
		}
		if !sh.shown {
			if sh.npile == 0 {
				if !sh.final || sh.recycled || s.discards() == 0 {
					s.endSharing(log)
					return
				}
				s.recycle(log)
				continue
			}
			sh.npile--
			sh.card = sh.pile[sh.npile]
			sh.asking = 0
			engine.Emit(log, Revealed{Type: "revealed", Card: sh.card})
			if sh.card == Curse {
				sh.settle(-1)
				if s.curse(log) {
					s.endSharing(log)
					return
				}
				continue
			}
			sh.shown = true
		}
		s.phase = phaseOffer
		return
	}
}

// take gives the revealed card to the rose on offer; that rose goes back
// to its owner.
func (s *State) take(log *[]engine.Event) {
	sh := &s.sh
	p := sh.roses[sh.asking]
	s.held[p][sh.card]++
	copy(sh.roses[sh.asking:], sh.roses[sh.asking+1:sh.nroses])
	sh.nroses--
	s.roses[p]++
	sh.lastTaker, sh.shown = p, false
	sh.settle(p)
	engine.Emit(log, Took{Type: "took", Seat: p, Card: sh.card})
	s.offerNext(log)
}

// pass offers the revealed card to the next rose up; past the top rose the
// card is discarded face up (the whole table has seen it) and the next one
// revealed.
func (s *State) pass(log *[]engine.Event) {
	sh := &s.sh
	p := sh.roses[sh.asking]
	sh.asking++
	discarded := sh.asking == sh.nroses
	engine.Emit(log, Passed{Type: "passed", Seat: p, Card: sh.card, Discarded: discarded})
	if discarded {
		s.tdisc[sh.card]++
		s.tseen[sh.card]++
		sh.settle(-1)
		sh.shown = false
		s.offerNext(log)
	}
}

// settle records the revealed card as offered in this sharing: taken by
// seat, or by nobody (-1: discarded, or a curse).
func (sh *sharing) settle(seat int8) {
	sh.offered[sh.noffered] = offer{card: sh.card, seat: seat}
	sh.noffered++
}

// recycle shuffles the treasure discard pile into the sharing's cards: the
// deck ran out and roses are left on the map. The cards discarded face up
// go face down with the others.
func (s *State) recycle(log *[]engine.Event) {
	sh := &s.sh
	for v, k := range s.tdisc {
		for range k {
			sh.pile[sh.npile] = Card(v)
			sh.npile++
		}
		s.tdisc[v] = 0
	}
	s.tseen = [cardKinds]int8{}
	sh.recycled = true
	s.shuffleCards(sh.pile[:sh.npile])
	engine.Emit(log, TreasureReshuffled{Type: "treasure_reshuffled", Cards: sh.npile})
}

// curse strikes every seat with a rose on the map: it loses an amulet or,
// holding none, its most valuable treasure card (discarded face up). Under
// curse_rule "amulets" a seat without an amulet also takes its roses back.
// The curse card leaves the game, or returns to the deck with
// curse_returns. It reports whether the sharing stops.
func (s *State) curse(log *[]engine.Event) (stop bool) {
	sh := &s.sh
	var on [MaxPlayers]bool
	for _, p := range sh.roses[:sh.nroses] {
		on[p] = true
	}
	var losses []CurseLoss
	for k := range s.cfg.players {
		p := (sh.finder + k) % s.cfg.players
		if !on[p] {
			continue
		}
		amulet := s.amulets[p] > 0
		lost, card := s.best(p)
		if amulet {
			s.amulets[p]--
			card = false
		} else if card {
			s.held[p][lost]--
			s.tdisc[lost]++
			s.tseen[lost]++
		}
		out := s.cfg.rule == CurseSparesAmulets && !amulet
		if out {
			s.dropRoses(p)
		}
		if log != nil {
			loss := CurseLoss{Seat: p, Amulet: amulet, Out: out}
			if card {
				loss.Card = new(Card)
				*loss.Card = lost
			}
			losses = append(losses, loss)
		}
	}
	next := "out"
	if s.cfg.returns {
		s.returnCurse()
		next = "deck"
	} else {
		s.tout[Curse]++
	}
	engine.Emit(log, Cursed{Type: "cursed", Losses: losses, Next: next})
	return s.cfg.rule == CurseStops
}

// dropRoses gives seat p's roses on the map being shared back to it.
func (s *State) dropRoses(p int8) {
	sh := &s.sh
	n := int8(0)
	for _, q := range sh.roses[:sh.nroses] {
		if q == p {
			s.roses[p]++
			continue
		}
		sh.roses[n] = q
		n++
	}
	sh.nroses = n
}

// endSharing discards the cards left over face down, gives the roses back,
// discards the map's clues and empties it; then the game ends (the deck ran
// out) or the last taker, or the finder when nobody took a card, starts the
// map anew.
func (s *State) endSharing(log *[]engine.Event) {
	sh := &s.sh
	left := sh.npile
	for _, c := range sh.pile[:sh.npile] {
		s.tdisc[c]++
	}
	sh.npile = 0
	var back []int8
	for _, p := range sh.roses[:sh.nroses] {
		s.roses[p]++
		if log != nil {
			back = append(back, p)
		}
	}
	sh.nroses = 0
	mp := &s.maps[sh.m]
	for _, c := range mp.clues[:mp.n] {
		s.discardClue(c)
	}
	mp.reset(s.b)
	s.noteLocated(sh.m)
	engine.Emit(log, SharingEnded{Type: "sharing_ended", Map: Colours[sh.m], Discarded: left, Roses: back})
	if sh.final {
		s.phase = phaseOver
		if log != nil {
			*log = append(*log, GameOver{Type: "game_over", Scores: s.Scores(nil), Winners: s.Winners([]int{})})
		}
		return
	}
	starter := sh.lastTaker
	if starter < 0 {
		starter = sh.finder
	}
	if s.canPlayOn(starter, 1<<sh.m) {
		s.restart, s.phase = starter, phaseRestart
		return
	}
	engine.Emit(log, MapLeftEmpty{Type: "map_left_empty", Seat: starter, Map: Colours[sh.m]})
	s.afterFind(log)
}
