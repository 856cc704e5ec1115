// Package passkeytest is a software passkey authenticator for tests: it
// answers the WebAuthn ceremonies of package accounts as a browser and
// its authenticator would.
package passkeytest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"testing"

	"caribe/server/secret"

	"github.com/go-webauthn/webauthn/protocol/webauthncbor"
)

// Authenticator is a software passkey authenticator holding discoverable
// ES256 credentials, answering ceremonies as a browser and its
// authenticator would: attestation "none" on creation, an ECDSA
// signature over authenticatorData||SHA-256(clientDataJSON) on assertion.
type Authenticator struct {
	t      testing.TB
	rpID   string
	origin string
	// Creds are the credentials made, in order.
	Creds []*Credential
}

// New is an authenticator for the relying party rpID whose pages are
// served from origin; it fails t when it cannot answer.
func New(t testing.TB, rpID, origin string) *Authenticator {
	return &Authenticator{t: t, rpID: rpID, origin: origin}
}

// Credential is one credential the authenticator holds.
type Credential struct {
	id   []byte
	key  *ecdsa.PrivateKey
	user []byte
	// Counts is the signature counter, counted up by each Get; a test
	// sets it back to act as a copy of the credential would.
	Counts uint32
}

var b64 = base64.RawURLEncoding

// Authenticator data flags.
const (
	flagUP = 0x01
	flagUV = 0x04
	flagAT = 0x40
)

// options are the fields of a ceremony's options the authenticator reads.
type options struct {
	Challenge string `json:"challenge"`
	User      struct {
		ID string `json:"id"`
	} `json:"user"`
}

func (a *Authenticator) clientData(kind, challenge string) []byte {
	data, err := json.Marshal(map[string]any{"type": kind, "challenge": challenge, "origin": a.origin, "crossOrigin": false})
	if err != nil {
		a.t.Fatal(err)
	}
	return data
}

func (a *Authenticator) authData(flags byte, count uint32, attested []byte) []byte {
	rp := sha256.Sum256([]byte(a.rpID))
	out := append(rp[:], flags)
	out = binary.BigEndian.AppendUint32(out, count)
	return append(out, attested...)
}

// Create makes a credential for the options of a registration and
// answers as PublicKeyCredential.toJSON() does.
func (a *Authenticator) Create(raw json.RawMessage) json.RawMessage {
	a.t.Helper()
	var o options
	if err := json.Unmarshal(raw, &o); err != nil {
		a.t.Fatal(err)
	}
	user, err := b64.DecodeString(o.User.ID)
	if err != nil {
		a.t.Fatalf("user id %q: %v", o.User.ID, err)
	}
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		a.t.Fatal(err)
	}
	c := &Credential{id: secret.Bytes(16), key: key, user: user}
	a.Creds = append(a.Creds, c)
	pub, err := key.PublicKey.Bytes()
	if err != nil {
		a.t.Fatal(err)
	}
	cose, err := webauthncbor.Marshal(map[int]any{1: 2, 3: -7, -1: 1, -2: pub[1:33], -3: pub[33:]})
	if err != nil {
		a.t.Fatal(err)
	}
	attested := make([]byte, 16)
	attested = binary.BigEndian.AppendUint16(attested, uint16(len(c.id)))
	attested = append(append(attested, c.id...), cose...)
	object, err := webauthncbor.Marshal(map[string]any{"fmt": "none", "attStmt": map[string]any{}, "authData": a.authData(flagUP|flagUV|flagAT, 0, attested)})
	if err != nil {
		a.t.Fatal(err)
	}
	return a.answer(c.id, map[string]any{
		"clientDataJSON":    b64.EncodeToString(a.clientData("webauthn.create", o.Challenge)),
		"attestationObject": b64.EncodeToString(object),
		"transports":        []string{"internal"},
	})
}

// Get signs the options of a sign-in with credential c.
func (a *Authenticator) Get(raw json.RawMessage, c *Credential) json.RawMessage {
	a.t.Helper()
	var o options
	if err := json.Unmarshal(raw, &o); err != nil {
		a.t.Fatal(err)
	}
	c.Counts++
	auth := a.authData(flagUP|flagUV, c.Counts, nil)
	client := a.clientData("webauthn.get", o.Challenge)
	digest := sha256.Sum256(client)
	signed := sha256.Sum256(append(append([]byte{}, auth...), digest[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, c.key, signed[:])
	if err != nil {
		a.t.Fatal(err)
	}
	return a.answer(c.id, map[string]any{
		"clientDataJSON":    b64.EncodeToString(client),
		"authenticatorData": b64.EncodeToString(auth),
		"signature":         b64.EncodeToString(sig),
		"userHandle":        b64.EncodeToString(c.user),
	})
}

func (a *Authenticator) answer(id []byte, response map[string]any) json.RawMessage {
	data, err := json.Marshal(map[string]any{
		"id": b64.EncodeToString(id), "rawId": b64.EncodeToString(id), "type": "public-key",
		"response": response, "clientExtensionResults": map[string]any{},
	})
	if err != nil {
		a.t.Fatal(err)
	}
	return data
}
