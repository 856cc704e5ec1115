package cartagena

import "testing"

// The tunnel and the first player are public, while the same secret seed
// shuffles the hidden hands of Jamaica: the tunnel must reveal nothing of
// the seed, so seeds that differ in one bit give unrelated tunnels.
func TestTunnelRevealsNothingOfTheSeed(t *testing.T) {
	const seed = 0x0123_4567_89ab_cdef
	base, err := New(4, nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	tunnel := *base.Options().Tunnel
	for _, k := range []int{0, 1, 7, 20, 33, 63} {
		s, err := New(4, nil, seed^1<<k)
		if err != nil {
			t.Fatal(err)
		}
		other := *s.Options().Tunnel
		same := 0
		for i := range tunnel {
			if tunnel[i] == other[i] {
				same++
			}
		}
		// Two unrelated tunnels agree on about a sixth of their 36 spaces.
		if same > 18 {
			t.Errorf("seeds differing in bit %d give tunnels that agree on %d of 36 spaces:\n%v\n%v", k, same, tunnel, other)
		}
	}
}
