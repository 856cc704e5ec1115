package term

import "caribe/games/tobago/island"

// A clue's phrase is built from its label's forms: where "in" puts it, the
// noun after "next to", and in Russian the cases after "рядом с" and "в
// пределах видимости" (as web/boards/tobago/texts.js builds them).
var (
	tbEnIn = [16]string{"on scrubland", "in jungle", "in a river", "in mountains", "in a lake", "on beach",
		"on Big scrubland", "in Big jungle", "in Big river", "in Big mountains", "in Big lake", "on Big beach",
		"on a hut", "on a palm", "on a statue", "in the ocean"}
	tbEnNoun = [16]string{"scrubland", "jungle", "a river", "mountains", "a lake", "beach",
		"Big scrubland", "Big jungle", "Big river", "Big mountains", "Big lake", "Big beach",
		"a hut", "a palm", "a statue", "the ocean"}
	tbRuIn = [16]string{"на пустоши", "в джунглях", "в реке", "в горах", "в озере", "на пляже",
		"на Большой пустоши", "в Больших джунглях", "в Большой реке", "в Больших горах", "в Большом озере", "на Большом пляже",
		"на хижине", "на пальме", "на статуе", "в океане"}
	tbRuWith = [16]string{"с пустошью", "с джунглями", "с рекой", "с горами", "с озером", "с пляжем",
		"с Большой пустошью", "с Большими джунглями", "с Большой рекой", "с Большими горами", "с Большим озером", "с Большим пляжем",
		"с хижиной", "с пальмой", "со статуей", "с океаном"}
	tbRuOf = [16]string{"пустоши", "джунглей", "реки", "гор", "озера", "пляжа",
		"Большой пустоши", "Больших джунглей", "Большой реки", "Больших гор", "Большого озера", "Большого пляжа",
		"хижины", "пальмы", "статуи", "океана"}
)

// tbClue is a clue as its card reads, in lang: "next to a palm", "рядом с пальмой".
func tbClue(lang string, c island.Clue) string {
	if !c.Valid() || int(c.Label) >= len(tbEnIn) {
		return c.String()
	}
	l := c.Label
	if tobagoLang(lang) == 1 {
		switch c.Kind {
		case island.In:
			return tbRuIn[l]
		case island.NotIn:
			return "не " + tbRuIn[l]
		case island.NextTo:
			return "рядом " + tbRuWith[l]
		case island.NotNextTo:
			return "не рядом " + tbRuWith[l]
		case island.WithinSight:
			return "в пределах видимости " + tbRuOf[l]
		}
		return "за пределами видимости " + tbRuOf[l]
	}
	switch c.Kind {
	case island.In:
		return tbEnIn[l]
	case island.NotIn:
		return "not " + tbEnIn[l]
	case island.NextTo:
		return "next to " + tbEnNoun[l]
	case island.NotNextTo:
		return "not next to " + tbEnNoun[l]
	case island.WithinSight:
		return "within sight of " + tbEnNoun[l]
	}
	return "out of sight of " + tbEnNoun[l]
}

// tbClueKey names a clue for a step's key: "next_to/palm".
func tbClueKey(c island.Clue) string {
	k, _ := c.Kind.MarshalText()
	l, _ := c.Label.MarshalText()
	return string(k) + "/" + string(l)
}
