package bots

import "caribe/engine"

// solveLimit bounds the moves a search for a win this turn may try, so
// that a position with many moves costs a bounded time; the bound is a
// count, so the answer stays the same on any machine.
const solveLimit = 60_000

// solveViews is how many determinizations a win this turn must win in.
const solveViews = 8

// winThisTurn finds a move that starts a line of at most depth moves of the
// deciding seat, one after the other with no chance outcome and no other
// seat between them, that ends the game with that seat the only winner:
// winning now beats any later win. The line must win in every one of up to
// solveViews determinizations of what the seat cannot see, so a win that
// hangs on a hidden card is not trusted. Shorter lines are found first.
func (b *mcts[S, M]) winThisTurn(depth int) (M, bool) {
	var none M
	if depth < 1 {
		return none, false
	}
	b.views = b.views[:0]
	for i, t := range b.trees {
		if i == solveViews || (i > 0 && t.det == nil) {
			break
		}
		b.views = append(b.views, t.solveRoot())
	}
	for len(b.stack) < depth {
		b.stack = append(b.stack, b.trees[0].root.Clone())
		b.moves = append(b.moves, make([]M, 0, 64))
	}
	b.line = b.line[:0]
	b.tried = 0
	for d := 1; d <= depth; d++ {
		if b.dfs(b.views[0], 0, d) {
			return b.line[0], true
		}
	}
	return none, false
}

// dfs looks for a winning line of exactly depth-d more moves from s, the
// moves so far in b.line.
func (b *mcts[S, M]) dfs(s S, d, depth int) bool {
	b.moves[d] = s.Legal(b.moves[d][:0])
	child := b.stack[d]
	for _, m := range b.moves[d] {
		if b.tried == solveLimit {
			return false
		}
		b.tried++
		child.CopyFrom(s)
		mustApply(child, m)
		b.line = append(b.line[:d], m)
		switch {
		case d+1 == depth:
			if b.wins(child) && b.everywhere() {
				return true
			}
		case child.Actor() == engine.Actor(b.seat):
			if b.dfs(child, d+1, depth) {
				return true
			}
		}
	}
	return false
}

// wins reports whether s is over with the deciding seat its only winner.
func (b *mcts[S, M]) wins(s S) bool {
	if s.Actor() != engine.Nobody {
		return false
	}
	b.winners = s.Winners(b.winners[:0])
	return len(b.winners) == 1 && b.winners[0] == b.seat
}

// everywhere reports whether b.line, legal at each step, wins in every
// determinization after the first.
func (b *mcts[S, M]) everywhere() bool {
	s := b.trees[0].s
	for _, v := range b.views[1:] {
		s.CopyFrom(v)
		for _, m := range b.line {
			if s.Actor() != engine.Actor(b.seat) {
				return false
			}
			b.check = s.Legal(b.check[:0])
			if index(b.check, m) < 0 {
				return false
			}
			mustApply(s, m)
		}
		if !b.wins(s) {
			return false
		}
	}
	return true
}

// solveRoot is the tree's determinization of the root for a search for a
// win this turn: its root itself, or for an information-set tree a fresh
// draw of the hidden information.
func (t *tree[S, M]) solveRoot() S {
	if !t.resample || t.det == nil {
		return t.root
	}
	t.view.CopyFrom(t.root)
	any(t.view).(engine.Determinizer).Determinize(t.seat, &t.rng)
	return t.view
}
