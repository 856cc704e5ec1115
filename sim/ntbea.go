package sim

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// NTBEA is the N-Tuple Bandit Evolutionary Algorithm (Lucas, Liu and
// Perez-Liebana 2018) as TAG's NTupleBanditEA and NTupleSystem run it: a
// model of a noisy fitness landscape over a discrete search space, kept as
// the mean fitness seen for every value of each parameter (1-tuples), of
// each pair of parameters (2-tuples) and of the whole point (the N-tuple);
// each step evaluates the current point once, adds it to the model, and
// moves to the best of Neighbours mutants of it by the model's upper
// confidence bound. The recommendation is the sampled point with the best
// mean estimate.
type NTBEA struct {
	// Sizes is the number of values of each parameter; each is 2 or more.
	Sizes []int
	// Neighbours is the number of mutants weighed at each step (TAG: 50),
	// at most a quarter of the space and at least 5.
	Neighbours int
	// Explore is the weight of the exploration term (TAG's kExplore: 1).
	Explore float64
}

// ntbeaEpsilon keeps the exploration term finite for values never seen
// (TAG's epsilon).
const ntbeaEpsilon = 0.1

// NTBEAStep is one evaluation of a search.
type NTBEAStep struct {
	Point   []int   `json:"point"`
	Fitness float64 `json:"fitness"`
}

// NTBEAResult is what a search did and what it recommends.
type NTBEAResult struct {
	// Steps are the evaluations in order.
	Steps []NTBEAStep
	// Best is the sampled point with the best mean estimate, and Estimate
	// that estimate.
	Best     []int
	Estimate float64
}

// Run searches for the point of highest fitness with iterations
// evaluations of evaluate (which may be noisy), drawing its random choices
// from rng; the same rng state and fitnesses give the same search.
func (n NTBEA) Run(rng *rand.Rand, iterations int, evaluate func(point []int) float64) NTBEAResult {
	m := newTupleModel(n.Sizes)
	neighbours := n.neighbours()
	p := make([]int, len(n.Sizes))
	for d, size := range n.Sizes {
		p[d] = rng.IntN(size)
	}
	var res NTBEAResult
	for range iterations {
		f := evaluate(p)
		m.add(p, f)
		res.Steps = append(res.Steps, NTBEAStep{Point: p, Fitness: f})
		var next []int
		bound := math.Inf(-1)
		for range neighbours {
			q := n.mutate(rng, p)
			if b := m.mean(q) + n.Explore*m.exploration(q); b > bound {
				next, bound = q, b
			}
		}
		p = next
	}
	res.Estimate = math.Inf(-1)
	for _, s := range res.Steps {
		if e := m.mean(s.Point); e > res.Estimate {
			res.Best, res.Estimate = s.Point, e
		}
	}
	return res
}

// neighbours is the number of mutants weighed at each step.
func (n NTBEA) neighbours() int {
	size := 1.0
	for _, s := range n.Sizes {
		size *= float64(s)
	}
	k := n.Neighbours
	if k < 1 {
		k = 50
	}
	return int(max(5, min(float64(k), size/4)))
}

// mutate changes each parameter of p to another value with probability
// 1/dimensions, and one at random when none changed.
func (n NTBEA) mutate(rng *rand.Rand, p []int) []int {
	q := append([]int(nil), p...)
	changed := false
	other := func(d int) {
		v := rng.IntN(n.Sizes[d] - 1)
		if v >= p[d] {
			v++
		}
		q[d] = v
		changed = true
	}
	for d := range q {
		if rng.Float64() < 1/float64(len(q)) {
			other(d)
		}
	}
	if !changed {
		other(rng.IntN(len(q)))
	}
	return q
}

// tupleModel is NTBEA's model of the landscape: for each tuple of
// parameters, the fitnesses seen at each of its combinations of values.
type tupleModel struct {
	tuples []ntuple
}

// ntuple is one tuple of parameters and its statistics.
type ntuple struct {
	dims    []int
	samples int
	stats   map[string]*tupleStat
}

// tupleStat sums the fitnesses seen at one combination of a tuple's values.
type tupleStat struct {
	n   int
	sum float64
}

// newTupleModel makes the 1-tuples, the 2-tuples and the N-tuple of a space
// of len(sizes) parameters, each tuple once.
func newTupleModel(sizes []int) *tupleModel {
	d := len(sizes)
	var sets [][]int
	for i := range d {
		sets = append(sets, []int{i})
	}
	for i := range d {
		for j := i + 1; j < d; j++ {
			sets = append(sets, []int{i, j})
		}
	}
	if d > 2 {
		all := make([]int, d)
		for i := range all {
			all[i] = i
		}
		sets = append(sets, all)
	}
	m := &tupleModel{}
	for _, s := range sets {
		m.tuples = append(m.tuples, ntuple{dims: s, stats: map[string]*tupleStat{}})
	}
	return m
}

// key is the tuple's combination of values at point p.
func (t *ntuple) key(p []int) string {
	b := make([]byte, 0, 2*len(t.dims))
	for _, d := range t.dims {
		b = binary.AppendUvarint(b, uint64(p[d]))
	}
	return string(b)
}

// add records fitness f at point p.
func (m *tupleModel) add(p []int, f float64) {
	for i := range m.tuples {
		t := &m.tuples[i]
		k := t.key(p)
		s := t.stats[k]
		if s == nil {
			s = &tupleStat{}
			t.stats[k] = s
		}
		s.n++
		s.sum += f
		t.samples++
	}
}

// mean is the mean over the tuples that have seen p's values of their mean
// fitness there; 0 when none has.
func (m *tupleModel) mean(p []int) float64 {
	sum, n := 0.0, 0
	for i := range m.tuples {
		if s := m.tuples[i].stats[m.tuples[i].key(p)]; s != nil {
			sum += s.sum / float64(s.n)
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// exploration is the mean over the tuples of sqrt(ln((1+N)/(ε+n))), N the
// tuple's samples and n those at p's values: large where p's values are
// rarely seen.
func (m *tupleModel) exploration(p []int) float64 {
	sum := 0.0
	for i := range m.tuples {
		t := &m.tuples[i]
		n := 0
		if s := t.stats[t.key(p)]; s != nil {
			n = s.n
		}
		sum += math.Sqrt(math.Log((1 + float64(t.samples)) / (ntbeaEpsilon + float64(n))))
	}
	return sum / float64(len(m.tuples))
}
