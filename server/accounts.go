package server

import (
	"bytes"
	"context"
	"errors"
	"net/http"

	"github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"caribe/server/refusal"
	"caribe/server/secret"
	"caribe/server/wire"
	"caribe/store"
)

// Accounts (docs/api.md, "Accounts"): a nickname and passkeys, signed in
// by a session cookie (session.go). Ceremonies count against the
// address's join limit, as a seat taken does.

// errNoPasskey refuses an assertion by a passkey no account has.
var errNoPasskey = refusal.New(http.StatusUnauthorized, "this passkey belongs to no account here: create an account, or sign in with another passkey")

// errNickTaken refuses a nickname another account has.
func errNickTaken(nick string) error {
	return refusal.New(http.StatusConflict, "nickname %q is, or looks like, another account's (nicknames differ by more than case, width or letters of other scripts that look the same): choose another", nick)
}

// nickFree refuses a nickname another account has, before a passkey is
// made for it; register/finish checks again, in the account's creation.
func (s *Server) nickFree(ctx context.Context, nick string) error {
	_, err := s.cfg.Store.AccountByNick(ctx, nick)
	switch {
	case err == nil:
		return errNickTaken(nick)
	case errors.Is(err, store.ErrNotFound):
		return nil
	}
	return err
}

func (s *Server) handleRegisterBegin(w http.ResponseWriter, r *http.Request) {
	var req wire.RegisterBegin
	if !readJSON(w, r, &req) || !s.takeJoin(w, r) {
		return
	}
	nick, err := checkNick(req.Nick)
	if err == nil {
		err = s.nickFree(r.Context(), nick)
	}
	if err != nil {
		writeError(w, err)
		return
	}
	user := passkeyUser{account: store.Account{ID: secret.Token(), Nick: nick}}
	creation, sd, err := s.auth.BeginRegistration(user)
	if err != nil {
		writeError(w, err)
		return
	}
	s.beginCeremony(r.Context(), w, ceremony{Kind: ceremonyRegister, Account: user.account.ID, Nick: nick, Session: *sd}, creation.Response)
}

func (s *Server) handleRegisterFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) || !s.takeJoin(w, r) {
		return
	}
	c, err := s.finishCeremony(r.Context(), req, ceremonyRegister)
	if err != nil {
		writeError(w, err)
		return
	}
	account := store.Account{ID: c.Account, Nick: c.Nick, Created: s.now().UTC()}
	cred, err := s.newCredential(passkeyUser{account: account}, c, req)
	if err != nil {
		writeError(w, err)
		return
	}
	err = s.cfg.Store.CreateAccount(r.Context(), account, passkeyOf(cred, account.ID))
	if errors.Is(err, store.ErrNickTaken) {
		err = errNickTaken(account.Nick)
	}
	if err != nil {
		writeError(w, err)
		return
	}
	s.log.Info("account created", "account", account.ID)
	s.signIn(w, r, account)
}

// handleLoginBegin starts a sign-in; the route's join limit guards it
// (Handler).
func (s *Server) handleLoginBegin(w http.ResponseWriter, r *http.Request) {
	assertion, sd, err := s.auth.BeginDiscoverableLogin(webauthn.WithUserVerification(protocol.VerificationPreferred))
	if err != nil {
		writeError(w, err)
		return
	}
	s.beginCeremony(r.Context(), w, ceremony{Kind: ceremonyLogin, Session: *sd}, assertion.Response)
}

func (s *Server) handleLoginFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) || !s.takeJoin(w, r) {
		return
	}
	c, err := s.finishCeremony(r.Context(), req, ceremonyLogin)
	if err != nil {
		writeError(w, err)
		return
	}
	parsed, err := protocol.ParseCredentialRequestResponseBytes(req.Credential)
	if err != nil {
		writeError(w, passkeyRefused(err))
		return
	}
	var found *passkeyUser
	user, cred, err := s.auth.ValidatePasskeyLogin(func(rawID, handle []byte) (webauthn.User, error) {
		u, err := s.passkeyUser(r.Context(), rawID)
		if err == nil && !bytes.Equal(handle, u.WebAuthnID()) {
			err = errNoPasskey
		}
		found = &u
		return u, err
	}, c.Session, parsed)
	switch {
	case err != nil && found != nil && errors.Is(err, errNoPasskey):
		writeError(w, errNoPasskey)
		return
	case err != nil:
		writeError(w, passkeyRefused(err))
		return
	case cred.Authenticator.CloneWarning:
		writeError(w, refusal.New(http.StatusUnauthorized, "this passkey's signature counter went back: it may have been copied; sign in with another passkey"))
		return
	}
	if err := s.cfg.Store.UsePasskey(r.Context(), cred.ID, cred.Authenticator.SignCount, byte(cred.Flags.ProtocolValue())); err != nil {
		writeError(w, err)
		return
	}
	s.signIn(w, r, user.(passkeyUser).account)
}

