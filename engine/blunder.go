package engine

// Blunderer is an optional interface of a game state: the moves that
// anyone who knows the rules would call a mistake, because another legal
// move is better on every count a player weighs (La Tortuga: stopping on a
// first die of 1 from the raft, where rolling again cannot bust; Cartagena:
// going back eight spaces for one card where another pirate goes back one
// space for two). The bots never choose one while another move is legal.
type Blunderer[M Move] interface {
	// Blunder reports whether m, legal now for the seat that decides, is
	// such a move. It leaves the state unchanged and allocates nothing.
	Blunder(m M) bool
}

// DropBlunders removes from legal, in place and in order, the moves s calls
// blunders, unless that would leave none; a state that is not a Blunderer
// keeps them all.
func DropBlunders[M Move](s any, legal []M) []M {
	b, ok := s.(Blunderer[M])
	if !ok {
		return legal
	}
	// A kept move is written over one already read, so when none is kept
	// legal is untouched and is returned whole.
	out := legal[:0]
	for _, m := range legal {
		if !b.Blunder(m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return legal
	}
	return out
}
