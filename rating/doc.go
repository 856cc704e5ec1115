// Package rating holds the skill models behind the per-game ladders.
//
// Games of two to seven players, each player a team of one, are rated with
// the Plackett-Luce model of Weng and Lin:
//
//	R. C. Weng and C.-J. Lin, "A Bayesian Approximation Method for Online
//	Ranking", Journal of Machine Learning Research 12 (2011) 267-300,
//	https://jmlr.org/papers/v12/weng11a.html
//
// in the form the OpenSkill libraries (openskill.js, openskill.py) implement
// it, with their defaults, so that ratings agree with theirs to rounding.
// Teams of several players and ties (a shared place) are supported.
//
// Two-player games can instead be rated with Glicko-2:
//
//	M. E. Glickman, "Example of the Glicko-2 system" (2013),
//	http://www.glicko.net/glicko/glicko2.pdf
//
// Bots stand on the same ladders as people: each bot level is simply one more
// rated player.
//
// Both models show a rating on an Elo-like scale with an interval (see
// Display); ladders sort by the interval's lower end, so that a newcomer's
// lucky first win does not put them on top.
package rating
