package storetest

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"caribe/store"
)

// testReviews: a table keeps the first review stored for it, byte for
// byte; an unknown table takes none and has none.
func testReviews(t *testing.T, s store.Store) {
	ctx := context.Background()
	if err := s.PutReview(ctx, "unknown", []byte(`{}`)); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("PutReview of an unknown table = %v, want ErrNotFound", err)
	}
	if got, ok, err := s.Review(ctx, "unknown"); ok || err != nil || got != nil {
		t.Errorf("Review of an unknown table = %q, %v, %v; want none", got, ok, err)
	}
	create(t, s, sample("rev"))
	create(t, s, sample("other"))
	if got, ok, err := s.Review(ctx, "rev"); ok || err != nil {
		t.Errorf("Review before any stored = %q, %v, %v; want none", got, ok, err)
	}
	if err := s.PutReview(ctx, "rev", nil); err == nil {
		t.Error("PutReview of an empty review succeeded")
	}
	first := []byte(`{"game":"cartagena","decisions":[{"number":1,"text":"é ' \" \\u0000"}]}`)
	if err := s.PutReview(ctx, "rev", first); err != nil {
		t.Fatalf("PutReview: %v", err)
	}
	if err := s.PutReview(ctx, "rev", []byte(`{"second":true}`)); err != nil {
		t.Fatalf("PutReview again: %v", err)
	}
	got, ok, err := s.Review(ctx, "rev")
	if !ok || err != nil || !bytes.Equal(got, first) {
		t.Errorf("Review = %q, %v, %v; want the first stored, %q", got, ok, err, first)
	}
	if got, ok, err := s.Review(ctx, "other"); ok || err != nil {
		t.Errorf("Review of another table = %q, %v, %v; want none", got, ok, err)
	}
}
