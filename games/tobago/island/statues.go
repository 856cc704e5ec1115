package island

// Statue is a statue's hex and the direction it faces.
type Statue struct {
	At     Hex `json:"at"`
	Facing Dir `json:"facing"`
}

// Turned is the statue after it turns 60° clockwise.
func (s Statue) Turned() Statue { return Statue{At: s.At, Facing: s.Facing.Clockwise()} }

// Gaze follows the statue's gaze: the ray of land hexes from the statue (not
// included) in its facing direction, up to and including coast, the last land
// hex before the ray meets the ocean. That is where an amulet appears when a
// treasure is found. A statue next to the ocean looking at it has an empty
// ray and its own hex as coast.
func (is *Island) Gaze(s Statue) (ray HexSet, coast Hex) {
	coast = s.At
	for h := s.At.Neighbour(s.Facing); is.Terrain(h).IsLand(); h = h.Neighbour(s.Facing) {
		ray.Add(h)
		coast = h
	}
	return ray, coast
}
