package e2e

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/webauthn"
	"github.com/chromedp/chromedp"

	"caribe/server"
)

// newAccountSite starts a server whose relying party is the test's origin,
// http://localhost:PORT, so that the pages may make and use passkeys.
func newAccountSite(t *testing.T) *site {
	t.Helper()
	return newSiteTuned(t, 0, nil, func(cfg *server.Config, origin string) {
		cfg.RPID = "localhost"
		cfg.RPOrigins = []string{origin}
	})
}

// passkeys gives the page a virtual authenticator (a platform one that
// keeps discoverable credentials and verifies its user at once) and
// returns its id.
func (p *page) passkeys() webauthn.AuthenticatorID {
	p.t.Helper()
	var id webauthn.AuthenticatorID
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, webauthn.Enable, webauthn.EnableParams{}); err != nil {
			return err
		}
		r, err := cdp.Call(ctx, tg, webauthn.AddVirtualAuthenticator, webauthn.AddVirtualAuthenticatorParams{Options: &webauthn.VirtualAuthenticatorOptions{
			Protocol:                    webauthn.AuthenticatorProtocolCtap2,
			Transport:                   webauthn.AuthenticatorTransportInternal,
			HasResidentKey:              true,
			HasUserVerification:         true,
			IsUserVerified:              true,
			AutomaticPresenceSimulation: true,
		}})
		id = r.AuthenticatorID
		return err
	}))
	return id
}

// credentials lists the passkeys a page's virtual authenticator holds.
func (p *page) credentials(auth webauthn.AuthenticatorID) []*webauthn.Credential {
	p.t.Helper()
	var out []*webauthn.Credential
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		r, err := cdp.Call(ctx, tg, webauthn.GetCredentials, webauthn.GetCredentialsParams{AuthenticatorID: auth})
		out = r.Credentials
		return err
	}))
	return out
}

// copyPasskeys puts the passkeys of from's authenticator into to's: the
// same person's passkey synced to another device.
func copyPasskeys(from *page, fromAuth webauthn.AuthenticatorID, to *page, toAuth webauthn.AuthenticatorID) {
	from.t.Helper()
	creds := from.credentials(fromAuth)
	if len(creds) == 0 {
		from.t.Fatal("the authenticator holds no passkey to copy")
	}
	to.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, c := range creds {
			copied := copiedCredential{
				CredentialID: c.CredentialID, IsResidentCredential: c.IsResidentCredential, RpID: c.RpID,
				PrivateKey: c.PrivateKey, UserHandle: c.UserHandle, SignCount: c.SignCount,
			}
			if _, err := cdp.Call(ctx, tg, addCopied, addCopiedParams{AuthenticatorID: toAuth, Credential: copied}); err != nil {
				return err
			}
		}
		return nil
	}))
}

// unplug removes a page's virtual authenticator.
func (p *page) unplug(auth webauthn.AuthenticatorID) {
	p.t.Helper()
	p.run(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, webauthn.RemoveVirtualAuthenticator, webauthn.RemoveVirtualAuthenticatorParams{AuthenticatorID: auth})
		return err
	}))
}

// copiedCredential is a passkey as WebAuthn.addCredential takes it, with
// only the key and whom it is for: Chromium refuses a credential that names
// the fields of extensions its virtual authenticator lacks, as
// webauthn.Credential always does.
type copiedCredential struct {
	CredentialID         []byte  `json:"credentialId"`
	IsResidentCredential bool    `json:"isResidentCredential"`
	RpID                 string  `json:"rpId"`
	PrivateKey           []byte  `json:"privateKey"`
	UserHandle           []byte  `json:"userHandle,omitempty"`
	SignCount            float64 `json:"signCount"`
}

// addCopiedParams are WebAuthn.addCredential's parameters with a copiedCredential.
type addCopiedParams struct {
	AuthenticatorID webauthn.AuthenticatorID `json:"authenticatorId"`
	Credential      copiedCredential         `json:"credential"`
}

// addCopied is WebAuthn.addCredential taking a copiedCredential.
var addCopied = cdp.Command[addCopiedParams, cdp.Empty]{Method: webauthn.CommandAddCredential}

