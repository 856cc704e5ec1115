package cartagena

import "math/bits"

// Legal writes four moves with one store: a Move is 16 bits, so a word
// holds four of them, one to a 16-bit lane, lowest first as a list lays
// them out. The positions a seat's pirates stand on, packed in lanes once
// a list (lowLanes, highLanes), become the moves of one kind and card for
// each of them when that kind and card, repeated in every lane, are or'ed
// in: a position fills only its lane's low byte, which the kind
// and card leave zero, so no lane spills into the next.

// lanes is how many moves one word holds.
const lanes = 4

// window is the room Legal writes a list in. Its index is masked below
// windowIndex (a list holds at most mostLegal moves, fewer than that), so
// that the two words of eight moves stored from it lie in the window, and
// Go checks no bound: the lanes of a store past the list's end are left
// unread, overwritten by the next stores or past the length Legal
// returns.
type window [windowIndex + 2*lanes]Move

// windowIndex bounds an index into a window: a power of two above
// mostLegal.
const windowIndex = 64

// The window must hold the longest list: the array's length turns
// negative, and the build fails, if windowIndex falls to mostLegal or
// below.
var _ [windowIndex - mostLegal - 1]struct{}

// everyLane repeats a 16-bit number in each lane of a word when multiplied
// by it.
const everyLane = 0x0001_0001_0001_0001

// backLanes is the move back from the start in every lane.
const backLanes = uint64(Back) << kindShift * everyLane

// forwardLanes[set] is the forward move from the start playing the lowest
// symbol of a set of symbols, in every lane (the empty set's is unused).
// It has a row for every byte, though a set is below 1<<Symbols, so that a
// set held in a byte indexes it without a mask or a bounds check.
var forwardLanes = func() (t [1 << 8]uint64) {
	for set := 1; set < 1<<Symbols; set++ {
		t[set] = uint64(ForwardMove(Symbol(bits.TrailingZeros8(uint8(set))), Start)) * everyLane
	}
	return t
}()

// noPosition fills the lanes of lowLanes and highLanes past the last
// position: above every position, and below 64.
const noPosition = 63

// lowLanes packs the four lowest positions in set, lowest first, one to a
// lane, and returns them with the positions left in set, that set's top
// bit set (see below); highLanes packs the next two of such a set (a
// seat's pirates stand on at most PiratesEach positions). The lanes of the
// six past the last position hold noPosition, hi's top two zero. No loop
// and no branch: the top bit, set in the set from the start and again
// each time the lowest one is cleared, is the lowest one once the
// positions are all taken (and tells Go that no lowest bit is looked for
// in an empty set); set again in the set cleared, rather than in a copy
// of the set looked at, it spares the copy. Two functions, each small
// enough for Go to inline.
func lowLanes(set uint64) (lo, rest uint64) {
	set |= topLane
	lo = uint64(bits.TrailingZeros64(set))
	set = set&(set-1) | topLane
	lo |= uint64(bits.TrailingZeros64(set)) << 16
	set = set&(set-1) | topLane
	lo |= uint64(bits.TrailingZeros64(set)) << 32
	set = set&(set-1) | topLane
	lo |= uint64(bits.TrailingZeros64(set)) << 48
	return lo, set&(set-1) | topLane
}

// topLane is the set bit that stands for no position (see lowLanes): the
// bit of noPosition.
const topLane = 1 << noPosition

// highLanes packs the two lowest positions in set, the fifth and sixth of
// a seat's, set as lowLanes returns it: with topLane set, and no position
// in it when it is topLane alone (see lowLanes). noHighLanes is what it
// packs for that set.
func highLanes(set uint64) uint64 {
	return uint64(bits.TrailingZeros64(set)) | uint64(bits.TrailingZeros64(set&(set-1)|topLane))<<16
}

const noHighLanes = noPosition | noPosition<<16

// backRoom is where in a window list lays out the moves back, before the
// forward moves, to copy them after those (copyEight): all the seat's
// positions, one to a lane, eight lanes, of which the moves back are the
// last, read from past the others. It lies past every store of a list (at
// most mostLegal moves and the lanes of one store past them), and its
// eight lanes and the six skipped at most fit in the window.
const backRoom = windowIndex - 2*lanes

// The build fails, a length turning negative, if backRoom comes to
// overlap a list or runs past the window.
var (
	_ [backRoom - mostLegal - 2*lanes]struct{}
	_ [len(window{}) - backRoom - 2*lanes - PiratesEach]struct{}
)

// putEight writes the eight moves of the lanes of lo and hi, lo's lowest
// first, at index n of the window (masked below windowIndex, which changes
// no index of a list: see window). Go makes each four stores of 16 bits
// one store of a word.
func putEight(w *window, n int, lo, hi uint64) {
	i := n & (windowIndex - 1)
	to := (*[2 * lanes]Move)(w[i : i+2*lanes])
	to[0], to[1], to[2], to[3] = Move(lo), Move(lo>>16), Move(lo>>32), Move(lo>>48)
	to[4], to[5], to[6], to[7] = Move(hi), Move(hi>>16), Move(hi>>32), Move(hi>>48)
}

// copyEight copies the eight moves at index from of the window (masked
// below windowIndex) to index n (masked too): an array of eight moves,
// copied as one, is one load and one store of 16 bytes.
func copyEight(w *window, n, from int) {
	i, j := n&(windowIndex-1), from&(windowIndex-1)
	*(*[2 * lanes]Move)(w[i : i+2*lanes]) = *(*[2 * lanes]Move)(w[j : j+2*lanes])
}

// putFour writes the four moves of the lanes of lo, lowest first, at index
// n of the window, masked as putEight's.
func putFour(w *window, n int, lo uint64) {
	i := n & (windowIndex - 1)
	to := (*[lanes]Move)(w[i : i+lanes])
	to[0], to[1], to[2], to[3] = Move(lo), Move(lo>>16), Move(lo>>32), Move(lo>>48)
}
