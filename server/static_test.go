package server

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"caribe/games"
	"caribe/store"
	"caribe/web"
)

// uiFiles is a small browser UI: an entry module importing another from
// a folder, which imports a third back at the root, and one left alone.
var uiFiles = fstest.MapFS{
	"index.html":    {Data: []byte("<!doctype html>\n<link rel=\"stylesheet\" href=\"style.css\">\n<script type=\"module\" src=\"app.js\"></script>\n<p>caribe</p>\n")},
	"app.js":        {Data: []byte(`import { b } from "./sub/b.js";` + "\n" + strings.Repeat("console.log(b);\n", 50))},
	"sub/b.js":      {Data: []byte("import {\n  c,\n} from \"../c.js\";\nexport const b = c;\n")},
	"c.js":          {Data: []byte("export const c = 1;\n")},
	"unused.js":     {Data: []byte("export const u = 2;\n")},
	"style.css":     {Data: []byte(strings.Repeat("body { color: black; }\n", 40))},
	"turn.wav":      {Data: []byte("RIFF")},
	"dir/index.txt": {Data: []byte("x")},
}

// get asks the handler for target with the given headers.
func get(t *testing.T, h http.Handler, target string, headers ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

// body reads a response's body, gunzipping it when it says gzip.
func body(t *testing.T, resp *http.Response) string {
	t.Helper()
	var rd io.Reader = resp.Body
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		rd = zr
	}
	b, err := io.ReadAll(rd)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestStaticIndexMapsModulesToHashes: index.html asks for the entry
// point, its imports and the style sheet by their content's hash, maps
// every module's and style sheet's plain path to its hashed one (so that
// a board's sheet added by a module is asked for by its hash too),
// preloads only what the
// entry point imports, and its content policy allows its import map.
func TestStaticIndexMapsModulesToHashes(t *testing.T) {
	h, err := staticFiles(uiFiles)
	if err != nil {
		t.Fatal(err)
	}
	hash := func(name string) string {
		sum := sha256.Sum256(uiFiles[name].Data)
		return "?v=" + hex.EncodeToString(sum[:])[:hashLen]
	}
	resp := get(t, h, "/")
	page := body(t, resp)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("GET /: %s %q", resp.Status, resp.Header.Get("Content-Type"))
	}
	for _, want := range []string{
		`<script type="module" src="/app.js` + hash("app.js") + `"></script>`,
		`<link rel="modulepreload" fetchpriority="low" href="/sub/b.js` + hash("sub/b.js") + `">`,
		`<link rel="modulepreload" fetchpriority="low" href="/c.js` + hash("c.js") + `">`,
		`<link rel="stylesheet" href="/style.css` + hash("style.css") + `">`,
		`"/unused.js":"/unused.js` + hash("unused.js") + `"`,
		`"/c.js":"/c.js` + hash("c.js") + `"`,
		`"/style.css":"/style.css` + hash("style.css") + `"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("index.html lacks %s:\n%s", want, page)
		}
	}
	if strings.Contains(page, `modulepreload" href="/unused.js`) {
		t.Errorf("index.html preloads a module nothing imports:\n%s", page)
	}
	m := regexp.MustCompile(`<script type="importmap">(.*?)</script>`).FindStringSubmatch(page)
	if m == nil {
		t.Fatalf("no import map:\n%s", page)
	}
	sum := sha256.Sum256([]byte(m[1]))
	if want := "script-src 'self' 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"; !strings.Contains(resp.Header.Get("Content-Security-Policy"), want) {
		t.Errorf("the content policy %q does not allow the import map (%s)", resp.Header.Get("Content-Security-Policy"), want)
	}
}

// TestStaticCachesAndCompresses: a file asked for by its hash may be
// kept for a year, any other is checked each time and answered by 304
// when its ETag still matches; text goes gzipped to browsers that take
// it and plain to the others; an unknown path is not found.
func TestStaticCachesAndCompresses(t *testing.T) {
	h, err := staticFiles(uiFiles)
	if err != nil {
		t.Fatal(err)
	}
	versioned := regexp.MustCompile(`href="(/style\.css\?v=\w+)"`).FindStringSubmatch(body(t, get(t, h, "/")))[1]

	resp := get(t, h, versioned, "Accept-Encoding", "gzip, deflate, br")
	if got := resp.Header.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Errorf("hashed style sheet: Cache-Control %q", got)
	}
	if resp.Header.Get("Content-Encoding") != "gzip" || body(t, resp) != string(uiFiles["style.css"].Data) {
		t.Errorf("hashed style sheet: not gzipped (%q) or not the file", resp.Header.Get("Content-Encoding"))
	}
	if resp := get(t, h, "/style.css?v=000000000000"); resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("a stale hash: Cache-Control %q, want no-cache", resp.Header.Get("Cache-Control"))
	}

	plain := get(t, h, "/style.css")
	etag := plain.Header.Get("ETag")
	if plain.Header.Get("Cache-Control") != "no-cache" || etag == "" || plain.Header.Get("Content-Encoding") != "" {
		t.Errorf("plain style sheet: Cache-Control %q, ETag %q, Content-Encoding %q", plain.Header.Get("Cache-Control"), etag, plain.Header.Get("Content-Encoding"))
	}
	if got := plain.Header.Get("Vary"); got != "Accept-Encoding" {
		t.Errorf("Vary %q", got)
	}
	if resp := get(t, h, "/style.css", "If-None-Match", etag); resp.StatusCode != http.StatusNotModified || body(t, resp) != "" {
		t.Errorf("If-None-Match %s: %s", etag, resp.Status)
	}
	zipped := get(t, h, "/style.css", "Accept-Encoding", "gzip")
	if resp := get(t, h, "/style.css", "If-None-Match", zipped.Header.Get("ETag"), "Accept-Encoding", "gzip"); resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match %s: %s", zipped.Header.Get("ETag"), resp.Status)
	}
	if resp := get(t, h, "/style.css", "If-None-Match", `"0123"`); resp.StatusCode != http.StatusOK {
		t.Errorf("another ETag: %s", resp.Status)
	}
	if resp := get(t, h, "/style.css", "Accept-Encoding", "gzip;q=0"); resp.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip;q=0 still gzipped")
	}
	if resp := get(t, h, "/turn.wav", "Accept-Encoding", "gzip"); resp.Header.Get("Content-Encoding") != "" || body(t, resp) != "RIFF" {
		t.Errorf("a file gzip does not shrink is gzipped")
	}
	for _, path := range []string{"/nothing.js", "/dir/", "/../c.js"} {
		if resp := get(t, h, path); resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %s, want 404", path, resp.Status)
		}
	}
}

// TestStaticUIWeight: the real UI's first screen, gzipped, stays under
// 150 KB; index.html preloads every module app.js imports, and neither
// the other pages' modules nor the boards' style sheets are among them.
func TestStaticUIWeight(t *testing.T) {
	set, err := loadAssets(web.Files)
	if err != nil {
		t.Fatal(err)
	}
	total, modules := 0, set.moduleGraph("app.js")
	for _, name := range append(modules, "index.html", "style.css") {
		a := set.files[name]
		if a.gz == nil {
			t.Errorf("%s is not gzipped", name)
			total += len(a.body)
			continue
		}
		total += len(a.gz)
	}
	t.Logf("first screen: %d modules, %d bytes gzipped", len(modules), total)
	if total > 150<<10 {
		t.Errorf("the first screen is %d bytes gzipped, over 150 KB", total)
	}
	page := string(set.files["index.html"].body)
	if !strings.Contains(page, `href="/lobby.js?v=`) {
		t.Errorf("index.html does not preload lobby.js")
	}
	for _, later := range []string{"table.js", "replay.js", "profile.js", "boards/tobago/index.js"} {
		if slices.Contains(modules, later) {
			t.Errorf("the lobby's first screen waits for %s, a module of another page", later)
		}
	}
	if strings.Contains(page, `rel="stylesheet" href="/boards/`) {
		t.Errorf("the lobby's first paint waits for a board's style sheet:\n%s", page)
	}
}

