package learn

import (
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"sync"
)

// files holds each game's course, lessons/GAME.json.
//
//go:embed lessons/*.json
var files embed.FS

// For is the course of the game named name, read from its file once and
// shared by every caller after (read it, never change it); false when the
// game has none.
func For(name string) (Course, bool, error) {
	read, ok := courses[name]
	if !ok {
		return Course{}, false, nil
	}
	c, err := read()
	return c, true, err
}

// courses reads each game's course from its file at its first use: the
// files are part of the binary, so a course read once stays as it is.
var courses = func() map[string]func() (Course, error) {
	m := map[string]func() (Course, error){}
	for _, name := range Games() {
		m[name] = sync.OnceValues(func() (Course, error) { return readCourse(name) })
	}
	return m
}()

// readCourse reads the course of the game named name from its file.
func readCourse(name string) (Course, error) {
	data, err := files.ReadFile("lessons/" + name + ".json")
	if err != nil {
		return Course{}, err
	}
	var c Course
	if err := json.Unmarshal(data, &c); err != nil {
		return Course{}, fmt.Errorf("lessons/%s.json: %w", name, err)
	}
	if c.Game != name {
		return Course{}, fmt.Errorf("lessons/%s.json holds the course of %q", name, c.Game)
	}
	return c, nil
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
