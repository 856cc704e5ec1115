package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"mime"
	"path"
	"regexp"
	"sort"
	"strings"
)

// asset is one file of the browser UI, read once: its bytes, their
// gzip (nil when gzip does not make it smaller) and a hash of its content.
type asset struct {
	body  []byte
	gz    []byte
	hash  string
	ctype string
}

// assetSet is the browser UI read into memory: every file by its path
// ("app.js", "boards/tobago.css") and the content policy the rewritten
// index.html needs (its import map's hash).
type assetSet struct {
	files  map[string]*asset
	policy string
}

// hashLen is how many hex digits of a file's SHA-256 name its version.
const hashLen = 12

// importRef finds a module's static imports: `from "./x.js"` and `import "./x.js"`.
var importRef = regexp.MustCompile(`\b(?:from|import)\s*"(\.{1,2}/[^"]+)"`)

// sheetRef finds index.html's style sheets.
var sheetRef = regexp.MustCompile(`<link rel="stylesheet" href="([^"]+)">`)

// entryScript is index.html's module script, the page's entry point.
const entryScript = `<script type="module" src="app.js"></script>`

// loadAssets reads every file of files, gzips those it shrinks, and
// rewrites index.html to ask for each module and style sheet by its
// content's hash (an import map maps the modules' and style sheets' plain
// paths to them, for the modules' imports and import.meta.resolve),
// preloading the modules the entry point imports.
func loadAssets(files fs.FS) (*assetSet, error) {
	set := &assetSet{files: map[string]*asset{}, policy: contentPolicy}
	err := fs.WalkDir(files, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(files, name)
		if err != nil {
			return err
		}
		set.files[name] = newAsset(name, body)
		return nil
	})
	if err != nil {
		return nil, err
	}
	index, ok := set.files["index.html"]
	if !ok {
		return set, nil
	}
	page, policy, err := set.rewriteIndex(index.body)
	if err != nil {
		return nil, err
	}
	set.files["index.html"] = newAsset("index.html", page)
	set.policy = policy
	return set, nil
}

// newAsset hashes and compresses a file's body.
func newAsset(name string, body []byte) *asset {
	return hashedAsset(name, body, contentHash(body))
}

// contentHash is the hash a file's content is versioned and tagged by.
func contentHash(body []byte) string {
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:])[:hashLen]
}

// hashedAsset compresses a file's body whose contentHash is hash.
func hashedAsset(name string, body []byte, hash string) *asset {
	a := &asset{body: body, hash: hash, ctype: mime.TypeByExtension(path.Ext(name))}
	if a.ctype == "" {
		a.ctype = "application/octet-stream"
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(body)
	zw.Close()
	if buf.Len() < len(body) {
		a.gz = buf.Bytes()
	}
	return a
}

// versioned is a file's URL path with its content's hash.
func (set *assetSet) versioned(name string) string {
	return "/" + name + "?v=" + set.files[name].hash
}

// rewriteIndex puts into index.html the import map of every module and
// style sheet, the preloads of the entry point's modules and the hashed
// paths of the entry point and style sheets; it returns the page and the
// content policy that allows its import map.
func (set *assetSet) rewriteIndex(page []byte) ([]byte, string, error) {
	text := string(page)
	if !strings.Contains(text, entryScript) {
		return nil, "", fmt.Errorf("index.html: no %s", entryScript)
	}
	imports := map[string]string{}
	for name := range set.files {
		if strings.HasSuffix(name, ".js") || strings.HasSuffix(name, ".css") {
			imports["/"+name] = set.versioned(name)
		}
	}
	mapJSON, err := json.Marshal(map[string]any{"imports": imports})
	if err != nil {
		return nil, "", err
	}
	// The modules are preloaded at a low priority: the page's style sheet
	// and first paint come first, the modules at once after, each fetched
	// without waiting for the one that imports it.
	var head strings.Builder
	fmt.Fprintf(&head, "<script type=\"importmap\">%s</script>\n", mapJSON)
	for _, name := range set.moduleGraph("app.js") {
		fmt.Fprintf(&head, "<link rel=\"modulepreload\" fetchpriority=\"low\" href=\"%s\">\n", set.versioned(name))
	}
	fmt.Fprintf(&head, `<script type="module" src="%s"></script>`, set.versioned("app.js"))
	text = strings.Replace(text, entryScript, head.String(), 1)
	text = sheetRef.ReplaceAllStringFunc(text, func(link string) string {
		name := sheetRef.FindStringSubmatch(link)[1]
		if _, ok := set.files[name]; !ok {
			return link
		}
		return fmt.Sprintf(`<link rel="stylesheet" href="%s">`, set.versioned(name))
	})
	sum := sha256.Sum256(mapJSON)
	policy := strings.Replace(contentPolicy, "default-src 'self'", "default-src 'self'; script-src 'self' 'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'", 1)
	return []byte(text), policy, nil
}

// moduleGraph is every module entry imports, directly or not, entry
// first and the rest by name.
func (set *assetSet) moduleGraph(entry string) []string {
	seen := map[string]bool{}
	var walk func(name string)
	walk = func(name string) {
		a, ok := set.files[name]
		if !ok || seen[name] {
			return
		}
		seen[name] = true
		for _, m := range importRef.FindAllSubmatch(a.body, -1) {
			walk(path.Join(path.Dir(name), string(m[1])))
		}
	}
	walk(entry)
	delete(seen, entry)
	out := make([]string, 0, len(seen)+1)
	for name := range seen {
		out = append(out, name)
	}
	sort.Strings(out)
	return append([]string{entry}, out...)
}
