package term

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	tea "charm.land/bubbletea/v2"

	"caribe/review"
)

// reviewPoll is how often a review being computed is asked for again, as
// docs/api.md asks of the clients.
const reviewPoll = time.Second

// reviewAnswer is the body of GET /api/tables/{id}/review (docs/api.md,
// "Reviews").
type reviewAnswer struct {
	Status string         `json:"status"`
	Review *review.Report `json:"review"`
	Done   int            `json:"done"`
	Total  int            `json:"total"`
	Error  string         `json:"error"`
}

// review asks the server for the table's review, and again every
// r.poll while it is computed.
func (r *remote) review() tea.Cmd {
	var ask tea.Cmd
	ask = func() tea.Msg {
		msg, ok := r.askReview()
		if !ok {
			return nil
		}
		if msg.report == nil && msg.err == nil {
			msg.next = tea.Tick(r.poll, func(time.Time) tea.Msg { return ask() })
		}
		return msg
	}
	return ask
}

// askReview asks for the review once: false when the client has stopped.
func (r *remote) askReview() (reviewMsg, bool) {
	ctx, cancel := context.WithTimeout(r.ctx, 30*time.Second)
	defer cancel()
	path := "/api/tables/" + r.link.table + "/review"
	req, err := http.NewRequestWithContext(ctx, "GET", r.link.base+path, nil)
	if err != nil {
		return reviewMsg{err: err}, true
	}
	resp, err := r.client.Do(req)
	if r.ctx.Err() != nil {
		return reviewMsg{}, false
	}
	if err != nil {
		return reviewMsg{err: errors.New(tr(r.lang, "reviewUnreached", err))}, true
	}
	defer resp.Body.Close()
	var a reviewAnswer
	data, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err == nil {
		err = json.Unmarshal(data, &a)
	}
	ok := resp.StatusCode == http.StatusOK || resp.StatusCode == http.StatusAccepted
	switch {
	case ok && err == nil && resp.StatusCode == http.StatusAccepted:
		return reviewMsg{done: a.Done, total: a.Total}, true
	case ok && err == nil && a.Review != nil:
		return reviewMsg{report: a.Review}, true
	case ok && err == nil:
		return reviewMsg{err: errors.New(tr(r.lang, "reviewEmpty"))}, true
	case ok:
		return reviewMsg{err: errors.New(tr(r.lang, "reviewUnread", err))}, true
	}
	return reviewMsg{err: reviewRefusal(r.lang, resp.Status, resp.StatusCode, a.Error)}, true
}

// reviewRefusal says why the server gave no review, in lang: the table
// gone (404), still in play (409), too many reviews at once (429), the
// review failed (500, with the server's reason), or another answer.
func reviewRefusal(lang, status string, code int, reason string) error {
	switch code {
	case http.StatusNotFound:
		return errors.New(tr(lang, "reviewNoTable"))
	case http.StatusConflict:
		return errors.New(tr(lang, "reviewNotEnded"))
	case http.StatusTooManyRequests:
		return errors.New(tr(lang, "reviewBusy"))
	case http.StatusInternalServerError:
		if reason == "" {
			reason = status
		}
		return errors.New(tr(lang, "reviewFailed", reason))
	}
	return errors.New(tr(lang, "reviewOdd", status))
}