// signedInAs waits until the header names the signed-in account.
func (p *page) signedInAs(nick string) {
	p.t.Helper()
	p.must(fmt.Sprintf(`(document.querySelector(".account-nick") || {}).textContent === "✓ " + %q`, nick),
		"the header naming "+nick+" (toast "+p.text(".toast")+")")
}

// signedOut waits until the header offers to sign in.
func (p *page) signedOut() {
	p.t.Helper()
	p.waitFor(`.account-corner button[name="sign-in"]`)
}

// signUp creates an account from the header: the nickname, then the
// browser's passkey prompt, which the virtual authenticator answers.
func (p *page) signUp(nick string) {
	p.t.Helper()
	p.click(`.account-corner button[name="sign-up"]`)
	p.waitFor(`dialog input[name="account-nick"]`)
	p.run(chromedp.SetValue(chromedp.CSS(`dialog input[name="account-nick"]`), nick))
	p.click(`dialog button[name="create-account"]`)
	p.signedInAs(nick)
}

// signIn signs in from the header with a passkey, no nickname asked.
func (p *page) signIn(nick string) {
	p.t.Helper()
	p.click(`.account-corner button[name="sign-in"]`)
	p.click(`dialog button[name="passkey-sign-in"]`)
	p.signedInAs(nick)
}

// accountMenu opens the signed-in account's menu and clicks one of its
// buttons by name.
func (p *page) accountMenu(name string) {
	p.t.Helper()
	p.click(`.account-nick`)
	p.click(fmt.Sprintf(`.account-drop button[name=%q]`, name))
}

// status is the HTTP status of a GET from the page, with its cookies.
func (p *page) status(path string) int {
	p.t.Helper()
	return eval[int](p, fmt.Sprintf(`fetch(%q, { credentials: "same-origin" }).then((r) => r.status)`, path))
}

// myTables lists the ids of the tables of the lobby's "my tables", once
// it shows want of them.
func (p *page) myTables(want int) []string {
	p.t.Helper()
	js := `[...document.querySelectorAll(".my-tables [data-table]")].map((e) => e.dataset.table)`
	p.waitUntil(fmt.Sprintf(`%s.length >= %d`, js, want), waitLimit)
	return eval[[]string](p, js)
}

