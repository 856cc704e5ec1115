package island

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

func TestSVGIsWellFormedAndDrawsEveryLandHex(t *testing.T) {
	is := parseIsland(t, rulebookIsland)
	var b bytes.Buffer
	if err := is.SVG(&b, "Hut & Palm <test>"); err != nil {
		t.Fatal(err)
	}
	polygons, fills := 0, map[string]int{}
	var texts []string
	dec := xml.NewDecoder(bytes.NewReader(b.Bytes()))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			if el.Name.Local == "polygon" {
				polygons++
				for _, a := range el.Attr {
					if a.Name.Local == "fill" {
						fills[a.Value]++
					}
				}
			}
		case xml.CharData:
			texts = append(texts, string(el))
		}
	}
	if polygons != is.Land().Len() {
		t.Errorf("%d hexes drawn, want the %d land hexes", polygons, is.Land().Len())
	}
	for _, terrain := range Terrains {
		if want := is.LabelSet(terrain.Label()).Len(); fills[terrainFill[terrain]] != want {
			t.Errorf("%d hexes coloured as %v, want %d", fills[terrainFill[terrain]], terrain, want)
		}
	}
	if !strings.Contains(strings.Join(texts, "|"), "Hut & Palm <test>") {
		t.Error("the title is missing")
	}
	svg := b.String()
	if n := strings.Count(svg, `rx="4" fill="#5a5a5a"`); n != 3+1 {
		t.Errorf("%d statue figures, want 3 and one in the legend", n)
	}
	if n := strings.Count(svg, `stroke="#ffd23f" stroke-width="2"/>`); n != 3+1 {
		t.Errorf("%d gaze rings, want 3 and one in the legend", n)
	}
}

// failingWriter refuses every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, io.ErrShortWrite }

func TestSVGReportsWriteErrors(t *testing.T) {
	if err := parseIsland(t, rulebookIsland).SVG(failingWriter{}, "x"); err == nil {
		t.Fatal("a failed write went unreported")
	}
}
