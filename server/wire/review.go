package wire

import "encoding/json"

// The statuses of a finished table's review, as GET
// /api/tables/{id}/review answers them.
const (
	ReviewReady     = "ready"
	ReviewComputing = "computing"
	ReviewFailed    = "failed"
)

// ReviewDone is the review once stored: Review is the same Report as
// caribe review --json prints (package review).
type ReviewDone struct {
	Status string          `json:"status"`
	Review json.RawMessage `json:"review"`
}

// ReviewProgress says how far a review being computed has come: Done of
// Total moves of the record judged.
type ReviewProgress struct {
	Status string `json:"status"`
	Done   int    `json:"done"`
	Total  int    `json:"total"`
}

// ReviewFailure says why a review failed; the next ask starts it again.
type ReviewFailure struct {
	Status string `json:"status"`
	Error  string `json:"error"`
}
