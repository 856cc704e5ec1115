package pgtest

import "syscall"

// sysProcAttr runs a PostgreSQL program as cred (nil: as the test runs),
// and has the kernel stop it should the test's process die first.
func sysProcAttr(cred *syscall.Credential) *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT}
}
