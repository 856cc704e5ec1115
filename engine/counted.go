package engine

import "fmt"

// Counted is n with its noun in the plural form each language wants:
// en holds the English one and other ("coin", "coins"), ru the Russian
// one, few and many ("монета", "монеты", "монет"); Counted(23, …) is
// "23 coins" and "23 монеты".
func Counted(n int, en [2]string, ru [3]string) Text {
	other := en[1]
	if n == 1 {
		other = en[0]
	}
	return Text{EN: fmt.Sprintf("%d %s", n, other), RU: fmt.Sprintf("%d %s", n, ru[RussianForm(n)])}
}

// RussianForm is the Russian plural form of n: 0 (one) for 1, 21, 101;
// 1 (few) for 2–4, 22–24; 2 (many) for the rest (5–20, 25, 11–14).
func RussianForm(n int) int {
	if n < 0 {
		n = -n
	}
	switch m10, m100 := n%10, n%100; {
	case m10 == 1 && m100 != 11:
		return 0
	case m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14):
		return 1
	}
	return 2
}
