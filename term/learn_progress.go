package term

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// Progress is the lessons done on this device, by game: kept in a small
// JSON file ({"done":{"tortuga":["dice","ride"]}}).
type Progress struct {
	Done map[string][]string `json:"done"`
}

// ProgressPath is where the lessons done are kept by default:
// caribe/learn.json in the user's configuration directory.
func ProgressPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no place to keep the lessons done: %w", err)
	}
	return filepath.Join(dir, "caribe", "learn.json"), nil
}

// LoadProgress reads the lessons done from path: none when the file is
// missing; none and an error naming the file when it cannot be read or
// is no progress file.
func LoadProgress(path string) (Progress, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Progress{Done: map[string][]string{}}, nil
	}
	if err != nil {
		return Progress{Done: map[string][]string{}}, fmt.Errorf("the progress file %s cannot be read: %w", path, err)
	}
	var p Progress
	if err := json.Unmarshal(data, &p); err != nil {
		return Progress{Done: map[string][]string{}}, fmt.Errorf("the progress file %s is not one: %w", path, err)
	}
	if p.Done == nil {
		p.Done = map[string][]string{}
	}
	return p, nil
}

// Save writes the lessons done to path, whole: a new file beside it
// renamed over it, so that a crash leaves the old one or the new.
func (p Progress) Save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("keeping the lessons done: %w", err)
	}
	data, err := json.MarshalIndent(p, "", " ")
	if err != nil {
		return err
	}
	tmp := path + ".new"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("keeping the lessons done: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("keeping the lessons done: %w", err)
	}
	return nil
}

// Has reports whether lesson id of game is done.
func (p Progress) Has(game, id string) bool { return slices.Contains(p.Done[game], id) }

// Mark notes lesson id of game done; false when it already was.
func (p *Progress) Mark(game, id string) bool {
	if p.Has(game, id) {
		return false
	}
	if p.Done == nil {
		p.Done = map[string][]string{}
	}
	p.Done[game] = append(p.Done[game], id)
	return true
}
