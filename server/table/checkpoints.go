package table

import (
	"encoding/json"
	"fmt"
	"sync"

	"caribe/engine"
	"caribe/store"
)

// checkpointEvery is how many moves apart the server saves a finished game
// for its replay: a frame replays at most this many moves from a saved
// game. At 32 a frame of a long Tobago game costs a quarter more than at 8,
// encoding the frame costing most, for a third of the memory: 150 kB for
// 1,287 moves, the log's copy included (replay_bench_test.go).
const checkpointEvery = 32

// DefaultReplayCache is how many finished tables keep the checkpoints of
// their replay in memory when server.Config.ReplayCache is 0: about 10 MB were
// they all as long as the longest Tobago games.
const DefaultReplayCache = 64

// checkpoints is a finished game's log with the game saved along it, so
// that the game after any entry is a copy of a saved game with fewer moves
// played on it than the spacing newCheckpoints was given.
//
// The moves standing after each entry form a tree: a move entry's parent
// is the move standing last before it, and an undo entry goes back to the
// parent of the move it takes back, as engine.Effective does; a handover
// entry changes nothing, its top the entry's before it. The game
// after a move entry is its parent's game and the move; a move is saved
// when the spacing's number of moves separates it from the saved move
// above it.
type checkpoints struct {
	entries []json.RawMessage
	// top[n] is the move entry standing last after entry n (0: none, the
	// game as set up; top[0] is 0).
	top []int
	// saved is the game after some move entries, 0 the game as set up. A
	// saved game is only ever copied.
	saved map[int]engine.Session
}

// newCheckpoints replays a stored log once, saving the game every moves
// (at least 1) along it.
func newCheckpoints(g engine.Game, rec store.Table, entries []json.RawMessage, every int) (*checkpoints, error) {
	sess, err := replay(g, rec, nil)
	if err != nil {
		return nil, err
	}
	c := &checkpoints{entries: entries, top: make([]int, len(entries)+1), saved: map[int]engine.Session{0: sess.Clone()}}
	// dist[i] is how many moves separate move entry i from the saved move
	// above it.
	dist := make([]int, len(entries)+1)
	for n, e := range entries {
		n++
		if _, ok := engine.HandoverOf(e); ok {
			c.top[n] = c.top[n-1]
			continue
		}
		if undoes, ok := engine.UndoOf(e); ok {
			if undoes >= n || c.top[n-1] != undoes {
				return nil, fmt.Errorf("entry %d takes back move %d, which is not the last move standing", n, undoes)
			}
			c.top[n] = c.top[undoes-1]
			if sess, err = c.game(c.top[n]); err != nil {
				return nil, err
			}
			continue
		}
		if _, err := sess.Play(e); err != nil {
			return nil, fmt.Errorf("move %d %s: %w", n, e, err)
		}
		c.top[n] = n
		if dist[n] = dist[c.top[n-1]] + 1; dist[n] == every {
			c.saved[n], dist[n] = sess.Clone(), 0
		}
	}
	return c, nil
}

// game is a copy of the game after move entry v (0: as set up), played
// from the saved game nearest above it.
func (c *checkpoints) game(v int) (engine.Session, error) {
	var path []int
	for c.saved[v] == nil {
		path = append(path, v)
		v = c.top[v-1]
	}
	sess := c.saved[v].Clone()
	for i := len(path) - 1; i >= 0; i-- {
		n := path[i]
		if _, err := sess.Play(c.entries[n-1]); err != nil {
			return nil, fmt.Errorf("move %d %s: %w", n, c.entries[n-1], err)
		}
	}
	return sess, nil
}

// frame is the game after entry n (1 for the first) and the entry's
// update, as it was sent live.
func (c *checkpoints) frame(n int) (engine.Session, update, error) {
	e := c.entries[n-1]
	if h, ok := engine.HandoverOf(e); ok {
		sess, err := c.game(c.top[n])
		if err != nil {
			return nil, update{}, err
		}
		return sess, handoverUpdate(n, e, h), nil
	}
	if undoes, ok := engine.UndoOf(e); ok {
		sess, err := c.game(c.top[n])
		if err != nil {
			return nil, update{}, err
		}
		return sess, undoneUpdate(sess, c.entries, n, undoes), nil
	}
	sess, err := c.game(c.top[n-1])
	if err != nil {
		return nil, update{}, err
	}
	u, err := playStored(sess, n, e)
	return sess, u, err
}

// ReplayCache keeps the checkpoints of the finished tables replayed last,
// at most max of them: an older table's are dropped, and built again when
// its replay is asked for again. It keeps the frames asked for last too,
// encoded, at most frameCacheBytes of them.
type ReplayCache struct {
	// mu is the cache's own lock: it guards replays and frames, never
	// held while checkpoints or frames are built.
	mu      sync.Mutex
	replays lru[string, *cachedReplay]
	frames  lru[frameKey, []byte]
}

// cachedReplay is one table's checkpoints, built once by whoever asks
// first.
type cachedReplay struct {
	once sync.Once
	cp   *checkpoints
	err  error
}

// NewReplayCache keeps the checkpoints of at most max finished tables.
func NewReplayCache(max int) *ReplayCache {
	return &ReplayCache{
		replays: newLRU[string](max, func(*cachedReplay) int { return 1 }),
		frames:  newFrameCache(frameCacheBytes),
	}
}

// frame is frame n of finished table id, encoded, if kept; the caller
// does not change it.
func (c *ReplayCache) frame(id string, n int) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.frames.get(frameKey{id, n})
}

// keepFrame keeps body as frame n of finished table id, encoded; nobody
// changes it afterwards.
func (c *ReplayCache) keepFrame(id string, n int, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.frames.put(frameKey{id, n}, body)
}

// checkpoints returns the checkpoints of finished table id's log, built
// by build on the first call.
func (c *ReplayCache) checkpoints(id string, build func() (*checkpoints, error)) (*checkpoints, error) {
	c.mu.Lock()
	r, ok := c.replays.get(id)
	if !ok {
		r = &cachedReplay{}
		c.replays.put(id, r)
	}
	c.mu.Unlock()
	r.once.Do(func() { r.cp, r.err = build() })
	return r.cp, r.err
}
