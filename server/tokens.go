package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
)

// newToken returns a seat or host token: 128 random bits, hex-encoded.
func newToken() string { return hex.EncodeToString(randomBytes(16)) }

// newTableID returns a table's id: 64 random bits, hex-encoded.
func newTableID() string { return hex.EncodeToString(randomBytes(8)) }

// newSeed returns a game's seed, drawn from the operating system.
func newSeed() uint64 { return binary.LittleEndian.Uint64(randomBytes(8)) }

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// hashToken is what the store keeps of a token.
func hashToken(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// sameHash compares two token hashes in constant time.
func sameHash(a, b []byte) bool { return subtle.ConstantTimeCompare(a, b) == 1 }
