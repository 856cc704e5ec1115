package server

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"sync"
	"testing"

	"caribe/server/wire"
)

// getBody is the status, Content-Type and body of a GET of path.
func getBody(t *testing.T, h *harness, path string) (int, string, []byte) {
	resp, err := http.Get(h.http.URL + path)
	if err != nil {
		t.Error(err)
		return 0, "", nil
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Error(err)
	}
	return resp.StatusCode, resp.Header.Get("Content-Type"), body
}

// TestReplayFramesAreTheSameAskedAgain: every frame of a finished game,
// asked for by several clients at once and then again (kept encoded by
// then), is the same JSON frame each time, a newline after it.
func TestReplayFramesAreTheSameAskedAgain(t *testing.T) {
	h := newHarness(t, Config{ReplayCache: 1})
	c := h.create(wire.CreateRequest{Game: "tortuga", Players: 2,
		Seats: []wire.SeatRequest{{Kind: "bot", Bot: "random"}, {Kind: "bot", Bot: "random"}}})
	id := c.Table.ID
	info := waitOver(h, id)
	first := make([][]byte, info.Version+1)
	var wg sync.WaitGroup
	for client := range 3 {
		wg.Go(func() {
			for n := range first {
				path := "/api/tables/" + id + "/replay/" + strconv.Itoa(n)
				code, ctype, body := getBody(t, h, path)
				var f wire.Frame
				if code != http.StatusOK || ctype != "application/json; charset=utf-8" || json.Unmarshal(body, &f) != nil || f.Version != n || body[len(body)-1] != '\n' {
					t.Errorf("client %d, %s: %d %s %.200s", client, path, code, ctype, body)
					return
				}
				if client == 0 {
					first[n] = body
				}
			}
		})
	}
	wg.Wait()
	for n, want := range first {
		if _, _, again := getBody(t, h, "/api/tables/"+id+"/replay/"+strconv.Itoa(n)); !bytes.Equal(again, want) {
			t.Fatalf("frame %d asked again:\n%s\nfirst:\n%s", n, again, want)
		}
	}
}
