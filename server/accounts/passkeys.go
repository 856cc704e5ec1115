package accounts

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/refusal"
	"caribe/server/wire"
	"caribe/store"
)

// errNoPasskey refuses an assertion by a passkey no account has.
var errNoPasskey = refusal.New(http.StatusUnauthorized, "this passkey belongs to no account here: create an account, or sign in with another passkey")

// newRelyingParty is the WebAuthn relying party whose id is rpID and
// whose pages are served from origins (Config.RPID, Config.RPOrigins).
func newRelyingParty(rpID string, origins []string) (*webauthn.WebAuthn, error) {
	for _, o := range origins {
		if u, err := url.Parse(o); err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
			return nil, fmt.Errorf("server: relying party origin %q: give a scheme and host, such as https://example.org", o)
		}
	}
	wa, err := webauthn.New(&webauthn.Config{
		RPID: rpID, RPDisplayName: "Caribe", RPOrigins: origins,
		AttestationPreference: protocol.PreferNoAttestation,
		AuthenticatorSelection: protocol.AuthenticatorSelection{
			ResidentKey: protocol.ResidentKeyRequirementRequired, RequireResidentKey: protocol.ResidentKeyRequired(),
			UserVerification: protocol.VerificationPreferred,
		},
	})
	if err != nil {
		return nil, fmt.Errorf("server: relying party %q: %w", rpID, err)
	}
	return wa, nil
}

// passkeyUser is an account as go-webauthn sees it: its user handle is
// the account's id.
type passkeyUser struct {
	account store.Account
	keys    []store.Passkey
}

func (u passkeyUser) WebAuthnID() []byte          { return []byte(u.account.ID) }
func (u passkeyUser) WebAuthnName() string        { return u.account.Nick }
func (u passkeyUser) WebAuthnDisplayName() string { return u.account.Nick }

// WebAuthnCredentials are the account's passkeys as credential records.
func (u passkeyUser) WebAuthnCredentials() []webauthn.Credential {
	creds := make([]webauthn.Credential, len(u.keys))
	for i, k := range u.keys {
		transports := make([]protocol.AuthenticatorTransport, len(k.Transports))
		for j, t := range k.Transports {
			transports[j] = protocol.AuthenticatorTransport(t)
		}
		creds[i] = webauthn.Credential{
			ID: k.ID, PublicKey: k.PublicKey, Transport: transports,
			Flags:         webauthn.NewCredentialFlags(protocol.AuthenticatorFlags(k.Flags)),
			Authenticator: webauthn.Authenticator{SignCount: k.SignCount},
		}
	}
	return creds
}

// passkeyOf is the record the store keeps of a credential registered to
// account.
func passkeyOf(c *webauthn.Credential, account string) store.Passkey {
	transports := make([]string, len(c.Transport))
	for i, t := range c.Transport {
		transports[i] = string(t)
	}
	return store.Passkey{
		ID: c.ID, Account: account, PublicKey: c.PublicKey, SignCount: c.Authenticator.SignCount,
		Flags: byte(c.Flags.ProtocolValue()), Transports: transports,
	}
}

// passkeyRefused is the refusal of a credential or assertion the relying
// party did not accept, saying why.
func passkeyRefused(err error) error {
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.DevInfo != "" {
		return refusal.New(http.StatusBadRequest, "passkey refused: %s (%s)", pe.Details, pe.DevInfo)
	}
	return refusal.New(http.StatusBadRequest, "passkey refused: %v", err)
}

// newCredential checks the credential a registration's answer carries
// for user.
func (s *Service) newCredential(user passkeyUser, c ceremony, req wire.CeremonyFinish) (*webauthn.Credential, error) {
	parsed, err := protocol.ParseCredentialCreationResponseBytes(req.Credential)
	if err != nil {
		return nil, passkeyRefused(err)
	}
	cred, err := s.rp.CreateCredential(user, c.Session, parsed)
	if err != nil {
		return nil, passkeyRefused(err)
	}
	return cred, nil
}

// passkeyUser is the account a passkey belongs to, with all its passkeys;
// errNoPasskey when the passkey is unknown.
func (s *Service) passkeyUser(ctx context.Context, id []byte) (passkeyUser, error) {
	key, err := s.cfg.Store.Passkey(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return passkeyUser{}, errNoPasskey
	}
	if err != nil {
		return passkeyUser{}, err
	}
	account, err := s.cfg.Store.Account(ctx, key.Account)
	if err != nil {
		return passkeyUser{}, err
	}
	keys, err := s.cfg.Store.Passkeys(ctx, account.ID)
	return passkeyUser{account: account, keys: keys}, err
}
