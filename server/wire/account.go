package wire

import (
	"encoding/json"
	"time"
)

// Accounts (docs/api.md, "Accounts"): a nickname and one or more
// passkeys (WebAuthn), no password. A signed-in browser holds an
// HttpOnly, SameSite=Strict session cookie, Secure behind TLS; a
// person without an account plays by link as before.
//
//	POST /api/accounts/register/begin   RegisterBegin → Ceremony
//	POST /api/accounts/register/finish  CeremonyFinish → Me (sets the cookie)
//	POST /api/accounts/login/begin      (no body) → Ceremony (discoverable credentials)
//	POST /api/accounts/login/finish     CeremonyFinish → Me (sets the cookie)
//	POST /api/accounts/passkeys/begin   (signed in) → Ceremony
//	POST /api/accounts/passkeys/finish  (signed in) CeremonyFinish → Me
//	POST /api/accounts/logout           ends this device's session
//	POST /api/accounts/logout-all       ends every session of the account
//	GET  /api/accounts/me               → Me, 401 when not signed in
//	GET  /api/accounts/me/tables        → TableList of the account's tables
//	POST /api/accounts/claim            ClaimRequest → Joined (binds a guest seat)

// RegisterBegin starts an account's creation under a nickname.
type RegisterBegin struct {
	Nick string `json:"nick"`
}

// Ceremony is a WebAuthn ceremony begun: Options are what the browser
// passes to navigator.credentials.create or .get (the "publicKey"
// member's content, binary fields base64url-encoded as go-webauthn
// writes them), Ceremony the id to send back with the answer.
type Ceremony struct {
	Ceremony string          `json:"ceremony"`
	Options  json.RawMessage `json:"options"`
}

// CeremonyFinish ends a ceremony: the credential the browser made or the
// assertion it signed, as PublicKeyCredential's JSON (toJSON()).
type CeremonyFinish struct {
	Ceremony   string          `json:"ceremony"`
	Credential json.RawMessage `json:"credential"`
}

// Account is a signed-in person as others may see them.
type Account struct {
	ID   string `json:"id"`
	Nick string `json:"nick"`
}

// Me is the signed-in account, its passkeys and when the session ends.
type Me struct {
	Account  Account   `json:"account"`
	Passkeys int       `json:"passkeys"`
	Expires  time.Time `json:"expires"`
}

// ClaimRequest binds to the signed-in account a seat taken as a guest:
// the table and the seat's token.
type ClaimRequest struct {
	Table string `json:"table"`
	Token string `json:"token"`
}
