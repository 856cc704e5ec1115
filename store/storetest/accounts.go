package storetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// passkey is a passkey of account with every field set.
func passkey(account, id string) store.Passkey {
	return store.Passkey{
		ID: []byte("credential " + id), Account: account, PublicKey: []byte("public key " + id),
		SignCount: 7, Flags: 0x1d, Transports: []string{"internal", "hybrid"}, Created: base,
	}
}

// createAccount stores an account named nick with one passkey, failing
// the test if it cannot.
func createAccount(t *testing.T, s store.Store, id, nick string) store.Account {
	t.Helper()
	a := store.Account{ID: id, Nick: nick, Created: base}
	if err := s.CreateAccount(context.Background(), a, passkey(id, id)); err != nil {
		t.Fatalf("CreateAccount(%s): %v", id, err)
	}
	return a
}

// testAccounts: an account is stored with its first passkey, both or
// neither; nicknames are unique up to case.
func testAccounts(t *testing.T, s store.Store) {
	ctx := context.Background()
	want := createAccount(t, s, "a1", "Ana")
	got, err := s.Account(ctx, "a1")
	if err != nil {
		t.Fatalf("Account: %v", err)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Account (-want +got):\n%s", diff)
	}
	if err := s.CreateAccount(ctx, store.Account{ID: "a2", Nick: "ANA"}, passkey("a2", "a2")); !errors.Is(err, store.ErrNickTaken) {
		t.Errorf("CreateAccount(ANA) = %v, want ErrNickTaken", err)
	}
	if err := s.CreateAccount(ctx, store.Account{ID: "a1", Nick: "Bea"}, passkey("a1", "other")); !errors.Is(err, store.ErrExists) {
		t.Errorf("CreateAccount(id taken) = %v, want ErrExists", err)
	}
	if err := s.CreateAccount(ctx, store.Account{ID: "a3", Nick: "Cai"}, passkey("a3", "a1")); !errors.Is(err, store.ErrExists) {
		t.Errorf("CreateAccount(passkey taken) = %v, want ErrExists", err)
	}
	if _, err := s.Account(ctx, "a3"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Account(a3) after its passkey was refused = %v, want ErrNotFound", err)
	}
	if _, err := s.Account(ctx, "nobody"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Account(nobody) = %v, want ErrNotFound", err)
	}
	if store.NickKey("Ana") != store.NickKey("aNA") || store.NickKey("Ana") == store.NickKey("Ann") {
		t.Errorf("NickKey folds case wrongly: %q %q %q", store.NickKey("Ana"), store.NickKey("aNA"), store.NickKey("Ann"))
	}
}

// testLookalikes: an account whose nickname looks like another's (the
// same skeleton) is refused, whether a letter is Cyrillic, full-width or
// of another case; AccountByNick finds the account by a look-alike;
// names of other scripts that look like no account's are taken.
func testLookalikes(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "alice")
	for i, nick := range []string{"\u0430lice", "\uff41lice", "ALICE", "AL\u0406CE"} {
		id := string(rune('b' + i))
		if err := s.CreateAccount(ctx, store.Account{ID: id, Nick: nick}, passkey(id, id)); !errors.Is(err, store.ErrNickTaken) {
			t.Errorf("CreateAccount(%q) beside alice = %v, want ErrNickTaken", nick, err)
		}
		if a, err := s.AccountByNick(ctx, nick); err != nil || a.ID != "a1" {
			t.Errorf("AccountByNick(%q) = %+v, %v, want alice's", nick, a, err)
		}
	}
	createAccount(t, s, "r1", "Борис")
	createAccount(t, s, "r2", "Алёна")
	if a, err := s.AccountByNick(ctx, "борис"); err != nil || a.ID != "r1" {
		t.Errorf("AccountByNick(борис) = %+v, %v, want Борис's", a, err)
	}
}