func (s *Server) handlePasskeyBegin(w http.ResponseWriter, r *http.Request) {
	_, account, ok := s.mustSignIn(w, r)
	if !ok || !s.takeJoin(w, r) {
		return
	}
	keys, err := s.cfg.Store.Passkeys(r.Context(), account.ID)
	if err != nil {
		writeError(w, err)
		return
	}
	user := passkeyUser{account: account, keys: keys}
	creation, sd, err := s.auth.BeginRegistration(user,
		webauthn.WithExclusions(webauthn.Credentials(user.WebAuthnCredentials()).CredentialDescriptors()))
	if err != nil {
		writeError(w, err)
		return
	}
	s.beginCeremony(r.Context(), w, ceremony{Kind: ceremonyPasskey, Account: account.ID, Session: *sd}, creation.Response)
}

func (s *Server) handlePasskeyFinish(w http.ResponseWriter, r *http.Request) {
	var req wire.CeremonyFinish
	if !readJSON(w, r, &req) {
		return
	}
	se, account, ok := s.mustSignIn(w, r)
	if !ok || !s.takeJoin(w, r) {
		return
	}
	c, err := s.finishCeremony(r.Context(), req, ceremonyPasskey)
	if err == nil && c.Account != account.ID {
		err = refusal.New(http.StatusForbidden, "ceremony: begun by another account: begin again")
	}
	if err != nil {
		writeError(w, err)
		return
	}
	cred, err := s.newCredential(passkeyUser{account: account}, c, req)
	if err != nil {
		writeError(w, err)
		return
	}
	err = s.cfg.Store.AddPasskey(r.Context(), passkeyOf(cred, account.ID))
	if errors.Is(err, store.ErrExists) {
		err = refusal.New(http.StatusConflict, "this passkey is registered already")
	}
	if err != nil {
		writeError(w, err)
		return
	}
	s.log.Info("passkey added", "account", account.ID)
	s.writeMe(w, r, http.StatusOK, account, se)
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	se, ok, err := s.session(r)
	if ok {
		err = s.cfg.Store.EndSession(r.Context(), se.Hash)
	}
	if err != nil && !errors.Is(err, errSessionRefused) {
		writeError(w, err)
		return
	}
	s.clearCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleLogoutAll(w http.ResponseWriter, r *http.Request) {
	_, account, ok := s.mustSignIn(w, r)
	if !ok {
		return
	}
	if err := s.cfg.Store.EndSessions(r.Context(), account.ID); err != nil {
		writeError(w, err)
		return
	}
	s.log.Info("signed out everywhere", "account", account.ID)
	s.clearCookie(w, r)
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleMe(w http.ResponseWriter, r *http.Request) {
	se, account, ok := s.mustSignIn(w, r)
	if ok {
		s.writeMe(w, r, http.StatusOK, account, se)
	}
}

// newCredential checks the credential a registration's answer carries
// for user.
func (s *Server) newCredential(user passkeyUser, c ceremony, req wire.CeremonyFinish) (*webauthn.Credential, error) {
	parsed, err := protocol.ParseCredentialCreationResponseBytes(req.Credential)
	if err != nil {
		return nil, passkeyRefused(err)
	}
	cred, err := s.auth.CreateCredential(user, c.Session, parsed)
	if err != nil {
		return nil, passkeyRefused(err)
	}
	return cred, nil
}

// passkeyUser is the account a passkey belongs to, with all its passkeys;
// errNoPasskey when the passkey is unknown.
func (s *Server) passkeyUser(ctx context.Context, id []byte) (passkeyUser, error) {
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

// signIn starts a session of account and answers with it.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request, account store.Account) {
	se, err := s.startSession(r.Context(), w, r, account.ID)
	if err != nil {
		writeError(w, err)
		return
	}
	s.writeMe(w, r, http.StatusOK, account, se)
}

// writeMe answers with the signed-in account.
func (s *Server) writeMe(w http.ResponseWriter, r *http.Request, code int, account store.Account, se store.Session) {
	keys, err := s.cfg.Store.Passkeys(r.Context(), account.ID)
	if err != nil {
		writeError(w, err)
		return
	}
	writeJSON(w, code, wire.Me{Account: wire.Account{ID: account.ID, Nick: account.Nick}, Passkeys: len(keys), Expires: se.Expires})
}
