package accounts

import (
	"context"
	"errors"
	"net/http"

	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// An account is made by a registration ceremony under a free nickname,
// with its first passkey; a signed-in account adds passkeys by a ceremony
// of its own.

// BeginRegister begins the creation of an account under nick, which must
// be fit (CheckNick) and free.
func (s *Service) BeginRegister(ctx context.Context, nick string) (wire.Ceremony, error) {
	nick, err := CheckNick(nick)
	if err == nil {
		err = s.nickFree(ctx, nick)
	}
	if err != nil {
		return wire.Ceremony{}, err
	}
	user := passkeyUser{account: store.Account{ID: secret.Token(), Nick: nick}}
	creation, sd, err := s.rp.BeginRegistration(user)
	if err != nil {
		return wire.Ceremony{}, err
	}
	return s.beginCeremony(ctx, ceremony{Kind: ceremonyRegister, Account: user.account.ID, Nick: nick, Session: *sd}, creation.Response)
}

// FinishRegister creates the account a registration begun is for, with
// the passkey the browser answered: it is refused when another account
// took the nickname meanwhile.
func (s *Service) FinishRegister(ctx context.Context, req wire.CeremonyFinish) (store.Account, error) {
	c, err := s.finishCeremony(ctx, req, ceremonyRegister)
	if err != nil {
		return store.Account{}, err
	}
	account := store.Account{ID: c.Account, Nick: c.Nick, Created: s.cfg.Now().UTC()}
	cred, err := s.newCredential(passkeyUser{account: account}, c, req)
	if err != nil {
		return store.Account{}, err
	}
	err = s.cfg.Store.CreateAccount(ctx, account, passkeyOf(cred, account.ID))
	if errors.Is(err, store.ErrNickTaken) {
		err = errNickTaken(account.Nick)
	}
	if err != nil {
		return store.Account{}, err
	}
	s.log.Info("account created", "account", account.ID)
	return account, nil
}

// BeginPasskey begins the addition of a passkey to account; the browser
// is told of its passkeys, not to make a second on one authenticator.
func (s *Service) BeginPasskey(ctx context.Context, account store.Account) (wire.Ceremony, error) {
	keys, err := s.cfg.Store.Passkeys(ctx, account.ID)
	if err != nil {
		return wire.Ceremony{}, err
	}
	user := passkeyUser{account: account, keys: keys}
	creation, sd, err := s.rp.BeginRegistration(user,
		webauthn.WithExclusions(webauthn.Credentials(user.WebAuthnCredentials()).CredentialDescriptors()))
	if err != nil {
		return wire.Ceremony{}, err
	}
	return s.beginCeremony(ctx, ceremony{Kind: ceremonyPasskey, Account: account.ID, Session: *sd}, creation.Response)
}

// FinishPasskey adds to account the passkey the browser answered a
// ceremony with, which account must have begun.
func (s *Service) FinishPasskey(ctx context.Context, account store.Account, req wire.CeremonyFinish) error {
	c, err := s.finishCeremony(ctx, req, ceremonyPasskey)
	if err == nil && c.Account != account.ID {
		err = refusal.New(http.StatusForbidden, "ceremony: begun by another account: begin again")
	}
	if err != nil {
		return err
	}
	cred, err := s.newCredential(passkeyUser{account: account}, c, req)
	if err != nil {
		return err
	}
	err = s.cfg.Store.AddPasskey(ctx, passkeyOf(cred, account.ID))
	if errors.Is(err, store.ErrExists) {
		err = refusal.New(http.StatusConflict, "this passkey is registered already")
	}
	if err != nil {
		return err
	}
	s.log.Info("passkey added", "account", account.ID)
	return nil
}
