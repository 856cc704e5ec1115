package island

import (
	"fmt"
	"strings"
)

// Named is an island that ships with the game: a generator seed and size
// under a name. Its picture never changes: a test holds each one's text map.
type Named struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Seed uint64 `json:"seed"`
	Size Size   `json:"size"`
}

// namedIslands are the islands the game offers by default, four of each size.
var namedIslands = [...]Named{
	{"coral-cove", "Coral Cove", 1, Small},
	{"pelican-key", "Pelican Key", 5, Small},
	{"turtle-rock", "Turtle Rock", 9, Small},
	{"little-tobago", "Little Tobago", 14, Small},
	{"great-tobago", "Great Tobago", 3, Large},
	{"mangrove-reach", "Mangrove Reach", 7, Large},
	{"emerald-isle", "Emerald Isle", 10, Large},
	{"buccaneer-bay", "Buccaneer Bay", 12, Large},
}

// NamedIslands lists the islands that ship with the game, small ones first.
func NamedIslands() []Named { return append([]Named(nil), namedIslands[:]...) }

// Island draws the named island.
func (n Named) Island() *Island { return Generate(n.Seed, n.Size) }

// ByName finds a named island by its id ("coral-cove") or its name ("Coral
// Cove"), ignoring case.
func ByName(name string) (Named, error) {
	ids := make([]string, len(namedIslands))
	for k, n := range namedIslands {
		if strings.EqualFold(name, n.ID) || strings.EqualFold(name, n.Name) {
			return n, nil
		}
		ids[k] = n.ID
	}
	return Named{}, fmt.Errorf("no island is named %q (the named islands: %s)", name, strings.Join(ids, ", "))
}
