package accounts

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// ceremonyTTL is how long a WebAuthn ceremony begun may wait for its
// answer. Ceremonies are kept in the store, so that any server sharing
// it finishes one another began.
const ceremonyTTL = 5 * time.Minute

// The kinds of ceremony.
const (
	ceremonyRegister = "register"
	ceremonyLogin    = "login"
	ceremonyPasskey  = "passkey"
)

// ceremony is what the server keeps of a ceremony begun: its kind, the
// account it is for (a new one's id and nickname when registering, the
// signed-in one's when adding a passkey) and go-webauthn's state.
type ceremony struct {
	Kind    string               `json:"kind"`
	Account string               `json:"account,omitempty"`
	Nick    string               `json:"nick,omitempty"`
	Session webauthn.SessionData `json:"session"`
}

// errNoCeremony refuses an answer to a ceremony the server does not have.
var errNoCeremony = refusal.New(http.StatusBadRequest, "ceremony: unknown, finished already or expired (they last %s): begin again", ceremonyTTL)

// beginCeremony keeps c and is what the browser is answered: the
// ceremony's id and its options.
func (s *Service) beginCeremony(ctx context.Context, c ceremony, options any) (wire.Ceremony, error) {
	data, err := json.Marshal(c)
	if err == nil {
		var opts []byte
		if opts, err = json.Marshal(options); err == nil {
			id := secret.Token()
			now := s.cfg.Now()
			if err = s.cfg.Store.PutCeremony(ctx, store.Ceremony{ID: id, Data: data, Expires: now.Add(ceremonyTTL)}, now); err == nil {
				return wire.Ceremony{Ceremony: id, Options: opts}, nil
			}
		}
	}
	return wire.Ceremony{}, fmt.Errorf("ceremony: %w", err)
}

// finishCeremony takes the ceremony an answer names, which must be of
// kind: once taken, it cannot be answered again.
func (s *Service) finishCeremony(ctx context.Context, req wire.CeremonyFinish, kind string) (ceremony, error) {
	if req.Ceremony == "" {
		return ceremony{}, refusal.New(http.StatusBadRequest, "ceremony: missing; give the id the begin step answered")
	}
	if len(req.Credential) == 0 {
		return ceremony{}, refusal.New(http.StatusBadRequest, "credential: missing; give the browser's PublicKeyCredential as JSON")
	}
	stored, err := s.cfg.Store.TakeCeremony(ctx, req.Ceremony, s.cfg.Now())
	if errors.Is(err, store.ErrNotFound) {
		return ceremony{}, errNoCeremony
	}
	if err != nil {
		return ceremony{}, err
	}
	var c ceremony
	if err := json.Unmarshal(stored.Data, &c); err != nil {
		return ceremony{}, fmt.Errorf("ceremony %s: %w", req.Ceremony, err)
	}
	if c.Kind != kind {
		return ceremony{}, refusal.New(http.StatusBadRequest, "ceremony: begun as %s, answered as %s: begin again", c.Kind, kind)
	}
	return c, nil
}
