package bots

// memoSize is the number of settled states an expecti search remembers:
// far more than the few thousand distinct ones that two or three stages of
// La Tortuga reach.
const memoSize = 1 << 15

// memo remembers the values of settled states met in one decision's search
// (engine.Keyed), so that a state reached by several lines of play is
// valued once. A new decision forgets them all by moving to a new
// generation; a full neighbourhood overwrites its oldest slot.
type memo struct {
	keys  []uint64
	gens  []uint32
	vals  []float64
	gen   uint32
	seats int
}

// memoProbes is how many neighbouring slots a key may take.
const memoProbes = 4

func newMemo(seats int) *memo {
	return &memo{keys: make([]uint64, memoSize), gens: make([]uint32, memoSize),
		vals: make([]float64, memoSize*seats), seats: seats}
}

// forget starts a new decision.
func (m *memo) forget() {
	m.gen++
	if m.gen == 0 {
		clear(m.gens)
		m.gen = 1
	}
}

// get returns the values remembered for key, or nil.
func (m *memo) get(key uint64) []float64 {
	for i := range memoProbes {
		j := (int(key) + i) & (memoSize - 1)
		if m.gens[j] != m.gen {
			return nil
		}
		if m.keys[j] == key {
			return m.vals[j*m.seats : (j+1)*m.seats]
		}
	}
	return nil
}

// put remembers v for key.
func (m *memo) put(key uint64, v []float64) {
	j := int(key) & (memoSize - 1)
	for i := range memoProbes {
		k := (int(key) + i) & (memoSize - 1)
		if m.gens[k] != m.gen || m.keys[k] == key {
			j = k
			break
		}
	}
	m.keys[j], m.gens[j] = key, m.gen
	copy(m.vals[j*m.seats:(j+1)*m.seats], v)
}
