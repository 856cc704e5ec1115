package engine

import (
	"crypto/sha256"
	"encoding/binary"
)

// SubSeed derives the seed of one purpose (a public set-up such as an
// island or a tunnel, a bot's thinking at one version) from a game's secret
// seed through SHA-256, a one-way function: whatever a client can observe of
// the derived seed's consequences tells it nothing of the secret seed, and
// seeds that differ in one bit give unrelated sub-seeds. The purpose keeps
// the derivations of one seed apart from each other.
func SubSeed(seed uint64, purpose string) uint64 {
	h := sha256.New()
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	h.Write([]byte(purpose))
	var sum [sha256.Size]byte
	return binary.LittleEndian.Uint64(h.Sum(sum[:0]))
}
