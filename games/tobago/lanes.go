package tobago

// treasureLanes holds a grid index (or noCell) per map in one word, map m
// in bits 16m to 16m+15, so that whether any map holds a given index is
// asked of all four at once (SWAR: SIMD within a register).
type treasureLanes uint64

// The lanes' masks: the lowest bit of each lane, and the highest.
const (
	laneLow  = 0x0001_0001_0001_0001
	laneHigh = 0x8000_8000_8000_8000
)

// set puts grid index i in map m's lane.
func (t *treasureLanes) set(m int8, i int16) {
	shift := 16 * uint(m)
	*t = *t&^(0xffff<<shift) | treasureLanes(uint16(i))<<shift
}

// at is the grid index in map m's lane.
func (t treasureLanes) at(m int8) int16 { return int16(t >> (16 * uint(m))) }

// has reports whether some lane holds grid index i. XORing i into every
// lane zeroes exactly the lanes equal to it, and x-laneLow &^ x has a
// lane's high bit set for a zero lane (the classic "has a zero byte" test
// on 16-bit lanes: a borrow may also mark a lane above a zero one, but
// never when no lane is zero, so the answer is exact).
func (t treasureLanes) has(i int16) bool {
	x := uint64(t) ^ uint64(uint16(i))*laneLow
	return (x-laneLow)&^x&laneHigh != 0
}
