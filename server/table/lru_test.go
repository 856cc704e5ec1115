package table

import (
	"bytes"
	"testing"
)

// TestFrameCacheKeepsTheFramesAskedForLastWithinItsBound: frames are kept
// until their bytes pass the bound, then those asked for longest ago are
// dropped; a frame over the bound alone is not kept.
func TestFrameCacheKeepsTheFramesAskedForLastWithinItsBound(t *testing.T) {
	c := newFrameCache(10)
	body := func(n int) []byte { return bytes.Repeat([]byte{'x'}, n) }
	c.put(frameKey{"a", 0}, body(4))
	c.put(frameKey{"a", 1}, body(4))
	if _, ok := c.get(frameKey{"a", 0}); !ok {
		t.Fatal("frame a/0 is not kept")
	}
	c.put(frameKey{"b", 1}, body(4))
	for k, want := range map[frameKey]bool{{"a", 0}: true, {"a", 1}: false, {"b", 1}: true} {
		if _, ok := c.get(k); ok != want {
			t.Errorf("frame %v kept: %v, want %v", k, ok, want)
		}
	}
	c.put(frameKey{"c", 0}, body(11))
	if _, ok := c.get(frameKey{"c", 0}); ok || c.size != 8 || c.order.Len() != 2 || len(c.of) != 2 {
		t.Errorf("a frame over the bound: kept %v, %d bytes in %d frames (%d named)", ok, c.size, c.order.Len(), len(c.of))
	}
	c.put(frameKey{"a", 0}, body(9))
	if got, _ := c.get(frameKey{"a", 0}); len(got) != 4 || c.size != 8 {
		t.Errorf("a frame kept again: %d bytes kept, %d in all", len(got), c.size)
	}
}