// testPasskeys: an account's passkeys are listed, found by their ids and
// updated by a sign-in.
func testPasskeys(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Ana")
	second := passkey("a1", "second")
	second.Created = base.Add(time.Minute)
	second.Transports = nil
	if err := s.AddPasskey(ctx, second); err != nil {
		t.Fatalf("AddPasskey: %v", err)
	}
	if err := s.AddPasskey(ctx, second); !errors.Is(err, store.ErrExists) {
		t.Errorf("AddPasskey again = %v, want ErrExists", err)
	}
	if err := s.AddPasskey(ctx, passkey("nobody", "third")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AddPasskey(unknown account) = %v, want ErrNotFound", err)
	}
	keys, err := s.Passkeys(ctx, "a1")
	if err != nil {
		t.Fatalf("Passkeys: %v", err)
	}
	if diff := cmp.Diff([]store.Passkey{passkey("a1", "a1"), second}, keys, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("Passkeys (-want +got):\n%s", diff)
	}
	if err := s.UsePasskey(ctx, second.ID, 42, 0x05); err != nil {
		t.Fatalf("UsePasskey: %v", err)
	}
	got, err := s.Passkey(ctx, second.ID)
	if err != nil {
		t.Fatalf("Passkey: %v", err)
	}
	if got.SignCount != 42 || got.Flags != 0x05 || got.Account != "a1" {
		t.Errorf("Passkey after use = count %d flags %#x account %s, want 42 0x5 a1", got.SignCount, got.Flags, got.Account)
	}
	if _, err := s.Passkey(ctx, []byte("unknown")); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Passkey(unknown) = %v, want ErrNotFound", err)
	}
	if err := s.UsePasskey(ctx, []byte("unknown"), 1, 1); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("UsePasskey(unknown) = %v, want ErrNotFound", err)
	}
}

// testSessions: a session is found by its hash until it expires or is
// ended, alone or with every session of its account.
func testSessions(t *testing.T, s store.Store) {
	ctx := context.Background()
	createAccount(t, s, "a1", "Ana")
	createAccount(t, s, "b1", "Bea")
	day := 24 * time.Hour
	sessions := []store.Session{
		{Hash: hash("s1"), Account: "a1", Created: base, Expires: base.Add(day)},
		{Hash: hash("s2"), Account: "a1", Created: base, Expires: base.Add(2 * day)},
		{Hash: hash("s3"), Account: "b1", Created: base, Expires: base.Add(day)},
	}
	for _, se := range sessions {
		if err := s.CreateSession(ctx, se); err != nil {
			t.Fatalf("CreateSession: %v", err)
		}
	}
	if err := s.CreateSession(ctx, sessions[0]); !errors.Is(err, store.ErrExists) {
		t.Errorf("CreateSession again = %v, want ErrExists", err)
	}
	if err := s.CreateSession(ctx, store.Session{Hash: hash("s4"), Account: "nobody", Created: base, Expires: base.Add(day)}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("CreateSession(unknown account) = %v, want ErrNotFound", err)
	}
	got, err := s.Session(ctx, hash("s1"), base.Add(time.Hour))
	if err != nil {
		t.Fatalf("Session: %v", err)
	}
	if diff := cmp.Diff(sessions[0], got); diff != "" {
		t.Errorf("Session (-want +got):\n%s", diff)
	}
	if _, err := s.Session(ctx, hash("s1"), base.Add(day)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Session once expired = %v, want ErrNotFound", err)
	}
	if _, err := s.Session(ctx, hash("made up"), base); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Session(made up) = %v, want ErrNotFound", err)
	}
	if err := s.EndSession(ctx, hash("s1")); err != nil {
		t.Fatalf("EndSession: %v", err)
	}
	if _, err := s.Session(ctx, hash("s1"), base); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Session once ended = %v, want ErrNotFound", err)
	}
	if _, err := s.Session(ctx, hash("s2"), base); err != nil {
		t.Errorf("the account's other session, after one ended: %v", err)
	}
	if err := s.EndSessions(ctx, "a1"); err != nil {
		t.Fatalf("EndSessions: %v", err)
	}
	if _, err := s.Session(ctx, hash("s2"), base); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Session after EndSessions = %v, want ErrNotFound", err)
	}
	if _, err := s.Session(ctx, hash("s3"), base); err != nil {
		t.Errorf("another account's session after EndSessions: %v", err)
	}
	// A session created once another expired forgets it.
	if err := s.CreateSession(ctx, store.Session{Hash: hash("s5"), Account: "b1", Created: base.Add(3 * day), Expires: base.Add(4 * day)}); err != nil {
		t.Fatalf("CreateSession: %v", err)
	}
	if _, err := s.Session(ctx, hash("s3"), base); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an expired session after the next was created = %v, want ErrNotFound (forgotten)", err)
	}
}