// TestGamesListRevalidates: the games' list, the lobby's largest answer,
// goes gzipped with an ETag and is answered by 304 while it holds.
func TestGamesListRevalidates(t *testing.T) {
	h := newHarness(t, Config{})
	handler := h.srv.Handler()
	first := get(t, handler, "/api/games", "Accept-Encoding", "gzip")
	etag := first.Header.Get("ETag")
	if first.StatusCode != http.StatusOK || first.Header.Get("Content-Encoding") != "gzip" || etag == "" {
		t.Fatalf("GET /api/games: %s, Content-Encoding %q, ETag %q", first.Status, first.Header.Get("Content-Encoding"), etag)
	}
	if !strings.HasPrefix(body(t, first), `[{"name":`) {
		t.Errorf("GET /api/games: not the games")
	}
	if again := get(t, handler, "/api/games", "Accept-Encoding", "gzip", "If-None-Match", etag); again.StatusCode != http.StatusNotModified || again.Header.Get("ETag") != etag || body(t, again) != "" {
		t.Errorf("GET /api/games with If-None-Match %s: %s, ETag %q", etag, again.Status, again.Header.Get("ETag"))
	}
	if other := get(t, handler, "/api/games", "Accept-Encoding", "gzip", "If-None-Match", `"0123"`); other.StatusCode != http.StatusOK || other.Header.Get("ETag") != etag {
		t.Errorf("GET /api/games with another ETag: %s, ETag %q", other.Status, other.Header.Get("ETag"))
	}
}

// BenchmarkGamesListRevalidated is a lobby's visit to a browser that holds
// the games' list already: the 304.
func BenchmarkGamesListRevalidated(b *testing.B) {
	st, err := store.OpenSQLite(filepath.Join(b.TempDir(), "caribe.db"))
	if err != nil {
		b.Fatal(err)
	}
	srv, err := New(withBots(Config{Store: st, Games: games.All()}))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	defer srv.Close()
	handler := srv.Handler()
	req := httptest.NewRequest(http.MethodGet, "/api/games", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	rec := httptest.NewRecorder()
	handler.ServeHTTP(rec, req)
	req.Header.Set("If-None-Match", rec.Header().Get("ETag"))
	b.ReportAllocs()
	for b.Loop() {
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusNotModified {
			b.Fatalf("GET /api/games: %d, want 304", rec.Code)
		}
	}
}
