package server

import (
	"context"
	"errors"
	"net/http"

	"caribe/server/table"

	"golang.org/x/text/language"
)

// The languages the server's messages to players are written in, the
// first the one for a client that names none of them.
var spokenLanguages = language.NewMatcher([]language.Tag{language.English, language.Russian})

// langOf is the language of the client that sent r: its lang parameter
// (a browser's WebSocket cannot set headers) or else its Accept-Language,
// matched to en or ru; en when it names neither.
func langOf(r *http.Request) string {
	tag, _ := language.MatchStrings(spokenLanguages, r.URL.Query().Get("lang"), r.Header.Get("Accept-Language"))
	base, _ := tag.Base()
	return base.String()
}

// langKey keys the language of a WebSocket's client in its context.
type langKey struct{}

// withLang is ctx carrying the client's language lang.
func withLang(ctx context.Context, lang string) context.Context {
	return context.WithValue(ctx, langKey{}, lang)
}

// langIn is the client's language ctx carries (withLang), en for none.
func langIn(ctx context.Context) string {
	if lang, ok := ctx.Value(langKey{}).(string); ok {
		return lang
	}
	return "en"
}

// spokenError is a refusal told to a client in its language: text, with
// the error it stands for kept for statuses and limits.
type spokenError struct {
	err  error
	text string
}

func (e *spokenError) Error() string { return e.text }
func (e *spokenError) Unwrap() error { return e.err }

// spokenTo is err as a client speaking lang is told it: a refusal with
// texts in several languages in lang's; any other as it is.
func spokenTo(lang string, err error) error {
	var u *table.UnstoredError
	if errors.As(err, &u) {
		return &spokenError{err: err, text: unstoredTexts.in(lang)}
	}
	return err
}

// said is what a client is told of err: a spokenError's text; a write the
// store could not make in English, without the store's own error, which
// is for the log only; any other error's own message.
func said(err error) string {
	var sp *spokenError
	if errors.As(err, &sp) {
		return sp.text
	}
	var u *table.UnstoredError
	if errors.As(err, &u) {
		return unstoredTexts.in("en")
	}
	return err.Error()
}

// unstoredTexts is what a client is told of a table.UnstoredError.
var unstoredTexts = texts{
	"en": "the server could not store the move; nothing changed, try again",
	"ru": "сервер не смог сохранить ход; ничего не изменилось, попробуйте ещё раз",
}

// texts is one message in each language the server speaks, by its code.
type texts map[string]string

// in is the message in lang, in English when lang is not among them.
func (t texts) in(lang string) string {
	if text, ok := t[lang]; ok {
		return text
	}
	return t["en"]
}