// testCeremonies: a ceremony is taken once, before it expires.
func testCeremonies(t *testing.T, s store.Store) {
	ctx := context.Background()
	c := store.Ceremony{ID: "c1", Data: []byte(`{"challenge":"abc"}`), Expires: base.Add(5 * time.Minute)}
	if err := s.PutCeremony(ctx, c, base); err != nil {
		t.Fatalf("PutCeremony: %v", err)
	}
	if err := s.PutCeremony(ctx, c, base); !errors.Is(err, store.ErrExists) {
		t.Errorf("PutCeremony again = %v, want ErrExists", err)
	}
	got, err := s.TakeCeremony(ctx, "c1", base.Add(time.Minute))
	if err != nil {
		t.Fatalf("TakeCeremony: %v", err)
	}
	if diff := cmp.Diff(c, got); diff != "" {
		t.Errorf("TakeCeremony (-want +got):\n%s", diff)
	}
	if _, err := s.TakeCeremony(ctx, "c1", base.Add(time.Minute)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("TakeCeremony twice = %v, want ErrNotFound", err)
	}
	late := store.Ceremony{ID: "c2", Data: []byte("x"), Expires: base.Add(time.Minute)}
	if err := s.PutCeremony(ctx, late, base); err != nil {
		t.Fatalf("PutCeremony: %v", err)
	}
	if _, err := s.TakeCeremony(ctx, "c2", base.Add(time.Minute)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("TakeCeremony once expired = %v, want ErrNotFound", err)
	}
}

// testSeatAccounts: a seat keeps its account, and List keeps the tables
// of one account.
func testSeatAccounts(t *testing.T, s store.Store) {
	ctx := context.Background()
	tables := lobby(t, s)
	q := store.Query{Account: "account-ana"}
	want := keep(tables, q)
	if len(want) == 0 || len(want) == len(tables) {
		t.Fatalf("the lobby has %d of %d tables with account-ana: want some, not all", len(want), len(tables))
	}
	if diff := cmp.Diff(ids(want), ids(list(t, s, q))); diff != "" {
		t.Errorf("List(account) (-want +got):\n%s", diff)
	}
	// A seat set with an account joins its table to the account's.
	seat := store.Seat{Nick: "Bea", TokenHash: hash("bea"), Account: "account-bea"}
	if err := s.SetSeat(ctx, tables[3].ID, 0, seat); err != nil {
		t.Fatalf("SetSeat: %v", err)
	}
	if got := ids(list(t, s, store.Query{Account: "account-bea"})); !cmp.Equal(got, []string{tables[3].ID}) {
		t.Errorf("List(account-bea) = %v, want [%s]", got, tables[3].ID)
	}
	tab, _ := read(t, s, tables[3].ID)
	if diff := cmp.Diff(seat, tab.Seats[0]); diff != "" {
		t.Errorf("seat 0 (-want +got):\n%s", diff)
	}
	if got := list(t, s, store.Query{Account: "nobody"}); len(got) != 0 {
		t.Errorf("List(nobody) = %v, want none", ids(got))
	}
}
