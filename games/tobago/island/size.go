package island

import (
	"fmt"
	"strconv"
)

// Size is one of the two island sizes, like the two sides of the board pieces.
type Size uint8

// The two sizes.
const (
	Small Size = iota
	Large
)

// Land hex counts allowed for each size.
const (
	SmallMin = 60
	SmallMax = 75
	LargeMin = 90
	LargeMax = 110
)

// String is "small" or "large".
func (s Size) String() string {
	switch s {
	case Small:
		return "small"
	case Large:
		return "large"
	}
	return "Size(" + strconv.Itoa(int(s)) + ")"
}

// LandRange is the smallest and largest land hex count of the size.
func (s Size) LandRange() (lo, hi int) {
	if s == Large {
		return LargeMin, LargeMax
	}
	return SmallMin, SmallMax
}

// ParseSize reads "small" or "large".
func ParseSize(s string) (Size, error) {
	switch s {
	case "small":
		return Small, nil
	case "large":
		return Large, nil
	}
	return Small, fmt.Errorf("unknown island size %q (small or large)", s)
}

// MarshalText writes "small" or "large".
func (s Size) MarshalText() ([]byte, error) {
	if s > Large {
		return nil, fmt.Errorf("no island size %d", s)
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads "small" or "large".
func (s *Size) UnmarshalText(b []byte) error {
	v, err := ParseSize(string(b))
	*s = v
	return err
}
