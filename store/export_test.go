package store

// StopRenewal stops the renewals of s's server, as if its process had
// hung with its connections open: its row ages and its leases lapse
// after its lease time.
func StopRenewal(s *Postgres) { s.renew.stop() }

// ServerID is s's server id, as its connections are named in
// pg_stat_activity.
func ServerID(s *Postgres) string { return s.id }

// OnTry has f see each try of s's writes that retry a lost connection,
// and return the error the try is taken to have ended with.
func OnTry(s *Postgres, f func(error) error) { s.tried = f }
