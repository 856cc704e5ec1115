package cartagena

// handBits is the width of one symbol's count in the word inHand reads a
// hand into: symbol c is bit handBits*c+7 of the set it returns.
const handBits = 8

// inHand is the set of symbols seat p holds cards of, symbol c as bit
// 8c+7: each count (at most MaxCardsPerSymbol, below 128) is one byte of a
// word, and adding 0x7f to a byte carries into its top bit only when the
// count is not zero. Divide a bit's position by handBits for its symbol.
func (s *State) inHand(p int8) uint64 {
	h := &s.hands[p]
	w := uint64(uint8(h[0])) | uint64(uint8(h[1]))<<8 | uint64(uint8(h[2]))<<16 |
		uint64(uint8(h[3]))<<24 | uint64(uint8(h[4]))<<32 | uint64(uint8(h[5]))<<40
	return (w + 0x7f7f7f7f7f7f) & 0x808080808080
}
