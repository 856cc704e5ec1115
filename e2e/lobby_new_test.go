package e2e

import (
	"testing"
)

// TestNewTableOneTapFromTheTop: in a busy lobby (twenty tables waiting),
// on a phone and a desktop, in both languages, "New table" is in view at
// the top of the page, and one tap on it brings the create form into view
// with the focus on its first field.
func TestNewTableOneTapFromTheTop(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	for range 20 {
		s.post(`{"game":"tortuga","players":3}`)
	}
	for _, c := range []struct {
		lang          string
		width, height int
		name          string
	}{{"ru", 390, 844, "phone"}, {"en", 390, 844, "phone"}, {"en", 1366, 800, "desktop"}, {"ru", 1366, 800, "desktop"}} {
		p := s.browser(t, c.lang, c.width, c.height)
		p.open("/#/")
		p.watchErrors()
		p.must(`document.querySelectorAll(".table-row").length === 20`, "the twenty tables")
		if !eval[bool](p, `(() => { const b = document.querySelector("[data-new-table]"); if (!b || scrollY !== 0) return false;
			const r = b.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.width >= 44 && r.height >= 44; })()`) {
			t.Errorf("%s %s: no New table button of 44 px or more in view at the top", c.lang, c.name)
			continue
		}
		p.screenshot("lobby-new-table-top-" + c.lang + "-" + c.name)
		p.tap("[data-new-table]")
		p.must(`(() => { const f = document.querySelector(".create-panel"); const r = f.getBoundingClientRect();
			return r.top >= -1 && r.top < innerHeight / 2 && document.activeElement && f.contains(document.activeElement); })()`, "the create form in view, its first field focused")
		p.screenshot("lobby-new-table-form-" + c.lang + "-" + c.name)
		p.checkErrors("New table")
	}
}
