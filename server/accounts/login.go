package accounts

import (
	"bytes"
	"context"
	"errors"
	"net/http"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// A sign-in is a ceremony with discoverable credentials: the browser
// offers whichever of its passkeys for the site the person picks, and the
// passkey names its account.

// BeginLogin begins a sign-in.
func (s *Service) BeginLogin(ctx context.Context) (wire.Ceremony, error) {
	assertion, sd, err := s.rp.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationPreferred))
	if err != nil {
		return wire.Ceremony{}, err
	}
	return s.beginCeremony(ctx, ceremony{Kind: ceremonyLogin, Session: *sd}, assertion.Response)
}

// FinishLogin checks the assertion the browser answered a sign-in with
// and is the account whose passkey signed it; it records what the
// sign-in saw of the passkey. A passkey no account has, or one whose
// signature counter went back, is refused.
func (s *Service) FinishLogin(ctx context.Context, req wire.CeremonyFinish) (store.Account, error) {
	c, err := s.finishCeremony(ctx, req, ceremonyLogin)
	if err != nil {
		return store.Account{}, err
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(req.Credential)
	if err != nil {
		return store.Account{}, passkeyRefused(err)
	}
	var found *passkeyUser
	user, cred, err := s.rp.ValidatePasskeyLogin(func(rawID, handle []byte) (webauthn.User, error) {
		u, err := s.passkeyUser(ctx, rawID)
		if err == nil && !bytes.Equal(handle, u.WebAuthnID()) {
			err = errNoPasskey
		}
		found = &u
		return u, err
	}, c.Session, parsed)
	switch {
	case err != nil && found != nil && errors.Is(err, errNoPasskey):
		return store.Account{}, errNoPasskey
	case err != nil:
		return store.Account{}, passkeyRefused(err)
	case cred.Authenticator.CloneWarning:
		return store.Account{}, refusal.New(http.StatusUnauthorized, "this passkey's signature counter went back: it may have been copied; sign in with another passkey")
	}
	if err := s.cfg.Store.UsePasskey(ctx, cred.ID, cred.Authenticator.SignCount, byte(cred.Flags.ProtocolValue())); err != nil {
		return store.Account{}, err
	}
	return user.(passkeyUser).account, nil
}
