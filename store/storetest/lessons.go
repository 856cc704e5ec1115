package storetest

import (
	"context"
	"errors"
	"testing"

	"caribe/store"

	"github.com/google/go-cmp/cmp"
)

// testLessonsDone: an account's lessons done are kept per game, each once,
// those recorded before kept when more come; an unknown account records
// none and has none.
func testLessonsDone(t *testing.T, s store.Store) {
	ctx := context.Background()
	lp, ok := s.(store.LessonProgress)
	if !ok {
		t.Fatalf("%T keeps no lessons done (store.LessonProgress)", s)
	}
	createAccount(t, s, "a1", "Ana")
	createAccount(t, s, "a2", "Bea")
	if got, err := lp.LessonsDone(ctx, "a1", "tortuga"); err != nil || len(got) != 0 {
		t.Fatalf("LessonsDone before any = %q, %v", got, err)
	}
	for _, add := range [][]string{{"dice", "bust"}, {"bust", "ride"}} {
		if err := lp.AddLessonsDone(ctx, "a1", "tortuga", add); err != nil {
			t.Fatalf("AddLessonsDone(%q): %v", add, err)
		}
	}
	if err := lp.AddLessonsDone(ctx, "a1", "cartagena", []string{"dice"}); err != nil {
		t.Fatalf("AddLessonsDone(cartagena): %v", err)
	}
	got, err := lp.LessonsDone(ctx, "a1", "tortuga")
	if err != nil {
		t.Fatal(err)
	}
	// Those recorded at once come by id, after those recorded before
	// (and by id too when both came within one clock tick).
	if diff := cmp.Diff([]string{"bust", "dice", "ride"}, got); diff != "" {
		t.Errorf("LessonsDone(a1, tortuga) (-want +got):\n%s", diff)
	}
	if got, _ := lp.LessonsDone(ctx, "a1", "cartagena"); !cmp.Equal(got, []string{"dice"}) {
		t.Errorf("LessonsDone(a1, cartagena) = %q", got)
	}
	if got, _ := lp.LessonsDone(ctx, "a2", "tortuga"); len(got) != 0 {
		t.Errorf("another account's lessons done = %q", got)
	}
	if err := lp.AddLessonsDone(ctx, "nobody", "tortuga", []string{"dice"}); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("AddLessonsDone(nobody) = %v, want ErrNotFound", err)
	}
	if got, err := lp.LessonsDone(ctx, "nobody", "tortuga"); err != nil || len(got) != 0 {
		t.Errorf("LessonsDone(nobody) = %q, %v", got, err)
	}
}
