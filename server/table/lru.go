package table

import "container/list"

// frameCacheBytes bounds the frames a ReplayCache keeps encoded: about 450
// frames of a long Tobago game of three seats, 18 kB each.
const frameCacheBytes = 8 << 20

// lru keeps values by key, those used last, at most max of their costs
// together: the value used longest ago is dropped first. Its owner's lock
// guards it.
type lru[K comparable, V any] struct {
	max, size int
	cost      func(V) int
	order     *list.List // of *lruEntry, the last used first
	of        map[K]*list.Element
}

// lruEntry is one value an lru keeps, under its key.
type lruEntry[K comparable, V any] struct {
	key   K
	value V
	cost  int
}

// newLRU keeps at most max of the costs of its values.
func newLRU[K comparable, V any](max int, cost func(V) int) lru[K, V] {
	return lru[K, V]{max: max, cost: cost, order: list.New(), of: map[K]*list.Element{}}
}

// get is the value of k, if kept.
func (c *lru[K, V]) get(k K) (V, bool) {
	el, ok := c.of[k]
	if !ok {
		var zero V
		return zero, false
	}
	c.order.MoveToFront(el)
	return el.Value.(*lruEntry[K, V]).value, true
}

// put keeps v under k unless a value is kept there already, dropping the
// values used longest ago to stay within the bound; a value over the
// bound alone is not kept.
func (c *lru[K, V]) put(k K, v V) {
	cost := c.cost(v)
	if _, ok := c.of[k]; ok || cost > c.max {
		return
	}
	c.of[k] = c.order.PushFront(&lruEntry[K, V]{key: k, value: v, cost: cost})
	c.size += cost
	for c.size > c.max {
		old := c.order.Remove(c.order.Back()).(*lruEntry[K, V])
		delete(c.of, old.key)
		c.size -= old.cost
	}
}

// frameKey names frame n of finished table id.
type frameKey struct {
	id string
	n  int
}

// newFrameCache keeps frames, encoded, at most max bytes of them.
func newFrameCache(max int) lru[frameKey, []byte] {
	return newLRU[frameKey](max, func(body []byte) int { return len(body) })
}
