package rating

import "errors"

// Errors returned for games the models cannot rate; they are wrapped with
// details, so test for them with errors.Is.
var (
	// ErrTooFewTeams is returned for a game with fewer than two teams.
	ErrTooFewTeams = errors.New("rating: a game needs at least two teams")
	// ErrRankCount is returned unless there is exactly one rank per team.
	ErrRankCount = errors.New("rating: one rank per team is needed")
	// ErrInvalid is returned for an empty team or a non-finite or
	// non-positive rating parameter.
	ErrInvalid = errors.New("rating: invalid input")
)
