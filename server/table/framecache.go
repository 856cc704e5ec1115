package table

import "container/list"

// frameCacheBytes bounds the frames a ReplayCache keeps encoded: about 450
// frames of a long Tobago game of three seats, 18 kB each.
const frameCacheBytes = 8 << 20

// frameCache keeps the frames asked for last, encoded, at most max bytes
// of them: an older frame is dropped, and built again when asked for
// again. Its owner's lock guards it.
type frameCache struct {
	max, size int
	order     *list.List // of *cachedFrame, the last asked for first
	of        map[frameKey]*list.Element
}

// frameKey names frame n of finished table id.
type frameKey struct {
	id string
	n  int
}

// cachedFrame is one frame as its route answers it, never changed.
type cachedFrame struct {
	key  frameKey
	body []byte
}

// newFrameCache keeps at most max bytes of frames.
func newFrameCache(max int) frameCache {
	return frameCache{max: max, order: list.New(), of: map[frameKey]*list.Element{}}
}

// get is frame k, if kept.
func (c *frameCache) get(k frameKey) ([]byte, bool) {
	el, ok := c.of[k]
	if !ok {
		return nil, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*cachedFrame).body, true
}

// put keeps body as frame k, dropping the frames asked for longest ago
// to stay within the bound; a frame over the bound alone is not kept.
func (c *frameCache) put(k frameKey, body []byte) {
	if _, ok := c.of[k]; ok || len(body) > c.max {
		return
	}
	c.of[k] = c.order.PushFront(&cachedFrame{key: k, body: body})
	c.size += len(body)
	for c.size > c.max {
		old := c.order.Remove(c.order.Back()).(*cachedFrame)
		delete(c.of, old.key)
		c.size -= len(old.body)
	}
}
