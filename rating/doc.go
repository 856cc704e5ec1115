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
// One model serves every number of players, so that a game has one ladder
// whether its tables seat two players or five.
//
// Bots stand on the same ladders as people: each bot level is simply one more
// rated player.
//
// A rating is shown on an Elo-like scale with an interval (see
// Display); ladders sort by the interval's lower end, so that a newcomer's
// lucky first win does not put them on top.
package rating
