package sim

import (
	"hash/fnv"
	"math"
	"math/bits"
	"slices"
)

// Z95 is the standard normal quantile of a two-sided 95% interval.
const Z95 = 1.959963984540054

// Resamples is the number of bootstrap resamples behind a mean's interval.
const Resamples = 2000

// Interval is an estimate with its 95% confidence interval.
type Interval struct {
	Value float64 `json:"value"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// Excludes reports whether x lies outside the interval.
func (i Interval) Excludes(x float64) bool { return x < i.Low || x > i.High }

// Wilson is the Wilson score interval of a proportion: successes out of n
// trials, at normal quantile z. Successes may be fractional (a shared win
// counts as an equal share); n = 0 gives [0, 1] around 0.
func Wilson(successes float64, n int, z float64) Interval {
	if n == 0 {
		return Interval{0, 0, 1}
	}
	nf := float64(n)
	p := successes / nf
	z2 := z * z
	den := 1 + z2/nf
	center := (p + z2/(2*nf)) / den
	half := z / den * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return Interval{p, max(0, center-half), min(1, center+half)}
}

// Quartiles are a sample's median and its first and third quartiles
// (linear interpolation between order statistics, as R's and NumPy's
// default).
type Quartiles struct {
	Q1     float64 `json:"q1"`
	Median float64 `json:"median"`
	Q3     float64 `json:"q3"`
}

// Sample is a sample of one number per game: its mean with a bootstrap
// percentile interval, and its quartiles.
type Sample struct {
	xs []float64
}

// Add adds one observation.
func (s *Sample) Add(x float64) { s.xs = append(s.xs, x) }

// Len is the number of observations.
func (s *Sample) Len() int { return len(s.xs) }

// Interval is the mean with its 95% bootstrap percentile interval: the
// 2.5% and 97.5% quantiles of the means of Resamples resamples drawn with
// replacement by a generator (splitmix64) seeded with seed, so that the interval is the
// same on every run. It lies within the sample's range: a count's interval
// is never negative. A sample of one or none has a zero-width interval.
func (s *Sample) Interval(seed uint64) Interval {
	n := len(s.xs)
	if n == 0 {
		return Interval{}
	}
	mean := sum(s.xs) / float64(n)
	if n < 2 || slices.Min(s.xs) == slices.Max(s.xs) {
		return Interval{mean, mean, mean}
	}
	means := make([]float64, Resamples)
	state, un := seed, uint64(n)
	for b := range means {
		t := 0.0
		for range n {
			// splitmix64, its output scaled to an index by a multiply
			state += 0x9e3779b97f4a7c15
			z := state
			z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
			z = (z ^ z>>27) * 0x94d049bb133111eb
			k, _ := bits.Mul64(z^z>>31, un)
			t += s.xs[k]
		}
		means[b] = t / float64(n)
	}
	slices.Sort(means)
	return Interval{mean, quantile(means, 0.025), quantile(means, 0.975)}
}

// Quartiles are the sample's quartiles; zero for an empty sample.
func (s *Sample) Quartiles() Quartiles {
	if len(s.xs) == 0 {
		return Quartiles{}
	}
	sorted := slices.Clone(s.xs)
	slices.Sort(sorted)
	return Quartiles{quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75)}
}

// quantile is the p-quantile of sorted values, interpolating linearly
// between the order statistics around (n−1)·p.
func quantile(sorted []float64, p float64) float64 {
	h := float64(len(sorted)-1) * p
	lo := int(math.Floor(h))
	if lo+1 >= len(sorted) {
		return sorted[lo]
	}
	return sorted[lo] + (h-float64(lo))*(sorted[lo+1]-sorted[lo])
}

// sum adds the values up.
func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// seedFor derives a bootstrap's seed from the tournament's seed and names
// saying which number of which report it resamples.
func seedFor(seed uint64, names ...string) uint64 {
	h := fnv.New64a()
	for _, n := range names {
		h.Write([]byte(n))
		h.Write([]byte{0})
	}
	return seed ^ h.Sum64()
}
