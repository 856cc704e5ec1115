// Package secret makes and compares the server's secrets: seat, host and
// session tokens, table ids and game seeds, and the hashes the store
// keeps of tokens.
package secret

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/binary"
	"encoding/hex"
)

// Token returns a seat or host token: 128 random bits, hex-encoded.
func Token() string { return hex.EncodeToString(Bytes(16)) }

// TableID returns a table's id: 64 random bits, hex-encoded.
func TableID() string { return hex.EncodeToString(Bytes(8)) }

// Seed returns a game's seed, drawn from the operating system.
func Seed() uint64 { return binary.LittleEndian.Uint64(Bytes(8)) }

// Bytes returns n random bytes from the operating system.
func Bytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b)
	return b
}

// Hash is what the store keeps of a token.
func Hash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

// Same compares two token hashes in constant time.
func Same(a, b []byte) bool { return subtle.ConstantTimeCompare(a, b) == 1 }
