package term

import (
	"encoding/json"

	tea "charm.land/bubbletea/v2"

	"caribe/engine"
	"caribe/learn"
)

// lessonSource is a lesson's position on this machine: the learner's
// moves come back as triedMsg to be judged by the lesson (Learn does it,
// on the program's own goroutine), nobody else moves but as the lesson's
// steps say.
type lessonSource struct {
	sess   engine.Session
	lesson learn.Lesson
	lang   string
	// step is the step the learner is at; len(lesson.Steps) once done.
	step int
	// version counts the steps done, as a table's version counts moves.
	version int
}

// triedMsg is a move the learner chose at version of a lesson's
// position, to be judged.
type triedMsg struct {
	src     *lessonSource
	version int
	move    json.RawMessage
}

// snapshot is the lesson's position as the learner sees it: moves to
// choose among only while a step waits to be done.
func (s *lessonSource) snapshot() snapshot {
	view, _ := json.Marshal(s.sess.View(s.lesson.Seat))
	snap := snapshot{Version: s.version, Actor: s.sess.Actor(), View: view}
	if s.step < len(s.lesson.Steps) && snap.Actor == engine.Actor(s.lesson.Seat) {
		for _, m := range s.sess.Legal() {
			snap.Legal = append(snap.Legal, m.Move)
		}
	}
	r := s.sess.Result()
	snap.Result = &r
	return snap
}

func (s *lessonSource) start() tea.Cmd {
	snap := s.snapshot()
	return func() tea.Msg { return updateMsg{snap: &snap} }
}

// next is nil: the lesson's other moves are played with its steps.
func (s *lessonSource) next() tea.Cmd { return nil }

// listen is nil: a lesson has no server to listen to.
func (s *lessonSource) listen() tea.Cmd { return nil }

func (s *lessonSource) play(version int, move json.RawMessage) tea.Cmd {
	return func() tea.Msg { return triedMsg{src: s, version: version, move: move} }
}

func (s *lessonSource) undo(int) tea.Cmd {
	return func() tea.Msg { return noticeMsg{text: tr(s.lang, "undoNone")} }
}

// hint shows the step's goal: in a lesson, the hint is the answer.
func (s *lessonSource) hint(version int) tea.Cmd {
	if s.step >= len(s.lesson.Steps) || len(s.lesson.Steps[s.step].Goal) == 0 {
		return nil
	}
	move := s.lesson.Steps[s.step].Goal[0]
	if p, err := s.sess.Clone().Play(move); err == nil {
		move = p.Move
	}
	return func() tea.Msg { return hintMsg{version: version, move: move} }
}

func (s *lessonSource) stop() {}

// judge judges a move tried at the step, and plays it with what follows
// when it does the task. done tells the step was done; the played entry
// is the learner's move, for the board to show.
func (s *lessonSource) judge(move json.RawMessage) (v learn.Verdict, played *Played, err error) {
	v, err = learn.Judge(s.lesson, s.step, s.sess, move)
	if err != nil || !v.Done {
		return v, nil, err
	}
	var events json.RawMessage
	if p, err := s.sess.Clone().Play(v.Move); err == nil {
		events, _ = json.Marshal(p.Events)
	}
	if err := learn.Advance(s.lesson, s.step, s.sess, v.Move); err != nil {
		return v, nil, err
	}
	s.step++
	s.version++
	return v, &Played{Version: s.version, By: s.lesson.Seat, Move: v.Move, Events: events}, nil
}

// hintless is a game whose lesson offers no hints.
type hintless struct {
	source
	lang string
}

func (h hintless) hint(int) tea.Cmd {
	return func() tea.Msg { return noticeMsg{text: tr(h.lang, "hintNone")} }
}
