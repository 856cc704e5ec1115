package e2e

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

// post creates a table through the API and returns its id and, when the
// body seats its creator, the seat's token ("" otherwise).
func (s *site) post(body string) (id, token string) {
	s.t.Helper()
	resp, err := http.Post(s.URL+"/api/tables", "application/json", strings.NewReader(body))
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var created struct {
		Joined struct {
			Token string `json:"token"`
		} `json:"joined"`
		Table struct {
			ID string `json:"id"`
		} `json:"table"`
	}
	if resp.StatusCode != http.StatusCreated || json.NewDecoder(resp.Body).Decode(&created) != nil {
		s.t.Fatalf("POST /api/tables %s: %s", body, resp.Status)
	}
	return created.Table.ID, created.Joined.Token
}

// TestLobbyPagesThroughTables: the lobby shows twenty tables and a "More"
// button that adds the rest, filters by game, and shows finished tables
// with their winners and the date they ended.
func TestLobbyPagesThroughTables(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for range 22 {
		s.post(`{"game":"tortuga","players":3}`)
	}
	for range 3 {
		s.post(`{"game":"cartagena","players":2,"options":{"variant":"jamaica"}}`)
	}
	for range 3 {
		s.post(`{"game":"cartagena","players":2,"seats":[{"kind":"bot","bot":"random"},{"kind":"bot","bot":"random"}]}`)
	}

	p := s.browser(t, "en", 1280, 900)
	p.open("/#/")
	p.must(`document.querySelectorAll(".table-row").length === 20`, "twenty tables on the first page")
	p.screenshot("lobby-paged-en")
	p.click(`button[name=more]`)
	p.must(`document.querySelectorAll(".table-row").length === 25 && !document.querySelector("button[name=more]")`, "all 25 waiting tables after More")
	p.setSelect(`select[name=game-filter]`, "cartagena")
	p.must(`document.querySelectorAll(".table-row").length === 3 && [...document.querySelectorAll(".table-row .game-badge")].every((b) => b.textContent === "Cartagena")`, "the three Cartagena tables")

	deadline := time.Now().Add(gameLimit)
	for {
		var over struct {
			Tables []json.RawMessage `json:"tables"`
		}
		resp, err := http.Get(s.URL + "/api/tables?status=over")
		if err != nil {
			t.Fatal(err)
		}
		json.NewDecoder(resp.Body).Decode(&over)
		resp.Body.Close()
		if len(over.Tables) == 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d of 3 bot games over after %v", len(over.Tables), gameLimit)
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.click(`.tab[data-tab=over]`)
	p.must(`document.querySelectorAll(".table-row").length === 3 && [...document.querySelectorAll(".table-row .row-result")].every((r) => /Won: Bot/.test(r.textContent) && /finished/.test(r.textContent))`, "finished tables with their winners and dates")

	phone := s.browser(t, "ru", 390, 844)
	phone.open("/#/")
	phone.must(`document.querySelectorAll(".table-row").length === 20 && document.querySelector("button[name=more]").textContent === "Ещё"`, "twenty tables and «Ещё» on the phone")
	if w := phone.scrollWidth(); w > 390 {
		t.Errorf("the phone lobby is %d px wide", w)
	}
	phone.screenshot("lobby-paged-phone-ru")
	phone.click(`.tab[data-tab=over]`)
	phone.must(`document.querySelectorAll(".table-row .row-result .winners").length === 3`, "finished tables on the phone")
	phone.screenshot("lobby-over-phone-ru")
}
