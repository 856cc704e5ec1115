package learn

import (
	"embed"
	"encoding/json"
	"fmt"
	"sort"
)

// files holds each game's course, lessons/GAME.json.
//
//go:embed lessons/*.json
var files embed.FS

// For is the course of the game named name, read from its file; false
// when the game has none.
func For(name string) (Course, bool, error) {
	data, err := files.ReadFile("lessons/" + name + ".json")
	if err != nil {
		return Course{}, false, nil
	}
	var c Course
	if err := json.Unmarshal(data, &c); err != nil {
		return Course{}, true, fmt.Errorf("lessons/%s.json: %w", name, err)
	}
	if c.Game != name {
		return Course{}, true, fmt.Errorf("lessons/%s.json holds the course of %q", name, c.Game)
	}
	return c, true, nil
}

// Games lists the games that have a course, by name.
func Games() []string {
	entries, _ := files.ReadDir("lessons")
	var out []string
	for _, e := range entries {
		n := e.Name()
		out = append(out, n[:len(n)-len(".json")])
	}
	sort.Strings(out)
	return out
}

// Lesson finds a lesson of c by its ID.
func (c Course) Lesson(id string) (Lesson, bool) {
	for _, l := range c.Lessons {
		if l.ID == id {
			return l, true
		}
	}
	return Lesson{}, false
}
