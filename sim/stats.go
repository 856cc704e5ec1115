package sim

import "math"

// Z95 is the standard normal quantile of a two-sided 95% interval.
const Z95 = 1.959963984540054

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

// Mean is the mean of a sample with the normal-approximation interval
// mean ± z·s/√n (s the sample standard deviation); a sample of one or none
// has a zero-width interval.
type Mean struct {
	n         int
	sum, sum2 float64
}

// Add adds one observation.
func (m *Mean) Add(x float64) {
	m.n++
	m.sum += x
	m.sum2 += x * x
}

// Interval is the mean with its interval at normal quantile z.
func (m *Mean) Interval(z float64) Interval {
	if m.n == 0 {
		return Interval{}
	}
	n := float64(m.n)
	mean := m.sum / n
	if m.n < 2 {
		return Interval{mean, mean, mean}
	}
	v := max(0, (m.sum2-n*mean*mean)/(n-1))
	half := z * math.Sqrt(v/n)
	return Interval{mean, mean - half, mean + half}
}
