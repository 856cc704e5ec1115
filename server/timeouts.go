package server

import "time"

// fireClocks looks at the tables in memory whose clock asks for it by now
// (table.wake): a seat whose time ran out is handed to a bot by the
// server that drives the table, and the clients hear of a seat that may
// now be voted away. The sweep calls it every Config.DueSweep; tests call
// it with their own clock. It returns how many tables it looked at.
func (s *Server) fireClocks(now time.Time) int {
	ms := now.UnixMilli()
	s.mu.RLock()
	var due []*table
	for _, t := range s.tables {
		if w := t.wake.Load(); w != 0 && w <= ms {
			t.users.Add(1)
			due = append(due, t)
		}
	}
	s.mu.RUnlock()
	for _, t := range due {
		s.locked(t, func() {
			s.settle(t)
			s.tellSilence(t, now)
		})
		s.letGo(t)
	}
	return len(due)
}
