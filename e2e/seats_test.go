package e2e

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

// TestSeatRulesInTheBrowser follows the seat rules (docs/api.md) on a
// Cartagena Jamaica table, whose hands are hidden: Boris leaves and takes
// his own seat back from the same browser; after he leaves again another
// browser cannot take it; the host's invitation link lets a newcomer take
// it, and Boris's old way back is spent.
func TestSeatRulesInTheBrowser(t *testing.T) {
	t.Parallel()
	s := newSite(t)
	anna := s.browser(t, "en", 1280, 900)
	id := anna.createTable("cartagena", 2, []string{You, Person}, "Anna", map[string]string{"variant": `"jamaica"`})
	boris := s.browser(t, "en", 390, 844)
	boris.join(id, 1, "Boris")

	boris.leaveSeat()
	if got := boris.textWhen(`button[data-take="1"]`, has("back")); got != "Take seat 2 back" {
		t.Errorf("the departed player's button reads %q", got)
	}
	boris.takeSeat(1, "Boris")
	boris.synced(1)
	boris.leaveSeat()

	carl := s.browser(t, "ru", 1280, 900)
	carl.open("/#/t/" + id)
	carl.synced(-1)
	carl.takeSeat(1, "Карл")
	if got := carl.textWhen(".toast.error", has("оставил")); !strings.Contains(got, "Место 2 оставил(а) Boris") {
		t.Errorf("the refusal in Russian: %q", got)
	}
	carl.synced(-1)

	anna.waitFor(`.seat[data-seat="1"] button[data-invite="1"]`)
	anna.click(`.seat[data-seat="1"] button[data-invite="1"]`)
	anna.waitFor(`input[data-invite-link="1"]`)
	link := eval[string](anna, `document.querySelector('input[data-invite-link="1"]').value`)
	u, err := url.Parse(link)
	if err != nil || !strings.HasPrefix(u.Fragment, "/t/"+id+"?invite=") || !strings.HasSuffix(u.Fragment, "&seat=1") {
		t.Fatalf("the invitation link %q", link)
	}
	anna.screenshot("seats-invite-en")

	dasha := s.browser(t, "ru", 390, 844)
	dasha.open("/#" + u.Fragment)
	dasha.synced(-1)
	if got := dasha.textWhen(`button[data-take="1"]`, has("приглашению")); got != "Сесть на место 2 по приглашению" {
		t.Errorf("the invited button reads %q", got)
	}
	dasha.screenshot("seats-invited-phone-ru")
	dasha.takeSeat(1, "Даша")
	dasha.synced(1)
	if got := anna.textWhen(`.seat[data-seat="1"] .seat-name`, is("Даша")); got != "Даша" {
		t.Errorf("the host sees seat 2 as %q", got)
	}
	if n := anna.count(`input[data-invite-link]`); n != 0 {
		t.Errorf("the used invitation link is still shown (%d)", n)
	}

	// Boris's way back was replaced by the invitation, and the seat is held.
	boris.open("/#/t/" + id)
	boris.synced(-1)
	if n := boris.count(`button[data-take]`); n != 0 {
		t.Errorf("Boris is offered %d seats at a full table", n)
	}
}

// leaveSeat leaves the page's seat, confirming, and waits to be a spectator.
func (p *page) leaveSeat() {
	p.t.Helper()
	eval[bool](p, `(window.confirm = () => true, true)`)
	p.click(".side button.danger")
	p.waitFor(`.table-page[data-seat="-1"]`)
}

// takeSeat types a nickname and clicks the button that takes a seat, on
// a page that shows it; it does not wait for the answer.
func (p *page) takeSeat(seat int, nick string) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf(`button[data-take="%d"]`, seat))
	if !eval[bool](p, fmt.Sprintf(`(() => { const input = document.querySelector(".join input[name=nick]");
		const take = document.querySelector('button[data-take="%d"]'); if (!input || !take) return false;
		input.value = %q; input.dispatchEvent(new Event("input")); take.click(); return true; })()`, seat, nick)) {
		p.t.Fatalf("no seat %d to take", seat)
	}
}