// TestAccountPasskeys signs Anna up with a passkey after she took a seat
// as a guest, keeps that seat in her account, signs her out and in again,
// and signs her in on a second device holding a copy of her passkey,
// which finds the same tables in "my tables" without any seat remembered
// there; signing out everywhere ends the first device's session too.
func TestAccountPasskeys(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t)
	anna := s.browser(t, "en", 1280, 900)
	annaKey := anna.passkeys()
	guest := anna.createTable("tortuga", 2, []string{You, Person}, "Anna", nil)

	anna.open("/#/")
	anna.watchErrors()
	anna.signedOut()
	if got := anna.text(".account-corner"); got != "Sign inCreate an account" {
		t.Errorf("the signed-out header offers %q", got)
	}
	anna.screenshot("accounts-signed-out-en")
	anna.click(`.account-corner button[name="sign-up"]`)
	anna.waitFor(`dialog input[name="account-nick"]`)
	anna.screenshot("accounts-sign-up-en")
	anna.click(`dialog .close`)
	anna.signUp("Anna")
	if got := anna.status("/api/accounts/me"); got != 200 {
		t.Errorf("GET /api/accounts/me after signing up: %d", got)
	}

	// The guest seat is remembered in this browser only, until kept.
	anna.waitFor(fmt.Sprintf(`.my-tables button[data-keep=%q]`, guest))
	anna.click(fmt.Sprintf(`.my-tables button[data-keep=%q]`, guest))
	anna.must(fmt.Sprintf(`!document.querySelector('.my-tables button[data-keep=%q]') && document.querySelector('.my-tables [data-table=%q] .account-mark')`, guest, guest),
		"the kept seat marked as the account's")
	if got := eval[string](anna, `document.querySelector("form.create input[name=nick]").value`); got != "Anna" {
		t.Errorf("the create form's nickname is %q", got)
	}
	signed := anna.createTable("cartagena", 2, []string{You, Person}, "Anna", nil)
	if n := anna.count(`.seat[data-seat="0"] .account-mark`); n != 1 {
		t.Errorf("the signed-in player's seat shows %d account marks", n)
	}
	anna.open("/#/")
	if got := anna.myTables(2); !sameSet(got, guest, signed) {
		t.Errorf("my tables after signing up: %v, want %s and %s", got, guest, signed)
	}
	anna.screenshot("accounts-lobby-en")

	anna.accountMenu("sign-out")
	anna.signedOut()
	if got := anna.status("/api/accounts/me"); got != 401 {
		t.Errorf("GET /api/accounts/me after signing out: %d", got)
	}
	anna.signIn("Anna")
	anna.checkErrors("signing up, out and in")

	// A second device: its own browser, a copy of the passkey, no seat remembered.
	phone := s.browser(t, "ru", 390, 844)
	phoneKey := phone.passkeys()
	copyPasskeys(anna, annaKey, phone, phoneKey)
	phone.open("/#/")
	phone.signedOut()
	// On a phone the header keeps to one line: "Sign in" alone, whose
	// dialog also creates an account.
	if got := eval[string](phone, `[...document.querySelectorAll(".account-corner button")].filter((b) => b.offsetParent).map((b) => b.textContent).join("|")`); got != "Войти" {
		t.Errorf("the signed-out header in Russian on a phone offers %q", got)
	}
	phone.screenshot("accounts-signed-out-ru")
	phone.click(`.account-corner button[name="sign-in"]`)
	phone.waitFor(`dialog input[name="account-nick"]`)
	phone.screenshot("accounts-sign-up-ru")
	phone.click(`dialog .close`)
	if n := phone.count(".my-tables [data-table]"); n != 0 {
		t.Errorf("the second device lists %d tables before signing in", n)
	}
	phone.signIn("Anna")
	if got := phone.myTables(2); !sameSet(got, guest, signed) {
		t.Errorf("my tables on the second device: %v, want %s and %s", got, guest, signed)
	}
	if n := phone.count(".my-tables button[data-keep]"); n != 0 {
		t.Errorf("the second device offers to keep %d seats it does not hold", n)
	}
	phone.screenshot("accounts-lobby-phone-ru")

	eval[bool](phone, `(window.confirm = () => true, true)`)
	phone.accountMenu("sign-out-all")
	phone.signedOut()
	anna.reload()
	anna.signedOut()
	if got := anna.status("/api/accounts/me"); got != 401 {
		t.Errorf("the first device after signing out everywhere: GET /api/accounts/me %d", got)
	}
}

// TestAccountAddedPasskey adds a second passkey (a security key plugged
// into the signed-in device) and signs in with it alone on another device.
func TestAccountAddedPasskey(t *testing.T) {
	t.Parallel()
	s := newAccountSite(t)
	boris := s.browser(t, "ru", 1280, 900)
	first := boris.passkeys()
	boris.open("/#/")
	boris.signUp("Борис")
	table := boris.createTable("tobago", 2, []string{You, Person}, "Борис", nil)
	boris.open("/#/")
	boris.screenshot("accounts-lobby-ru")

	// The first authenticator unplugged, the new one alone answers.
	boris.unplug(first)
	second := boris.passkeys()
	boris.accountMenu("add-passkey")
	boris.must(`(document.querySelector(".passkey-count") || {}).textContent === "Ключей доступа: 2"`, "two passkeys counted")
	laptop := s.browser(t, "en", 1280, 900)
	laptopKey := laptop.passkeys()
	copyPasskeys(boris, second, laptop, laptopKey)
	laptop.open("/#/")
	laptop.signIn("Борис")
	if got := laptop.myTables(1); !sameSet(got, table) {
		t.Errorf("my tables with the added passkey: %v, want %s", got, table)
	}
}

// sameSet tells whether got holds exactly the ids want, in any order.
func sameSet(got []string, want ...string) bool {
	if len(got) != len(want) {
		return false
	}
	seen := map[string]bool{}
	for _, id := range got {
		seen[id] = true
	}
	for _, id := range want {
		if !seen[id] {
			return false
		}
	}
	return true
}
